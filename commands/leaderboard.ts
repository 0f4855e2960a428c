/**
 * /leaderboard [game] [variant]: this server's standings for any game, best rating first, with the
 * caller's own place when they are not in the top. Public, so a channel can see it.
 */
import { EmbedBuilder, SlashCommandBuilder } from 'discord.js';
import { type SlashCommand, UserError } from '../src/bot/types.ts';
import { GAMES } from '../src/catalog.ts';
import { ALL_VARIANTS, formatRating, placeOf, type Ranked, standings } from '../src/games/leaderboard.ts';
import type { AnyGame } from '../src/games/types.ts';

export const SHOWN = 15;

export const variantLabel = (game: AnyGame, v: string) =>
  v === ALL_VARIANTS ? 'all variants' : (game.variants.find((x) => x.value === v)?.label ?? v);

const line = (p: Ranked) =>
  `**${p.rank}. ${p.name}** · ${p.games} game${p.games === 1 ? '' : 's'}, ${p.wins} W / ${p.losses} L, ${p.points} pts · rating ${formatRating(p)}`;

const variantChoices = [...new Map(GAMES.flatMap((g) => g.variants).map((v) => [v.value, v])).values()];

export const command: SlashCommand = {
  data: new SlashCommandBuilder()
    .setName('leaderboard')
    .setDescription("This server's standings: games, wins, losses, points and rating")
    .setDMPermission(false)
    .addStringOption((o) =>
      o
        .setName('game')
        .setDescription(`Which game (default ${GAMES[0]?.name})`)
        .addChoices(...GAMES.map((g) => ({ name: g.name, value: g.id }))),
    )
    .addStringOption((o) =>
      o
        .setName('variant')
        .setDescription('One variant, or all of them (default)')
        .addChoices(
          { name: 'All variants', value: ALL_VARIANTS },
          ...variantChoices.map((v) => ({ name: v.label, value: v.value })),
        ),
    ),
  async execute(i, { store, res }) {
    const game = GAMES.find((g) => g.id === (i.options.getString('game') ?? GAMES[0]?.id));
    if (!game) throw new UserError('There is no such game.');
    const variant = i.options.getString('variant') ?? ALL_VARIANTS;
    if (variant !== ALL_VARIANTS && !game.variants.some((v) => v.value === variant))
      throw new UserError(`${game.name} has no variant "${variant}".`);
    const guildId = i.guildId ?? '';
    const [top, mine] = await Promise.all([
      standings(store, guildId, game.id, variant, { limit: SHOWN }),
      placeOf(store, guildId, game.id, variant, i.user.id),
    ]);
    const lines = top.map(line);
    if (mine && mine.standing.rank > SHOWN) lines.push('…', line(mine.standing));
    const embed = new EmbedBuilder()
      .setTitle(`Leaderboard · ${game.name} · ${variantLabel(game, variant)}`)
      .setDescription(lines.length > 0 ? lines.join('\n') : `No finished games yet: \`/${game.id} challenge\` someone!`)
      .setFooter({
        text: `Rating: starts at 1,000 and rises as results show skill (a cautious estimate).${mine ? ` You: #${mine.standing.rank} of ${mine.of}.` : ''}`,
      });
    await res.reply({ embeds: [embed] });
  },
};
