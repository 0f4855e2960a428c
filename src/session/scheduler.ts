/**
 * Reminders, forfeits and invitation expiries, for every game, driven from the store's `due` index
 * so they survive restarts and cost only what is due: a tick reads the entries due by now, in
 * batches with a yield to the event loop between them (a long downtime is caught up without a
 * stall), and rechecks each against its own record with `ctx.clock.now()`.
 *
 * A game's entry is also set a little after each move (RECOVERY_DELAY_MS), so a game whose post a
 * stop cut short is looked at again within minutes, and the start-up recovery (`recover`) visits
 * exactly the games due soon rather than every game stored.
 *
 * A player who has not moved for `reminderHours` is pinged once per position; after `forfeitHours`
 * their seat forfeits (two seats: the game ends; more: it goes on without them, if the game allows).
 * A player away (`/away`) is neither reminded nor forfeited; on return both deadlines are later by
 * the time spent away (players.ts). A person's own entries (`u`) end an away and send digests.
 */

import { t } from '../i18n/index.ts';
import { setGamesInPlay } from '../ops/metrics.ts';
import { catalogGame, parseSession } from './catalog.ts';
import { expireChallenge } from './challenge.ts';
import type { SessionContext } from './context.ts';
import { finishGame } from './finish.ts';
import type { GameHandle } from './handle.ts';
import { gameLocale } from './language.ts';
import { lobbyText } from './lobby.ts';
import { endSeat, ensureBoard } from './moves.ts';
import { playerTimers, sendDm } from './notify.ts';
import { gameLink, isChannelGame } from './place.ts';
import { getPlayer, turnClock } from './players.ts';
import { postDue } from './publish.ts';
import { isComputerTurn, leave } from './session.ts';
import { type GuildSettings, getSettings, HOUR_MS } from './settings.ts';
import {
  collections,
  type DueEntry,
  dueBy,
  EMPTY_POST,
  NO_GUILD,
  RECOVERY_DELAY_MS,
  setDue,
  trackInvite,
} from './store.ts';
import { checkTimedTurn } from './time.ts';

export const TICK_MS = 60_000;
export const RECHECK_MS = HOUR_MS;
const BATCH = 100;
/** A tick handles at most this many entries; the rest wait for the next tick. */
const MAX_PER_TICK = 2_000;

export interface TickReport {
  reminded: string[];
  forfeited: string[];
  expired: string[];
  checked: number;
}

/** One pass over what is due by `horizon` (default now) in the guilds given (default: this process's). */
export async function tick(
  ctx: SessionContext,
  guildIds?: readonly string[],
  horizon = ctx.clock.now(),
): Promise<TickReport> {
  const report: TickReport = { reminded: [], forfeited: [], expired: [], checked: 0 };
  // A person's own entries (`u`) belong to no server: any process may take them (their record's
  // compare-and-set keeps a digest to one).
  const mine = (g: string) => g === NO_GUILD || (guildIds ? guildIds.includes(g) : ctx.sessions.outbox.servesServer(g));
  const settings = new Map<string, GuildSettings>();
  let offset = 0;
  while (report.checked < MAX_PER_TICK) {
    const batch = await dueBy(ctx.store, horizon, BATCH, offset).catch((err) => {
      ctx.logger.error({ err }, 'scheduler: could not read what is due');
      return [];
    });
    for (const entry of batch) {
      if (!mine(entry.guildId)) {
        offset++; // another process's guild: left in place for it
        continue;
      }
      report.checked++;
      const next = await visit(ctx, entry, settings, report).catch((err) => {
        ctx.logger.warn({ err, entry }, 'scheduler: could not check an entry');
        return ctx.clock.now() + TICK_MS * 5; // retried soon, not on every tick
      });
      await setDue(ctx.store, entry.kind, entry.guildId, entry.id, next).catch(() => {
        offset++;
      });
      if (next !== null && next <= horizon) offset++;
    }
    if (batch.length < BATCH) break;
    await new Promise((resolve) => setImmediate(resolve));
  }
  for (const game of ctx.games.keys())
    await collections(ctx.store)
      .inPlay.count(game)
      .then((n) => setGamesInPlay(game, n))
      .catch(() => undefined);
  return report;
}

async function visit(
  ctx: SessionContext,
  entry: DueEntry,
  settings: Map<string, GuildSettings>,
  report: TickReport,
): Promise<number | null> {
  if (entry.kind === 'i') return expireInvite(ctx, entry.id, report);
  if (entry.kind === 'u') return playerTimers(ctx, entry.id);
  let s = settings.get(entry.guildId);
  if (!s) {
    s = await getSettings(ctx.store, entry.guildId);
    settings.set(entry.guildId, s);
  }
  // A game's entry names its thread: the game is this handle from here on.
  const handle = ctx.sessions.at(entry.id);
  const due = await checkGame(handle, s, report);
  if (due === null) return null;
  // A post still missing (another process holds it, or it failed): looked at again within minutes.
  const soon = (await postStillDue(handle)) ? RECOVERY_DELAY_MS : RECHECK_MS;
  return Math.min(due, ctx.clock.now() + soon);
}

async function expireInvite(ctx: SessionContext, id: string, report: TickReport): Promise<number | null> {
  const doc = await collections(ctx.store).invites.get(id);
  if (doc?.value.status !== 'pending') return null;
  if (ctx.clock.now() < doc.value.expiresAt) return doc.value.expiresAt;
  const game = catalogGame(ctx, doc.value.game);
  if (doc.value.kind === 'challenge') await expireChallenge(ctx, game, id, doc.value);
  else {
    const saved = await collections(ctx.store).invites.update(id, (cur) => ({
      ...(cur?.value ?? doc.value),
      status: cur?.value.status === 'pending' ? ('expired' as const) : (cur?.value.status ?? 'expired'),
    }));
    await editMessage(ctx, saved.value.channelId, saved.value.messageId, lobbyText(game, saved.value));
  }
  await trackInvite(ctx.store, doc.value.hostId, id, null);
  report.expired.push(id);
  return null;
}

async function editMessage(ctx: SessionContext, channelId: string, messageId: string | null, content: string) {
  if (!messageId) return;
  try {
    await ctx.sessions.outbox.edit(channelId, messageId, { content, components: [], allowedMentions: { users: [] } });
  } catch (err) {
    ctx.logger.warn({ err, messageId }, 'could not edit an expired invitation');
  }
}

/** Brings the game up to date, reminds or forfeits if due; returns when to look again (null: over). */
async function checkGame(handle: GameHandle, settings: GuildSettings, report: TickReport) {
  const { ctx, threadId } = handle;
  const { posts } = collections(ctx.store);
  await ensureBoard(handle);
  const doc = await handle.load();
  if (!doc) return null;
  const game = catalogGame(ctx, doc.value.game);
  const session = parseSession(game, doc.value);
  const now = ctx.clock.now();
  if (session.status === 'finished') {
    await finishGame(handle, session);
    return null;
  }
  if (isComputerTurn(game, session, settings.forcedMoves !== false)) return now + settings.reminderHours * HOUR_MS;
  const mover = game.toMove(session.state);
  if (mover === null) return null;
  const who = session.seats[mover]?.id ?? '';
  // Away: nothing until they are back; then the deadlines come later by the time spent away.
  const player = await getPlayer(ctx.store, who);
  const { away, remindAt, forfeitAt } = turnClock(session.lastMoveAt, settings, player, now);
  if (away) return away.until;
  // A timed game: the seat's own clock, not the server's hours (time.ts).
  if (session.clock && session.clock.seat === mover) {
    const clock = session.clock;
    const timed = await checkTimedTurn(handle, {
      game,
      session: { ...session, clock },
      version: doc.version,
      mover,
      player,
      now,
    });
    if (timed.did === 'forfeited') report.forfeited.push(threadId);
    if (timed.did === 'reminded') report.reminded.push(threadId);
    return timed.next;
  }
  if (now >= forfeitAt) {
    // expectedVersion: a move that lands meanwhile wins over the forfeit.
    const saved = await endSeat(handle, () => leave(game, session, mover, 'forfeited', now), doc.version);
    report.forfeited.push(threadId);
    return saved.value.status === 'finished' ? null : now;
  }
  if (now < remindAt) return remindAt;
  const post = (await handle.post())?.value ?? EMPTY_POST;
  if (post.remindedFor === session.lastMoveAt) return forfeitAt;
  const hours = Math.round((forfeitAt - now) / HOUR_MS);
  try {
    if (isChannelGame(threadId))
      // No thread to post in (place.ts): the reminder goes by DM, in the player's own language as last seen.
      await sendDm(
        ctx,
        who,
        t(player.locale ?? gameLocale(session), 'place.reminder', {
          game: catalogGame(ctx, session.game).name,
          link: gameLink(session, threadId),
          hours,
        }),
        threadId,
      );
    else
      await ctx.sessions.outbox.send(threadId, {
        content: t(gameLocale(session), post.messageId ? 'session.remind.moveBoard' : 'session.remind.move', {
          id: who,
          hours,
        }),
        allowedMentions: { users: [who] },
      });
  } catch (err) {
    // A deleted or inaccessible thread: recorded as reminded anyway, so it is not retried every minute.
    ctx.logger.warn({ err, threadId }, 'could not post a reminder');
  }
  await posts.update(threadId, (cur) => ({ ...(cur?.value ?? EMPTY_POST), remindedFor: session.lastMoveAt }));
  report.reminded.push(threadId);
  return forfeitAt;
}

async function postStillDue(handle: GameHandle): Promise<boolean> {
  const doc = await handle.load();
  return doc?.value.status === 'active' && (await postDue(handle, doc.version));
}

/** At start-up: the games due soon (recent moves whose posts a stop may have cut short) and anything overdue. */
export function recover(ctx: SessionContext): Promise<TickReport> {
  return tick(ctx, undefined, ctx.clock.now() + RECOVERY_DELAY_MS);
}

/**
 * Ticks every `TICK_MS` until stopped (unref'd: never keeps the process alive). The disposer stops
 * the ticks and resolves once a tick under way has finished, so a stop never cuts a forfeit in half.
 */
export function startScheduler(ctx: SessionContext, everyMs = TICK_MS): () => Promise<void> {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (!ctx.sessions.outbox.ready()) {
      if (ctx.sessions.outbox.closed()) clearInterval(timer);
      return;
    }
    if (running) return;
    running = tick(ctx).finally(() => {
      running = null;
    });
  }, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
