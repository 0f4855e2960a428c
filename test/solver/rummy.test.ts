/**
 * Rummy's computer players: every level plays only legal moves from its seat's view through whole
 * hands at 2 to 6 seats, the same seed gives the same move, the view-built state hides every other
 * hand, and the levels beat the random baseline by a clear margin (a small self-play sample; the
 * full tables are `npx tsx src/games/rummy/solver/selfplay.ts`; the strong level's own tests are in
 * rummy-search.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { setup, viewFor } from '../../src/games/rummy/engine/index.ts';
import { deadwood, rummyMove, stateFromView } from '../../src/games/rummy/solver/player.ts';
import { measure, playHand } from '../../src/games/rummy/solver/selfplay.ts';

describe('Rummy computer players', () => {
  it.each([2, 3, 4, 5, 6])('play whole hands of %i seats with legal moves only', (seats) => {
    // The strong level (a search) has its own, lighter test in rummy-search.test.ts.
    for (const level of ['random', 'greedy', 'heuristic', 'casual']) {
      for (let seed = 1; seed <= 3; seed++) {
        const payments = playHand(
          Array.from({ length: seats }, () => level),
          0,
          seed,
        );
        expect(payments.reduce((a, b) => a + b, 0)).toBe(0);
      }
    }
  });

  it('decides from the view only, reproducibly', () => {
    const state = setup({ players: 4 }, 5);
    const view = viewFor(state, 0);
    const built = stateFromView(view);
    expect(built.hands[0]).toEqual(state.current.hands[0]);
    for (const other of [1, 2, 3]) expect(built.hands[other]).not.toEqual(state.current.hands[other]);
    expect(rummyMove('casual', view, 9)).toEqual(rummyMove('casual', view, 9));
  });

  it('counts deadwood after the best melds', () => {
    expect(deadwood(['7♠', '7♥', '7♦', 'K♣'])).toBe(10);
    // A♠-3♠ and the three 4s leave nothing; the run A♠-4♠ alone would leave 8.
    expect(deadwood(['A♠', '2♠', '3♠', '4♠', '4♥', '4♦'])).toBe(0);
    expect(deadwood(['2♣', '9♦'])).toBe(11);
  });

  it('beats the random baseline at 2 and 4 seats', () => {
    for (const level of ['casual', 'heuristic'])
      for (const seats of [2, 4]) {
        const m = measure(level, 'random', seats, 60, 3);
        expect(m.low).toBeGreaterThan(0);
      }
  });
});
