/** The game services without Discord: move guard, records, leaderboard, settings, rules text. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RULES_FILE, rulesMessages, rulesSections, splitText } from '../../commands/rules.ts';
import { UserError } from '../../src/bot/types.ts';
import { endBy, newGameRecord, playMove, TEXT } from '../../src/games/abstrac/game.ts';
import { GameRecord } from '../../src/games/abstrac/records.ts';
import { applyResult } from '../../src/games/leaderboard.ts';
import { updateSettings } from '../../src/games/settings.ts';
import { openStore } from '../../src/store/index.ts';

const game = () =>
  newGameRecord({
    guildId: 'g',
    parentChannelId: 'c',
    players: ['u0', 'u1'],
    names: ['Ann', 'Ben'],
    variant: 'classic',
    target: null,
    deals: 1,
    seed: 17,
    now: 1000,
  });

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
    expect(refusal(() => playMove(g, 'u9', { type: 'choose', first: 'dealer' }, 2000))).toBe(TEXT.notYourGame);
    expect(refusal(() => playMove(g, 'u1', { type: 'choose', first: 'dealer' }, 2000))).toBe("It's Ann's turn.");
    const chose = playMove(g, 'u0', { type: 'choose', first: 'nondealer' }, 2000);
    expect(chose.game.lastMoveAt).toBe(2000);
    expect(chose.events).toMatchObject([{ type: 'chose', player: 0 }]);
    expect(refusal(() => playMove(chose.game, 'u0', { type: 'take', count: 4 }, 3000))).toMatch(/3/);
    expect(g.match.current.first).toEqual([]); // the input record is not mutated
  });

  it('ends by resignation once, then refuses every move', () => {
    const over = endBy(game(), 1, 'resigned').game;
    expect(over.status).toBe('finished');
    expect(over.match.outcome).toEqual({ type: 'resigned', winner: 0, loser: 1 });
    expect(refusal(() => playMove(over, 'u0', { type: 'choose', first: 'dealer' }, 1))).toBe(TEXT.gameOver);
    expect(refusal(() => endBy(over, 0, 'forfeited'))).toBe(TEXT.gameOver);
  });

  it('stores plain JSON that parses back identically, and rejects a corrupted card', () => {
    const g = playMove(game(), 'u0', { type: 'choose', first: 'dealer' }, 5).game;
    const back = GameRecord.parse(JSON.parse(JSON.stringify(g)));
    expect(back).toEqual(g);
    const bad = structuredClone(g);
    bad.match.current.layout[0] = 'Z♠' as never;
    expect(GameRecord.safeParse(bad).success).toBe(false);
  });
});

describe('leaderboard', () => {
  it('counts games, wins, losses and points and moves both ratings', () => {
    const result = {
      guildId: 'g',
      game: 'abstrac',
      variant: 'classic',
      winner: { id: 'a', name: 'Ann', points: 320 },
      loser: { id: 'b', name: 'Ben', points: 180 },
    };
    const once = applyResult({ players: {} }, result);
    expect(once.players.a).toMatchObject({ games: 1, wins: 1, losses: 0, points: 320 });
    expect(once.players.b).toMatchObject({ games: 1, wins: 0, losses: 1, points: 180 });
    expect(once.players.a?.mu).toBeGreaterThan(25);
    expect(once.players.b?.mu).toBeLessThan(25);
    const twice = applyResult(once, result);
    expect(twice.players.a?.mu).toBeGreaterThan(once.players.a?.mu ?? 0);
    expect(twice.players.a?.sigma).toBeLessThan(once.players.a?.sigma ?? 0);
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
