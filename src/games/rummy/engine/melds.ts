/**
 * Rummy melds and pip values (docs/rules.md, Rummy 3-4): 3 or 4 of a kind, or 3+
 * consecutive cards of one suit with the Ace low only (A-2-3, never Q-K-A).
 */
import { RANKS, rankNumber, rankOf, SUITS, type SuitedCard, suitOf } from '../../../cards/card.ts';

const rank = (card: SuitedCard): number => rankNumber(rankOf(card));
const suitIndex = (card: SuitedCard): number => SUITS.indexOf(suitOf(card));

/** Face cards 10, Ace 1, others their number. */
export function pipValue(card: SuitedCard): number {
  return Math.min(rank(card), 10);
}

export function pipTotal(cards: readonly SuitedCard[]): number {
  return cards.reduce((sum, card) => sum + pipValue(card), 0);
}

/** Melds are kept sorted: a sequence by rank (Ace first), a set by suit (♠ ♥ ♦ ♣). */
export function sortMeld(cards: readonly SuitedCard[]): SuitedCard[] {
  return cards.slice().sort((a, b) => rank(a) - rank(b) || suitIndex(a) - suitIndex(b));
}

/** Why `cards` is not a meld, or null when it is one. */
export function meldProblem(cards: readonly SuitedCard[]): string | null {
  const shown = cards.join(' ');
  if (cards.length < 3) return `a meld needs at least 3 cards, not ${cards.length}`;
  if (new Set(cards).size !== cards.length) return `${shown} names a card twice`;
  if (cards.every((card) => rankOf(card) === rankOf(cards[0] as SuitedCard))) {
    return cards.length <= 4 ? null : `${shown} is more than 4 of a kind`;
  }
  if (!cards.every((card) => suitOf(card) === suitOf(cards[0] as SuitedCard))) {
    return `${shown} is neither cards of one rank nor a sequence in one suit`;
  }
  const sorted = sortMeld(cards);
  for (let i = 1; i < sorted.length; i++) {
    if (rank(sorted[i] as SuitedCard) !== rank(sorted[i - 1] as SuitedCard) + 1) {
      return `${shown} is not a sequence: the ranks must follow each other, Ace low only`;
    }
  }
  return null;
}

export function isMeld(cards: readonly SuitedCard[]): boolean {
  return meldProblem(cards) === null;
}

/** Whether `card` lays off on `meld`: the fourth of a kind, or the next card at either end of a sequence. */
export function fitsMeld(meld: readonly SuitedCard[], card: SuitedCard): boolean {
  const first = meld[0];
  const last = meld.at(-1);
  if (first === undefined || last === undefined || meld.includes(card)) return false;
  if (rankOf(first) === rankOf(last)) return meld.length < 4 && rankOf(card) === rankOf(first);
  if (suitOf(card) !== suitOf(first)) return false;
  return rank(card) === rank(first) - 1 || rank(card) === rank(last) + 1;
}

/**
 * Every meld that can be made from `hand`: each 3- and 4-card group of one rank,
 * and each run of 3 or more within consecutive cards of one suit. Melds come
 * sorted; the list is in rank order for sets, then suit and start for sequences.
 */
export function findMelds(hand: readonly SuitedCard[]): SuitedCard[][] {
  const melds: SuitedCard[][] = [];
  for (const r of RANKS) {
    const group = sortMeld(hand.filter((card) => rankOf(card) === r));
    if (group.length >= 3) {
      if (group.length === 4) melds.push(group);
      for (let skip = 0; skip < group.length; skip++) {
        if (group.length === 3 && skip > 0) break;
        melds.push(group.length === 3 ? group : group.filter((_, i) => i !== skip));
      }
    }
  }
  for (const s of SUITS) {
    const suited = sortMeld(hand.filter((card) => suitOf(card) === s));
    for (let start = 0; start < suited.length; start++) {
      for (let end = start + 1; end < suited.length; end++) {
        if (rank(suited[end] as SuitedCard) !== rank(suited[end - 1] as SuitedCard) + 1) break;
        if (end - start >= 2) melds.push(suited.slice(start, end + 1));
      }
    }
  }
  return melds;
}
