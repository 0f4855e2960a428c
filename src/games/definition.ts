/**
 * What the rest of the program knows of a game without Discord: one object per game
 * (`src/games/<game>/definition.ts`), listed in src/games/definitions.ts. Every registry that used
 * to be kept by hand (record replayers and round points, computer players, the CLI's `play`) is
 * derived from that list, so adding a game is its folder and a line there (and one in
 * src/games/catalog.ts for its Discord module, whose `definition` is this object).
 *
 * Pure: a definition imports its engine and its computer players, never Discord, pictures or the
 * store, since the solver's worker threads and the CLI load every game's.
 */
import type { z } from 'zod';
import type { RoundGame } from '../engine/game-record.ts';

export type ReplayOutput = Record<string, unknown>;

/** A computer player as the solver's worker threads run it: what its seat may know in, a move out. */
export type ComputerPlayer = (level: string, input: unknown, seed: number) => unknown;

export interface GameDefinition {
  /** The game's id: its stored sessions' `game`, its records' `game`, its slash command's name. */
  id: string;
  /** Its name as players read it (the heading of its section in docs/rules.md). */
  name: string;
  /**
   * One round's record (or a whole deal's) replayed: the output object, or `{error}` with a reason a
   * person can read; never throws for a bad record.
   */
  replay(record: unknown): ReplayOutput;
  /** A finished round's points for each role, for whole-game records (src/engine/game-record.ts). */
  roundPoints: RoundGame['points'];
  /** Its computer player, run in the solver's worker threads (`playInWorker`). */
  player: ComputerPlayer;
  /**
   * For `cli play`, where the computer plays from a seat's view: the view's schema and the move in
   * the records' notation (a game whose computer sees the whole state has none).
   */
  play?: {
    view: z.ZodType<{ seat: number | string; toMove: number | string | null }>;
    notation(move: unknown): unknown;
  };
}
