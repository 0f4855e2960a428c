/**
 * Game records of every game, dispatched on `record.game`. Each game's replay
 * function takes the parsed JSON (unknown, validated by the game) and returns its
 * output object, or `{error}` with a reason a person can read; it never throws
 * for a bad record. A record with `rounds` is a whole game's (src/engine/game-record.ts).
 * The replayers are the games' definitions' (src/games/definitions.ts).
 */
import { isGameRecord, type RoundGame, replayGame } from '../engine/game-record.ts';
import type { ReplayOutput } from './definition.ts';
import { DEFINITIONS } from './definitions.ts';

export type { ReplayOutput } from './definition.ts';
export type Replayer = (record: unknown) => ReplayOutput;

export const REPLAYERS: Readonly<Record<string, Replayer>> = Object.fromEntries(
  DEFINITIONS.map((game) => [game.id, game.replay]),
);

/** How a finished round's output gives each role's points, for whole-game records (src/engine/game-record.ts). */
const ROUND_POINTS: Readonly<Record<string, RoundGame['points']>> = Object.fromEntries(
  DEFINITIONS.map((game) => [game.id, game.roundPoints]),
);

/** Replays one parsed record of any game. */
export function replayRecord(record: unknown): ReplayOutput {
  if (typeof record !== 'object' || record === null || Array.isArray(record)) {
    return { error: 'a record is a JSON object, e.g. {"game":"abstrac",…}' };
  }
  const game = (record as { game?: unknown }).game;
  const known = Object.keys(REPLAYERS).join(', ');
  if (game === undefined) return { error: `game: missing (one of: ${known})` };
  const replay = typeof game === 'string' && Object.hasOwn(REPLAYERS, game) ? REPLAYERS[game] : undefined;
  if (replay === undefined) return { error: `unknown game ${JSON.stringify(game)} (one of: ${known})` };
  const points = ROUND_POINTS[game as string];
  try {
    if (isGameRecord(record) && points) return replayGame(record, { replay, points });
    return replay(record);
  } catch (error) {
    // A throw is a bug in a replayer; still one readable line per record.
    return { error: `internal error replaying this record: ${(error as Error).message}` };
  }
}

/** Replays one line of JSON text (one record); text that is not JSON is a malformed record. */
export function replayText(text: string): ReplayOutput {
  let record: unknown;
  try {
    record = JSON.parse(text);
  } catch (error) {
    return { error: `malformed JSON: ${(error as Error).message}` };
  }
  return replayRecord(record);
}
