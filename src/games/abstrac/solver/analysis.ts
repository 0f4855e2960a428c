/**
 * Post-deal analysis: every move of a deal (finished or in progress) compared
 * with perfect play. A move's cost is the value of the best move minus the value
 * of the move played, both for the player who moved: the points of final score
 * difference it gave away against a perfect opponent (0 for a best move). For
 * fullpack, values and costs are within each half, so the halves' costs add up.
 */
import type { Card } from '../../../cards/card.ts';
import { applyMove, dealView } from '../engine/deal.ts';
import type { AbstracMove, DealState, Seat } from '../engine/types.ts';
import { solvePosition } from './solve.ts';

export interface MoveReview {
  /** 0, or 1 in the second half of fullpack. */
  half: number;
  seat: Seat;
  move: AbstracMove;
  /** The cards a take took (none for a choice). */
  cards: Card[];
  /** The value of the move played, for `seat`. */
  value: number;
  /** The value of the best move, for `seat`. */
  best: number;
  /** Every move that reaches `best`. */
  bestMoves: AbstracMove[];
  /** best − value (≥ 0). */
  cost: number;
}

export interface DealReview {
  moves: MoveReview[];
  /** The total cost of each seat's moves. */
  cost: Record<Seat, number>;
  /** How many of each seat's moves were best moves, and how many moves it made. */
  bestCount: Record<Seat, number>;
  moveCount: Record<Seat, number>;
}

function review(state: DealState, half: number, move: AbstracMove): Omit<MoveReview, 'half' | 'move' | 'cards'> {
  const solution = solvePosition(state);
  if (solution.toMove === null) throw new Error('analyseDeal: a move after the end of the deal');
  let value: number | undefined;
  let bestMoves: AbstracMove[];
  if ('choice' in solution) {
    if (move.type !== 'choose') throw new Error('analyseDeal: expected a choice');
    value = solution.first[move.first];
    bestMoves = solution.best.map((first) => ({ type: 'choose', first }));
  } else {
    if (move.type !== 'take') throw new Error('analyseDeal: expected a take');
    value = solution.takes[move.count];
    bestMoves = solution.best.map((count) => ({ type: 'take', count }));
  }
  if (value === undefined) throw new Error(`analyseDeal: illegal move ${JSON.stringify(move)} in half ${half + 1}`);
  return {
    seat: solution.toMove,
    value,
    best: solution.value,
    bestMoves,
    cost: solution.value - value,
  };
}

/** Reviews every move of `state` in order: each half's choice of who plays first, then its takes. */
export function analyseDeal(state: DealState): DealReview {
  let position: DealState = {
    variant: state.variant,
    layout: state.layout,
    first: [],
    takes: [],
  };
  const moves: MoveReview[] = [];
  const play = (half: number, move: AbstracMove) => {
    const reviewed = review(position, half, move);
    const cards = move.type === 'take' ? dealView(position).row.slice(0, move.count) : [];
    moves.push({ half, move, cards, ...reviewed });
    const next = applyMove(position, reviewed.seat, move);
    if (!next.ok) throw new Error(`analyseDeal: ${next.reason}`);
    position = next.state;
  };
  state.first.forEach((first, half) => {
    play(half, { type: 'choose', first });
    for (const count of state.takes[half] ?? []) play(half, { type: 'take', count });
  });
  const zero = (): Record<Seat, number> => ({ nondealer: 0, dealer: 0 });
  const cost = zero();
  const bestCount = zero();
  const moveCount = zero();
  for (const m of moves) {
    cost[m.seat] += m.cost;
    moveCount[m.seat]++;
    if (m.cost === 0) bestCount[m.seat]++;
  }
  return { moves, cost, bestCount, moveCount };
}

function describeOne(move: AbstracMove): string {
  return move.type === 'take' ? `take ${move.count}` : `${move.first} to play first`;
}

/**
 * One line for a reviewed move, e.g. "dealer took 2 (K♠ Q♥): best take 3, cost 18 points"
 * or "nondealer chose dealer to play first: best". Plain text for summaries and logs.
 */
export function describeMove(review: MoveReview): string {
  const { move, seat } = review;
  const played =
    move.type === 'take'
      ? `${seat} took ${move.count} (${review.cards.join(' ')})`
      : `${seat} chose ${move.first} to play first`;
  if (review.cost === 0) return `${played}: best`;
  const best = review.bestMoves.map(describeOne).join(' or ');
  const points = review.cost === 1 ? 'point' : 'points';
  return `${played}: best ${best}, cost ${review.cost} ${points}`;
}
