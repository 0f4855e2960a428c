/**
 * Rematch: 🔁 **Rematch** on a finished game's result, for its players. The next game has the same
 * game and options and the same seats, in the last game's order rotated by one (who sat second now
 * sits first; with two, the roles are swapped: the other player is seat 0 and plays or chooses
 * first), and is asked for with the invitation code every game uses:
 * - between two people, a challenge from the presser to the other (Accept / Decline, posted in the
 *   channel the last game was started from; it expires as a challenge does and counts as one of the
 *   presser's open invitations);
 * - three or more, a table hosted by the presser with the other people invited by name and the
 *   computer seats already seated; at Start, the seats take the rotated order (newcomers last);
 * - against the computer, the game starts at once.
 * Once per finished game: the invitation is keyed by the finished game's thread (`rm<thread>`), so a
 * second press, by anyone, in this process or another, is told where the rematch is (the same press
 * reaching two processes of one shard is answered by the one that saved it: hence no early defer;
 * the router defers if it is slow).
 */
import { UserError } from '../bot/types.ts';
import { say, t, type Text } from '../i18n/index.ts';
import { challengeButtons, challengeText } from './challenge.ts';
import type { SessionContext } from './context.ts';
import { watchRow } from './controls.ts';
import type { GameHandle } from './handle.ts';
import { activeGames } from './listing.ts';
import { lobbyButtons, lobbyText, seatKey } from './lobby.ts';
import { isChannelGame } from './place.ts';
import type { Answer } from './ports.ts';
import type { InviteRecord, SessionRecord } from './records.ts';
import { seatOf } from './session.ts';
import { getSettings, HOUR_MS } from './settings.ts';
import { createBookedGame, noteInviteMessage, openGameThread, saveInvite, startGameInThread } from './start.ts';
import { gameLocale, levelName } from './language.ts';
import { collections } from './store.ts';
import { TEXT } from './text.ts';
import type { AnyGame, SeatInfo } from './types.ts';
import { COMPUTER } from './vs-computer.ts';

export const REMATCH = {
  notOver: { key: 'session.rematch.notOver' },
  notPlayer: { key: 'session.rematch.notPlayer' },
  asked: (where: string): Text => ({ key: 'session.rematch.asked', vars: { where } }),
  on: (threadId: string): Text => ({ key: 'session.rematch.on', vars: { threadId } }),
  pending: (where: string): Text => ({ key: 'session.rematch.pending', vars: { where } }),
  closed: (status: InviteRecord['status']): Text => ({
    key: status === 'expired' ? 'session.rematch.closedExpired' : 'session.rematch.closedDeclined',
  }),
  opening: (name: string, what: string): Text => ({ key: 'session.rematch.opening', vars: { name, what } }),
  started: (name: string, what: string, threadId: string): Text => ({
    key: 'session.rematch.started',
    vars: { name, what, threadId },
  }),
} as const satisfies Record<string, Text | ((...args: never[]) => Text)>;

/** The id of a finished game's rematch invitation: one per game. */
export const rematchId = (threadId: string) => `rm${threadId}`;

const link = (r: InviteRecord, id: string) =>
  r.messageId ? `https://discord.com/channels/${r.guildId}/${r.channelId}/${r.messageId}` : `(rematch ${id})`;

/** The seats of the next game: the last game's order rotated by one, a seat's leaving forgotten. */
export const rotated = (seats: readonly SeatInfo[]): SeatInfo[] =>
  [...seats.slice(1), ...seats.slice(0, 1)].map(({ out: _out, ...s }) => s);

/** 🔁 Rematch pressed by `userId` on the result of the game of `handle`. */
export async function askRematch(handle: GameHandle, userId: string, answer: Answer, game: AnyGame) {
  if (isChannelGame(handle.threadId)) throw new UserError({ key: 'place.noRematch', vars: { game: game.id } });
  const { ctx, threadId } = handle;
  const old = (await handle.load())?.value;
  if (!old || old.game !== game.id) throw new UserError(TEXT.noGame);
  if (old.status !== 'finished') throw new UserError(REMATCH.notOver);
  if (seatOf(old, userId) === null) throw new UserError(REMATCH.notPlayer);
  const key = rematchId(threadId);
  const reply = (content: Text) => answer.tell(say(answer.locale, content), { users: [] });
  const existing = (await collections(ctx.store).invites.get(key))?.value;
  if (existing) return reply(await where(ctx, game, key, existing, userId));
  const record = rematchRecord(ctx, game, old, threadId, userId, await expiresAt(ctx, old.guildId));
  if (record.invited[0] === ctx.sessions.outbox.selfId()) {
    await refuseSecondComputerGame(ctx, old, userId, null);
    if (
      !(await collections(ctx.store)
        .invites.create(key, record)
        .then(
          () => true,
          () => false,
        ))
    )
      return reply(await where(ctx, game, key, (await collections(ctx.store).invites.get(key))?.value, userId));
    return reply(REMATCH.on(await startAgainstComputer(ctx, game, key, record)));
  }
  if (!(await saveInvite(ctx, userId, key, record)))
    return reply(await where(ctx, game, key, (await collections(ctx.store).invites.get(key))?.value, userId));
  const posted = await postRematch(ctx, game, key, record);
  await reply(REMATCH.asked(link({ ...record, messageId: posted.id }, key)));
}

async function expiresAt(ctx: SessionContext, guildId: string) {
  return ctx.clock.now() + (await getSettings(ctx.store, guildId)).challengeExpiryHours * HOUR_MS;
}

/** The invitation of the rematch: a challenge (two seats) or a table (more), the presser its host. */
function rematchRecord(
  ctx: SessionContext,
  game: AnyGame,
  old: SessionRecord,
  threadId: string,
  hostId: string,
  expires: number,
): InviteRecord {
  const seats = rotated(old.seats);
  const host = seats.find((s) => s.id === hostId) as SeatInfo;
  const others = seats.filter((s) => s.id !== hostId);
  const lobby = seats.length > 2;
  return {
    game: game.id,
    kind: lobby ? 'lobby' : 'challenge',
    guildId: old.guildId,
    channelId: old.parentChannelId,
    hostId,
    invited: lobby ? others.filter((s) => !s.computer).map((s) => s.id) : others.map((s) => s.id).slice(0, 1),
    seats: lobby ? [host, ...others.filter((s) => s.computer)] : seats,
    names: Object.fromEntries(seats.filter((s) => !s.computer || !lobby).map((s) => [s.id, s.name])),
    options: old.options,
    // A rematch is played at the same pace.
    pace: old.clock?.pace ?? null,
    // And in the same language.
    ...(old.locale ? { locale: old.locale } : {}),
    messageId: null,
    createdAt: ctx.clock.now(),
    expiresAt: expires,
    status: 'pending',
    threadId: null,
    rematchOf: threadId,
    ...(lobby ? { order: seats.map(seatKey) } : {}),
  };
}

/** Posts the rematch invitation in the channel of the last game and notes its message. */
async function postRematch(ctx: SessionContext, game: AnyGame, key: string, r: InviteRecord) {
  const lobby = r.kind === 'lobby';
  const posted = await ctx.sessions.outbox.send(r.channelId, {
    content: lobby
      ? t(gameLocale(r), 'session.lobby.rematchOf', { threadId: r.rematchOf ?? '', table: lobbyText(game, r) })
      : challengeText(game, r),
    components: lobby ? lobbyButtons(game, key, r) : challengeButtons(game, key, gameLocale(r)),
    allowedMentions: { users: r.invited },
  });
  await noteInviteMessage(ctx, key, r, posted.id);
  return posted;
}

/** What a second press is told; a rematch against the computer left half-way is carried on. */
async function where(
  ctx: SessionContext,
  game: AnyGame,
  key: string,
  r: InviteRecord | undefined,
  userId: string,
): Promise<Text> {
  if (!r) throw new UserError(TEXT.noGame);
  if (r.threadId && (r.status === 'accepted' || r.status === 'started')) return REMATCH.on(r.threadId);
  if (r.status !== 'pending') return REMATCH.closed(r.status);
  if (r.invited[0] === ctx.sessions.outbox.selfId() && r.hostId === userId) {
    const old = (await collections(ctx.store).sessions.get(r.rematchOf ?? ''))?.value;
    if (old) await refuseSecondComputerGame(ctx, old, userId, r.threadId);
    return REMATCH.on(await startAgainstComputer(ctx, game, key, r));
  }
  return REMATCH.pending(link(r, key));
}

async function refuseSecondComputerGame(ctx: SessionContext, old: SessionRecord, userId: string, own: string | null) {
  const other = (await activeGames(ctx, old.guildId, userId)).find(
    (g) => g.session.game === old.game && g.session.seats.some((s) => s.computer) && g.threadId !== own,
  );
  if (other) throw new UserError(COMPUTER.already(other.threadId));
}

/**
 * The rematch against the computer, started at once; each step saved on its record, so a press
 * after a failure (or a stop) half-way carries it on: the message, the thread, the game, its start.
 */
async function startAgainstComputer(ctx: SessionContext, game: AnyGame, key: string, r: InviteRecord): Promise<string> {
  const { invites } = collections(ctx.store);
  const { outbox } = ctx.sessions;
  const person = r.seats.find((s) => !s.computer) as SeatInfo;
  const level = r.seats.find((s) => s.computer)?.computer?.level ?? '';
  const locale = gameLocale(r);
  const what = `${game.describe(r.options, locale)} (${levelName(level, locale)})`;
  const messageId =
    r.messageId ??
    (
      await outbox.send(r.channelId, {
        content: say(locale, REMATCH.opening(person.name, what)),
        allowedMentions: { users: [] },
      })
    ).id;
  const settings = await getSettings(ctx.store, r.guildId);
  const name = `${game.name}: ${r.seats.map((s) => s.name).join(' vs ')}`;
  const from = { channelId: r.channelId, messageId };
  const thread = await openGameThread(ctx, from, settings.threads, name, [person.id], r.threadId);
  await invites.update(key, (cur) => ({ ...(cur?.value ?? r), messageId, threadId: thread.id }));
  const started = ctx.sessions.at(thread.id);
  const doc = await createBookedGame(started, game, {
    guildId: r.guildId,
    parentChannelId: r.channelId,
    seats: r.seats,
    options: r.options,
    now: ctx.clock.now(),
    pace: r.pace ?? null,
    locale: r.locale,
  });
  await invites.update(key, (cur) => ({ ...(cur?.value ?? r), status: 'started' as const }));
  await startGameInThread(started, doc, () =>
    outbox.edit(r.channelId, messageId, {
      content: say(locale, REMATCH.started(person.name, what, thread.id)),
      components: watchRow(game, thread.id, locale),
      allowedMentions: { users: [] },
    }),
  );
  return thread.id;
}
