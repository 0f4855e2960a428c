/**
 * Tournaments on the session layer, for any game: a sign-up message with Join / Leave until the
 * start, then rounds of games, each opened in its own thread at the tournament's pace as a
 * challenge's game is, paired by the format's rules (pairing.ts), the standings posted after each
 * round and at the end.
 *
 * Every step is safe to run twice, in one process or two, and after a restart at any point:
 * - the start and each round's pairing are one compare-and-set of the tournament's header with the
 *   version read (StaleVersionError: another process did it, and this one only goes on from there),
 *   the round's games written just before in parts tagged with that version (records.ts);
 * - a round's games are opened part by part, each under a lease on its part record (`opening`,
 *   renewed per game): the holder posts each table's message, opens its thread from that message (a
 *   message has one thread, so a retry finds the same one) and records it at once (a private thread
 *   is not tied to the message: a retry takes up the recorded one), adds the players, creates the
 *   game (an existing one is kept) and records the game's thread; a lease left by a process that
 *   died is taken over once it ends;
 * - a result is written once per game thread into its part (results.ts), from finish.ts.
 * The scheduler drives it all from the `due` index (`t:<guild>:<id>`): due at the start, again when
 * a round's last result comes in, and hourly as a safety net; nothing scans tournaments.
 *
 * Withdrawals: before the start a player leaves the list; after it they are paired no more and their
 * game in progress is resigned for them. No-shows lose their games on time (the games are timed),
 * and so do players who have left the server: their games open without them.
 *
 * A league season is paired whole at its start, each division's round robin in a part of its own,
 * and opened round by round: a division's next round once its games of the round before are over,
 * or at the latest when the round's share of the season's weeks has passed. So a league of 1,000
 * keeps about 500 games (and threads) open at a time, not 3,500: Discord allows a server about
 * 1,000 active threads, and a finished competition game's thread is archived (publish.ts). At most
 * LEAGUE_OPEN_MAX of a season's games are open at once; past that, the rest wait for results. A
 * server at Discord's limit anyway (its other threads) refuses new threads (ThreadLimitReached):
 * opening stops, each game where it was (a table's message is reused, its thread opened once), and
 * the scheduler tries again THREAD_LIMIT_RETRY_MS later. A game whose seat has withdrawn by the
 * time its round opens is not opened: the other seat wins it.
 */
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { AttachmentBuilder } from 'discord.js';
import { makeCustomId } from '../../bot/customId.ts';
import { UserError } from '../../bot/types.ts';
import { resolveLocale, t } from '../../i18n/index.ts';
import { renderPool } from '../../render/pool.ts';
import { encodeStandings, type StandingsModel } from '../../render/standings.ts';
import { DEFAULT_THEME } from '../../render/theme.ts';
import { StaleVersionError } from '../../store/index.ts';
import { catalogGame, parseSession } from '../catalog.ts';
import type { SessionContext } from '../context.ts';
import { buttonRow } from '../controls.ts';
import { placeOf } from '../leaderboard.ts';
import { endSeat } from '../moves.ts';
import { type Answer, type Asker, MemberGone, ThreadLimitReached } from '../ports.ts';
import { leave } from '../session.ts';
import { publicLocale } from '../language.ts';
import { getSettings, HOUR_MS } from '../settings.ts';
import { createBookedGame, openGameThread, startGameInThread } from '../start.ts';
import { isOutage, setDue } from '../store.ts';
import { stamp } from '../text.ts';
import type { AnyGame } from '../types.ts';
import {
  type Entrant,
  knockoutFirst,
  knockoutNext,
  knockoutRounds,
  type Pairing,
  type Played,
  roundRobinRound,
  roundRobinRounds,
  type Standing,
  standings,
  swissRound,
  tablesRound,
} from './pairing.ts';
import {
  activePlayers,
  allGames,
  competitions,
  type Format,
  maxPlayers,
  readRound,
  type RoundPart,
  roundGames,
  roundOver,
  tableKey,
  toOpen,
  type LeagueRow,
  type TournamentGame,
  type TournamentRecord,
  toParts,
  writeParts,
} from './records.ts';

export const NAMESPACE = 'tournament';
/**
 * The least time a table of a round takes to open in the bot (app.ts): its five requests then use
 * at most two thirds of Discord's global 50 a second, so a round of hundreds of tables, which takes
 * minutes, does not hold up every other request meanwhile (a move's result, a challenge's thread).
 */
export const OPENING_TABLE_MS = 150;
/** How long a process's claim on opening a round's games lasts without being renewed. */
export const OPENING_LEASE_MS = 60_000;
/** A running tournament is looked at at least this often (results also make it due at once). */
export const RECHECK_MS = HOUR_MS;
/** The latest start a tournament may be given. */
export const MAX_LEAD_MS = 60 * 24 * HOUR_MS;
const WEEK_MS = 7 * 24 * HOUR_MS;
/** A league season's games open at once at most: a round of a league of 1,000, half Discord's active threads a server. */
export const LEAGUE_OPEN_MAX = 500;
/** How soon games are tried again after Discord refused a thread for the server's active-thread limit. */
export const THREAD_LIMIT_RETRY_MS = 15 * 60_000;
/** Names shown on the sign-up message, and rows in a standings text. */
const NAMES_SHOWN = 30;
const ROWS_SHOWN = 20;

export interface NewTournament {
  game: AnyGame;
  format: Format;
  /** Swiss: rounds asked for; null: as many as a knockout of the field takes. */
  rounds: number | null;
  pace: number;
  tableSize: number;
  startsAt: number;
  /** A league season instead (format 'league'): its weeks and the divisions asked for. */
  league?: { weeks: number; divisions: number };
}

export const title = (locale: string, game: string) => t(locale, 'compete.title', { game });

/** A tournament's or a league season's name in `locale`. */
export const nameOf = (ctx: SessionContext, tour: TournamentRecord, locale: string) =>
  tour.league
    ? t(locale, 'compete.leagueTitle', { game: gameName(ctx, tour.game), season: tour.league.season })
    : title(locale, gameName(ctx, tour.game));

const paceText = (locale: string, pace: number) =>
  t(locale, `cmd.anyGame.pace.choices.${pace}` as 'cmd.anyGame.pace.choices.1');

const formatText = (locale: string, format: Format) => t(locale, `compete.format.${format}` as 'compete.format.swiss');

const gameName = (ctx: SessionContext, id: string) => ctx.games.get(id)?.name ?? id;

/** The sign-up message's text: what, when, who. */
export function signupText(ctx: SessionContext, tour: TournamentRecord): string {
  const l = tour.locale;
  const names = Object.values(tour.players)
    .sort((a, b) => a.joinedAt - b.joinedAt)
    .map((p) => p.name);
  const shown = names.slice(0, NAMES_SHOWN).join(', ') || '—';
  const more = names.length > NAMES_SHOWN ? ` ${t(l, 'compete.more', { count: names.length - NAMES_SHOWN })}` : '';
  const head = t(l, 'compete.signup', {
    title: nameOf(ctx, tour, l),
    format: formatText(l, tour.format),
    pace: paceText(l, tour.pace),
    when: stamp(tour.startsAt, 'f'),
    count: names.length,
    names: shown + more,
  });
  if (tour.status === 'signup') return head;
  if (tour.status === 'cancelled') return `${head}\n${t(l, 'compete.cancelled', { count: names.length })}`;
  return `${head}\n${t(l, 'compete.signupClosed')}`;
}

export const signupButtons = (locale: string, id: string) => [
  buttonRow([
    {
      customId: makeCustomId({ namespace: NAMESPACE, action: 'join', gameId: id, version: 0 }),
      label: t(locale, 'compete.joinLabel'),
      style: 'success',
    },
    {
      customId: makeCustomId({ namespace: NAMESPACE, action: 'leave', gameId: id, version: 0 }),
      label: t(locale, 'compete.leaveLabel'),
      style: 'secondary',
    },
  ]),
];

/** `/tournament new`: the record (keyed by the command, so the same command in two processes makes one), then the sign-up message. */
export async function createTournament(ctx: SessionContext, asker: Asker, answer: Answer, n: NewTournament) {
  const guildId = asker.guildId;
  if (!guildId) throw new UserError(t(asker.locale, 'compete.serverOnly'));
  if (asker.inThread) throw new UserError(t(asker.locale, 'compete.notInThread'));
  // Its public posts, and its games', in the server's language, as a game's are (language.ts).
  const l = publicLocale(await getSettings(ctx.store, guildId), asker);
  const now = ctx.clock.now();
  const record: TournamentRecord = {
    guildId,
    channelId: asker.channelId,
    hostId: asker.userId,
    game: n.game.id,
    format: n.format,
    rounds: n.rounds ?? 0,
    pace: n.pace,
    tableSize: n.tableSize,
    startsAt: n.startsAt,
    createdAt: now,
    locale: l,
    messageId: null,
    status: 'signup',
    players: {},
    round: 0,
    parts: [],
    ...(n.league
      ? {
          league: {
            ...n.league,
            season: 1,
            groups: [],
            weeklyAt: n.startsAt + WEEK_MS,
            next: null,
          },
        }
      : {}),
  };
  const { tournaments, byServer } = competitions(ctx.store);
  try {
    await tournaments.create(asker.commandId, record);
  } catch (err) {
    if ((err as Error).name === 'AlreadyExistsError') return answer.leaveToOther();
    throw err;
  }
  await byServer.set(guildId, asker.commandId, n.startsAt);
  await setDue(ctx.store, 't', guildId, asker.commandId, n.startsAt);
  const posted = await answer.reply({
    content: signupText(ctx, record),
    components: signupButtons(l, asker.commandId),
    allowedMentions: { parse: [] },
  });
  await tournaments.update(asker.commandId, (cur) => ({ ...(cur?.value ?? record), messageId: posted.id }));
}

export interface Joiner {
  userId: string;
  name: string;
}

/** Join (or, `join` false, Leave) on the sign-up message: the record changed, the message redrawn. */
export async function signUp(
  ctx: SessionContext,
  who: Joiner,
  answer: Answer,
  id: string,
  join: boolean,
  /** Used as a command (`/league join`), not on the sign-up message: that message is edited, not the answer. */
  byCommand = false,
) {
  const l = answer.locale;
  const { tournaments, byPlayer } = competitions(ctx.store);
  const now = ctx.clock.now();
  const found = await tournaments.get(id).catch((err) => {
    throw isOutage(err) ? new UserError(t(l, 'bot.storeDown')) : err;
  });
  if (!found) throw new UserError(t(l, 'compete.gone'));
  const tour0 = found.value;
  const name = nameOf(ctx, tour0, l);
  if (join) {
    // The person's rating on the game's board (one keyed read): the seeds are drawn from it.
    const rated = await placeOf(ctx.store, tour0.guildId, tour0.game, 'all', who.userId);
    const doc = await tournaments.update(id, (cur) => {
      const tour = cur?.value;
      if (!tour) throw new UserError(t(l, 'compete.gone'));
      if (tour.status !== 'signup' || now >= tour.startsAt) throw new UserError(t(l, 'compete.closed'));
      if (tour.players[who.userId]) throw new UserError(t(l, 'compete.already', { title: name }));
      if (Object.keys(tour.players).length >= maxPlayers(tour))
        throw new UserError(t(l, 'compete.full', { max: maxPlayers(tour) }));
      const player = { name: who.name, rating: rated?.standing.rating ?? 0, joinedAt: now };
      return { ...tour, players: { ...tour.players, [who.userId]: player } };
    });
    await byPlayer.set(who.userId, `${tour0.guildId}:${id}`, tour0.startsAt);
    await (byCommand ? editSignup(ctx, id, doc.value) : redrawSignup(ctx, answer, doc.value));
    await answer.tell(t(l, 'compete.joined', { title: name, when: stamp(tour0.startsAt) }));
    return;
  }
  const doc = await tournaments.update(id, (cur) => {
    const tour = cur?.value;
    if (!tour) throw new UserError(t(l, 'compete.gone'));
    if (tour.status !== 'signup') throw new UserError(t(l, 'compete.closedUseLeave'));
    if (!tour.players[who.userId]) throw new UserError(t(l, 'compete.notIn'));
    const players = { ...tour.players };
    delete players[who.userId];
    return { ...tour, players };
  });
  await byPlayer.remove(who.userId, `${tour0.guildId}:${id}`);
  await (byCommand ? editSignup(ctx, id, doc.value) : redrawSignup(ctx, answer, doc.value));
  await answer.tell(t(l, 'compete.left', { title: name }));
}

async function redrawSignup(ctx: SessionContext, answer: Answer, tour: TournamentRecord) {
  await answer.update({ content: signupText(ctx, tour), allowedMentions: { parse: [] } });
}

/**
 * `/tournament leave`: out of the person's latest open tournament in this server. Before its start
 * they leave the list; once it runs they withdraw: not paired again, their game in progress resigned.
 */
export async function withdraw(ctx: SessionContext, who: Joiner, locale: string, guildId: string): Promise<string> {
  const l = locale;
  const { tournaments, byPlayer } = competitions(ctx.store);
  const mine = await byPlayer.range(who.userId, { order: 'desc', limit: 20 });
  for (const { member } of mine) {
    const [g, id] = member.split(':');
    if (g !== guildId || !id) continue;
    const doc = await tournaments.get(id);
    const tour = doc?.value;
    const me = tour?.players[who.userId];
    if (!tour || !me || me.withdrawn || (tour.status !== 'signup' && tour.status !== 'running')) continue;
    const name = nameOf(ctx, tour, l);
    const saved = await tournaments.update(id, (cur) => {
      const now = cur?.value;
      if (!now?.players[who.userId]) return now ?? tour;
      const players = { ...now.players };
      if (now.status === 'signup') delete players[who.userId];
      else players[who.userId] = { ...(players[who.userId] ?? me), withdrawn: true };
      return { ...now, players };
    });
    if (saved.value.status === 'signup') {
      await byPlayer.remove(who.userId, member);
      await editSignup(ctx, id, saved.value);
      return t(l, 'compete.left', { title: name });
    }
    const resigned = await resignRunningGame(ctx, id, saved.value, who.userId);
    // A round may now be over (their game lost); the scheduler looks at once.
    await setDue(ctx.store, 't', guildId, id, ctx.clock.now());
    return t(l, resigned ? 'compete.withdrewResigned' : 'compete.withdrew', { title: name });
  }
  throw new UserError(t(l, 'compete.noneToLeave'));
}

/** Resigns `userId`'s unfinished games of the current round for them; true if there was one. */
async function resignRunningGame(
  ctx: SessionContext,
  id: string,
  tour: TournamentRecord,
  userId: string,
): Promise<boolean> {
  // A tournament's round has one game per player; a league season, one per opponent in the division.
  const open = (await roundGames(ctx.store, id, tour, tour.round)).filter(
    (x) => x.places === null && x.threadId && x.seats.includes(userId),
  );
  let any = false;
  for (const g of open) {
    const handle = ctx.sessions.at(g.threadId as string);
    const doc = await handle.load();
    if (doc?.value.status !== 'active') continue;
    const game = catalogGame(ctx, doc.value.game);
    const seat = doc.value.seats.findIndex((s) => s.id === userId);
    if (seat < 0 || doc.value.seats[seat]?.out) continue;
    await endSeat(handle, (cur) =>
      leave(game, parseSession(game, cur ?? doc.value), seat, 'resigned', ctx.clock.now()),
    );
    any = true;
  }
  return any;
}

async function editSignup(ctx: SessionContext, id: string, tour: TournamentRecord) {
  if (!tour.messageId) return;
  await ctx.sessions.outbox
    .edit(tour.channelId, tour.messageId, {
      content: signupText(ctx, tour),
      components: tour.status === 'signup' ? signupButtons(tour.locale, id) : [],
      allowedMentions: { parse: [] },
    })
    .catch((err) => ctx.logger.warn({ err, tournament: id }, 'could not edit a tournament sign-up'));
}

/** The entrants for pairing: players with their seeds. */
function entrants(tour: TournamentRecord): Entrant[] {
  return Object.entries(tour.players).map(([id, p]) => ({
    id,
    seed: p.seed ?? 0,
    ...(p.withdrawn ? { withdrawn: true } : {}),
  }));
}

const played = (games: readonly TournamentGame[]): Played[] =>
  games.map((g) => ({ round: g.round, seats: g.seats, places: g.places }));

/**
 * The pairing of round `round` from the games played before it, or [] when the competition is
 * decided (a knockout's last winner).
 */
export function pairRound(tour: TournamentRecord, before: readonly TournamentGame[], round: number): Pairing {
  const people = entrants(tour);
  const seedOf = (id: string) => tour.players[id]?.seed ?? 0;
  const isOut = (id: string) => tour.players[id]?.withdrawn === true;
  switch (tour.format) {
    case 'swiss':
      return tour.tableSize > 2
        ? tablesRound(people, played(before), tour.tableSize)
        : swissRound(people, played(before));
    case 'round-robin': {
      const bySeed = [...people].sort((a, b) => a.seed - b.seed).map((e) => e.id);
      // A withdrawn player's game is a bye for the other.
      return roundRobinRound(bySeed, round)
        .map((seats) => seats.filter((id) => !isOut(id)))
        .filter((seats) => seats.length > 0);
    }
    case 'league':
      return leaguePairing(tour.league?.groups ?? []);
    case 'knockout': {
      if (round === 1) return knockoutFirst([...people].sort((a, b) => a.seed - b.seed).map((e) => e.id));
      return (
        knockoutNext(
          played(before).filter((g) => g.round === round - 1),
          seedOf,
          isOut,
        ) ?? []
      );
    }
  }
}

/** What a scheduler's visit did, for its report. */
export interface StepReport {
  started?: boolean;
  paired?: number;
  opened?: number;
  finished?: boolean;
}

/**
 * The scheduler's step for tournament `id`: start it when due, open the current round's games,
 * pair the next round once the current one is over, finish it after the last. Returns when to look
 * again (null: never).
 */
export function tournamentStep(ctx: SessionContext, id: string, report: StepReport = {}): Promise<number | null> {
  // One step at a time per tournament in this process (the scheduler and the start-up recovery may
  // meet); across processes the record's compare-and-sets and the opening lease keep it to one.
  return ctx.sessions.pairLocks.run(`tournament:${id}`, () => step(ctx, id, report));
}

async function step(ctx: SessionContext, id: string, report: StepReport): Promise<number | null> {
  const { tournaments } = competitions(ctx.store);
  // Once Discord refused a thread for the server's limit: when to try again (0: not refused).
  let full = 0;
  for (let pass = 0; pass < 4; pass++) {
    const doc = await tournaments.get(id);
    if (!doc) return null;
    const tour = doc.value;
    const now = ctx.clock.now();
    if (tour.status === 'finished') {
      // A league season over whose next season a stop kept from being made: made now.
      if (tour.league && tour.league.next === null) await endSeason(ctx, id, tour, await allGames(ctx.store, id, tour));
      return null;
    }
    if (tour.status === 'cancelled') return null;
    if (tour.status === 'signup') {
      if (now < tour.startsAt) return tour.startsAt;
      const started = await start(ctx, id, doc.version, tour).catch(staleIsNull);
      if (started) {
        report.started = true;
        await editSignup(ctx, id, started);
        if (started.status === 'cancelled') {
          await announce(
            ctx,
            started,
            t(started.locale, 'compete.cancelledPost', {
              title: nameOf(ctx, started, started.locale),
              count: Object.keys(started.players).length,
            }),
          );
          return null;
        }
        await announce(ctx, started, startedText(ctx, started, await roundGames(ctx.store, id, started, 1)));
      }
      continue;
    }
    // Running: the current round's games opened (a league's, those whose round is due), then, once
    // it is over, the next round (or the end).
    const parts = await readRound(ctx.store, id, tour, tour.round);
    const current = parts.flatMap(([, p]) => p.games);
    const budget = { left: openBudget(tour, current) };
    if (!full && budget.left > 0 && parts.some(([, p]) => openable(tour, p.games, now).length > 0)) {
      const opening = await openRound(ctx, id, tour, parts, budget);
      const { opened } = opening;
      report.opened = (report.opened ?? 0) + opened;
      if (opened > 0) ctx.logger.info({ tournament: id, round: tour.round, opened }, 'tournament games opened');
      if (opening.full) {
        // Tried again later, not in this step; the rest of the step (a league's week) goes on.
        ctx.logger.warn(
          { tournament: id, guildId: tour.guildId, opened },
          "the server is at Discord's limit of active threads: the competition's next games wait",
        );
        full = now + THREAD_LIMIT_RETRY_MS;
      } else if (opening.busy && opened === 0) return now + OPENING_LEASE_MS;
      if (opened > 0 || !full) continue;
    }
    if (!roundOver(current)) {
      const retry = full || Number.POSITIVE_INFINITY;
      if (!tour.league) return Math.min(retry, now + RECHECK_MS);
      // A league's next round due by its time, else an hour on (results make it due sooner).
      const later = Math.min(nextRoundAt(tour, current, now) ?? Number.POSITIVE_INFINITY, now + RECHECK_MS, retry);
      if (now < tour.league.weeklyAt) return Math.min(tour.league.weeklyAt, later);
      // A league's weekly standings: claimed by moving the next week on, then posted.
      const weekly = await competitions(ctx.store)
        .tournaments.update(
          id,
          (cur) => {
            const at = cur?.value ?? tour;
            return at.league ? { ...at, league: { ...at.league, weeklyAt: at.league.weeklyAt + WEEK_MS } } : at;
          },
          { expectedVersion: doc.version },
        )
        .catch(staleIsNull);
      // A league season is one round: its games are the current round's.
      if (weekly) await postStandings(ctx, weekly.value, current, tour.round);
      continue;
    }
    const before = tour.league ? current : await allGames(ctx.store, id, tour);
    const next = await advance(ctx, id, doc.version, tour, before).catch(staleIsNull);
    if (next) {
      if (next.tour.status === 'finished') report.finished = true;
      else report.paired = next.tour.round;
      const games = [...before, ...next.games];
      // A league's final tables, by whoever makes its next season (the end may be taken up again after a stop).
      if (next.tour.status === 'finished' && next.tour.league) await endSeason(ctx, id, next.tour, games);
      else await postStandings(ctx, next.tour, games, tour.round);
    }
  }
  return full || ctx.clock.now();
}

const staleIsNull = (err: unknown) => {
  if (err instanceof StaleVersionError) return null;
  throw err;
};

/** The start: seeds by rating (then sign-up order), round 1 paired, in one compare-and-set; too few players cancel it. */
async function start(ctx: SessionContext, id: string, version: number, tour: TournamentRecord) {
  const ids = Object.entries(tour.players)
    .sort(([, a], [, b]) => b.rating - a.rating || a.joinedAt - b.joinedAt)
    .map(([pid]) => pid);
  const { tournaments } = competitions(ctx.store);
  if (ids.length < 2) {
    const doc = await tournaments.update(id, (cur) => ({ ...(cur?.value ?? tour), status: 'cancelled' as const }), {
      expectedVersion: version,
    });
    await competitions(ctx.store).byServer.set(tour.guildId, id, tour.startsAt);
    return doc.value;
  }
  const players = { ...tour.players };
  for (const [seed, pid] of ids.entries())
    players[pid] = { ...(players[pid] as TournamentRecord['players'][string]), seed };
  const rounds =
    tour.format === 'round-robin'
      ? roundRobinRounds(ids.length)
      : tour.format === 'knockout'
        ? knockoutRounds(ids.length)
        : // Swiss: as asked, else as many as a knockout of the field takes (enough for one winner).
          Math.min(tour.rounds || knockoutRounds(ids.length), tour.tableSize > 2 ? 99 : ids.length - 1);
  const league = tour.league
    ? {
        ...tour.league,
        groups: divisionsOf(ids, tour.league.divisions),
        weeklyAt: tour.startsAt + WEEK_MS,
        byDivision: true,
      }
    : undefined;
  const seeded: TournamentRecord = {
    ...tour,
    players,
    rounds: league ? 1 : rounds,
    status: 'running',
    round: 1,
    ...(league ? { league } : {}),
  };
  // The round's games first, tagged with the version read; the compare-and-set commits them.
  const parts = league ? leagueParts(league.groups) : toParts(1, pairRound(seeded, [], 1));
  await writeParts(ctx.store, id, 1, version, parts);
  const doc = await tournaments.update(id, () => ({ ...seeded, parts: [{ count: parts.length, tag: version }] }), {
    expectedVersion: version,
  });
  return doc.value;
}

/**
 * The round over: the next one paired (its parts written, then committed by one compare-and-set of
 * the header), or the tournament finished. `before`: every game played so far.
 */
async function advance(
  ctx: SessionContext,
  id: string,
  version: number,
  tour: TournamentRecord,
  before: readonly TournamentGame[],
): Promise<{ tour: TournamentRecord; games: TournamentGame[] }> {
  const { tournaments } = competitions(ctx.store);
  const round = tour.round + 1;
  const pairing = round > tour.rounds ? [] : pairRound(tour, before, round);
  const active = activePlayers(tour).length;
  if (pairing.length === 0 || active < 2 || pairing.every((seats) => seats.length === 1)) {
    const doc = await tournaments.update(id, () => ({ ...tour, status: 'finished' as const }), {
      expectedVersion: version,
    });
    return { tour: doc.value, games: [] };
  }
  const parts = toParts(round, pairing);
  await writeParts(ctx.store, id, round, version, parts);
  const doc = await tournaments.update(
    id,
    () => ({ ...tour, round, parts: [...tour.parts, { count: parts.length, tag: version }] }),
    { expectedVersion: version },
  );
  return { tour: doc.value, games: parts.flatMap((p) => p.games) };
}

interface Opening {
  game: AnyGame;
  threads: 'public' | 'private';
  options: unknown;
  /** When the next table may start opening (performance.now()). */
  pace: { next: number };
  /** Games this step may still open (a league's LEAGUE_OPEN_MAX less those open). */
  budget: { left: number };
}

/** What opening a round's games did: games opened, parts left to another process, Discord's thread limit met. */
interface Opened {
  opened: number;
  busy: boolean;
  full: boolean;
}

/**
 * A league season's rounds: its largest division's round robin (a division of 8 plays 7 rounds, one
 * of 5 also 5, each player resting one).
 */
export const leagueRounds = (groups: readonly (readonly string[])[]): number =>
  Math.max(1, ...groups.map((g) => roundRobinRounds(g.length)));

/** When round `round` of a league season opens at the latest: the season's weeks shared out between its rounds. */
export function roundOpensAt(tour: TournamentRecord, round: number): number {
  const league = tour.league;
  if (!league) return tour.startsAt;
  return tour.startsAt + Math.floor(((round - 1) * league.weeks * WEEK_MS) / leagueRounds(league.groups));
}

/**
 * The games of one part to open now. A tournament's: every one not opened. A league's part (a
 * division): those of its earliest round not over (the division's rounds before it are), and those
 * of later rounds whose time has come.
 */
export function openable(tour: TournamentRecord, games: readonly TournamentGame[], now: number): TournamentGame[] {
  const waiting = games.filter(toOpen);
  if (!tour.league || waiting.length === 0) return waiting;
  let first = Number.POSITIVE_INFINITY;
  for (const g of games) if (g.places === null && g.round < first) first = g.round;
  return waiting.filter((g) => g.round <= first || now >= roundOpensAt(tour, g.round));
}

/** How many more games may open now: a league's LEAGUE_OPEN_MAX less its games open; a tournament's, its round. */
function openBudget(tour: TournamentRecord, games: readonly TournamentGame[]): number {
  if (!tour.league) return Number.POSITIVE_INFINITY;
  let open = 0;
  for (const g of games) if (g.threadId !== null && g.places === null) open++;
  return Math.max(0, LEAGUE_OPEN_MAX - open);
}

/** The soonest time, after `now`, a league round with games still to open is due by its time (null: none). */
function nextRoundAt(tour: TournamentRecord, games: readonly TournamentGame[], now: number): number | null {
  let soonest: number | null = null;
  const rounds = new Set(games.filter(toOpen).map((g) => g.round));
  for (const r of rounds) {
    const at = roundOpensAt(tour, r);
    if (at > now && (soonest === null || at < soonest)) soonest = at;
  }
  return soonest;
}

/**
 * Opens the games of the current round that are due (`openable`), part by part, within `budget`:
 * how many it opened, whether a part was left to another process (its lease still running), and
 * whether Discord refused a thread for the server's limit of active threads (opening stops there).
 */
async function openRound(
  ctx: SessionContext,
  id: string,
  tour: TournamentRecord,
  parts: readonly (readonly [string, RoundPart])[],
  budget: { left: number },
): Promise<Opened> {
  const game = catalogGame(ctx, tour.game);
  const opening: Opening = {
    game,
    threads: (await getSettings(ctx.store, tour.guildId)).threads,
    options: game.optionsSchema.parse({}),
    pace: { next: 0 },
    budget,
  };
  const out: Opened = { opened: 0, busy: false, full: false };
  // Earlier rounds first across the parts: with places short, a game waiting since round 1 goes
  // before a division's round 2.
  const now = ctx.clock.now();
  const due = parts.map(([key, part]) => [key, new Set(openable(tour, part.games, now).map((g) => g.round))] as const);
  const rounds = [...new Set(due.flatMap(([, r]) => [...r]))].sort((a, b) => a - b);
  for (const round of rounds)
    for (const [key, has] of due) {
      if (budget.left <= 0 || out.full) return out;
      if (!has.has(round)) continue;
      const n = await openPart(ctx, id, tour, key, opening, round);
      if (n === 'busy') out.busy = true;
      else {
        out.opened += n.opened;
        out.full = n.full;
      }
    }
  return out;
}

/**
 * Opens the due games of round `round` of one part under this process's lease on it ('busy':
 * another process holds it); `full`: Discord refused a thread for the server's limit, and the part
 * is left for later.
 */
async function openPart(
  ctx: SessionContext,
  id: string,
  tour: TournamentRecord,
  key: string,
  { game, threads, options, pace, budget }: Opening,
  round: number,
): Promise<{ opened: number; full: boolean } | 'busy'> {
  const { rounds, games: gameIndex } = competitions(ctx.store);
  const owner = ctx.sessions.owner;
  let busy = false;
  const claimed = await rounds.update(key, (cur) => {
    const part = cur?.value;
    if (!part) throw new Error(`tournament part ${key} is gone`);
    const o = part.opening;
    const now = ctx.clock.now();
    busy = o !== null && o.owner !== owner && now - o.at < OPENING_LEASE_MS;
    return busy ? part : { ...part, opening: { owner, at: now } };
  });
  if (busy) return 'busy';
  const l = tour.locale;
  let opened = 0;
  let full = false;
  // The part as it is now (under the lease): what is due is decided from it, not from the step's read.
  for (const g of openable(tour, claimed.value.games, ctx.clock.now()).filter((x) => x.round === round)) {
    if (budget.left <= 0) break;
    const out = g.seats.filter((pid) => tour.players[pid]?.withdrawn);
    if (out.length > 0) {
      // A seat withdrew before the game's round: not played, the other seat wins it.
      await setGame(ctx, key, g, { places: g.seats.map((pid) => (out.includes(pid) ? 2 : 1)) });
      continue;
    }
    // Tables spread out (SessionPorts.openingTableMs): each starts no sooner than that after the last.
    const wait = pace.next - performance.now();
    if (wait > 0) await sleep(wait);
    pace.next = performance.now() + ctx.sessions.openingTableMs;
    const names = g.seats.map((pid) => tour.players[pid]?.name ?? '?');
    let messageId = g.messageId;
    if (!messageId) {
      const sent = await ctx.sessions.outbox.send(tour.channelId, {
        content: t(l, 'compete.table', {
          title: nameOf(ctx, tour, l),
          round: g.round,
          table: g.table,
          players: g.seats.map((pid) => `<@${pid}>`).join(' · '),
        }),
        allowedMentions: { users: [...g.seats] },
      });
      messageId = sent.id;
      await setGame(ctx, key, g, { messageId });
    }
    let thread: { id: string };
    try {
      thread = await openGameThread(
        ctx,
        { channelId: tour.channelId, messageId },
        threads,
        t(l, 'compete.threadName', { game: game.name, round: g.round, table: g.table, players: names.join(' · ') }),
        [],
        g.thread ?? null,
      );
    } catch (err) {
      // The table's message stays recorded: the retry opens its thread from it, once.
      if (!(err instanceof ThreadLimitReached)) throw err;
      full = true;
      break;
    }
    // Recorded before anything else can fail or a stop cut in: the retry uses this thread.
    if (thread.id !== g.thread) await setGame(ctx, key, g, { thread: thread.id });
    for (const pid of g.seats)
      await ctx.sessions.outbox.addToThread(thread.id, pid).catch((err) => {
        // A player who has left the server: their game is played without them (they lose it on
        // time, as a no-show does), not retried for ever with the rest of the season waiting.
        if (!(err instanceof MemberGone)) throw err;
        ctx.logger.info(
          { tournament: id, threadId: thread.id, userId: pid },
          'a competition player has left the server',
        );
      });
    await gameIndex
      .create(thread.id, { tournamentId: id, guildId: tour.guildId, round: g.round, table: g.table, part: key })
      .catch((err) => {
        if ((err as Error).name !== 'AlreadyExistsError') throw err;
      });
    const handle = ctx.sessions.at(thread.id);
    const session = await createBookedGame(handle, game, {
      guildId: tour.guildId,
      parentChannelId: tour.channelId,
      seats: g.seats.map((pid, n) => ({ id: pid, name: names[n] ?? '?' })),
      options,
      now: ctx.clock.now(),
      pace: tour.pace,
      locale: tour.locale,
    });
    await startGameInThread(handle, session, async () => undefined);
    await setGame(ctx, key, g, { threadId: thread.id });
    opened++;
    budget.left--;
  }
  await rounds.update(key, (cur) => {
    const part = cur?.value ?? claimed.value;
    return part.opening?.owner === owner ? { ...part, opening: null } : part;
  });
  return { opened, full };
}

/** A table's message, thread (opened, then its game started) or walkover recorded in its part, the opening lease renewed in the same write. */
async function setGame(
  ctx: SessionContext,
  key: string,
  g: TournamentGame,
  set: { messageId?: string; thread?: string; threadId?: string; places?: number[] },
): Promise<void> {
  await competitions(ctx.store).rounds.update(key, (cur) => {
    const part = cur?.value;
    if (!part) throw new Error(`tournament part ${key} is gone`);
    const games = part.games.map((x) => {
      if (x.round !== g.round || x.table !== g.table) return x;
      const { thread: before, ...rest } = x;
      const threadId = x.threadId ?? set.threadId ?? null;
      // The thread opened last (a retry opens another only if that one is gone), kept until its game is started.
      const thread = threadId === null ? (set.thread ?? before) : undefined;
      return {
        ...rest,
        messageId: x.messageId ?? set.messageId ?? null,
        threadId,
        places: x.places ?? (x.threadId === null ? (set.places ?? null) : null),
        ...(thread ? { thread } : {}),
      };
    });
    const opening = part.opening ? { ...part.opening, at: ctx.clock.now() } : null;
    return { games, opening };
  });
}

async function announce(ctx: SessionContext, tour: TournamentRecord, content: string, files?: unknown[]) {
  await ctx.sessions.outbox
    .send(tour.channelId, { content, allowedMentions: { parse: [] }, ...(files ? { files: files as never } : {}) })
    .catch((err) => ctx.logger.warn({ err, channelId: tour.channelId }, 'could not post in a tournament channel'));
}

/** What the start says; `first`: round 1's games. */
function startedText(ctx: SessionContext, tour: TournamentRecord, first: readonly TournamentGame[]): string {
  const l = tour.locale;
  if (tour.league)
    return t(l, 'compete.leagueStarted', {
      title: nameOf(ctx, tour, l),
      count: Object.keys(tour.players).length,
      divisions: tour.league.groups.length,
    });
  const lines = [
    t(l, 'compete.started', {
      title: nameOf(ctx, tour, l),
      count: Object.keys(tour.players).length,
      rounds: tour.rounds,
    }),
  ];
  const byes = first.filter((g) => g.seats.length === 1);
  if (byes.length)
    lines.push(
      t(l, 'compete.byes', { names: byes.map((g) => tour.players[g.seats[0] ?? '']?.name ?? '?').join(', ') }),
    );
  return lines.join('\n');
}

/** The standings after `games` (every game so far), with names. */
export function table(tour: TournamentRecord, games: readonly TournamentGame[]): (Standing & { name: string })[] {
  return standings(entrants(tour), played(games)).map((s) => ({ ...s, name: tour.players[s.id]?.name ?? '?' }));
}

/** Number formats by locale: making one costs tens of microseconds, and a league's tables write thousands of scores. */
const formats = new Map<string, Intl.NumberFormat>();

/** A score as the reader writes numbers: halves and thirds (tables of three or more) to two places at most. */
function score(locale: string, n: number): string {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(resolveLocale(locale), { maximumFractionDigits: 2 });
    formats.set(locale, format);
  }
  return format.format(n);
}

/** A row of a table as shown: a live standing, or a finished league season's stored row. */
export type ShownRow = Pick<LeagueRow, 'rank' | 'name' | 'points' | 'buchholz' | 'wins' | 'draws' | 'losses'> & {
  withdrawn?: boolean | undefined;
  moved?: LeagueRow['moved'];
};

/** One table of standings: a tournament's, or a league division's (`label`). */
export interface Section {
  label: string | null;
  rows: ShownRow[];
}

/** The standings in parts: one for a tournament, one per division (best first, from division `from + 1`) for a league season. */
export function sections(
  tour: TournamentRecord,
  games: readonly TournamentGame[],
  locale: string,
  from = 0,
): Section[] {
  if (!tour.league) return [{ label: null, rows: table(tour, games) }];
  return divisionTables(tour, games)
    .map((rows, d) => ({ label: t(locale, 'compete.division', { division: d + 1 }), rows }))
    .slice(from);
}

/** A finished season's stored tables as sections: `tables[n]` is division `from + n + 1`'s. */
export const storedSections = (tables: readonly (readonly LeagueRow[])[], locale: string, from: number): Section[] =>
  tables.map((rows, n) => ({ label: t(locale, 'compete.division', { division: from + n + 1 }), rows: [...rows] }));

/** A message's text at most (Discord's limit): a league's later divisions are left to the pictures and `/league standings`. */
const TEXT_MAX = 2000;

/** A name as a table shows it: marked when its player withdrew, or went up or down at the season's end. */
function shownName(locale: string, s: ShownRow): string {
  const moved = s.moved === 'up' ? ' ↑' : s.moved === 'down' ? ' ↓' : '';
  return s.name + moved + (s.withdrawn ? ` ${t(locale, 'compete.withdrawnMark')}` : '');
}

/** The standings as text (top ROWS_SHOWN rows of each part, as many parts as TEXT_MAX holds), for a post or a reply in `locale`. */
export function standingsText(
  tour: TournamentRecord,
  games: readonly TournamentGame[],
  locale: string,
  heading: string,
): string {
  return sectionsText(sections(tour, games, locale), locale, heading);
}

/** `parts` as text under `heading` (see standingsText). */
export function sectionsText(parts: readonly Section[], locale: string, heading: string): string {
  const lines = [heading];
  const shown = Math.max(4, Math.floor(ROWS_SHOWN / Math.max(1, parts.length)));
  let length = heading.length;
  for (const { label, rows } of parts) {
    // Those past the limit would be cut off anyway (the callers cut the text at TEXT_MAX).
    if (length > TEXT_MAX) break;
    const from = lines.length;
    if (label) lines.push(`**${label}**`);
    for (const s of rows.slice(0, shown))
      lines.push(
        t(locale, 'compete.row', {
          rank: s.rank,
          name: shownName(locale, s),
          points: score(locale, s.points),
          buchholz: score(locale, s.buchholz),
          wins: s.wins,
          draws: s.draws,
          losses: s.losses,
        }),
      );
    if (rows.length > shown) lines.push(t(locale, 'compete.more', { count: rows.length - shown }));
    for (let n = from; n < lines.length; n++) length += (lines[n] as string).length + 1;
  }
  return lines.join('\n');
}

/**
 * The standings pictures (PNG) in `locale`: one, or one per division (at most 10, Discord's limit),
 * drawn in the render workers where the bot has them.
 */
export function standingsPictures(
  ctx: SessionContext,
  tour: TournamentRecord,
  games: readonly TournamentGame[],
  locale: string,
  heading: string,
  /** Nobody waits for them (the scheduler's posts): a move's board goes first in the workers. */
  background = false,
): Promise<Buffer[]> {
  return sectionsPictures(ctx, sections(tour, games, locale), locale, heading, background);
}

/** `parts` as pictures (see standingsPictures). */
export function sectionsPictures(
  ctx: SessionContext,
  parts: readonly Section[],
  locale: string,
  heading: string,
  background = false,
): Promise<Buffer[]> {
  const plain = heading.replace(/[*🏆]/gu, '').trim();
  const pool = ctx.sessions.pictures ? renderPool(ctx.sessions.pictures) : null;
  const models: StandingsModel[] = parts.slice(0, 10).map(({ label, rows }) => ({
    title: label ? `${plain} · ${label}` : plain,
    columns: {
      rank: '#',
      player: t(locale, 'compete.colPlayer'),
      points: t(locale, 'compete.colPoints'),
      buchholz: t(locale, 'compete.colBuchholz'),
      record: t(locale, 'compete.colRecord'),
    },
    rows: rows.map((s) => ({
      rank: s.rank,
      name: s.moved === 'up' ? `${s.name} ↑` : s.moved === 'down' ? `${s.name} ↓` : s.name,
      points: score(locale, s.points),
      buchholz: score(locale, s.buchholz),
      record: `${s.wins}-${s.draws}-${s.losses}`,
      out: s.withdrawn === true,
    })),
  }));
  return Promise.all(
    models.map((model) =>
      pool
        ? pool.render({ kind: 'standings', model, theme: DEFAULT_THEME, background })
        : Promise.resolve(encodeStandings(model)),
    ),
  );
}

/** The pictures as attachments, named standings.png (standings-2.png… for further divisions). */
export async function standingsFiles(
  ctx: SessionContext,
  tour: TournamentRecord,
  games: readonly TournamentGame[],
  locale: string,
  heading: string,
  background = false,
): Promise<AttachmentBuilder[]> {
  return sectionsFiles(ctx, sections(tour, games, locale), locale, heading, background);
}

/** `parts` as attachments (see standingsFiles). */
export async function sectionsFiles(
  ctx: SessionContext,
  parts: readonly Section[],
  locale: string,
  heading: string,
  background = false,
): Promise<AttachmentBuilder[]> {
  return (await sectionsPictures(ctx, parts, locale, heading, background)).map(
    (png, n) =>
      new AttachmentBuilder(png, {
        name: n === 0 ? 'standings.png' : `standings-${n + 1}.png`,
        description: heading.slice(0, 1000),
      }),
  );
}

/** The heading of the standings after `round` (or the final ones). */
export function standingsHeading(
  ctx: SessionContext,
  tour: TournamentRecord,
  games: readonly TournamentGame[],
  locale: string,
  round: number,
): string {
  const name = nameOf(ctx, tour, locale);
  if (tour.league) {
    if (tour.status === 'finished') return t(locale, 'compete.leagueFinal', { title: name });
    const week = Math.max(1, Math.round((tour.league.weeklyAt - tour.startsAt) / WEEK_MS) - 1);
    return t(locale, 'compete.weekly', { title: name, week });
  }
  if (tour.status === 'finished') {
    const winner = table(tour, games)[0];
    return t(locale, 'compete.final', { title: name, winner: winner?.name ?? '?' });
  }
  return t(locale, 'compete.after', { title: name, round, rounds: tour.rounds });
}

/** After a round: the standings (text and picture), and the next round's byes. `games`: every game, the next round's included. */
async function postStandings(
  ctx: SessionContext,
  tour: TournamentRecord,
  games: readonly TournamentGame[],
  round: number,
) {
  const l = tour.locale;
  const heading = standingsHeading(ctx, tour, games, l, round);
  const lines = [standingsText(tour, games, l, heading)];
  if (tour.status === 'running' && !tour.league) {
    lines.push(t(l, 'compete.nextRound', { round: tour.round }));
    const byes = games.filter((g) => g.round === tour.round && g.seats.length === 1);
    if (byes.length)
      lines.push(
        t(l, 'compete.byes', { names: byes.map((g) => tour.players[g.seats[0] ?? '']?.name ?? '?').join(', ') }),
      );
  }
  await announce(ctx, tour, lines.join('\n').slice(0, 2000), await standingsFiles(ctx, tour, games, l, heading, true));
}

/** The server's tournaments, newest start first (one index range). */
export async function listTournaments(ctx: SessionContext, guildId: string, limit = 10) {
  const rows = await competitions(ctx.store).byServer.range(guildId, { order: 'desc', limit });
  const docs = await Promise.all(rows.map((r) => competitions(ctx.store).tournaments.get(r.member)));
  return rows.flatMap((r, n) => {
    const doc = docs[n];
    return doc ? [{ id: r.member, tour: doc.value }] : [];
  });
}

/** The tournament a game thread belongs to, if any (one keyed read). */
export async function tournamentOfThread(ctx: SessionContext, threadId: string) {
  const at = (await competitions(ctx.store).games.get(threadId))?.value;
  if (!at) return undefined;
  const doc = await competitions(ctx.store).tournaments.get(at.tournamentId);
  return doc ? { id: at.tournamentId, tour: doc.value } : undefined;
}

/** A line of `/tournament list`. */
export function listLine(ctx: SessionContext, tour: TournamentRecord, locale: string): string {
  const status =
    tour.status === 'signup'
      ? t(locale, 'compete.status.signup', { when: stamp(tour.startsAt) })
      : tour.status === 'running'
        ? t(locale, 'compete.status.running', { round: tour.round, rounds: tour.rounds })
        : t(locale, `compete.status.${tour.status}` as 'compete.status.finished');
  return t(locale, 'compete.listLine', {
    title: nameOf(ctx, tour, locale),
    format: formatText(locale, tour.format),
    pace: paceText(locale, tour.pace),
    count: Object.keys(tour.players).length,
    status,
  });
}

/** Parses a start time: `in 2h`, `3d`, `90m`, `2026-12-01 18:00` (UTC), ISO, or a Discord timestamp `<t:…>`. */
export function parseStart(text: string, now: number): number | null {
  const s = text.trim().toLowerCase();
  const stampMatch = /^<t:(\d{1,12})(?::[a-z])?>$/i.exec(s);
  if (stampMatch) return Number(stampMatch[1]) * 1000;
  const rel = /^(?:in\s+)?(\d{1,4})\s*(m|min|mins|minutes?|h|hours?|d|days?|w|weeks?)$/.exec(s);
  if (rel) {
    const n = Number(rel[1]);
    const unit = (rel[2] ?? 'm')[0];
    const ms = unit === 'm' ? 60_000 : unit === 'h' ? HOUR_MS : unit === 'd' ? 24 * HOUR_MS : 7 * 24 * HOUR_MS;
    return now + n * ms;
  }
  if (s === 'now') return now;
  const abs = /^(\d{4})-(\d{2})-(\d{2})(?:[ t](\d{2}):(\d{2}))?(?:z| ?utc)?$/.exec(s);
  if (abs) {
    const [, y, mo, d, h, mi] = abs;
    const at = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h ?? 0), Number(mi ?? 0));
    return Number.isFinite(at) ? at : null;
  }
  return null;
}

/** Every pairing of each division (a league season pairs them all at its start), first seats balanced by the circle method. */
export function leaguePairing(groups: readonly (readonly string[])[]): Pairing {
  return leagueParts(groups).flatMap((p) => p.games.map((g) => g.seats));
}

/**
 * A league season's games as its part records: division d's round robin in part d (a division of at
 * most 8 has at most 28 games, within GAMES_PER_PART), each game with its round in the division,
 * tables numbered across the season. A player resting a round (an odd division) has no game then.
 */
export function leagueParts(groups: readonly (readonly string[])[]): RoundPart[] {
  let table = 0;
  return groups.map((group) => {
    const games: TournamentGame[] = [];
    for (let r = 1; r <= roundRobinRounds(group.length); r++)
      for (const seats of roundRobinRound(group, r))
        if (seats.length > 1)
          games.push({ round: r, table: ++table, seats: [...seats], messageId: null, threadId: null, places: null });
    return { games, opening: null };
  });
}

/**
 * Players in seed order cut into divisions, best first: `asked` divisions, fewer where that would
 * leave a division under 4, more where one would be over 8.
 */
export function divisionsOf(ids: readonly string[], asked: number): string[][] {
  const n = ids.length;
  const most = Math.max(1, Math.floor(n / 4));
  const least = Math.ceil(n / 8);
  const count = Math.max(1, Math.min(Math.max(asked, least), most));
  const base = Math.floor(n / count);
  const extra = n % count;
  const out: string[][] = [];
  let at = 0;
  for (let d = 0; d < count; d++) {
    const size = base + (d < extra ? 1 : 0);
    out.push(ids.slice(at, at + size));
    at += size;
  }
  return out;
}

/** The standings of each division of a league season, best division first. */
export function divisionTables(
  tour: TournamentRecord,
  games: readonly TournamentGame[],
): (Standing & { name: string })[][] {
  const groups = tour.league?.groups ?? [];
  // Each game to its division in one pass (a division's games are those between its players).
  const division = new Map<string, number>();
  for (const [d, group] of groups.entries()) for (const id of group) division.set(id, d);
  const byDivision: Played[][] = groups.map(() => []);
  for (const g of played(games)) {
    const d = division.get(g.seats[0] ?? '');
    if (d !== undefined && g.seats.every((s) => division.get(s) === d)) byDivision[d]?.push(g);
  }
  const people = entrants(tour);
  return groups.map((group, d) => {
    const inGroup = new Set(group);
    return standings(
      people.filter((e) => inGroup.has(e.id)),
      byDivision[d] ?? [],
    ).map((s) => ({ ...s, name: tour.players[s.id]?.name ?? '?' }));
  });
}

/**
 * Promotion and relegation between neighbouring divisions (the top of one and the bottom of the one
 * above swap places), withdrawn players left out: the next season's divisions.
 */
export function promoted(tables: readonly (readonly Standing[])[]): {
  groups: string[][];
  up: string[][];
  down: string[][];
} {
  const groups = tables.map((tbl) => tbl.filter((s) => !s.withdrawn).map((s) => s.id));
  const up: string[][] = groups.map(() => []);
  const down: string[][] = groups.map(() => []);
  for (let d = 0; d + 1 < groups.length; d++) {
    const upper = groups[d] as string[];
    const lower = groups[d + 1] as string[];
    if (upper.length < 2 || lower.length < 2) continue;
    const goingDown = upper.pop() as string;
    const goingUp = lower.shift() as string;
    upper.push(goingUp);
    lower.unshift(goingDown);
    up[d]?.push(goingUp);
    down[d + 1]?.push(goingDown);
  }
  return { groups, up, down };
}

/** A finished league season's final tables as stored rows, the players going up or down marked. */
export function finalTables(
  tables: readonly (readonly (Standing & { name: string })[])[],
  up: readonly (readonly string[])[],
  down: readonly (readonly string[])[],
): LeagueRow[][] {
  return tables.map((rows, d) => {
    const goingUp = new Set(up[d - 1] ?? []);
    const goingDown = new Set(down[d + 1] ?? []);
    return rows.map((s) => ({
      id: s.id,
      name: s.name,
      rank: s.rank,
      points: s.points,
      buchholz: s.buchholz,
      wins: s.wins,
      draws: s.draws,
      losses: s.losses,
      ...(s.withdrawn ? { withdrawn: true } : {}),
      ...(goingUp.has(s.id) ? { moved: 'up' as const } : goingDown.has(s.id) ? { moved: 'down' as const } : {}),
    }));
  });
}

/**
 * A league season over: its final tables kept (a record per division, each written once: they
 * follow from the season's games), the next season made, and, by the process that made it, the
 * final tables and who went up or down posted. Taken up again by the scheduler after a stop
 * (a finished season without its next one). `games`: the finished season's.
 */
async function endSeason(ctx: SessionContext, id: string, tour: TournamentRecord, games: readonly TournamentGame[]) {
  if (!tour.league) return;
  const tables = divisionTables(tour, games);
  const { groups, up, down } = promoted(tables);
  const rows = finalTables(tables, up, down);
  const { tables: stored } = competitions(ctx.store);
  await Promise.all(
    rows.map((r, d) =>
      stored.create(tableKey(id, d), { rows: r }).catch((err) => {
        if ((err as Error).name !== 'AlreadyExistsError') throw err;
      }),
    ),
  );
  const next = await nextSeason(ctx, id, tour, groups);
  if (!next) return;
  const l = tour.locale;
  const heading = standingsHeading(ctx, tour, games, l, tour.round);
  const shown = storedSections(rows, l, 0);
  await announce(
    ctx,
    tour,
    sectionsText(shown, l, heading).slice(0, 2000),
    await sectionsFiles(ctx, shown, l, heading, true),
  );
  if (next.status !== 'running') return;
  const names = (ids: readonly string[]) => ids.map((pid) => tour.players[pid]?.name ?? '?').join(', ');
  const lines = [t(l, 'compete.nextSeason', { title: nameOf(ctx, next, l) })];
  for (const [d, ids] of up.entries())
    if (ids.length) lines.push(t(l, 'compete.promoted', { division: d + 1, names: names(ids) }));
  for (const [d, ids] of down.entries())
    if (ids.length) lines.push(t(l, 'compete.relegated', { division: d + 1, names: names(ids) }));
  await announce(ctx, next, lines.join('\n'));
}

/** Divisions shown at once by `/league standings`: a picture each, Discord's 10 attachments. */
export const DIVISIONS_SHOWN = 10;

/**
 * A league season's tables from division `from + 1` (up to DIVISIONS_SHOWN of them), for
 * `/league standings`, in `locale`: a finished season's from its stored final tables, a running
 * one's from those divisions' parts (a season paired before divisions had parts of their own: from
 * all its games). Null when the season has no such division.
 */
export async function leagueStandings(
  ctx: SessionContext,
  id: string,
  tour: TournamentRecord,
  locale: string,
  from: number,
): Promise<{ heading: string; sections: Section[] } | null> {
  // Before its start a season has no divisions yet: its (empty) standings, whatever division was asked.
  const count = tour.league?.groups.length ?? 0;
  if (count > 0 && from >= count) return null;
  const to = Math.min(count, from + DIVISIONS_SHOWN);
  if (tour.status === 'finished') {
    const { tables } = competitions(ctx.store);
    const docs = await Promise.all(Array.from({ length: to - from }, (_, n) => tables.get(tableKey(id, from + n))));
    const rows = docs.flatMap((d) => (d ? [d.value.rows] : []));
    if (rows.length === docs.length)
      return {
        heading: standingsHeading(ctx, tour, [], locale, tour.round),
        sections: storedSections(rows, locale, from),
      };
  }
  const games = tour.league?.byDivision
    ? (await readRound(ctx.store, id, tour, 1, [from, to])).flatMap(([, p]) => p.games)
    : await allGames(ctx.store, id, tour);
  return {
    heading: standingsHeading(ctx, tour, games, locale, tour.round),
    sections: sections(tour, games, locale, from).slice(0, DIVISIONS_SHOWN),
  };
}

/** The id of season `season` of the league whose season `id` is (a league's seasons are `<first id>-<n>`). */
export const seasonId = (id: string, season: number) => {
  const first = id.split('-')[0] as string;
  return season === 1 ? first : `${first}-${season}`;
};

/**
 * The next season made with the same players in the divisions `groups` (once: its id follows from
 * this one's), its first round opened by the scheduler at once. Its record if this process made
 * it, else null.
 */
async function nextSeason(
  ctx: SessionContext,
  id: string,
  tour: TournamentRecord,
  groups: string[][],
): Promise<TournamentRecord | null> {
  const league = tour.league;
  if (!league) return null;
  const nextId = seasonId(id, league.season + 1);
  const now = ctx.clock.now();
  const playing = new Set(groups.flat());
  const parts = playing.size >= 2 ? leagueParts(groups) : [];
  const seeds = new Map(groups.flat().map((pid, n) => [pid, n]));
  const players = Object.fromEntries(
    Object.entries(tour.players)
      .filter(([pid]) => playing.has(pid))
      .map(([pid, p]) => [pid, { ...p, seed: seeds.get(pid) ?? 0 }]),
  );
  const record: TournamentRecord = {
    ...tour,
    startsAt: now,
    createdAt: now,
    messageId: null,
    status: playing.size >= 2 ? 'running' : 'cancelled',
    players,
    round: 1,
    rounds: 1,
    parts: parts.length ? [{ count: parts.length, tag: 0 }] : [],
    league: {
      ...league,
      season: league.season + 1,
      groups,
      weeklyAt: now + WEEK_MS,
      next: null,
      byDivision: true,
    },
  };
  const { tournaments, byServer, byPlayer } = competitions(ctx.store);
  let made = true;
  // Its games first (any process makes the same ones from the finished season), then its header:
  // of two processes one creates it.
  await writeParts(ctx.store, nextId, 1, 0, parts);
  try {
    await tournaments.create(nextId, record);
  } catch (err) {
    if ((err as Error).name !== 'AlreadyExistsError') throw err;
    made = false;
  }
  await tournaments.update(id, (cur) => {
    const at = cur?.value ?? tour;
    return at.league ? { ...at, league: { ...at.league, next: nextId } } : at;
  });
  await byServer.set(tour.guildId, nextId, now);
  for (const pid of playing) await byPlayer.set(pid, `${tour.guildId}:${nextId}`, now);
  await setDue(ctx.store, 't', tour.guildId, nextId, now);
  return made ? record : null;
}
