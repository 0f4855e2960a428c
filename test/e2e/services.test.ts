/** The game services without Discord: move guard, records, leaderboard, settings, rules text. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RULES_FILE, rulesMessages, rulesSections, splitText } from '../../commands/rules.ts';
import { UserError } from '../../src/bot/types.ts';
import { abstrac } from '../../src/games/abstrac/module.ts';
import { AbstracOptions, type AbstracSession } from '../../src/games/abstrac/schema.ts';
import { parseSession } from '../../src/session/catalog.ts';
import { recordResult, standings } from '../../src/session/leaderboard.ts';
import { SessionRecord } from '../../src/session/records.ts';
import { leave, playMove } from '../../src/session/session.ts';
import { updateSettings } from '../../src/session/settings.ts';
import { TEXT } from '../../src/session/text.ts';
import { openStore, StoreError } from '../../src/store/index.ts';
import { en } from '../helpers/en.ts';

/** A new session as a start builds it (src/session/start.ts, createBookedGame), with a fixed seed. */
const game = (): AbstracSession => {
  const options = AbstracOptions.parse({ variant: 'classic', deals: 1 });
  return {
    game: 'abstrac',
    guildId: 'g',
    parentChannelId: 'c',
    seats: [
      { id: 'u0', name: 'Ann' },
      { id: 'u1', name: 'Ben' },
    ],
    options,
    state: abstrac.setup(options, 2, 17),
    createdAt: 1000,
    lastMoveAt: 1000,
    status: 'active',
  };
};
const state = (s: { state: unknown }) => s.state as AbstracSession['state'];

const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(UserError);
    return (err as Error).message;
  }
  throw new Error('expected a refusal');
};

describe('playMove: the engine is the guard', () => {
  it('refuses a non-player, the wrong player and an illegal take with a reason; applies a legal move', () => {
    const g = game();
    const move = (s: typeof g, userId: string, m: unknown, now: number) => playMove(abstrac, s, { userId }, m, now);
    expect(refusal(() => move(g, 'u9', { type: 'choose', first: 'dealer' }, 2000))).toBe(en(TEXT.notYourGame));
    expect(refusal(() => move(g, 'u1', { type: 'choose', first: 'dealer' }, 2000))).toBe("It's Ann's turn.");
    const chose = move(g, 'u0', { type: 'choose', first: 'nondealer' }, 2000);
    expect(chose.session.lastMoveAt).toBe(2000);
    expect(chose.events).toMatchObject([{ type: 'chose', player: 0 }]);
    expect(refusal(() => move(chose.session as AbstracSession, 'u0', { type: 'take', count: 4 }, 3000))).toMatch(/3/);
    expect(g.state.current.first).toEqual([]); // the input record is not mutated
  });

  it('ends by resignation once, then refuses every move', () => {
    const over = leave(abstrac, game(), 1, 'resigned', Date.now()).session;
    expect(over.status).toBe('finished');
    expect(state(over).outcome).toEqual({ type: 'resigned', winner: 0, loser: 1 });
    expect(refusal(() => playMove(abstrac, over, { userId: 'u0' }, { type: 'choose', first: 'dealer' }, 1))).toBe(
      en(TEXT.gameOver),
    );
    expect(refusal(() => leave(abstrac, over, 0, 'forfeited', Date.now()))).toBe(en(TEXT.gameOver));
  });

  it('stores plain JSON that parses back identically, and rejects a corrupted card', () => {
    const g = playMove(abstrac, game(), { userId: 'u0' }, { type: 'choose', first: 'dealer' }, 5).session;
    const back = parseSession(abstrac, SessionRecord.parse(JSON.parse(JSON.stringify(g))));
    expect(back).toEqual(g);
    const bad = structuredClone(g) as AbstracSession;
    bad.state.current.layout[0] = 'Z♠' as never;
    expect(abstrac.stateSchema.safeParse(bad.state).success).toBe(false);
    expect(() => parseSession(abstrac, SessionRecord.parse(bad))).toThrow(StoreError);
  });
});

describe('leaderboard', () => {
  it('counts games, wins, losses and points and moves both ratings', async () => {
    const store = await openStore('memory://');
    const result = (matchId: string) => ({
      matchId,
      guildId: 'g',
      game: 'abstrac',
      variant: 'classic',
      players: [
        { id: 'a', name: 'Ann', place: 1, points: 320 },
        { id: 'b', name: 'Ben', place: 2, points: 180 },
      ],
    });
    const board = async () => {
      const rows = await standings(store, 'g', 'abstrac', 'classic');
      return { a: rows.find((p) => p.id === 'a'), b: rows.find((p) => p.id === 'b') };
    };
    await recordResult(store, result('m1'));
    const once = await board();
    expect(once.a).toMatchObject({ games: 1, wins: 1, losses: 0, points: 320 });
    expect(once.b).toMatchObject({ games: 1, wins: 0, losses: 1, points: 180 });
    expect(once.a?.mu).toBeGreaterThan(25);
    expect(once.b?.mu).toBeLessThan(25);
    await recordResult(store, result('m2'));
    const twice = await board();
    expect(twice.a?.mu).toBeGreaterThan(once.a?.mu ?? 0);
    expect(twice.a?.sigma).toBeLessThan(once.a?.sigma ?? 0);
    await store.close();
  });
});

describe('settings', () => {
  it('keeps the forfeit after the reminder and within bounds', async () => {
    const store = await openStore('memory://');
    await expect(updateSettings(store, 'g', { reminderHours: 80 })).rejects.toThrow(/must come after/);
    await expect(updateSettings(store, 'g', { challengeExpiryHours: 0.5 })).rejects.toThrow(/between 1 and 720/);
    expect(await updateSettings(store, 'g', { reminderHours: 12, threads: 'private' })).toEqual({
      reminderHours: 12,
      forfeitHours: 72,
      challengeExpiryHours: 24,
      threads: 'private',
      deck: 'classic',
      awayDays: 14,
    });
    await store.close();
  });
});

describe('/rules text', () => {
  it('has one section per game from docs/rules.md, each within embed limits', () => {
    const sections = rulesSections(readFileSync(RULES_FILE, 'utf8'));
    expect([...sections.keys()]).toEqual(['abstrac', 'threedom', 'rummy']);
    for (const game of sections.keys()) {
      const messages = rulesMessages(game);
      expect(messages.length).toBeGreaterThan(0);
      for (const embeds of messages) {
        expect(embeds.length).toBeLessThanOrEqual(10);
        const size = embeds.reduce((n, e) => n + (e.data.title?.length ?? 0) + (e.data.description?.length ?? 0), 0);
        expect(size).toBeLessThanOrEqual(6000);
        for (const e of embeds) expect(e.data.description?.length ?? 0).toBeLessThanOrEqual(4096);
      }
    }
  });

  it('splits long text at line breaks without losing any', () => {
    const text = Array.from({ length: 300 }, (_, i) => `line ${i} ${'x'.repeat(i % 40)}`).join('\n');
    const pieces = splitText(text, 500);
    expect(pieces.every((p) => p.length <= 500)).toBe(true);
    expect(pieces.join('\n')).toBe(text);
    expect(splitText('y'.repeat(1200), 500).map((p) => p.length)).toEqual([500, 500, 200]);
  });
});
