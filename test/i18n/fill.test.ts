/**
 * `t()` fills a text's template itself where i18next would only put values in (src/i18n/index.ts,
 * `fill`): for every key of every catalog, in every locale, with every plural count that picks a
 * different form, the text filled so equals i18next's own, or the key is left to i18next.
 */
import { describe, expect, it } from 'vitest';
import { CATALOGS } from '../../src/i18n/catalog/index.ts';
import { filledText, LOCALES, type MessageKey, t, tUnmemoized, type Vars } from '../../src/i18n/index.ts';
import { flatten, PLURAL } from './walk.ts';

/** Each key without its plural suffix, with the placeholders any locale's forms of it name. */
function keys(): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const locale of LOCALES)
    for (const [key, text] of flatten(CATALOGS[locale])) {
      const base = PLURAL.exec(key)?.[1] ?? key;
      const names = out.get(base) ?? new Set<string>();
      for (const m of text.matchAll(/\{\{\s*-?\s*([^}\s,]+)[^}]*\}\}/g)) names.add(m[1] as string);
      out.set(base, names);
    }
  return out;
}

const COUNTS = [0, 1, 2, 3, 4, 5, 11, 12, 21, 22, 25, 101, 111, 1.5];

describe('a text filled from its template', () => {
  const all = keys();

  it('is i18next’s text, for every key, locale and plural form', () => {
    let filled = 0;
    let left = 0;
    for (const [key, names] of all)
      for (const locale of LOCALES)
        for (const count of names.has('count') ? COUNTS : [undefined]) {
          const vars: Record<string, string | number> = {};
          // Values shaped like the ones the bot passes: names with spaces and symbols, numbers.
          for (const name of names) vars[name] = name === 'count' ? (count as number) : `‹${name} ♠ 10›`;
          // `kind` and `pile` pick a nested key: a value that names one.
          if (names.has('kind')) vars.kind = 'fixed';
          if (names.has('pile')) vars.pile = 1;
          const mine = filledText(locale, key as MessageKey, vars as Vars);
          if (mine === null) {
            left++;
            continue;
          }
          filled++;
          expect(mine, `${locale} ${key} ${count}`).toBe(tUnmemoized(locale, key as MessageKey, vars as Vars));
        }
    // Nearly every text is filled here; nesting keys are i18next's.
    expect(filled).toBeGreaterThan(left * 10);
  });

  it('leaves a missing value, a nested key and an i18next option to i18next', () => {
    expect(filledText('en-US', 'bot.internal' as MessageKey, {})).toBeNull();
    expect(
      filledText('en-US', 'abstrac.refuse.abstrac/too-many' as MessageKey, { count: 3, kind: 'fixed' }),
    ).toBeNull();
    expect(filledText('en-US', 'bot.internal' as MessageKey, { incident: 'x', context: 'male' })).toBeNull();
    // …and t() still gives i18next's text for them.
    expect(t('en-US', 'abstrac.refuse.abstrac/too-many' as MessageKey, { count: 3, kind: 'fixed' })).toBe(
      tUnmemoized('en-US', 'abstrac.refuse.abstrac/too-many' as MessageKey, { count: 3, kind: 'fixed' }),
    );
  });

  it('gives the same text from the memo, whatever the values hold', () => {
    const a = t('en-US', 'bot.internal' as MessageKey, { incident: 'a\u0001b' });
    const b = t('en-US', 'bot.internal' as MessageKey, { incident: 'a' });
    expect(a).not.toBe(b);
    expect(t('en-US', 'bot.internal' as MessageKey, { incident: 'a\u0001b' })).toBe(a);
    expect(t('de', 'bot.noLongerValid' as MessageKey)).toBe(tUnmemoized('de', 'bot.noLongerValid' as MessageKey));
  });
});
