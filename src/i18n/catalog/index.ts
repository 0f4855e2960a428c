/** Every locale's catalog, compiled in: the bot reads no file to speak a language. */
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

export const CATALOGS: Readonly<Record<Locale, Messages>> = {
  'en-US': enUS,
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
