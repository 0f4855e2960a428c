/**
 * Move latency through the whole stack: from the stand-in dispatching a move's INTERACTION_CREATE
 * to the stand-in receiving the bot's message with the new board image. 100 classic games are in
 * play at once on the default store (SQLite, in a temp file); players move in a closed loop with
 * `CONCURRENCY` clicks in flight (default 2: moves overlap, as on a busy server; asynchronous play
 * rarely has more), round-robin over the games, so every game keeps moving and its deals roll over
 * (some moves also post an end-of-deal summary first). The stand-in runs in the same process, so
 * Discord's side of each round trip (parsing the upload, storing the message) is counted too; running
 * the bot in a worker thread instead made no measurable difference on 2 shared cores.
 * BENCH_CONCURRENCY and BENCH_MOVES override the load.
 *
 * Then, in the same world (the 100 games still open), `computer_reply_ms_*`: from dispatching a
 * player's move in a game against the computer (strong) to the stand-in receiving the board after
 * the computer's answer (its move chosen in the solver's worker pool), over 20 such games.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deriveSeed } from '../cards/random.ts';
import { startWorld, type World } from '../demo/world.ts';
import type { StandInUser } from '../standin/index.ts';
import { round } from './stats.ts';

export interface LatencyOptions {
  /** Games in play at once (default 100). */
  games?: number;
  /** Clicks in flight at any time (default 2, or BENCH_CONCURRENCY). */
  concurrency?: number;
  /** Moves timed, after a warm-up (default 300, or BENCH_MOVES). */
  moves?: number;
  warmup?: number;
  /** Games against the computer (default 20) and moves timed in them (default 100; 0: none). */
  computerGames?: number;
  computerMoves?: number;
}

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
async function timedMove(w: World, threadId: string, n: number): Promise<number> {
  const board = w.liveBoard(threadId);
  const mover = board && w.moverOf(board);
  if (!board || !mover) throw new Error(`no live board in ${threadId}`);
  const choices = w.choices(board).filter((c) => c.label !== 'Hint');
  const choice = choices[(deriveSeed(7, n) >>> 0) % choices.length];
  if (!choice) throw new Error('no control');
  const version = w.versionOf(board);
  const start = performance.now();
  w.press(mover, board, choice);
  await w.waitForNext(threadId, version, 30_000);
  return performance.now() - start;
}

/** `moves` timed moves (after `warmup`) over `threads`, `concurrency` in flight; sorted, in ms. */
async function timedMoves(
  w: World,
  threads: readonly string[],
  concurrency: number,
  moves: number,
  warmup: number,
): Promise<number[]> {
  const times: number[] = [];
  let next = 0;
  // Worker k plays the games k, k + concurrency, ... in turn, so no game ever has two clicks in flight.
  const worker = async (k: number) => {
    const mine = threads.filter((_, g) => g % concurrency === k);
    for (let turn = 0; next < moves + warmup; turn++) {
      const n = next++;
      const ms = await timedMove(w, mine[turn % mine.length] as string, n);
      if (n >= warmup) times.push(ms);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, (_, k) => worker(k)));
  return times.sort((a, b) => a - b);
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
  const concurrency = opts.concurrency ?? Number(process.env.BENCH_CONCURRENCY ?? 2);
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
    const times = await timedMoves(w, threads, concurrency, moves, warmup);
    const figures: Record<string, number> = {
      move_latency_ms_p50: round(percentile(times, 50), 1),
      move_latency_ms_p99: round(percentile(times, 99), 1),
      move_latency_clicks_in_flight: concurrency,
    };
    const computerMoves = opts.computerMoves ?? 100;
    if (computerMoves > 0) {
      const count = Math.min(opts.computerGames ?? 20, users.length);
      const computerThreads = await inBatches(count, 5, (k) => vsComputer(w, users[k] as StandInUser));
      const replies = await timedMoves(w, computerThreads, concurrency, computerMoves, Math.min(warmup, 10));
      figures.computer_reply_ms_p50 = round(percentile(replies, 50), 1);
      figures.computer_reply_ms_p99 = round(percentile(replies, 99), 1);
    }
    return figures;
  } finally {
    await w.close();
    rmSync(tmp, { recursive: true, force: true });
  }
}
