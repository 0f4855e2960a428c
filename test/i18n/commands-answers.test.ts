/**
 * The commands' own answers in every locale: /help's pages within Discord's limits (an embed's title
 * 256 and description 4,096, a message's embeds 6,000 together and at most 10), every placeholder
 * filled and every registered command listed by the name the reader's client shows; the commands
 * named in texts as that client names them; /settings' lines and the permission names in each language.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { helpMessages, PLAYING } from '../../commands/help.ts';
import { describeSettings } from '../../commands/settings.ts';
import { choiceName, slashText } from '../../src/bot/command-text.ts';
import { describeMissing, missingPermissionNames, permissionName } from '../../src/bot/permissions.ts';
import { CommandRegistry } from '../../src/bot/registry.ts';
import { UserError } from '../../src/bot/types.ts';
import { LOCALES, resolveLocale } from '../../src/i18n/index.ts';
import { DEFAULT_SETTINGS } from '../../src/session/settings.ts';

let registry: CommandRegistry;
beforeAll(async () => {
  registry = await CommandRegistry.load();
});

describe.each(LOCALES)('/help in %s', (locale) => {
  it("fits Discord's limits, fills every placeholder and lists every command as the reader's client names it", () => {
    const messages = helpMessages(locale, registry.toJSON());
    expect(messages.length).toBeGreaterThanOrEqual(1);
    const embeds = messages.flat().map((e) => e.toJSON());
    for (const message of messages) {
      const json = message.map((e) => e.toJSON());
      expect(json.length).toBeLessThanOrEqual(10);
      const size = json.reduce((n, e) => n + (e.title?.length ?? 0) + (e.description?.length ?? 0), 0);
      expect(size, locale).toBeLessThanOrEqual(6000);
      for (const e of json) {
        expect(e.title?.length ?? 0).toBeLessThanOrEqual(256);
        expect(e.description?.length ?? 0).toBeGreaterThan(0);
        expect(e.description?.length ?? 0, `${locale} ${e.title}`).toBeLessThanOrEqual(4096);
      }
    }
    const text = embeds.map((e) => `${e.title}\n${e.description}`).join('\n');
    expect(text).not.toMatch(/\{\{|\}\}/);
    for (const c of registry.toJSON()) {
      const name = c.name_localizations?.[resolveLocale(locale) as never] ?? c.name;
      expect(text, `${locale} /${name}`).toContain(`**/${name}**`);
    }
    // The paragraphs name the commands as the client shows them in this language.
    expect(text).toContain(slashText(locale, 'settings deck:four-colour'));
    expect(text).toContain(slashText(locale, 'away off'));
    if (locale !== 'en-US') expect(text).not.toContain('Each game is played in its own thread');
  });
});

describe('/help in English', () => {
  it('keeps its text, every game named on its first page', () => {
    const [first] = helpMessages('en-US', registry.toJSON());
    expect(first?.map((e) => e.toJSON().title)).toEqual(['Card games', 'Playing over days']);
    expect(PLAYING[0]).toMatch(/^Each game is played in its own thread, at your own pace: the bot posts the table/);
    expect(PLAYING.join(' ')).toContain('`/abstrac challenge opponent:@friend` (variants: classic, suits,');
    expect(PLAYING.join(' ')).toContain('`/<game> challenge opponent:@me` starts at once');
    for (const game of ['Abstrac', 'Threedom', 'Rummy']) expect(PLAYING.join(' ')).toContain(game);
  });
});

describe('commands named as the reader sees them', () => {
  it('gives each language its names, English for a language the bot does not speak', () => {
    expect(slashText('en-US', 'away set days:')).toBe('/away set days:');
    expect(slashText('de', 'away set days:')).toBe('/abwesend an tage:');
    expect(slashText('de', 'settings deck:four-colour')).toBe('/einstellungen blatt:vierfarbig');
    expect(slashText('de', 'rummy challenge')).toBe('/rommé herausfordern');
    expect(slashText('ko', 'leaderboard game:')).toBe('/leaderboard game:');
    expect(choiceName('de', 'settings pace:3')).toBe('3 Tage pro Zug');
    expect(choiceName('ja', 'leaderboard game:rummy')).toBe('ラミー');
    expect(choiceName('de', 'leaderboard game:nothing')).toBeUndefined();
  });
});

describe('/settings and permissions in every language', () => {
  it.each(LOCALES)('%s: describes the settings with every value filled', (locale) => {
    const text = describeSettings({ ...DEFAULT_SETTINGS, pace: 3, weekendsOff: true, language: 'ja' }, locale);
    expect(text.split('\n')).toHaveLength(11);
    expect(text).not.toMatch(/\{\{/);
    expect(text).toContain('日本語');
    expect(text).toContain(choiceName(locale, 'settings pace:3'));
  });

  it('keeps English as it was', () => {
    const text = describeSettings({ ...DEFAULT_SETTINGS, awayDays: 7 });
    expect(text).toContain('Reminder after **24 h** without a move');
    expect(text).toContain('Players may be away (`/away`) for **7 days** in any 30 (clocks paused meanwhile)');
    expect(text).toContain("New games are written in **the server's language** (its Community settings)");
  });

  it("names Discord's permissions in the reader's language", () => {
    expect(permissionName('ManageThreads', 'de')).toBe('Threads verwalten');
    expect(permissionName('Attach Files', 'ja')).toBe('ファイルを添付');
    expect(permissionName('Something New', 'fr')).toBe('Something New');
    expect(missingPermissionNames(0n, [1n << 15n], 'fr')).toEqual(['Joindre des fichiers']);
    expect(describeMissing(['Attach Files', 'Embed Links'], 'spiele', 'de')).toBe(
      'Ich kann in #spiele keine Partie starten: mir fehlen Dateien anhängen, Links einbetten. Bitte eine Server-Admin, sie meiner Rolle zu geben.',
    );
    expect(describeMissing(['Attach Files', 'Embed Links'], undefined, 'zh-CN')).toContain('附加文件、嵌入链接');
  });

  it('says a refusal given as a function of the locale in the reader’s language, logging English', () => {
    const err = new UserError((l) => describeMissing(['AttachFiles'], undefined, l));
    expect(err.message).toBe(
      "I can't start a game here: I need Attach Files. Ask a server admin to grant it to my role.",
    );
    expect(err.in('de')).toMatch(/^Ich kann hier keine Partie starten: mir fehlt Dateien anhängen\./);
  });
});
