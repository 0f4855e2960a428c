/**
 * Resigning and `status`, for every game. `/<game> resign` works in the game's own thread only and
 * asks first: a private Resign / Keep playing pair of buttons; only the confirmation ends the seat.
 * `/<game> status` is `/games` for this game only, and in a game thread posts the board again if
 * its post was lost.
 */
import {
  ActionRowBuilder,
  ButtonBuilder,
  ButtonStyle,
  type ChatInputCommandInteraction,
  type MessageActionRowComponentBuilder,
} from 'discord.js';
import type { ParsedCustomId } from '../bot/customId.ts';
import { type HandlerContext, type RoutedInteraction, UserError } from '../bot/types.ts';
import { say, t } from '../i18n/index.ts';
import { controlId, parseSession } from './catalog.ts';
import { answerOf, clickOf } from './click.ts';
import { channelGameKeyOf, listingLines, turnList } from './listing.ts';
import { endSeat, ensureBoard } from './moves.ts';
import { isChannelGame, placeOf } from './place.ts';
import { leave, seatOf } from './session.ts';
import { collections } from './store.ts';
import { TEXT } from './text.ts';
import type { AnyGame } from './types.ts';

/** `/<game> resign` in the game's thread: the confirmation, privately. */
export async function askResign(i: ChatInputCommandInteraction, ctx: HandlerContext, game: AnyGame): Promise<void> {
  const key = placeOf(i) === 'channel' ? await channelGameKeyOf(ctx, i.user.id, i.channelId, game) : i.channelId;
  const doc = key === undefined ? undefined : await collections(ctx.store).sessions.get(key);
  if (!doc || doc.value.game !== game.id || key === undefined) throw new UserError(TEXT.notHere(game.id));
  const seat = seatOf(doc.value, i.user.id);
  if (seat === null) throw new UserError(TEXT.notYourGame);
  if (doc.value.status !== 'active') throw new UserError(TEXT.gameOver);
  const id = controlId(game, key, doc.version);
  const others = doc.value.seats.filter((_, n) => n !== seat).map((s) => s.name);
  await ctx.res.reply({
    content: t(i.locale, 'session.resignAsk', { game: game.name, others: others.join(', ') }),
    ephemeral: true,
    components: [
      new ActionRowBuilder<MessageActionRowComponentBuilder>().addComponents(
        new ButtonBuilder()
          .setCustomId(id('resign'))
          .setLabel(t(i.locale, 'session.resignLabel'))
          .setStyle(ButtonStyle.Danger),
        new ButtonBuilder()
          .setCustomId(id('keep'))
          .setLabel(t(i.locale, 'session.keepLabel'))
          .setStyle(ButtonStyle.Secondary),
      ),
    ],
  });
}

/** The confirmation's buttons: resign for real (whatever moved meanwhile), or keep playing. */
export async function confirmResign(
  i: RoutedInteraction,
  ctx: HandlerContext,
  game: AnyGame,
  id: ParsedCustomId,
  confirmed: boolean,
): Promise<void> {
  if (!confirmed) {
    await ctx.res.update({ content: say(i.locale, TEXT.resignCancelled), components: [] });
    return;
  }
  await endSeat(
    ctx.sessions.at(id.gameId),
    (cur) => {
      if (!cur || cur.game !== game.id) throw new UserError(TEXT.noGame);
      const seat = seatOf(cur, i.user.id);
      if (seat === null) throw new UserError(TEXT.notYourGame);
      return leave(game, parseSession(game, cur), seat, 'resigned', ctx.clock.now());
    },
    undefined,
    isChannelGame(id.gameId) ? clickOf(i, ctx) : null,
  );
  await ctx.res.update({ content: say(i.locale, TEXT.resigned), components: [] });
}

/**
 * `/<game> status`: the `/games` listing (listing.ts) filtered to this game; in a game thread, a lost
 * board re-posted first.
 */
export async function showStatus(i: ChatInputCommandInteraction, ctx: HandlerContext, game: AnyGame): Promise<void> {
  if (placeOf(i) === 'channel') return channelStatus(i, ctx, game);
  const reposted = await ensureBoard(ctx.sessions.at(i.channelId)).catch(() => false);
  const lines = await listingLines(ctx, await turnList(ctx, i.user.id, game.id), i.guildId, i.locale);
  if (reposted) lines.unshift(t(i.locale, 'session.reposted'));
  if (lines.length === 0)
    lines.push(t(i.locale, 'session.noGames', { game: game.name, command: `${game.id} ${startVerb(game)}` }));
  await ctx.res.reply({ content: lines.join('\n').slice(0, 2000), ephemeral: true, allowedMentions: { users: [] } });
}

const startVerb = (game: AnyGame) => (game.seats.min <= 2 ? 'challenge' : 'new');

/**
 * `/<game> status` in a DM or group DM: the listing privately, then, as the command's follow-up, the
 * board of the person's game here that a stop (or an expired click) left unposted: the bot cannot post
 * there on its own (place.ts).
 */
async function channelStatus(i: ChatInputCommandInteraction, ctx: HandlerContext, game: AnyGame): Promise<void> {
  const lines = await listingLines(ctx, await turnList(ctx, i.user.id, game.id), i.guildId, i.locale);
  if (lines.length === 0)
    lines.push(t(i.locale, 'session.noGames', { game: game.name, command: `${game.id} ${startVerb(game)}` }));
  await ctx.res.reply({ content: lines.join('\n').slice(0, 2000), ephemeral: true, allowedMentions: { users: [] } });
  const key = await channelGameKeyOf(ctx, i.user.id, i.channelId, game);
  if (key) await ensureBoard(ctx.sessions.at(key), answerOf(i, ctx).followUps);
}
