/** /export: this thread's game as a record file the CLI replays (src/session/export.ts). Private to the asker. */

import { SlashCommandBuilder } from 'discord.js';
import { anywhere } from '../src/bot/anywhere.ts';
import type { SlashCommand } from '../src/bot/types.ts';
import { exportGame } from '../src/session/export.ts';

export const command: SlashCommand = {
  data: anywhere(new SlashCommandBuilder())
    .setName('export')
    .setDescription("This thread's game as a record file (JSON) the command line replays and draws"),
  defer: 'ephemeral',
  execute: (i, ctx) => exportGame(i, ctx),
};
