/**
 * Incremental fullpack half scoring for the search: (cards in the longest
 * suit) × (longest run of ranks, Ace high or low) × (most cards of one rank),
 * as `scoreFullpackHand` (docs/rules.md fullpack). The value is the half score
 * difference. Every factor only grows as cards are added, so a player's score
 * lies between its hand's now and that of every card the other has not taken.
 */
import { type Card, isJoker, RANKS, type Rank, rankOf, suitOf } from '../../../cards/card.ts';
import type { HalfScorer } from './search.ts';

const SUIT_INDEX: Readonly<Record<string, number>> = {
  '♠': 0,
  '♥': 1,
  '♦': 2,
  '♣': 3,
};

/**
 * Longest run in a 13-bit mask of ranks (bit 0 = Ace … bit 12 = King), the Ace
 * also counting above the King; one card per rank, so 13 at most (all ranks: 2…A).
 */
const RUN_TABLE = Int8Array.from({ length: 1 << 13 }, (_, mask) => {
  let best = 0;
  let run = 0;
  for (let value = 1; value <= 14; value++) {
    const bit = value === 14 ? 0 : value - 1;
    run = (mask >> bit) & 1 ? run + 1 : 0;
    if (run > best) best = run;
  }
  return Math.min(best, 13);
});

/** One side's cards as counts: enough for every factor of the score. */
class Counts {
  readonly suits = new Int8Array(4);
  readonly ranks = new Int8Array(13);
  /** How many ranks have each count (0–4): keeps the largest set current on removal. */
  readonly ofCount = new Int8Array(5);
  mask = 0;
  largestSet = 0;

  constructor() {
    this.ofCount[0] = 13;
  }

  add(rank: number, suit: number): void {
    this.suits[suit] = (this.suits[suit] as number) + 1;
    const count = (this.ranks[rank] as number) + 1;
    this.ranks[rank] = count;
    this.ofCount[count - 1] = (this.ofCount[count - 1] as number) - 1;
    this.ofCount[count] = (this.ofCount[count] as number) + 1;
    if (count > this.largestSet) this.largestSet = count;
    this.mask |= 1 << rank;
  }

  remove(rank: number, suit: number): void {
    this.suits[suit] = (this.suits[suit] as number) - 1;
    const count = (this.ranks[rank] as number) - 1;
    this.ranks[rank] = count;
    this.ofCount[count + 1] = (this.ofCount[count + 1] as number) - 1;
    this.ofCount[count] = (this.ofCount[count] as number) + 1;
    if (this.ofCount[this.largestSet] === 0) this.largestSet--;
    if (count === 0) this.mask &= ~(1 << rank);
  }

  score(): number {
    const s = this.suits;
    const longest = Math.max(s[0] as number, s[1] as number, s[2] as number, s[3] as number);
    return longest * (RUN_TABLE[this.mask] as number) * this.largestSet;
  }
}

export class FullpackScorer implements HalfScorer {
  private readonly rank: Int8Array;
  private readonly suit: Int8Array;
  private readonly held = [new Counts(), new Counts()] as const;
  /** Per player: every card of the half the other has not taken. */
  private readonly reach = [new Counts(), new Counts()] as const;
  /** Cards taken so far: the index of the top card of the row. */
  private taken = 0;

  constructor(cards: readonly Card[]) {
    this.rank = new Int8Array(cards.length);
    this.suit = new Int8Array(cards.length);
    cards.forEach((card, i) => {
      if (isJoker(card)) throw new Error('FullpackScorer: no Joker in fullpack');
      this.rank[i] = RANKS.indexOf(rankOf(card) as Rank);
      this.suit[i] = SUIT_INDEX[suitOf(card)] ?? 0;
      for (const side of this.reach) side.add(this.rank[i] as number, this.suit[i] as number);
    });
  }

  add(player: number, card: number): void {
    const rank = this.rank[card] as number;
    const suit = this.suit[card] as number;
    this.held[player as 0 | 1].add(rank, suit);
    this.reach[(player ^ 1) as 0 | 1].remove(rank, suit);
    this.taken++;
  }

  remove(player: number, card: number): void {
    const rank = this.rank[card] as number;
    const suit = this.suit[card] as number;
    this.held[player as 0 | 1].remove(rank, suit);
    this.reach[(player ^ 1) as 0 | 1].add(rank, suit);
    this.taken--;
  }

  final(player: number): number {
    return this.held[player as 0 | 1].score() - this.held[(player ^ 1) as 0 | 1].score();
  }

  upper(player: number, moving: boolean): number {
    const mine = this.reach[player as 0 | 1];
    const theirs = this.held[(player ^ 1) as 0 | 1];
    if (moving) return mine.score() - theirs.score();
    // The other moves now, so it surely takes the top card, which `player` can then never have.
    const rank = this.rank[this.taken] as number;
    const suit = this.suit[this.taken] as number;
    mine.remove(rank, suit);
    theirs.add(rank, suit);
    const bound = mine.score() - theirs.score();
    theirs.remove(rank, suit);
    mine.add(rank, suit);
    return bound;
  }
}
