/**
 * What starting a game has in common, whatever started it (Accept on a challenge, Start in a lobby,
 * a game against the computer): the checks before an invitation, the thread, and the game's
 * creation and first board.
 *
 * The order of a start: book the game in the indexes (its `due` entry, each person's `user-games`
 * entry), then create its session, then book it again, announce it and post its first board.
 * Booking first means a failure or a stop at any point leaves nothing unreachable: before the
 * session exists the entries point at nothing (readers check the session: they drop such entries
 * and the scheduler clears the timer); once it exists it is already listed, so `status` shows it,
 * the scheduler reminds, and the recovery at the next start posts a first board never posted.
 */

import { describeMissing } from '../bot/permissions.ts';
import { UserError } from '../bot/types.ts';
import type { Text } from '../i18n/index.ts';
import { newSeed } from '../cards/random.ts';
import { AlreadyExistsError, type Doc } from '../store/index.ts';
import { catalogGame } from './catalog.ts';
import { startClock } from './clock.ts';
import { playComputerTurns } from './computer.ts';
import type { SessionContext } from './context.ts';
import { watchRow } from './controls.ts';
import { gameLocale } from './language.ts';
import { playsForcedMoves } from './forced.ts';
import type { GameHandle } from './handle.ts';
import { activeGames } from './listing.ts';
import { CHANNEL_GUILD, isChannelGame } from './place.ts';
import { type Answer, type Asker, type ClickPort, NoThreadsHere } from './ports.ts';
import { publish } from './publish.ts';
import type { InviteRecord, SessionRecord } from './records.ts';
import { firstToAct, humans, isComputerTurn } from './session.ts';
import { DEFAULT_SETTINGS, type GuildSettings, getSettings } from './settings.ts';
import {
  closeInvite,
  collections,
  isOutage,
  listGame,
  MAX_OPEN_INVITES,
  openInvites,
  RECOVERY_DELAY_MS,
  setDue,
  trackInvite,
} from './store.ts';
import { TEXT } from './text.ts';
import type { AnyGame, Rows, SeatInfo } from './types.ts';

/**
 * The checks before an invitation or a game against the computer: a server text channel, the bot's
 * permissions there, and no game of this kind already between these people (`already` words it; a
 * lobby names nobody yet, so it is not checked there).
 */
export async function checkCanStart(
  ctx: SessionContext,
  asker: Asker,
  game: AnyGame,
  others: readonly string[],
  already: (threadId: string) => Text,
): Promise<{ guildId: string; settings: GuildSettings }> {
  let guildId = asker.guildId;
  let settings: GuildSettings;
  if (asker.place === 'channel') {
    // No thread of its own: the game lives in this channel, through interactions (place.ts).
    if (asker.externalAppsOff) throw new UserError({ key: 'place.externalAppsOff' });
    guildId = CHANNEL_GUILD;
    settings = DEFAULT_SETTINGS;
  } else {
    if (!guildId) throw new UserError(TEXT.serverOnly);
    if (asker.inThread) throw new UserError(TEXT.notInThread);
    settings = await getSettings(ctx.store, guildId);
    const missing = asker.missingPermissions(settings.threads);
    if (missing.length > 0) throw new UserError(describeMissing(missing, asker.channelName));
  }
  const together =
    others.length > 0 &&
    (await activeGames(ctx, guildId, asker.userId)).find(
      (g) => g.session.game === game.id && others.every((o) => g.session.seats.some((s) => s.id === o)),
    );
  if (together) throw new UserError(already(together.threadId));
  return { guildId, settings };
}

/** A message the game's thread is opened from (or beside, for a private thread): its channel and id. */
export interface ThreadSource {
  channelId: string;
  messageId: string;
}

/**
 * The game's thread with `members` added: a thread from the `from` message, or a private thread in
 * its channel. `existingId` (a thread opened by an earlier attempt that failed) is reused.
 */
export async function openGameThread(
  ctx: SessionContext,
  from: ThreadSource,
  kind: 'public' | 'private',
  name: string,
  members: readonly string[],
  existingId: string | null = null,
): Promise<{ id: string }> {
  const { outbox } = ctx.sessions;
  let id = existingId && (await outbox.threadExists(existingId)) ? existingId : null;
  if (!id) {
    try {
      id = (await outbox.openThread(from.channelId, from.messageId, name.slice(0, 100), kind === 'private')).id;
    } catch (err) {
      throw err instanceof NoThreadsHere ? new UserError(TEXT.noThreads) : err;
    }
  }
  for (const member of members) await outbox.addToThread(id, member);
  return { id };
}

/** A new game in the indexes: its `due` entry (looked at within minutes, so a first board a stop kept
 *  from being posted is posted) and each person's entry. */
export async function bookGame(handle: GameHandle, session: SessionRecord): Promise<void> {
  const { ctx, threadId } = handle;
  await setDue(ctx.store, 'g', session.guildId, threadId, session.createdAt + RECOVERY_DELAY_MS);
  await collections(ctx.store).inPlay.set(session.game, threadId, session.createdAt);
  for (const seat of humans(session)) await listGame(ctx.store, seat.id, session.guildId, threadId, session.createdAt);
}

export interface NewSession {
  guildId: string;
  parentChannelId: string;
  seats: SeatInfo[];
  options: unknown;
  now: number;
  /** Days per move (clock.ts); null or absent: untimed. */
  pace?: number | null | undefined;
  /** The language of its public posts (language.ts); absent: English. */
  locale?: string | undefined;
}

/** The pace a new game is played at: the one its command asked for, else the server's default. */
export const paceFor = (asked: number | null | undefined, settings: GuildSettings): number | null =>
  asked === undefined ? (settings.pace ?? null) : asked;

/**
 * The session of `threadId` (an existing one, from an earlier attempt, is kept), booked in the
 * indexes before it is created (see the file comment).
 */
export async function createBookedGame(handle: GameHandle, game: AnyGame, n: NewSession): Promise<Doc<SessionRecord>> {
  const { ctx, threadId } = handle;
  const { sessions } = collections(ctx.store);
  const existing = await handle.load();
  if (existing) return existing;
  const state = game.setup(n.options, n.seats.length, newSeed());
  const session: SessionRecord = {
    game: game.id,
    guildId: n.guildId,
    parentChannelId: n.parentChannelId,
    seats: n.seats,
    options: n.options,
    state,
    createdAt: n.now,
    lastMoveAt: n.now,
    status: 'active',
    ...(n.locale ? { locale: n.locale } : {}),
  };
  if (n.pace) {
    // Weekends off is the server's setting when the game starts: a game's clock keeps its rules.
    const { weekendsOff } = await getSettings(ctx.store, n.guildId);
    session.clock = startClock(n.pace, n.seats.length, firstToAct(game, session), n.now, weekendsOff === true);
  }
  await bookGame(handle, session);
  return sessions.create(threadId, session);
}

/** Once the session is saved: booked again, `announce` (a failure there is logged), the first board
 *  (or the computer's first move). */
export async function startGameInThread(
  handle: GameHandle,
  doc: Doc<SessionRecord>,
  announce: () => Promise<unknown>,
  /** The interaction that started it, whose follow-ups carry its first boards (a game in a channel). */
  via: ClickPort | null = null,
): Promise<void> {
  const { ctx, threadId } = handle;
  await bookGame(handle, doc.value);
  await announce().catch((err) => ctx.logger.warn({ err, threadId }, 'could not say where the game is'));
  await publish(handle, doc, { click: via });
  // A computer seat first (a rematch's rotated seats): it plays now, not at the next recovery.
  const forced = await playsForcedMoves(ctx.store, doc.value.guildId);
  if (isComputerTurn(catalogGame(ctx, doc.value.game), doc.value, forced))
    await playComputerTurns(handle, via).catch((err) =>
      ctx.logger.error({ err, threadId }, 'the computer could not play its first move'),
    );
}

/**
 * An accepted challenge or a started table, its game saved: the invitation closed (off the scheduler
 * and its maker's count), then the game started in its thread, the invitation's message turned into
 * `text` with 👀 Watch.
 */
export async function startFromInvite(
  ctx: SessionContext,
  game: AnyGame,
  answer: Answer,
  invite: InviteRecord & { threadId: string },
  inviteId: string,
  session: Doc<SessionRecord>,
  text: string,
): Promise<void> {
  await closeInvite(ctx.store, invite.guildId, invite.hostId, inviteId);
  const { threadId } = invite;
  const inChannel = isChannelGame(threadId);
  await startGameInThread(
    ctx.sessions.at(threadId),
    session,
    // Everyone in a DM or group DM sees its boards: nothing to watch from outside.
    () =>
      answer.update({
        content: text,
        components: inChannel ? [] : watchRow(game, threadId, gameLocale(invite)),
        allowedMentions: { users: [] },
      }),
    inChannel ? answer.followUps : null,
  );
}

/** Discord's error code for a request the bot lacks the permission for (the transport's errors carry it). */
const MISSING_PERMISSIONS = 50013;

/** What a player is told when opening the thread or saving the new game failed (`askAdmin`: and to ask an admin). */
export function openingFailure(err: unknown, askAdmin = false): unknown {
  if ((err as { code?: unknown }).code === MISSING_PERMISSIONS) return new UserError(TEXT.openForbidden(askAdmin));
  if (isOutage(err)) return new UserError(TEXT.storeDown);
  return err;
}

/**
 * Saves a new invitation (a challenge or a table) keyed by its slash interaction and posts it as the
 * interaction's reply: refused past MAX_OPEN_INVITES open ones; counted and scheduled to expire; its
 * message id saved once posted. When the same interaction reached another process of this bot first
 * (two processes on one shard), this one stays silent and leaves the answer to it.
 */
export async function postInvite(
  ctx: SessionContext,
  asker: Asker,
  answer: Answer,
  record: InviteRecord,
  message: { content: string; components: Rows; mentions: string[] },
): Promise<void> {
  if (!(await saveInvite(ctx, asker.userId, asker.commandId, record))) return answer.leaveToOther();
  const posted = await answer.reply({
    content: message.content,
    components: message.components,
    allowedMentions: { users: message.mentions },
  });
  await noteInviteMessage(ctx, asker.commandId, record, posted.id);
}

/**
 * A new invitation saved under `inviteId`, counted against its maker's open ones (refused past
 * MAX_OPEN_INVITES) and scheduled to expire. False when that id exists already (another process,
 * or an earlier press, made it): nothing is changed then.
 */
export async function saveInvite(
  ctx: SessionContext,
  userId: string,
  inviteId: string,
  record: InviteRecord,
): Promise<boolean> {
  if ((await openInvites(ctx.store, userId, record.createdAt)) >= MAX_OPEN_INVITES)
    throw new UserError(TEXT.tooManyInvites(MAX_OPEN_INVITES));
  try {
    await collections(ctx.store).invites.create(inviteId, record);
  } catch (err) {
    if (err instanceof AlreadyExistsError) return false;
    throw err;
  }
  await trackInvite(ctx.store, userId, inviteId, record.expiresAt);
  await setDue(ctx.store, 'i', record.guildId, inviteId, record.expiresAt);
  return true;
}

/** The posted invitation's message id, saved on its record. */
export async function noteInviteMessage(
  ctx: SessionContext,
  inviteId: string,
  record: InviteRecord,
  messageId: string,
) {
  await collections(ctx.store).invites.update(inviteId, (doc) => ({ ...(doc?.value ?? record), messageId }));
}
