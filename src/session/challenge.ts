/**
 * Challenges, for every game: `/<game> challenge` posts Accept / Decline, usable only by the
 * challenged person (the challenger may withdraw with Decline). Accept opens the game's thread (from
 * the challenge message, or a private thread when the server prefers it), adds both, creates the
 * game keyed by the thread id and posts its first board. A challenge expires after the server's
 * setting. Accepting runs under the pair's lock, so a doubled Accept opens one thread; the thread
 * id is saved on the still pending challenge before the game is created, so after a failure half-way
 * Accept can simply be pressed again, and reuses that thread.
 */

import { makeCustomId } from '../bot/customId.ts';
import { UserError } from '../bot/types.ts';
import { SOURCE_LOCALE, t, type Text } from '../i18n/index.ts';
import type { Doc } from '../store/index.ts';
import type { SessionContext } from './context.ts';
import { buttonRow } from './controls.ts';
import { gameLocale, publicLocale } from './language.ts';
import { activeGames } from './listing.ts';
import { CHANNEL_GUILD, channelGameKey, isChannelGame } from './place.ts';
import type { Answer, Asker } from './ports.ts';
import type { InviteRecord, SessionRecord } from './records.ts';
import { getSettings, HOUR_MS } from './settings.ts';
import {
  checkCanStart,
  createBookedGame,
  openGameThread,
  openingFailure,
  paceFor,
  postInvite,
  startFromInvite,
  type ThreadSource,
} from './start.ts';
import { closeInvite, collections, isOutage } from './store.ts';
import { TEXT } from './text.ts';
import type { AnyGame } from './types.ts';

const ts = (ms: number) => `<t:${Math.floor(ms / 1000)}:R>`;

const CHALLENGE = {
  self: { key: 'session.challenge.self' },
  bot: { key: 'session.challenge.bot' },
  notMember: { key: 'session.challenge.notMember' },
  already: (name: string, threadId: string): Text => ({ key: 'session.challenge.already', vars: { name, threadId } }),
  gone: { key: 'session.challenge.gone' },
  was: (status: InviteRecord['status']): Text => ({
    key:
      status === 'accepted' || status === 'started'
        ? 'session.challenge.wasAccepted'
        : status === 'expired'
          ? 'session.challenge.wasExpired'
          : 'session.challenge.wasDeclined',
  }),
  expired: { key: 'session.challenge.expired' },
  waiting: (name: string): Text => ({ key: 'session.challenge.waiting', vars: { name } }),
  forOther: (name: string): Text => ({ key: 'session.challenge.forOther', vars: { name } }),
  together: (name: string, threadId: string): Text => ({ key: 'session.challenge.together', vars: { name, threadId } }),
} as const satisfies Record<string, Text | ((...args: never[]) => Text)>;

/** The challenge's message, in its public language. */
export function challengeText(game: AnyGame, c: InviteRecord): string {
  const locale = gameLocale(c);
  const challenger = c.names[c.hostId] ?? '?';
  const challengedId = c.invited[0] ?? '';
  const challenged = c.names[challengedId] ?? '?';
  const what = game.describe(c.options, locale);
  switch (c.status) {
    case 'pending': {
      const note = game.inviteNote?.(c.options, locale) ?? '';
      const vars = { id: challengedId, challenger, what, note: note ? ` ${note}` : '', when: ts(c.expiresAt) };
      return c.rematchOf
        ? t(locale, 'session.challenge.pendingRematch', { ...vars, rematchOf: c.rematchOf })
        : t(locale, 'session.challenge.pending', vars);
    }
    case 'accepted':
    case 'started':
      return c.threadId && isChannelGame(c.threadId)
        ? t(locale, 'session.challenge.acceptedBelow', { challenged, challenger, what })
        : t(locale, 'session.challenge.accepted', { challenged, challenger, what, threadId: c.threadId ?? '' });
    case 'declined':
    case 'cancelled':
      return t(locale, 'session.challenge.declined', { challenger, challenged, what });
    case 'expired':
      return t(locale, 'session.challenge.expiredUnanswered', { challenger, challenged, what });
  }
}

/** Accept / Decline of the challenge `id`. */
export function challengeButtons(game: AnyGame, id: string, locale: string) {
  const cid = (action: string) => makeCustomId({ namespace: game.id, action, gameId: id, version: 0 });
  return [
    buttonRow([
      { customId: cid('accept'), label: t(locale, 'session.acceptLabel'), style: 'success' },
      { customId: cid('decline'), label: t(locale, 'session.declineLabel'), style: 'secondary' },
    ]),
  ];
}

export interface Opponent {
  id: string;
  bot: boolean;
  name: string;
  /** Whether they are a member of the server (a challenge to anyone else is refused). */
  member: boolean;
}

/** `/<game> challenge opponent:@someone`: checks, then the challenge message. */
export async function openChallenge(
  ctx: SessionContext,
  asker: Asker,
  answer: Answer,
  game: AnyGame,
  opponent: Opponent,
  options: unknown,
): Promise<void> {
  if (opponent.id === asker.userId) throw new UserError(CHALLENGE.self);
  if (opponent.bot) throw new UserError(CHALLENGE.bot);
  if (asker.inBotDm) throw new UserError({ key: 'place.personInBotDm' });
  // Outside a server the person picked is one of the channel's (Discord offers no one else).
  if (!opponent.member && asker.place === 'server') throw new UserError(CHALLENGE.notMember);
  const refusal = game.computerOnly?.(options);
  if (refusal) throw new UserError(refusal);
  const { guildId, settings } = await checkCanStart(ctx, asker, game, [opponent.id], (t) =>
    CHALLENGE.already(opponent.name, t),
  );
  const now = ctx.clock.now();
  const record: InviteRecord = {
    game: game.id,
    kind: 'challenge',
    guildId,
    channelId: asker.channelId,
    hostId: asker.userId,
    invited: [opponent.id],
    seats: [],
    names: { [asker.userId]: asker.name, [opponent.id]: opponent.name },
    options,
    messageId: null,
    createdAt: now,
    expiresAt: now + settings.challengeExpiryHours * HOUR_MS,
    status: 'pending',
    threadId: null,
    pace: paceFor(asker.pace, settings),
    locale: publicLocale(settings, asker),
  };
  await postInvite(ctx, asker, answer, record, {
    content: challengeText(game, record),
    components: challengeButtons(game, asker.commandId, record.locale ?? SOURCE_LOCALE),
    mentions: [opponent.id],
  });
}

/** A click on an invitation's button: who, and the invitation's message (a game's thread is opened from it). */
export interface InviteClick {
  userId: string;
  name: string;
  message: ThreadSource;
}

/** Accept: only the challenged person; opens the thread and starts the game. */
export async function acceptChallenge(
  ctx: SessionContext,
  i: InviteClick,
  answer: Answer,
  game: AnyGame,
  inviteId: string,
): Promise<void> {
  await answer.deferUpdate();
  const found = await collections(ctx.store)
    .invites.get(inviteId)
    .catch((err) => {
      throw isOutage(err) ? new UserError(TEXT.storeDown) : err;
    });
  const c = checkOpen(found?.value, ctx.clock.now());
  const pair = [c.hostId, ...c.invited].sort().join(':');
  // One game at a time per pair of people: accepting runs under this lock up to the game's booking.
  await ctx.sessions.pairLocks.run(`${c.guildId}:${pair}`, () => accept(ctx, i, answer, game, inviteId));
}

async function accept(ctx: SessionContext, i: InviteClick, answer: Answer, game: AnyGame, inviteId: string) {
  const now = ctx.clock.now();
  const { invites } = collections(ctx.store);
  let session: Doc<SessionRecord> | undefined;
  let doc: Doc<InviteRecord>;
  try {
    await invites.update(inviteId, async (cur) => {
      const c = await checkAccept(ctx, i, cur?.value, now);
      return c.threadId ? c : { ...c, threadId: (await openThread(ctx, i, game, c, null, [], inviteId)).id };
    });
    doc = await invites.update(inviteId, async (cur) => {
      const c = await checkAccept(ctx, i, cur?.value, now);
      const challenged = c.invited[0] ?? '';
      const thread = await openThread(ctx, i, game, c, c.threadId, [challenged, c.hostId], inviteId);
      session = await createBookedGame(ctx.sessions.at(thread.id), game, {
        guildId: c.guildId,
        parentChannelId: c.channelId,
        // A rematch sets its seats (roles swapped); a challenge seats the challenged player first.
        seats:
          c.seats.length === 2
            ? c.seats
            : [
                { id: challenged, name: c.names[challenged] ?? '?' },
                { id: c.hostId, name: c.names[c.hostId] ?? '?' },
              ],
        options: c.options,
        now,
        pace: c.pace ?? null,
        locale: c.locale,
      });
      return { ...c, status: 'accepted' as const, threadId: thread.id };
    });
  } catch (err) {
    throw openingFailure(err, true);
  }
  const c = doc.value;
  if (!session || !c.threadId) throw new Error('an accepted challenge without its game');
  await startFromInvite(ctx, game, answer, { ...c, threadId: c.threadId }, inviteId, session, challengeText(game, c));
}

/** The challenge, if `i`'s user may accept it now (open, theirs, no game between the two already). */
async function checkAccept(
  ctx: SessionContext,
  i: InviteClick,
  invite: InviteRecord | undefined,
  now: number,
): Promise<InviteRecord> {
  const c = checkOpen(invite, now);
  const challenged = c.invited[0] ?? '';
  if (i.userId !== challenged)
    throw new UserError(
      i.userId === c.hostId
        ? CHALLENGE.waiting(c.names[challenged] ?? '?')
        : CHALLENGE.forOther(c.names[challenged] ?? '?'),
    );
  const together = (await activeGames(ctx, c.guildId, challenged)).find(
    (g) => g.session.game === c.game && g.session.seats.some((s) => s.id === c.hostId) && g.threadId !== c.threadId,
  );
  if (together) throw new UserError(CHALLENGE.together(c.names[c.hostId] ?? '?', together.threadId));
  return c;
}

function checkOpen(c: InviteRecord | undefined, now: number): InviteRecord {
  if (!c) throw new UserError(CHALLENGE.gone);
  if (c.status !== 'pending') throw new UserError(CHALLENGE.was(c.status));
  if (now >= c.expiresAt) throw new UserError(CHALLENGE.expired);
  return c;
}

async function openThread(
  ctx: SessionContext,
  i: InviteClick,
  game: AnyGame,
  c: InviteRecord,
  existingId: string | null,
  members: readonly string[],
  inviteId: string,
) {
  // Outside a server with the bot the game has no thread: it lives in the invitation's channel.
  if (c.guildId === CHANNEL_GUILD) return { id: channelGameKey(inviteId) };
  const settings = await getSettings(ctx.store, c.guildId);
  const challenged = c.names[c.invited[0] ?? ''] ?? '?';
  const name = `${game.name}: ${challenged} vs ${c.names[c.hostId] ?? '?'}`;
  return openGameThread(ctx, i.message, settings.threads, name, members, existingId);
}

/** Decline by the challenged person, or withdrawal by the challenger. */
export async function declineChallenge(
  ctx: SessionContext,
  i: InviteClick,
  answer: Answer,
  game: AnyGame,
  inviteId: string,
): Promise<void> {
  await answer.deferUpdate();
  const doc = await collections(ctx.store).invites.update(inviteId, (cur) => {
    const c = checkOpen(cur?.value, ctx.clock.now());
    if (i.userId !== c.invited[0] && i.userId !== c.hostId)
      throw new UserError(CHALLENGE.forOther(c.names[c.invited[0] ?? ''] ?? '?'));
    return { ...c, status: 'declined' as const };
  });
  await answer.update({ content: challengeText(game, doc.value), components: [], allowedMentions: { users: [] } });
  await closeInvite(ctx.store, doc.value.guildId, doc.value.hostId, inviteId);
}

/** Called by the scheduler once a challenge's time is up: mark it and edit its message. */
export async function expireChallenge(ctx: SessionContext, game: AnyGame, inviteId: string, doc: InviteRecord) {
  let expired = false;
  const saved = await collections(ctx.store).invites.update(inviteId, (cur) => {
    const c = cur?.value ?? doc;
    if (c.status !== 'pending') return c;
    expired = true;
    return { ...c, status: 'expired' as const };
  });
  // A DM's or group DM's invitation can only be edited through an interaction: its buttons now say it expired.
  if (!expired || !saved.value.messageId || saved.value.guildId === CHANNEL_GUILD) return;
  try {
    await ctx.sessions.outbox.edit(saved.value.channelId, saved.value.messageId, {
      content: challengeText(game, saved.value),
      components: [],
      allowedMentions: { users: [] },
    });
  } catch (err) {
    ctx.logger.warn({ err, inviteId }, 'could not edit an expired challenge');
  }
}
