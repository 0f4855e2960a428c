/** /stats [user]: one player's record on this server, per variant, with rank and rating. Private to the asker. */
import { EmbedBuilder, SlashCommandBuilder } from 'discord.js';
import type { SlashCommand } from '../src/bot/types.ts';
import { VARIANTS } from '../src/engine/abstrac/index.ts';
import { computerStats } from '../src/games/abstrac/computer.ts';
import { activeGames } from '../src/games/abstrac/store.ts';
import { formatRating, playerStats } from '../src/games/leaderboard.ts';
import { variantLabel } from './leaderboard.ts';

export const command: SlashCommand = {
  data: new SlashCommandBuilder()
    .setName('stats')
    .setDescription("A player's record on this server (yours by default)")
    .setDMPermission(false)
    .addUserOption((o) => o.setName('user').setDescription('Whose record')),
  defer: 'ephemeral',
  async execute(i, { store, res }) {
    const user = i.options.getUser('user') ?? i.user;
    const guildId = i.guildId ?? '';
    const rows = await playerStats(store, guildId, 'abstrac', VARIANTS, user.id);
    const playing = (await activeGames(store, guildId, user.id)).length;
    const name = rows[0]?.standing.name ?? user.globalName ?? user.username;
    const lines = rows.map(
      ({ variant, standing: p, of }) =>
        `**Abstrac · ${variantLabel(variant)}**: #${p.rank} of ${of} · ${p.games} played, ${p.wins} W / ${p.losses} L · ${p.points} pts · rating ${formatRating(p)}`,
    );
    // Games against the computer stay off the ratings: their record is its own line per level.
    lines.push(...(await computerStats(store, guildId, user.id)));
    if (lines.length === 0) lines.push('No finished games on this server yet.');
    lines.push(`Games in progress: ${playing}.`);
    const embed = new EmbedBuilder().setTitle(`Stats · ${name}`).setDescription(lines.join('\n'));
    await res.reply({
      embeds: [embed],
      ephemeral: true,
      allowedMentions: { users: [] },
    });
  },
};
