/** /takeback: in a two-person game's thread, ask to take back your last turn (src/session/takeback.ts). */
import { SlashCommandBuilder } from 'discord.js';
import type { SlashCommand } from '../src/bot/types.ts';
import { acceptTakeback, askTakeback, declineTakeback } from '../src/session/takeback.ts';

export const command: SlashCommand = {
  data: new SlashCommandBuilder()
    .setName('takeback')
    .setDescription('In your game thread: ask your opponent to let you take back your last turn')
    .setDMPermission(false),
  defer: 'ephemeral',
  execute: (i, ctx) => askTakeback(i, ctx),
  components: {
    yes: { run: (i, ctx, id) => acceptTakeback(i, ctx, id) },
    no: { run: (i, ctx, id) => declineTakeback(i, ctx, id) },
  },
};
