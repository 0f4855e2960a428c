/**
 * The Threedom grid: its 8 lines, the set test and card values (docs/rules.md,
 * Threedom 3 and 7). Pure functions of cards.
 */
import { rankNumber, rankOf, type SuitedCard, suitOf } from '../../../cards/card.ts';

/** The 8 lines, each as three pile indexes in order along the line. */
export const LINES: readonly (readonly [number, number, number])[] = [
  [0, 1, 2],
  [3, 4, 5],
  [6, 7, 8],
  [0, 3, 6],
  [1, 4, 7],
  [2, 5, 8],
  [0, 4, 8],
  [2, 4, 6],
];

export const LINE_NAMES: readonly string[] = [
  'top row',
  'middle row',
  'bottom row',
  'left column',
  'middle column',
  'right column',
  'diagonal from the top left',
  'diagonal from the top right',
];

export const PILE_NAMES: readonly string[] = [
  'top left',
  'top middle',
  'top right',
  'middle left',
  'centre',
  'middle right',
  'bottom left',
  'bottom middle',
  'bottom right',
];

/** "pile 4 (centre)": the record's index and where it sits, for reasons and narration. */
export function pileLabel(pile: number): string {
  return `pile ${pile} (${PILE_NAMES[pile] ?? 'no such pile'})`;
}

/**
 * Three cards in line order form a set when they share a rank, or are one suit
 * and step by one rank the same way along the line. The Ace is low (A-2-3) or
 * high (Q-K-A) but never both, so K-A-2 does not wrap.
 */
export function isSet(a: SuitedCard, b: SuitedCard, c: SuitedCard): boolean {
  if (rankOf(a) === rankOf(b) && rankOf(b) === rankOf(c)) return true;
  if (suitOf(a) !== suitOf(b) || suitOf(b) !== suitOf(c)) return false;
  for (const aceHigh of [false, true]) {
    const [x, y, z] = [a, b, c].map((card) => {
      const n = rankNumber(rankOf(card));
      return aceHigh && n === 1 ? 14 : n;
    }) as [number, number, number];
    const step = y - x;
    if ((step === 1 || step === -1) && z - y === step) return true;
  }
  return false;
}

/** Collected cards score 2–9 → 5, 10 J Q K → 10, Ace → 15. */
export function cardPoints(card: SuitedCard): number {
  const n = rankNumber(rankOf(card));
  if (n === 1) return 15;
  return n >= 10 ? 10 : 5;
}

export function pointsOf(cards: readonly SuitedCard[]): number {
  return cards.reduce((sum, card) => sum + cardPoints(card), 0);
}

/** The top card of each pile, null for an empty pile. */
export function topsOf(piles: readonly (readonly SuitedCard[])[]): (SuitedCard | null)[] {
  return piles.map((pile) => pile.at(-1) ?? null);
}
