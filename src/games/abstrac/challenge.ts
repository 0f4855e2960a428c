/**
 * Challenges: `/abstrac challenge` posts Accept / Decline, usable only by the challenged player
 * (the challenger may withdraw with Decline). Accept opens the game's thread (from the challenge
 * message, or a private thread when the server prefers it), adds both players, creates the game
 * keyed by the thread id and posts its first board. A challenge expires after the server's setting.
 * Accepting runs under the challenge's lock, so a doubled Accept opens one thread; the game is saved
 * before the challenge is marked accepted, so after a failure half-way Accept can simply be pressed again.
 */
import {
  ActionRowBuilder,
  ButtonBuilder,
  ButtonStyle,
  type ChatInputCommandInteraction,
  type MessageActionRowComponentBuilder,
  type MessageComponentInteraction,
} from 'discord.js';
import { makeCustomId } from '../../bot/customId.ts';
import { type BotContext, type HandlerContext, UserError } from '../../bot/types.ts';
import { newSeed } from '../../cards/random.ts';
import type { Variant } from '../../engine/abstrac/index.ts';
import { VARIANT_LABELS } from '../../render/abstracBoard.ts';
import { type Doc, StoreError } from '../../store/index.ts';
import { KeyedLock } from '../../store/locks.ts';
import { getSettings, HOUR_MS } from '../settings.ts';
import { NAMESPACE } from './board.ts';
import { STORE_DOWN } from './flow.ts';
import { newGameRecord } from './game.ts';
import type { ChallengeRecord, GameRecord } from './records.ts';
import {
  bookGame,
  checkCanStart,
  createBookedGame,
  describeGoal,
  displayName,
  openGameThread,
  openingFailure,
  startGameInThread,
} from './start.ts';
import { activeGames, collections, setTimers } from './store.ts';

export interface ChallengeInput {
  opponent: { id: string; bot: boolean; name: string };
  variant: Variant;
  target: number | null;
  deals: number | null;
  /** The challenger offers the Hint button; accepting the challenge agrees to it. */
  hints: boolean;
}

const ts = (ms: number) => `<t:${Math.floor(ms / 1000)}:R>`;

function challengeText(c: ChallengeRecord): string {
  const what = `**Abstrac · ${VARIANT_LABELS[c.variant]}** (${describeGoal(c)}${c.hints ? ', hints allowed' : ''})`;
  switch (c.status) {
    case 'pending': {
      const hints = c.hints
        ? ' Hints allowed: accepting agrees that either player may ask for a hint, announced in the thread.'
        : '';
      return `<@${c.challengedId}>, ${c.names.challenger} challenges you to ${what}.${hints} This challenge expires ${ts(c.expiresAt)}.`;
    }
    case 'accepted':
      return `${c.names.challenged} accepted ${c.names.challenger}'s challenge to ${what}: the game is on in <#${c.threadId}>.`;
    case 'declined':
      return `${c.names.challenger}'s challenge to ${c.names.challenged} (${what}) was declined.`;
    case 'expired':
      return `${c.names.challenger}'s challenge to ${c.names.challenged} (${what}) expired unanswered.`;
  }
}

function buttons(id: string) {
  const cid = (action: string) => makeCustomId({ namespace: NAMESPACE, action, gameId: id, version: 0 });
  return [
    new ActionRowBuilder<MessageActionRowComponentBuilder>().addComponents(
      new ButtonBuilder().setCustomId(cid('accept')).setLabel('Accept').setStyle(ButtonStyle.Success),
      new ButtonBuilder().setCustomId(cid('decline')).setLabel('Decline').setStyle(ButtonStyle.Secondary),
    ),
  ];
}

/** `/abstrac challenge`: checks, then the challenge message. */
export async function openChallenge(i: ChatInputCommandInteraction, ctx: HandlerContext, input: ChallengeInput) {
  if (input.opponent.id === i.user.id) throw new UserError("You can't challenge yourself.");
  if (input.opponent.bot)
    throw new UserError("You can't challenge a bot: pick a person, or challenge me to play the computer.");
  const { guildId, settings } = await checkCanStart(
    i,
    ctx,
    input.opponent.id,
    (threadId) => `You and ${input.opponent.name} already have a game in progress: <#${threadId}>.`,
  );

  const now = ctx.clock.now();
  const record: ChallengeRecord = {
    guildId,
    channelId: i.channelId,
    challengerId: i.user.id,
    challengedId: input.opponent.id,
    names: { challenger: displayName(i), challenged: input.opponent.name },
    variant: input.variant,
    target: input.target,
    deals: input.deals,
    messageId: null,
    createdAt: now,
    expiresAt: now + settings.challengeExpiryHours * HOUR_MS,
    status: 'pending',
    threadId: null,
    ...(input.hints ? { hints: true } : {}),
  };
  const { challenges } = collections(ctx.store);
  await challenges.create(i.id, record);
  await setTimers(ctx.store, guildId, { challenges: { [i.id]: record.expiresAt } });
  await ctx.res.reply({
    content: challengeText(record),
    components: buttons(i.id),
    allowedMentions: { users: [input.opponent.id] },
  });
  const message = await i.fetchReply();
  await challenges.update(i.id, (doc) => ({
    ...(doc?.value ?? record),
    messageId: message.id,
  }));
}

/**
 * Accept: only the challenged player; opens the thread and starts the game. The thread is opened
 * first and its id saved on the (still pending) challenge, then the players are added and the game
 * created: a retry after a failure in between reuses that thread (a private thread is never opened twice).
 */
export async function acceptChallenge(i: MessageComponentInteraction, ctx: HandlerContext, challengeId: string) {
  await ctx.res.defer('update');
  const found = await collections(ctx.store)
    .challenges.get(challengeId)
    .catch((err) => {
      throw err instanceof StoreError ? new UserError(STORE_DOWN) : err;
    });
  const c = checkOpen(found?.value, ctx.clock.now());
  // Two challenges in opposite directions accepted at once: one pair, one game (the second sees the first's).
  const pair = [c.challengerId, c.challengedId].sort().join(':');
  await pairLocks.run(`${c.guildId}:${pair}`, () => accept(i, ctx, challengeId));
}

/** One game at a time per pair of players: accepting runs under this lock up to the game's bookkeeping. */
const pairLocks = new KeyedLock();

async function accept(i: MessageComponentInteraction, ctx: HandlerContext, challengeId: string) {
  const now = ctx.clock.now();
  const { challenges } = collections(ctx.store);
  let game: Doc<GameRecord> | undefined;
  let doc: Doc<ChallengeRecord>;
  try {
    await challenges.update(challengeId, async (cur) => {
      const c = await checkAccept(ctx, i, cur?.value, now);
      return c.threadId ? c : { ...c, threadId: (await openThread(ctx, i, c, null, [])).id };
    });
    doc = await challenges.update(challengeId, async (cur) => {
      const c = await checkAccept(ctx, i, cur?.value, now);
      const thread = await openThread(ctx, i, c, c.threadId, [c.challengedId, c.challengerId]);
      // Saved before the challenge is marked accepted: if anything here fails, Accept can be pressed again.
      game = await createGame(ctx, c, thread.id, now);
      await bookGame(ctx, game, thread.id);
      return { ...c, status: 'accepted' as const, threadId: thread.id };
    });
  } catch (err) {
    throw openingFailure(err, ' Ask a server admin.');
  }
  const c = doc.value;
  if (!game || !c.threadId) throw new Error('an accepted challenge without its game');
  await startGameInThread(
    ctx,
    game,
    c.threadId,
    () => ctx.res.update({ content: challengeText(c), components: [], allowedMentions: { users: [] } }),
    { challengeId },
  );
}

/** The challenge, if `i`'s user may accept it now (open, theirs, no game between the two already). */
async function checkAccept(
  ctx: BotContext,
  i: MessageComponentInteraction,
  challenge: ChallengeRecord | undefined,
  now: number,
): Promise<ChallengeRecord> {
  const c = checkOpen(challenge, now);
  if (i.user.id !== c.challengedId)
    throw new UserError(
      i.user.id === c.challengerId
        ? `Waiting for ${c.names.challenged} to answer.`
        : `This challenge is for ${c.names.challenged}.`,
    );
  // Two challenges between the same players may both be pending: only one game at a time
  // (this challenge's own game, booked by an attempt that failed later, is not another one).
  const together = (await activeGames(ctx.store, c.guildId, c.challengedId)).find(
    (g) => g.opponentId === c.challengerId && g.threadId !== c.threadId,
  );
  if (together) throw new UserError(`You already have a game with ${c.names.challenger}: <#${together.threadId}>.`);
  return c;
}

function checkOpen(c: ChallengeRecord | undefined, now: number): ChallengeRecord {
  if (!c) throw new UserError('This challenge no longer exists.');
  if (c.status !== 'pending') throw new UserError(`This challenge was already ${c.status}.`);
  if (now >= c.expiresAt) throw new UserError('This challenge has expired.');
  return c;
}

async function openThread(
  ctx: BotContext,
  i: MessageComponentInteraction,
  c: ChallengeRecord,
  existingId: string | null,
  members: readonly string[],
) {
  const settings = await getSettings(ctx.store, c.guildId);
  const name = `Abstrac: ${c.names.challenged} vs ${c.names.challenger}`;
  // A thread left by an earlier Accept that failed half-way is reused.
  return openGameThread(ctx, i.message, settings.threads, name, members, existingId);
}

/**
 * The game record of an accepted challenge (an existing one, from an earlier attempt, is kept),
 * booked in the indexes before it is created (createBookedGame), so a stop in between never leaves
 * a game nobody can find.
 */
async function createGame(ctx: BotContext, c: ChallengeRecord, threadId: string, now: number) {
  const { games } = collections(ctx.store);
  const existing = await games.get(threadId);
  if (existing) return existing;
  const game = newGameRecord({
    guildId: c.guildId,
    parentChannelId: c.channelId,
    players: [c.challengedId, c.challengerId],
    names: [c.names.challenged, c.names.challenger],
    variant: c.variant,
    target: c.target,
    deals: c.deals,
    seed: newSeed(),
    now,
    hints: c.hints === true,
  });
  return createBookedGame(ctx, threadId, game);
}

/** Decline by the challenged player, or withdrawal by the challenger. */
export async function declineChallenge(i: MessageComponentInteraction, ctx: HandlerContext, challengeId: string) {
  await ctx.res.defer('update');
  const doc = await collections(ctx.store).challenges.update(challengeId, (cur) => {
    const c = checkOpen(cur?.value, ctx.clock.now());
    if (i.user.id !== c.challengedId && i.user.id !== c.challengerId)
      throw new UserError(`This challenge is for ${c.names.challenged}.`);
    return { ...c, status: 'declined' as const };
  });
  await ctx.res.update({
    content: challengeText(doc.value),
    components: [],
    allowedMentions: { users: [] },
  });
  await setTimers(ctx.store, doc.value.guildId, {
    challenges: { [challengeId]: null },
  });
}

/** Called by the scheduler once a challenge's time is up: mark it and edit its message. */
export async function expireChallenge(ctx: BotContext, challengeId: string): Promise<void> {
  const now = ctx.clock.now();
  let expired = false;
  const doc = await collections(ctx.store).challenges.get(challengeId);
  if (doc?.value.status === 'pending' && now >= doc.value.expiresAt) {
    const saved = await collections(ctx.store).challenges.update(challengeId, (cur) => {
      const c = cur?.value ?? doc.value;
      if (c.status !== 'pending') return c;
      expired = true;
      return { ...c, status: 'expired' as const };
    });
    if (expired && saved.value.messageId) {
      try {
        const channel = await ctx.client.channels.fetch(saved.value.channelId);
        if (channel?.isTextBased()) {
          const message = await channel.messages.fetch(saved.value.messageId);
          await message.edit({ content: challengeText(saved.value), components: [], allowedMentions: { users: [] } });
        }
      } catch (err) {
        // The message or channel is gone: the challenge is expired all the same.
        ctx.logger.warn({ err, challengeId }, 'could not edit an expired challenge');
      }
    }
  }
  if (doc)
    await setTimers(ctx.store, doc.value.guildId, {
      challenges: { [challengeId]: null },
    });
}
