/**
 * `npm run fuzz -- --count 100000 --seed N [--concurrency 16] [--rate 200] [--json]`: seeded malformed interactions
 * (fuzz-cases.ts) through the real discord.js client, the bot and the local stand-in, while a real
 * Abstrac game is in progress. Prints interactions/s, the share answered within Discord's 3 s,
 * acknowledgement latency, event-loop delay (perf_hooks monitorEventLoopDelay; target p99 < 100 ms)
 * and RSS, and checks what must not happen: the game's stored state or board changed, a thread or a
 * public message created, a handler failing (an error logged), an interaction left unanswered.
 * test/fuzz/fuzz.test.ts runs the same at a few thousand.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { DEFAULT_FLOOD_LIMITS } from '../bot/flood.ts';
import { CommandRegistry } from '../bot/registry.ts';
import { startWorld } from '../demo/world.ts';
import { collections } from '../games/store.ts';
import { createLogger } from '../log.ts';
import { sharedPool } from '../solver/index.ts';
import type { InteractionHandle } from '../standin/index.ts';
import { type FuzzTarget, fuzzCase, Rand } from './fuzz-cases.ts';

export interface FuzzOptions {
  count: number;
  seed: number;
  /** Interactions awaiting their acknowledgement at once (default 16). */
  concurrency?: number;
  /** Interactions sent per second (default 0: as fast as they are answered). */
  rate?: number;
}

export interface FuzzReport {
  count: number;
  seconds: number;
  perSecond: number;
  answered: number;
  answeredWithin3sPct: number;
  ackP50Ms: number;
  ackP99Ms: number;
  ackMaxMs: number;
  loopDelayP99Ms: number;
  loopDelayMaxMs: number;
  rssMb: number;
  /** Interactions the stand-in could not deliver (a test bug, listed by kind). */
  undeliverable: number;
  unanswered: string[];
  gameUnchanged: boolean;
  threadsCreated: number;
  /** Public messages that appeared during the run: `content (by user, custom id)`. */
  publicMessages: string[];
  /** Error-level log lines (a handler failed): `msg: err`. */
  errors: string[];
  kinds: Record<string, number>;
}

const ACK_WINDOW_MS = 3000;
const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;
const round = (n: number, d = 1) => Math.round(n * 10 ** d) / 10 ** d;

export async function runFuzz(opts: FuzzOptions): Promise<FuzzReport> {
  const errors: string[] = [];
  const logger = createLogger({
    level: 'error',
    destination: {
      write: (line: string) => {
        const j = JSON.parse(line) as { msg?: string; err?: { message?: string } };
        errors.push(`${j.msg}: ${j.err?.message ?? ''}`);
      },
    },
  });
  const w = await startWorld({ players: ['alice', 'bob', 'carol'], logger, flood: DEFAULT_FLOOD_LIMITS });
  try {
    // Late acknowledgements are measured, not refused: the share within 3 s is a figure.
    w.standIn.settings.interactionTimeoutMs = 60_000;
    const [alice, bob, carol] = w.users as [(typeof w.users)[0], (typeof w.users)[0], (typeof w.users)[0]];
    const { threadId, board } = await w.startGame(alice, bob);
    const others = [carol];
    for (let k = 0; k < Math.max(8, Math.ceil(opts.count / 25)); k++) {
      const u = w.standIn.createUser(`fuzz${k}`);
      w.standIn.addMember(w.guild.id, u);
      others.push(u);
    }
    const target: FuzzTarget = {
      guildId: w.guild.id,
      channelId: w.channelId,
      threadId,
      board,
      version: w.versionOf(board),
      boardIds: [...new Set(w.choices(board).map((c) => c.customId))],
      players: [alice, bob],
      others,
      commands: (await CommandRegistry.load()).toJSON(),
    };
    const { sessions, posts } = collections(w.store);
    const snapshot = async () =>
      JSON.stringify([await sessions.get(threadId), await posts.get(threadId), board.content, board.components]);
    const before = await snapshot();
    const threadsBefore = w.standIn.threads().length;
    const publicBefore = new Set([...w.standIn.world.messages.values()].filter((m) => !m.visibleTo).map((m) => m.id));

    const rand = new Rand(opts.seed);
    const latencies: number[] = [];
    const unanswered: string[] = [];
    const kinds: Record<string, number> = {};
    let undeliverable = 0;
    const inFlight = new Set<Promise<void>>();
    // Steady state: solver workers started, then the first interactions (code paths loading lazily)
    // left out of the event-loop figures.
    await sharedPool().warmUp();
    const warmup = Math.min(500, Math.floor(opts.count / 10));
    const loop = monitorEventLoopDelay({ resolution: 10 });
    loop.enable();
    const started = performance.now();
    for (let n = 0; n < opts.count; n++) {
      if (n === warmup) loop.reset();
      const due = opts.rate ? started + (n * 1000) / opts.rate : 0;
      if (due > performance.now()) await new Promise((resolve) => setTimeout(resolve, due - performance.now()));
      // The stand-in keeps every record and scans them by token: trimmed, it measures the bot, not itself.
      if (n > 0 && n % 2000 === 0) w.standIn.forget(10_000);
      const c = fuzzCase(rand, target);
      const kind = c.kind.split(':').slice(0, 2).join(':');
      kinds[kind] = (kinds[kind] ?? 0) + 1;
      let handle: InteractionHandle;
      try {
        handle = w.standIn.forge(c.input);
      } catch {
        undeliverable++;
        continue;
      }
      const p = handle.acknowledged(30_000).then(
        (ack) => void latencies.push(ack.latencyMs),
        () => void unanswered.push(c.kind),
      );
      inFlight.add(p);
      void p.finally(() => inFlight.delete(p));
      if (inFlight.size >= (opts.concurrency ?? 16)) await Promise.race(inFlight);
    }
    await Promise.all(inFlight);
    const seconds = (performance.now() - started) / 1000;
    loop.disable();
    // Whatever a refusal still sends (an error follow-up) has landed before the checks.
    await new Promise((resolve) => setTimeout(resolve, 500));
    latencies.sort((a, b) => a - b);
    const after = await snapshot();
    const publicNew = [...w.standIn.world.messages.values()].filter((m) => !m.visibleTo && !publicBefore.has(m.id));
    return {
      count: opts.count,
      seconds: round(seconds, 2),
      perSecond: round(opts.count / seconds, 0),
      answered: latencies.length,
      answeredWithin3sPct: round((100 * latencies.filter((l) => l < ACK_WINDOW_MS).length) / opts.count, 3),
      ackP50Ms: pct(latencies, 50),
      ackP99Ms: pct(latencies, 99),
      ackMaxMs: latencies.at(-1) ?? Number.NaN,
      loopDelayP99Ms: round(loop.percentile(99) / 1e6),
      loopDelayMaxMs: round(loop.max / 1e6),
      rssMb: round(process.memoryUsage().rss / 2 ** 20, 0),
      undeliverable,
      unanswered,
      gameUnchanged: before === after,
      threadsCreated: w.standIn.threads().length - threadsBefore,
      publicMessages: publicNew.map((m) => {
        const rec = m.interactionId ? w.standIn.world.interactions.get(m.interactionId) : undefined;
        const who = rec ? w.standIn.world.users.get(rec.userId)?.username : 'the bot';
        return `${JSON.stringify(m.content.slice(0, 80))} (by ${who}, ${rec?.customId ?? rec?.commandName ?? 'no interaction'})`;
      }),
      errors,
      kinds,
    };
  } finally {
    await w.close();
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      count: { type: 'string', default: '100000' },
      seed: { type: 'string', default: '1' },
      concurrency: { type: 'string', default: '16' },
      rate: { type: 'string', default: '0' },
      json: { type: 'boolean', default: false },
    },
  });
  const report = await runFuzz({
    count: Number(values.count),
    seed: Number(values.seed),
    concurrency: Number(values.concurrency),
    rate: Number(values.rate),
  });
  if (values.json) {
    console.log(JSON.stringify(report));
  } else {
    const { kinds, errors, unanswered, publicMessages, ...figures } = report;
    const width = Math.max(...Object.keys(figures).map((k) => k.length));
    for (const [key, value] of Object.entries(figures)) console.log(`${key.padEnd(width)}  ${value}`);
    console.log(
      `unanswered  ${unanswered.length}${unanswered.length ? ` (${unanswered.slice(0, 5).join(', ')})` : ''}`,
    );
    console.log(`errors      ${errors.length}${errors.length ? `\n  ${errors.slice(0, 10).join('\n  ')}` : ''}`);
    console.log(
      `public      ${publicMessages.length}${publicMessages.length ? `\n  ${publicMessages.slice(0, 10).join('\n  ')}` : ''}`,
    );
    console.log(`kinds       ${JSON.stringify(kinds)}`);
  }
  const ok =
    report.gameUnchanged &&
    report.threadsCreated === 0 &&
    report.publicMessages.length === 0 &&
    report.unanswered.length === 0 &&
    report.errors.length === 0;
  process.exitCode = ok ? 0 : 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
