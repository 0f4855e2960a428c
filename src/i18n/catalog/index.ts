/**
 * Every locale's catalog, compiled in: the bot reads no file to speak a language.
 *
 * A translated catalog is made on its first use, not when this module loads: a thread that speaks
 * only English (a render worker drawing for English servers, say) never holds the other eleven.
 * Held all at once they are about 3 MB of strings and objects, and in a render worker that was
 * enough to make V8 start a full collection every few pictures (docs/benchmarks.md, render worker).
 */
import type { Locale } from '../locales.ts';
import { de } from './de.ts';
import { enUS } from './en-US.ts';
import { esES } from './es-ES.ts';
import { fr } from './fr.ts';
import { it } from './it.ts';
import { ja } from './ja.ts';
import { nl } from './nl.ts';
import { pl } from './pl.ts';
import { ptBR } from './pt-BR.ts';
import { ru } from './ru.ts';
import { tr } from './tr.ts';
import type { Messages } from './types.ts';
import { zhCN } from './zh-CN.ts';

const MAKERS: Readonly<Record<Locale, () => Messages>> = {
  'en-US': () => enUS,
  de,
  fr,
  'es-ES': esES,
  'pt-BR': ptBR,
  it,
  nl,
  pl,
  ru,
  tr,
  ja,
  'zh-CN': zhCN,
};

const made = new Map<Locale, Messages>();

/** The catalog of `locale`, made on first use and kept. */
export function catalogOf(locale: Locale): Messages {
  let catalog = made.get(locale);
  if (catalog === undefined) {
    catalog = MAKERS[locale]();
    made.set(locale, catalog);
  }
  return catalog;
}

/** Whether `locale`'s catalog has been made in this thread. */
export const catalogMade = (locale: Locale): boolean => made.has(locale);

/** Every catalog by locale, each made when first read. */
export const CATALOGS: Readonly<Record<Locale, Messages>> = Object.defineProperties(
  {},
  Object.fromEntries(
    Object.keys(MAKERS).map((locale) => [locale, { enumerable: true, get: () => catalogOf(locale as Locale) }]),
  ),
) as Record<Locale, Messages>;
