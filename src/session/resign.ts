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
import { controlId, parseSession } from './catalog.ts';
import { listingLines, turnList } from './listing.ts';
import { endSeat, ensureBoard } from './moves.ts';
import { leave, seatOf } from './session.ts';
import { collections } from './store.ts';
import { TEXT } from './text.ts';
import type { AnyGame } from './types.ts';

/** `/<game> resign` in the game's thread: the confirmation, privately. */
export async function askResign(i: ChatInputCommandInteraction, ctx: HandlerContext, game: AnyGame): Promise<void> {
  const doc = await collections(ctx.store).sessions.get(i.channelId);
  if (!doc || doc.value.game !== game.id) throw new UserError(TEXT.notHere(game.id));
  const seat = seatOf(doc.value, i.user.id);
  if (seat === null) throw new UserError(TEXT.notYourGame);
  if (doc.value.status !== 'active') throw new UserError(TEXT.gameOver);
  const id = controlId(game, i.channelId, doc.version);
  const others = doc.value.seats.filter((_, n) => n !== seat).map((s) => s.name);
  await ctx.res.reply({
    content: TEXT.resignAsk(`your ${game.name} game against ${others.join(', ')}`),
    ephemeral: true,
    components: [
      new ActionRowBuilder<MessageActionRowComponentBuilder>().addComponents(
        new ButtonBuilder().setCustomId(id('resign')).setLabel('Resign').setStyle(ButtonStyle.Danger),
        new ButtonBuilder().setCustomId(id('keep')).setLabel('Keep playing').setStyle(ButtonStyle.Secondary),
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
    await ctx.res.update({ content: TEXT.resignCancelled, components: [] });
    return;
  }
  await endSeat(ctx.sessions.at(id.gameId), (cur) => {
    if (!cur || cur.game !== game.id) throw new UserError(TEXT.noGame);
    const seat = seatOf(cur, i.user.id);
    if (seat === null) throw new UserError(TEXT.notYourGame);
    return leave(game, parseSession(game, cur), seat, 'resigned', ctx.clock.now());
  });
  await ctx.res.update({ content: TEXT.resigned, components: [] });
}

/**
 * `/<game> status`: the `/games` listing (listing.ts) filtered to this game; in a game thread, a lost
 * board re-posted first.
 */
export async function showStatus(i: ChatInputCommandInteraction, ctx: HandlerContext, game: AnyGame): Promise<void> {
  const reposted = await ensureBoard(ctx.sessions.at(i.channelId)).catch(() => false);
  const lines = await listingLines(ctx, await turnList(ctx, i.user.id, game.id), i.guildId, i.locale);
  if (reposted) lines.unshift('The latest board was missing here: I posted it again.');
  if (lines.length === 0)
    lines.push(`You have no ${game.name} game in progress. Start one with \`/${game.id} ${startVerb(game)}\`.`);
  await ctx.res.reply({ content: lines.join('\n').slice(0, 2000), ephemeral: true, allowedMentions: { users: [] } });
}

const startVerb = (game: AnyGame) => (game.seats.min <= 2 ? 'challenge' : 'new');
