/**
 * `npm run bench -- --json --only scale [--size N]`: the bot at the size of a very big server, on
 * each backend (SQLite in a temp file; Redis at REDIS_URL and PostgreSQL at DATABASE_URL, each
 * skipped with a note when unset, in a namespace of their own removed afterwards). The store holds
 * `size` running games and `size` rated players (scale-world.ts); then, through the real bot and
 * the stand-in, one player at a time (so each figure is the latency of one action, not of a queue):
 * - `startup`: a new bot (new client, login, GUILD_CREATE) until ready and the start-up recovery done;
 * - `challenge` (the reply), `accept` (Accept pressed → first board posted), `move` (a click → the
 *   next board), `finish` (the move ending a one-deal match → its result posted and counted on the
 *   leaderboards), `resign` (Resign confirmed → result posted), `status`, `leaderboard` (top 15 and
 *   the caller's own place), `stats`: p50 and p99 of each, the samples spaced SAMPLE_GAP_MS apart
 *   (so that the bot stays within Discord's global limit), and `rate_limit_waits`: how often
 *   discord.js held a request for a rate limit meanwhile (0 when the figures are the store's);
 * - `scheduler_tick` with nothing due (the max of 20 ticks), then one tick after a downtime of 11 h:
 *   the catch-up games' reminders posted and the next games of the `due` index rechecked, with the
 *   longest event-loop delay seen meanwhile.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Writable } from 'node:stream';
import { deriveSeed } from '../../cards/random.ts';
import { createLogger } from '../../log.ts';
import { tick } from '../../session/scheduler.ts';
import { openStore } from '../../store/index.ts';
import type { World } from '../demo/world.ts';
import type { StandInUser, StoredMessage } from '../standin/index.ts';
import { DOWNTIME_MS, dropNamespace, OffsetClock, scaleWorld } from './scale-world.ts';
import { round } from './stats.ts';

export type ScaleBackend = 'sqlite' | 'redis' | 'postgres';

export interface ScaleOptions {
  /** Games stored, and rated players (default 100,000). */
  size?: number;
  /** Samples per action (default 25; moves: about 12 per sample). */
  samples?: number;
  /** Games whose reminder falls due in the downtime (default size / 500, at most 200). */
  catchUp?: number;
  backends?: readonly ScaleBackend[];
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;

/** "100k" for 100,000; the size as is otherwise. */
export const sizeLabel = (size: number) => (size >= 1000 && size % 1000 === 0 ? `${size / 1000}k` : String(size));

export async function benchScale(opts: ScaleOptions = {}): Promise<Record<string, number>> {
  const size = opts.size ?? 100_000;
  const figures: Record<string, number> = {};
  for (const backend of opts.backends ?? (['sqlite', 'redis', 'postgres'] as const)) {
    const url = backendUrl(backend);
    if (!url) {
      console.error(`scale: ${backend} skipped (${backend === 'redis' ? 'REDIS_URL' : 'DATABASE_URL'} unset)`);
      continue;
    }
    Object.assign(figures, await runBackend(backend, url.url, size, opts));
    url.cleanup();
  }
  return figures;
}

function backendUrl(backend: ScaleBackend): { url: string; cleanup: () => void } | null {
  if (backend === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'scale-'));
    return {
      url: `sqlite://${join(dir, 'bench.sqlite')}`,
      cleanup: () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const url = backend === 'redis' ? process.env.REDIS_URL : process.env.DATABASE_URL;
  return url ? { url, cleanup: () => undefined } : null;
}

/** Log lines as events: resolves when a line with message `msg` is logged after the call. */
class LogWatch extends Writable {
  #waiting = new Map<string, () => void>();
  /** Waits discord.js made before sending, for the bot's global limit or a route's, by route. */
  readonly rateLimited = new Map<string, number>();
  override _write(chunk: Buffer, _enc: string, done: () => void): void {
    for (const line of chunk.toString().split('\n')) {
      const msg = /"msg":"([^"]*)"/.exec(line)?.[1];
      if (msg) this.#waiting.get(msg)?.();
      if (msg === 'rate limit: waiting') {
        const route = /"route":"([^"]*)"/.exec(line)?.[1] ?? '?';
        this.rateLimited.set(route, (this.rateLimited.get(route) ?? 0) + 1);
      }
    }
    done();
  }
  next(msg: string): Promise<void> {
    return new Promise((resolve) => this.#waiting.set(msg, resolve));
  }
}

async function runBackend(
  backend: ScaleBackend,
  url: string,
  size: number,
  opts: ScaleOptions,
): Promise<Record<string, number>> {
  const samples = opts.samples ?? 25;
  const catchUp = opts.catchUp ?? Math.min(200, Math.floor(size / 500));
  const namespace = `scale${process.pid}${backend}`;
  const store = await openStore(url, { namespace });
  const clock = new OffsetClock();
  const logs = new LogWatch();
  // Warnings and up: what a production bot logs besides the two lines timed below.
  const logger = createLogger({ level: 'info', destination: logs });
  const key = (what: string) => `${what}_${sizeLabel(size)}_${backend}`;
  const figures: Record<string, number> = {};
  let w: World | undefined;
  try {
    const made = await scaleWorld({ url, store, namespace, size, catchUp, players: 2 * samples + 2, clock, logger });
    w = made.w;
    figures[`${key('scale_fill')}_s`] = round(made.fillMs / 1000, 1);
    console.error(`scale: ${backend} filled ${size} games and players in ${round(made.fillMs / 1000, 1)} s`);

    const t0 = performance.now();
    const recovered = logs.next('games recovered');
    await w.restart();
    figures[`${key('startup')}_ready_ms`] = Math.round(performance.now() - t0);
    await recovered;
    figures[`${key('startup')}_ms`] = Math.round(performance.now() - t0);

    // Untimed first: two games through every action (JIT, the solver pool's warm-up after ready).
    await actions(w, 2);
    logs.rateLimited.clear();
    const times = await actions(w, samples);
    const waits = [...logs.rateLimited.values()].reduce((a, b) => a + b, 0);
    figures[`${key('scale')}_rate_limit_waits`] = waits;
    if (waits > 0)
      console.error(
        `scale: ${backend}: discord.js waited for a rate limit ${waits} times: ${JSON.stringify([...logs.rateLimited])}`,
      );
    for (const [action, list] of Object.entries(times)) {
      list.sort((a, b) => a - b);
      figures[`${key('scale')}_${action}_ms_p50`] = round(percentile(list, 50), 1);
      figures[`${key('scale')}_${action}_ms_p99`] = round(percentile(list, 99), 1);
    }

    const ctx = w.bot.ctx;
    let tickMax = 0;
    for (let n = 0; n < 20; n++) {
      const start = performance.now();
      const r = await tick(ctx);
      tickMax = Math.max(tickMax, performance.now() - start);
      if (r.checked > 0) console.error(`scale: a steady tick checked ${r.checked} entries`);
    }
    figures[`${key('scheduler_tick')}_ms_max`] = round(tickMax, 1);

    clock.offset += DOWNTIME_MS;
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const start = performance.now();
    const report = await tick(ctx);
    figures[`${key('scheduler_catchup')}_ms`] = Math.round(performance.now() - start);
    delay.disable();
    figures[`${key('scheduler_catchup')}_checked`] = report.checked;
    figures[`${key('scheduler_catchup')}_reminded`] = report.reminded.length;
    figures[`${key('scheduler_catchup')}_event_loop_max_ms`] = round(delay.max / 1e6, 1);
    return figures;
  } finally {
    await w?.close();
    await store.close();
    if (backend !== 'sqlite') await dropNamespace(url, namespace);
  }
}

/**
 * Between samples: a game opened and resigned costs the bot about 8 REST requests that count
 * against Discord's global limit of 50 a second (the thread, its two members, the first board, the
 * result, the old board's controls, the thread locked), and samples back to back asked for more
 * than that, so discord.js held some of them for up to a second (`_rate_limit_waits` counts
 * its waits). What is measured here is the store at scale, not that limit: samples are spaced.
 */
const SAMPLE_GAP_MS = 250;
const pace = () => new Promise((resolve) => setTimeout(resolve, SAMPLE_GAP_MS));

async function actions(w: World, samples: number): Promise<Record<string, number[]>> {
  const t: Record<string, number[]> = {
    challenge: [],
    accept: [],
    move: [],
    finish: [],
    resign: [],
    status: [],
    leaderboard: [],
    stats: [],
  };
  const users = w.users as StandInUser[];
  const timed = async <T>(list: number[], fn: () => Promise<T>): Promise<T> => {
    const start = performance.now();
    const out = await fn();
    list.push(performance.now() - start);
    return out;
  };
  const open = async (j: number) => {
    const [a, b] = [users[2 * j] as StandInUser, users[2 * j + 1] as StandInUser];
    const challenge = await timed(t.challenge as number[], () =>
      w.slash(a, 'abstrac', { subcommand: 'challenge', opponent: b, variant: 'classic', deals: 1 }).response(),
    );
    const accept = w.choices(challenge).find((c) => c.label === 'Accept');
    if (!accept) throw new Error(`the challenge was refused: ${challenge.content}`);
    return timed(t.accept as number[], async () => {
      w.press(b, challenge, accept);
      const thread = await w.standIn.waitFor(() => /the game is on in <#(\d+)>/.exec(challenge.content)?.[1]);
      await w.standIn.waitFor(() => w.liveBoard(thread), 10_000, 'the first board');
      return { thread, a };
    });
  };
  const ended = (thread: string) => w.standIn.messages(thread).some((m) => /wins the match/.test(m.content));
  // Played to the end of their one deal: every move timed, the last one as `finish`.
  for (let j = 0; j < samples; j++) {
    await pace();
    const { thread } = await open(j);
    for (let n = 0; !ended(thread); n++) {
      const board = w.liveBoard(thread) as StoredMessage;
      const mover = w.moverOf(board);
      const choices = w.choices(board).filter((c) => c.label !== 'Hint');
      const choice = choices[(deriveSeed(j, n) >>> 0) % choices.length];
      if (!mover || !choice) throw new Error(`no move to play in ${thread}`);
      const version = w.versionOf(board);
      const start = performance.now();
      w.press(mover, board, choice);
      await w.waitForNext(thread, version, 30_000);
      (ended(thread) ? (t.finish as number[]) : (t.move as number[])).push(performance.now() - start);
    }
  }
  for (let j = 0; j < samples; j++) {
    await pace();
    const { thread, a } = await open(j);
    const ask = await w.slash(a, 'abstrac', { subcommand: 'resign' }, thread).response();
    const button = w.choices(ask).find((c) => c.label === 'Resign');
    if (!button) throw new Error(`no Resign button: ${ask.content}`);
    await timed(t.resign as number[], async () => {
      w.press(a, ask, button);
      await w.standIn.waitFor(() => ended(thread), 10_000, 'the result');
    });
  }
  for (let j = 0; j < samples; j++) {
    const user = users[j] as StandInUser;
    await timed(t.status as number[], () => w.slash(user, 'abstrac', { subcommand: 'status' }).response());
    await timed(t.leaderboard as number[], () => w.slash(user, 'leaderboard').response());
    await timed(t.stats as number[], () => w.slash(user, 'stats').response());
  }
  return t;
}
