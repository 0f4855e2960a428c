/**
 * A game against the computer: `/<game> challenge opponent:@<the bot>` starts at once (the bot
 * always accepts). The person takes seat 0 (the seat a challenge gives the challenged
 * person) and the computer the other seats, its user id the bot's own.
 */

import { UserError } from '../bot/types.ts';
import { t } from '../i18n/index.ts';
import type { Doc } from '../store/index.ts';
import type { SessionContext } from './context.ts';
import { watchRow } from './controls.ts';
import { publicLocale } from './language.ts';
import { channelGameKey, isChannelGame } from './place.ts';
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
import type { AnyGame } from './types.ts';

export const computerName = (level: string, n?: number) => `Computer${n === undefined ? '' : ` ${n}`} (${level})`;

export async function startComputerGame(
  ctx: SessionContext,
  asker: Asker,
  answer: Answer,
  game: AnyGame,
  options: unknown,
  level: string,
): Promise<void> {
  const botId = ctx.sessions.outbox.selfId();
  if (!botId || !game.computer) throw new UserError(`${game.name} has no computer opponent.`);
  const { guildId, settings } = await checkCanStart(
    ctx,
    asker,
    game,
    [botId],
    (threadId) => `You already have a game against the computer: <#${threadId}>. Finish or resign it first.`,
  );
  const name = asker.name;
  const what = game.describe(options, publicLocale(settings, asker));
  const message = await answer.reply({
    content: `${name} takes on the computer (${level}) at ${what}: opening the game…`,
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
            await openGameThread(ctx, from, settings.threads, `${game.name}: ${name} vs ${computerName(level)}`, [
              asker.userId,
            ])
          ).id;
    doc = await createBookedGame(ctx.sessions.at(threadId), game, {
      guildId,
      parentChannelId: asker.channelId,
      seats: [
        { id: asker.userId, name },
        { id: botId, name: computerName(level), computer: { level } },
      ],
      options,
      now,
      pace: paceFor(asker.pace, settings),
      locale: publicLocale(settings, asker),
    });
  } catch (err) {
    await answer
      .update({ content: `${name}'s game against the computer could not be opened.`, allowedMentions: { users: [] } })
      .catch(() => undefined);
    throw openingFailure(err);
  }
  const inChannel = isChannelGame(threadId);
  await startGameInThread(
    ctx.sessions.at(threadId),
    doc,
    () =>
      answer.update({
        content: `${name} is playing the computer (${level}) at ${what}: ${inChannel ? t(publicLocale(settings, asker), 'place.onBelow') : `the game is on in <#${threadId}>.`}`,
        components: inChannel ? [] : watchRow(game, threadId),
        allowedMentions: { users: [] },
      }),
    inChannel ? answer.followUps : null,
  );
}
