/**
 * Private hands, for games with hidden hands: a **Your hand** button on the board shows the player
 * who presses it (and nobody else) their cards as a picture with their own controls, in an
 * ephemeral message that each step of their turn updates in place. The step so far travels in the
 * controls' ids (positions in the hand, never card names, so no private card reaches a log line),
 * so a hand keeps working after a restart. A control from an earlier state of the game is refused
 * with a reason; a finished step becomes a move through the same pipeline as a public control.
 */
import { MessageFlags } from 'discord.js';
import type { ParsedCustomId } from '../bot/customId.ts';
import { type HandlerContext, type RoutedInteraction, UserError } from '../bot/types.ts';
import { themeNamed } from '../render/theme.ts';
import { seatCard } from './card.ts';
import { controlId, parseSession } from './catalog.ts';
import { clickOf } from './click.ts';
import { handleMove } from './moves.ts';
import { seatOf } from './session.ts';
import { getSettings } from './settings.ts';
import { collections } from './store.ts';
import { TEXT } from './text.ts';
import type { AnyGame, Session } from './types.ts';

async function load(ctx: HandlerContext, game: AnyGame, id: ParsedCustomId, userId: string) {
  const doc = await collections(ctx.store).sessions.get(id.gameId);
  if (!doc || doc.value.game !== game.id) throw new UserError(TEXT.noGame);
  const session = parseSession(game, doc.value);
  const seat = seatOf(session, userId);
  if (seat === null) throw new UserError(TEXT.notSeated);
  if (session.status !== 'active') throw new UserError(TEXT.gameOver);
  return { doc, session, seat };
}

async function view(
  ctx: HandlerContext,
  game: AnyGame,
  session: Session,
  threadId: string,
  version: number,
  seat: number,
  draft: readonly string[],
  /** The viewer's language: a hand is shown to its player alone. */
  locale: string,
) {
  if (!game.hand) throw new UserError(TEXT.noHand);
  const settings = await getSettings(ctx.store, session.guildId);
  const theme = themeNamed(settings.deck === 'four-colour' ? 'fourColour' : 'classic');
  const hand = await game.hand.view(
    { session, locale, version, theme, id: controlId(game, threadId, version) },
    seat,
    draft,
  );
  // A hand is a card in its seat's colour, the colour the board turns when it is this seat's turn.
  return { ...hand, card: seatCard(seat) };
}

/** The **Your hand** button: the presser's own hand, privately. */
export async function showHand(i: RoutedInteraction, ctx: HandlerContext, game: AnyGame, id: ParsedCustomId) {
  await ctx.res.defer('ephemeral');
  const { doc, session, seat } = await load(ctx, game, id, i.user.id);
  const first = (await game.hand?.firstDraft?.(ctx.store, i.user.id).catch(() => [])) ?? [];
  const hand = await view(ctx, game, session, id.gameId, doc.version, seat, first, i.locale);
  await ctx.res.reply({ ...hand, ephemeral: true, allowedMentions: { users: [] } });
}

/** A control of a private hand: the next step shown in place, or the finished turn played. */
export async function handAction(i: RoutedInteraction, ctx: HandlerContext, game: AnyGame, id: ParsedCustomId) {
  // A hand's step updates the message it is on: only ever a private hand, never the public board.
  if (!i.isMessageComponent() || !i.message.flags.has(MessageFlags.Ephemeral)) throw new UserError(TEXT.notOnHand);
  const { doc, session, seat } = await load(ctx, game, id, i.user.id);
  if (doc.version !== id.version) throw new UserError(TEXT.staleHand);
  const values = i.isStringSelectMenu() ? i.values : [];
  const step = game.hand?.step(session, seat, id.args, values);
  if (!step) throw new UserError(TEXT.noHand);
  if ('refuse' in step) throw new UserError(step.refuse);
  if ('draft' in step) {
    await game.hand?.remember?.(ctx.store, i.user.id, step.draft);
    const hand = await view(ctx, game, session, id.gameId, doc.version, seat, step.draft, i.locale);
    await ctx.res.update({ ...hand, allowedMentions: { users: [] } });
    return;
  }
  const next = step.next;
  await handleMove(
    clickOf(i, ctx),
    ctx,
    game,
    id,
    step.move,
    next && ((saved, version) => view(ctx, game, saved, id.gameId, version, seat, next, i.locale)),
  );
}
