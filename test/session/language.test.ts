import { describe, expect, it } from 'vitest';
import { UserError } from '../../src/bot/types.ts';
import { gameLocale, publicLocale } from '../../src/session/language.ts';

describe('a game speaks one language in public', () => {
  it("takes the server's setting, else the server's preferred locale, else (no server) the starter's", () => {
    expect(publicLocale({ language: 'ja' }, { locale: 'de', serverLocale: 'fr' })).toBe('ja');
    expect(publicLocale({}, { locale: 'de', serverLocale: 'fr' })).toBe('fr');
    expect(publicLocale(null, { locale: 'de', serverLocale: null })).toBe('de');
  });

  it('maps a Discord locale without a catalog onto one that reads the same, or English', () => {
    expect(publicLocale({}, { locale: 'de', serverLocale: 'es-419' })).toBe('es-ES');
    expect(publicLocale({}, { locale: 'de', serverLocale: 'ko' })).toBe('en-US');
  });

  it('a game saved before languages is English', () => {
    expect(gameLocale({})).toBe('en-US');
    expect(gameLocale({ locale: 'pl' })).toBe('pl');
  });
});

describe('a refusal given as a catalog text', () => {
  it('is said in the language of whoever it answers, and logged in English', () => {
    const err = new UserError({ key: 'bot.tooFast', vars: { count: 3 } });
    expect(err.message).toBe("You're doing that too often: try again in 3 seconds.");
    expect(err.in('de')).toMatch(/3 Sekunden/);
    expect(new UserError('plain').in('de')).toBe('plain');
  });
});

describe("an engine's refusal", () => {
  it("is the catalog's text for its code when there is one, else the engine's English", async () => {
    const { refusalOf } = await import('../../src/session/language.ts');
    const rejection = { ok: false as const, code: 'no-such-code', reason: 'Not now.' };
    expect(refusalOf('abstrac', rejection)).toBe('Not now.');
  });
});
