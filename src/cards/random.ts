/**
 * Seeded randomness for deals. Games never call Math.random: a deal is a pure
 * function of a seed, so every game replays exactly. Seeds are 32-bit integers
 * kept in game state; a match derives one seed per deal from its own seed.
 */
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';

/** A Fisher–Yates shuffle of a copy of `items`, fully determined by `seed`. */
export function seededShuffle<T>(items: readonly T[], seed: number): T[] {
  const rng = xoroshiro128plus(seed | 0);
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = uniformInt(rng, 0, i);
    const tmp = out[i] as T;
    out[i] = out[j] as T;
    out[j] = tmp;
  }
  return out;
}

/** A well-mixed 32-bit seed for sub-game `index` of a game seeded with `seed`. */
export function deriveSeed(seed: number, index: number): number {
  // murmur3's fmix32 over seed and index: nearby inputs give unrelated seeds.
  let h = (seed ^ Math.imul(index + 1, 0x9e3779b9)) >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h | 0;
}

/** A fresh seed for a new game. The only place outside tests that draws entropy. */
export function newSeed(): number {
  return crypto.getRandomValues(new Int32Array(1))[0] ?? 0;
}

/** A small, fast seeded generator (mulberry32) for the computer players' searches, so a decision is
 *  reproducible from its seed (deals are shuffled with seededShuffle). */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Shuffles `items` in place (Fisher–Yates) with `next` (a generator such as `rng`), and returns it. */
export function shuffleInPlace<T>(items: T[], next: () => number): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    const t = items[i] as T;
    items[i] = items[j] as T;
    items[j] = t;
  }
  return items;
}
