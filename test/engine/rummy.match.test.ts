import { describe, expect, it } from 'vitest';
import {
  applyMove,
  legalMoves,
  nextDealer,
  outcome,
  resign,
  setup,
  toMove,
  viewFor,
} from '../../src/games/rummy/engine/index.ts';
import type { RummyMove, RummyState } from '../../src/games/rummy/engine/types.ts';
import { discard, draw, hand, meld } from '../fixtures/rummy/build.ts';

describe('a game', () => {
  /** A game whose current hand seat 0 wins on its next turn (draw 3♣, meld A-2-3♣, discard 9♦), or no one does. */
  function nearEnd(players: number, dealer: number, scores: number[], options: Parameters<typeof setup>[0]) {
    const game = setup(options, 11);
    const hands = [
      'AC 2C 9D',
      ...Array.from({ length: players - 1 }, (_, i) => ['KD 5S', 'QH', 'JH', '4S 4H'][i] ?? ''),
    ];
    const current = hand({ hands, stock: '3C', discard: '7D', toMove: 0, dealer });
    return { ...game, scores, current };
  }
  const win = [draw('stock'), meld('AC 2C 3C'), discard('9D')];

  function playGame(state: RummyState, moves: RummyMove[]) {
    let current = state;
    const events = [];
    for (const move of moves) {
      const result = applyMove(current, current.current.toMove, move);
      if (!result.ok) throw new Error(result.reason);
      current = result.state;
      events.push(...result.events);
    }
    return { state: current, events };
  }

  it('scores the winner its payment and deals the next hand: two players, the winner deals', () => {
    const { state, events } = playGame(nearEnd(2, 0, [0, 0], { players: 2 }), win);
    expect(state).toMatchObject({ scores: [30, 0], hand: 1, finished: false });
    expect(state.history).toEqual([{ dealer: 0, winner: 0, rummy: true, payments: [30, -30] }]);
    expect(state.current.dealer).toBe(0);
    expect(state.current.toMove).toBe(1);
    expect(events.at(-1)).toEqual({ type: 'hand-started', hand: 1, dealer: 0 });
    expect(state.previous?.winner).toBe(0);
  });

  it('passes the deal left with more players, and on when nobody wins', () => {
    expect(playGame(nearEnd(3, 1, [0, 0, 0], { players: 3 }), win).state.current.dealer).toBe(2);
    const stalled = nearEnd(2, 1, [0, 0], { players: 2 });
    stalled.current.stockRunOuts = 2;
    const { state } = playGame(stalled, [draw('stock'), discard('9D')]);
    expect(state.history).toEqual([{ dealer: 1, winner: null, rummy: false, payments: [0, 0] }]);
    expect(state.current.dealer).toBe(0);
    expect(nextDealer({ ...state.current, winner: null, dealer: 5, players: 6 })).toBe(0);
  });

  it('ends at the target', () => {
    const { state, events } = playGame(nearEnd(2, 0, [80, 95], { players: 2 }), win);
    expect(state).toMatchObject({ finished: true, winners: [0], scores: [110, 95] });
    expect(events.at(-1)).toEqual({ type: 'game-over', winners: [0], scores: [110, 95] });
    expect(toMove(state)).toBeNull();
    expect(legalMoves(state, 1)).toEqual([]);
    expect(applyMove(state, 1, draw('stock'))).toMatchObject({ ok: false, code: 'rummy/game-over' });
    expect(outcome(state)).toEqual({ finished: true, winners: [0], scores: [110, 95] });
  });

  it('ends after a fixed number of hands, sharing a tie', () => {
    const game = nearEnd(2, 0, [0, 30], { players: 2, hands: 1 });
    expect(game.target).toBeNull();
    expect(playGame(game, win).state).toMatchObject({ finished: true, winners: [0, 1], scores: [30, 30] });
  });

  it('starts with the seat after the first dealer and hides what a seat may not see', () => {
    const game = setup({ players: 4 }, 3);
    expect(game.current.dealer).toBe(3);
    expect(toMove(game)).toBe(0);
    expect(setup({ players: 3, firstDealer: 0 }, 3).current.toMove).toBe(1);
    const view = viewFor(game, 2);
    expect(view.hand).toEqual(game.current.hands[2]);
    expect(view).toMatchObject({ handSizes: [7, 7, 7, 7], stockSize: 52 - 29, discardSize: 1 });
    const text = JSON.stringify(view);
    for (const hidden of [...(game.current.hands[0] ?? []), ...game.current.stock]) expect(text).not.toContain(hidden);
    expect(() => setup({ players: 7 }, 1)).toThrow();
  });

  it('shows in the view what every player saw: the discard pile, cards taken, who laid, a turned-over stock', () => {
    const start = hand({
      hands: ['7S 7H 2C 9D', '8S 8H KC QD'],
      stock: '4C',
      discard: 'AS 7D',
    });
    const game = { ...setup({ players: 2 }, 1), current: start };
    // Seat 0 takes the 7♦, melds the three 7s and discards; seat 1 takes the 9♦ and turns nothing over.
    const moves = [draw('discard'), meld('7S 7H 7D'), discard('9D'), draw('discard')];
    const after = moves.reduce((g, m) => {
      const r = applyMove(g, g.current.toMove, m);
      if (!r.ok) throw new Error(r.reason);
      return r.state;
    }, game);
    const view = viewFor(after, 0);
    expect(view).toMatchObject({ discard: ['A♠'], hasLaid: [true, false] });
    expect(view.known).toEqual([[], ['9♦']]);
    expect(view.stock).toBeNull();
    expect(JSON.stringify(view)).not.toContain('4♣');
    // An empty stock turned over from the discard pile is public, and so is a card drawn from it.
    const turned = hand({ hands: ['2C 3C', '5H 6H'], discard: 'KS QS JS', stockRunOuts: 1 });
    const g2 = { ...setup({ players: 2 }, 1), current: turned };
    const r = applyMove(g2, 0, draw('stock'));
    if (!r.ok) throw new Error(r.reason);
    expect(viewFor(r.state, 1)).toMatchObject({ stock: ['Q♠', 'J♠'], known: [['K♠'], []], discard: [] });
  });

  it('ends when a seat resigns or is forfeited: the others on the top score win', () => {
    const game = { ...setup({ players: 3 }, 5), scores: [40, 20, 40] };
    const result = resign(game, 2, 'forfeited');
    expect(result).toMatchObject({
      ok: true,
      state: { finished: true, winners: [0], resigned: { seat: 2, how: 'forfeited' } },
    });
    if (!result.ok) return;
    expect(result.events).toEqual([{ type: 'game-over', winners: [0], scores: [40, 20, 40], resigned: 2 }]);
    expect(resign(game, 1)).toMatchObject({ ok: true, state: { winners: [0, 2] } });
    expect(resign(result.state, 0)).toMatchObject({ ok: false, code: 'rummy/game-over' });
    expect(resign(game, 3)).toMatchObject({ ok: false, code: 'rummy/not-a-player' });
    expect(toMove(result.state)).toBeNull();
  });
});
