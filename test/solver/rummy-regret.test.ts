/**
 * The decision-by-decision judge of Rummy search variants (src/games/rummy/solver/regret.ts): it asks
 * every variant at the level's own decisions and scores only where they differ.
 */
import { describe, expect, it } from 'vitest';
import { measureRegret, variantBudget } from '../../src/games/rummy/solver/regret.ts';
import { STRONG_BUDGET } from '../../src/games/rummy/solver/search.ts';

describe('Rummy variants judged decision by decision', () => {
  it('lays a variant over the level, over its three-seat part at more seats', () => {
    expect(variantBudget(2, { determinisations: 64 })).toEqual({ ...STRONG_BUDGET, determinisations: 64 });
    const four = variantBudget(4, { z: 1 });
    expect(four.determinisations).toBe(STRONG_BUDGET.determinisations);
    expect(four.many).toEqual({ ...STRONG_BUDGET.many, z: 1 });
    expect(variantBudget(2, { reading: { steps: 5 } as never }).reading).toEqual({
      ...STRONG_BUDGET.reading,
      steps: 5,
    });
  });

  it('finds no difference in a variant that is the level, and judges one that differs', () => {
    const opts = { against: 'greedy2', seats: 2, seed: 3, games: 2, hands: 1 };
    const result = measureRegret({
      ...opts,
      variants: { same: {}, few: { determinisations: 4, reading: undefined } },
    });
    expect(result.decisions).toBeGreaterThan(10);
    expect(result.differ).toBeGreaterThan(0);
    expect(result.judged).toBeLessThanOrEqual(result.differ);
    expect(result.judged).toBeGreaterThan(0);
    const [level, same, few] = result.rows;
    expect(level?.gain).toBe(0);
    expect(same?.gain).toBe(0);
    expect(same?.se).toBe(0);
    expect(few?.gain).not.toBe(0);
    // Four deals, nothing read: the judge, seeing the other hand, finds its moves worse on the whole.
    expect(few?.gain).toBeLessThan(0);
    // Seeded: the same games, decisions and scores again (the CPU times aside).
    const again = measureRegret({ ...opts, variants: { same: {}, few: { determinisations: 4, reading: undefined } } });
    const scores = (r: typeof result) => ({ ...r, rows: r.rows.map(({ cpuMs: _, ...row }) => row) });
    expect(scores(again)).toEqual(scores(result));
  });
});
