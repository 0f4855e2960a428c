/**
 * A game against the computer: `/<game> challenge opponent:@<the bot>` starts at once (the bot
 * always accepts). The person takes seat 0 (the seat a challenge gives the challenged
 * person) and the computer the other seats, its user id the bot's own.
 */

import { UserError } from '../bot/types.ts';
import { SOURCE_LOCALE, t, type Text } from '../i18n/index.ts';
import type { Doc } from '../store/index.ts';
import type { SessionContext } from './context.ts';
import { watchRow } from './controls.ts';
import type { Answer, Asker } from './ports.ts';
import type { SessionRecord } from './records.ts';
import {
  checkCanStart,
  createBookedGame,
  openGameThread,
  openingFailure,
  paceFor,
  startGameInThread,
} from './start.ts';
import { levelName, publicLocale } from './language.ts';
import { channelGameKey, isChannelGame } from './place.ts';
import type { AnyGame } from './types.ts';

/** A computer seat's name, "Computer (strong)", "Computer 2 (strong)", in the language of the game it sits in. */
export const computerName = (level: string, n?: number, locale: string = SOURCE_LOCALE) =>
  n === undefined
    ? t(locale, 'session.computerName', { level: levelName(level, locale) })
    : t(locale, 'session.computerNameN', { n, level: levelName(level, locale) });

export const COMPUTER = {
  none: (game: string): Text => ({ key: 'session.computer.none', vars: { game } }),
  already: (threadId: string): Text => ({ key: 'session.computer.already', vars: { threadId } }),
};

export async function startComputerGame(
  ctx: SessionContext,
  asker: Asker,
  answer: Answer,
  game: AnyGame,
  options: unknown,
  level: string,
): Promise<void> {
  const botId = ctx.sessions.outbox.selfId();
  if (!botId || !game.computer) throw new UserError(COMPUTER.none(game.name));
  const { guildId, settings } = await checkCanStart(ctx, asker, game, [botId], COMPUTER.already);
  const name = asker.name;
  const locale = publicLocale(settings, asker);
  const what = game.describe(options, locale);
  const said = { name, level: levelName(level, locale), what };
  const message = await answer.reply({
    content: t(locale, 'session.computer.opening', said),
    allowedMentions: { users: [] },
  });
  const now = ctx.clock.now();
  let threadId: string;
  let doc: Doc<SessionRecord>;
  try {
    const from = { channelId: asker.channelId, messageId: message.id };
    // Outside a server with the bot, the game lives here, through interactions (place.ts).
    threadId =
      asker.place === 'channel'
        ? channelGameKey(asker.commandId)
        : (
            await openGameThread(
              ctx,
              from,
              settings.threads,
              `${game.name}: ${name} vs ${computerName(level, undefined, locale)}`,
              [asker.userId],
            )
          ).id;
    doc = await createBookedGame(ctx.sessions.at(threadId), game, {
      guildId,
      parentChannelId: asker.channelId,
      seats: [
        { id: asker.userId, name },
        { id: botId, name: computerName(level, undefined, locale), computer: { level } },
      ],
      options,
      now,
      pace: paceFor(asker.pace, settings),
      locale,
    });
  } catch (err) {
    await answer
      .update({ content: t(locale, 'session.computer.failed', { name }), allowedMentions: { users: [] } })
      .catch(() => undefined);
    throw openingFailure(err);
  }
  const inChannel = isChannelGame(threadId);
  await startGameInThread(
    ctx.sessions.at(threadId),
    doc,
    () =>
      answer.update({
        content: inChannel
          ? t(locale, 'session.computer.startedBelow', said)
          : t(locale, 'session.computer.started', { ...said, threadId }),
        components: inChannel ? [] : watchRow(game, threadId, locale),
        allowedMentions: { users: [] },
      }),
    inChannel ? answer.followUps : null,
  );
}
