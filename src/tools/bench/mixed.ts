/**
 * Every game at once, with the bot in its own process (bot-fork.ts) and the stand-in and the
 * players in this one, on the default store (SQLite in a temp file): Abstrac, Threedom and 2-, 4-
 * and 6-seat Rummy, between people and against computer seats, played on through their deals,
 * rounds and hands. Turns arrive as an open loop (Poisson arrivals from a fixed seed) at
 * BENCH_MIXED_RATE a second in all (default 40), each on the next game in turn (the kinds
 * interleaved) with no turn in flight. A turn is what a player does between two boards:
 * - Abstrac: one click on the board;
 * - Threedom: **Your hand**, card, pile, take (hand steps), then **Play it**;
 * - Rummy: **Your hand** and **Draw from the stock** (hand steps: a draw is quiet, the table is
 *   not redrawn for it), then a discard.
 * A move is timed from the click that completes a turn (Abstrac's click, Play it, Rummy's discard:
 * each brings a board) to the stand-in holding the next board, the
 * computer seats' replies included when they come next: `move_latency_<game>_ms_p50` / `_p99`.
 * A hand step is timed from its click to its private answer: `hand_step_ms_p50` / `_p99`.
 * Of the bot process, over the timed turns: `mixed_main_thread_cpu_ms` and `mixed_bot_cpu_ms` per
 * move (the main thread's; every thread's), `mixed_event_loop_delay_ms_p99` / `_max`; of this
 * process (the stand-in and the players), `mixed_standin_cpu_ms` per move; `mixed_moves_per_s`
 * made. `mixed_global_limit_requests_per_s`: the bot's requests a second that count against
 * Discord's global limit of 50 (all but interaction callbacks and webhooks: every board a click
 * brings is its follow-up, a hand's turn's and a computer's answer's included, and an old board's
 * controls go through its own click's token, so this is 0 unless a click could not carry them), and
 * `mixed_global_requests_per_turn_<game>` by game; `mixed_texts_main_thread_ms`: the main thread's time in
 * `t()` per move (texts, as throughput.ts); `mixed_rate_limit_waits` / `_wait_ms`: the times
 * discord.js held a request back for a limit, and for how long in all. `mixed_round_ends`: deals,
 * rounds and hands that ended during the timed turns (their summaries were posted).
 * BENCH_MIXED_TURNS (default 1,200 after BENCH_MIXED_WARMUP, default 80, untimed) and BENCH_MIXED_GAMES
 * (games of each kind, default 8) set the size; BENCH_MIXED_TIMELINE=<file> writes every timed move
 * (latency, game, against the computer or not, when it ended) as JSON lines; the bot-process variables of throughput.ts apply (BENCH_BOT_CPU_PROF…).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deployCommands } from '../../bot/deploy.ts';
import { CommandRegistry } from '../../bot/registry.ts';
import { deriveSeed } from '../../cards/random.ts';
import { boardMoverId } from '../demo/mover.ts';
import { hasControl, type StandInUser, type StoredMessage, startStandIn } from '../standin/index.ts';
import { ask, type BotStats, forkBot, stopBot } from './bot-fork.ts';
import { choices, LOST_MS, liveBoard, type Players, startGame } from './players.ts';
import { round } from './stats.ts';

export type Kind = 'abstrac' | 'threedom' | 'rummy_2_seats' | 'rummy_4_seats' | 'rummy_6_seats';
const KINDS: readonly Kind[] = ['abstrac', 'threedom', 'rummy_2_seats', 'rummy_4_seats', 'rummy_6_seats'];

interface Game {
  kind: Kind;
  thread: string;
  /** Whether it has computer seats (every other game of a kind). */
  vsComputer: boolean;
}

interface Turn {
  moves: number[];
  steps: number[];
  /** The game shows no controls (it ended, or a lost move took them): left out from then on. */
  over: boolean;
  lost: number;
}

export interface MixedOptions {
  /** Games of each kind (default 8, or BENCH_MIXED_GAMES). */
  games?: number;
  /** Turns timed (default 1,200, or BENCH_MIXED_TURNS), after `warmup` untimed (default 80). */
  turns?: number;
  warmup?: number;
  /** Turns offered a second, in all (default 40, or BENCH_MIXED_RATE). */
  rate?: number;
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;

const SUMMARY = /(^|\n)(Deal \d+: |Round \d+ is over|\*\*Hand \d+)/;
const versionOf = (m: StoredMessage) => Number(choices(m)[0]?.customId.split(':')[3] ?? -1);
const mentioned = (p: Players, m: StoredMessage) => {
  const id = boardMoverId(m);
  return p.users.find((u) => u.id === id);
};

function press(p: Players, user: StandInUser, message: StoredMessage, c: ReturnType<typeof choices>[number]) {
  return c.kind === 'button'
    ? p.standIn.clickButton({ user, message, customId: c.customId })
    : p.standIn.selectMenu({ user, message, customId: c.customId, values: [c.value ?? ''] });
}

/** Whether the game in `thread` has ended: its last message carries 🔁 Rematch. */
/** Whether the thread's newest message offers a rematch (probed often: the stored list, not a copy). */
function ended(p: Players, thread: string): boolean {
  const all = p.standIn.world.allChannelMessages(thread);
  for (let n = all.length - 1; n >= 0; n--) {
    const m = all[n] as StoredMessage;
    if (!m.deleted) return hasControl(m, ':rematch:');
  }
  return false;
}

/**
 * Resolves with ms from `start` once `thread` shows a board newer than `version`, or the game's
 * end. (No live board at all is not the end: a hand's turn takes the old board's controls off
 * before the new board is posted.)
 */
async function nextBoard(p: Players, thread: string, version: number, start: number): Promise<number> {
  try {
    await p.standIn.waitFor(
      () => {
        const b = liveBoard(p, thread);
        return (b !== undefined && versionOf(b) > version) || ended(p, thread);
      },
      LOST_MS,
      `a board newer than version ${version}`,
    );
  } catch {
    return LOST_MS;
  }
  return performance.now() - start;
}

/** A hand step: the click's private answer, timed into `steps`. */
async function step(p: Players, user: StandInUser, on: StoredMessage, c: ReturnType<typeof choices>[number], t: Turn) {
  const start = performance.now();
  const answer = await press(p, user, on, c).response(LOST_MS);
  t.steps.push(performance.now() - start);
  return answer;
}

/** One click on the board by its mover; a match that ends with it is not a lost move (nextBoard). */
async function abstracTurn(p: Players, thread: string, n: number, t: Turn): Promise<void> {
  const board = liveBoard(p, thread);
  const mover = board && mentioned(p, board);
  const options = board ? choices(board).filter((c) => c.label !== 'Hint') : [];
  const choice = options[(deriveSeed(7, n) >>> 0) % Math.max(1, options.length)];
  if (!board || !mover || !choice) {
    t.over = true;
    return;
  }
  const start = performance.now();
  press(p, mover, board, choice);
  t.moves.push(await nextBoard(p, thread, versionOf(board), start));
}

async function threedomTurn(p: Players, thread: string, n: number, t: Turn): Promise<void> {
  const board = liveBoard(p, thread);
  const mover = board && mentioned(p, board);
  const open = board && choices(board).find((c) => c.label === 'Your hand');
  if (!board || !mover || !open) {
    t.over = true;
    return;
  }
  let hand = await step(p, mover, board, open, t);
  for (let k = 0; k < 6 && !choices(hand).some((c) => c.label === 'Play it'); k++) {
    const options = choices(hand).filter((c) => c.label !== 'Hint');
    hand = await step(p, mover, hand, options[(deriveSeed(n, k) >>> 0) % options.length] as (typeof options)[0], t);
  }
  const ok = choices(hand).find((c) => c.label === 'Play it');
  if (!ok) throw new Error(`no Play it in ${thread}: ${hand.content}`);
  const start = performance.now();
  press(p, mover, hand, ok);
  t.moves.push(await nextBoard(p, thread, versionOf(board), start));
}

async function rummyTurn(p: Players, thread: string, t: Turn): Promise<void> {
  const board = liveBoard(p, thread);
  const mover = board && mentioned(p, board);
  const open = board && choices(board).find((c) => c.label === 'Your hand');
  if (!board || !mover || !open) {
    t.over = true;
    return;
  }
  const hand = await step(p, mover, board, open, t);
  const draw = choices(hand).find((c) => c.label === 'Draw from the stock');
  const discardAfter = (version: number) =>
    choices(hand)
      .filter((c) => c.customId.split(':')[4] === 'x' && Number(c.customId.split(':')[3]) > version)
      .at(-1);
  // A draw is a step: its answer is the hand redrawn in place at the draw's version (the table is
  // not redrawn for it). A turn whose draw was made before, when its discard was lost, goes on
  // from its discard.
  if (draw) {
    const start = performance.now();
    press(p, mover, hand, draw);
    const drawn = await p.standIn
      .waitFor(() => discardAfter(versionOf(board)), LOST_MS, 'the hand after the draw')
      .then(
        () => performance.now() - start,
        () => LOST_MS,
      );
    t.steps.push(drawn);
    if (drawn >= LOST_MS || ended(p, thread)) return;
  }
  const discard = await p.standIn.waitFor(
    () => discardAfter(versionOf(board) - 1),
    LOST_MS,
    'the hand to discard from',
  );
  const version = Number(discard.customId.split(':')[3]);
  const start = performance.now();
  press(p, mover, hand, discard);
  t.moves.push(await nextBoard(p, thread, version, start));
}

async function playTurn(p: Players, g: Game, n: number): Promise<Turn> {
  const t: Turn = { moves: [], steps: [], over: false, lost: 0 };
  if (g.kind === 'abstrac') await abstracTurn(p, g.thread, n, t);
  else if (g.kind === 'threedom') await threedomTurn(p, g.thread, n, t);
  else await rummyTurn(p, g.thread, t);
  t.lost = t.moves.filter((ms) => ms >= LOST_MS).length + t.steps.filter((ms) => ms >= LOST_MS).length;
  if (t.lost > 0) {
    console.error(`mixed: a ${g.kind} turn in ${g.thread} lost a move or a step (no answer in ${LOST_MS} ms)`);
    // What the thread shows (public messages only), to tell a bot that stopped from a game that ended.
    for (const m of p.standIn
      .messages(g.thread)
      .filter((x) => x.visibleTo === null)
      .slice(-2))
      console.error(`  ${m.id}: ${JSON.stringify(m.content.slice(0, 160))}, ${choices(m).length} controls`);
    t.over = true;
  }
  return t;
}

/** A challenge in `command`; accepted by `b`, or against the computer when `b` is the bot. Resolves with the thread once its board is up. */
async function challenge(
  p: Players,
  command: string,
  a: StandInUser,
  b: StandInUser,
  options: Record<string, unknown>,
): Promise<string> {
  const reply = await p.standIn
    .runSlashCommand({
      user: a,
      guildId: p.guildId,
      channelId: p.channelId,
      name: command,
      options: { subcommand: 'challenge', opponent: b, ...options } as never,
    })
    .response(LOST_MS);
  const accept = choices(reply).find((c) => c.label === 'Accept');
  if (accept) press(p, b, reply, accept);
  const thread = await p.standIn.waitFor(
    () => /the game is on in <#(\d+)>/.exec(reply.content)?.[1],
    LOST_MS,
    'thread',
  );
  await p.standIn.waitFor(() => liveBoard(p, thread), LOST_MS, 'the first board');
  return thread;
}

/** A Rummy table of `people` (the first hosts) and `computers` computer seats, to 1,000 points. */
async function rummyTable(p: Players, people: StandInUser[], computers: number): Promise<string> {
  const [host, ...others] = people as [StandInUser, ...StandInUser[]];
  const lobby = await p.standIn
    .runSlashCommand({
      user: host,
      guildId: p.guildId,
      channelId: p.channelId,
      name: 'rummy',
      options: { subcommand: 'new', target: 1000, hands: 30 } as never,
    })
    .response(LOST_MS);
  const button = (label: string) => {
    const c = choices(lobby).find((x) => x.label === label);
    if (!c) throw new Error(`no ${label} on the lobby: ${lobby.content}`);
    return c;
  };
  for (const u of others) await press(p, u, lobby, button('Join')).response(LOST_MS);
  for (let k = 0; k < computers; k++) await press(p, host, lobby, button('Add computer')).response(LOST_MS);
  const seats = people.length + computers;
  await p.standIn.waitFor(() => lobby.content.includes(`${seats}. `), LOST_MS, 'the seats');
  press(p, host, lobby, button('Start'));
  const thread = await p.standIn.waitFor(() => /game is on in <#(\d+)>/.exec(lobby.content)?.[1], LOST_MS, 'thread');
  await p.standIn.waitFor(() => liveBoard(p, thread), LOST_MS, 'the first board');
  return thread;
}

/** Seats of people and computers at each kind's tables: every other game of a kind has computer seats. */
const RUMMY_SEATS: Record<string, [people: number, computers: number][]> = {
  rummy_2_seats: [
    [2, 0],
    [1, 1],
  ],
  rummy_4_seats: [
    [4, 0],
    [2, 2],
  ],
  rummy_6_seats: [
    [6, 0],
    [4, 2],
  ],
};

export async function benchMixed(opts: MixedOptions = {}): Promise<Record<string, number>> {
  const perKind = opts.games ?? Number(process.env.BENCH_MIXED_GAMES ?? 8);
  const turns = opts.turns ?? Number(process.env.BENCH_MIXED_TURNS ?? 1200);
  const warmup = opts.warmup ?? Number(process.env.BENCH_MIXED_WARMUP ?? Math.min(80, turns));
  const rate = opts.rate ?? Number(process.env.BENCH_MIXED_RATE ?? 40);
  const tmp = mkdtempSync(join(tmpdir(), 'mixed-'));
  const standIn = await startStandIn();
  const guild = standIn.createGuild({ name: 'Card Club' });
  let made = 0;
  const users: StandInUser[] = [];
  const people = (count: number) =>
    Array.from({ length: count }, () => {
      const u = standIn.createUser(`player${made++}`);
      standIn.addMember(guild.id, u);
      users.push(u);
      return u;
    });
  const p: Players = { standIn, guildId: guild.id, channelId: guild.defaultChannelId, users };
  await deployCommands(
    { token: 'stand-in-token', clientId: standIn.applicationId, guildId: guild.id, apiUrl: standIn.apiUrl },
    await CommandRegistry.load(),
  );
  const { child } = await forkBot(standIn, `sqlite://${join(tmp, 'bench.sqlite')}`).catch(async (err) => {
    await standIn.close();
    rmSync(tmp, { recursive: true, force: true });
    throw err;
  });
  try {
    // Every other game of a kind has a computer seat (or two); the kinds interleaved in the turn order.
    const games: Game[] = [];
    for (let k = 0; k < perKind; k++) {
      const vsComputer = k % 2 === 1;
      for (const kind of KINDS) {
        let thread: string;
        if (kind === 'abstrac') {
          const [a, b] = people(2) as [StandInUser, StandInUser];
          thread = vsComputer
            ? await challenge(p, 'abstrac', a, standIn.bot, { variant: 'classic', target: 100_000 })
            : await startGame(p, a, b);
        } else if (kind === 'threedom') {
          const [a, b] = people(2) as [StandInUser, StandInUser];
          thread = await challenge(p, 'threedom', a, vsComputer ? standIn.bot : b, { target: 10_000 });
        } else {
          const [humans, computers] = (RUMMY_SEATS[kind] as [number, number][])[vsComputer ? 1 : 0] as [number, number];
          thread = await rummyTable(p, people(humans), computers);
        }
        games.push({ kind, thread, vsComputer });
      }
    }
    console.error(`mixed: ${games.length} games open, ${users.length} people`);
    const summaries = () =>
      games.reduce((sum, g) => sum + standIn.messages(g.thread).filter((m) => SUMMARY.test(m.content)).length, 0);

    const times: Record<Kind, number[]> = {
      abstrac: [],
      threedom: [],
      rummy_2_seats: [],
      rummy_4_seats: [],
      rummy_6_seats: [],
    };
    const steps: number[] = [];
    // Every timed move: its latency, game, whether against the computer, and when it ended (ms into the timed turns).
    const timeline: { ms: number; kind: Kind; vsComputer: boolean; at: number }[] = [];
    let lost = 0;
    let failed = 0;
    let moves = 0;
    let endsAtStart = 0;
    let requestsAtStart = 0;
    let cpu0 = process.cpuUsage();
    const turnsOf: Record<Kind, number> = {
      abstrac: 0,
      threedom: 0,
      rummy_2_seats: 0,
      rummy_4_seats: 0,
      rummy_6_seats: 0,
    };
    let timedFrom = 0;
    let timedFromEpoch = 0;
    const isGlobal = (r: { route?: string | null; path: string }) =>
      !/^\/(interactions|webhooks)\//.test(r.route ?? r.path);
    const inPlay = games.slice();
    const inFlight = new Map<Game, Promise<void>>();
    let next = 0;
    let due = performance.now();
    for (let n = 0; n < warmup + turns && inPlay.length > 0; n++) {
      if (n === warmup) {
        await Promise.all(inFlight.values());
        await ask(child, 'reset');
        endsAtStart = summaries();
        requestsAtStart = standIn.requests.length;
        cpu0 = process.cpuUsage();
        timedFrom = performance.now();
        timedFromEpoch = Date.now();
        due = performance.now();
      }
      const u = ((deriveSeed(41, n) >>> 0) + 1) / 2 ** 32;
      due += (-Math.log(u) / rate) * 1000;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      while (inFlight.size >= inPlay.length && inFlight.size > 0) await Promise.race(inFlight.values());
      if (inPlay.length === 0) break;
      let g = inPlay[next++ % inPlay.length] as Game;
      while (inFlight.has(g)) g = inPlay[next++ % inPlay.length] as Game;
      const game = g;
      const timed = n >= warmup;
      inFlight.set(
        game,
        playTurn(p, game, 1_000_000 + n)
          .catch((err: unknown): Turn => {
            // A turn the players could not make (a bug of theirs or the bot's): reported, and the game left out.
            console.error(`mixed: a ${game.kind} turn failed in ${game.thread}: ${(err as Error).message}`);
            failed++;
            return { moves: [], steps: [], over: true, lost: 0 };
          })
          .then((t) => {
            if (t.over) inPlay.splice(inPlay.indexOf(game), 1);
            if (!timed) return;
            turnsOf[game.kind]++;
            const ok = t.moves.filter((ms) => ms < LOST_MS);
            times[game.kind].push(...ok);
            const at = performance.now() - timedFrom;
            for (const ms of ok) timeline.push({ ms, kind: game.kind, vsComputer: game.vsComputer, at });
            steps.push(...t.steps.filter((ms) => ms < LOST_MS));
            moves += t.moves.length;
            lost += t.lost;
          })
          .finally(() => inFlight.delete(game)),
      );
    }
    await Promise.all(inFlight.values());
    const seconds = (performance.now() - timedFrom) / 1000;
    const cpu = process.cpuUsage(cpu0);
    const s = await ask<BotStats>(child, 'stats');
    const figures: Record<string, number> = {};
    for (const kind of KINDS) {
      const sorted = times[kind].sort((a, b) => a - b);
      figures[`move_latency_${kind}_ms_p50`] = round(percentile(sorted, 50), 1);
      figures[`move_latency_${kind}_ms_p99`] = round(percentile(sorted, 99), 1);
      figures[`move_latency_${kind}_moves`] = sorted.length;
    }
    // Where the slow moves are: against the computer (its searches come before the next board) or
    // between people; and, with BENCH_MIXED_TIMELINE=<file>, every move in time order, so that a
    // stall of the whole machine (every game slow in the same seconds) shows as such.
    for (const kind of KINDS) {
      const p99 = (vs: boolean) =>
        round(
          percentile(
            timeline
              .filter((m) => m.kind === kind && m.vsComputer === vs)
              .map((m) => m.ms)
              .sort((a, b) => a - b),
            99,
          ),
          1,
        );
      console.error(`mixed: ${kind} p99 against the computer ${p99(true)} ms, between people ${p99(false)} ms`);
    }
    if (process.env.BENCH_MIXED_TIMELINE)
      writeFileSync(process.env.BENCH_MIXED_TIMELINE, `${timeline.map((m) => JSON.stringify(m)).join('\n')}\n`);
    steps.sort((a, b) => a - b);
    figures.hand_step_ms_p50 = round(percentile(steps, 50), 1);
    figures.hand_step_ms_p99 = round(percentile(steps, 99), 1);
    figures.mixed_turns_per_s_offered = rate;
    figures.mixed_moves = moves;
    figures.mixed_moves_lost = lost;
    figures.mixed_games_left = inPlay.length;
    figures.mixed_turns_failed = failed;
    figures.mixed_round_ends = summaries() - endsAtStart;
    figures.mixed_main_thread_cpu_ms = round(s.mainCpuMs / Math.max(1, moves), 2);
    figures.mixed_bot_cpu_ms = round(s.cpuMs / Math.max(1, moves), 2);
    figures.mixed_standin_cpu_ms = round((cpu.user + cpu.system) / 1000 / Math.max(1, moves), 2);
    // Where a click's time goes: to its answer (the interaction callback), and to its first follow-up.
    const clicks = [...standIn.world.interactions.values()].filter(
      (r) => r.type === 3 && r.dispatchedAt >= timedFromEpoch && r.ack !== null,
    );
    const answers = clicks.map((r) => (r.ack?.at ?? 0) - r.dispatchedAt).sort((a, b) => a - b);
    const firstFollowUps = clicks
      .map((r) => r.followUpIds[0])
      .flatMap((id, k) => {
        const m = id === undefined ? undefined : standIn.world.messages.get(id);
        return m ? [m.createdAt - (clicks[k]?.dispatchedAt ?? 0)] : [];
      })
      .sort((a, b) => a - b);
    figures.mixed_click_answer_ms_p50 = round(percentile(answers, 50), 1);
    figures.mixed_click_answer_ms_p99 = round(percentile(answers, 99), 1);
    figures.mixed_click_follow_up_ms_p50 = round(percentile(firstFollowUps, 50), 1);
    figures.mixed_click_follow_up_ms_p99 = round(percentile(firstFollowUps, 99), 1);
    figures.mixed_texts_main_thread_ms = round(s.texts.ms / Math.max(1, moves), 3);
    console.error(
      `mixed: bot CPU per move by thread: ${Object.entries(s.threadCpuMs)
        .filter(([, ms]) => ms > 0)
        .map(([name, ms]) => `${name} ${round(ms / Math.max(1, moves), 2)} ms`)
        .join(', ')}`,
    );
    figures.mixed_moves_per_s = round(moves / seconds, 1);
    figures.mixed_event_loop_delay_ms_p99 = round(s.eldP99Ms, 1);
    figures.mixed_event_loop_delay_ms_max = round(s.eldMaxMs, 1);
    const global = standIn.requests.slice(requestsAtStart).filter(isGlobal);
    figures.mixed_global_limit_requests_per_s = round(global.length / seconds, 1);
    figures.mixed_rate_limit_waits = s.rateLimitWaits;
    figures.mixed_rate_limit_wait_ms = Math.round(s.rateLimitWaitMs);
    // Which games spend the global budget: its requests per turn by kind (a computer's answer is its
    // game's), so that the rate a mix can be offered within 50 a second can be read off.
    const kindOf = new Map(games.map((g) => [g.thread, g.kind]));
    const spent = new Map<Kind, number>();
    for (const r of global) {
      const kind = kindOf.get(/\/channels\/(\d+)/.exec(r.path)?.[1] ?? '');
      if (kind) spent.set(kind, (spent.get(kind) ?? 0) + 1);
    }
    for (const kind of KINDS)
      figures[`mixed_global_requests_per_turn_${kind}`] = round((spent.get(kind) ?? 0) / Math.max(1, turnsOf[kind]), 2);
    return figures;
  } finally {
    await stopBot(child);
    await standIn.close();
    rmSync(tmp, { recursive: true, force: true });
  }
}
