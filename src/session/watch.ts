/**
 * Spectators: 👀 **Watch** on the message in the channel that says where a game is on adds whoever
 * presses it to the game's thread (Discord's thread members), and says so privately. In a server
 * whose games get private threads this is allowed too: whoever can see the channel the button is in
 * may watch (the invitation and the players' names were public there already). A spectator sees what
 * the thread shows, never a hand: Your hand, moves, hints and take-backs refuse anyone not seated.
 */
import type { ParsedCustomId } from '../bot/customId.ts';
import { type HandlerContext, type RoutedInteraction, UserError } from '../bot/types.ts';
import { collections } from './store.ts';
import { TEXT } from './text.ts';
import type { AnyGame } from './types.ts';

export const WATCH = {
  playing: (threadId: string) => `You're playing in this game: <#${threadId}>.`,
  over: (threadId: string) => `This game is over: <#${threadId}> keeps its record.`,
  watching: (threadId: string) =>
    `👀 You're watching <#${threadId}> now: you see the board and every move, never a player's hand. Leave the thread to stop.`,
} as const;

export async function watchGame(i: RoutedInteraction, ctx: HandlerContext, game: AnyGame, id: ParsedCustomId) {
  await ctx.res.defer('ephemeral');
  const threadId = id.gameId;
  const session = (await collections(ctx.store).sessions.get(threadId))?.value;
  if (!session || session.game !== game.id) throw new UserError(TEXT.noGame);
  if (session.seats.some((s) => s.id === i.user.id && !s.computer)) throw new UserError(WATCH.playing(threadId));
  if (session.status !== 'active') throw new UserError(WATCH.over(threadId));
  const thread = await ctx.client.channels.fetch(threadId).catch(() => null);
  if (!thread?.isThread()) throw new UserError(TEXT.noGame);
  await thread.members.add(i.user.id);
  await ctx.res.reply({ content: WATCH.watching(threadId), ephemeral: true });
}
