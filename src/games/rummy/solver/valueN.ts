/**
 * What a hand's result is worth toward the game at three or four seats, for the strong level's
 * search (./value.ts does two seats): the chance of reaching the target first from the scores, if
 * every later hand were won by a seat at random, each equally likely, by what a hand between
 * `expert` seats is won by. Points are counted in steps of 5 (the target's own steps), which keeps
 * the table small (20^4 entries at four seats to 100) and is finer than a hand's usual gain. Far from
 * the target this is close to "my points less the others' mean"; near it, the leader's next win
 * matters more than a trailing seat's, and a hand that ends the game is worth its ending.
 */

/** Points per step of the table. */
const STEP = 5;

/**
 * Hands won by about 5, 10, … 100 points (each gain rounded to the nearest step, at least one),
 * counted in 600 hands of `expert` seats against each other (the hands no one won left out).
 */
const GAINS: Readonly<Record<number, readonly number[]>> = {
  3: [148, 114, 70, 60, 42, 34, 33, 17, 10, 9, 9, 6, 4, 0, 3, 1, 0, 0, 0, 1],
  4: [17, 38, 48, 56, 49, 45, 41, 35, 30, 19, 16, 17, 16, 16, 4, 7, 4, 3, 3, 7],
};

const tables = new Map<string, Float64Array>();

/**
 * The largest table made: four seats to 100 (20^4 entries, 1.3 MB, a few ms to fill). A game may go
 * to 1,000 points, and four seats to that would want 200^4 entries (13 GB) and three seats 8 million
 * filled one by one; past this size the search scores points instead, as at five or six seats.
 */
const MAX_ENTRIES = 20 ** 4;

const entries = (n: number, target: number) => Math.ceil(target / STEP) ** n;

/** The table of win chances for `n` seats: entry by steps (mine, then each other seat in order). */
function table(n: number, target: number): Float64Array | null {
  const gains = GAINS[n];
  if (!gains || entries(n, target) > MAX_ENTRIES) return null;
  const key = `${n}/${target}`;
  const cached = tables.get(key);
  if (cached) return cached;
  const t = Math.ceil(target / STEP);
  const size = t ** n;
  const v = new Float64Array(size).fill(-1);
  const total = gains.reduce((a, b) => a + b, 0);
  const scores = new Int32Array(n);
  const index = (s: Int32Array) => {
    let i = 0;
    for (let p = 0; p < n; p++) i = i * t + (s[p] as number);
    return i;
  };
  // Every entry needs only entries with a higher score somewhere, so a walk from the top down fills it.
  for (let i = size - 1; i >= 0; i--) {
    for (let p = n - 1, x = i; p >= 0; p--, x = (x / t) | 0) scores[p] = x % t;
    let win = 0;
    for (let w = 0; w < n; w++) {
      const before = scores[w] as number;
      for (let k = 0; k < gains.length; k++) {
        const count = gains[k] as number;
        if (count === 0) continue;
        const after = before + k + 1;
        let value: number;
        if (after >= t) value = w === 0 ? 1 : 0;
        else {
          scores[w] = after;
          value = v[index(scores)] as number;
          scores[w] = before;
        }
        win += count * value;
      }
    }
    v[i] = win / (n * total);
  }
  tables.set(key, v);
  return v;
}

/**
 * The chance that `mine` reaches `target` first against `others` (the other seats' scores), or null
 * when there is no table for that many seats (then the search scores points).
 */
export function gameValueN(mine: number, others: readonly number[], target: number): number | null {
  const n = others.length + 1;
  const v = table(n, target);
  if (!v) return null;
  if (mine >= target) return 1;
  let i = Math.floor(Math.max(0, mine) / STEP);
  const t = Math.ceil(target / STEP);
  for (const o of others) {
    if (o >= target) return 0;
    i = i * t + Math.floor(Math.max(0, o) / STEP);
  }
  return v[i] as number;
}

/** Whether there is a table for `n` seats playing to `target` (not too large to make). */
export const hasGameValueN = (n: number, target: number): boolean =>
  GAINS[n] !== undefined && entries(n, target) <= MAX_ENTRIES;
