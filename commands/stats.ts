/** /stats [user]: one player's record on this server, for every game, with place and rating. Private to the asker. */

import { EmbedBuilder, SlashCommandBuilder } from 'discord.js';
import { anywhere } from '../src/bot/anywhere.ts';
import type { SlashCommand } from '../src/bot/types.ts';
import { GAMES } from '../src/games/catalog.ts';
import { t } from '../src/i18n/index.ts';
import { computerStats } from '../src/session/computer-records.ts';
import { ALL_VARIANTS, formatRating, playerStats } from '../src/session/leaderboard.ts';
import { activeGames } from '../src/session/listing.ts';
import { CHANNEL_GUILD, placeOf } from '../src/session/place.ts';
import type { AnyGame } from '../src/session/types.ts';
import { gameName, variantLabel } from './leaderboard.ts';

export const command: SlashCommand = {
  // Also outside servers: there it is the record of the games played outside servers (place.ts).
  data: anywhere(new SlashCommandBuilder())
    .setName('stats')
    .setDescription("A player's record on this server (yours by default)")
    .addUserOption((o) => o.setName('user').setDescription('Whose record')),
  defer: 'ephemeral',
  async execute(i, ctx) {
    const { store, res } = ctx;
    const locale = i.locale;
    const user = i.options.getUser('user') ?? i.user;
    const outside = placeOf(i) === 'channel';
    const guildId = outside ? CHANNEL_GUILD : (i.guildId ?? '');
    const lines: string[] = outside ? [t(locale, 'place.stats')] : [];
    let name: string | undefined;
    for (const game of GAMES) {
      const rows = await playerStats(
        store,
        guildId,
        game.id,
        game.variants.map((v) => v.value),
        user.id,
      );
      name ??= rows[0]?.standing.name;
      const shown = gameName(game, locale);
      for (const { variant, standing: p, of } of shownRows(game, rows))
        lines.push(
          t(locale, 'commands.stats.line', {
            board: variant ? `${shown} · ${variantLabel(game, variant, locale)}` : shown,
            rank: p.rank,
            of,
            count: p.games,
            wins: p.wins,
            losses: p.losses,
            points: p.points,
            rating: formatRating(p),
          }),
        );
      // Games against the computer stay off the ratings: their record is its own line per level.
      lines.push(...(await computerStats(store, guildId, game.id, user.id, i.locale)).map((l) => `**${shown}** ${l}`));
    }
    if (lines.length === (outside ? 1 : 0)) lines.push(t(locale, 'commands.stats.none'));
    lines.push(t(locale, 'commands.stats.inProgress', { number: (await activeGames(ctx, guildId, user.id)).length }));
    const embed = new EmbedBuilder()
      .setTitle(t(locale, 'commands.stats.title', { name: name ?? user.globalName ?? user.username }))
      .setDescription(lines.join('\n').slice(0, 4000));
    await res.reply({ embeds: [embed], ephemeral: true, allowedMentions: { users: [] } });
  },
};

/**
 * A game of one variant has two identical boards (the variant's and all variants'): one line, named
 * by the game alone. A game of several shows every board the player is on, all variants first.
 */
function shownRows<R extends { variant: string }>(
  game: AnyGame,
  rows: readonly R[],
): (R | (Omit<R, 'variant'> & { variant: null }))[] {
  if (game.variants.length > 1) return [...rows];
  const one = rows.find((r) => r.variant === ALL_VARIANTS) ?? rows[0];
  return one ? [{ ...one, variant: null }] : [];
}
