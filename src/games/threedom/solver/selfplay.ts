/**
 * Threedom's self-play tables, reproducible from a seed (README.md here shows them):
 * - `npx tsx src/games/threedom/solver/selfplay.ts --matches 400 [--seed 1] [--only strong:greedy,…]`: matches
 *   to 500 (the game's default target), each deal of seeds played twice with the seats swapped (who
 *   starts the first round too), so neither side gains from the cards or from starting. Prints, per
 *   pairing, the share of matches won with its 95 % Wilson interval, and the level's decision times.
 * - `… --rounds 1000`: single rounds instead, the mean margin per round (level's points − opponent's)
 *   with its 95 % interval (mean ± 1.96 standard errors of the per-deal mean) and the rounds won.
 */
import { realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { deriveSeed } from '../../../cards/random.ts';
import { applyMove, DEFAULT_TARGET, setup, toMove, viewFor } from '../engine/index.ts';
import type { Seat } from '../engine/types.ts';
import { chooseThreedomMove, type ThreedomPlayerLevel } from './player.ts';
import { STRONG_BUDGET } from './search.ts';

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

/** Decision times of one level, in ms of CPU time (what one quiet core would take). */
export type Times = number[];

/**
 * One match to `target` from seed `seed`, `a` in seat 0 (starting the first round) and `b` in seat 1:
 * the winning seat. Pushes the CPU time of each of `timed`'s decisions onto `times`.
 */
export function playMatch(
  a: ThreedomPlayerLevel,
  b: ThreedomPlayerLevel,
  seed: number,
  target = DEFAULT_TARGET,
  timed?: { level: ThreedomPlayerLevel; times: Times },
): Seat {
  let state = setup({ target, firstStarter: 0 }, seed);
  for (let turn = 0; state.winner === null; turn++) {
    const seat = toMove(state) as Seat;
    const level = seat === 0 ? a : b;
    const start = timed?.level === level ? process.cpuUsage() : null;
    const move = chooseThreedomMove(level, viewFor(state, seat), deriveSeed(seed, 100 + turn));
    if (start && timed) {
      const used = process.cpuUsage(start);
      timed.times.push((used.user + used.system) / 1000);
    }
    const result = applyMove(state, seat, move);
    if (!result.ok) throw new Error(`${level} chose an illegal move: ${result.reason}`);
    state = result.state;
  }
  return state.winner;
}

/** The 95 % Wilson score interval of `wins` out of `n`. */
export function wilson(wins: number, n: number): [number, number] {
  const z = 1.96;
  const p = wins / n;
  const centre = (p + (z * z) / (2 * n)) / (1 + (z * z) / n);
  const half = (z / (1 + (z * z) / n)) * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n));
  return [centre - half, centre + half];
}

export interface MatchPairing {
  level: ThreedomPlayerLevel;
  opponent: ThreedomPlayerLevel;
  matches: number;
  winRate: number;
  ci: [number, number];
  /** The level's decision times (CPU ms), sorted. */
  times: Times;
}

/** `matches` matches (rounded up to even: each seed twice, seats swapped) of `level` against `opponent`. */
export function matchPairing(
  level: ThreedomPlayerLevel,
  opponent: ThreedomPlayerLevel,
  matches: number,
  seed: number,
  progress?: (played: number, won: number) => void,
): MatchPairing {
  const times: Times = [];
  const timed = { level, times };
  let won = 0;
  const deals = Math.max(1, Math.ceil(matches / 2));
  for (let d = 0; d < deals; d++) {
    const deal = deriveSeed(seed, d);
    if (playMatch(level, opponent, deal, DEFAULT_TARGET, timed) === 0) won++;
    if (playMatch(opponent, level, deal, DEFAULT_TARGET, timed) === 1) won++;
    progress?.(2 * (d + 1), won);
  }
  times.sort((x, y) => x - y);
  return { level, opponent, matches: deals * 2, winRate: won / (deals * 2), ci: wilson(won, deals * 2), times };
}

/** The `p`th percentile of sorted `values`. */
export const percentile = (values: Times, p: number): number =>
  values[Math.min(values.length - 1, Math.floor((values.length * p) / 100))] ?? Number.NaN;

/** The bench's pairings: each offered level against each yardstick (./player.ts `THREEDOM_YARDSTICKS`). */
export const AI_PAIRINGS: readonly (readonly [ThreedomPlayerLevel, ThreedomPlayerLevel])[] = [
  ['strong', 'greedy2'],
  ['casual', 'greedy2'],
  ['strong', 'casual'],
];

/** For the bench (src/tools/bench/ai.ts): every pairing of `AI_PAIRINGS` in matches to 500, and strong's decision times. */
export async function threedomAiFigures(opts: { matches: number; seed: number }): Promise<{
  rows: { level: string; against: string; matches: number; winRate: number; ci: [number, number] }[];
  decisionMsP99: number;
  decisionMsP50: number;
}> {
  const rows = [];
  const times: Times = [];
  for (const [level, against] of AI_PAIRINGS) {
    const p = matchPairing(level, against, opts.matches, opts.seed);
    rows.push({ level, against, matches: p.matches, winRate: p.winRate, ci: p.ci });
    if (level === 'strong') times.push(...p.times);
  }
  times.sort((x, y) => x - y);
  return { rows, decisionMsP99: percentile(times, 99), decisionMsP50: percentile(times, 50) };
}

/** The pairings of the tables: each level against the yardsticks, the strong level against its predecessor. */
const PAIRINGS: [ThreedomPlayerLevel, ThreedomPlayerLevel][] = [
  ['casual', 'random'],
  ['casual', 'greedy'],
  ['heuristic', 'random'],
  ['heuristic', 'greedy'],
  ['strong', 'random'],
  ['strong', 'greedy'],
  ['strong', 'heuristic'],
  ['strong', 'greedy2'],
  ['casual', 'greedy2'],
  ['strong', 'casual'],
  ['greedy2', 'greedy'],
  ['greedy', 'random'],
];

function printRounds(pairings: typeof PAIRINGS, rounds: number, seed: number): void {
  console.log('| level | opponent | rounds | margin per round | 95 % CI | rounds won | time |');
  console.log('|---|---|---|---|---|---|---|');
  for (const [level, opponent] of pairings) {
    const started = performance.now();
    const p = pairing(level, opponent, rounds, seed);
    const f = (x: number) => x.toFixed(1);
    const s = ((performance.now() - started) / 1000).toFixed(0);
    console.log(
      `| ${level} | ${opponent} | ${p.rounds} | ${f(p.margin)} | [${f(p.low)}, ${f(p.high)}] | ${(p.won * 100).toFixed(0)} % | ${s} s |`,
    );
  }
}

function printMatches(pairings: typeof PAIRINGS, matches: number, seed: number): void {
  console.log(
    `| level | opponent | matches to ${DEFAULT_TARGET} | won | 95 % CI | decision ms p50 / p99 (CPU) | time |`,
  );
  console.log('|---|---|---|---|---|---|---|');
  for (const [level, opponent] of pairings) {
    const started = performance.now();
    // Progress on stderr (the table stays clean on stdout): matches played and won so far.
    const p = matchPairing(level, opponent, matches, seed, (n, won) =>
      process.stderr.write(`${level}:${opponent} ${won}/${n}\n`),
    );
    const pc = (x: number) => `${(x * 100).toFixed(1)} %`;
    const ms = (x: number) => x.toFixed(x < 10 ? 2 : 0);
    const s = ((performance.now() - started) / 1000).toFixed(0);
    console.log(
      `| ${level} | ${opponent} | ${p.matches} | ${pc(p.winRate)} | [${pc(p.ci[0])}, ${pc(p.ci[1])}] | ${ms(percentile(p.times, 50))} / ${ms(percentile(p.times, 99))} | ${s} s |`,
    );
  }
}

// By its URL, not its file name: every game's self-play is a selfplay.ts.
const invokedDirectly = process.argv[1] && import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href;
if (invokedDirectly) {
  const { values } = parseArgs({
    options: {
      matches: { type: 'string' },
      rounds: { type: 'string' },
      seed: { type: 'string', default: '1' },
      /** Only these pairings, e.g. `strong:greedy,strong:heuristic`. */
      only: { type: 'string' },
      /** The strong level's budget for this run, `candidates,samples,depth` (for tuning). */
      budget: { type: 'string' },
    },
  });
  if (values.budget) {
    const [candidates, samples, depth] = values.budget.split(',').map(Number);
    Object.assign(STRONG_BUDGET, { candidates, samples, depth });
    console.log(`strong budget: ${JSON.stringify(STRONG_BUDGET)}`);
  }
  const seed = Number(values.seed);
  const only = values.only?.split(',');
  const pairings = PAIRINGS.filter(([l, o]) => !only || only.includes(`${l}:${o}`));
  if (values.rounds !== undefined) printRounds(pairings, Math.max(2, Math.floor(Number(values.rounds) / 2) * 2), seed);
  else printMatches(pairings, Number(values.matches ?? 400), seed);
}
