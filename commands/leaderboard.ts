/**
 * /leaderboard [game] [variant]: this server's standings, best rating first: games, wins, losses,
 * points scored and the openskill rating (ordinal, with mu). Public, so a channel can see it.
 */
import { EmbedBuilder, SlashCommandBuilder } from 'discord.js';
import type { SlashCommand } from '../src/bot/types.ts';
import { VARIANTS } from '../src/engine/abstrac/index.ts';
import { ALL_VARIANTS, formatRating, standings } from '../src/games/leaderboard.ts';
import { VARIANT_LABELS } from '../src/render/abstracBoard.ts';

export const GAMES = [{ name: 'Abstrac', value: 'abstrac' }] as const;
export const SHOWN = 15;

export const variantLabel = (v: string) =>
  v === ALL_VARIANTS ? 'all variants' : (VARIANT_LABELS[v as keyof typeof VARIANT_LABELS] ?? v);

export const command: SlashCommand = {
  data: new SlashCommandBuilder()
    .setName('leaderboard')
    .setDescription("This server's standings: games, wins, losses, points and rating")
    .setDMPermission(false)
    .addStringOption((o) =>
      o
        .setName('game')
        .setDescription('Which game (default Abstrac)')
        .addChoices(...GAMES),
    )
    .addStringOption((o) =>
      o
        .setName('variant')
        .setDescription('One variant, or all of them (default)')
        .addChoices(
          { name: 'All variants', value: ALL_VARIANTS },
          ...VARIANTS.map((v) => ({ name: VARIANT_LABELS[v], value: v })),
        ),
    ),
  async execute(i, { store, res }) {
    const game = i.options.getString('game') ?? 'abstrac';
    const variant = i.options.getString('variant') ?? ALL_VARIANTS;
    const board = await standings(store, i.guildId ?? '', game, variant);
    const title = `${GAMES.find((g) => g.value === game)?.name ?? game} · ${variantLabel(variant)}`;
    const lines = board
      .slice(0, SHOWN)
      .map(
        (p) =>
          `**${p.rank}. ${p.name}** · ${p.games} game${p.games === 1 ? '' : 's'}, ${p.wins} W / ${p.losses} L, ${p.points} pts · rating ${formatRating(p)}`,
      );
    const embed = new EmbedBuilder()
      .setTitle(`Leaderboard · ${title}`)
      .setDescription(lines.length > 0 ? lines.join('\n') : 'No finished games yet: `/abstrac challenge` someone!')
      .setFooter({
        text: 'Rating: openskill ordinal (μ − 3σ), rises as results accumulate.',
      });
    await res.reply({ embeds: [embed] });
  },
};
