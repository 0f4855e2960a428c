/**
 * `npm run --silent bench -- --json --only ai`: the computer players of Threedom and Rummy.
 * - Win rates of each offered level against each fixed yardstick over whole games (the self-play
 *   tools' own functions, seeded; seats and the first player rotated): `threedom_<level>_vs_<yardstick>_…`
 *   (matches to 500; yardstick `greedy2`; and strong against casual), `rummy2_<level>_vs_<yardstick>_…` and
 *   `rummy4_strong_vs_<yardstick>_…` (games to 100, two seats, and four with three of the yardstick;
 *   yardsticks `greedy2`, `expert`, and `strong1` … `strong7`, the strong levels it replaced), as fractions, each
 *   with its Wilson 95 % interval's bounds (`_ci_low`, `_ci_high`) and the number of games (`_games`).
 * - Decision time as the bot sees it: `strong` decisions asked of the shared worker pool
 *   (`playInWorker`) for positions of real games, two games' decisions in flight at once while the
 *   main thread keeps a 1 ms timer going (standing in for other games' clicks); p50/p99 of the round
 *   trip, and the main thread's event-loop delay p99 meanwhile.
 * `BENCH_AI_MATCHES` / `BENCH_AI_GAMES` / `BENCH_AI_DECISIONS` shrink or grow it.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { deriveSeed } from '../../cards/random.ts';
import * as rummy from '../../games/rummy/engine/index.ts';
import { rummyAiFigures } from '../../games/rummy/solver/selfplay.ts';
import * as threedom from '../../games/threedom/engine/index.ts';
import { threedomAiFigures } from '../../games/threedom/solver/selfplay.ts';
import { PLAYERS } from '../../solver/players.ts';
import { closeSharedPool, playInWorker, sharedPool } from '../../solver/pool.ts';
import { median, round } from './stats.ts';

const envNumber = (name: string, fallback: number) => {
  const n = Number(process.env[name]);
  return Number.isSafeInteger(n) && n > 0 ? n : fallback;
};

interface Position {
  game: string;
  view: unknown;
  seed: number;
}

/** Views where a seat is to move, from games the best yardsticks (Threedom `greedy2`, Rummy `expert`) play against themselves. */
function positions(count: number, seed: number): Position[] {
  const out: Position[] = [];
  for (let g = 0; out.length < count * 2; g++) {
    let t = threedom.setup({ target: 500 }, deriveSeed(seed, g));
    for (let n = 0; threedom.toMove(t) !== null && n < 400 && out.length < count; n++) {
      const seat = threedom.toMove(t) as 0 | 1;
      const view = threedom.viewFor(t, seat);
      if (n % 3 === 0) out.push({ game: 'threedom', view, seed: deriveSeed(seed, n) });
      const move = PLAYERS.threedom?.('greedy2', view, n) as Parameters<typeof threedom.applyMove>[2];
      const r = threedom.applyMove(t, seat, move);
      if (!r.ok) throw new Error(r.reason);
      t = r.state;
    }
    let s = rummy.setup({ players: g % 2 === 0 ? 2 : 4, target: 100 }, deriveSeed(seed, 1000 + g));
    for (let n = 0; rummy.toMove(s) !== null && n < 600 && out.length < count * 2; n++) {
      const seat = rummy.toMove(s) as number;
      const view = rummy.viewFor(s, seat);
      if (n % 2 === 0) out.push({ game: 'rummy', view, seed: deriveSeed(seed, n) });
      const move = PLAYERS.rummy?.('expert', view, n) as Parameters<typeof rummy.applyMove>[2];
      const r = rummy.applyMove(s, seat, move);
      if (!r.ok) throw new Error(r.reason);
      s = r.state;
    }
  }
  return out;
}

const p99 = (xs: number[]) =>
  xs.slice().sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * 0.99))] ?? NaN;

/** Round trips of `strong` decisions through the shared worker pool, two in flight at once. */
async function decisionTimes(count: number): Promise<Record<string, number>> {
  const all = positions(count, 7);
  await sharedPool().warmUp();
  const times: Record<string, number[]> = { threedom: [], rummy: [] };
  const loop = monitorEventLoopDelay({ resolution: 1 });
  const busy = setInterval(() => {}, 1);
  loop.enable();
  let next = 0;
  const lane = async () => {
    while (next < all.length) {
      const p = all[next++] as Position;
      const t0 = performance.now();
      await playInWorker(p.game, 'strong', p.view, p.seed);
      times[p.game]?.push(performance.now() - t0);
    }
  };
  try {
    await Promise.all([lane(), lane()]);
  } finally {
    clearInterval(busy);
    loop.disable();
    await closeSharedPool();
  }
  return {
    threedom_decision_ms_p50: round(median(times.threedom ?? [])),
    threedom_decision_ms_p99: round(p99(times.threedom ?? [])),
    rummy_decision_ms_p50: round(median(times.rummy ?? [])),
    rummy_decision_ms_p99: round(p99(times.rummy ?? [])),
    ai_event_loop_delay_ms_p99: round(loop.percentile(99) / 1e6),
  };
}

export async function benchAi(): Promise<Record<string, number>> {
  const t = await threedomAiFigures({ matches: envNumber('BENCH_AI_MATCHES', 100), seed: 1 });
  const r = await rummyAiFigures({ games: envNumber('BENCH_AI_GAMES', 100), seed: 1 });
  const out: Record<string, number> = {};
  const rate = (key: string, row: { winRate: number; ci: [number, number] }, n: number) => {
    out[`${key}_win_rate`] = round(row.winRate, 3);
    out[`${key}_win_rate_ci_low`] = round(row.ci[0], 3);
    out[`${key}_win_rate_ci_high`] = round(row.ci[1], 3);
    out[`${key}_games`] = n;
  };
  for (const row of t.rows) rate(`threedom_${row.level}_vs_${row.against}`, row, row.matches);
  for (const row of r.rows) {
    rate(`rummy${row.seats}_${row.level}_vs_${row.against}`, row, row.games);
    // Games stopped by a looping hand (counted above as not won).
    out[`rummy${row.seats}_${row.level}_vs_${row.against}_stalled`] = row.stalled;
  }
  return {
    ...out,
    // CPU of one decision in self-play (what a quiet core takes), beside the pool's round trips below.
    threedom_decision_cpu_ms_p50: round(t.decisionMsP50),
    threedom_decision_cpu_ms_p99: round(t.decisionMsP99),
    rummy_decision_cpu_ms_p50: round(r.decisionMsP50),
    rummy_decision_cpu_ms_p99: round(r.decisionMsP99),
    ...(await decisionTimes(envNumber('BENCH_AI_DECISIONS', 300))),
  };
}
