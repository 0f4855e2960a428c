/**
 * /away set days:N and /away off: pause (or resume) your reminders and forfeit clocks in every game
 * of every server (src/session/away.ts). Private answer; usable in a server or a DM with the bot.
 */

import { SlashCommandBuilder } from 'discord.js';
import { anywhere } from '../src/bot/anywhere.ts';
import { slashText } from '../src/bot/command-text.ts';
import type { SlashCommand } from '../src/bot/types.ts';
import { t } from '../src/i18n/index.ts';
import { comeBack, goAway } from '../src/session/away.ts';
import { stamp } from '../src/session/text.ts';

export const command: SlashCommand = {
  data: anywhere(new SlashCommandBuilder())
    .setName('away')
    .setDescription('Pause your reminders and forfeit clocks in all your games for a few days')

    .addSubcommand((s) =>
      s
        .setName('set')
        .setDescription('Be away for some days: no reminders, no forfeits, clocks paused; ends on its own')
        .addIntegerOption((o) =>
          o
            .setName('days')
            .setDescription('How many days (each server caps days per 30)')
            .setRequired(true)
            .setMinValue(1)
            .setMaxValue(30),
        ),
    )
    .addSubcommand((s) => s.setName('off').setDescription("Back now: your games' clocks run again")),
  defer: 'ephemeral',
  async execute(i, ctx) {
    await ctx.res.defer('ephemeral');
    if (i.options.getSubcommand() === 'off') {
      const n = await comeBack(ctx, i.user.id);
      await ctx.res.reply({ content: t(i.locale, 'commands.away.back', { count: n }), ephemeral: true });
      return;
    }
    const { until, games: n } = await goAway(ctx, i.user.id, i.options.getInteger('days', true), i.guildId);
    await ctx.res.reply({
      content: t(i.locale, 'commands.away.set', {
        until: stamp(until, 'f'),
        count: n,
        awayOff: slashText(i.locale, 'away off'),
      }),
      ephemeral: true,
    });
  },
};
