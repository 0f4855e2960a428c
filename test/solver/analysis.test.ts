import { describe, expect, it } from 'vitest';
import { applyMove, dealView, newDeal } from '../../src/games/abstrac/engine/deal.ts';
import { VARIANTS } from '../../src/games/abstrac/engine/types.ts';
import { analyseDeal, describeMove } from '../../src/games/abstrac/solver/analysis.ts';
import { playDeal } from '../../src/games/abstrac/solver/selfplay.ts';
import { solvePosition } from '../../src/games/abstrac/solver/solve.ts';

describe('post-deal analysis', () => {
  for (const variant of VARIANTS) {
    it(`${variant}: the final difference is the opening value minus the nondealer's costs plus the dealer's`, () => {
      for (let seed = 1; seed <= 3; seed++) {
        const done = playDeal(newDeal(variant, seed), { nondealer: 'casual', dealer: 'strong' }, seed);
        const review = analyseDeal(done);
        const { totals } = dealView(done);
        // Each move changes its mover's value by exactly its cost, so the costs account for the whole gap.
        const choices = review.moves.filter((m) => m.move.type === 'choose');
        expect(choices).toHaveLength(variant === 'fullpack' ? 2 : 1);
        const openingValue = choices.reduce((sum, m) => sum + m.best, 0);
        expect(totals.nondealer - totals.dealer).toBe(openingValue - review.cost.nondealer + review.cost.dealer);
        expect(review.moves.length).toBe(done.first.length + done.takes.flat().length);
        for (const m of review.moves) {
          expect(m.cost).toBe(m.best - m.value);
          expect(m.cost).toBeGreaterThanOrEqual(0);
          expect(m.bestMoves.length).toBeGreaterThan(0);
        }
      }
    });
  }

  it('perfect play costs nothing', () => {
    const done = playDeal(newDeal('classic', 9), { nondealer: 'perfect', dealer: 'perfect' }, 9);
    const review = analyseDeal(done);
    expect(review.cost).toEqual({ nondealer: 0, dealer: 0 });
    expect(review.bestCount).toEqual(review.moveCount);
  });

  it('names the best move and the cost of a mistake', () => {
    const deal = newDeal('classic', 4);
    const choice = solvePosition(deal);
    if (!('choice' in choice)) throw new Error('expected the choice');
    const worse = choice.first.nondealer < choice.first.dealer ? 'nondealer' : 'dealer';
    const chosen = applyMove(deal, 'nondealer', {
      type: 'choose',
      first: worse,
    });
    if (!chosen.ok) throw new Error(chosen.reason);
    const [first] = analyseDeal(chosen.state).moves;
    expect(first).toMatchObject({
      half: 0,
      seat: 'nondealer',
      move: { type: 'choose', first: worse },
    });
    expect(first?.cost).toBe(Math.abs(choice.first.nondealer - choice.first.dealer));
    expect(first?.bestMoves).toEqual(choice.best.map((seat) => ({ type: 'choose', first: seat })));
  });

  it('reviews a deal in progress up to its last move', () => {
    const deal = {
      ...newDeal('unlimited', 3),
      first: ['dealer' as const],
      takes: [[5, 6, 2]],
    };
    const review = analyseDeal(deal);
    expect(review.moves.map((m) => m.seat)).toEqual(['nondealer', 'dealer', 'nondealer', 'dealer']);
    expect(review.moves.map((m) => m.move)).toEqual([
      { type: 'choose', first: 'dealer' },
      { type: 'take', count: 5 },
      { type: 'take', count: 6 },
      { type: 'take', count: 2 },
    ]);
    expect(review.moves.map((m) => m.cards)).toEqual([
      [],
      deal.layout.slice(0, 5),
      deal.layout.slice(5, 11),
      deal.layout.slice(11, 13),
    ]);
  });

  it('describes each move in a line', () => {
    const base = { half: 0, value: -10, best: 8, cost: 18 };
    expect(
      describeMove({
        ...base,
        seat: 'dealer',
        move: { type: 'take', count: 2 },
        cards: ['K♠', 'Q♥'],
        bestMoves: [{ type: 'take', count: 3 }],
      }),
    ).toBe('dealer took 2 (K♠ Q♥): best take 3, cost 18 points');
    expect(
      describeMove({
        ...base,
        seat: 'nondealer',
        move: { type: 'choose', first: 'dealer' },
        cards: [],
        bestMoves: [{ type: 'choose', first: 'dealer' }],
        cost: 0,
      }),
    ).toBe('nondealer chose dealer to play first: best');
    expect(
      describeMove({
        ...base,
        seat: 'nondealer',
        move: { type: 'take', count: 1 },
        cards: ['9♦'],
        bestMoves: [
          { type: 'take', count: 2 },
          { type: 'take', count: 4 },
        ],
        cost: 1,
      }),
    ).toBe('nondealer took 1 (9♦): best take 2 or take 4, cost 1 point');
  });
});
