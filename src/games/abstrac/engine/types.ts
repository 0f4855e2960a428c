/**
 * Abstrac types. A deal's state is only what cannot be derived: the variant, the
 * layout as dealt, the nondealer's choices of who starts and the takes so far.
 * Everything else (whose turn, the row left, taken cards, scores) is derived by
 * `dealView`, so state can never disagree with itself and replays exactly.
 */
import type { Card, Rank, Suit, SuitedCard } from '../../../cards/card.ts';

export const VARIANTS = ['classic', 'suits', 'unlimited', 'fullpack'] as const;
export type Variant = (typeof VARIANTS)[number];

/** Each variant's name as players read it (the slash command's choices, the board's title). */
export const VARIANT_LABELS: Readonly<Record<Variant, string>> = {
  classic: 'Classic',
  suits: 'Suits',
  unlimited: 'Unlimited',
  fullpack: 'Full pack',
};

export const SEATS = ['nondealer', 'dealer'] as const;
export type Seat = (typeof SEATS)[number];

export type AbstracMove =
  /** The nondealer's choice of who plays first in the current half. */
  | { type: 'choose'; first: Seat }
  /** Take `count` consecutive cards from the top of the row. */
  | { type: 'take'; count: number };

export interface DealState {
  variant: Variant;
  /** The layout as dealt, top card (the one taken first) first. Unlimited: 25 with
   * the Joker on top. Fullpack: 52, the first 26 being the first half. */
  layout: Card[];
  /** Who plays first in each half, as chosen by the nondealer; one entry per half begun. */
  first: Seat[];
  /** The takes of each half begun, in order. */
  takes: number[][];
}

export interface Combination {
  kind: 'set' | 'sequence';
  /** Sets in suit order ♠ ♥ ♦ ♣; sequences from the highest card down. */
  cards: SuitedCard[];
  points: number;
}

/** The classic combination count of one player's taken cards. */
export interface HandScore {
  /** Taken cards arranged by suit (♠ ♥ ♦ ♣) and rank (high to low), the Joker last. */
  cards: Card[];
  combinations: Combination[];
  combinationPoints: number;
  cardsTaken: number;
}

export interface SeatScore extends HandScore {
  /** Cards taken by the opponent: what the points are multiplied by (absent misère). */
  multiplier: number;
  score: number;
}

export interface DealScore {
  seats: Record<Seat, SeatScore>;
  /** The player who made no combination and so takes the other's score (docs/rules.md 6),
   * `'both'` when neither made one, null when misère does not apply. */
  misere: Seat | 'both' | null;
}

/** The fullpack half score: longest suit × longest run × largest set (docs/rules.md). */
export interface FullpackHandScore {
  cards: Card[];
  cardsTaken: number;
  longestSuit: { suit: Suit | null; count: number; cards: SuitedCard[] };
  /** Consecutive ranks regardless of suit, Ace high or low, no wrap; one card per rank, low to high. */
  longestRun: { length: number; cards: SuitedCard[] };
  /** Most cards of one rank (1 when there is no pair, 0 with no cards). */
  largestSet: { rank: Rank | null; count: number; cards: SuitedCard[] };
  score: number;
}

export interface FullpackHalfScore {
  seats: Record<Seat, FullpackHandScore>;
}

export type DealPhase = 'choose' | 'take' | 'finished';

/** Everything a renderer, a bot or a CLI needs about a deal, derived from `DealState`. */
export interface DealView {
  variant: Variant;
  phase: DealPhase;
  /** 0, or 1 in the second half of fullpack. */
  half: number;
  halves: number;
  /** The player to act: the chooser (always the nondealer) in `choose`, the taker in `take`, null when finished. */
  toMove: Seat | null;
  /** Who played first in the current half (null until chosen). */
  first: Seat | null;
  /** The cards still in the row of the current half, top card first. */
  row: Card[];
  /** The take counts allowed now (empty unless phase is `take`). */
  legalTakes: number[];
  /** The previous take in this half, if any (it bounds the next one in `unlimited`). */
  lastTake: number | null;
  /** Cards each player has taken in the current half, in the order taken. */
  taken: Record<Seat, Card[]>;
  /** Classic scoring of the current half's hands (for `fullpack`: null, see `fullpack`). */
  score: DealScore | null;
  /** Fullpack only: the score of each half played or in play, and the running deal totals. */
  fullpack: { halves: FullpackHalfScore[]; totals: Record<Seat, number> } | null;
  /** The deal score of each seat so far (final when finished). */
  totals: Record<Seat, number>;
}

export type AbstracEvent =
  | { type: 'chose'; seat: Seat; first: Seat; half: number }
  | { type: 'took'; seat: Seat; cards: Card[]; half: number }
  | { type: 'half-ended'; half: number }
  | { type: 'deal-ended'; totals: Record<Seat, number> };

export function otherSeat(seat: Seat): Seat {
  return seat === 'dealer' ? 'nondealer' : 'dealer';
}
