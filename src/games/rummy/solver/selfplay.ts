/**
 * Rummy self-play. Whole games to 100 points (src/games/rummy/engine/match.ts: the first seat whose
 * points won reach the target wins; two players: the hand's winner deals next, more: the deal
 * passes left), one seat of the level against the yardstick in every other seat. Games come in
 * groups of `seats` on the same seed, the level's seat rotating through every seat, so each deal
 * and each first player is met from every chair. A win is the level's seat finishing first; the 95 %
 * confidence interval is Wilson's. The level's decision times are measured in the same games.
 *
 *   npx tsx src/games/rummy/solver/selfplay.ts [--games 400] [--seed 1] [--seats 2,4] [--level strong]
 *     [--against greedy] [--progress] [--hands]   (--hands: the older table of net points per single hand)
 */
import { performance } from 'node:perf_hooks';
import { deriveSeed } from '../../../cards/random.ts';
import { applyMove, setup, viewFor } from '../engine/index.ts';
import type { RummyState } from '../engine/types.ts';
import { RUMMY_LEVELS, rummyMove } from './player.ts';

/**
 * Moves one hand may take in self-play before it is stopped. A hand of the rules has no bound (two
 * players who take every discard never draw the stock down), and a normal hand takes well under 500
 * moves even at six seats with the stock turned over twice, so this only stops a loop.
 */
export const HAND_MOVE_BOUND = 3000;

/** A self-play hand that ran past `HAND_MOVE_BOUND` moves: counted as a failure, never waited for. */
export class StalledHand extends Error {
  constructor(
    readonly levels: readonly string[],
    readonly seed: number,
    readonly hand: number,
  ) {
    super(`a Rummy hand ran past ${HAND_MOVE_BOUND} moves (${levels.join(' v ')}, seed ${seed}, hand ${hand})`);
  }
}

/**
 * Plays one game of `levels.length` seats to completion; `times` collects the decision ms of `timed`
 * seats. Throws `StalledHand` when a hand runs past `HAND_MOVE_BOUND` moves.
 */
export function playGame(
  levels: readonly string[],
  seed: number,
  options: {
    target?: number;
    hands?: number;
    firstDealer?: number;
    timed?: number;
    /** Wall-clock ms per decision of the timed seat. */
    times?: number[];
    /** CPU ms per decision of the timed seat (what a quiet core would take, on a loaded machine). */
    cpu?: number[];
    /** Moves one hand may take before it is stopped (default `HAND_MOVE_BOUND`). */
    handMoveBound?: number;
  } = {},
): RummyState {
  let state = setup(
    { players: levels.length, target: options.target, hands: options.hands, firstDealer: options.firstDealer },
    seed,
  );
  let hand = state.hand;
  let handMoves = 0;
  for (let n = 0; !state.finished; n++) {
    if (state.hand !== hand) {
      hand = state.hand;
      handMoves = 0;
    }
    if (++handMoves > (options.handMoveBound ?? HAND_MOVE_BOUND)) throw new StalledHand(levels, seed, hand);
    const seat = state.current.toMove;
    const view = viewFor(state, seat);
    const moveSeed = deriveSeed(seed, n);
    const timed = seat === options.timed;
    const start = timed ? performance.now() : 0;
    const cpu = timed ? process.cpuUsage() : undefined;
    const move = rummyMove(levels[seat] as string, view, moveSeed);
    if (timed) {
      options.times?.push(performance.now() - start);
      const used = process.cpuUsage(cpu);
      options.cpu?.push((used.user + used.system) / 1000);
    }
    const result = applyMove(state, seat, move);
    if (!result.ok) throw new Error(`${levels[seat]} chose an illegal move: ${result.reason}`);
    state = result.state;
  }
  return state;
}

/** One hand: `levels[s]` plays seat s, `dealer` deals. Returns the payments. */
export function playHand(levels: readonly string[], dealer: number, seed: number): number[] {
  const state = playGame(levels, seed, { hands: 1, firstDealer: dealer });
  return state.previous?.payments ?? [];
}

/** Wilson's 95 % interval for `wins` out of `n`. */
export function wilson(wins: number, n: number): [number, number] {
  if (n === 0) return [0, 1];
  const z = 1.96;
  const p = wins / n;
  const mid = p + (z * z) / (2 * n);
  const half = z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n));
  const den = 1 + (z * z) / n;
  return [Math.max(0, (mid - half) / den), Math.min(1, (mid + half) / den)];
}

export interface MatchRow {
  level: string;
  against: string;
  seats: number;
  games: number;
  wins: number;
  winRate: number;
  ci: [number, number];
  /** Mean points the level's seat scored per game, and the mean of the best other seat. */
  points: number;
  /** Games stopped by a hand that ran past `HAND_MOVE_BOUND` moves (each counted as a game not won). */
  stalled: number;
  times: number[];
  cpu: number[];
}

/** `games` games of `level` in one seat against `against` in the others (games rounded up to whole rotations). */
export function measureGames(
  level: string,
  against: string,
  seats: number,
  games: number,
  seed: number,
  onGame?: (played: number, wins: number) => void,
): MatchRow {
  const times: number[] = [];
  const cpu: number[] = [];
  let wins = 0;
  let points = 0;
  let stalled = 0;
  const rounds = Math.ceil(games / seats);
  for (let g = 0; g < rounds; g++) {
    const gameSeed = deriveSeed(seed, g);
    for (let focus = 0; focus < seats; focus++) {
      const levels = Array.from({ length: seats }, (_, s) => (s === focus ? level : against));
      let state: RummyState;
      try {
        state = playGame(levels, gameSeed, { timed: focus, times, cpu });
      } catch (e) {
        if (!(e instanceof StalledHand)) throw e;
        stalled++;
        onGame?.(g * seats + focus + 1, wins);
        continue;
      }
      if (state.winners.length === 1 && state.winners[0] === focus) wins++;
      points += state.scores[focus] ?? 0;
      onGame?.(g * seats + focus + 1, wins);
    }
  }
  const n = rounds * seats;
  return {
    level,
    against,
    seats,
    games: n,
    wins,
    winRate: wins / n,
    ci: wilson(wins, n),
    points: points / n,
    stalled,
    times,
    cpu,
  };
}

export function percentile(xs: readonly number[], p: number): number {
  if (xs.length === 0) return 0;
  const sorted = xs.slice().sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] as number;
}

/** One measured pairing of the bench: the level's seat against `against` in every other seat. */
export interface AiRow {
  level: string;
  against: string;
  seats: number;
  games: number;
  winRate: number;
  ci: [number, number];
  /** Games stopped by a hand that looped (counted as not won). */
  stalled: number;
}

/**
 * The bench's pairings: each offered level against each yardstick at two seats, the strong level at
 * four seats (one strong, three of the yardstick) and against the strong levels it replaced
 * (`strong4` at four seats: the two play alike at two seats).
 */
export const AI_PAIRINGS: readonly (readonly [level: string, against: string, seats: number])[] = [
  ['strong', 'greedy2', 2],
  ['strong', 'expert', 2],
  ['strong', 'greedy2', 4],
  ['strong', 'expert', 4],
  ['strong', 'strong1', 2],
  ['strong', 'strong2', 2],
  ['strong', 'strong3', 2],
  ['strong', 'strong4', 4],
  ['strong', 'strong5', 2],
  ['strong', 'strong6', 2],
  ['strong', 'strong7', 4],
  ['casual', 'greedy2', 2],
  ['casual', 'expert', 2],
];

/** The bench's figures: every pairing of `AI_PAIRINGS`, and the strong seat's decision times (CPU ms). */
export async function rummyAiFigures(opts: { games: number; seed: number }): Promise<{
  rows: AiRow[];
  decisionMsP99: number;
  decisionMsP50: number;
}> {
  const rows: AiRow[] = [];
  const times: number[] = [];
  for (const [level, against, seats] of AI_PAIRINGS) {
    const r = measureGames(level, against, seats, opts.games, deriveSeed(opts.seed, seats));
    rows.push({ level, against, seats, games: r.games, winRate: r.winRate, ci: r.ci, stalled: r.stalled });
    if (level === 'strong') times.push(...r.cpu);
  }
  return { rows, decisionMsP99: percentile(times, 0.99), decisionMsP50: percentile(times, 0.5) };
}

export interface Margin {
  level: string;
  against: string;
  seats: number;
  hands: number;
  mean: number;
  low: number;
  high: number;
  winRate: number;
}

/** The level seat's mean net payment per single hand against `against`, the level's seat and the dealer rotating. */
export function measure(level: string, against: string, seats: number, hands: number, seed: number): Margin {
  const xs: number[] = [];
  let wins = 0;
  for (let h = 0; h < hands; h++) {
    const focus = h % seats;
    const levels = Array.from({ length: seats }, (_, s) => (s === focus ? level : against));
    const payments = playHand(levels, Math.floor(h / seats) % seats, deriveSeed(seed, h));
    const mine = payments[focus] ?? 0;
    xs.push(mine);
    if (mine > 0) wins++;
  }
  const mean = xs.reduce((a, b) => a + b, 0) / hands;
  const sd = Math.sqrt(xs.reduce((a, b) => a + (b - mean) ** 2, 0) / Math.max(1, hands - 1));
  const half = (1.96 * sd) / Math.sqrt(hands);
  return { level, against, seats, hands, mean, low: mean - half, high: mean + half, winRate: wins / hands };
}

const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
const f = (x: number) => (x >= 0 ? '+' : '') + x.toFixed(1);

function arg(name: string, fallback: string): string {
  const k = process.argv.indexOf(`--${name}`);
  return k >= 0 ? (process.argv[k + 1] ?? fallback) : fallback;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const games = Number(arg('games', '400'));
  const seed = Number(arg('seed', '1'));
  const seatsList = arg('seats', '2,4').split(',').map(Number);
  const levels = arg('level', 'strong').split(',');
  const against = arg('against', 'greedy').split(',');
  if (process.argv.includes('--hands')) {
    console.log(`Rummy, ${games} single hands each, seed ${seed}: the level's net points per hand (95 % CI)`);
    console.log('| level | against | seats | margin | 95 % CI | hands won |\n|---|---|---|---|---|---|');
    for (const level of levels.length ? levels : RUMMY_LEVELS)
      for (const a of against)
        for (const seats of seatsList) {
          const m = measure(level, a, seats, games, deriveSeed(seed, seats * 10 + a.length));
          console.log(`| ${level} | ${a} | ${seats} | ${f(m.mean)} | ${f(m.low)} … ${f(m.high)} | ${pct(m.winRate)} |`);
        }
  } else {
    console.log(`Rummy, games to 100, seed ${seed}: games the level's seat won (95 % Wilson CI)`);
    console.log(
      '| level | against | seats | games | won | 95 % CI | decision ms p50 / p99 (wall) | (CPU) | stalled |\n|---|---|---|---|---|---|---|---|---|',
    );
    for (const level of levels)
      for (const a of against)
        for (const seats of seatsList) {
          const r = measureGames(level, a, seats, games, deriveSeed(seed, seats), (played, wins) => {
            if (process.argv.includes('--progress') && played % 20 === 0)
              console.error(`${level} v ${a}, ${seats} seats: ${wins} won of ${played}`);
          });
          const ms = (xs: number[]) => `${percentile(xs, 0.5).toFixed(1)} / ${percentile(xs, 0.99).toFixed(1)}`;
          console.log(
            `| ${level} | ${a} | ${seats} | ${r.games} | ${pct(r.winRate)} | ${pct(r.ci[0])} … ${pct(r.ci[1])} | ${ms(r.times)} | ${ms(r.cpu)} | ${r.stalled} |`,
          );
        }
  }
}
