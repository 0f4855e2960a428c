/**
 * /leaderboard [game] [variant]: this server's standings, best rating first, with the caller's own
 * place when they are not in the top. With no game (and no variant that only one game has), every
 * game's top, one field each. Public, so a channel can see it.
 */
import { EmbedBuilder, SlashCommandBuilder } from 'discord.js';
import { choiceName, slashText } from '../src/bot/command-text.ts';
import { type SlashCommand, UserError } from '../src/bot/types.ts';
import { GAMES } from '../src/games/catalog.ts';
import { ALL_VARIANTS, formatRating, placeOf, type Ranked, standings } from '../src/session/leaderboard.ts';
import type { AnyGame } from '../src/session/types.ts';
import { t } from '../src/i18n/index.ts';
import type { Store } from '../src/store/index.ts';

export const SHOWN = 15;
/** Players per game when every game is shown at once. */
export const SHOWN_EACH = 5;

/** A choice of /leaderboard's options as the reader's client names it, or undefined when it has no such choice. */
const choice = (locale: string | null | undefined, option: string, value: string) =>
  choiceName(locale, `leaderboard ${option}:${value}`);

/** A game's name in `locale` (Rummy is Rommé in German), as the `game` option's choices say it. */
export const gameName = (game: AnyGame, locale?: string | null) => choice(locale, 'game', game.id) ?? game.name;

/** A variant's name in `locale` ("all variants" for every variant together). */
export const variantLabel = (game: AnyGame, v: string, locale?: string | null) =>
  v === ALL_VARIANTS
    ? t(locale, 'commands.leaderboard.allVariants')
    : (choice(locale, 'variant', v) ?? game.variants.find((x) => x.value === v)?.label ?? v);

const line = (locale: string | null | undefined) => (p: Ranked) =>
  t(locale, 'commands.leaderboard.line', {
    rank: p.rank,
    name: p.name,
    count: p.games,
    wins: p.wins,
    losses: p.losses,
    points: p.points,
    rating: formatRating(p),
  });

/** What an empty board says: who to challenge, with the game's command as the reader's client shows it. */
const empty = (locale: string | null | undefined, game: AnyGame) =>
  t(locale, 'commands.leaderboard.empty', { command: slashText(locale, `${game.id} challenge`) });

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
    if (asked && !game) throw new UserError({ key: 'commands.leaderboard.noGame' });
    if (game && variant !== ALL_VARIANTS && !game.variants.some((v) => v.value === variant))
      throw new UserError((locale) =>
        t(locale, 'commands.leaderboard.noVariant', { game: gameName(game, locale), variant }),
      );
    const guildId = i.guildId ?? '';
    // In the asker's language, like every answer to a command, though the board is public.
    const locale = i.locale;
    if (!game) {
      await res.reply({ embeds: [await everyGame(store, guildId, having, variant, i.user.id, locale)] });
      return;
    }
    const [top, mine] = await Promise.all([
      standings(store, guildId, game.id, variant, { limit: SHOWN }),
      placeOf(store, guildId, game.id, variant, i.user.id),
    ]);
    const lines = top.map(line(locale));
    if (mine && mine.standing.rank > SHOWN) lines.push('…', line(locale)(mine.standing));
    const note = t(locale, 'commands.leaderboard.ratingNote');
    const you = mine ? t(locale, 'commands.leaderboard.you', { rank: mine.standing.rank, of: mine.of }) : '';
    const embed = new EmbedBuilder()
      .setTitle(
        t(locale, 'commands.leaderboard.title', {
          game: gameName(game, locale),
          variant: variantLabel(game, variant, locale),
        }),
      )
      .setDescription(lines.length > 0 ? lines.join('\n') : empty(locale, game))
      .setFooter({ text: you ? `${note} ${you}` : note });
    await res.reply({ embeds: [embed] });
  },
};

/** Each game's top SHOWN_EACH on one board (all its variants, or the one asked), the caller's place added. */
async function everyGame(
  store: Store,
  guildId: string,
  games: readonly AnyGame[],
  variant: string,
  userId: string,
  locale: string | null | undefined,
): Promise<EmbedBuilder> {
  const boards = await Promise.all(
    games.map(async (game) => {
      const [top, mine] = await Promise.all([
        standings(store, guildId, game.id, variant, { limit: SHOWN_EACH }),
        placeOf(store, guildId, game.id, variant, userId),
      ]);
      const lines = top.map(line(locale));
      if (mine && mine.standing.rank > SHOWN_EACH) lines.push('…', line(locale)(mine.standing));
      const name = gameName(game, locale);
      return {
        name: variant === ALL_VARIANTS ? name : `${name} · ${variantLabel(game, variant, locale)}`,
        value: (lines.length > 0 ? lines.join('\n') : empty(locale, game)).slice(0, 1024),
      };
    }),
  );
  const oneGame = t(locale, 'commands.leaderboard.oneGame', {
    command: slashText(locale, 'leaderboard game:'),
    shown: SHOWN,
  });
  return new EmbedBuilder()
    .setTitle(t(locale, 'commands.leaderboard.everyTitle'))
    .addFields(boards)
    .setFooter({ text: `${t(locale, 'commands.leaderboard.ratingNote')} ${oneGame}` });
}
