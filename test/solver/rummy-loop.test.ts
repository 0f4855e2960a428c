/**
 * A Rummy hand between two computer seats must end. Two seats that both take the discard every
 * turn never draw the stock down, and the rules (the referee's, /work/shared/RULES.md) bound no hand,
 * so the strong level itself must not take part in such a cycle: it takes the discard only to meld
 * or lay it off, and after a take never throws a card that melds or lays off. Self-play stops a hand
 * that runs on anyway and counts it as a failure.
 */
import { describe, expect, it } from 'vitest';
import { deriveSeed } from '../../src/cards/random.ts';
import { applyMove, setup, viewFor } from '../../src/games/rummy/engine/index.ts';
import { rummyMove, viewLegalMoves } from '../../src/games/rummy/solver/player.ts';
import { allowedDiscards, candidates, STRONG_BUDGET, takesDiscard } from '../../src/games/rummy/solver/search.ts';
import { HAND_MOVE_BOUND, playGame, StalledHand } from '../../src/games/rummy/solver/selfplay.ts';

/** The game (2 seats, the seeds of measureGames with seed 41, round 4) whose hand 4 looped for ever. */
const LOOP_SEED = deriveSeed(deriveSeed(41, 2), 4);

describe('Rummy hands between computer seats end', () => {
  it('strong1 against the strong level finishes the game that used to loop', () => {
    for (const levels of [
      ['strong1', 'strong'],
      ['strong', 'strong1'],
    ]) {
      const state = playGame(levels, LOOP_SEED);
      expect(state.finished).toBe(true);
      expect(state.winners.length).toBeGreaterThan(0);
      expect(Math.max(...state.scores)).toBeGreaterThanOrEqual(100);
    }
  }, 120_000);

  it('self-play stops a looping hand (the old strong level, now strong2, against strong1) as a failure', () => {
    let thrown: unknown;
    try {
      playGame(['strong1', 'strong2'], LOOP_SEED, { handMoveBound: 400 });
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(StalledHand);
    expect((thrown as StalledHand).hand).toBe(4);
    expect(HAND_MOVE_BOUND).toBeGreaterThanOrEqual(1000);
  }, 120_000);

  it('the strong level takes the discard only to meld or lay off, and after a take throws no card that melds', () => {
    let state = setup({ players: 2, target: 100 }, 9);
    let takes = 0;
    for (let n = 0; n < 600 && !state.finished; n++) {
      const seat = state.current.toMove;
      const view = viewFor(state, seat);
      const legal = viewLegalMoves(view);
      const move = rummyMove('strong', view, deriveSeed(9, n));
      if (move.type === 'draw' && move.from === 'discard') {
        takes++;
        expect(takesDiscard(view)).toBe(true);
      }
      if (move.type === 'discard' && view.takenFromDiscard !== null && view.hand.length > 1) {
        expect(allowedDiscards(view, legal)).toContainEqual(move);
      }
      if (view.phase === 'draw' && !takesDiscard(view)) {
        expect(candidates(view, legal, STRONG_BUDGET).every((m) => m.type === 'draw' && m.from === 'stock')).toBe(true);
      }
      const r = applyMove(state, seat, move);
      if (!r.ok) throw new Error(r.reason);
      state = r.state;
    }
    expect(takes).toBeGreaterThan(0);
  }, 120_000);
});
