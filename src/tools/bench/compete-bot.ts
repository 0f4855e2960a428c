/**
 * `npm run bench -- --only compete-bot`: a competition at its largest, through the real bot. The
 * bot runs in this process (`startWorld`: the real discord.js client logged in to the stand-in, on
 * SQLite in a temp file, the store a production bot uses by default), on a clock the bench holds
 * still (so nothing becomes due unless the bench makes it due); every player is a stand-in user
 * acting through it. Two runs, one after the other:
 *
 * - `tournament_512_*`: a Swiss of 512 players over 9 rounds of Abstrac games;
 * - `league_1k_*`: a league season of 1,000 players in divisions of 8 (125 divisions, 3,500 games,
 *   opened round by round: 500 at the start).
 *
 * The actions, each as `_ms_p50` / `_ms_p99` over its samples, one at a time (so each figure is the
 * latency of one action, not of a queue):
 * - `create`: `/tournament new` or `/league new` (answered with the sign-up message);
 * - `join`: Join pressed on the sign-up message until its private "You joined" arrives;
 * - `table_open`: one game of a round opened by the scheduler (its table message, thread, members,
 *   game and first board), read as the time between one table's first board and the previous one's
 *   (they are opened one after the other); `round_open_s`: a whole round's opening (a league's first
 *   round: `season_open_s`, of `first_round_games` games), in seconds, with
 *   the REST requests it made per table (`table_open_requests`) and discord.js's waits for a rate
 *   limit meanwhile (`round_open_rate_limit_waits`, `_wait_s`: Discord's global 50 a second);
 * - `result`: Resign confirmed in a game thread until the result is posted there (the result is
 *   counted into the competition before it is posted), the samples SAMPLE_GAP_MS apart; the other
 *   games of a round are resigned untimed, four at a time, to get through the rounds;
 * - `standings_post`: the scheduler's tick once a round's last result is in (a second later, as the
 *   scheduler would be at the soonest), until the standings (text and picture) are posted (a
 *   league: the weekly standings, their week made due);
 * - `standings_command`: `/tournament standings` or `/league standings` in a game thread;
 * - `tick_idle`: a scheduler tick with nothing due; `tick_one_due`: with the competition's own entry
 *   due (a round in progress, looked at again), `_checked` the entries that tick looked at (five
 *   times the samples of the other actions).
 * The rounds' pairings, results and standings are the bot's own; only the order of resignations
 * (the second seat of every table resigns) is the bench's.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { Writable } from 'node:stream';
import { createLogger } from '../../log.ts';
import { tick } from '../../session/scheduler.ts';
import { HOUR_MS } from '../../session/settings.ts';
import { collections, setDue } from '../../session/store.ts';
import { competitions } from '../../session/compete/records.ts';
import { divisionsOf } from '../../session/compete/tournament.ts';
import { openStore, type Store } from '../../store/index.ts';
import { ManualClock, startWorld, type World } from '../demo/world.ts';
import type { InteractionHandle, StandInUser, StoredMessage } from '../standin/index.ts';
import { startStandIn } from '../standin/index.ts';
import { sizeLabel } from './scale.ts';
import { round } from './stats.ts';

export interface CompeteBotOptions {
  /** Players of the Swiss (default 512; 0: no tournament run). */
  players?: number;
  /** Its rounds (default 9). */
  rounds?: number;
  /** Players of the league (default 1,000; 0: no league run). */
  leaguePlayers?: number;
  /** Samples of create, the standings command and each kind of tick (default 20). */
  samples?: number;
  /** Results timed per tournament round (default 48), and in the league season (default 100). */
  timedResults?: number;
  leagueResults?: number;
  /** Weekly standings posted in the league (default 4). */
  weeks?: number;
}

type Times = Record<string, number[]>;

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;

function summarize(figures: Record<string, number>, prefix: string, times: Times) {
  for (const [action, list] of Object.entries(times)) {
    if (list.length === 0) continue;
    const sorted = [...list].sort((a, b) => a - b);
    figures[`${prefix}_${action}_ms_p50`] = round(percentile(sorted, 50), 1);
    figures[`${prefix}_${action}_ms_p99`] = round(percentile(sorted, 99), 1);
  }
}

async function timed<T>(list: number[] | undefined, fn: () => Promise<T>): Promise<T> {
  const start = performance.now();
  const out = await fn();
  list?.push(performance.now() - start);
  return out;
}

/** Runs `fn` over `items`, `width` at a time. */
async function inParallel<T>(items: readonly T[], width: number, fn: (item: T) => Promise<unknown>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, items.length) }, async () => {
      while (next < items.length) await fn(items[next++] as T);
    }),
  );
}

/** What an interaction was answered, private or not, once it has text. */
const answered = (w: World, h: InteractionHandle, what: string) =>
  w.standIn.waitFor(
    () => {
      const m = h.privateMessage() ?? h.original();
      return m && !m.loading && m.text ? m : undefined;
    },
    60_000,
    what,
  );

interface Bench {
  w: World;
  clock: ManualClock;
  store: Store;
  dir: string;
  /** discord.js's waits for a rate limit (Discord's global 50 requests a second, a route's own), in seconds. */
  waits: { count: number; s: number };
  close(): Promise<void>;
}

/** The bot's log, read for its rate-limit waits (warnings and up are all it writes). */
function waitsLog(waits: Bench['waits']) {
  return new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString().split('\n')) {
        if (!line.includes('"rate limit: waiting"')) continue;
        waits.count++;
        waits.s += Number(/"retryAfter":([\d.]+)/.exec(line)?.[1] ?? 0) / 1000;
      }
      done();
    },
  });
}

async function world(players: number): Promise<Bench> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-compete-bot-'));
  const store = await openStore(`sqlite://${join(dir, 'bench.sqlite')}`);
  // Discord's 3 s window is not what is measured; a slow answer still counts at its full time.
  const standIn = await startStandIn({ settings: { interactionTimeoutMs: 60_000 } });
  const clock = new ManualClock(Date.UTC(2026, 0, 5, 12));
  const waits = { count: 0, s: 0 };
  const w = await startWorld({
    standIn,
    store,
    clock,
    logger: createLogger({ level: 'warn', destination: waitsLog(waits) }),
    players: Array.from({ length: players }, (_, k) => `p${k}`),
  });
  return {
    w,
    clock,
    store,
    dir,
    waits,
    async close() {
      await w.close();
      await standIn.close();
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** `/<command> new` `samples` times (all but the last starting in 30 days), after one untimed; the last one's sign-up message. */
async function create(
  b: Bench,
  command: 'tournament' | 'league',
  options: Record<string, unknown>,
  samples: number,
  times: number[],
): Promise<StoredMessage> {
  let signup: StoredMessage | undefined;
  // One untimed first (the command's first run compiles its code paths).
  for (let n = -1; n < samples; n++) {
    const starts = n === samples - 1 ? 'in 1h' : 'in 30d';
    signup = await timed(n < 0 ? undefined : times, () =>
      b.w.slash(b.w.guild.owner, command, { subcommand: 'new', ...options, starts }).response(60_000),
    );
  }
  if (!signup) throw new Error('nothing created');
  return signup;
}

async function signUpAll(b: Bench, signup: StoredMessage, people: readonly StandInUser[], times: number[]) {
  const join = b.w.choices(signup).find((c) => c.customId.split(':')[1] === 'join');
  if (!join) throw new Error(`no Join: ${signup.text}`);
  for (const p of people)
    await timed(times, async () => {
      const said = await b.w.press(p, signup, join).privateAnswer(60_000);
      if (!/joined/.test(said.text)) throw new Error(`not joined: ${said.text}`);
    });
}

/** The competition made last (the one the players joined). */
async function lastId(b: Bench): Promise<string> {
  const rows = await competitions(b.store).byServer.range(b.w.guild.id, { order: 'asc' });
  // Score = start time: the main one starts in an hour, the others in 30 days.
  const id = rows[0]?.member;
  if (!id) throw new Error('no competition');
  return id;
}

/**
 * One tick that opens a round: every new game thread (with its first board) and the per-table
 * times, read from when each thread's first board reached the stand-in.
 */
async function openRound(b: Bench, times: Times, expect: number) {
  const before = new Set(b.w.standIn.threads(b.w.channelId).map((c) => c.id));
  const requests = b.w.standIn.requests.length;
  const waited = { ...b.waits };
  const started = Date.now();
  const t0 = performance.now();
  const posted = b.w.standIn.waitFor(
    () => b.w.standIn.messages(b.w.channelId).find((m) => m.createdAt >= started && /standings/i.test(m.text)),
    600_000,
    'the standings',
  );
  const ticking = tick(b.w.bot.ctx, [b.w.guild.id]);
  const standing = await Promise.race([posted, ticking.then(() => undefined)]);
  if (standing) times.standings_post?.push(standing.createdAt - started);
  await ticking;
  const seconds = (performance.now() - t0) / 1000;
  const threads = b.w.standIn.threads(b.w.channelId).filter((c) => !before.has(c.id));
  if (threads.length !== expect) throw new Error(`${threads.length} games opened, not ${expect}`);
  const firsts = threads
    .map((c) => b.w.standIn.messages(c.id).find((m) => m.visibleTo === null && b.w.choices(m).length > 0))
    .map((m) => m?.createdAt ?? Number.NaN)
    .sort((x, y) => x - y);
  if (firsts.some(Number.isNaN)) throw new Error('a game opened without its first board');
  let prev = standing?.createdAt ?? started;
  for (const at of firsts) {
    times.table_open?.push(at - prev);
    prev = at;
  }
  return {
    threads: threads.map((c) => c.id),
    seconds,
    requests: b.w.standIn.requests.length - requests,
    waits: b.waits.count - waited.count,
    waitedS: b.waits.s - waited.s,
  };
}

/** What opening rounds asked of Discord: requests per table, and the rate-limit waits per round. */
function openingFigures(figures: Record<string, number>, key: string, rounds: Awaited<ReturnType<typeof openRound>>[]) {
  const tables = rounds.reduce((n, r) => n + r.threads.length, 0);
  figures[`${key}_table_open_requests`] = round(rounds.reduce((n, r) => n + r.requests, 0) / Math.max(1, tables), 1);
  figures[`${key}_round_open_rate_limit_waits`] = round(rounds.reduce((n, r) => n + r.waits, 0) / rounds.length, 1);
  figures[`${key}_round_open_rate_limit_wait_s`] = round(rounds.reduce((n, r) => n + r.waitedS, 0) / rounds.length, 1);
}

/** The second seat of the game in `threadId` resigns; timed from the confirmation to the result in the thread. */
async function resign(b: Bench, threadId: string, list?: number[]) {
  const session = (await collections(b.store).sessions.get(threadId))?.value;
  const loser = b.w.users.find((u) => u.id === session?.seats[1]?.id);
  if (!session || !loser) throw new Error(`no game in ${threadId}`);
  await b.w.settled(threadId);
  const ask = await answered(b.w, b.w.slash(loser, 'abstrac', { subcommand: 'resign' }, threadId), 'resign');
  const button = b.w.choices(ask).find((c) => c.customId.split(':')[1] === 'resign');
  if (!button) throw new Error(`no Resign: ${ask.text}`);
  const seen = b.w.standIn.messages(threadId).length;
  await timed(list, async () => {
    b.w.press(loser, ask, button);
    await b.w.standIn.waitFor(
      () =>
        b.w.standIn
          .messages(threadId)
          .slice(seen)
          .find((m) => m.visibleTo === null && /resign/i.test(m.text)),
      60_000,
      'the result',
    );
  });
}

/**
 * Between timed results: a result costs the bot two requests against Discord's global limit of 50 a
 * second (the old board's controls, the result in the thread), and results back to back (one every
 * 10 ms or so) asked for 80 a second, so discord.js held one of them for most of a second every
 * second, which timed the limit, not the bot. Spaced as the scale bench spaces its samples.
 */
const SAMPLE_GAP_MS = 250;
const gap = () => new Promise((resolve) => setTimeout(resolve, SAMPLE_GAP_MS));

/** Resigns every game of `threads`, the first `timedCount` one at a time and timed, the rest four at a time. */
async function finishGames(b: Bench, threads: readonly string[], timedCount: number, list: number[]) {
  for (const threadId of threads.slice(0, timedCount)) {
    await gap();
    await resign(b, threadId, list);
  }
  await inParallel(threads.slice(timedCount), 4, (threadId) => resign(b, threadId));
  // The scheduler takes a finished round up at its next tick, up to a minute later: at least one of
  // Discord's one-second rate-limit windows passes after the untimed burst above before it does.
  await new Promise((resolve) => setTimeout(resolve, 1_100));
}

async function ticks(
  b: Bench,
  id: string,
  samples: number,
  times: Times,
  figures: Record<string, number>,
  key: string,
) {
  const ctx = b.w.bot.ctx;
  // Ticks are cheap: five times the samples, so that their p99 is not one sample's.
  const ticks = 5 * samples;
  let checked = 0;
  for (let n = 0; n < ticks; n++) {
    const r = await timed(times.tick_idle, () => tick(ctx, [b.w.guild.id]));
    checked += r.checked;
  }
  figures[`${key}_tick_idle_checked`] = checked / ticks;
  checked = 0;
  for (let n = 0; n < ticks; n++) {
    await setDue(b.store, 't', b.w.guild.id, id, b.clock.now());
    const r = await timed(times.tick_one_due, () => tick(ctx, [b.w.guild.id]));
    checked += r.checked;
  }
  figures[`${key}_tick_one_due_checked`] = checked / ticks;
}

async function standingsCommands(b: Bench, command: string, threadId: string, samples: number, list: number[]) {
  const asker = b.w.users[0] as StandInUser;
  for (let n = 0; n < samples; n++)
    await timed(list, async () => {
      const m = await b.w.slash(asker, command, { subcommand: 'standings' }, threadId).response(60_000);
      if (m.attachments.length === 0) throw new Error(`no standings picture: ${m.text}`);
    });
}

const newTimes = (): Times => ({
  create: [],
  join: [],
  table_open: [],
  result: [],
  standings_post: [],
  standings_command: [],
  tick_idle: [],
  tick_one_due: [],
});

async function benchTournament(o: Required<CompeteBotOptions>): Promise<Record<string, number>> {
  const figures: Record<string, number> = {};
  const key = `tournament_${sizeLabel(o.players)}`;
  const times = newTimes();
  const b = await world(o.players);
  try {
    const options = { game: 'abstrac', format: 'swiss', pace: '1', rounds: o.rounds };
    const signup = await create(b, 'tournament', options, o.samples, times.create as number[]);
    await signUpAll(b, signup, b.w.users, times.join as number[]);
    const id = await lastId(b);
    b.clock.advance(HOUR_MS);
    const opens: Awaited<ReturnType<typeof openRound>>[] = [];
    let threads: string[] = [];
    for (let r = 1; r <= o.rounds; r++) {
      const opened = await openRound(b, times, o.players / 2);
      opens.push(opened);
      threads = opened.threads;
      if (r === 1) {
        await ticks(b, id, o.samples, times, figures, key);
        await standingsCommands(b, 'tournament', threads[0] as string, o.samples, times.standings_command as number[]);
      }
      console.error(`compete-bot: tournament round ${r} opened in ${round(opened.seconds, 1)} s`);
      await finishGames(b, threads, Math.min(o.timedResults, threads.length), times.result as number[]);
    }
    // After the last round: the final standings.
    await openRound(b, times, 0);
    const tour = (await competitions(b.store).tournaments.get(id))?.value;
    if (tour?.status !== 'finished') throw new Error(`the tournament did not finish: ${tour?.status}`);
    figures[`${key}_round_open_s_mean`] = round(opens.reduce((a, x) => a + x.seconds, 0) / opens.length, 1);
    figures[`${key}_round_open_s_max`] = round(Math.max(...opens.map((x) => x.seconds)), 1);
    openingFigures(figures, key, opens);
    summarize(figures, key, times);
    return figures;
  } finally {
    await b.close();
  }
}

async function benchLeague(o: Required<CompeteBotOptions>): Promise<Record<string, number>> {
  const figures: Record<string, number> = {};
  const key = `league_${sizeLabel(o.leaguePlayers)}`;
  const times = newTimes();
  const b = await world(o.leaguePlayers);
  try {
    // Divisions of 8 (asking for fewer than that allows still gets divisions of 8 at most).
    const divisions = Math.ceil(o.leaguePlayers / 8);
    const options = { game: 'abstrac', pace: '7', weeks: o.weeks + 1, divisions: Math.min(64, divisions) };
    const signup = await create(b, 'league', options, o.samples, times.create as number[]);
    await signUpAll(b, signup, b.w.users, times.join as number[]);
    const id = await lastId(b);
    b.clock.advance(HOUR_MS);
    // The season's games, and those of its first round (opened at the start; the rest round by round).
    const sizes = divisionsOf(
      b.w.users.map((u) => u.id),
      options.divisions,
    ).map((g) => g.length);
    const games = sizes.reduce((n, k) => n + (k * (k - 1)) / 2, 0);
    const first = sizes.reduce((n, k) => n + Math.floor(k / 2), 0);
    const opened = await openRound(b, times, first);
    console.error(
      `compete-bot: league season's round 1 opened (${first} of ${games} games) in ${round(opened.seconds, 1)} s`,
    );
    figures[`${key}_season_open_s`] = round(opened.seconds, 1);
    openingFigures(figures, key, [opened]);
    figures[`${key}_games`] = games;
    figures[`${key}_first_round_games`] = first;
    const threads = opened.threads;
    await ticks(b, id, o.samples, times, figures, key);
    await standingsCommands(b, 'league', threads[0] as string, o.samples, times.standings_command as number[]);
    // Results spread over the divisions, then each week's standings, made due by moving the week on.
    const step = Math.max(1, Math.floor(threads.length / o.leagueResults));
    const sample = threads.filter((_, n) => n % step === 0).slice(0, o.leagueResults);
    for (const threadId of sample) {
      await gap();
      await resign(b, threadId, times.result as number[]);
    }
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    for (let n = 0; n < o.weeks; n++) {
      // The week made due now (the bench's clock stands still, so the games' own clocks stay quiet).
      const now = b.clock.now();
      await competitions(b.store).tournaments.update(id, (cur) => {
        const tour = cur?.value;
        if (!tour?.league) throw new Error('not a league');
        return { ...tour, league: { ...tour.league, weeklyAt: now } };
      });
      await setDue(b.store, 't', b.w.guild.id, id, now);
      const started = Date.now();
      await tick(b.w.bot.ctx, [b.w.guild.id]);
      const post = b.w.standIn
        .messages(b.w.channelId)
        .find((m) => m.createdAt >= started && /standings, week/i.test(m.text));
      if (!post) throw new Error('no weekly standings');
      times.standings_post?.push(post.createdAt - started);
    }
    summarize(figures, key, times);
    return figures;
  } finally {
    await b.close();
  }
}

export async function benchCompeteBot(opts: CompeteBotOptions = {}): Promise<Record<string, number>> {
  const env = (name: string) => (process.env[name] === undefined ? undefined : Number(process.env[name]));
  const o: Required<CompeteBotOptions> = {
    players: opts.players ?? env('BENCH_COMPETE_PLAYERS') ?? 512,
    rounds: opts.rounds ?? env('BENCH_COMPETE_ROUNDS') ?? 9,
    leaguePlayers: opts.leaguePlayers ?? env('BENCH_COMPETE_LEAGUE') ?? 1000,
    samples: opts.samples ?? 20,
    timedResults: opts.timedResults ?? 48,
    leagueResults: opts.leagueResults ?? 100,
    weeks: opts.weeks ?? 4,
  };
  return {
    ...(o.players > 0 ? await benchTournament(o) : {}),
    ...(o.leaguePlayers > 0 ? await benchLeague(o) : {}),
  };
}
