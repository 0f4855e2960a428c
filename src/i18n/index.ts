/**
 * The message catalog: `t(locale, key, vars)` gives a player-facing text in the player's language.
 * i18next underneath, initialised once, synchronously, from catalogs compiled into the bundle (no
 * files read, no backend), so a call is a lookup, an interpolation and, for a plural key, one
 * Intl.PluralRules choice: a few microseconds (docs/benchmarks.md). Replies to a person follow their
 * interaction's `locale`; public posts follow the server's preferred locale (`guildLocale`).
 */
import i18next from 'i18next';
import { catalogOf } from './catalog/index.ts';
import type { Catalog } from './catalog/types.ts';
import { LOCALES, type Locale, resolveLocale, SOURCE_LOCALE } from './locales.ts';

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
  // English only at first, the fallback of every other; another locale's texts are added the first
  // time a text is made in it (`speak`), so a thread never holds catalogs it does not speak.
  resources: { [SOURCE_LOCALE]: { translation: catalogOf(SOURCE_LOCALE) } },
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
const MEMO_MAX = 2_048;

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
  speak(lng);
  const said = fill(lng, key, vars) ?? i18nextText(lng, key, vars);
  if (memo.size >= MEMO_MAX) memo.clear();
  memo.set(k, said);
  tally.made++;
  return said;
}

/** Locales whose catalog i18next has been given. */
const spoken = new Set<Locale>([SOURCE_LOCALE]);
function speak(lng: Locale): void {
  if (spoken.has(lng)) return;
  instance.addResourceBundle(lng, 'translation', catalogOf(lng));
  spoken.add(lng);
}

// The instance's own t with `lng`, not getFixedT: a fixed t copies the whole options object (the
// resources included) on every call, five times the cost of the lookup itself.
const i18nextText = (lng: Locale, key: MessageKey, vars: Vars | undefined): string =>
  instance.t(key, { ...vars, lng } as never) as unknown as string;

/**
 * A text never made before, without i18next's interpolation: the template i18next resolves for the
 * key (the locale's, or English where it lacks one; for a `count`, the plural form it picks) is kept
 * split at its `{{placeholders}}` and filled here, about a microsecond against 6–10 through i18next.
 * Null where i18next has more to do than put values in: nesting (`$t(…)`), a format or a path in a
 * placeholder, an option among the values, or a value missing (i18next's own handling then applies).
 * Tested against i18next for every key of every catalog (test/i18n/fill.test.ts).
 */
function fill(lng: Locale, key: MessageKey, vars: Vars | undefined): string | null {
  if (vars !== undefined) for (const name in vars) if (OPTIONS.has(name)) return null;
  const count = vars?.count;
  const form = typeof count === 'number' ? (count === 0 ? 'zero' : pluralRules(lng).select(count)) : '';
  const at = `${lng}\u0001${key}\u0001${form}`;
  let parts = templates.get(at);
  if (parts === undefined) {
    const raw = instance.t(key, { lng, count, skipInterpolation: true } as never) as unknown;
    parts = split(raw);
    templates.set(at, parts);
  }
  if (parts === null) return null;
  let said = parts[0] as string;
  for (let i = 1; i < parts.length; i += 2) {
    const value = vars?.[parts[i] as string];
    if (value === undefined) return null;
    said += String(value) + (parts[i + 1] as string);
  }
  return said;
}

/** A template's text and placeholder names, alternating (text first and last), or null (see `fill`). */
function split(raw: unknown): string[] | null {
  if (typeof raw !== 'string' || raw.includes('$t(')) return null;
  const parts: string[] = [];
  let from = 0;
  for (const m of raw.matchAll(PLACEHOLDER)) {
    parts.push(raw.slice(from, m.index), m[1] as string);
    from = m.index + m[0].length;
  }
  parts.push(raw.slice(from));
  for (let i = 0; i < parts.length; i += 2) if ((parts[i] as string).includes('{{')) return null;
  return parts;
}

const PLACEHOLDER = /\{\{\s*([A-Za-z_]\w*)\s*\}\}/g;
/** Values that are i18next options, not placeholders' values: their texts go through i18next. */
const OPTIONS = new Set([
  'context',
  'ordinal',
  'defaultValue',
  'returnObjects',
  'lngs',
  'ns',
  'replace',
  'postProcess',
]);
/** Templates by locale, key and plural form (a few thousand: the catalogs' size). */
const templates = new Map<string, string[] | null>();
const rules = new Map<string, Intl.PluralRules>();
function pluralRules(lng: Locale): Intl.PluralRules {
  let r = rules.get(lng);
  if (r === undefined) {
    r = new Intl.PluralRules(lng);
    rules.set(lng, r);
  }
  return r;
}

/**
 * What texts cost this thread, for the benchmarks: `texts` made or found, `made` those not in the
 * memo (filled from their template, or by i18next), and the time in `t()` for all (`ms`) and for
 * those made (`madeMs`).
 * Timed only with CARDBOT_TEXT_TALLY=1 (each call then also pays for reading the clock twice);
 * `made` is counted always.
 */
export const tally = { texts: 0, made: 0, ms: 0, madeMs: 0 };
const TALLY = process.env.CARDBOT_TEXT_TALLY === '1';

/** A text filled from its template, or null where i18next must make it (see `fill`): for the tests. */
export const filledText = (locale: Locale, key: MessageKey, vars?: Vars): string | null => {
  speak(locale);
  return fill(locale, key, vars);
};

/** `t` without the memo: i18next's own cost, for the benchmark. */
export const tUnmemoized = (locale: string | null | undefined, key: MessageKey, vars?: Vars): string => {
  const lng = resolveLocale(locale);
  speak(lng);
  return instance.t(key, { ...vars, lng } as never) as unknown as string;
};

/** A text to be said later, in a locale not yet known (a refusal decided before the answer is written). */
export interface Text {
  key: MessageKey;
  vars?: Vars;
}

export const say = (locale: string | null | undefined, text: Text): string => t(locale, text.key, text.vars);

/** Whether the catalog has `key` (a key built at run time, e.g. from an engine's refusal code). */
export const hasText = (key: string): key is MessageKey => instance.exists(key, { lng: SOURCE_LOCALE });
