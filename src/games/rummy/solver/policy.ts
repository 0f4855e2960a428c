/**
 * The playout policy of the strong Rummy level's search (./search.ts), which every seat follows
 * in a playout on a FastHand (./fast.ts): take the discard only to meld or lay it off; lay down
 * every run, then every set, then lay off all it can; discard the card least worth keeping.
 */
import type { FastHand } from './fast.ts';

/**
 * How much rank r of a suit is worth keeping (see `keepScore`), the suit held as the mask `m` and the
 * other three as x, y and z: the masks let a discard's scan take a suit's neighbours once.
 */
export function keepIn(m: number, x: number, y: number, z: number, r: number): number {
  const same = ((x >> r) & 1) + ((y >> r) & 1) + ((z >> r) & 1);
  const near = (((m << 1) | (m >> 1)) >> r) & 1;
  const far = (((m << 2) | (m >> 2)) >> r) & 1;
  return (r < 9 ? r + 1 : 10) - 7 * same - 6 * near - 3 * far;
}

/** How much a card is worth keeping in a hand (pairs and near suited cards), for discarding. */
export function keepScore(h: Int32Array, base: number, c: number): number {
  const s = (c / 13) | 0;
  return keepIn(
    h[base + s] as number,
    h[base + ((s + 1) & 3)] as number,
    h[base + ((s + 2) & 3)] as number,
    h[base + ((s + 3) & 3)] as number,
    c % 13,
  );
}

/** Whether card c would complete a meld with the seat's hand. */
export function completesMeld(h: Int32Array, base: number, c: number): boolean {
  const s = (c / 13) | 0;
  const r = c % 13;
  let same = 0;
  for (let t = 0; t < 4; t++) if (t !== s && ((h[base + t] as number) >> r) & 1) same++;
  if (same >= 2) return true;
  const m = (h[base + s] as number) | (1 << r);
  const runs3 = m & (m >> 1) & (m >> 2);
  // A 3-run starting at r-2, r-1 or r contains r.
  return ((runs3 >> Math.max(0, r - 2)) & (r >= 2 ? 7 : r === 1 ? 3 : 1)) !== 0;
}

const scratch: number[] = [];

/**
 * The playout policy's melds and lay-offs for the seat to move: every run, then every set, then every
 * lay-off. This is most of a playout's time, so whole suits and ranks are skipped by masks; the
 * melds and lay-offs made, and their order, are those of a card-by-card scan.
 */
export function layAll(g: FastHand): void {
  const seat = g.toMove;
  const base = seat * 4;
  const h = g.hands;
  for (let s = 0; s < 4 && !g.finished; s++) {
    const m = h[base + s] as number;
    if ((m & (m >> 1) & (m >> 2)) === 0) continue; // no three in a row in this suit
    let len = 0;
    for (let r = 0; r <= 13; r++) {
      if (r < 13 && (m >> r) & 1) len++;
      else {
        if (len >= 3) {
          scratch.length = 0;
          for (let k = r - len; k < r; k++) scratch.push(s * 13 + k);
          g.meld(seat, scratch);
          if (g.finished) return;
        }
        len = 0;
      }
    }
  }
  // The ranks held in three suits or more: a set's meld takes only its own rank's cards, so the
  // mask taken once is what a rank-by-rank count would find.
  const a = h[base] as number;
  const b = h[base + 1] as number;
  const c = h[base + 2] as number;
  const d = h[base + 3] as number;
  for (let three = (a & b & (c | d)) | (c & d & (a | b)); three !== 0; three &= three - 1) {
    const r = 31 - Math.clz32(three & -three);
    scratch.length = 0;
    for (let s = 0; s < 4; s++) if (((h[base + s] as number) >> r) & 1) scratch.push(s * 13 + r);
    if (g.meld(seat, scratch) && g.finished) return;
  }
  for (let again = true; again && !g.finished; ) {
    again = false;
    for (let s = 0; s < 4 && !g.finished; s++) {
      // The suit's cards in ascending order, those that cannot lay off skipped: the mask is taken
      // again after each lay-off, which may extend a run to the next card.
      let rest = h[base + s] as number;
      while (rest !== 0 && !g.finished) {
        const can = rest & g.layableRanks(s);
        if (can === 0) break;
        const low = can & -can;
        rest &= ~((low << 1) - 1);
        const card = s * 13 + (31 - Math.clz32(low));
        if (g.layable(card) && g.layoff(seat, card)) again = true;
      }
    }
  }
}

/** The card the playout policy discards: the least worth keeping, never the card just taken. */
export function policyDiscard(g: FastHand): number {
  const base = g.toMove * 4;
  const h = g.hands;
  let best = -1;
  let bestScore = -1e9;
  for (let s = 0; s < 4; s++) {
    const m = h[base + s] as number;
    const x = h[base + ((s + 1) & 3)] as number;
    const y = h[base + ((s + 2) & 3)] as number;
    const z = h[base + ((s + 3) & 3)] as number;
    for (let left = m; left !== 0; left &= left - 1) {
      const r = 31 - Math.clz32(left & -left);
      const c = s * 13 + r;
      if (c === g.taken) continue;
      const score = keepIn(m, x, y, z, r);
      if (score > bestScore) {
        bestScore = score;
        best = c;
      }
    }
  }
  return best;
}

/** The rest of the turn after the draw: lay everything down, then discard (unless out). */
export function playRest(g: FastHand): void {
  layAll(g);
  if (!g.finished) g.discardCard(g.toMove, policyDiscard(g));
}

/** One whole turn of the playout policy: take the discard only to meld or lay it off. */
export function policyTurn(g: FastHand): void {
  const seat = g.toMove;
  const top = g.discardLen > 0 ? (g.discard[g.discardLen - 1] as number) : -1;
  const wants = top >= 0 && (completesMeld(g.hands, seat * 4, top) || g.layable(top));
  if (wants) g.drawDiscard(seat);
  else g.drawStock(seat);
  playRest(g);
}

/** Plays the hand out with the policy; false if it ran on too long (then scored as no winner). */
export function playOut(g: FastHand): boolean {
  for (let turns = 0; !g.finished; turns++) {
    if (turns > 300) return false;
    policyTurn(g);
  }
  return true;
}
