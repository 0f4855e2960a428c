import { describe, expect, it } from 'vitest';
import { type Card, parseCard } from '../../src/cards/card.ts';
import {
  type AbstracMove,
  applyMove,
  type DealState,
  dealView,
  legalMoves,
  newDeal,
  packFor,
  type Seat,
  type Variant,
} from '../../src/games/abstrac/engine/index.ts';

const cards = (text: string): Card[] => text.split(/\s+/).map((t) => parseCard(t) as Card);

/**
 * The seed's worked example. The seed does not print its layout; this one (found by a search with
 * the independent recount in test/fixtures) agrees with all four of its figures: the takes
 * 22, 23, 11, 23, 13, 22 give 168 and 250, and always taking one, two or three cards give 60/96,
 * 144/120 and 96/84 (nondealer/dealer, nondealer first).
 */
const EXAMPLE_LAYOUT = cards('A♣ J♦ 10♦ 9♣ A♠ K♦ K♣ K♥ K♠ A♥ 9♥ 9♦ A♦ 10♥ J♥ Q♠ Q♦ 10♣ Q♣ J♣ 9♠ Q♥ 10♠ J♠');
const EXAMPLE_TAKES = [2, 2, 2, 3, 1, 1, 2, 3, 1, 3, 2, 2];

/** Plays moves from a state, failing the test on any rejection. */
function play(state: DealState, moves: [Seat, AbstracMove][]): DealState {
  for (const [seat, move] of moves) {
    const result = applyMove(state, seat, move);
    if (!result.ok) throw new Error(`${seat} ${JSON.stringify(move)}: ${result.reason}`);
    state = result.state;
  }
  return state;
}

/** A deal of `variant` whose layout starts with `top`, the rest of the pack after it. */
function dealWithTop(variant: Variant, top: string, first: Seat = 'nondealer'): DealState {
  const head = cards(top);
  const rest = packFor(variant).filter((c) => !head.includes(c));
  const layout =
    variant === 'unlimited'
      ? ['Joker' as Card, ...head.filter((c) => c !== 'Joker'), ...rest.filter((c) => c !== 'Joker')]
      : [...head, ...rest];
  return { variant, layout, first: [first], takes: [[]] };
}

describe('the worked example through the engine', () => {
  it('nondealer first, takes 22 23 11 23 13 22: 168 and 250', () => {
    let state: DealState = { variant: 'classic', layout: EXAMPLE_LAYOUT, first: [], takes: [] };
    state = play(state, [['nondealer', { type: 'choose', first: 'nondealer' }]]);
    EXAMPLE_TAKES.forEach((count, i) => {
      state = play(state, [[i % 2 === 0 ? 'nondealer' : 'dealer', { type: 'take', count }]]);
    });
    const view = dealView(state);
    expect(view.phase).toBe('finished');
    expect(view.totals).toEqual({ nondealer: 168, dealer: 250 });
    expect(view.score?.seats.nondealer.cards.join(' ')).toBe('A♠ 9♠ A♥ Q♥ A♦ K♦ Q♦ J♦ 9♦ A♣');
    expect(view.score?.seats.dealer.cardsTaken).toBe(14);
  });
});

describe("the seed's alternative plays of the same layout", () => {
  it.each([
    ['(a) each always takes one: dealer wins 96 to 60', 1, 60, 96],
    ['(b) each always takes two: nondealer wins 144 to 120', 2, 144, 120],
    ['(c) each always takes three: nondealer wins 96 to 84', 3, 96, 84],
  ])('%s', (_name, count, nondealer, dealer) => {
    let state: DealState = { variant: 'classic', layout: EXAMPLE_LAYOUT, first: ['nondealer'], takes: [[]] };
    for (let turn = 0; dealView(state).phase === 'take'; turn++) {
      state = play(state, [[turn % 2 === 0 ? 'nondealer' : 'dealer', { type: 'take', count }]]);
    }
    expect(dealView(state).totals).toEqual({ nondealer, dealer });
  });
});

describe('take limits', () => {
  const legal = (state: DealState) => dealView(state).legalTakes;
  it.each([
    ['classic: 1 to 3', 'classic', 'A♠', [1, 2, 3]],
    ['suits: ♠ 1', 'suits', 'A♠', [1]],
    ['suits: ♥ 2', 'suits', 'K♥', [1, 2]],
    ['suits: ♣ 3', 'suits', '9♣', [1, 2, 3]],
    ['suits: ♦ 4', 'suits', 'Q♦', [1, 2, 3, 4]],
    ['fullpack: ♦ 4', 'fullpack', '2♦', [1, 2, 3, 4]],
    ['fullpack: ♠ 1', 'fullpack', '7♠', [1]],
    ['unlimited: the first take is 1 to 12', 'unlimited', 'Joker', [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]],
  ] as const)('%s', (_name, variant, top, expected) => {
    expect(legal(dealWithTop(variant, top))).toEqual(expected);
  });

  it('unlimited: later takes are 1 to previous + 1', () => {
    const state = dealWithTop('unlimited', 'Joker');
    const after5 = play(state, [['nondealer', { type: 'take', count: 5 }]]);
    expect(legal(after5)).toEqual([1, 2, 3, 4, 5, 6]);
    const after1 = play(after5, [['dealer', { type: 'take', count: 1 }]]);
    expect(legal(after1)).toEqual([1, 2]);
    expect(dealView(after5).taken.nondealer[0]).toBe('Joker');
  });

  it('never more than remain, and the reason says so', () => {
    const state = play(dealWithTop('classic', 'A♠'), [
      ...Array.from({ length: 11 }, (_, i): [Seat, AbstracMove] => [
        i % 2 === 0 ? 'nondealer' : 'dealer',
        { type: 'take', count: 2 },
      ]),
    ]);
    expect(dealView(state).row).toHaveLength(2);
    expect(legal(state)).toEqual([1, 2]);
    const result = applyMove(state, 'dealer', { type: 'take', count: 3 });
    expect(result).toMatchObject({
      ok: false,
      code: 'abstrac/too-many',
      reason: "You can't take 3: only 2 cards remain.",
    });
    const unlimited = play(dealWithTop('unlimited', 'Joker'), [
      ['nondealer', { type: 'take', count: 12 }],
      ['dealer', { type: 'take', count: 11 }],
    ]);
    expect(legal(unlimited)).toEqual([1, 2]);
  });

  it.each([
    ['suits', 'A♠', 2, "You can't take 2: the top card is A♠, so you may take at most 1."],
    ['classic', 'A♠', 4, "You can't take 4: you may take 1, 2 or 3 cards."],
    ['unlimited', 'Joker', 13, "You can't take 13: the first take is 1 to 12 cards."],
  ] as const)('%s rejects too many with a reason', (variant, top, count, reason) => {
    const state = dealWithTop(variant, top);
    // The values the bot's catalog says the limit with, in the player's language.
    expect(applyMove(state, 'nondealer', { type: 'take', count })).toMatchObject({
      ok: false,
      code: 'abstrac/too-many',
      reason,
      vars: { count, kind: { suits: 'top', classic: 'classic', unlimited: 'first' }[variant] },
    });
  });

  it('rejects turns out of order, non-positive counts and moves after the end', () => {
    const state = dealWithTop('classic', 'A♠', 'dealer');
    expect(applyMove(state, 'nondealer', { type: 'take', count: 1 })).toMatchObject({ code: 'abstrac/not-your-turn' });
    expect(applyMove(state, 'dealer', { type: 'take', count: 0 })).toMatchObject({ code: 'abstrac/bad-count' });
    expect(applyMove(state, 'dealer', { type: 'take', count: 1.5 })).toMatchObject({ code: 'abstrac/bad-count' });
    const fresh = newDeal('classic', 1);
    expect(applyMove(fresh, 'dealer', { type: 'choose', first: 'dealer' })).toMatchObject({
      code: 'abstrac/not-your-choice',
    });
    expect(applyMove(fresh, 'nondealer', { type: 'take', count: 1 })).toMatchObject({ code: 'abstrac/choose-first' });
    const done = play(
      dealWithTop('classic', 'A♠'),
      Array.from({ length: 8 }, (_, i): [Seat, AbstracMove] => [
        i % 2 ? 'dealer' : 'nondealer',
        { type: 'take', count: 3 },
      ]),
    );
    expect(dealView(done).phase).toBe('finished');
    expect(applyMove(done, 'nondealer', { type: 'take', count: 1 })).toMatchObject({ code: 'abstrac/deal-finished' });
  });
});

describe('dealing', () => {
  it.each([
    ['classic', 24],
    ['suits', 24],
    ['unlimited', 25],
    ['fullpack', 52],
  ] as const)('%s deals %i cards, a permutation of its pack, the same for the same seed', (variant, size) => {
    const deal = newDeal(variant, 12345);
    expect(deal.layout).toHaveLength(size);
    expect([...deal.layout].sort()).toEqual([...packFor(variant)].sort());
    expect(newDeal(variant, 12345)).toEqual(deal);
    expect(newDeal(variant, 12346).layout).not.toEqual(deal.layout);
    if (variant === 'unlimited') expect(deal.layout[0]).toBe('Joker');
  });
});

describe('fullpack halves', () => {
  it('the nondealer chooses again for the second half, and the halves add up', () => {
    let state = newDeal('fullpack', 7);
    state = play(state, [['nondealer', { type: 'choose', first: 'dealer' }]]);
    let seat: Seat = 'dealer';
    while (dealView(state).phase === 'take') {
      const view = dealView(state);
      state = play(state, [[seat, { type: 'take', count: view.legalTakes.at(-1) as number }]]);
      seat = seat === 'dealer' ? 'nondealer' : 'dealer';
    }
    const between = dealView(state);
    expect([between.phase, between.half, between.toMove]).toEqual(['choose', 1, 'nondealer']);
    expect(between.row).toEqual(state.layout.slice(26));
    expect(legalMoves(state, 'dealer')).toEqual([]);
    state = play(state, [['nondealer', { type: 'choose', first: 'nondealer' }]]);
    expect(dealView(state).toMove).toBe('nondealer');
    seat = 'nondealer';
    while (dealView(state).phase === 'take') {
      state = play(state, [[seat, { type: 'take', count: 1 }]]);
      seat = seat === 'dealer' ? 'nondealer' : 'dealer';
    }
    const end = dealView(state);
    const halves = end.fullpack?.halves ?? [];
    expect(halves).toHaveLength(2);
    for (const s of ['nondealer', 'dealer'] as const) {
      expect(end.totals[s]).toBe((halves[0]?.seats[s].score ?? 0) + (halves[1]?.seats[s].score ?? 0));
    }
    expect(end.taken.nondealer).toHaveLength(13);
    expect(end.score).toBeNull();
  });
});
