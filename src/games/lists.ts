/**
 * A list said in a locale's own way ("1, 2 or 3", "1, 2 oder 3", "1、2、または3"): English keeps the
 * bot's comma-less style (no serial comma, as its texts always were); every other locale takes
 * Intl.ListFormat's, which knows each language's conjunctions and separators.
 */
import { resolveLocale, SOURCE_LOCALE } from '../i18n/index.ts';

const formats = new Map<string, Intl.ListFormat>();

export function listOf(locale: string, items: readonly string[], type: 'and' | 'or'): string {
  const lang = resolveLocale(locale);
  if (lang === SOURCE_LOCALE || items.length <= 1)
    return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${type} ${items.at(-1)}`;
  const key = `${lang}:${type}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.ListFormat(lang, { type: type === 'and' ? 'conjunction' : 'disjunction' });
    formats.set(key, format);
  }
  return format.format(items);
}
