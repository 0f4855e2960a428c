/**
 * Threedom as the session layer runs it: its rules (rules.ts, pure), its face in Discord (ui.ts:
 * pictures, narration, private hands, the hint), its records (record.ts) and its worker pool.
 */
import type { GameModule, GameOps } from '../../session/types.ts';
import { closeSharedPool, sharedPool } from '../../solver/pool.ts';
import type { ThreedomEvent, ThreedomMove } from './engine/types.ts';
import { threedomRecords } from './record.ts';
import { threedomRules } from './rules.ts';
import type { ThreedomGameState, ThreedomOptions } from './schema.ts';
import { threedomUi } from './ui.ts';

/** The solver's worker pool, where the computer plays and hints are found: started with the bot, stopped with it. */
const threedomOps: GameOps = { warmUp: () => sharedPool().warmUp(), close: () => closeSharedPool() };

export const threedom: GameModule<ThreedomGameState, ThreedomMove, ThreedomOptions, ThreedomEvent> = {
  ...threedomRules,
  ...threedomUi,
  ...threedomRecords,
  ...threedomOps,
};
