/**
 * `npm run fuzz -- --count 100000 --seed N [--games abstrac,threedom,rummy] [--concurrency 16] [--rate 200] [--json]`:
 * seeded malformed interactions (fuzz-cases.ts) through the real discord.js client, the bot and the
 * local stand-in, beside live games in progress (one of each game named; a game with private hands
 * is caught mid-turn, its mover's hand open). The interactions are spread over many users (one
 * for every 25 sent), so that the per-user flood limits answer only a small share of them: the rest
 * reach the handlers. Among them: controls forged onto the wrong message, messages the server does
 * not have, modal submits, autocompletes and interaction types discord.js does not handle.
 *
 * Prints interactions/s, the share answered within Discord's 3 s, the share the flood limits
 * answered, second answers (a first answer refused, the clicked message gone), acknowledgement
 * latency, event-loop delay (perf_hooks monitorEventLoopDelay; target p99 < 100 ms), RSS and
 * figures per interaction type, and checks what must not happen: a game's stored state, board or
 * open hand changed, a thread or a public message created, a handler failing (an error logged), an
 * interaction left unanswered or left "thinking…" (a deferred reply never filled).
 * test/fuzz/fuzz.test.ts runs the same at a few thousand.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { DEFAULT_FLOOD_LIMITS } from '../../bot/flood.ts';
import { CommandRegistry } from '../../bot/registry.ts';
import { sharedPool } from '../../games/abstrac/solver/index.ts';
import { GAMES } from '../../games/catalog.ts';
import { createLogger } from '../../log.ts';
import { floodLimitedCount, secondAnswerCount } from '../../ops/metrics.ts';
import { parseSession } from '../../session/catalog.ts';
import { seatOf } from '../../session/session.ts';
import { collections } from '../../session/store.ts';
import { type Choice, startWorld, type World } from '../demo/world.ts';
import type { InteractionHandle, StandInUser, StoredMessage } from '../standin/index.ts';
import { type FuzzControl, type FuzzGame, type FuzzTarget, fuzzCase, Rand } from './fuzz-cases.ts';

export const FUZZ_GAMES = ['abstrac', 'threedom', 'rummy'] as const;
export type FuzzGameId = (typeof FUZZ_GAMES)[number];

export interface FuzzOptions {
  count: number;
  seed: number;
  /** Interactions awaiting their acknowledgement at once (default 16). */
  concurrency?: number;
  /** Interactions sent per second (default 0: as fast as they are answered). */
  rate?: number;
  /** The live games the interactions are aimed at (default all three). */
  games?: readonly FuzzGameId[];
}

/** Per interaction type (command, component, modal, autocomplete, other): sent, and how many of those were not answered. */
export interface TypeFigures {
  sent: number;
  unanswered: number;
  /** Answered with a deferred reply ("thinking…") that was never filled. */
  thinking: number;
  ackP99Ms: number;
}

export interface FuzzReport {
  count: number;
  seconds: number;
  perSecond: number;
  answered: number;
  answeredWithin3sPct: number;
  /** Interactions the per-user flood limits answered instead of their handler, and their share of all. */
  limiterAnswered: number;
  limiterSharePct: number;
  /** Interactions answered a second time, privately, after Discord refused the first answer (a message gone). */
  secondAnswers: number;
  ackP50Ms: number;
  ackP99Ms: number;
  ackMaxMs: number;
  loopDelayP99Ms: number;
  loopDelayMaxMs: number;
  rssMb: number;
  /** Interactions the stand-in could not deliver (a test bug, listed by kind). */
  undeliverable: number;
  unanswered: string[];
  /** Deferred replies never filled: `kind`. */
  thinking: string[];
  gameUnchanged: boolean;
  threadsCreated: number;
  /** Public messages that appeared during the run: `content (by user, custom id)`. */
  publicMessages: string[];
  /** Error-level log lines (a handler failed): `msg: err`. */
  errors: string[];
  kinds: Record<string, number>;
  byType: Record<string, TypeFigures>;
}

const INTERACTION_TYPES: Record<number, string> = { 2: 'command', 3: 'component', 4: 'autocomplete', 5: 'modal' };

/** A control as the fuzz presses it. */
const control = (c: Choice): FuzzControl =>
  c.kind === 'select'
    ? { customId: c.customId, componentType: 3, ...(c.value !== undefined ? { value: c.value } : {}) }
    : { customId: c.customId, componentType: 2 };

/**
 * Starts a game of `gameId` between two players and, for a game with private hands, brings it to the
 * middle of a turn: the mover's hand open and one step taken (a card chosen in Threedom; in Rummy, a
 * card drawn, which is a move of its own, so the hand then offers melds and discards).
 */
async function liveGame(w: World, gameId: FuzzGameId, p: StandInUser, q: StandInUser): Promise<FuzzGame> {
  const challenge = await w.slash(p, gameId, { subcommand: 'challenge', opponent: q }).response();
  const accept = w.choices(challenge).find((c) => c.label === 'Accept');
  if (!accept) throw new Error(`the ${gameId} challenge was refused: ${challenge.content}`);
  await w.press(q, challenge, accept).acknowledged();
  const threadId = await w.standIn.waitFor(() => /game is on in <#(\d+)>/.exec(challenge.content)?.[1]);
  await w.settled(threadId);
  let board = w.liveBoard(threadId) as StoredMessage;
  const mover = w.moverOf(board) ?? p;
  let hand: StoredMessage | undefined;
  const yourHand = w.choices(board).find((c) => c.label === 'Your hand');
  if (yourHand) {
    hand = await w.press(mover, board, yourHand).response();
    const first = gameId === 'rummy' ? w.choices(hand).find((c) => /^Draw/.test(c.label)) : w.choices(hand)[0];
    if (!first) throw new Error(`no first step in the ${gameId} hand: ${hand.content}`);
    const before = w.versionOf(board);
    await w.press(mover, hand, first).acknowledged();
    // A Rummy draw is a quiet move: the table stays as it is, and the hand is redrawn at its version.
    if (gameId === 'rummy')
      await w.standIn.waitFor(() =>
        hand && w.choices(hand).some((c) => Number(c.customId.split(':')[3]) > before) ? hand : undefined,
      );
    await w.settled(threadId);
    await w.standIn.waitFor(() => (hand && w.choices(hand).length > 0 && !hand.loading ? hand : undefined));
    board = w.liveBoard(threadId) as StoredMessage;
  }
  const game = GAMES.find((g) => g.id === gameId);
  const doc = await collections(w.store).sessions.get(threadId);
  if (!game || !doc) throw new Error(`no ${gameId} game in ${threadId}`);
  const session = parseSession(game, doc.value);
  const seat = seatOf(session, mover.id) ?? 0;
  const handControls = hand ? w.choices(hand).map(control) : [];
  // A control that only takes the turn a step further: pressing it (on a copy) never plays a move.
  const draftControls = handControls.filter((c) => {
    const args = c.customId.split(':').slice(4);
    const step = game.hand?.step(session, seat, args, c.value !== undefined ? [c.value] : []);
    return step !== undefined && 'draft' in step;
  });
  return {
    game: gameId,
    threadId,
    board,
    version: doc.version,
    boardIds: [...new Set(w.choices(board).map((c) => c.customId))],
    players: [p, q],
    mover,
    ...(hand ? { hand } : {}),
    handControls,
    draftControls,
  };
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
  const games = opts.games ?? FUZZ_GAMES;
  const names = games.flatMap((g) => [`${g}-one`, `${g}-two`]);
  const w = await startWorld({ players: [...names, 'carol'], logger, flood: DEFAULT_FLOOD_LIMITS });
  try {
    // Late acknowledgements are measured, not refused: the share within 3 s is a figure.
    w.standIn.settings.interactionTimeoutMs = 60_000;
    const live: FuzzGame[] = [];
    for (const [k, g] of games.entries())
      live.push(await liveGame(w, g, w.users[2 * k] as StandInUser, w.users[2 * k + 1] as StandInUser));
    const others = [w.users.at(-1) as StandInUser];
    // Users enough that each stays within the flood limits' error window (10 refusals in 30 s) at the
    // rate the fuzz sends, so the limits answer only a small share: at least 400 (a few hundred
    // interactions a second), and one for every 25 interactions.
    for (let k = 0; k < Math.max(400, Math.ceil(opts.count / 25)); k++) {
      const u = w.standIn.createUser(`fuzz${k}`);
      w.standIn.addMember(w.guild.id, u);
      others.push(u);
    }
    const target: FuzzTarget = {
      guildId: w.guild.id,
      channelId: w.channelId,
      games: live,
      others,
      commands: (await CommandRegistry.load()).toJSON(),
    };
    const { sessions, posts } = collections(w.store);
    const snapshot = async () =>
      JSON.stringify(
        await Promise.all(
          live.map(async (g) => [
            await sessions.get(g.threadId),
            await posts.get(g.threadId),
            g.board.content,
            g.board.components,
            g.board.attachments.map((a) => a.description),
            g.hand?.content,
            g.hand?.components,
            g.hand?.attachments.map((a) => a.description),
          ]),
        ),
      );
    const before = await snapshot();
    const threadsBefore = w.standIn.threads().length;
    const publicBefore = new Set([...w.standIn.world.messages.values()].filter((m) => !m.visibleTo).map((m) => m.id));
    const limitedBefore = await floodLimitedCount();
    const secondBefore = (await secondAnswerCount('message-gone')) + (await secondAnswerCount('unacknowledged'));

    const rand = new Rand(opts.seed);
    const latencies: number[] = [];
    const unanswered: string[] = [];
    const kinds: Record<string, number> = {};
    const byType: Record<string, TypeFigures & { latencies: number[] }> = {};
    /** Deferred replies ("thinking…") being checked, and those never filled. */
    const deferred: Promise<void>[] = [];
    const thinking: string[] = [];
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
      const typeName = INTERACTION_TYPES[c.input.type] ?? 'other';
      const type = byType[typeName] ?? { sent: 0, unanswered: 0, thinking: 0, ackP99Ms: 0, latencies: [] };
      byType[typeName] = type;
      type.sent++;
      let handle: InteractionHandle;
      try {
        handle = w.standIn.forge(c.input);
      } catch {
        undeliverable++;
        continue;
      }
      const p = handle.acknowledged(30_000).then(
        (ack) => {
          latencies.push(ack.latencyMs);
          type.latencies.push(ack.latencyMs);
          // A deferred reply must be filled soon: its "thinking…" would otherwise stay for good. Checked
          // now, while the stand-in still keeps the private placeholder (forget() drops old ones).
          if (ack.type === 5)
            deferred.push(
              handle.response(5_000).then(
                () => undefined,
                () => {
                  thinking.push(c.kind);
                  type.thinking++;
                },
              ),
            );
        },
        () => {
          unanswered.push(c.kind);
          type.unanswered++;
        },
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
    await Promise.all(deferred);
    latencies.sort((a, b) => a - b);
    const limiterAnswered = (await floodLimitedCount()) - limitedBefore;
    const secondAnswers =
      (await secondAnswerCount('message-gone')) + (await secondAnswerCount('unacknowledged')) - secondBefore;
    const after = await snapshot();

    const publicNew = [...w.standIn.world.messages.values()].filter((m) => !m.visibleTo && !publicBefore.has(m.id));
    return {
      count: opts.count,
      seconds: round(seconds, 2),
      perSecond: round(opts.count / seconds, 0),
      answered: latencies.length,
      answeredWithin3sPct: round((100 * latencies.filter((l) => l < ACK_WINDOW_MS).length) / opts.count, 3),
      limiterAnswered,
      limiterSharePct: round((100 * limiterAnswered) / opts.count, 2),
      secondAnswers,
      ackP50Ms: pct(latencies, 50),
      ackP99Ms: pct(latencies, 99),
      ackMaxMs: latencies.at(-1) ?? Number.NaN,
      loopDelayP99Ms: round(loop.percentile(99) / 1e6),
      loopDelayMaxMs: round(loop.max / 1e6),
      rssMb: round(process.memoryUsage().rss / 2 ** 20, 0),
      undeliverable,
      unanswered,
      thinking,
      gameUnchanged: before === after,
      threadsCreated: w.standIn.threads().length - threadsBefore,
      publicMessages: publicNew.map((m) => {
        const rec = m.interactionId ? w.standIn.world.interactions.get(m.interactionId) : undefined;
        const who = rec ? w.standIn.world.users.get(rec.userId)?.username : 'the bot';
        return `${JSON.stringify(m.content.slice(0, 80))} (by ${who}, ${rec?.customId ?? rec?.commandName ?? 'no interaction'})`;
      }),
      errors,
      kinds,
      byType: Object.fromEntries(
        Object.entries(byType).map(([name, { latencies: l, ...t }]) => [
          name,
          {
            ...t,
            ackP99Ms: pct(
              l.sort((a, b) => a - b),
              99,
            ),
          },
        ]),
      ),
    };
  } finally {
    await w.close();
  }
}

function fuzzGames(list: string): FuzzGameId[] {
  const games = list.split(',').map((g) => g.trim());
  const unknown = games.filter((g) => !(FUZZ_GAMES as readonly string[]).includes(g));
  if (unknown.length || games.length === 0)
    throw new Error(`--games takes some of ${FUZZ_GAMES.join(', ')}; got ${JSON.stringify(list)}`);
  return games as FuzzGameId[];
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      count: { type: 'string', default: '100000' },
      seed: { type: 'string', default: '1' },
      concurrency: { type: 'string', default: '16' },
      rate: { type: 'string', default: '0' },
      games: { type: 'string', default: FUZZ_GAMES.join(',') },
      json: { type: 'boolean', default: false },
    },
  });
  const report = await runFuzz({
    count: Number(values.count),
    seed: Number(values.seed),
    concurrency: Number(values.concurrency),
    rate: Number(values.rate),
    games: fuzzGames(values.games),
  });
  if (values.json) {
    console.log(JSON.stringify(report));
  } else {
    const { kinds, byType, errors, unanswered, thinking, publicMessages, ...figures } = report;
    const width = Math.max(...Object.keys(figures).map((k) => k.length));
    for (const [key, value] of Object.entries(figures)) console.log(`${key.padEnd(width)}  ${value}`);
    console.log(
      `unanswered  ${unanswered.length}${unanswered.length ? ` (${unanswered.slice(0, 5).join(', ')})` : ''}`,
    );
    console.log(`thinking    ${thinking.length}${thinking.length ? ` (${thinking.slice(0, 5).join(', ')})` : ''}`);
    for (const [name, t] of Object.entries(byType))
      console.log(
        `${`type ${name}`.padEnd(width)}  sent ${t.sent}, unanswered ${t.unanswered}, thinking ${t.thinking}, ack p99 ${t.ackP99Ms} ms`,
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
    report.thinking.length === 0 &&
    report.errors.length === 0;
  process.exitCode = ok ? 0 : 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
