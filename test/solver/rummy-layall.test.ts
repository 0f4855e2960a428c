/**
 * The playout policy's melds and lay-offs (src/games/rummy/solver/policy.ts, `layAll`) skip whole
 * suits and ranks by masks. Here they are checked against the card-by-card scan they replaced, kept
 * below as the reference: on many random tables, the same melds and lay-offs in the same order leave
 * the same hand, table and flags; the measure of a card worth keeping is that of the scan too.
 */
import { describe, expect, it } from 'vitest';
import { rng, seededShuffle } from '../../src/cards/random.ts';
import { FastHand } from '../../src/games/rummy/solver/fast.ts';
import { keepScore, layAll } from '../../src/games/rummy/solver/policy.ts';

/** The scan before the masks: every rank of every suit, every card of the hand on every pass. */
function layAllScan(g: FastHand): void {
  const seat = g.toMove;
  const base = seat * 4;
  const h = g.hands;
  const scratch: number[] = [];
  for (let s = 0; s < 4 && !g.finished; s++) {
    const m = h[base + s] as number;
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
  for (let r = 0; r < 13; r++) {
    let count = 0;
    for (let s = 0; s < 4; s++) count += ((h[base + s] as number) >> r) & 1;
    if (count < 3) continue;
    scratch.length = 0;
    for (let s = 0; s < 4; s++) if (((h[base + s] as number) >> r) & 1) scratch.push(s * 13 + r);
    if (g.meld(seat, scratch) && g.finished) return;
  }
  for (let again = true; again && !g.finished; ) {
    again = false;
    for (let s = 0; s < 4 && !g.finished; s++) {
      for (let m = h[base + s] as number; m !== 0 && !g.finished; m &= m - 1) {
        const c = s * 13 + (31 - Math.clz32(m & -m));
        if (g.layable(c) && g.layoff(seat, c)) again = true;
      }
    }
  }
}

/**
 * A random table for seat 0 of three: a few runs and sets already down, the seat's hand drawn from
 * the rest (often with cards next to the runs, so that lay-offs chain), sometimes holding the card
 * it just took from the discard pile.
 */
function randomTable(seed: number): FastHand {
  const next = rng(seed);
  const pick = (n: number) => Math.floor(next() * n);
  const g = new FastHand(3);
  const used = new Uint8Array(52);
  const free = (c: number) => c >= 0 && c < 52 && used[c] === 0;
  for (let k = pick(5); k > 0; k--) {
    if (next() < 0.5) {
      const s = pick(4);
      const len = 3 + pick(3);
      const start = pick(14 - len);
      const cards = Array.from({ length: len }, (_, i) => s * 13 + start + i);
      if (!cards.every(free)) continue;
      for (const c of cards) used[c] = 1;
      g.placeMeld(cards);
    } else {
      const r = pick(13);
      const cards = seededShuffle([0, 1, 2, 3], seed + k)
        .slice(0, 3 + pick(2))
        .map((s) => s * 13 + r);
      if (!cards.every(free)) continue;
      for (const c of cards) used[c] = 1;
      g.placeMeld(cards);
    }
  }
  const rest = seededShuffle(Array.from({ length: 52 }, (_, c) => c).filter(free), seed ^ 0x5bd1e995);
  // Cards next to the table's runs first, half the time, so that one lay-off makes the next possible.
  if (next() < 0.5)
    rest.sort(
      (a, b) =>
        Number((g.layableRanks((b / 13) | 0) >> (b % 13)) & 1) - Number((g.layableRanks((a / 13) | 0) >> (a % 13)) & 1),
    );
  const size = 1 + pick(12);
  for (const c of rest.slice(0, size)) g.give(0, c);
  for (const c of rest.slice(size, size + 7)) g.give(1, c);
  for (const c of rest.slice(size + 7, size + 14)) g.give(2, c);
  g.hasLaid[0] = next() < 0.3 ? 1 : 0;
  if (next() < 0.4) {
    // The card taken from the discard pile: the seat may not be left holding only it.
    const c = rest[0] as number;
    g.taken = c;
  }
  g.toMove = 0;
  return g;
}

/** The card-by-card measure before the masks: pairs and near suited cards. */
function keepScoreScan(h: Int32Array, base: number, c: number): number {
  const s = (c / 13) | 0;
  const r = c % 13;
  const m = h[base + s] as number;
  let keep = 0;
  for (let t = 0; t < 4; t++) if (t !== s && ((h[base + t] as number) >> r) & 1) keep += 7;
  if ((m >> (r + 1)) & 1 || (r > 0 && (m >> (r - 1)) & 1)) keep += 6;
  if ((m >> (r + 2)) & 1 || (r > 1 && (m >> (r - 2)) & 1)) keep += 3;
  return Math.min(r + 1, 10) - keep;
}

const snapshot = (g: FastHand) => ({
  hands: Array.from(g.hands),
  sizes: Array.from(g.sizes),
  table: Array.from(g.table),
  runs: Array.from(g.runs),
  sets: Array.from(g.sets),
  hasLaid: Array.from(g.hasLaid),
  laidThisTurn: g.laidThisTurn,
  finished: g.finished,
  winner: g.winner,
  rummy: g.rummy,
  toMove: g.toMove,
});

describe('the playout policy lays down by masks', () => {
  it('makes the melds and lay-offs of a card-by-card scan, on 20,000 random tables', () => {
    let laid = 0;
    let out = 0;
    for (let seed = 1; seed <= 20_000; seed++) {
      const a = randomTable(seed);
      const b = new FastHand(3);
      b.copyFrom(a);
      layAll(a);
      layAllScan(b);
      expect(snapshot(a), `table ${seed}`).toEqual(snapshot(b));
      if (a.laidThisTurn) laid++;
      if (a.finished) out++;
    }
    // The tables met every case: melds or lay-offs in most, going out in some.
    expect(laid).toBeGreaterThan(5_000);
    expect(out).toBeGreaterThan(200);
  });

  it('measures a card worth keeping as the card-by-card scan did', () => {
    for (let seed = 1; seed <= 2_000; seed++) {
      const g = randomTable(seed);
      for (let c = 0; c < 52; c++)
        expect(keepScore(g.hands, 0, c), `table ${seed}, card ${c}`).toBe(keepScoreScan(g.hands, 0, c));
    }
  });

  it('keeps the ranks with a set on the table as the sets themselves say', () => {
    for (let seed = 1; seed <= 2_000; seed++) {
      const g = randomTable(seed);
      layAll(g);
      let ranks = 0;
      for (let r = 0; r < 13; r++) if ((g.sets[r] as number) !== 0) ranks |= 1 << r;
      expect(g.setRanks).toBe(ranks);
    }
  });
});
