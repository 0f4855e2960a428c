/**
 * /games: every game the caller is in, for every game and every server they share with the bot,
 * their turn first, with links, waits, reminder and forfeit times and away status (listing.ts).
 * Private; usable in a server or in a DM with the bot.
 */
import { SlashCommandBuilder } from 'discord.js';
import type { SlashCommand } from '../src/bot/types.ts';
import { listingLines, turnList } from '../src/session/listing.ts';
import { awayNow, getPlayer } from '../src/session/players.ts';
import { stamp } from '../src/session/text.ts';

export const command: SlashCommand = {
  data: new SlashCommandBuilder()
    .setName('games')
    .setDescription('Your games in every server: your turn first, with links, waits and deadlines')
    .setDMPermission(true),
  defer: 'ephemeral',
  async execute(i, ctx) {
    const [list, me] = await Promise.all([turnList(ctx, i.user.id), getPlayer(ctx.store, i.user.id)]);
    const lines = await listingLines(ctx, list, i.guildId, i.locale);
    const away = awayNow(me, ctx.clock.now());
    const mine = list.filter((g) => g.mine).length;
    const head =
      list.length === 0
        ? "You have no game in progress. Start one with a game's `challenge` or `new` (see `/help`)."
        : `${list.length} game${list.length === 1 ? '' : 's'} in progress, ${mine} waiting for you.`;
    const awayLine = away
      ? `You're away until ${stamp(away.until, 'f')}: no reminders, no forfeits, clocks paused (\`/away off\` to come back).`
      : null;
    const content = [head, ...(awayLine ? [awayLine] : []), ...lines].join('\n').slice(0, 2000);
    await ctx.res.reply({ content, ephemeral: true, allowedMentions: { users: [] } });
  },
};
