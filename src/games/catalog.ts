/**
 * The games the bot runs, as the session layer sees them: looked up by id from the context
 * (`ctx.games`, built from src/catalog.ts at start-up, or a test's own list), so that nothing in this
 * folder imports a particular game.
 */
import { makeCustomId } from '../bot/customId.ts';
import type { BotContext } from '../bot/types.ts';
import { InvalidRecordError } from '../store/index.ts';
import type { SessionRecord } from './records.ts';
import type { AnyGame, ControlId, Session } from './types.ts';

export function catalogGame(ctx: Pick<BotContext, 'games'>, id: string): AnyGame {
  const game = ctx.games.get(id);
  if (!game) throw new InvalidRecordError(`a stored game of "${id}", which this bot does not run`);
  return game;
}

/** The session with its options and state checked by the game's own schemas (a bad one is an InvalidRecordError). */
export function parseSession(game: AnyGame, record: SessionRecord): Session {
  const state = game.stateSchema.safeParse(record.state);
  const options = game.optionsSchema.safeParse(record.options);
  if (!state.success || !options.success)
    throw new InvalidRecordError(
      `a stored ${game.id} game does not parse: ${state.error?.message ?? options.error?.message}`,
    );
  return { ...record, state: state.data, options: options.data };
}

/** Control ids of `game` for one thread and version. */
export function controlId(game: AnyGame, threadId: string, version: number): ControlId {
  return (action, args = []) => makeCustomId({ namespace: game.id, action, gameId: threadId, version, args });
}
