/**
 * /games: every game the caller is in, for every game and every server they share with the bot,
 * their turn first, with links, waits, reminder and forfeit times and away status (listing.ts).
 * Private; usable in a server or in a DM with the bot.
 */

import { SlashCommandBuilder } from 'discord.js';
import { anywhere } from '../src/bot/anywhere.ts';
import { commandPartName, slashText } from '../src/bot/command-text.ts';
import type { SlashCommand } from '../src/bot/types.ts';
import { t } from '../src/i18n/index.ts';
import { listingLines, turnList } from '../src/session/listing.ts';
import { awayNow, getPlayer } from '../src/session/players.ts';
import { stamp } from '../src/session/text.ts';

export const command: SlashCommand = {
  data: anywhere(new SlashCommandBuilder())
    .setName('games')
    .setDescription('Your games in every server: your turn first, with links, waits and deadlines')
    .setDMPermission(true),
  defer: 'ephemeral',
  async execute(i, ctx) {
    const [list, me] = await Promise.all([turnList(ctx, i.user.id), getPlayer(ctx.store, i.user.id)]);
    const lines = await listingLines(ctx, list, i.guildId, i.locale);
    const away = awayNow(me, ctx.clock.now());
    const mine = list.filter((g) => g.mine).length;
    const locale = i.locale;
    const head =
      list.length === 0
        ? t(locale, 'commands.games.none', {
            challenge: commandPartName(locale, 'abstrac challenge'),
            new: commandPartName(locale, 'rummy new'),
            help: slashText(locale, 'help'),
          })
        : t(locale, 'commands.games.head', { count: list.length, mine });
    const awayLine = away
      ? t(locale, 'commands.games.away', { until: stamp(away.until, 'f'), awayOff: slashText(locale, 'away off') })
      : null;
    const content = [head, ...(awayLine ? [awayLine] : []), ...lines].join('\n').slice(0, 2000);
    await ctx.res.reply({ content, ephemeral: true, allowedMentions: { users: [] } });
  },
};
