/**
 * Move latency through the whole stack: from the stand-in dispatching a move's INTERACTION_CREATE
 * to the stand-in receiving the bot's message with the new board image. 100 classic games are in
 * play at once on the default store (SQLite, in a temp file). Clicks arrive as an open loop at a
 * fixed rate (default 25 moves/s, Poisson arrivals from a fixed seed), each on the next game in
 * turn that has no click in flight. Before timing, game k plays k % 13 moves, so the games stand at
 * every point of a deal and the timed moves end deals as often as play does (those moves also post
 * an end-of-deal summary, then its analysis; `move_latency_deal_ends` counts them and
 * `move_latency_deal_end_ms_p50` is their median).
 *
 * Why an open loop at 25/s: every move posts at least one message, and Discord lets a bot make 50
 * requests a second in all (the global limit, which @discordjs/rest enforces on the client in
 * one-second windows). A closed loop with clicks back to back drove this bot at ~57 moves/s, past
 * that limit, and then measured the client's waits for the next window (up to ~900 ms), not the
 * bot. 25 moves/s is half the budget, far busier than 100 asynchronous games ever are.
 * The stand-in runs in the same process, so Discord's side of each round trip (parsing the upload,
 * storing the message) is counted too. BENCH_RATE and BENCH_MOVES override the load.
 *
 * Then, in the same world (the 100 games still open), `computer_reply_ms_*`: from dispatching a
 * player's move in a game against the computer (strong) to the stand-in receiving the board after
 * the computer's answer (its move chosen in the solver's worker pool), over 20 such games at the
 * same rate (each reply posts one board).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deriveSeed } from '../../cards/random.ts';
import { startWorld, type World } from '../demo/world.ts';
import type { StandInUser } from '../standin/index.ts';
import { round } from './stats.ts';

export interface LatencyOptions {
  /** Games in play at once (default 100). */
  games?: number;
  /** Clicks arriving per second (default 25, or BENCH_RATE). */
  rate?: number;
  /** Moves timed, after a warm-up (default 300, or BENCH_MOVES). */
  moves?: number;
  warmup?: number;
  /** Games against the computer (default 20) and moves timed in them (default 100; 0: none). */
  computerGames?: number;
  computerMoves?: number;
}

/** Moves played untimed before timing, at most (see the stagger in benchMoveLatency). */
const STAGGER = 13;
const isSummary = (m: { content: string }) => /^Deal \d+: /.test(m.content);

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

async function inBatches<T>(count: number, size: number, fn: (k: number) => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  for (let k = 0; k < count; k += size) {
    out.push(...(await Promise.all(Array.from({ length: Math.min(size, count - k) }, (_, j) => fn(k + j)))));
  }
  return out;
}

/** One move in `threadId` by whoever is to move; returns dispatch → new board, in ms. */
async function timedMove(w: World, threadId: string, n: number): Promise<{ ms: number; dealEnd: boolean }> {
  const board = w.liveBoard(threadId);
  const mover = board && w.moverOf(board);
  if (!board || !mover) throw new Error(`no live board in ${threadId}`);
  const choices = w.choices(board).filter((c) => c.label !== 'Hint');
  const choice = choices[(deriveSeed(7, n) >>> 0) % choices.length];
  if (!choice) throw new Error('no control');
  const version = w.versionOf(board);
  const summaries = w.standIn.messages(threadId).filter(isSummary).length;
  const start = performance.now();
  w.press(mover, board, choice);
  await w.waitForNext(threadId, version, 30_000);
  const ms = performance.now() - start;
  return { ms, dealEnd: w.standIn.messages(threadId).filter(isSummary).length > summaries };
}

/**
 * `moves` timed moves (after `warmup`) over `threads`, arriving at `rate` a second (exponential gaps
 * from a fixed seed), each on the next game in turn with no click in flight. Returns the times
 * (sorted, in ms) and the process's CPU time per move (every thread: the bot, its PNG compression
 * and solver workers, and the stand-in).
 */
async function timedMoves(
  w: World,
  threads: readonly string[],
  rate: number,
  moves: number,
  warmup: number,
): Promise<{ times: number[]; dealEnds: number[]; cpuMsPerMove: number }> {
  const times: number[] = [];
  const dealEnds: number[] = [];
  const inFlight = new Map<string, Promise<void>>();
  let turn = 0;
  let due = performance.now();
  const cpu0 = process.cpuUsage();
  for (let n = 0; n < moves + warmup; n++) {
    // An exponential gap: -ln(U)/rate seconds, U uniform in (0, 1] from the seed.
    const u = ((deriveSeed(11, n) >>> 0) + 1) / 2 ** 32;
    due += (-Math.log(u) / rate) * 1000;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    // Every game busy (the bot fell far behind): wait for one to finish rather than click twice.
    while (inFlight.size >= threads.length) await Promise.race(inFlight.values());
    let threadId = threads[turn++ % threads.length] as string;
    while (inFlight.has(threadId)) threadId = threads[turn++ % threads.length] as string;
    const id = threadId;
    inFlight.set(
      id,
      timedMove(w, id, n).then(({ ms, dealEnd }) => {
        if (n >= warmup) times.push(ms);
        if (n >= warmup && dealEnd) dealEnds.push(ms);
        inFlight.delete(id);
      }),
    );
  }
  await Promise.all(inFlight.values());
  const cpu = process.cpuUsage(cpu0);
  return {
    times: times.sort((a, b) => a - b),
    dealEnds: dealEnds.sort((a, b) => a - b),
    cpuMsPerMove: (cpu.user + cpu.system) / 1000 / (moves + warmup),
  };
}

/** A long game against the computer (strong) for `user`; resolves with its thread once the first board is up. */
async function vsComputer(w: World, user: StandInUser): Promise<string> {
  const reply = await w
    .slash(user, 'abstrac', { subcommand: 'challenge', opponent: w.standIn.bot, target: 100_000 })
    .response();
  const threadId = await w.standIn.waitFor(() => /the game is on in <#(\d+)>/.exec(reply.content)?.[1]);
  await w.settled(threadId);
  return threadId;
}

export async function benchMoveLatency(opts: LatencyOptions = {}): Promise<Record<string, number>> {
  const games = opts.games ?? 100;
  const rate = opts.rate ?? Number(process.env.BENCH_RATE ?? 25);
  const moves = opts.moves ?? Number(process.env.BENCH_MOVES ?? 300);
  const warmup = opts.warmup ?? 20;
  const tmp = mkdtempSync(join(tmpdir(), 'move-latency-'));
  const w = await startWorld({
    storeUrl: `sqlite://${join(tmp, 'bench.sqlite')}`,
    players: Array.from({ length: games * 2 }, (_, k) => `player${k}`),
  });
  try {
    const users = w.users as StandInUser[];
    const threads = await inBatches(games, 5, async (k) => {
      const game = await w.startGame(users[2 * k] as StandInUser, users[2 * k + 1] as StandInUser, {
        variant: 'classic',
        target: 100_000,
      });
      return game.threadId;
    });
    // Untimed, game k first plays k % STAGGER moves, so the games stand at every point of a deal and
    // the timed moves end deals as often as play does (about 1 in 13 in classic), not never.
    await inBatches(games, 10, async (k) => {
      for (let n = 0; n < k % STAGGER; n++) await timedMove(w, threads[k] as string, 1_000_000 + k * STAGGER + n);
    });
    const { times, dealEnds, cpuMsPerMove } = await timedMoves(w, threads, rate, moves, warmup);
    const figures: Record<string, number> = {
      move_latency_ms_p50: round(percentile(times, 50), 1),
      move_latency_ms_p99: round(percentile(times, 99), 1),
      move_latency_moves_per_s: rate,
      move_cpu_ms_per_move: round(cpuMsPerMove, 1),
      move_latency_deal_ends: dealEnds.length,
      move_latency_deal_end_ms_p50: round(percentile(dealEnds, 50), 1),
    };
    const computerMoves = opts.computerMoves ?? 100;
    if (computerMoves > 0) {
      const count = Math.min(opts.computerGames ?? 20, users.length);
      const computerThreads = await inBatches(count, 5, (k) => vsComputer(w, users[k] as StandInUser));
      const { times: replies } = await timedMoves(w, computerThreads, rate, computerMoves, Math.min(warmup, 10));
      figures.computer_reply_ms_p50 = round(percentile(replies, 50), 1);
      figures.computer_reply_ms_p99 = round(percentile(replies, 99), 1);
    }
    return figures;
  } finally {
    await w.close();
    rmSync(tmp, { recursive: true, force: true });
  }
}
