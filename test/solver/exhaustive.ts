/**
 * An independent plain exhaustive minimax for the solver tests. It shares no
 * code with the solver: take limits are written out here from RULES.md (and
 * checked against the engine at the root), and hands are scored with the
 * engine's own scoring at every leaf. No pruning, no incremental scoring; use it
 * on positions near the end of a half.
 */
import type { Card } from '../../src/cards/card.ts';
import { dealView } from '../../src/games/abstrac/engine/deal.ts';
import { scoreDeal, scoreFullpackHalf } from '../../src/games/abstrac/engine/scoring.ts';
import type { DealState, Seat, Variant } from '../../src/games/abstrac/engine/types.ts';
import { otherSeat } from '../../src/games/abstrac/engine/types.ts';

const SUIT_LIMIT: Readonly<Record<string, number>> = {
  '♠': 1,
  '♥': 2,
  '♣': 3,
  '♦': 4,
};

/** Legal take counts from `row` after a take of `previous` (0 for the first take of a half). */
function legalTakes(variant: Variant, row: readonly Card[], previous: number): number[] {
  const top = row[0];
  if (top === undefined) return [];
  let limit = 3;
  if (variant === 'suits' || variant === 'fullpack') limit = SUIT_LIMIT[top.slice(-1)] ?? 0;
  if (variant === 'unlimited') limit = previous === 0 ? 12 : previous + 1;
  return Array.from({ length: Math.min(limit, row.length) }, (_, i) => i + 1);
}

function difference(variant: Variant, taken: Record<Seat, Card[]>, seat: Seat): number {
  const scores =
    variant === 'fullpack'
      ? scoreFullpackHalf(taken).seats
      : (() => {
          const { seats } = scoreDeal(taken);
          return seats;
        })();
  return scores[seat].score - scores[otherSeat(seat)].score;
}

/** Minimax value, for `seat`, of the current half played out perfectly from `state` (take phase). */
export function exhaustiveValue(state: DealState, seat: Seat): number {
  const view = dealView(state);
  if (view.phase !== 'take') throw new Error('exhaustiveValue: not a take position');
  const taken: Record<Seat, Card[]> = {
    nondealer: [...view.taken.nondealer],
    dealer: [...view.taken.dealer],
  };
  if (JSON.stringify(legalTakes(state.variant, view.row, view.lastTake ?? 0)) !== JSON.stringify(view.legalTakes)) {
    throw new Error('exhaustiveValue: the engine and this test disagree on the legal takes');
  }
  const visit = (row: readonly Card[], mover: Seat, previous: number): number => {
    if (row.length === 0) return difference(state.variant, taken, seat);
    let best = mover === seat ? -Infinity : Infinity;
    for (const count of legalTakes(state.variant, row, previous)) {
      taken[mover].push(...row.slice(0, count));
      const value = visit(row.slice(count), otherSeat(mover), count);
      taken[mover].length -= count;
      best = mover === seat ? Math.max(best, value) : Math.min(best, value);
    }
    return best;
  };
  return visit(view.row, view.toMove as Seat, view.lastTake ?? 0);
}

/** Value, for the mover, of each legal take (keys are counts). */
export function exhaustiveTakes(state: DealState): Record<number, number> {
  const view = dealView(state);
  const mover = view.toMove as Seat;
  const out: Record<number, number> = {};
  for (const count of view.legalTakes) {
    const takes = state.takes.map((half, i) => (i === view.half ? [...half, count] : half));
    const next: DealState = { ...state, takes };
    out[count] = count === view.row.length ? finalDifference(next, view.half, mover) : exhaustiveValue(next, mover);
  }
  return out;
}

/** The difference for `seat` once the row of `half` is empty. */
function finalDifference(state: DealState, half: number, seat: Seat): number {
  const view = dealView(state);
  if (state.variant === 'fullpack') {
    const scores = view.fullpack?.halves[half]?.seats;
    if (!scores) throw new Error('no half score');
    return scores[seat].score - scores[otherSeat(seat)].score;
  }
  return view.totals[seat] - view.totals[otherSeat(seat)];
}

/** Value, for the nondealer, of each choice of who plays first. */
export function exhaustiveChoice(state: DealState): Record<Seat, number> {
  const out = { nondealer: 0, dealer: 0 };
  for (const first of ['nondealer', 'dealer'] as const) {
    const next: DealState = {
      ...state,
      first: [...state.first, first],
      takes: [...state.takes, []],
    };
    out[first] = exhaustiveValue(next, 'nondealer');
  }
  return out;
}
