/**
 * /leaderboard [game] [variant]: this server's standings, best rating first, with the caller's own
 * place when they are not in the top. With no game (and no variant that only one game has), every
 * game's top, one field each. Public, so a channel can see it.
 */
import { EmbedBuilder, SlashCommandBuilder } from 'discord.js';
import { type SlashCommand, UserError } from '../src/bot/types.ts';
import { GAMES } from '../src/games/catalog.ts';
import { ALL_VARIANTS, formatRating, placeOf, type Ranked, standings } from '../src/session/leaderboard.ts';
import type { AnyGame } from '../src/session/types.ts';
import type { Store } from '../src/store/index.ts';

export const SHOWN = 15;
/** Players per game when every game is shown at once. */
export const SHOWN_EACH = 5;

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
        .setDescription('Which game (default: every game)')
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
    const asked = i.options.getString('game');
    const variant = i.options.getString('variant') ?? ALL_VARIANTS;
    const having = variant === ALL_VARIANTS ? GAMES : GAMES.filter((g) => g.variants.some((v) => v.value === variant));
    const game = asked ? GAMES.find((g) => g.id === asked) : having.length === 1 ? having[0] : undefined;
    if (asked && !game) throw new UserError('There is no such game.');
    if (game && variant !== ALL_VARIANTS && !game.variants.some((v) => v.value === variant))
      throw new UserError(`${game.name} has no variant "${variant}".`);
    const guildId = i.guildId ?? '';
    if (!game) {
      await res.reply({ embeds: [await everyGame(store, guildId, having, variant, i.user.id)] });
      return;
    }
    const [top, mine] = await Promise.all([
      standings(store, guildId, game.id, variant, { limit: SHOWN }),
      placeOf(store, guildId, game.id, variant, i.user.id),
    ]);
    const lines = top.map(line);
    if (mine && mine.standing.rank > SHOWN) lines.push('…', line(mine.standing));
    const embed = new EmbedBuilder()
      .setTitle(`Leaderboard · ${game.name} · ${variantLabel(game, variant)}`)
      .setDescription(lines.length > 0 ? lines.join('\n') : `No finished games yet: \`/${game.id} challenge\` someone!`)
      .setFooter({ text: `${RATING_NOTE}${mine ? ` You: #${mine.standing.rank} of ${mine.of}.` : ''}` });
    await res.reply({ embeds: [embed] });
  },
};

const RATING_NOTE = 'Rating: starts at 1,000 and rises as results show skill (a cautious estimate).';

/** Each game's top SHOWN_EACH on one board (all its variants, or the one asked), the caller's place added. */
async function everyGame(
  store: Store,
  guildId: string,
  games: readonly AnyGame[],
  variant: string,
  userId: string,
): Promise<EmbedBuilder> {
  const boards = await Promise.all(
    games.map(async (game) => {
      const [top, mine] = await Promise.all([
        standings(store, guildId, game.id, variant, { limit: SHOWN_EACH }),
        placeOf(store, guildId, game.id, variant, userId),
      ]);
      const lines = top.map(line);
      if (mine && mine.standing.rank > SHOWN_EACH) lines.push('…', line(mine.standing));
      return {
        name: variant === ALL_VARIANTS ? game.name : `${game.name} · ${variantLabel(game, variant)}`,
        value: (lines.length > 0
          ? lines.join('\n')
          : `No finished games yet: \`/${game.id} challenge\` someone!`
        ).slice(0, 1024),
      };
    }),
  );
  return new EmbedBuilder()
    .setTitle('Leaderboard · every game')
    .addFields(boards)
    .setFooter({ text: `${RATING_NOTE} /leaderboard game: shows one game's top ${SHOWN}.` });
}
