/**
 * The playout policy of the strong level's own turns since `strong4` (./search.ts; ./policy2.ts stays
 * as it was for the frozen `strong4`): the careful turn of ./policy2.ts (take the discard only to
 * meld or lay it off; lay down every run, every set, every lay-off; shed pips when another seat
 * holds three cards or fewer, at two seats only), with a discard that knows which cards are gone. A pair, two suited
 * neighbours or a suited gap is worth keeping only as far as a card that completes it can still come:
 * one on the table or in the discard pile (the top too: the next seat may take it, and then it is
 * gone as well) will not. Played as a whole player in fast self-play (many thousand hands on the same
 * deals, against a greedy2-like player and against ./policy.ts), this discard won about 0.3 points a
 * hand more than the careful one at two seats.
 */
import type { FastHand } from './fast.ts';
import { completesMeld, layAll, policyTurn } from './policy.ts';

/** What a pair, a suited neighbour and a suited gap are worth keeping, in pips, when fully live. */
const PAIR = 7;
const NEIGHBOUR = 8;
const GAP = 3;
/** The share of that worth with one completing card left (none: nearly nothing). */
const ONE_LEFT = 0.6;
const NONE_LEFT = 0.1;

/** The cards that can no longer come, per suit (table and discard pile); scratch, filled per discard. */
const gone = new Int32Array(4);

/**
 * Whether to shed pips first: at two seats, when the other seat holds three cards or fewer. At more
 * seats it cost points in the same fast self-play (0.93 against 0.72 a hand at four seats, 1.19
 * against 1.09 at three): with several seats someone is nearly always close, and the pips kept for
 * melds are what wins the hand.
 */
function threatened(g: FastHand, seat: number): boolean {
  if (g.n !== 2) return false;
  for (let p = 0; p < g.n; p++) if (p !== seat && (g.sizes[p] as number) <= 3) return true;
  return false;
}

/** A completing card of rank k in the suit mask `held` (own cards) that can still come. */
const live = (held: number, dead: number, k: number) => (k < 0 || k > 12 || ((dead | held) >> k) & 1 ? 0 : 1);

/** How much card (s, r) is worth keeping for the partial melds it is in, counting only live outs. */
function keepWorth(h: Int32Array, base: number, s: number, r: number): number {
  const held = h[base + s] as number;
  const dead = gone[s] as number;
  let keep = 0;
  let pairs = 0;
  let outs = 0;
  for (let t = 0; t < 4; t++) {
    if (t === s) continue;
    if (((h[base + t] as number) >> r) & 1) pairs++;
    else if (!(((gone[t] as number) >> r) & 1)) outs++;
  }
  if (pairs > 0) keep += PAIR * (pairs >= 2 || outs >= 2 ? 1 : outs === 1 ? ONE_LEFT : NONE_LEFT);
  const up = (held >> (r + 1)) & 1;
  const down = r > 0 ? (held >> (r - 1)) & 1 : 0;
  if (up || down) {
    let best = 0;
    if (up) best = Math.max(best, live(held, dead, r - 1) + live(held, dead, r + 2));
    if (down) best = Math.max(best, live(held, dead, r - 2) + live(held, dead, r + 1));
    keep += NEIGHBOUR * (best >= 2 ? 1 : best === 1 ? ONE_LEFT : NONE_LEFT);
  }
  if (
    (((held >> (r + 2)) & 1) === 1 && live(held, dead, r + 1)) ||
    (r > 1 && ((held >> (r - 2)) & 1) === 1 && live(held, dead, r - 1))
  )
    keep += GAP;
  return keep;
}

/** The card the policy discards, never the card just taken. */
export function liveDiscard(g: FastHand): number {
  const seat = g.toMove;
  const base = seat * 4;
  const threat = threatened(g, seat);
  for (let s = 0; s < 4; s++) gone[s] = g.table[s] as number;
  for (let i = 0; i < g.discardLen; i++) {
    const c = g.discard[i] as number;
    const s = (c / 13) | 0;
    gone[s] = (gone[s] as number) | (1 << (c % 13));
  }
  let best = -1;
  let bestScore = -1e9;
  for (let s = 0; s < 4; s++) {
    for (let m = g.hands[base + s] as number; m !== 0; m &= m - 1) {
      const r = 31 - Math.clz32(m & -m);
      const c = s * 13 + r;
      if (c === g.taken) continue;
      const pips = Math.min(r + 1, 10);
      let score = pips - keepWorth(g.hands, base, s, r);
      if (threat) score += pips;
      // Laid off at once by layAll unless the rules held it back; never handed to the next seat.
      if (g.layable(c)) score -= 12;
      if (score > bestScore) {
        bestScore = score;
        best = c;
      }
    }
  }
  return best;
}

/** The rest of the turn after the draw: lay everything down, then discard (unless out). */
export function liveRest(g: FastHand): void {
  layAll(g);
  if (!g.finished) g.discardCard(g.toMove, liveDiscard(g));
}

/** One whole turn: take the discard only to meld or lay it off. */
export function liveTurn(g: FastHand): void {
  const seat = g.toMove;
  const top = g.discardLen > 0 ? (g.discard[g.discardLen - 1] as number) : -1;
  const wants = top >= 0 && (completesMeld(g.hands, seat * 4, top) || g.layable(top));
  if (wants) g.drawDiscard(seat);
  else g.drawStock(seat);
  liveRest(g);
}

/** Plays the hand out with this policy for `seat` and the plain one (./policy.ts) for the others. */
export function livePlayOut(g: FastHand, seat: number): boolean {
  for (let turns = 0; !g.finished; turns++) {
    if (turns > 300) return false;
    if (g.toMove === seat) liveTurn(g);
    else policyTurn(g);
  }
  return true;
}
