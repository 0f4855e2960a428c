/**
 * `/export`, for every game: the game of this thread as a whole-game record
 * (docs/records.md, "Game records") that `npm run cli -- replay` reads, as a JSON file only the
 * asker sees. A finished game gives its full record; a running one only what every player and
 * spectator may see (the module's `record` hook with `public`), so it tells nobody a hidden card.
 */

import { AttachmentBuilder, type ChatInputCommandInteraction } from 'discord.js';
import { type HandlerContext, UserError } from '../bot/types.ts';
import type { GameRecord } from '../engine/game-record.ts';
import { say, type Text } from '../i18n/index.ts';
import { parseSession } from './catalog.ts';
import { channelGameKeyOf } from './listing.ts';
import { placeOf } from './place.ts';
import { collections } from './store.ts';
import type { AnyGame, Session } from './types.ts';

export const EXPORT_TEXT = {
  notAGame: { key: 'session.export.notAGame' },
  noRecord: (game: string): Text => ({ key: 'session.export.noRecord', vars: { game } }),
  tooOld: { key: 'session.export.tooOld' },
  finished: (file: string): Text => ({ key: 'session.export.finished', vars: { file } }),
  running: (file: string): Text => ({ key: 'session.export.running', vars: { file } }),
} as const satisfies Record<string, Text | ((...args: never[]) => Text)>;

/** The game record of `session`: full once finished, public (no hidden card) while it runs; null without one. */
export function gameRecord(game: AnyGame, session: Session): GameRecord | null {
  const isPublic = session.status !== 'finished';
  const rounds = game.record?.(session, { public: isPublic }) ?? null;
  if (rounds === null) return null;
  const outcome = session.status === 'finished' ? game.outcome(session.state) : null;
  return {
    game: game.id,
    players: session.seats.map((s) => s.name),
    public: isPublic,
    options: session.options as Record<string, unknown>,
    ended: outcome && { how: outcome.how, places: outcome.places },
    rounds,
  };
}

/** `/export` in a game's thread: the record as a JSON attachment, privately. */
export async function exportGame(i: ChatInputCommandInteraction, ctx: HandlerContext): Promise<void> {
  // In a DM or group DM (place.ts) the game is not the channel: the person's game in progress there.
  const key = placeOf(i) === 'channel' ? await channelGameKeyOf(ctx, i.user.id, i.channelId) : i.channelId;
  const doc = key === undefined ? undefined : await collections(ctx.store).sessions.get(key);
  const game = doc && ctx.games.get(doc.value.game);
  if (!doc || !game) throw new UserError(EXPORT_TEXT.notAGame);
  if (!game.record) throw new UserError(EXPORT_TEXT.noRecord(game.name));
  const session = parseSession(game, doc.value);
  const record = gameRecord(game, session);
  if (record === null) throw new UserError(EXPORT_TEXT.tooOld);
  const file = `${game.id}-${key}${record.public ? '-so-far' : ''}.json`;
  await ctx.res.reply({
    content: say(i.locale, (record.public ? EXPORT_TEXT.running : EXPORT_TEXT.finished)(file)),
    files: [new AttachmentBuilder(Buffer.from(`${JSON.stringify(record)}\n`), { name: file })],
    ephemeral: true,
  });
}
