/**
 * The one step of undo kept with each move (nextUndo in src/session/session.ts) and each game's
 * canTakeBack: a turn is every move of one seat until the other is to move; it is kept for two
 * people only, marked as not undoable once a move of the turn showed a card, and dropped at the end
 * of a round; each game refuses exactly the turns that showed a hidden card.
 */
import { describe, expect, it } from 'vitest';
import { abstrac } from '../../src/games/abstrac/module.ts';
import { rummy } from '../../src/games/rummy/module.ts';
import { nextUndo, playMove } from '../../src/session/session.ts';
import { threedom } from '../../src/games/threedom/module.ts';
import type { AnyGame, SeatInfo, Session } from '../../src/session/types.ts';
import { toy } from '../fixtures/games/toy.ts';

const people = [
  { id: 'a', name: 'ann' },
  { id: 'b', name: 'ben' },
];

function session(game: AnyGame, options: unknown, seats: SeatInfo[] = people, seed = 7): Session {
  const o = game.optionsSchema.parse(options);
  return {
    game: game.id,
    guildId: 'g',
    parentChannelId: 'c',
    seats,
    options: o,
    state: game.setup(o, seats.length, seed),
    createdAt: 0,
    lastMoveAt: 0,
    status: 'active',
  };
}

describe('the undo step kept with a move', () => {
  it('keeps the state before a whole turn, open while the same seat is still to move', () => {
    const s0 = session(abstrac, {});
    const chose = playMove(abstrac, s0, { seat: 0 }, { type: 'choose', first: 'nondealer' }, 1).session;
    // Seat 0 chose to play first: its turn goes on, so the undo is open and holds the state before it.
    expect(chose.undo).toEqual({ seat: 0, state: s0.state, open: true });
    const took = playMove(abstrac, chose, { seat: 0 }, { type: 'take', count: 1 }, 2).session;
    expect(took.undo).toEqual({ seat: 0, state: s0.state, open: false });
    const replied = playMove(abstrac, took, { seat: 1 }, { type: 'take', count: 1 }, 3).session;
    expect(replied.undo).toMatchObject({ seat: 1, state: took.state, open: false });
  });

  it('is kept for two people only', () => {
    const vsComputer = session(abstrac, {}, [
      people[0] as never,
      { id: 'bot', name: 'cpu', computer: { level: 'strong' } },
    ]);
    expect(playMove(abstrac, vsComputer, { seat: 0 }, { type: 'choose', first: 'dealer' }, 1).session.undo).toBeNull();
    const three = session(toy, { rounds: 2 }, [...people, { id: 'c', name: 'cat' }]);
    expect(playMove(toy, three, { seat: 0 }, { play: 0 }, 1).session.undo).toBeNull();
  });

  it('marks a turn that showed a hidden card as one that cannot be taken back', () => {
    const s0 = session(toy, { rounds: 2 });
    const played = playMove(toy, s0, { seat: 0 }, { play: 0 }, 1).session;
    expect(played.undo).toEqual({ seat: 0, state: null, open: false });
  });

  it('is not kept across the end of a round', () => {
    const s0 = session(abstrac, {});
    const game = { ...abstrac, roundsFinished: (s: unknown) => (s === s0.state ? 0 : 1) } as AnyGame;
    const after = { ...s0, state: { ...(s0.state as object) } };
    expect(nextUndo(game, s0, after, 0, [])).toBeNull();
  });
});

describe("each game's canTakeBack", () => {
  it('Threedom refuses a take that uncovers a card dealt face down', () => {
    const s0 = session(threedom, { target: 10 });
    const hand = (s0.state as { match: { current: { hands: { p1: string[] } } } }).match.current.hands.p1;
    const result = threedom.apply(s0.state as never, 0, { type: 'turn', play: hand[0] as never, on: 0, take: 1 });
    if (!result.ok) throw new Error(result.reason);
    expect(threedom.canTakeBack?.(s0.state as never, result.state, result.events)).toBe(false);
    // Nothing new on the grid (the same tops): allowed.
    expect(threedom.canTakeBack?.(s0.state as never, s0.state as never, [])).toBe(true);
  });

  it('Rummy refuses a stock draw and allows a draw from the discard pile', () => {
    const s = rummy.setup(rummy.optionsSchema.parse({}), 2, 3);
    const turn = (e: unknown[]) => rummy.canTakeBack?.(s, s, e as never);
    expect(
      turn([
        { type: 'drew', seat: 0, from: 'stock', card: 'A♠' },
        { type: 'discarded', seat: 0, card: '2♠' },
      ]),
    ).toBe(false);
    expect(
      turn([
        { type: 'drew', seat: 0, from: 'discard', card: 'A♠' },
        { type: 'discarded', seat: 0, card: '2♠' },
      ]),
    ).toBe(true);
    expect(turn([{ type: 'stock-turned', seat: 0, cards: 20, stockTurns: 1 }])).toBe(false);
  });

  it('Abstrac allows a take or a choice, not the end of a half or a deal', () => {
    const s = abstrac.setup(abstrac.optionsSchema.parse({}), 2, 1);
    expect(
      abstrac.canTakeBack?.(s, s, [{ type: 'took', seat: 'dealer', cards: [], half: 0, player: 0 }] as never),
    ).toBe(true);
    expect(abstrac.canTakeBack?.(s, s, [{ type: 'half-ended', half: 0, player: 0 }] as never)).toBe(false);
  });
});
