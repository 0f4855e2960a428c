import { describe, expect, it } from 'vitest';
import { newDeal } from '../../src/games/abstrac/engine/deal.ts';
import type { DealState } from '../../src/games/abstrac/engine/types.ts';
import { hintText, takeReason } from '../../src/games/abstrac/solver/hint.ts';
import { solvePosition } from '../../src/games/abstrac/solver/solve.ts';

describe('hint text', () => {
  it('names the best takes, the outcome and every option', () => {
    expect(hintText({ toMove: 'dealer', value: 14, best: [1, 3], takes: { 1: 14, 2: -6, 3: 14 } })).toBe(
      'Take 1 or 3. With perfect play from here you finish 14 points ahead. (take 1: +14, take 2: −6, take 3: +14)',
    );
    expect(hintText({ toMove: 'nondealer', value: -1, best: [2], takes: { 1: -9, 2: -1 } })).toBe(
      'Take 2. With perfect play from here you finish 1 point behind. (take 1: −9, take 2: −1)',
    );
  });

  it('advises the nondealer on who plays first', () => {
    const base = { toMove: 'nondealer', choice: true } as const;
    expect(hintText({ ...base, value: 12, best: ['dealer'], first: { nondealer: -12, dealer: 12 } })).toBe(
      'Let your opponent play first. With perfect play from here you finish 12 points ahead. (you first: −12, opponent first: +12)',
    );
    expect(hintText({ ...base, value: 0, best: ['nondealer', 'dealer'], first: { nondealer: 0, dealer: 0 } })).toBe(
      'Either player may start: it makes no difference. With perfect play from here the scores end level. (you first: 0, opponent first: 0)',
    );
  });

  it('reads a real solution', () => {
    const solution = solvePosition(newDeal('classic', 1));
    if (!('choice' in solution)) throw new Error('expected the choice');
    expect(hintText(solution)).toMatch(/^(Play first|Let your opponent play first|Either player may start)/);
  });
});

describe('hint reasons', () => {
  // The nondealer took A♠ A♥, the dealer K♠; the nondealer is to move with A♦ A♣ on top of the row.
  const rest = newDeal('classic', 2).layout.filter((c) => !['A♠', 'A♥', 'K♠', 'A♦', 'A♣'].includes(c));
  const state: DealState = {
    variant: 'classic',
    layout: ['A♠', 'A♥', 'K♠', 'A♦', 'A♣', ...rest],
    first: ['nondealer'],
    takes: [[2, 1]],
  };

  it('names the cards a take gets, the combinations they make, and what the opponent can make next', () => {
    expect(takeReason(state, 2)).toMatch(/^ \(A♦ A♣\): it gives you four Aces \(8 points\), and your opponent/);
    expect(takeReason(state, 1)).toMatch(/^ \(A♦\): it gives you three Aces \(2 points\)/);
    const solution = solvePosition(state);
    if ('choice' in solution || solution.toMove === null) throw new Error('expected a take');
    expect(hintText(solution, state)).toMatch(/^Take \d( or \d)*[ .].*With perfect play from here/);
  });

  it('explains every take of a real deal in words, without changing the advice', () => {
    let deal = newDeal('suits', 6);
    deal = { ...deal, first: ['dealer'], takes: [[]] };
    const solution = solvePosition(deal);
    if ('choice' in solution || solution.toMove === null) throw new Error('expected a take');
    const text = hintText(solution, deal);
    expect(text.startsWith(`Take ${solution.best.join(' or ').replace(/ or (?=.* or )/g, ', ')}`)).toBe(true);
    expect(text).toMatch(/: it (gives you|makes no combination yet)/);
    expect(text.endsWith(hintText(solution).replace(/^Take [^.]*\. /, ''))).toBe(true);
  });
});
