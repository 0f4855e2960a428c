/**
 * A game against the computer: `/<game> challenge opponent:@<the bot>` starts at once (the bot
 * always accepts). The person takes seat 0 (the seat a challenge gives the challenged
 * person) and the computer the other seats, its user id the bot's own.
 */
import type { ChatInputCommandInteraction, ThreadChannel } from 'discord.js';
import { type HandlerContext, UserError } from '../bot/types.ts';
import type { Doc } from '../store/index.ts';
import { watchRow } from './controls.ts';
import type { SessionRecord } from './records.ts';
import {
  checkCanStart,
  createBookedGame,
  displayName,
  openGameThread,
  openingFailure,
  startGameInThread,
} from './start.ts';
import type { AnyGame } from './types.ts';

export const computerName = (level: string, n?: number) => `Computer${n === undefined ? '' : ` ${n}`} (${level})`;

export async function startComputerGame(
  i: ChatInputCommandInteraction,
  ctx: HandlerContext,
  game: AnyGame,
  options: unknown,
  level: string,
): Promise<void> {
  const botId = ctx.client.user?.id;
  if (!botId || !game.computer) throw new UserError(`${game.name} has no computer opponent.`);
  const { guildId, settings } = await checkCanStart(
    i,
    ctx,
    game,
    [botId],
    (threadId) => `You already have a game against the computer: <#${threadId}>. Finish or resign it first.`,
  );
  const name = displayName(i);
  const what = game.describe(options);
  await ctx.res.reply({
    content: `${name} takes on the computer (${level}) at ${what}: opening the game…`,
    allowedMentions: { users: [] },
  });
  const message = await i.fetchReply();
  const now = ctx.clock.now();
  let thread: ThreadChannel;
  let doc: Doc<SessionRecord>;
  try {
    thread = await openGameThread(ctx, message, settings.threads, `${game.name}: ${name} vs ${computerName(level)}`, [
      i.user.id,
    ]);
    doc = await createBookedGame(ctx, game, thread.id, {
      guildId,
      parentChannelId: i.channelId,
      seats: [
        { id: i.user.id, name },
        { id: botId, name: computerName(level), computer: { level } },
      ],
      options,
      now,
    });
  } catch (err) {
    await ctx.res
      .update({ content: `${name}'s game against the computer could not be opened.`, allowedMentions: { users: [] } })
      .catch(() => undefined);
    throw openingFailure(err);
  }
  const threadId = thread.id;
  await startGameInThread(ctx, doc, threadId, () =>
    ctx.res.update({
      content: `${name} is playing the computer (${level}) at ${what}: the game is on in <#${threadId}>.`,
      components: watchRow(game, threadId),
      allowedMentions: { users: [] },
    }),
  );
}
