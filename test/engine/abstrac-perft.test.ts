import { describe, expect, it } from 'vitest';
import {
  applyMove,
  type DealState,
  dealPosition,
  legalMoves,
  newDeal,
  type Seat,
  type Variant,
} from '../../src/games/abstrac/engine/index.ts';
import { maxTake } from '../fixtures/abstrac/recount.ts';

/** Perft: the number of legal take sequences of exactly `depth` moves, walked through the engine. */
function perft(state: DealState, depth: number): number {
  if (depth === 0) return 1;
  const seat = dealPosition(state).toMove as Seat;
  let nodes = 0;
  for (const move of legalMoves(state, seat)) {
    const result = applyMove(state, seat, move);
    if (!result.ok) throw new Error(result.reason);
    nodes += perft(result.state, depth - 1);
  }
  return nodes;
}

/** The same count from the layout alone, with the independent take rule (first half only). */
function countSequences(variant: Variant, row: string[], depth: number, previous?: number): number {
  if (depth === 0) return 1;
  let nodes = 0;
  for (let n = 1; n <= maxTake(variant, row, previous); n++)
    nodes += countSequences(variant, row.slice(n), depth - 1, n);
  return nodes;
}

const SEED_LAYOUT = 'A♣ J♦ 10♦ 9♣ A♠ K♦ K♣ K♥ K♠ A♥ 9♥ 9♦ A♦ 10♥ J♥ Q♠ Q♦ 10♣ Q♣ J♣ 9♠ Q♥ 10♠ J♠'.split(' ');

describe('perft: legal take sequences by depth', () => {
  it('classic from the seed layout: 3^d while 3 or more cards remain', () => {
    const state: DealState = {
      variant: 'classic',
      layout: SEED_LAYOUT as DealState['layout'],
      first: ['dealer'],
      takes: [[]],
    };
    expect([1, 2, 3, 4, 5, 6].map((d) => perft(state, d))).toEqual([3, 9, 27, 81, 243, 729]);
  });

  it.each([
    ['suits', 1, 7],
    ['suits', 2, 7],
    ['fullpack', 3, 7],
    ['fullpack', 4, 7],
    ['unlimited', 5, 3],
    ['unlimited', 6, 3],
  ] as const)('%s, seed %i, to depth %i, agrees with an independent count', (variant, seed, depth) => {
    const deal = newDeal(variant, seed);
    const state: DealState = { ...deal, first: ['nondealer'], takes: [[]] };
    const firstHalf = deal.layout.slice(0, variant === 'fullpack' ? 26 : deal.layout.length);
    for (let d = 1; d <= depth; d++) expect(perft(state, d)).toBe(countSequences(variant, firstHalf, d));
  });

  it('unlimited: 12 first takes, then 1 to previous + 1', () => {
    const state: DealState = { ...newDeal('unlimited', 9), first: ['dealer'], takes: [[]] };
    // Depth 2: after a first take of n (1..12), n + 1 replies: 2 + 3 + … + 13 = 90.
    expect([perft(state, 1), perft(state, 2)]).toEqual([12, 90]);
  });
});
