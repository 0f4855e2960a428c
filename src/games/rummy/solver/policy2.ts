/**
 * The careful playout policy of the strong level's search since `strong3` (./search.ts; ./policy.ts
 * stays as it was for the frozen levels): the same turn as ./policy.ts (take the discard only to
 * meld or lay it off; lay down every run, every set, every lay-off), but a careful discard: a card
 * that lays off on the table is kept unless nothing else can go, since the next seat would take
 * it, and against a seat with three cards or fewer the pips held count double, since that seat may
 * go out soon. The search plays its own seat's turns with it and the other seats' with the plain
 * policy: played for every seat, it won more against the careful `expert` yardstick but less
 * against the plainer `greedy2`, so the others are not assumed to be careful.
 */
import type { FastHand } from './fast.ts';
import { completesMeld, keepIn, layAll, policyTurn } from './policy.ts';

/** How much more a card that lays off on the table is worth keeping (so it is thrown last). */
const FEED = 12;

/** Whether another seat than `seat` holds three cards or fewer. */
function threatened(g: FastHand, seat: number): boolean {
  for (let p = 0; p < g.n; p++) if (p !== seat && (g.sizes[p] as number) <= 3) return true;
  return false;
}

/**
 * The card the careful playout policy discards, never the card just taken; with `outsideMelds`,
 * never a card in a meld of the hand either (-1 if every card is).
 */
export function carefulDiscard(g: FastHand, outsideMelds = false): number {
  const seat = g.toMove;
  const base = seat * 4;
  const threat = threatened(g, seat);
  let best = -1;
  let bestScore = -1e9;
  const h = g.hands;
  for (let s = 0; s < 4; s++) {
    const m = h[base + s] as number;
    const x = h[base + ((s + 1) & 3)] as number;
    const y = h[base + ((s + 2) & 3)] as number;
    const z = h[base + ((s + 3) & 3)] as number;
    for (let left = m; left !== 0; left &= left - 1) {
      const r = 31 - Math.clz32(left & -left);
      const c = s * 13 + r;
      if (c === g.taken || (outsideMelds && completesMeld(h, base, c))) continue;
      let score = keepIn(m, x, y, z, r);
      if (threat) score += Math.min(r + 1, 10);
      if (g.layable(c)) score -= FEED;
      if (score > bestScore) {
        bestScore = score;
        best = c;
      }
    }
  }
  return best;
}

/** The rest of the turn after the draw: lay everything down, then discard (unless out). */
export function carefulRest(g: FastHand): void {
  layAll(g);
  if (!g.finished) g.discardCard(g.toMove, carefulDiscard(g));
}

/** One whole turn: take the discard only to meld or lay it off. */
export function carefulTurn(g: FastHand): void {
  const seat = g.toMove;
  const top = g.discardLen > 0 ? (g.discard[g.discardLen - 1] as number) : -1;
  const wants = top >= 0 && (completesMeld(g.hands, seat * 4, top) || g.layable(top));
  if (wants) g.drawDiscard(seat);
  else g.drawStock(seat);
  carefulRest(g);
}

/** Plays the hand out with the careful policy for `seat` and the plain one (./policy.ts) for the others. */
export function mixedPlayOut(g: FastHand, seat: number): boolean {
  for (let turns = 0; !g.finished; turns++) {
    if (turns > 300) return false;
    if (g.toMove === seat) carefulTurn(g);
    else policyTurn(g);
  }
  return true;
}
