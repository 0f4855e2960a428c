/** Messages between `pool.ts` and `worker.ts` (structured-cloned plain objects). */
import type { DealState } from '../games/abstrac/engine/types.ts';
import type { Level } from '../games/abstrac/solver/opponents.ts';

export type SolverRequest =
  | { id: number; kind: 'ping' }
  | { id: number; kind: 'solve'; state: DealState }
  | { id: number; kind: 'choose'; level: Level; state: DealState; seed: number }
  | { id: number; kind: 'analyse'; state: DealState }
  /** Another game's computer player (src/solver/players.ts): `input` is what its seat may know. */
  | { id: number; kind: 'play'; game: string; level: string; input: unknown; seed: number };

export type SolverResponse = { id: number; ok: true; result: unknown } | { id: number; ok: false; error: string };
