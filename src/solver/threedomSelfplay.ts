/**
 * `npx tsx src/solver/threedomSelfplay.ts [--rounds 1000] [--seed 1] [--only strong:greedy,…]`: Threedom's computer levels
 * against a random player and a one-move greedy player (src/solver/threedom.ts), one round per deal,
 * each deal played twice with the seats swapped, so neither side gains from the cards or from
 * starting. Prints, per pairing, the mean margin (level's points − opponent's, per round) with its
 * 95 % confidence interval (mean ± 1.96 standard errors of the per-deal mean of the two rounds), and
 * the share of rounds won. Reproducible from the seed.
 */
import { parseArgs } from 'node:util';
import { deriveSeed } from '../cards/random.ts';
import { applyMove, setup, toMove, viewFor } from '../engine/threedom/index.ts';
import type { Seat } from '../engine/threedom/types.ts';
import { chooseThreedomMove, type ThreedomPlayerLevel } from './threedom.ts';

/** One round from deal `seed`, `a` in seat 0 (starting) and `b` in seat 1: the points by seat. */
export function playRound(a: ThreedomPlayerLevel, b: ThreedomPlayerLevel, seed: number): [number, number] {
  let state = setup({ target: 1_000_000 }, seed);
  for (let turn = 0; state.history.length === 0; turn++) {
    const seat = toMove(state) as Seat;
    const level = seat === 0 ? a : b;
    const move = chooseThreedomMove(level, viewFor(state, seat), deriveSeed(seed, 100 + turn));
    const result = applyMove(state, seat, move);
    if (!result.ok) throw new Error(`${level} chose an illegal move: ${result.reason}`);
    state = result.state;
  }
  return state.history[0]?.points ?? [0, 0];
}

export interface Pairing {
  level: ThreedomPlayerLevel;
  opponent: ThreedomPlayerLevel;
  rounds: number;
  margin: number;
  low: number;
  high: number;
  won: number;
}

/** `rounds` rounds (an even number: each deal twice, seats swapped) of `level` against `opponent`. */
export function pairing(
  level: ThreedomPlayerLevel,
  opponent: ThreedomPlayerLevel,
  rounds: number,
  seed: number,
): Pairing {
  const perDeal: number[] = [];
  let won = 0;
  for (let d = 0; d < rounds / 2; d++) {
    const deal = deriveSeed(seed, d);
    const [x0, x1] = playRound(level, opponent, deal);
    const [y0, y1] = playRound(opponent, level, deal);
    perDeal.push((x0 - x1 + (y1 - y0)) / 2);
    won += (x0 > x1 ? 1 : 0) + (y1 > y0 ? 1 : 0);
  }
  const n = perDeal.length;
  const mean = perDeal.reduce((s, x) => s + x, 0) / n;
  const sd = Math.sqrt(perDeal.reduce((s, x) => s + (x - mean) ** 2, 0) / (n - 1));
  const half = (1.96 * sd) / Math.sqrt(n);
  return { level, opponent, rounds: n * 2, margin: mean, low: mean - half, high: mean + half, won: won / (n * 2) };
}

const invokedDirectly = process.argv[1]?.endsWith('threedomSelfplay.ts');
if (invokedDirectly) {
  const { values } = parseArgs({
    options: {
      rounds: { type: 'string', default: '1000' },
      seed: { type: 'string', default: '1' },
      /** Only these pairings, e.g. `strong:greedy,casual:random`. */
      only: { type: 'string' },
    },
  });
  const rounds = Math.max(2, Math.floor(Number(values.rounds) / 2) * 2);
  const seed = Number(values.seed);
  console.log(`| level | opponent | rounds | margin per round | 95 % CI | rounds won |`);
  console.log(`|---|---|---|---|---|---|`);
  for (const level of ['casual', 'strong', 'greedy'] as const)
    for (const opponent of ['random', 'greedy'] as const) {
      if (level === opponent) continue;
      if (values.only && !values.only.split(',').includes(`${level}:${opponent}`)) continue;
      const started = performance.now();
      const p = pairing(level, opponent, rounds, seed);
      const f = (x: number) => x.toFixed(1);
      console.log(
        `| ${level} | ${opponent} | ${p.rounds} | ${f(p.margin)} | [${f(p.low)}, ${f(p.high)}] | ${(p.won * 100).toFixed(0)} % | ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
    }
}
