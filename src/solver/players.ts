/**
 * The computer players of games other than Abstrac, run in the solver's worker threads
 * (`playInWorker(game, level, input, seed)` in pool.ts): each takes what its seat may know (the
 * game's own view of the state, never the hidden cards), a level and a seed, and returns a move.
 * Pure functions of their arguments, so a decision is reproducible and never sees what it must not.
 */
import type { RummyView } from '../games/rummy/engine/types.ts';
import { rummyMove } from '../games/rummy/solver/player.ts';
import { threedomPlayer } from '../games/threedom/solver/player.ts';

export type ComputerPlayer = (level: string, input: unknown, seed: number) => unknown;

export const PLAYERS: Record<string, ComputerPlayer> = {
  threedom: threedomPlayer,
  rummy: (level, input, seed) => rummyMove(level, input as RummyView, seed),
};
