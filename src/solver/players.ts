/**
 * The computer players of every game, from the games' definitions (src/games/definitions.ts), run
 * in the solver's worker threads (`playInWorker(game, level, input, seed)` in pool.ts): each takes what its seat may know (the
 * game's own view of the state, never the hidden cards), a level and a seed, and returns a move.
 * Pure functions of their arguments, so a decision is reproducible and never sees what it must not.
 */
import type { ComputerPlayer } from '../games/definition.ts';
import { DEFINITIONS } from '../games/definitions.ts';

export type { ComputerPlayer } from '../games/definition.ts';

export const PLAYERS: Readonly<Record<string, ComputerPlayer>> = Object.fromEntries(
  DEFINITIONS.map((game) => [game.id, game.player]),
);
