import { describe, expect, it } from 'vitest';
import { applyMove, dealView, newDeal } from '../../src/games/abstrac/engine/deal.ts';
import { VARIANTS } from '../../src/games/abstrac/engine/types.ts';
import { positionValue, solvePosition } from '../../src/games/abstrac/solver/solve.ts';
import { exhaustiveChoice, exhaustiveTakes } from './exhaustive.ts';
import { endgame, playRandomly, shortDeal } from './positions.ts';

const ENDGAME_LEFT = {
  classic: 9,
  suits: 10,
  unlimited: 9,
  fullpack: 10,
} as const;

describe('solvePosition agrees with plain exhaustive minimax', () => {
  for (const variant of VARIANTS) {
    it(`${variant}: every take's value near the end of a deal`, () => {
      for (let seed = 1; seed <= 10; seed++) {
        const state = endgame(variant, seed * 7919, ENDGAME_LEFT[variant]);
        const view = dealView(state);
        const solution = solvePosition(state);
        if (!('takes' in solution)) throw new Error(`expected a take position, got ${JSON.stringify(solution)}`);
        expect(solution.toMove).toBe(view.toMove);
        const expected = exhaustiveTakes(state);
        expect(solution.takes).toEqual(expected);
        expect(solution.value).toBe(Math.max(...Object.values(expected)));
        expect(solution.best.every((count) => view.legalTakes.includes(count))).toBe(true);
        expect(solution.best.map((count) => expected[count])).toEqual(solution.best.map(() => solution.value));
        expect(positionValue(state)).toBe(solution.value);
      }
    });

    it(`${variant}: the opening choice of who plays first, on short layouts`, () => {
      for (let seed = 1; seed <= 6; seed++) {
        const state = shortDeal(variant, seed, 9);
        const solution = solvePosition(state);
        if (!('choice' in solution)) throw new Error('expected the choose phase');
        const expected = exhaustiveChoice(state);
        expect(solution.first).toEqual(expected);
        expect(solution.value).toBe(Math.max(expected.nondealer, expected.dealer));
        for (const seat of solution.best) expect(expected[seat]).toBe(solution.value);
      }
    });
  }

  it('fullpack: the second half is solved on its own (half scores only)', () => {
    for (let seed = 1; seed <= 6; seed++) {
      const start = shortDeal('fullpack', seed, 9);
      const secondChoice = playRandomly(start, seed, (view) => view.half === 1);
      expect(dealView(secondChoice).half).toBe(1);
      const choice = solvePosition(secondChoice);
      if (!('choice' in choice)) throw new Error('expected the choose phase of the second half');
      expect(choice.first).toEqual(exhaustiveChoice(secondChoice));
      const inPlay = endgame('fullpack', seed * 31, 10, 1);
      const solution = solvePosition(inPlay);
      if (!('takes' in solution)) throw new Error('expected a take position');
      expect(solution.takes).toEqual(exhaustiveTakes(inPlay));
    }
  });

  it('a finished deal reports its totals', () => {
    const done = playRandomly(newDeal('classic', 5), 5, () => false);
    expect(solvePosition(done)).toEqual({
      toMove: null,
      finished: true,
      totals: dealView(done).totals,
    });
  });

  it('rejects a state with an illegal take', () => {
    const chosen = applyMove(newDeal('classic', 1), 'nondealer', {
      type: 'choose',
      first: 'dealer',
    });
    if (!chosen.ok) throw new Error(chosen.reason);
    expect(() => solvePosition({ ...chosen.state, takes: [[4]] })).toThrow(/illegal take/);
  });
});
