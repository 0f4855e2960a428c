/**
 * What a hand's result is worth toward the game, for the strong level's search at two seats: the
 * chance of winning a game to `target` from scores (mine, theirs), if every later hand were an even
 * match whose winner scores what a hand between two careful players scores. Far from the target
 * that is close to linear in the points, so the search plays for points; near it, a hand that ends
 * the game, or keeps the other seat from ending it, is worth more than its points.
 */

/**
 * Hands won by 1, 2, … points, counted in 592 two-seat hands of the `expert` yardstick against
 * itself (the 8 hands with no winner left out): the loser mostly holds a card or two.
 */
const GAINS = [
  114, 101, 43, 39, 43, 32, 30, 17, 21, 20, 14, 13, 9, 8, 7, 3, 6, 5, 2, 7, 8, 5, 7, 3, 2, 4, 3, 1, 1, 5, 2, 3, 1, 2, 1,
  0, 0, 1, 0, 1, 1, 0, 1, 2, 0, 0, 1, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 1,
];
const TOTAL = GAINS.reduce((a, b) => a + b, 0);

const tables = new Map<number, Float64Array>();

/** The table of win chances for scores below `target`: entry a * target + b for mine a, theirs b. */
function table(target: number): Float64Array {
  const cached = tables.get(target);
  if (cached) return cached;
  const v = new Float64Array(target * target);
  // Higher totals first: each entry needs only entries with a larger score on one side.
  for (let sum = 2 * target - 2; sum >= 0; sum--) {
    for (let a = Math.min(target - 1, sum); a >= 0 && sum - a < target; a--) {
      const b = sum - a;
      let win = 0;
      GAINS.forEach((count, i) => {
        const x = i + 1;
        const mine = a + x >= target ? 1 : (v[(a + x) * target + b] as number);
        const theirs = b + x >= target ? 0 : (v[a * target + b + x] as number);
        win += count * (mine + theirs);
      });
      v[a * target + b] = win / (2 * TOTAL);
    }
  }
  tables.set(target, v);
  return v;
}

/** The chance of winning the game from scores `mine` and `theirs` (reaching `target` first wins). */
export function gameValue(mine: number, theirs: number, target: number): number {
  if (mine >= target) return theirs >= target && theirs > mine ? 0 : 1;
  if (theirs >= target) return 0;
  return table(target)[Math.max(0, mine) * target + Math.max(0, theirs)] as number;
}
