/**
 * The parts of the strong Rummy level's search beyond the plain determinisation: the game value it
 * plays for at two seats, the cards it reads as passed up by each seat (deals giving a seat a meld
 * with one are mostly redrawn), and the careful playout discard.
 */
import { describe, expect, it } from 'vitest';
import type { SuitedCard } from '../../src/cards/card.ts';
import { setup, viewFor } from '../../src/games/rummy/engine/index.ts';
import type { RummyView } from '../../src/games/rummy/engine/types.ts';
import { CARD_OF, cardIndex, FastHand } from '../../src/games/rummy/solver/fast.ts';
import { carefulDiscard } from '../../src/games/rummy/solver/policy2.ts';
import { passedUp } from '../../src/games/rummy/solver/search.ts';
import { gameValue } from '../../src/games/rummy/solver/value.ts';

describe('the game value (two seats, games to a target)', () => {
  it('is even at equal scores, rises with the seat’s own points, and the two seats’ chances add up to one', () => {
    expect(gameValue(0, 0, 100)).toBeCloseTo(0.5, 9);
    expect(gameValue(60, 60, 100)).toBeCloseTo(0.5, 9);
    for (const [a, b] of [
      [0, 30],
      [45, 80],
      [97, 12],
    ] as const) {
      expect(gameValue(a, b, 100) + gameValue(b, a, 100)).toBeCloseTo(1, 9);
      expect(gameValue(a + 3, b, 100)).toBeGreaterThan(gameValue(a, b, 100));
      expect(gameValue(a, b + 3, 100)).toBeLessThan(gameValue(a, b, 100));
    }
    expect(gameValue(100, 40, 100)).toBe(1);
    expect(gameValue(40, 104, 100)).toBe(0);
  });

  it('near the target, a point is worth more than far from it', () => {
    const step = (a: number, b: number) => gameValue(a + 5, b, 100) - gameValue(a, b, 100);
    expect(step(90, 90)).toBeGreaterThan(step(10, 10));
  });
});

describe('cards each seat let go by', () => {
  const base = viewFor(setup({ players: 2 }, 1), 0);
  const view = (discard: SuitedCard[], extra: Partial<RummyView> = {}): RummyView => ({
    ...base,
    discard,
    discardTop: discard.at(-1) ?? null,
    discardSize: discard.length,
    ...extra,
  });

  it('at two seats, the latest cards of the pile were thrown or passed up by the other seat', () => {
    const passed = passedUp(view(['2♣', '3♦', '9♠', 'K♥', '5♣']));
    expect(passed.every((p) => p.seat === 1)).toBe(true);
    expect(passed.map((p) => CARD_OF[p.card])).toEqual(['5♣', 'K♥', '9♠', '3♦']);
  });

  it('after taking the top discard, the pile under it is what was there before', () => {
    const passed = passedUp(view(['2♣', '3♦', '9♠'], { phase: 'play', takenFromDiscard: 'K♥' }));
    expect(passed.map((p) => CARD_OF[p.card])).toEqual(['9♠', '3♦', '2♣']);
  });

  it('at four seats, the top was thrown by the seat to the right and each card under it passed by the seats between', () => {
    const four = viewFor(setup({ players: 4 }, 1), 0);
    const passed = passedUp({ ...four, seat: 0, discard: ['2♣', '3♦', '9♠'], discardTop: '9♠', discardSize: 3 });
    const who = (c: SuitedCard) =>
      passed
        .filter((p) => CARD_OF[p.card] === c)
        .map((p) => p.seat)
        .sort();
    expect(who('9♠')).toEqual([3]);
    expect(who('3♦')).toEqual([2, 3]);
    expect(who('2♣')).toEqual([1, 2, 3]);
  });
});

describe('the careful playout discard', () => {
  it('keeps a card that lays off on the table while another can go', () => {
    const g = new FastHand(2);
    g.placeMeld(['5♥', '6♥', '7♥'].map((c) => cardIndex(c as SuitedCard)));
    for (const c of ['8♥', '2♣', 'J♦', 'K♠'] as SuitedCard[]) g.give(0, cardIndex(c));
    g.sizes[1] = 8;
    g.toMove = 0;
    // The plain measure would throw the 8♥ before the 2♣; the next seat would lay it off.
    expect(CARD_OF[carefulDiscard(g)]).not.toBe('8♥');
    expect(CARD_OF[carefulDiscard(g)]).toBe('K♠');
  });

  it('sheds high cards first when another seat holds three cards or fewer', () => {
    const g = new FastHand(2);
    for (const c of ['9♣', '10♣', '4♦', 'K♠'] as SuitedCard[]) g.give(0, cardIndex(c));
    g.sizes[1] = 2;
    g.toMove = 0;
    expect(['K♠', '10♣']).toContain(CARD_OF[carefulDiscard(g)]);
  });
});
