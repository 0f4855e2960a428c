import { describe, expect, it } from 'vitest';
import { standardPack } from '../../src/cards/card.ts';
import {
  applyHandMove,
  dealHand,
  findMelds,
  fitsMeld,
  handLegalMoves,
  handSize,
  isMeld,
  pipValue,
} from '../../src/games/rummy/engine/index.ts';
import type { HandEvent, HandState, RummyMove } from '../../src/games/rummy/engine/types.ts';
import { card, cards, discard, draw, hand, layoff, meld } from '../fixtures/rummy/build.ts';

/** Plays moves, each by the seat to move, failing the test on any rejection. */
function play(state: HandState, ...moves: RummyMove[]) {
  let current = state;
  const events: HandEvent[] = [];
  for (const move of moves) {
    const result = applyHandMove(current, current.toMove, move);
    if (!result.ok) throw new Error(`${JSON.stringify(move)}: ${result.reason}`);
    current = result.state;
    events.push(...result.events);
  }
  return { state: current, events };
}

function rejects(state: HandState, seat: number, move: RummyMove, code: string, reason?: string) {
  const result = applyHandMove(state, seat, move);
  expect(result).toMatchObject({ ok: false, code });
  if (reason !== undefined && !result.ok) expect(result.reason).toBe(reason);
  expect(handLegalMoves(state, seat)).not.toContainEqual(move);
}

describe('melds', () => {
  it.each([
    ['7S 7H 7D', true],
    ['7S 7H 7D 7C', true],
    ['7S 7H', false],
    ['AS 2S 3S', true],
    ['3D AD 2D', true],
    ['5H 6H 7H 8H 9H 10H JH QH KH', true],
    ['QS KS AS', false],
    ['KS AS 2S', false],
    ['5H 6H 8H', false],
    ['5H 6S 7H', false],
    ['7S 7H 8H', false],
    ['7S 7S 7H', false],
  ])('%s is a meld: %s', (text, expected) => {
    expect(isMeld(cards(text))).toBe(expected);
  });

  it.each([
    ['5H 6H 7H', '4H', true],
    ['5H 6H 7H', '8H', true],
    ['5H 6H 7H', '9H', false],
    ['5H 6H 7H', '4S', false],
    ['2H 3H 4H', 'AH', true],
    ['AH 2H 3H', 'KH', false],
    ['JH QH KH', 'AH', false],
    ['7S 7H 7D', '7C', true],
    ['7S 7H 7D', '8S', false],
    ['7S 7H 7D 7C', '7C', false],
  ])('%s takes %s: %s', (on, extra, expected) => {
    expect(fitsMeld(cards(on), card(extra))).toBe(expected);
  });

  it.each([
    ['AS', 1],
    ['2H', 2],
    ['10D', 10],
    ['JC', 10],
    ['QS', 10],
    ['KH', 10],
  ])('%s is worth %i pips', (c, pips) => {
    expect(pipValue(card(c))).toBe(pips);
  });

  it('finds every meld a hand can make', () => {
    expect(findMelds(cards('7S 7H 7D 7C 8S 9S KD'))).toEqual(
      ['7S 7H 7D 7C', '7H 7D 7C', '7S 7D 7C', '7S 7H 7C', '7S 7H 7D', '7S 8S 9S'].map(cards),
    );
    expect(findMelds(cards('AS 2S 3S 4S'))).toHaveLength(3);
  });
});

describe('the deal', () => {
  it.each([
    [2, 10],
    [3, 7],
    [4, 7],
    [5, 6],
    [6, 6],
  ])('%i players get %i cards each', (players, size) => {
    const dealt = dealHand(standardPack(), players, 0);
    expect(handSize(players)).toBe(size);
    expect(dealt.hands.map((h) => h.length)).toEqual(Array(players).fill(size));
    expect(dealt.discard).toEqual([standardPack()[players * size]]);
    expect(dealt.stock).toEqual(standardPack().slice(players * size + 1));
  });

  it('deals one at a time from the seat after the dealer, who also moves first', () => {
    const dealt = dealHand(standardPack(), 3, 0);
    expect(dealt.hands[1]?.slice(0, 3)).toEqual(cards('AS 4S 7S'));
    expect(dealt.hands[2]?.slice(0, 3)).toEqual(cards('2S 5S 8S'));
    expect(dealt.hands[0]?.slice(0, 3)).toEqual(cards('3S 6S 9S'));
    expect(dealt).toMatchObject({ toMove: 1, phase: 'draw', stockTurns: 0 });
    expect(dealHand(standardPack(), 4, 3).toMove).toBe(0);
  });
});

describe('a turn', () => {
  const start = hand({
    hands: ['7S 8S 9S 6H 2C KD 6S', '3H 4H 5H 6D 6C QS JC'],
    stock: 'AC 2D 3D',
    discard: '10C 10S',
  });

  it('draws from the stock or takes the top discard', () => {
    const fromStock = play(start, draw('stock')).state;
    expect(fromStock.hands[0]?.at(-1)).toBe('A♣');
    expect(fromStock).toMatchObject({ phase: 'play', takenFromDiscard: null, stock: cards('2D 3D') });
    const fromDiscard = play(start, draw('discard')).state;
    expect(fromDiscard.hands[0]?.at(-1)).toBe('10♠');
    expect(fromDiscard).toMatchObject({ takenFromDiscard: '10♠', discard: cards('10C') });
  });

  it('lays down melds, lays off at both ends and the fourth of a kind, keeping melds sorted', () => {
    const { state, events } = play(
      start,
      draw('stock'),
      meld('9S 7S 8S'),
      discard('2C'),
      draw('stock'),
      meld('5H 3H 4H'),
      discard('QS'),
      draw('stock'),
      layoff('6H', 1),
      layoff('6S', 0),
    );
    expect(state.melds).toEqual([cards('6S 7S 8S 9S'), cards('3H 4H 5H 6H')]);
    const more = play(
      hand({ hands: ['2H 6H 7C KS', 'AD'], melds: ['3H 4H 5H', '7S 7H 7D'], phase: 'play' }),
      layoff('2H', 0),
      layoff('6H', 0),
      layoff('7C', 1),
    ).state;
    expect(more.melds).toEqual([cards('2H 3H 4H 5H 6H'), cards('7S 7H 7D 7C')]);
    expect(events).toContainEqual({ type: 'melded', seat: 1, meld: 1, cards: cards('3H 4H 5H') });
  });

  it.each([
    ['a move out of turn', 1, draw('stock'), 'rummy/not-your-turn', 'It is not your turn.'],
    ['a meld before drawing', 0, meld('7S 8S 9S'), 'rummy/draw-first', undefined],
    ['a discard before drawing', 0, discard('2C'), 'rummy/draw-first', undefined],
  ])('rejects %s', (_, seat, move, code, reason) => {
    rejects(start, seat, move, code, reason);
  });

  it.each([
    ['a card not in hand', discard('QS'), 'rummy/not-in-hand'],
    ['drawing twice', draw('stock'), 'rummy/already-drawn'],
    ['taking a discard after drawing', draw('discard'), 'rummy/already-drawn'],
    ['an illegal meld', meld('7S 8S 2C'), 'rummy/not-a-meld'],
    ['a sequence with a gap', meld('6S 7S 9S'), 'rummy/not-a-meld'],
    ['a meld of two', meld('7S 8S'), 'rummy/not-a-meld'],
    ['a meld naming a card twice', meld('7S 7S 8S'), 'rummy/not-a-meld'],
    ['a meld with a card not in hand', meld('7S 8S 9S 10S'), 'rummy/not-in-hand'],
    ['a lay-off on no meld', layoff('2C', 0), 'rummy/no-such-meld'],
  ])('rejects %s', (_, move, code) => {
    rejects(play(start, draw('stock')).state, 0, move, code);
  });

  it('needs a discard to end the turn: nobody else may move, and the mover may not draw again', () => {
    const melded = play(start, draw('stock'), meld('7S 8S 9S')).state;
    rejects(melded, 1, draw('stock'), 'rummy/not-your-turn');
    rejects(melded, 0, draw('stock'), 'rummy/already-drawn');
    rejects(melded, 0, layoff('2D', 0), 'rummy/not-in-hand');
    rejects(melded, 0, layoff('KD', 0), 'rummy/does-not-fit', 'K♦ does not fit meld 0 (7♠ 8♠ 9♠).');
    expect(play(melded, discard('KD')).state).toMatchObject({ toMove: 1, phase: 'draw', hasLaid: [true, false] });
  });

  it("won't discard the card just taken from the discard pile, nor keep only it", () => {
    const took = play(start, draw('discard')).state;
    rejects(
      took,
      0,
      discard('10S'),
      'rummy/discard-taken-card',
      "You can't discard the 10♠ just taken from the discard pile.",
    );
    const short = play(
      hand({ hands: ['7S 7H 7D', 'KD KC'], melds: ['8S 9S 10S'], discard: '7C' }),
      draw('discard'),
    ).state;
    rejects(short, 0, meld('7S 7H 7D'), 'rummy/keeps-taken-card');
    expect(play(short, meld('7S 7H 7D 7C')).state).toMatchObject({ finished: true, winner: 0 });
    const layoffs = play(hand({ hands: ['7S', 'KD KC'], melds: ['8S 9S 10S'], discard: 'JS' }), draw('discard')).state;
    rejects(layoffs, 0, layoff('7S', 0), 'rummy/keeps-taken-card');
    expect(play(layoffs, layoff('JS', 0)).state.hands[0]).toEqual(cards('7S'));
  });
});

describe('going out and payments', () => {
  it('goes out by melding everything, without a discard; a first lay-down is a rummy paid double', () => {
    const start = hand({ hands: ['7S 7H 7D AC 2C', 'KD QD 5S', '9H AH'], stock: '3C', discard: '4D' });
    const { state, events } = play(start, draw('stock'), meld('AC 2C 3C'), meld('7S 7H 7D'));
    expect(state).toMatchObject({ finished: true, winner: 0, rummy: true, toMove: 1 });
    expect(state.payments).toEqual([2 * (25 + 10), -50, -20]);
    expect(events.slice(-2)).toEqual([
      { type: 'went-out', seat: 0, rummy: true },
      { type: 'hand-ended', reason: 'went-out', winner: 0, rummy: true, payments: [70, -50, -20] },
    ]);
    expect(handLegalMoves(state, 1)).toEqual([]);
    rejects(state, 1, draw('stock'), 'rummy/hand-over');
  });

  it('goes out with a final discard, or a last lay-off; having laid down before, it is not a rummy', () => {
    const base = { melds: ['8S 9S 10S'], discard: '4D', hasLaid: [true, false] };
    const out = play(
      hand({ ...base, hands: ['JS', 'KD QD 5S'], stock: '9D' }),
      draw('stock'),
      layoff('JS', 0),
      discard('9D'),
    ).state;
    expect(out).toMatchObject({ finished: true, winner: 0, rummy: false, payments: [25, -25] });
    expect(out.discard).toEqual(cards('4D 9D'));
    const byLayoff = play(
      hand({ ...base, hands: ['JS', 'KD QD 5S'], stock: '7S' }),
      draw('stock'),
      layoff('JS', 0),
      layoff('7S', 0),
    ).state;
    expect(byLayoff).toMatchObject({ finished: true, winner: 0, rummy: false, payments: [25, -25] });
    expect(byLayoff.melds).toEqual([cards('7S 8S 9S 10S JS')]);
  });

  it('counts laying off in the going-out turn as part of a rummy', () => {
    const start = hand({ hands: ['JS QS KS 7S', '5S 6S'], melds: ['8S 9S 10S'], stock: '2D', discard: '2C' });
    const { state } = play(start, draw('stock'), meld('JS QS KS'), layoff('7S', 0), discard('2D'));
    expect(state).toMatchObject({ finished: true, winner: 0, rummy: true, payments: [22, -22] });
  });
});

describe('the stock', () => {
  it('turns the discard pile over unshuffled when empty: its oldest card is drawn first', () => {
    const empty = hand({ hands: ['KD QD 5S', 'KC QC 5H'], discard: 'AS 2S 3S', stockRunOuts: 1 });
    const { state, events } = play(empty, draw('stock'));
    expect(state.hands[0]?.at(-1)).toBe('A♠');
    expect(state).toMatchObject({ stock: cards('2S 3S'), discard: [], stockTurns: 1, stockRunOuts: 1 });
    expect(events[0]).toEqual({ type: 'stock-turned', seat: 0, cards: 3, stockTurns: 1 });
  });

  it('lets the next player take the top discard instead, turning nothing over', () => {
    const empty = hand({ hands: ['KD QD 5S', 'KC QC 5H'], discard: 'AS 2S 3S', stockRunOuts: 1 });
    const { state } = play(empty, draw('discard'));
    expect(state).toMatchObject({ stock: [], discard: cards('AS 2S'), stockTurns: 0, takenFromDiscard: '3♠' });
  });

  it('counts a run-out when a draw takes the last card', () => {
    const last = hand({ hands: ['KD QD 5S', 'KC QC 5H'], stock: '4C', discard: 'AS' });
    const { state, events } = play(last, draw('stock'));
    expect(state.stockRunOuts).toBe(1);
    expect(events).toContainEqual({ type: 'stock-ran-out', seat: 0, times: 1 });
  });

  it('ends the hand with no winner at the end of the turn that runs it out a third time', () => {
    const third = hand({
      hands: ['KD QD 5S', 'KC QC 5H'],
      stock: '4C',
      discard: 'AS',
      stockRunOuts: 2,
      stockTurns: 2,
    });
    const drawn = play(third, draw('stock')).state;
    expect(drawn).toMatchObject({ finished: false, stockRunOuts: 3 });
    const { state, events } = play(drawn, discard('4C'));
    expect(state).toMatchObject({ finished: true, winner: null, rummy: false, payments: [0, 0], toMove: 1 });
    expect(events.at(-1)).toEqual({
      type: 'hand-ended',
      reason: 'stock-exhausted',
      winner: null,
      rummy: false,
      payments: [0, 0],
    });
  });

  it('lets the player who runs it out a third time still go out in that turn', () => {
    const third = hand({ hands: ['KD KH 5S', 'KC QC 5H'], stock: 'KS', discard: 'AS', stockRunOuts: 2 });
    const { state } = play(third, draw('stock'), meld('KD KH KS'), discard('5S'));
    expect(state).toMatchObject({ finished: true, winner: 0, rummy: true, payments: [50, -50] });
  });
});
