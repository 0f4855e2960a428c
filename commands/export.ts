/** /export: this thread's game as a record file the CLI replays (src/session/export.ts). Private to the asker. */
import { SlashCommandBuilder } from 'discord.js';
import type { SlashCommand } from '../src/bot/types.ts';
import { exportGame } from '../src/session/export.ts';

export const command: SlashCommand = {
  data: new SlashCommandBuilder()
    .setName('export')
    .setDescription("This thread's game as a record file (JSON) the command line replays and draws")
    .setDMPermission(false),
  defer: 'ephemeral',
  execute: (i, ctx) => exportGame(i, ctx),
};
