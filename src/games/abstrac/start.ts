/**
 * What starting a game has in common, whether against a person (Accept on a challenge) or the
 * computer (at once): the checks before a challenge, the goal's wording, the player's display name,
 * the game's thread, the game's creation (`createBookedGame`) and the tail once it is saved
 * (`startGameInThread`).
 *
 * The order of a start: book the game in the indexes (its timer, both players' active entries),
 * then create its record, then book it again, announce it and post its first board. Booking first
 * means a failure or a stop at any point leaves nothing unreachable: before the record exists the
 * entries point at nothing (readers check the game itself: activeGames drops them, the scheduler
 * clears the timer, and the player can simply start again); once it exists it is already listed, so
 * `/abstrac status` shows it, the scheduler reminds, and resumeGames (at the next start) posts a first
 * board that was never posted. The booking after creation is what makes the dropping of entries
 * safe: an entry dropped while its game was being created is written back.
 */
import {
  ChannelType,
  type ChatInputCommandInteraction,
  type Message,
  RESTJSONErrorCodes,
  ThreadAutoArchiveDuration,
  type ThreadChannel,
} from 'discord.js';
import { describeMissing, missingPermissionNames, requiredThreadPermissions } from '../../bot/permissions.ts';
import { type BotContext, UserError } from '../../bot/types.ts';
import { type Doc, StoreError } from '../../store/index.ts';
import { type GuildSettings, getSettings, HOUR_MS } from '../settings.ts';
import { publish, STORE_DOWN } from './flow.ts';
import type { GameRecord } from './records.ts';
import { activeGames, collections, setActive, setTimers } from './store.ts';

/** "to 500", "3 deals", "to 300 or 5 deals". */
export function describeGoal(c: { target: number | null; deals: number | null }): string {
  if (c.deals !== null && c.target !== null) return `to ${c.target} or ${c.deals} deals`;
  if (c.deals !== null) return `${c.deals} deal${c.deals === 1 ? '' : 's'}`;
  return `to ${c.target ?? 500}`;
}

/** The name the server shows for the interaction's user. */
export function displayName(i: { user: { globalName: string | null; username: string }; member?: unknown }): string {
  const m = i.member as { displayName?: string; nick?: string | null } | null | undefined;
  return m?.displayName ?? m?.nick ?? i.user.globalName ?? i.user.username;
}

/**
 * The checks before a challenge to `opponentId` (a person or the bot): a server text channel, the
 * bot's permissions there, no game already between the two (`already` words the refusal).
 */
export async function checkCanStart(
  i: ChatInputCommandInteraction,
  ctx: BotContext,
  opponentId: string,
  already: (threadId: string) => string,
): Promise<{ guildId: string; settings: GuildSettings }> {
  const guildId = i.guildId;
  if (!guildId) throw new UserError('Challenges work in a server channel.');
  if (i.channel?.isThread()) throw new UserError('Start a challenge in a text channel: each game gets its own thread.');
  const settings = await getSettings(ctx.store, guildId);
  const missing = missingPermissionNames(i.appPermissions, requiredThreadPermissions(false, settings.threads));
  if (missing.length > 0)
    throw new UserError(
      describeMissing(missing, i.channel && 'name' in i.channel ? (i.channel.name ?? undefined) : undefined),
    );
  const together = (await activeGames(ctx.store, guildId, i.user.id)).find((g) => g.opponentId === opponentId);
  if (together) throw new UserError(already(together.threadId));
  return { guildId, settings };
}

/**
 * The game's thread with `members` added: a thread from `message` (the one it already has, after a
 * failed attempt), or a private thread in its channel. `existingId` (a thread opened by an earlier
 * attempt) is reused, so a retry never opens a second private thread.
 */
export async function openGameThread(
  ctx: BotContext,
  message: Message,
  kind: 'public' | 'private',
  name: string,
  members: readonly string[],
  existingId: string | null = null,
): Promise<ThreadChannel> {
  const options = { name: name.slice(0, 100), autoArchiveDuration: ThreadAutoArchiveDuration.OneWeek };
  let thread: ThreadChannel | null = null;
  if (existingId) {
    const found = await ctx.client.channels.fetch(existingId).catch(() => null);
    if (found?.isThread()) thread = found;
  }
  if (!thread && kind === 'private') {
    const parent = await ctx.client.channels.fetch(message.channelId);
    if (!parent || parent.type !== ChannelType.GuildText) throw new UserError('This channel cannot hold game threads.');
    thread = await parent.threads.create({ ...options, type: ChannelType.PrivateThread, invitable: false });
  }
  thread ??= message.thread ?? (await message.startThread(options));
  for (const id of members) await thread.members.add(id);
  return thread;
}

/** What the indexes need of a game: its guild, its players and when it was created. */
type Booking = Pick<GameRecord, 'guildId' | 'players' | 'createdAt'>;

/**
 * A new game in the indexes: its timer (and, with `challengeId`, the challenge's cleared) and both
 * players' active entries. Idempotent: a start books the game before creating it and again after
 * (see the file comment), and Accept books it before marking the challenge accepted.
 */
export async function bookGame(
  ctx: BotContext,
  game: Doc<GameRecord>,
  threadId: string,
  challengeId?: string,
): Promise<void> {
  await book(ctx, game.value, threadId, challengeId);
}

async function book(ctx: BotContext, game: Booking, threadId: string, challengeId?: string): Promise<void> {
  const { guildId, players } = game;
  await setTimers(ctx.store, guildId, {
    ...(challengeId ? { challenges: { [challengeId]: null } } : {}),
    // First looked at within the hour, then as the scheduler says (so settings changed meanwhile apply).
    games: { [threadId]: game.createdAt + HOUR_MS },
  });
  await setActive(ctx.store, guildId, players, threadId);
}

/**
 * Creates the game of `threadId`, booked in the indexes first (see the file comment): a failure or a
 * stop between the two writes leaves entries pointing at nothing, never a game nobody can find.
 * The caller then calls startGameInThread, which books it again now that it exists.
 */
export async function createBookedGame(ctx: BotContext, threadId: string, game: GameRecord): Promise<Doc<GameRecord>> {
  await book(ctx, game, threadId);
  return collections(ctx.store).games.create(threadId, game);
}

/**
 * Once the game is saved: its timer and both players' active entries first (again: see the file
 * comment), then `announce` (the edit of the challenge message: a failure there is logged, not
 * fatal), then the first board.
 */
export async function startGameInThread(
  ctx: BotContext,
  game: Doc<GameRecord>,
  threadId: string,
  announce: () => Promise<unknown>,
  clear: { challengeId?: string } = {},
): Promise<void> {
  await bookGame(ctx, game, threadId, clear.challengeId);
  await announce().catch((err) => ctx.logger.warn({ err, threadId }, 'could not say where the game is'));
  await publish(ctx, threadId, game);
}

/**
 * What a player is told when opening a game's thread or saving the new game failed: a permission
 * Discord refused, or the store down, in words (`hint` closes the permission sentence); anything
 * else is returned as it is.
 */
export function openingFailure(err: unknown, hint = ''): unknown {
  if ((err as { code?: unknown }).code === RESTJSONErrorCodes.MissingPermissions)
    return new UserError(
      `I can't open the game's thread here: I'm missing a permission to create threads or post in them.${hint}`,
    );
  if (err instanceof StoreError) return new UserError(STORE_DOWN);
  return err;
}
