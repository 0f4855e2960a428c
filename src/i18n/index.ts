/**
 * The message catalog: `t(locale, key, vars)` gives a player-facing text in the player's language.
 * i18next underneath, initialised once, synchronously, from catalogs compiled into the bundle (no
 * files read, no backend), so a call is a lookup, an interpolation and, for a plural key, one
 * Intl.PluralRules choice: a few microseconds (docs/benchmarks.md). Replies to a person follow their
 * interaction's `locale`; public posts follow the server's preferred locale (`guildLocale`).
 */
import i18next from 'i18next';
import { CATALOGS } from './catalog/index.ts';
import type { Catalog } from './catalog/types.ts';
import { LOCALES, resolveLocale, SOURCE_LOCALE } from './locales.ts';

export {
  LOCALES,
  type Locale,
  personLocale,
  resolveLocale,
  SOURCE_LOCALE,
  serverLocale,
  TRANSLATED_LOCALES,
} from './locales.ts';

/** The plural suffixes i18next adds to a key (one per CLDR plural category). */
export const PLURAL_SUFFIXES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
type PluralSuffix = (typeof PLURAL_SUFFIXES)[number];
type Unplural<K extends string> = K extends `${infer Base}_${PluralSuffix}` ? Base : K;

/** Every key of the English catalog, dotted, plural keys without their suffix. */
type KeysOf<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${Unplural<K>}` : KeysOf<T[K], `${P}${K}.`>;
}[keyof T & string];
export type MessageKey = KeysOf<Catalog>;

/** Values put into a text's placeholders; `count` also picks a plural form. */
export type Vars = Readonly<Record<string, string | number>>;

const instance = i18next.createInstance();
void instance.init({
  resources: Object.fromEntries(LOCALES.map((l) => [l, { translation: CATALOGS[l] }])),
  lng: SOURCE_LOCALE,
  fallbackLng: SOURCE_LOCALE,
  supportedLngs: [...LOCALES],
  // The catalogs are in memory: initialised before this module finishes loading, nothing awaited.
  initAsync: false,
  // Texts go to Discord, not to HTML: nothing to escape (markdown in a value is the caller's to handle).
  interpolation: { escapeValue: false },
  returnNull: false,
});

/**
 * The text of `key` in `locale` (any Discord locale string: resolved with resolveLocale), its
 * `{{placeholders}}` filled from `vars`. A key the locale lacks falls back to English (the catalog
 * test makes sure none does).
 */
export function t(locale: string | null | undefined, key: MessageKey, vars?: Vars): string {
  // The instance's own t with `lng`, not getFixedT: a fixed t copies the whole options object (the
  // resources included) on every call, five times the cost of the lookup itself.
  return instance.t(key, { ...vars, lng: resolveLocale(locale) } as never) as unknown as string;
}

/** A text to be said later, in a locale not yet known (a refusal decided before the answer is written). */
export interface Text {
  key: MessageKey;
  vars?: Vars;
}

export const say = (locale: string | null | undefined, text: Text): string => t(locale, text.key, text.vars);

/** Whether the catalog has `key` (a key built at run time, e.g. from an engine's refusal code). */
export const hasText = (key: string): key is MessageKey => instance.exists(key, { lng: SOURCE_LOCALE });
