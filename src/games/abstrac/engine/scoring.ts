/**
 * Abstrac scoring (docs/rules.md, Abstrac 4–6 and fullpack), with a full breakdown for
 * images, summaries and the CLI. Pure functions of the cards taken.
 */
import {
  type Card,
  isJoker,
  RANKS,
  type Rank,
  rankNumber,
  rankOf,
  SUITS,
  type Suit,
  type SuitedCard,
  suitOf,
} from '../../../cards/card.ts';
import type {
  Combination,
  DealScore,
  FullpackHalfScore,
  FullpackHandScore,
  HandScore,
  Seat,
  SeatScore,
} from './types.ts';

/** Points for a set of 3 or 4 of a kind, and for a maximal suit sequence of 3 to 6 cards. */
export const SET_POINTS: Readonly<Record<number, number>> = { 3: 2, 4: 8 };
export const SEQUENCE_POINTS: Readonly<Record<number, number>> = { 3: 3, 4: 4, 5: 6, 6: 12 };

/** Rank order with the Ace high: 2 → 2 … K → 13, A → 14. */
export function aceHighValue(rank: Rank): number {
  return rank === 'A' ? 14 : rankNumber(rank);
}

const SUIT_ORDER: Readonly<Record<Suit, number>> = { '♠': 0, '♥': 1, '♦': 2, '♣': 3 };

/** Suit (♠ ♥ ♦ ♣), then rank high to low; the Joker last. The order players lay their cards out in. */
export function compareForDisplay(a: Card, b: Card): number {
  if (isJoker(a) || isJoker(b)) return Number(isJoker(a)) - Number(isJoker(b));
  return SUIT_ORDER[suitOf(a)] - SUIT_ORDER[suitOf(b)] || aceHighValue(rankOf(b)) - aceHighValue(rankOf(a));
}

export function arrangeCards(cards: readonly Card[]): Card[] {
  return cards.slice().sort(compareForDisplay);
}

function suitedOnly(cards: readonly Card[]): SuitedCard[] {
  return cards.filter((card): card is SuitedCard => !isJoker(card));
}

/** Sets of three or four of a kind, and maximal runs of three or more in one suit (Ace high only, no wrap). */
export function findCombinations(cards: readonly Card[]): Combination[] {
  const suited = arrangeCards(suitedOnly(cards)) as SuitedCard[];
  const combinations: Combination[] = [];
  for (const rank of [...RANKS].sort((a, b) => aceHighValue(b) - aceHighValue(a))) {
    const set = suited.filter((card) => rankOf(card) === rank);
    const points = SET_POINTS[set.length];
    if (points !== undefined) combinations.push({ kind: 'set', cards: set, points });
  }
  for (const suit of SUITS) {
    // Already high to low: split into maximal runs of consecutive values.
    const inSuit = suited.filter((card) => suitOf(card) === suit);
    let run: SuitedCard[] = [];
    const flush = () => {
      if (run.length >= 3) {
        const points = SEQUENCE_POINTS[run.length] ?? SEQUENCE_POINTS[6] ?? 0;
        combinations.push({ kind: 'sequence', cards: run, points });
      }
      run = [];
    };
    for (const card of inSuit) {
      const prev = run.at(-1);
      if (prev !== undefined && aceHighValue(rankOf(prev)) - 1 !== aceHighValue(rankOf(card))) flush();
      run.push(card);
    }
    flush();
  }
  return combinations;
}

export function scoreHand(cards: readonly Card[]): HandScore {
  const combinations = findCombinations(cards);
  return {
    cards: arrangeCards(cards),
    combinations,
    combinationPoints: combinations.reduce((sum, c) => sum + c.points, 0),
    cardsTaken: cards.length,
  };
}

/**
 * The deal score of both players (docs/rules.md 5–6): points × cards the opponent took;
 * misère when exactly one player made nothing: that player scores the other's
 * points × the cards the zero player took, the other scores 0; both at 0 score 0.
 */
export function scoreDeal(taken: Readonly<Record<Seat, readonly Card[]>>): DealScore {
  const nd = scoreHand(taken.nondealer);
  const d = scoreHand(taken.dealer);
  const seat = (hand: HandScore, multiplier: number, score: number): SeatScore => ({ ...hand, multiplier, score });
  const ndZero = nd.combinationPoints === 0;
  const dZero = d.combinationPoints === 0;
  if (ndZero && dZero) {
    return { seats: { nondealer: seat(nd, d.cardsTaken, 0), dealer: seat(d, nd.cardsTaken, 0) }, misere: 'both' };
  }
  if (ndZero || dZero) {
    const zero: Seat = ndZero ? 'nondealer' : 'dealer';
    const [zeroHand, otherHand] = ndZero ? [nd, d] : [d, nd];
    // The zero player scores the other's points, multiplied by the cards the zero player took.
    const zeroScore = seat(zeroHand, zeroHand.cardsTaken, otherHand.combinationPoints * zeroHand.cardsTaken);
    const otherScore = seat(otherHand, zeroHand.cardsTaken, 0);
    const seats = ndZero ? { nondealer: zeroScore, dealer: otherScore } : { nondealer: otherScore, dealer: zeroScore };
    return { seats, misere: zero };
  }
  return {
    seats: {
      nondealer: seat(nd, d.cardsTaken, nd.combinationPoints * d.cardsTaken),
      dealer: seat(d, nd.cardsTaken, d.combinationPoints * nd.cardsTaken),
    },
    misere: null,
  };
}

/** Fullpack: cards in the longest suit × longest run of ranks (any suits, Ace high or low, no wrap) × largest set. */
export function scoreFullpackHand(cards: readonly Card[]): FullpackHandScore {
  const suited = arrangeCards(suitedOnly(cards)) as SuitedCard[];
  let longestSuit: FullpackHandScore['longestSuit'] = { suit: null, count: 0, cards: [] };
  for (const suit of SUITS) {
    const inSuit = suited.filter((card) => suitOf(card) === suit);
    if (inSuit.length > longestSuit.count) longestSuit = { suit, count: inSuit.length, cards: inSuit };
  }
  let largestSet: FullpackHandScore['largestSet'] = { rank: null, count: 0, cards: [] };
  // Ace high first so that, on equal counts, the higher rank is shown.
  for (const rank of [...RANKS].sort((a, b) => aceHighValue(b) - aceHighValue(a))) {
    const set = suited.filter((card) => rankOf(card) === rank);
    if (set.length > largestSet.count) largestSet = { rank, count: set.length, cards: set };
  }
  // Runs over A(1) 2 … K(13) A(14): the Ace may sit at either end, never in the middle of a wrap.
  const byValue = new Map<number, SuitedCard>();
  for (const card of suited) {
    const rank = rankOf(card);
    const values = rank === 'A' ? [1, 14] : [rankNumber(rank)];
    for (const value of values) if (!byValue.has(value)) byValue.set(value, card);
  }
  let best: SuitedCard[] = [];
  let run: SuitedCard[] = [];
  for (let value = 1; value <= 14; value++) {
    const card = byValue.get(value);
    if (card === undefined) run = [];
    else {
      run = [...run, card];
      if (run.length > best.length) best = run;
    }
  }
  // Holding all thirteen ranks gives A…K…A over 14 values; one card per rank, so 13 at most (2…A).
  if (best.length > RANKS.length) best = best.slice(1);
  return {
    cards: arrangeCards(cards),
    cardsTaken: cards.length,
    longestSuit,
    longestRun: { length: best.length, cards: best },
    largestSet,
    score: longestSuit.count * best.length * largestSet.count,
  };
}

export function scoreFullpackHalf(taken: Readonly<Record<Seat, readonly Card[]>>): FullpackHalfScore {
  return { seats: { nondealer: scoreFullpackHand(taken.nondealer), dealer: scoreFullpackHand(taken.dealer) } };
}
