/**
 * Computer opponents for Abstrac. `chooseMove(level, state, seed)` is pure and
 * deterministic: the same level, state and seed always give the same move. The
 * seed is mixed with the number of moves made so far, so one seed per deal (or
 * per match) gives varied but replayable play.
 *
 * - perfect: a move of the best value (ties broken by the seed);
 * - strong: perfect look-ahead, then a softmax over the move values, so it
 *   sometimes plays a move a few points worse, rarely a bad one;
 * - casual: no search, the heuristic of `casual.ts` (plus a tie-breaking jitter).
 */
import { deriveSeed } from '../../../cards/random.ts';
import { applyMove, dealView } from '../engine/deal.ts';
import type { AbstracMove, DealState, Seat, Variant } from '../engine/types.ts';
import { casualPlaysFirst, casualTakeScores } from './casual.ts';
import { type ChoiceSolution, solvePosition, type TakeSolution } from './solve.ts';

export const LEVELS = ['perfect', 'strong', 'casual'] as const;
export type Level = (typeof LEVELS)[number];

/**
 * The strong level's softmax temperature, in points of the variant's value:
 * a move this much worse than the best is played e^-1 as often. Deal scores are
 * in the hundreds outside fullpack and in the tens for a fullpack half. Tuned by
 * self-play (selfplay.ts, classic, 200 deals): perfect beats strong by about 9
 * points a deal and strong beats casual by about 80; with 6 strong was all but
 * perfect, with 20 it lost about 30 a deal to perfect.
 */
export const STRONG_TEMPERATURE: Readonly<Record<Variant, number>> = {
  classic: 10,
  suits: 10,
  unlimited: 12,
  fullpack: 4,
};

/** A uniform number in [0, 1) from the seed and the moves made so far. */
function draw(state: DealState, seed: number, stream: number): number {
  const moves = state.first.length + state.takes.reduce((sum, half) => sum + half.length, 0);
  return (deriveSeed(deriveSeed(seed, moves), stream) >>> 0) / 2 ** 32;
}

/** One of `options` (non-empty) with probability proportional to `weights`. */
function weighted<T>(options: readonly T[], weights: readonly number[], u: number): T {
  const total = weights.reduce((a, b) => a + b, 0);
  let target = u * total;
  for (const [i, option] of options.entries()) {
    target -= weights[i] ?? 0;
    if (target < 0) return option;
  }
  return options[options.length - 1] as T;
}

/** The candidate moves of a solved position with their values, for the mover. */
function candidates(solution: TakeSolution | ChoiceSolution): {
  moves: AbstracMove[];
  values: number[];
} {
  if ('choice' in solution) {
    const seats: Seat[] = ['nondealer', 'dealer'];
    return {
      moves: seats.map((first) => ({ type: 'choose', first })),
      values: seats.map((s) => solution.first[s]),
    };
  }
  const counts = Object.keys(solution.takes).map(Number);
  return {
    moves: counts.map((count) => ({ type: 'take', count })),
    values: counts.map((count) => solution.takes[count] ?? 0),
  };
}

function perfectMove(state: DealState, seed: number): AbstracMove {
  const solution = solve(state);
  const { moves, values } = candidates(solution);
  const best = moves.filter((_, i) => values[i] === solution.value);
  return weighted(
    best,
    best.map(() => 1),
    draw(state, seed, 1),
  );
}

function strongMove(state: DealState, seed: number): AbstracMove {
  const solution = solve(state);
  const { moves, values } = candidates(solution);
  const temperature = STRONG_TEMPERATURE[state.variant];
  const weights = values.map((v) => Math.exp((v - solution.value) / temperature));
  return weighted(moves, weights, draw(state, seed, 2));
}

function casualMove(state: DealState, seed: number): AbstracMove {
  const view = dealView(state);
  if (view.phase === 'choose') {
    const asFirst = applyMove(state, 'nondealer', {
      type: 'choose',
      first: 'nondealer',
    });
    if (!asFirst.ok) throw new Error(asFirst.reason);
    return {
      type: 'choose',
      first: casualPlaysFirst(dealView(asFirst.state)) ? 'nondealer' : 'dealer',
    };
  }
  const scores = casualTakeScores(view);
  // A jitter below the heuristic's resolution (0.25) only breaks ties.
  const jittered = scores.map((score, i) => score + 0.2 * draw(state, seed, 10 + i));
  const best = jittered.indexOf(Math.max(...jittered));
  return { type: 'take', count: view.legalTakes[best] ?? 1 };
}

function solve(state: DealState): TakeSolution | ChoiceSolution {
  const solution = solvePosition(state);
  if (solution.toMove === null) throw new Error('chooseMove: the deal is over');
  return solution;
}

/** The computer's move for whoever is to act in `state` (throws if the deal is over: a caller bug). */
export function chooseMove(level: Level, state: DealState, seed: number): AbstracMove {
  switch (level) {
    case 'perfect':
      return perfectMove(state, seed);
    case 'strong':
      return strongMove(state, seed);
    case 'casual':
      if (dealView(state).phase === 'finished') throw new Error('chooseMove: the deal is over');
      return casualMove(state, seed);
    default:
      throw new Error(`chooseMove: unknown level ${JSON.stringify(level)} (${LEVELS.join(', ')})`);
  }
}
