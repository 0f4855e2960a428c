/**
 * Incremental classic scoring (classic, suits, unlimited) for the search:
 * combination points kept per player from rank counts and per-suit rank masks,
 * so a card costs a few table look-ups. The final value applies the opponent
 * multiplier and misère exactly as `scoreDeal` does (docs/rules.md Abstrac 4–6).
 */
import { type Card, isJoker, rankOf, suitOf } from '../../../cards/card.ts';
import { SEQUENCE_POINTS, SET_POINTS } from '../engine/scoring.ts';
import type { HalfScorer } from './search.ts';

/** The six ranks of the short pack, in sequence order (Ace high only): index = bit in a suit mask. */
const SHORT_RANKS = ['A', 'K', 'Q', 'J', '10', '9'] as const;
const SUIT_INDEX: Readonly<Record<string, number>> = {
  '♠': 0,
  '♥': 1,
  '♦': 2,
  '♣': 3,
};

/** Points of 0–4 cards of one rank. */
const SET_TABLE = Int32Array.from([0, 1, 2, 3, 4], (count) => SET_POINTS[count] ?? 0);

/** Points of the maximal runs in a 6-bit mask of one suit's ranks. */
const SEQUENCE_TABLE = Int32Array.from({ length: 64 }, (_, mask) => {
  let points = 0;
  let run = 0;
  for (let bit = 0; bit <= SHORT_RANKS.length; bit++) {
    if (bit < SHORT_RANKS.length && (mask >> bit) & 1) run++;
    else {
      if (run >= 3) points += SEQUENCE_POINTS[run] ?? 0;
      run = 0;
    }
  }
  return points;
});

/** The smallest positive combination score (a three of a kind). */
const MIN_POINTS = 2;

export class ClassicScorer implements HalfScorer {
  private readonly rank: Int8Array;
  private readonly suit: Int8Array;
  private readonly size: number;
  /** Per player: cards held, combination points, rank counts [player*6+rank], suit masks [player*4+suit]. */
  private readonly count = new Int32Array(2);
  private readonly points = new Int32Array(2);
  private readonly rankCount = new Int8Array(12);
  private readonly suitMask = new Int32Array(8);
  /** The same for "every card of the half the other player has not taken": the most a player can still reach. */
  private readonly reachPoints = new Int32Array(2);
  private readonly reachRankCount = new Int8Array(12);
  private readonly reachSuitMask = new Int32Array(8);

  constructor(cards: readonly Card[]) {
    this.size = cards.length;
    this.rank = new Int8Array(cards.length).fill(-1);
    this.suit = new Int8Array(cards.length).fill(-1);
    cards.forEach((card, i) => {
      if (isJoker(card)) return; // counts as a card taken, never part of a combination
      const rank = SHORT_RANKS.indexOf(rankOf(card) as (typeof SHORT_RANKS)[number]);
      if (rank < 0) throw new Error(`ClassicScorer: ${card} is not in the 24-card pack`);
      this.rank[i] = rank;
      this.suit[i] = SUIT_INDEX[suitOf(card)] ?? 0;
      for (const player of [0, 1]) {
        const r = player * 6 + rank;
        const s = player * 4 + (this.suit[i] as number);
        this.reachRankCount[r] = (this.reachRankCount[r] as number) + 1;
        this.reachSuitMask[s] = (this.reachSuitMask[s] as number) | (1 << rank);
      }
    });
    let all = 0;
    for (let rank = 0; rank < 6; rank++) all += SET_TABLE[this.reachRankCount[rank] ?? 0] ?? 0;
    for (let suit = 0; suit < 4; suit++) all += SEQUENCE_TABLE[this.reachSuitMask[suit] ?? 0] ?? 0;
    this.reachPoints.fill(all);
  }

  add(player: number, card: number): void {
    this.shift(player, card, 1);
  }

  remove(player: number, card: number): void {
    this.shift(player, card, -1);
  }

  /** `player` gains (+1) or gives back (-1) `card`; the other's reach loses or regains it. */
  private shift(player: number, card: number, direction: 1 | -1): void {
    this.count[player] = (this.count[player] as number) + direction;
    const rank = this.rank[card] as number;
    if (rank < 0) return;
    const bit = 1 << rank;
    const suit = this.suit[card] as number;
    const other = player ^ 1;
    const r = player * 6 + rank;
    const s = player * 4 + suit;
    const held = this.rankCount[r] as number;
    const mask = this.suitMask[s] as number;
    const newMask = direction > 0 ? mask | bit : mask & ~bit;
    this.points[player] =
      (this.points[player] as number) +
      (SET_TABLE[held + direction] as number) -
      (SET_TABLE[held] as number) +
      (SEQUENCE_TABLE[newMask] as number) -
      (SEQUENCE_TABLE[mask] as number);
    this.rankCount[r] = held + direction;
    this.suitMask[s] = newMask;
    const or = other * 6 + rank;
    const os = other * 4 + suit;
    const left = this.reachRankCount[or] as number;
    const reach = this.reachSuitMask[os] as number;
    const newReach = direction > 0 ? reach & ~bit : reach | bit;
    this.reachPoints[other] =
      (this.reachPoints[other] as number) +
      (SET_TABLE[left - direction] as number) -
      (SET_TABLE[left] as number) +
      (SEQUENCE_TABLE[newReach] as number) -
      (SEQUENCE_TABLE[reach] as number);
    this.reachRankCount[or] = left - direction;
    this.reachSuitMask[os] = newReach;
  }

  /** Combination points `player` holds now. */
  pointsOf(player: number): number {
    return this.points[player] as number;
  }

  final(player: number): number {
    const mine = this.points[player] as number;
    const theirs = this.points[player ^ 1] as number;
    const myCards = this.count[player] as number;
    const theirCards = this.count[player ^ 1] as number;
    if (mine === 0) return theirs * myCards; // misère (0 when both made nothing)
    if (theirs === 0) return 0 - mine * theirCards;
    return mine * theirCards - theirs * myCards;
  }

  /**
   * Each case of `final` bounded separately: points only grow (up to what is
   * still reachable), and the cards each side ends with lie between what it
   * holds and that plus the rest of the row.
   */
  /** The points of `player`'s reach without the top card of the row (the next card taken). */
  private reachWithoutTop(player: number): number {
    const top = (this.count[0] as number) + (this.count[1] as number);
    const rank = this.rank[top] as number;
    const reach = this.reachPoints[player] as number;
    if (top >= this.size || rank < 0) return reach;
    const bit = 1 << rank;
    const left = this.reachRankCount[player * 6 + rank] as number;
    const mask = this.reachSuitMask[player * 4 + (this.suit[top] as number)] as number;
    return (
      reach +
      (SET_TABLE[left - 1] as number) -
      (SET_TABLE[left] as number) +
      (SEQUENCE_TABLE[mask & ~bit] as number) -
      (SEQUENCE_TABLE[mask] as number)
    );
  }

  upper(player: number, moving: boolean): number {
    const other = player ^ 1;
    const mine = this.points[player] as number;
    const theirs = this.points[other] as number;
    const myCards = this.count[player] as number;
    const theirCards = this.count[other] as number;
    const left = this.size - myCards - theirCards;
    // The mover takes the top card now, so the other can no longer reach it.
    const myMax = moving ? (this.reachPoints[player] as number) : this.reachWithoutTop(player);
    const theirMax = moving ? this.reachWithoutTop(other) : (this.reachPoints[other] as number);
    // The cards `player` still takes: at least one if it moves now, at most all but one if the other does.
    const least = moving ? 1 : 0;
    const most = moving ? left : left - 1;
    const theirLeast = Math.max(theirs, MIN_POINTS);
    let bound = -Infinity;
    if (theirMax > 0) {
      // Both score: points grow only with cards taken, and each card taken adds to the other's multiplier.
      if (least === 0 && mine > 0) {
        bound = mine * (theirCards + left) - theirLeast * myCards;
      }
      const some = Math.max(1, least);
      if (some <= most && myMax > 0) {
        const v = myMax * (theirCards + left - some) - theirLeast * (myCards + some);
        if (v > bound) bound = v;
      }
      // Misère: `player` ends with no points and scores the other's times its own cards.
      if (mine === 0) {
        const misere = theirMax * (myCards + most);
        if (misere > bound) bound = misere;
      }
    }
    if (theirs === 0 && myMax > 0) {
      const misere = 0 - Math.max(mine, MIN_POINTS) * (theirCards + left - most);
      if (misere > bound) bound = misere;
    }
    if (mine === 0 && theirs === 0 && bound < 0) bound = 0;
    return bound;
  }
}
