/**
 * The games the bot runs, as the session layer sees them: looked up by id from the context
 * (`ctx.games`, built from src/games/catalog.ts at start-up, or a test's own list), so that nothing in this
 * folder imports a particular game.
 */
import type { z } from 'zod';
import { makeCustomId } from '../bot/customId.ts';
import type { BotContext } from '../bot/types.ts';
import { InvalidRecordError } from '../store/index.ts';
import type { SessionRecord } from './records.ts';
import type { AnyGame, AnyRules, ControlId, Session } from './types.ts';

export function catalogGame(ctx: Pick<BotContext, 'games'>, id: string): AnyGame {
  const game = ctx.games.get(id);
  if (!game) throw new InvalidRecordError(`a stored game of "${id}", which this bot does not run`);
  return game;
}

/** The session with its options and state checked by the game's own schemas (a bad one is an InvalidRecordError). */
export function parseSession(game: AnyRules, record: SessionRecord): Session {
  const state = check(game.stateSchema, record.state);
  const options = check(game.optionsSchema, record.options);
  if (!state.success || !options.success)
    throw new InvalidRecordError(
      `a stored ${game.id} game does not parse: ${state.error?.message ?? options.error?.message}`,
    );
  return { ...record, state: state.data, options: options.data };
}

/**
 * What each schema made of an object it passed, by that object and by what it made (which passes
 * as itself): a move parses the record it read, and the steps after it (saving, posting, the next
 * turn) see the same objects again. States and options are never changed in place (engines return
 * new ones), so an object that passed once passes again.
 */
const passed = new WeakMap<z.ZodType, WeakMap<object, unknown>>();

function check<T>(schema: z.ZodType<T>, value: unknown): z.ZodSafeParseResult<T> {
  const known = typeof value === 'object' && value !== null ? passed.get(schema)?.get(value) : undefined;
  if (known !== undefined) return { success: true, data: known as T };
  const result = schema.safeParse(value);
  if (result.success) {
    if (typeof value === 'object' && value !== null) remember(schema, value, result.data);
    if (typeof result.data === 'object' && result.data !== null) remember(schema, result.data, result.data);
  }
  return result;
}

function remember(schema: z.ZodType, from: object, made: unknown): void {
  let seen = passed.get(schema);
  if (!seen) {
    seen = new WeakMap();
    passed.set(schema, seen);
  }
  seen.set(from, made);
}

/**
 * Marks a state the game's engine made (a move applied to a parsed state) as passing its schema,
 * so that it is not checked again on its way to the store and to the board.
 */
export function madeByEngine(game: AnyRules, state: unknown): void {
  if (typeof state === 'object' && state !== null) remember(game.stateSchema, state, state);
}

/** Control ids of `game` for one thread and version. */
export function controlId(game: AnyGame, threadId: string, version: number): ControlId {
  return (action, args = []) => makeCustomId({ namespace: game.id, action, gameId: threadId, version, args });
}
