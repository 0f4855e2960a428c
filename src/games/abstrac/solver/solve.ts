/**
 * The perfect Abstrac solver's public face: the value of every legal move of
 * any position, under perfect play by both sides. A value is the final deal
 * score of the player to move minus the other's (fullpack: of the current half
 * only, the halves being independent), each side maximising its own such
 * difference. Pure and synchronous; use `src/solver/pool.ts` to keep an event loop free.
 */
import type { Card } from '../../../cards/card.ts';
import { dealView, SUIT_LIMITS } from '../engine/deal.ts';
import type { DealState, DealView, Seat } from '../engine/types.ts';
import { otherSeat } from '../engine/types.ts';
import { ClassicScorer } from './classic-scorer.ts';
import { FullpackScorer } from './fullpack-scorer.ts';
import { HalfSearch, type TakeLimits } from './search.ts';

/** A position where someone takes: the value of each legal take (keys are card counts). */
export interface TakeSolution {
  toMove: Seat;
  value: number;
  /** Every take that reaches `value`, ascending. */
  best: number[];
  takes: Record<number, number>;
}

/**
 * The nondealer's choice of who plays first: `first[seat]` is the value, for
 * the nondealer, of `seat` playing first (the move `{type:'choose', first: seat}`).
 */
export interface ChoiceSolution {
  toMove: 'nondealer';
  choice: true;
  value: number;
  /** Every seat whose playing first reaches `value` (nondealer first when both do). */
  best: Seat[];
  first: Record<Seat, number>;
}

/** Nothing left to decide: the deal is over (totals are the deal scores). */
export interface FinishedSolution {
  toMove: null;
  finished: true;
  totals: Record<Seat, number>;
}

export type Solution = TakeSolution | ChoiceSolution | FinishedSolution;

/** The most cards unlimited's first take may have. */
export const UNLIMITED_FIRST_TAKE = 12;
const CLASSIC_TAKE = 3;

/** A search set up at the current position of the current half, with the seat behind each player index. */
export interface PreparedSearch {
  search: HalfSearch;
  /** `seats[0]` played first in the half (for the choose phase: the seat assumed to play first, the nondealer). */
  seats: readonly [Seat, Seat];
  view: DealView;
}

function limitsFor(variant: DealState['variant'], row: readonly Card[]): TakeLimits {
  switch (variant) {
    case 'classic':
      return { kind: 'by-top-card', limits: row.map(() => CLASSIC_TAKE) };
    case 'suits':
    case 'fullpack':
      return {
        kind: 'by-top-card',
        limits: row.map((card) => SUIT_LIMITS[card.slice(-1)] ?? 0),
      };
    case 'unlimited':
      return { kind: 'after-previous', first: UNLIMITED_FIRST_TAKE };
  }
}

/**
 * Builds the search for the current half and replays its takes. Throws on a
 * take the rules do not allow (callers pass states the engine produced).
 */
export function prepareSearch(state: DealState): PreparedSearch {
  const view = dealView(state);
  const halfSize = state.layout.length / view.halves;
  const cards = state.layout.slice(view.half * halfSize, (view.half + 1) * halfSize);
  const scorer = state.variant === 'fullpack' ? new FullpackScorer(cards) : new ClassicScorer(cards);
  const search = new HalfSearch(scorer, cards.length, limitsFor(state.variant, cards));
  const first = view.first ?? 'nondealer';
  if (view.phase !== 'choose') {
    for (const count of state.takes[view.half] ?? []) {
      if (!Number.isInteger(count) || count < 1 || count > search.maxTake()) {
        throw new Error(`prepareSearch: illegal take ${count} at card ${search.position}`);
      }
      search.play(count);
    }
  }
  return { search, seats: [first, otherSeat(first)], view };
}

/** The value of each choice of who plays first, for the nondealer. */
function solveChoice(prepared: PreparedSearch): ChoiceSolution {
  // Scoring ignores who dealt, so whoever plays first gets the same value.
  const firstPlayerValue = prepared.search.value();
  const first: Record<Seat, number> = {
    nondealer: firstPlayerValue,
    dealer: 0 - firstPlayerValue,
  };
  const value = Math.max(first.nondealer, first.dealer);
  const best = (['nondealer', 'dealer'] as const).filter((seat) => first[seat] === value);
  return { toMove: 'nondealer', choice: true, value, best, first };
}

function solveTakes(prepared: PreparedSearch): TakeSolution {
  const { search, seats } = prepared;
  const values = search.takeValues();
  const value = Math.max(...values);
  const takes: Record<number, number> = {};
  const best: number[] = [];
  values.forEach((v, i) => {
    takes[i + 1] = v;
    if (v === value) best.push(i + 1);
  });
  return { toMove: seats[search.mover] as Seat, value, best, takes };
}

export function solvePosition(state: DealState): Solution {
  const prepared = prepareSearch(state);
  switch (prepared.view.phase) {
    case 'finished':
      return { toMove: null, finished: true, totals: prepared.view.totals };
    case 'choose':
      return solveChoice(prepared);
    case 'take':
      return solveTakes(prepared);
  }
}

/** The value of the position for the player to act (the chooser in the choose phase); 0 once finished. */
export function positionValue(state: DealState): number {
  const prepared = prepareSearch(state);
  switch (prepared.view.phase) {
    case 'finished':
      return 0;
    case 'choose':
      return Math.abs(prepared.search.value());
    case 'take':
      return prepared.search.value();
  }
}
