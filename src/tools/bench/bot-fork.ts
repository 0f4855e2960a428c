/**
 * Starts the bot in its own process (bot-process.ts) against a stand-in, as `npm start` starts it
 * (src/run.mjs, the launchers' node flags, jemalloc where this machine has it), for the benches
 * that measure the bot apart from the stand-in and the players: throughput.ts and mixed.ts. The
 * environment variables it reads are described in throughput.ts (BENCH_BOT_FLAGS,
 * BENCH_BOT_CPU_PROF, BENCH_ALLOCATOR, BENCH_MALLOC_ARENA_MAX, BENCH_LOADER).
 */
import { type ChildProcess, fork } from 'node:child_process';
import { once } from 'node:events';
import { BOT_NODE_FLAGS, findJemalloc, JEMALLOC_CONF } from '../../ops/node-flags.ts';
import type { StandIn } from '../standin/index.ts';

/** What bot-process.ts answers to `{ type: 'stats' }` (see there). */
export interface BotStats {
  cpuMs: number;
  mainCpuMs: number;
  threadCpuMs: Record<string, number>;
  eldP99Ms: number;
  eldMaxMs: number;
  rssMb: number;
  rssKinds: Record<string, number>;
  heapMb: number;
  rateLimitWaits: number;
  rateLimitWaitMs: number;
  /** The main thread's texts since the reset: how many, how many made by i18next, the ms in `t()`. */
  texts: { texts: number; made: number; ms: number; madeMs: number };
}

/** Sends `{ type }` to the bot process and resolves with its first answer of that type. */
export function ask<T>(child: ChildProcess, type: string): Promise<T> {
  return new Promise((resolve) => {
    const on = (m: { type?: string }) => {
      if (m.type !== type) return;
      child.off('message', on);
      resolve(m as T);
    };
    child.on('message', on);
    child.send({ type });
  });
}

/** Forks the bot on `storeUrl` against `standIn`; resolves once it is logged in, with its allocator. */
export async function forkBot(
  standIn: StandIn,
  storeUrl: string,
): Promise<{ child: ChildProcess; allocator: string | undefined }> {
  const arenas = process.env.BENCH_MALLOC_ARENA_MAX ?? '3';
  // jemalloc as the container and the systemd unit preload it, where this machine has it (docs/operations.md,
  // Memory); BENCH_ALLOCATOR=system measures glibc's, as a plain `npm start` has it.
  const jemalloc = process.env.BENCH_ALLOCATOR === 'system' ? undefined : findJemalloc();
  // Started as `npm start` starts the bot (src/run.mjs); BENCH_LOADER=tsx runs it under
  // `--import tsx` instead, as before run.mjs, to compare.
  const entry = new URL('./bot-process.ts', import.meta.url).pathname;
  const underTsx = process.env.BENCH_LOADER === 'tsx';
  const child = fork(underTsx ? entry : new URL('../../run.mjs', import.meta.url).pathname, underTsx ? [] : [entry], {
    execArgv: [
      ...BOT_NODE_FLAGS,
      ...(underTsx ? ['--import', 'tsx'] : []),
      '--expose-gc',
      ...(process.env.BENCH_BOT_FLAGS ? process.env.BENCH_BOT_FLAGS.split(' ') : []),
      ...(process.env.BENCH_BOT_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_BOT_CPU_PROF}`] : []),
    ],
    env: {
      ...process.env,
      // As the container and the systemd unit run it (docs/operations.md, Memory); BENCH_MALLOC_ARENA_MAX=
      // (empty) measures glibc's default, as a plain `npm start` has it.
      ...(arenas ? { MALLOC_ARENA_MAX: arenas } : {}),
      ...(jemalloc ? { LD_PRELOAD: jemalloc, MALLOC_CONF: JEMALLOC_CONF } : {}),
      BENCH_API_URL: standIn.apiUrl,
      BENCH_CLIENT_ID: standIn.applicationId,
      BENCH_STORE_URL: storeUrl,
      // The time the main thread spends on texts (src/i18n/index.ts, `tally`).
      CARDBOT_TEXT_TALLY: '1',
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const [ready] = (await once(child, 'message')) as [{ type: string; allocator?: string }];
  if (ready.type !== 'ready') throw new Error('the bot process did not start');
  return { child, allocator: ready.allocator };
}

/** Stops the bot process (killed if it has not exited in 15 s). */
export async function stopBot(child: ChildProcess): Promise<void> {
  child.send({ type: 'stop' });
  await Promise.race([once(child, 'exit'), new Promise((resolve) => setTimeout(resolve, 15_000))]);
  if (child.exitCode === null) child.kill();
}
