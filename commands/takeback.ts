/** /takeback: in a two-person game's thread, ask to take back your last turn (src/session/takeback.ts). */
import { SlashCommandBuilder } from 'discord.js';
import type { ParsedCustomId } from '../src/bot/customId.ts';
import type { RoutedInteraction, SlashCommand } from '../src/bot/types.ts';
import { answerOf } from '../src/session/click.ts';
import { acceptTakeback, askTakeback, declineTakeback, type TakebackClick } from '../src/session/takeback.ts';

const clicked = (i: RoutedInteraction, id: ParsedCustomId): TakebackClick => ({
  userId: i.user.id,
  guildId: i.guildId,
  threadId: id.gameId,
  version: id.version,
});

export const command: SlashCommand = {
  data: new SlashCommandBuilder()
    .setName('takeback')
    .setDescription('In your game thread: ask your opponent to let you take back your last turn')
    .setDMPermission(false),
  defer: 'ephemeral',
  execute: (i, ctx) =>
    askTakeback(ctx, { userId: i.user.id, threadId: i.channelId, requestId: i.id }, answerOf(i, ctx)),
  components: {
    yes: { run: (i, ctx, id) => acceptTakeback(ctx, clicked(i, id), answerOf(i, ctx)) },
    no: { run: (i, ctx, id) => declineTakeback(ctx, clicked(i, id), answerOf(i, ctx)) },
  },
};
