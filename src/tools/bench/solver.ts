/**
 * Solver figures: the full solve of an opening — the value of each
 * choice of who plays first, then the exact value of every first take after the
 * best choice — on 20 seeded random deals (fullpack: first halves). Five other
 * deals are solved first so the figures measure optimised code, not the JIT.
 */
import { applyMove, newDeal } from '../../games/abstrac/engine/deal.ts';
import type { Variant } from '../../games/abstrac/engine/types.ts';
import { solvePosition } from '../../games/abstrac/solver/solve.ts';
import { median, round } from './stats.ts';

const DEALS = 20;
const WARM_UP = 5;

/** Milliseconds for the full solve of the opening of one deal. */
export function timeOpening(variant: Variant, seed: number): number {
  const start = performance.now();
  const deal = newDeal(variant, seed);
  const choice = solvePosition(deal);
  if (!('choice' in choice)) throw new Error('bench: a deal starts with the choice');
  const first = choice.best[0] ?? 'nondealer';
  const chosen = applyMove(deal, 'nondealer', { type: 'choose', first });
  if (!chosen.ok) throw new Error(chosen.reason);
  if (!('takes' in solvePosition(chosen.state))) throw new Error('bench: expected the first take');
  return performance.now() - start;
}

/** The opening times of the 20 bench deals of `variant`, in ms. */
export function openingTimes(variant: Variant): number[] {
  for (let seed = 1; seed <= WARM_UP; seed++) timeOpening(variant, -seed);
  return Array.from({ length: DEALS }, (_, i) => timeOpening(variant, i + 1));
}

export async function benchSolver(): Promise<Record<string, number>> {
  return {
    solve_classic_opening_ms_median: round(median(openingTimes('classic'))),
    solve_unlimited_opening_ms_median: round(median(openingTimes('unlimited'))),
    solve_fullpack_half_ms_max: round(Math.max(...openingTimes('fullpack'))),
  };
}
