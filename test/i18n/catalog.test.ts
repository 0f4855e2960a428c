/**
 * The catalogs' checks: every locale has every English key and no other, each plural key with
 * exactly the forms its language's plural categories need (Intl.PluralRules, as i18next picks them),
 * the same placeholders as English (none lost, none added), and texts within Discord's limits:
 * content 2,000, a label (a key ending in `Label`) 80, alt text (`Alt`) 1,024; the slash commands'
 * texts under `cmd` are checked in commands.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { CATALOGS } from '../../src/i18n/catalog/index.ts';
import type { Messages } from '../../src/i18n/catalog/types.ts';
import { LOCALES, personLocale, resolveLocale, serverLocale, t } from '../../src/i18n/index.ts';
import { flatten, PLURAL } from './walk.ts';

/** Texts grouped by key without its plural suffix: the forms ('' for a key that is not plural). */
function grouped(messages: Messages): Map<string, Map<string, string>> {
  const out = new Map<string, Map<string, string>>();
  for (const [key, text] of flatten(messages)) {
    const m = PLURAL.exec(key);
    const base = m?.[1] ?? key;
    const form = m?.[2] ?? '';
    if (!out.has(base)) out.set(base, new Map());
    out.get(base)?.set(form, text);
  }
  return out;
}

const placeholders = (text: string) =>
  [...new Set([...text.matchAll(/\{\{\s*([^}\s,]+)[^}]*\}\}/g)].map((m) => m[1]))].sort();

const english = grouped(CATALOGS['en-US']);

describe('the message catalogs', () => {
  it('English gives every plural key its one and other forms, and nothing else is suffixed', () => {
    for (const [key, forms] of english) {
      if (forms.has('')) expect([...forms.keys()], key).toEqual(['']);
      else expect([...forms.keys()].sort(), key).toEqual(['one', 'other']);
    }
  });

  describe.each(LOCALES.filter((l) => l !== 'en-US'))('%s', (locale) => {
    const catalog = grouped(CATALOGS[locale]);
    const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;

    it("has every English key, and none English hasn't", () => {
      const missing = [...english.keys()].filter((k) => !catalog.has(k));
      const extra = [...catalog.keys()].filter((k) => !english.has(k));
      expect(missing, 'missing').toEqual([]);
      expect(extra, 'not in English').toEqual([]);
    });

    it("gives a plural key exactly the forms of the language's plural categories", () => {
      for (const [key, forms] of english) {
        const own = catalog.get(key);
        if (!own) continue;
        if (forms.has('')) expect([...own.keys()], key).toEqual(['']);
        else expect([...own.keys()].sort(), key).toEqual([...categories].sort());
      }
    });

    it('uses the placeholders the English text uses, no fewer and no more', () => {
      for (const [key, forms] of english) {
        const wanted = placeholders([...forms.values()].join(' '));
        for (const [form, text] of catalog.get(key) ?? []) expect(placeholders(text), `${key} ${form}`).toEqual(wanted);
      }
    });
  });

  it.each(LOCALES)("keeps %s's texts within Discord's limits", (locale) => {
    for (const [key, text] of flatten(CATALOGS[locale])) {
      if (key.startsWith('cmd.')) continue;
      const last = key.split('.').at(-1)?.replace(PLURAL, '$1') ?? '';
      const limit = last.endsWith('Label') ? 80 : last.endsWith('Alt') ? 1024 : 2000;
      expect(text.length, `${locale} ${key}`).toBeLessThanOrEqual(limit);
      expect(text.trim(), `${locale} ${key}`).not.toBe('');
    }
  });
});

describe('t()', () => {
  it('fills placeholders and picks the plural form by the count', () => {
    expect(t('en-US', 'bot.tooFast', { count: 1 })).toBe("You're doing that too often: try again in 1 second.");
    expect(t('en-US', 'bot.tooFast', { count: 5 })).toBe("You're doing that too often: try again in 5 seconds.");
    const ru = (count: number) => t('ru', 'bot.tooFast', { count });
    expect([1, 3, 5, 21].map(ru)).toEqual([
      'Вы делаете это слишком часто: попробуйте снова через 1 секунду.',
      'Вы делаете это слишком часто: попробуйте снова через 3 секунды.',
      'Вы делаете это слишком часто: попробуйте снова через 5 секунд.',
      'Вы делаете это слишком часто: попробуйте снова через 21 секунду.',
    ]);
    expect(t('pl', 'bot.tooFast', { count: 22 })).toBe('Robisz to zbyt często: spróbuj ponownie za 22 sekundy.');
    expect(t('ja', 'bot.tooFast', { count: 1 })).toBe('操作が多すぎます。1 秒後にもう一度試してください。');
  });

  it('leaves markdown and markup in values as they are (Discord is not HTML)', () => {
    expect(t('de', 'validate.required', { option: '`<tage>`' })).toBe('Die Option `<tage>` ist erforderlich.');
  });

  it('answers in English for a locale it does not speak, or none', () => {
    for (const locale of ['ko', 'zh-TW', 'xx', '', undefined, null])
      expect(t(locale, 'bot.noLongerValid')).toBe('This button is no longer valid.');
  });
});

describe('resolveLocale', () => {
  it("maps Discord's locales onto ours", () => {
    for (const l of LOCALES) expect(resolveLocale(l)).toBe(l);
    expect(resolveLocale('en-GB')).toBe('en-US');
    expect(resolveLocale('es-419')).toBe('es-ES');
    // Traditional Chinese readers get English, not Simplified (see src/i18n/locales.ts).
    expect(resolveLocale('zh-TW')).toBe('en-US');
    expect(resolveLocale('ko')).toBe('en-US');
    expect(resolveLocale(undefined)).toBe('en-US');
  });

  it("answers a person in their client's language, and posts publicly in the server's", () => {
    const interaction = { locale: 'de', guildLocale: 'pt-BR' };
    expect(personLocale(interaction)).toBe('de');
    expect(serverLocale(interaction)).toBe('pt-BR');
    expect(serverLocale({ preferredLocale: 'ja' })).toBe('ja');
    expect(serverLocale({ guildLocale: null })).toBe('en-US');
  });
});
