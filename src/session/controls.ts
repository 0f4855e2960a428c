/**
 * Buttons of the session layer that sit outside a board: 👀 **Watch** on the message in the channel
 * that says where a game is on (`<game>:watch:<thread>:0`), and 🔁 **Rematch** on a finished game's
 * result (`<game>:rematch:<thread>:0`). Both act on the thread named in their id, whatever its
 * version, so they never go stale; their handlers are src/session/watch.ts and src/session/rematch.ts.
 */
import { ActionRowBuilder, ButtonBuilder, ButtonStyle, type MessageActionRowComponentBuilder } from 'discord.js';
import { makeCustomId } from '../bot/customId.ts';
import { t } from '../i18n/index.ts';
import { controlId } from './catalog.ts';
import type { AnyGame, Rows } from './types.ts';

function row(game: AnyGame, threadId: string, action: string, label: string, emoji: string): Rows {
  return [
    new ActionRowBuilder<MessageActionRowComponentBuilder>().addComponents(
      new ButtonBuilder()
        .setCustomId(makeCustomId({ namespace: game.id, action, gameId: threadId, version: 0 }))
        .setLabel(label)
        .setEmoji(emoji)
        .setStyle(ButtonStyle.Secondary),
    ),
  ];
}

const STYLES = {
  primary: ButtonStyle.Primary,
  secondary: ButtonStyle.Secondary,
  success: ButtonStyle.Success,
} as const;

/** A row of plain buttons (an invitation's Accept / Decline, a lobby's, a take-back's). */
export function buttonRow(
  buttons: readonly { customId: string; label: string; style: keyof typeof STYLES }[],
): ActionRowBuilder<MessageActionRowComponentBuilder> {
  return new ActionRowBuilder<MessageActionRowComponentBuilder>().addComponents(
    buttons.map((b) => new ButtonBuilder().setCustomId(b.customId).setLabel(b.label).setStyle(STYLES[b.style])),
  );
}

/** 👀 Watch: anyone who sees the channel joins the game's thread as a spectator (labelled in the game's language). */
export const watchRow = (game: AnyGame, threadId: string, locale: string): Rows =>
  row(game, threadId, 'watch', t(locale, 'session.watchLabel'), '👀');

/** 🔁 Rematch: a player of the finished game asks for the next one. */
export const rematchRow = (game: AnyGame, threadId: string, locale: string): Rows =>
  row(game, threadId, 'rematch', t(locale, 'session.rematchLabel'), '🔁');

/** The **Your hand** button every board of a game with private hands carries, for any seated player. */
export function handRow(game: AnyGame, threadId: string, version: number, locale: string) {
  return new ActionRowBuilder<MessageActionRowComponentBuilder>().addComponents(
    new ButtonBuilder()
      .setCustomId(controlId(game, threadId, version)('hand'))
      .setLabel(t(locale, 'session.handLabel'))
      .setEmoji('🂠')
      .setStyle(ButtonStyle.Primary),
  );
}
