/**
 * A fast Rummy hand for the search's playouts (src/games/rummy/solver/search.ts): the rules of
 * src/games/rummy/engine/hand.ts on bit masks (one 13-bit mask per seat and suit, card = suit * 13 +
 * rank, Ace 0), typed arrays copied in place, no strings and no allocation per move; the playout
 * policy is in ./policy.ts. The engine stays the authority: the search's chosen move is always
 * one of the engine's legal moves.
 */
import { RANKS, SUITS, type SuitedCard } from '../../../cards/card.ts';

export const CARD_OF: readonly SuitedCard[] = SUITS.flatMap((s) => RANKS.map((r) => `${r}${s}` as SuitedCard));
export const INDEX_OF: ReadonlyMap<SuitedCard, number> = new Map(CARD_OF.map((c, i) => [c, i]));
export const cardIndex = (card: SuitedCard): number => INDEX_OF.get(card) as number;

/** Pip total and card count of every 13-bit suit mask. */
const PIPS = new Int16Array(8192);
const COUNT = new Int8Array(8192);
for (let m = 1; m < 8192; m++) {
  const low = 31 - Math.clz32(m & -m);
  PIPS[m] = (PIPS[m & (m - 1)] as number) + Math.min(low + 1, 10);
  COUNT[m] = (COUNT[m & (m - 1)] as number) + 1;
}
/** a[i] |= bits, for typed arrays under noUncheckedIndexedAccess. */
export const or = (a: Int32Array, i: number, bits: number) => {
  a[i] = (a[i] as number) | bits;
};
export const pipsOf = (mask: number): number => PIPS[mask] as number;
export const countOf = (mask: number): number => COUNT[mask] as number;

export class FastHand {
  readonly n: number;
  /** Seat p's cards of suit s: bit r of hands[p * 4 + s]. */
  readonly hands: Int32Array;
  readonly sizes: Int32Array;
  /** The stock, its top at stock[stockHead]; stockEnd is one past its bottom. */
  readonly stock = new Int32Array(52);
  stockHead = 0;
  stockEnd = 0;
  /** The discard pile, oldest first. */
  readonly discard = new Int32Array(52);
  discardLen = 0;
  /** Cards on the table per suit; those in runs per suit; the suits of each rank's set. */
  readonly table = new Int32Array(4);
  readonly runs = new Int32Array(4);
  readonly sets = new Int32Array(13);
  /** Bit r: some set of rank r is on the table (sets[r] !== 0), so the lay-off scan can skip by masks. */
  setRanks = 0;
  readonly hasLaid: Uint8Array;
  laidThisTurn = false;
  toMove = 0;
  /** The card taken from the discard pile this turn, or -1. */
  taken = -1;
  stockRunOuts = 0;
  finished = false;
  winner = -1;
  rummy = false;

  constructor(n: number) {
    this.n = n;
    this.hands = new Int32Array(n * 4);
    this.sizes = new Int32Array(n);
    this.hasLaid = new Uint8Array(n);
  }

  copyFrom(o: FastHand): void {
    this.hands.set(o.hands);
    this.sizes.set(o.sizes);
    this.stock.set(o.stock);
    this.discard.set(o.discard);
    this.table.set(o.table);
    this.runs.set(o.runs);
    this.sets.set(o.sets);
    this.setRanks = o.setRanks;
    this.hasLaid.set(o.hasLaid);
    this.stockHead = o.stockHead;
    this.stockEnd = o.stockEnd;
    this.discardLen = o.discardLen;
    this.laidThisTurn = o.laidThisTurn;
    this.toMove = o.toMove;
    this.taken = o.taken;
    this.stockRunOuts = o.stockRunOuts;
    this.finished = o.finished;
    this.winner = o.winner;
    this.rummy = o.rummy;
  }

  give(seat: number, c: number): void {
    or(this.hands, seat * 4 + ((c / 13) | 0), 1 << (c % 13));
    this.sizes[seat] = (this.sizes[seat] as number) + 1;
  }

  private take(seat: number, c: number): void {
    const i = seat * 4 + ((c / 13) | 0);
    this.hands[i] = (this.hands[i] as number) & ~(1 << (c % 13));
    this.sizes[seat] = (this.sizes[seat] as number) - 1;
  }

  /** Adds a meld to the table (setup or play). */
  placeMeld(cards: readonly number[]): void {
    const suit0 = ((cards[0] as number) / 13) | 0;
    const isRun = cards.every((c) => ((c / 13) | 0) === suit0) && cards.length > 1;
    for (const c of cards) {
      const s = (c / 13) | 0;
      or(this.table, s, 1 << (c % 13));
      if (isRun) or(this.runs, s, 1 << (c % 13));
      else {
        or(this.sets, c % 13, 1 << s);
        this.setRanks |= 1 << (c % 13);
      }
    }
  }

  /**
   * The ranks of suit s that may lay off (a superset of those `layable` accepts: not on the table,
   * next to a run of the suit or of a rank with a set), for skipping the rest by masks.
   */
  layableRanks(s: number): number {
    const runs = this.runs[s] as number;
    return ~(this.table[s] as number) & ((runs << 1) | (runs >> 1) | this.setRanks) & 0x1fff;
  }

  /** Whether card c lays off on some meld on the table. */
  layable(c: number): boolean {
    const s = (c / 13) | 0;
    const r = c % 13;
    const bit = 1 << r;
    if ((this.table[s] as number) & bit) return false;
    const set = this.sets[r] as number;
    if (set !== 0 && COUNT[set] === 3) return true;
    const runs = this.runs[s] as number;
    return (((runs << 1) | (runs >> 1)) & bit) !== 0;
  }

  /** Removing `removed` cards (`taken` among them or not) would leave the seat only the card taken from the discard pile. */
  private leavesOnlyTaken(seat: number, removed: number, takenRemoved: boolean): boolean {
    const t = this.taken;
    if (t < 0 || takenRemoved || (this.sizes[seat] as number) - removed !== 1) return false;
    return ((this.hands[seat * 4 + ((t / 13) | 0)] as number) & (1 << (t % 13))) !== 0;
  }

  drawStock(seat: number): number {
    if (this.stockHead >= this.stockEnd) {
      this.stock.set(this.discard.subarray(0, this.discardLen));
      this.stockHead = 0;
      this.stockEnd = this.discardLen;
      this.discardLen = 0;
    }
    const c = this.stock[this.stockHead++] as number;
    this.give(seat, c);
    if (this.stockHead >= this.stockEnd) this.stockRunOuts++;
    return c;
  }

  drawDiscard(seat: number): number {
    const c = this.discard[--this.discardLen] as number;
    this.give(seat, c);
    this.taken = c;
    return c;
  }

  /** Lays down `cards` (a meld); false, doing nothing, if it would leave only the card taken from the discard pile. */
  meld(seat: number, cards: readonly number[]): boolean {
    if (this.leavesOnlyTaken(seat, cards.length, cards.includes(this.taken))) return false;
    for (const c of cards) this.take(seat, c);
    this.placeMeld(cards);
    this.laidThisTurn = true;
    if (this.sizes[seat] === 0) this.goOut(seat);
    return true;
  }

  /** Lays off card c: on a set of its rank with `onSet`, else on a run (by default a run if it extends one). */
  layoff(seat: number, c: number, onSet?: boolean): boolean {
    if (this.leavesOnlyTaken(seat, 1, c === this.taken)) return false;
    this.take(seat, c);
    const s = (c / 13) | 0;
    const r = c % 13;
    const runs = this.runs[s] as number;
    const set = onSet ?? (((runs << 1) | (runs >> 1)) & (1 << r)) === 0;
    or(this.table, s, 1 << r);
    if (set) {
      or(this.sets, r, 1 << s);
      this.setRanks |= 1 << r;
    } else or(this.runs, s, 1 << r);
    this.laidThisTurn = true;
    if (this.sizes[seat] === 0) this.goOut(seat);
    return true;
  }

  discardCard(seat: number, c: number): void {
    this.take(seat, c);
    this.discard[this.discardLen++] = c;
    if (this.sizes[seat] === 0) {
      this.goOut(seat);
      return;
    }
    this.endTurn(seat);
    if (this.stockRunOuts >= 3) this.finished = true;
  }

  private endTurn(seat: number): void {
    if (this.laidThisTurn) this.hasLaid[seat] = 1;
    this.laidThisTurn = false;
    this.taken = -1;
    this.toMove = (seat + 1) % this.n;
  }

  private goOut(seat: number): void {
    this.rummy = this.hasLaid[seat] === 0;
    this.endTurn(seat);
    this.finished = true;
    this.winner = seat;
  }

  /** The pips left in seat p's hand. */
  pips(p: number): number {
    const h = this.hands;
    return (
      pipsOf(h[p * 4] as number) +
      pipsOf(h[p * 4 + 1] as number) +
      pipsOf(h[p * 4 + 2] as number) +
      pipsOf(h[p * 4 + 3] as number)
    );
  }

  /** The points seat p wins this hand (0 unless it went out). */
  gain(p: number): number {
    if (this.winner !== p) return 0;
    let sum = 0;
    for (let q = 0; q < this.n; q++) if (q !== p) sum += this.pips(q);
    return this.rummy ? 2 * sum : sum;
  }
}
