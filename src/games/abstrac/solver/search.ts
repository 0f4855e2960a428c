/**
 * The game-tree search shared by every Abstrac variant: negamax with alpha-beta
 * over the takes of one half (one deal outside fullpack). Player 0 is whoever
 * plays first in the half; a value is always "the player to move's final score
 * minus the other's" (for fullpack, half scores).
 *
 * Measured on the bench's openings (the choice, then every first take exactly;
 * nodes per opening, 20 deals): trying takes of one card first visits 2.9M nodes
 * in classic, 1.2M in unlimited, 292k in a fullpack half; trying the largest take
 * first, 8.2k, 34k and 6.2k; adding the scorers' bounds on the final value, 6.3k,
 * 25k and 2.3k. Ordering by history, by the score so far or by the bounds did
 * worse. A transposition table cannot pay: takes alternate, so who owns each card
 * determines the take sequence and no position is reached twice in a half.
 */

/** The two hands of one half, updated one card at a time. Cards are indices into the half's row. */
export interface HalfScorer {
  add(player: number, card: number): void;
  /** Exactly undoes the matching `add` (calls are strictly nested). */
  remove(player: number, card: number): void;
  /** The value for `player` once the row is empty. */
  final(player: number): number;
  /**
   * A value `player` cannot exceed however the rest of the row is shared out;
   * `moving`: whether `player` takes next (so takes at least one more card).
   */
  upper(player: number, moving: boolean): number;
}

/** How many cards a take may have: a fixed limit per top card (classic, suits, fullpack), or unlimited's rule. */
export type TakeLimits = { kind: 'by-top-card'; limits: readonly number[] } | { kind: 'after-previous'; first: number };

const INFINITY = 1e9;

export class HalfSearch {
  /** Cards taken so far in the half. */
  position = 0;
  /** 0 or 1: whose turn it is. */
  mover = 0;
  /** Nodes visited by the searches so far (for benchmarks). */
  nodes = 0;
  private readonly takes: number[] = [];

  constructor(
    private readonly scorer: HalfScorer,
    readonly size: number,
    private readonly limits: TakeLimits,
  ) {}

  get finished(): boolean {
    return this.position === this.size;
  }

  /** The most cards the mover may take now (0 when the row is empty). */
  maxTake(): number {
    const left = this.size - this.position;
    let limit: number;
    if (this.limits.kind === 'by-top-card') limit = this.limits.limits[this.position] ?? 0;
    else {
      const previous = this.takes.at(-1);
      limit = previous === undefined ? this.limits.first : previous + 1;
    }
    return Math.min(limit, left);
  }

  /** The mover takes `count` cards (the caller guarantees 1 ≤ count ≤ maxTake()). */
  play(count: number): void {
    const end = this.position + count;
    for (let card = this.position; card < end; card++) this.scorer.add(this.mover, card);
    this.takes.push(count);
    this.position = end;
    this.mover ^= 1;
  }

  undo(): void {
    const count = this.takes.pop();
    if (count === undefined) throw new Error('HalfSearch.undo: nothing to undo');
    this.mover ^= 1;
    const start = this.position - count;
    for (let card = this.position - 1; card >= start; card--) this.scorer.remove(this.mover, card);
    this.position = start;
  }

  /** The final value for `player` (only once the row is empty). */
  finalValue(player: number): number {
    return this.scorer.final(player);
  }

  /**
   * The negamax value for the mover, fail-soft: exact when it lies strictly
   * inside (alpha, beta), otherwise a bound on the side it fell.
   */
  value(alpha = -INFINITY, beta = INFINITY): number {
    this.nodes++;
    const me = this.mover;
    if (this.position === this.size) return this.scorer.final(me);
    const upper = this.scorer.upper(me, true);
    if (upper <= alpha) return upper;
    const lower = 0 - this.scorer.upper(me ^ 1, false);
    if (lower >= beta) return lower;
    // The true value lies in [lower, upper]: searching a narrower window is sound.
    if (upper < beta) beta = upper;
    if (lower > alpha) alpha = lower;
    let best = -INFINITY;
    for (let count = this.maxTake(); count >= 1; count--) {
      this.play(count);
      const value = 0 - this.value(-beta, -alpha); // 0 - x: never -0
      this.undo();
      if (value > best) {
        best = value;
        if (value > alpha) {
          alpha = value;
          if (alpha >= beta) break;
        }
      }
    }
    return best;
  }

  /** The exact value of every legal take for the mover: entry `count - 1` is the value of taking `count`. */
  takeValues(): number[] {
    const values: number[] = [];
    const max = this.maxTake();
    for (let count = 1; count <= max; count++) {
      this.play(count);
      values.push(0 - this.value());
      this.undo();
    }
    return values;
  }
}
