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
 * Texts already made, by locale, key and values. The catalogs never change while the process runs,
 * so a text is a pure function of these, and most of a move's texts recur (a card's label, a
 * button's, a line with the same names): a hit is one string built and one Map lookup, well under a
 * microsecond, where i18next's lookup and interpolation take 4–10. Emptied when it holds `MEMO_MAX`
 * texts, so a server's churn of names cannot grow it without bound.
 */
const memo = new Map<string, string>();
const MEMO_MAX = 20_000;

/** The memo's key: the locale, the key, and each value with its length before it, so that no two
 *  sets of values (a name holding any character) can make the same key. */
function memoKey(locale: string, key: string, vars: Vars | undefined): string {
  let k = `${locale}\u0001${key}`;
  if (vars !== undefined)
    for (const name in vars) {
      const value = String(vars[name]);
      k += `\u0001${name}\u0002${value.length}\u0002${value}`;
    }
  return k;
}

/**
 * The text of `key` in `locale` (any Discord locale string: resolved with resolveLocale), its
 * `{{placeholders}}` filled from `vars`. A key the locale lacks falls back to English (the catalog
 * test makes sure none does).
 */
export function t(locale: string | null | undefined, key: MessageKey, vars?: Vars): string {
  if (!TALLY) return text(locale, key, vars);
  const start = performance.now();
  const made = tally.made;
  const said = text(locale, key, vars);
  const ms = performance.now() - start;
  tally.texts++;
  tally.ms += ms;
  if (tally.made !== made) tally.madeMs += ms;
  return said;
}

function text(locale: string | null | undefined, key: MessageKey, vars?: Vars): string {
  const lng = resolveLocale(locale);
  const k = memoKey(lng, key, vars);
  const made = memo.get(k);
  if (made !== undefined) return made;
  // The instance's own t with `lng`, not getFixedT: a fixed t copies the whole options object (the
  // resources included) on every call, five times the cost of the lookup itself.
  const said = instance.t(key, { ...vars, lng } as never) as unknown as string;
  if (memo.size >= MEMO_MAX) memo.clear();
  memo.set(k, said);
  tally.made++;
  return said;
}

/**
 * What texts cost this thread, for the benchmarks: `texts` made or found, `made` of them by
 * i18next (not in the memo), and the time in `t()` for all (`ms`) and for those made (`madeMs`).
 * Timed only with CARDBOT_TEXT_TALLY=1 (each call then also pays for reading the clock twice);
 * `made` is counted always.
 */
export const tally = { texts: 0, made: 0, ms: 0, madeMs: 0 };
const TALLY = process.env.CARDBOT_TEXT_TALLY === '1';

/** `t` without the memo: i18next's own cost, for the benchmark. */
export const tUnmemoized = (locale: string | null | undefined, key: MessageKey, vars?: Vars): string =>
  instance.t(key, { ...vars, lng: resolveLocale(locale) } as never) as unknown as string;

/** A text to be said later, in a locale not yet known (a refusal decided before the answer is written). */
export interface Text {
  key: MessageKey;
  vars?: Vars;
}

export const say = (locale: string | null | undefined, text: Text): string => t(locale, text.key, text.vars);

/** Whether the catalog has `key` (a key built at run time, e.g. from an engine's refusal code). */
export const hasText = (key: string): key is MessageKey => instance.exists(key, { lng: SOURCE_LOCALE });
