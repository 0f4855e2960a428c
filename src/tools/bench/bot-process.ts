/**
 * The bot alone in its own process, for the throughput bench (throughput.ts), so that its CPU and
 * memory are measured apart from the stand-in's. Started with an IPC channel; env: BENCH_API_URL
 * (the stand-in), BENCH_CLIENT_ID, BENCH_STORE_URL. Sends `{ type: 'ready', allocator }` once logged in (`jemalloc` or `system`), then
 * answers `{ type: 'stats' }` with its figures since the last `{ type: 'reset' }`:
 * - `cpuMs`: the process's CPU time (every thread: the main one, PNG encoding and solver workers);
 * - `mainCpuMs`: the main thread's alone, read from /proc/self/task/<pid>/stat (Linux; NaN elsewhere),
 *   in clock ticks of 10 ms, so read over many moves;
 * - `threadCpuMs`: the same per kind of thread (`main`, `node` for worker threads, `libuv-worker`…);
 * - `eldP99Ms`, `eldMaxMs`: event-loop delay (perf_hooks, 10 ms resolution);
 * - `rssMb`: resident memory now (every thread, the solver's worker too), after a garbage collection
 *   when the process runs with --expose-gc; `heapMb`: the main thread's JS heap in use;
 * - `rateLimitWaits`, `rateLimitWaitMs`: the times discord.js held a request back for a rate limit
 *   (the global 50 a second or a route's), and the waits it announced, in all;
 * - `texts`: the main thread's `t()` calls, those i18next made (not memoized), and their time in ms
 *   (bot-fork.ts sets CARDBOT_TEXT_TALLY=1).
 * `{ type: 'stop' }` stops the bot and exits.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { writeHeapSnapshot } from 'node:v8';
import { RESTEvents } from 'discord.js';
import { startBot } from '../../app.ts';
import { tally } from '../../i18n/index.ts';
import { createLogger } from '../../log.ts';
import { allocator } from '../../ops/node-flags.ts';

const TICK_MS = 10; // USER_HZ is 100 on Linux

/** The main thread's CPU time in ms (utime + stime of the task whose id is the process id). */
export function mainThreadCpuMs(): number {
  try {
    const stat = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return Number.NaN;
  }
}

/**
 * CPU time in ms per kind of thread (Linux's thread names: `node` for the main thread and worker
 * threads, `libuv-worker`, `V8 DefaultWorke`…), summed over the live threads; {} elsewhere.
 */
export function threadCpuMs(): Record<string, number> {
  const out: Record<string, number> = {};
  try {
    for (const task of readdirSync('/proc/self/task')) {
      const stat = readFileSync(`/proc/self/task/${task}/stat`, 'utf8');
      const name =
        task === String(process.pid) ? 'main' : `${stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'))}#${task}`;
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      out[name] = (out[name] ?? 0) + (Number(fields[11]) + Number(fields[12])) * TICK_MS;
    }
  } catch {
    // not Linux, or a thread ended while read
  }
  return out;
}

/** Resident memory by kind in MB (Linux: anonymous, file-backed, shared), {} elsewhere. */
export function rssKinds(): Record<string, number> {
  try {
    const status = readFileSync('/proc/self/status', 'utf8');
    const out: Record<string, number> = {};
    for (const kind of ['RssAnon', 'RssFile', 'RssShmem']) {
      const kb = new RegExp(`^${kind}:\\s+(\\d+) kB`, 'm').exec(status)?.[1];
      if (kb) out[kind] = Math.round(Number(kb) / 1024);
    }
    if (process.env.BENCH_SMAPS)
      writeFileSync(`${process.env.BENCH_SMAPS}-${Date.now()}.txt`, readFileSync('/proc/self/smaps', 'utf8'));
    return out;
  } catch {
    return {};
  }
}

async function main(): Promise<void> {
  const send = (m: unknown) => process.send?.(m);
  const bot = await startBot({
    config: {
      token: 'stand-in-token',
      clientId: process.env.BENCH_CLIENT_ID ?? '',
      storeUrl: process.env.BENCH_STORE_URL,
      // As the bot reads it (src/bot/config.ts), so that a run can compare the two.
      restThread: process.env.REST_THREAD !== 'off',
    },
    ...(process.env.BENCH_API_URL ? { apiUrl: process.env.BENCH_API_URL } : {}),
    logger: createLogger({ level: process.env.BENCH_LOG_LEVEL === 'warn' ? 'warn' : 'silent' }),
  });
  let waits = 0;
  let waitMs = 0;
  bot.client.rest.on(RESTEvents.RateLimited, (info) => {
    waits++;
    waitMs += info.retryAfter;
  });
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  let cpu0 = process.cpuUsage();
  let main0 = mainThreadCpuMs();
  let threads0 = threadCpuMs();
  let texts0 = { ...tally };
  process.on('message', async (m: { type?: string }) => {
    if (m.type === 'reset') {
      delay.reset();
      waits = 0;
      waitMs = 0;
      cpu0 = process.cpuUsage();
      main0 = mainThreadCpuMs();
      threads0 = threadCpuMs();
      texts0 = { ...tally };
      send({ type: 'reset' });
    } else if (m.type === 'stats') {
      const gc = (globalThis as { gc?: () => void }).gc;
      gc?.();
      // A heap snapshot per memory figure, to compare what the main thread holds (it costs seconds and memory).
      if (process.env.BENCH_HEAP_SNAPSHOT)
        writeHeapSnapshot(`${process.env.BENCH_HEAP_SNAPSHOT}-${Date.now()}.heapsnapshot`);
      const cpu = process.cpuUsage(cpu0);
      send({
        type: 'stats',
        cpuMs: (cpu.user + cpu.system) / 1000,
        mainCpuMs: mainThreadCpuMs() - main0,
        threadCpuMs: Object.fromEntries(
          Object.entries(threadCpuMs()).map(([name, ms]) => [name, ms - (threads0[name] ?? 0)]),
        ),
        eldP99Ms: delay.percentile(99) / 1e6,
        eldMaxMs: delay.max / 1e6,
        rssMb: process.memoryUsage().rss / 2 ** 20,
        rssKinds: rssKinds(),
        heapMb: process.memoryUsage().heapUsed / 2 ** 20,
        rateLimitWaits: waits,
        rateLimitWaitMs: waitMs,
        texts: {
          texts: tally.texts - texts0.texts,
          made: tally.made - texts0.made,
          ms: tally.ms - texts0.ms,
          madeMs: tally.madeMs - texts0.madeMs,
        },
      });
    } else if (m.type === 'stop') {
      await bot.stop();
      process.exit(0);
    }
  });
  process.on('disconnect', () => void bot.stop().then(() => process.exit(0)));
  send({ type: 'ready', allocator: allocator() });
}

await main();
