/**
 * Throughput with the bot in its own process (bot-process.ts), apart from the stand-in and the
 * players (this process), on the default store (SQLite in a temp file). 1,000 long classic games;
 * clicks arrive as an open loop (Poisson arrivals from a fixed seed, each on the next game with no
 * click in flight), and each is timed from the click to the stand-in receiving the next board.
 * - 10,000 moves offered at 40/s: `move_latency_ms_p99_at_40`, `move_main_thread_cpu_ms` (the bot's
 *   main thread per move), `move_bot_cpu_ms` (every thread of the bot), `move_standin_cpu_ms` (this
 *   process: the stand-in and the players), `event_loop_delay_ms_p99` / `_max` (the bot's),
 *   `rss_mb_after_<n>_moves` every 2,500 moves (after a GC) to show whether memory keeps growing.
 * - saturation: 300 moves at each of 45, 50, 55 … moves/s until two rates in a row miss p99 ≤ 250 ms;
 *   `moves_per_second_max` is the highest offered rate met (`moves_per_second_at_<rate>_p99_ms`
 *   each). A move costs two requests, the click's answer and the next board as its follow-up, both
 *   outside Discord's global limit of 50 requests a second (src/bot/client.ts), so that limit does
 *   not bound this figure.
 * - `move_texts` / `move_texts_made`: the texts (`t()` calls) of the bot's main thread per move, and
 *   those i18next made rather than the memo; `move_texts_main_thread_ms`: their time per move, what
 *   localization costs a move (clock reads included).
 * - `move_global_limit_requests`: REST requests per move that count against Discord's global limit
 *   of 50 a second (all but interaction callbacks and follow-ups); the bench also prints the
 *   requests per move by route.
 * BENCH_THROUGHPUT_MOVES / BENCH_THROUGHPUT_GAMES shrink the run (the test suite's smoke run).
 * BENCH_TRACE=<prefix> writes each rate's clicks (`<ms since the rate began> <click → board ms>`)
 * to `<prefix>-<rate>-<seed>.txt`; BENCH_SMAPS=<prefix> the bot's /proc/self/smaps at each figure
 * of memory, to see which mappings grow; BENCH_HEAP_SNAPSHOT=<prefix> a heap snapshot of its main
 * thread there (what found the route handlers left by every click, src/bot/client.ts).
 * BENCH_BOT_FLAGS="<node flags>" adds flags to the bot process's (to try one: the launchers' own are
 * BOT_NODE_FLAGS). BENCH_BOT_CPU_PROF=<dir> writes the bot process's CPU profiles there (node --cpu-prof: the main
 * thread's and each worker's), to see what a move costs where. The bot runs on jemalloc where this
 * machine has it, as the container and the systemd unit run it (`bot_on_jemalloc` says whether it
 * did); BENCH_ALLOCATOR=system runs it on glibc's allocator, with BENCH_MALLOC_ARENA_MAX arenas (3).
 * The bot process starts as `npm start` starts the bot, through src/run.mjs; BENCH_LOADER=tsx runs it
 * under `node --import tsx` instead.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deployCommands } from '../../bot/deploy.ts';
import { CommandRegistry } from '../../bot/registry.ts';
import { deriveSeed } from '../../cards/random.ts';
import { startStandIn } from '../standin/index.ts';
import { ask, type BotStats, forkBot, stopBot } from './bot-fork.ts';
import { LOST_MS, move, type Players, startGame } from './players.ts';
import { round } from './stats.ts';

/** What the stand-in keeps of its requests and interactions at each memory figure (see `tallyAndForget`). */
const KEEP_MS = 60_000;

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;

/** `count` moves offered at `rate`/s over `threads`; returns each click → board time, sorted. A game
 *  left with no controls (after a lost move) is taken out of `threads`. */
async function offer(
  p: Players,
  threads: string[],
  rate: number,
  count: number,
  seed: number,
  every?: { n: number; fn: (done: number) => Promise<void> },
): Promise<number[]> {
  const times: number[] = [];
  const trace: string[] = [];
  const t0 = performance.now();
  const inFlight = new Map<string, Promise<void>>();
  let turn = seed;
  let due = performance.now();
  for (let n = 0; n < count; n++) {
    const u = ((deriveSeed(seed, n) >>> 0) + 1) / 2 ** 32;
    due += (-Math.log(u) / rate) * 1000;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    while (inFlight.size >= threads.length) await Promise.race(inFlight.values());
    let id = threads[turn++ % threads.length] as string;
    while (inFlight.has(id)) id = threads[turn++ % threads.length] as string;
    const thread = id;
    inFlight.set(
      thread,
      move(p, thread, seed * 1_000_000 + n).then((ms) => {
        trace.push(`${Math.round(performance.now() - ms - t0)} ${Math.round(ms)}`);
        if (Number.isNaN(ms)) threads.splice(threads.indexOf(thread), 1);
        else times.push(ms);
        inFlight.delete(thread);
      }),
    );
    if (every && (n + 1) % every.n === 0) {
      await Promise.all(inFlight.values());
      await every.fn(n + 1);
      due = performance.now();
    }
  }
  await Promise.all(inFlight.values());
  if (process.env.BENCH_TRACE) writeFileSync(`${process.env.BENCH_TRACE}-${rate}-${seed}.txt`, trace.join('\n'));
  return times.sort((a, b) => a - b);
}

export interface ThroughputOptions {
  /** Games open at once (default 1,000, or BENCH_THROUGHPUT_GAMES). */
  games?: number;
  /** Moves offered at 40/s (default 10,000, or BENCH_THROUGHPUT_MOVES). */
  moves?: number;
  /** Highest rate the saturation steps try (default 120). */
  maxRate?: number;
}

export async function benchThroughput(opts: ThroughputOptions = {}): Promise<Record<string, number>> {
  const games = opts.games ?? Number(process.env.BENCH_THROUGHPUT_GAMES ?? 1000);
  const moves = opts.moves ?? Number(process.env.BENCH_THROUGHPUT_MOVES ?? 10_000);
  const tmp = mkdtempSync(join(tmpdir(), 'throughput-'));
  const standIn = await startStandIn();
  const guild = standIn.createGuild({ name: 'Card Club' });
  const users = Array.from({ length: games * 2 }, (_, k) => {
    const u = standIn.createUser(`player${k}`);
    standIn.addMember(guild.id, u);
    return u;
  });
  const p: Players = { standIn, guildId: guild.id, channelId: guild.defaultChannelId, users };
  await deployCommands(
    { token: 'stand-in-token', clientId: standIn.applicationId, guildId: guild.id, apiUrl: standIn.apiUrl },
    await CommandRegistry.load(),
  );
  const figures: Record<string, number> = {};
  const { child, allocator } = await forkBot(standIn, `sqlite://${join(tmp, 'bench.sqlite')}`).catch(async (err) => {
    await standIn.close();
    rmSync(tmp, { recursive: true, force: true });
    throw err;
  });
  try {
    figures.bot_on_jemalloc = allocator === 'jemalloc' ? 1 : 0;
    console.error(`throughput: the bot runs on the ${allocator === 'jemalloc' ? 'jemalloc' : 'system'} allocator`);
    const threads: string[] = [];
    for (let k = 0; k < games; k += 10)
      threads.push(
        ...(await Promise.all(
          Array.from({ length: Math.min(10, games - k) }, (_, j) =>
            startGame(p, users[2 * (k + j)] as (typeof users)[0], users[2 * (k + j) + 1] as (typeof users)[0]),
          ),
        )),
      );
    console.error(`throughput: ${threads.length} games open`);
    const start = await ask<BotStats>(child, 'stats');
    figures.rss_mb_after_games_opened = Math.round(start.rssMb);
    await offer(p, threads, 40, Math.min(500, moves / 10), 1); // warm-up
    await ask(child, 'reset');
    // The requests made so far, counted by route; then the stand-in forgets those (and its
    // interaction records) older than a minute, so that a long run does not keep every request
    // and interaction in the process driving it (a late answer to a click still finds its own).
    const routes = new Map<string, number>();
    let global = 0;
    let counted = 0;
    const forget = () => {
      standIn.forget(KEEP_MS);
      counted = standIn.requests.length;
    };
    const tallyAndForget = () => {
      for (const r of standIn.requests.slice(counted)) {
        const key = `${r.method} ${r.route ?? r.path}`;
        routes.set(key, (routes.get(key) ?? 0) + 1);
        if (!/^\/(interactions|webhooks)\//.test(r.route ?? r.path)) global++;
      }
      forget();
    };
    forget();
    const cpu0 = process.cpuUsage();
    const checkpoint = Math.max(1, Math.floor(moves / 4));
    const times = await offer(p, threads, 40, moves, 2, {
      n: checkpoint,
      fn: async (done) => {
        tallyAndForget();
        const s = await ask<BotStats>(child, 'stats');
        figures[`rss_mb_after_${done}_moves`] = Math.round(s.rssMb);
        figures[`heap_mb_after_${done}_moves`] = Math.round(s.heapMb);
        console.error(
          `throughput: ${done} moves, bot RSS ${Math.round(s.rssMb)} MB (${Object.entries(s.rssKinds)
            .map(([kind, mb]) => `${kind} ${mb}`)
            .join(', ')}), heap ${Math.round(s.heapMb)} MB`,
        );
      },
    });
    const cpu = process.cpuUsage(cpu0);
    tallyAndForget();
    figures.move_global_limit_requests = round(global / moves, 3);
    console.error(
      `throughput: REST requests per move: ${[...routes].map(([k, n]) => `${k} ${round(n / moves, 3)}`).join(', ')}`,
    );
    const s = await ask<BotStats>(child, 'stats');
    figures.moves_lost_at_40 = times.filter((t) => t >= LOST_MS).length;
    figures.move_latency_ms_p50_at_40 = round(percentile(times, 50), 1);
    figures.move_latency_ms_p99_at_40 = round(percentile(times, 99), 1);
    figures.games_left_without_controls = games - threads.length;
    figures.move_main_thread_cpu_ms = round(s.mainCpuMs / moves, 2);
    figures.move_bot_cpu_ms = round(s.cpuMs / moves, 2);
    figures.move_texts = round(s.texts.texts / moves, 1);
    figures.move_texts_made = round(s.texts.made / moves, 2);
    figures.move_texts_main_thread_ms = round(s.texts.ms / moves, 3);
    figures.move_standin_cpu_ms = round((cpu.user + cpu.system) / 1000 / moves, 2);
    console.error(
      `throughput: bot CPU per move by thread: ${Object.entries(s.threadCpuMs)
        .filter(([, ms]) => ms > 0)
        .map(([name, ms]) => `${name} ${round(ms / moves, 2)} ms`)
        .join(', ')}`,
    );
    figures.event_loop_delay_ms_p99 = round(s.eldP99Ms, 1);
    figures.event_loop_delay_ms_max = round(s.eldMaxMs, 1);
    if (moves === 10_000) figures.rss_mb_after_10k_moves = Math.round(s.rssMb);

    let best = 0;
    let misses = 0;
    for (let rate = 45; misses < 2 && rate <= (opts.maxRate ?? 120); rate += 5) {
      const t = await offer(p, threads, rate, Math.min(300, moves), 100 + rate);
      forget();
      const p99 = percentile(t, 99);
      figures[`moves_per_second_at_${rate}_p99_ms`] = round(p99, 1);
      figures[`moves_per_second_at_${rate}_lost`] = t.filter((x) => x >= LOST_MS).length;
      if (p99 <= 250) {
        best = rate;
        misses = 0;
      } else misses++;
    }
    figures.moves_per_second_max = best;
    return figures;
  } finally {
    await stopBot(child);
    await standIn.close();
    rmSync(tmp, { recursive: true, force: true });
  }
}
