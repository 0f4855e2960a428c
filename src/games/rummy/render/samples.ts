/**
 * A Rummy table part-way through a hand, for the samples, the bench and the render tests: `players`
 * seats played by the `greedy` computer player for `moves` engine moves from a seeded deal.
 */
import { applyMove, type RummyState, setup, viewFor } from '../engine/index.ts';
import { rummyMove } from '../solver/player.ts';
import type { RummyTableModel } from './table.ts';

export const SAMPLE_NAMES = ['Annabelle', 'Benedikt', 'Catalina', 'Dmitri', 'Eleanor', 'Fitzgerald Longname'];

export function rummySampleState(players = 6, moves = 40, seed = 7): RummyState {
  let state = setup({ players, target: 100 }, seed);
  for (let n = 0; n < moves && !state.finished; n++) {
    const seat = state.current.toMove;
    const result = applyMove(state, seat, rummyMove('greedy', viewFor(state, seat), seed + n));
    if (!result.ok) throw new Error(result.reason);
    state = result.state;
  }
  return state;
}

export function rummySampleModel(players = 6, moves = 40, seed = 7): RummyTableModel {
  const s = rummySampleState(players, moves, seed);
  const hand = s.current;
  return {
    title: `Rummy · hand ${s.hand + 1} · to ${s.target ?? 100}`,
    seats: SAMPLE_NAMES.slice(0, players).map((name, n) => ({
      name,
      cards: hand.hands[n]?.length ?? 0,
      score: s.scores[n] ?? 0,
      dealer: hand.dealer === n,
      phase: hand.toMove === n ? hand.phase : null,
      out: false,
    })),
    melds: hand.melds,
    discardTop: hand.discard.at(-1) ?? null,
    discardSize: hand.discard.length,
    stockSize: hand.stock.length,
    stockTurns: hand.stockTurns,
  };
}
