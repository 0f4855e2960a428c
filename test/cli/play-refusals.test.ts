/**
 * `cli play` refuses, with a reason a person can act on, every view that shows what its seat may not
 * see or that cannot be true, for every game: another seat's hand or a face-down pile, more cards
 * than the pack, a card in two places, a hand of the wrong size, a history the rules do not allow.
 * Each game's real view (the engine's own, or the deal itself for Abstrac) is accepted first, so each
 * refusal is the one change made to it.
 */
import { describe, expect, it } from 'vitest';
import { playLine } from '../../src/cli/play.ts';
import { newDeal } from '../../src/games/abstrac/engine/deal.ts';
import * as rummy from '../../src/games/rummy/engine/index.ts';
import * as threedom from '../../src/games/threedom/engine/index.ts';

const ask = (game: string, view: unknown) => playLine(JSON.stringify({ game, level: 'strong', seed: 1, view }));
const refusal = (game: string, view: unknown) => {
  const answer = ask(game, view);
  expect(answer).not.toHaveProperty('move');
  return String(answer.error);
};

describe('Abstrac views', () => {
  const deal = newDeal('classic', 3);
  const view = { seat: 'nondealer', toMove: 'nondealer', ...deal };
  // The dealer took 2 cards, the nondealer 3: the dealer is to move.
  const midway = { ...view, first: ['dealer'], takes: [[2, 3]], toMove: 'dealer', seat: 'dealer' };

  it('plays a real deal, at the choice and during the takes', () => {
    expect(ask('abstrac', view).move).toHaveProperty('first');
    expect(ask('abstrac', midway).move).toHaveProperty('take');
    const taken = { nondealer: deal.layout.slice(2, 5), dealer: deal.layout.slice(0, 2) };
    expect(ask('abstrac', { ...midway, taken }).move).toHaveProperty('take');
  });

  it('refuses more cards than the pack, a card twice, a card not in the pack', () => {
    expect(refusal('abstrac', { ...view, layout: [...deal.layout, '2♣'] })).toBe(
      'view.layout: 25 cards dealt, but the classic pack has 24',
    );
    expect(refusal('abstrac', { ...view, layout: [deal.layout[1], ...deal.layout.slice(1)] })).toBe(
      `view.layout: ${deal.layout[1]} is dealt twice`,
    );
    expect(refusal('abstrac', { ...view, layout: ['2♣', ...deal.layout.slice(1)] })).toBe(
      'view.layout: 2♣ is not in the classic pack',
    );
  });

  it('refuses a taken pile of the wrong size, a take the rules forbid, the wrong seat to move', () => {
    const taken = { nondealer: deal.layout.slice(2, 6), dealer: deal.layout.slice(0, 2) };
    expect(refusal('abstrac', { ...midway, taken })).toMatch(
      /^view.taken.nondealer: the takes give the nondealer 3 cards/,
    );
    expect(refusal('abstrac', { ...midway, takes: [[2, 4]] })).toMatch(/^view.takes\[0\]\[1\]: You can't take 4/);
    expect(refusal('abstrac', { ...midway, toMove: 'nondealer', seat: 'nondealer' })).toBe(
      'view.toMove: the deal says dealer is to move',
    );
    expect(refusal('abstrac', { ...midway, seat: 'nondealer' })).toMatch(/not seat nondealer's turn/);
  });
});

describe('Threedom views', () => {
  // A position with the round's memory filled in: a few turns into a game.
  let state = threedom.setup({}, 11);
  for (let n = 0; n < 9; n++) {
    const seat = threedom.toMove(state) as 0 | 1;
    const result = threedom.applyMove(state, seat, threedom.legalMoves(state, seat)[(n * 37) % 100] as never);
    if (!result.ok) throw new Error(result.reason);
    state = result.state;
  }
  const seat = threedom.toMove(state) as 0 | 1;
  const view = threedom.viewFor(state, seat);
  const pile = view.covered?.findIndex((under) => under.length > 0) ?? -1;

  it('plays a view with its memory, and one without it (an older referee)', () => {
    expect(view.opponentTaken?.length).toBeGreaterThan(0);
    expect(pile).toBeGreaterThanOrEqual(0);
    expect(ask('threedom', view)).toHaveProperty('move');
    const { covered, opponentTaken, claims, ...older } = view;
    expect(ask('threedom', older)).toHaveProperty('move');
  });

  it("refuses another seat's hand and the face-down draw pile", () => {
    const me = seat === state.starter ? 'p1' : 'p2';
    const them = me === 'p1' ? 'p2' : 'p1';
    expect(refusal('threedom', { ...view, opponentHand: state.current.hands[them] })).toMatch(/opponentHand/);
    expect(refusal('threedom', { ...view, drawPile: state.current.drawPile })).toMatch(/drawPile/);
  });

  it('refuses more cards than the pack and a card in two places', () => {
    expect(refusal('threedom', { ...view, drawPileSize: view.drawPileSize + 1 })).toMatch(
      /^view: the cards add up to 53, not 52/,
    );
    const covered = view.covered?.map((under, p) => (p === pile ? [...under, view.hand[0]] : under));
    expect(refusal('threedom', { ...view, covered })).toBe(`view: ${view.hand[0]} is shown twice`);
    const taken = view.opponentTaken ?? [];
    const doubled = [...taken, { card: view.tops[0], from: 0 }];
    expect(refusal('threedom', { ...view, opponentTaken: doubled })).toBe(`view: ${view.tops[0]} is shown twice`);
    const room = (view.pileSizes[pile] ?? 0) - 1;
    // Distinct cards nobody saw (the draw pile's), one more than the pile holds under its top.
    const tooDeep = view.covered?.map((under, p) => (p === pile ? state.current.drawPile.slice(0, room + 1) : under));
    expect(refusal('threedom', { ...view, covered: tooDeep })).toBe(
      `view.covered[${pile}]: pile ${pile} has ${room} card${room === 1 ? '' : 's'} under its top, but ${room + 1} are listed`,
    );
  });

  it('refuses hands of the wrong size and a memory that does not add up', () => {
    expect(refusal('threedom', { ...view, hand: view.hand.slice(0, 2) })).toMatch(/^view.hand: /);
    expect(refusal('threedom', { ...view, opponentHandSize: 4 })).toMatch(/^view.opponentHandSize: /);
    const four = [1, 2, 3, 4].map(() => ({ card: view.tops[0], from: 0 }));
    expect(refusal('threedom', { ...view, opponentTaken: four })).toMatch(
      /4 cards seen taken, but the opponent holds 3|twice/,
    );
    const claims = [{ seat: 0, lines: [0], cards: ['2♣', '3♣', '4♣'] }];
    expect(refusal('threedom', { ...view, claims })).toMatch(
      /^view.claims: seat 0's claims \(2♣ 3♣ 4♣\) are not the cards it collected/,
    );
  });
});

describe('Rummy views', () => {
  const state = rummy.setup({ players: 2 }, 5);
  const seat = rummy.toMove(state) as number;
  const view = rummy.viewFor(state, seat);
  const other = 1 - seat;

  it('plays the real view', () => {
    expect(ask('rummy', view)).toHaveProperty('move');
  });

  it("refuses another seat's hand and the face-down stock", () => {
    expect(refusal('rummy', { ...view, hands: [state.current.hands[0], state.current.hands[1]] })).toMatch(/hands/);
    expect(refusal('rummy', { ...view, stock: state.current.stock })).toMatch(/^view.stock: the stock is face down/);
    const known = view.known.map((cards, s) =>
      s === other ? [...(state.current.hands[other] ?? []), state.current.stock[0]] : cards,
    );
    expect(refusal('rummy', { ...view, known })).toMatch(/more cards than seat|shown twice/);
  });

  it('refuses more cards than the pack and a card in two places', () => {
    expect(refusal('rummy', { ...view, stockSize: view.stockSize + 1 })).toBe(
      'view: the cards add up to 53, not 52 (hands, melds, the discard pile and the stock)',
    );
    const discard = [...view.discard.slice(0, -1), view.hand[0]];
    expect(refusal('rummy', { ...view, discard, discardTop: view.hand[0] })).toBe(
      `view: ${view.hand[0]} is shown twice`,
    );
  });

  it('refuses hands of the wrong size', () => {
    const handSizes = view.handSizes.map((n, s) => (s === other ? n + 1 : n));
    expect(refusal('rummy', { ...view, handSizes, stockSize: view.stockSize - 1 })).toBe(
      `view.handSizes[${other}]: seat ${other} holds 11 cards, but a hand is dealt 10 and only the seat to move, after drawing, holds one more`,
    );
    expect(refusal('rummy', { ...view, hand: view.hand.slice(1) })).toMatch(
      /^view.handSizes\[\d\]: must be the seat's hand size/,
    );
  });
});
