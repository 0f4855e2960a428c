/**
 * The session layer's texts in other languages, below the transport: times left and paces with each
 * language's plural forms, a timed game's clocks and reminder in its public language, `/games` lines
 * in the reader's, refusals said in the language of whoever they answer (a count inside a count, the
 * away limit, put together in that language), settings' range errors, computer seats named in the
 * game's language.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { UserError } from '../../src/bot/types.ts';
import { t } from '../../src/i18n/index.ts';
import { goAway } from '../../src/session/away.ts';
import { DAY_MS, formatLeft, paceLabel } from '../../src/session/clock.ts';
import { listingLines, turnList } from '../../src/session/listing.ts';
import { tick } from '../../src/session/scheduler.ts';
import { HOUR_MS, SettingsRangeError, updateSettings } from '../../src/session/settings.ts';
import { collections } from '../../src/session/store.ts';
import { TEXT } from '../../src/session/text.ts';
import { computerName } from '../../src/session/vs-computer.ts';
import { type Harness, harness, must, newGame } from './harness.ts';
import { toyGame } from './toy-game.ts';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const ann = { id: 'ann', name: 'Ann' };
const ben = { id: 'ben', name: 'Ben' };

describe('times and paces', () => {
  it("say a time left as each language's players write it", () => {
    const left = 2 * DAY_MS + 5 * HOUR_MS;
    expect(formatLeft(left)).toBe('2 d 5 h');
    expect(formatLeft(left, 'de')).toBe('2 T 5 Std');
    expect(formatLeft(left, 'ja')).toBe('2日5時間');
    expect(formatLeft(0, 'fr')).toBe('temps écoulé');
  });

  it("pick each language's plural form for a pace", () => {
    expect(paceLabel(1)).toBe('1 day per move');
    expect([1, 2, 5, 21].map((n) => paceLabel(n, 'ru'))).toEqual([
      '1 день на ход',
      '2 дня на ход',
      '5 дней на ход',
      '21 день на ход',
    ]);
    expect([1, 3, 5].map((n) => paceLabel(n, 'pl'))).toEqual(['1 dzień na ruch', '3 dni na ruch', '5 dni na ruch']);
    expect(paceLabel(7, 'zh-CN')).toBe('每步 7 天');
  });
});

describe('a refusal', () => {
  it('is said in the language of whoever it answers, and logged in English', () => {
    const err = new UserError(TEXT.turnOf('Ann'));
    expect(err.message).toBe("It's Ann's turn.");
    expect(err.in('ja')).toBe('Ann さんの番です。');
    expect(err.in('de')).toBe('Ann ist dran.');
    expect(new UserError(TEXT.tooManyInvites(5)).in('ru')).toMatch(/^У вас уже 5 открытых вызовов/);
  });

  it("puts the away limit's counts together in the asker's language", async () => {
    h = await harness([toyGame]);
    const refused = await goAway(h.ctx, 'ann', 20, 'g1').then(
      () => null,
      (e: unknown) => e,
    );
    expect(refused).toBeInstanceOf(UserError);
    const err = refused as UserError;
    expect(err.message).toBe('**Card Club** allows 14 away days in any 30 days: you have 14 days left there.');
    expect(err.in('ru')).toBe(
      '**Card Club** разрешает 14 дней отсутствия за любые 30 дней: там у вас осталось 14 дней.',
    );
    expect(err.in('de')).toBe('**Card Club** erlaubt 14 Abwesenheitstage in je 30 Tagen: dort bleiben dir 14 Tage.');
  });

  it("of a server's settings carries its text for the admin's language", async () => {
    h = await harness([toyGame]);
    const err = await updateSettings(h.store, 'g1', { reminderHours: 80 }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SettingsRangeError);
    expect((err as SettingsRangeError).message).toBe('The forfeit (72 h) must come after the reminder (80 h).');
    expect(t('de', (err as SettingsRangeError).text.key, (err as SettingsRangeError).text.vars)).toBe(
      'Die Aufgabe (72 Std) muss nach der Erinnerung (80 Std) kommen.',
    );
  });
});

describe("a game's public language", () => {
  it("names a computer seat in the game's language", () => {
    expect(computerName('strong')).toBe('Computer (strong)');
    expect(computerName('strong', undefined, 'de')).toBe('Computer (stark)');
    expect(computerName('strong', 2, 'ja')).toBe('コンピューター 2（強い）');
    // A level the catalog does not know keeps the game's own word.
    expect(computerName('easy', undefined, 'fr')).toBe('Ordinateur (easy)');
  });

  it("writes a timed game's clocks and its reminder in the game's language, /games in the reader's", async () => {
    h = await harness([toyGame]);
    const threadId = await newGame(h, toyGame, [ann, ben], {}, 1);
    await collections(h.store).sessions.update(threadId, (cur) => ({ ...must(cur).value, locale: 'de' }));
    h.clock.advance(2 * DAY_MS + 7 * HOUR_MS);
    expect((await tick(h.ctx, ['g1'])).reminded).toEqual([threadId]);
    const reminder = h.outbox.in(threadId).at(-1);
    expect(reminder?.content).toMatch(/^⏰ <@ann>, du bist dran: noch \*\*17 Std\*\* auf deiner Uhr/);
    expect(JSON.stringify(reminder?.components)).toContain('1 Tag mehr geben');
    const [ja] = await listingLines(h.ctx, await turnList(h.ctx, 'ann'), 'g1', 'ja');
    expect(ja).toContain('**あなたの番** · あなたの残り 17時間');
    const [en] = await listingLines(h.ctx, await turnList(h.ctx, 'ben'), 'g1', 'en-US');
    expect(en).toContain("Ann's turn · 17 h left on their clock · yours 3 d");
  });
});
