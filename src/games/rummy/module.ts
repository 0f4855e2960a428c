/**
 * Rummy as the session layer runs it: its rules (rules.ts, pure), its face in Discord (ui.ts: the
 * table picture, narration, private hands, the hint), its records (record.ts) and its worker pool.
 */
import type { GameModule, GameOps } from '../../session/types.ts';
import { closeSharedPool, sharedPool } from '../../solver/pool.ts';
import type { RummyEvent, RummyMove } from './engine/index.ts';
import { rummyRecords } from './record.ts';
import { rummyRules } from './rules.ts';
import type { RummyGameState, RummyOptions } from './schema.ts';
import { rummyUi } from './ui.ts';

/** The solver's worker pool, where the computer plays and hints are found: started with the bot, stopped with it. */
const rummyOps: GameOps = { warmUp: () => sharedPool().warmUp(), close: () => closeSharedPool() };

export const rummy: GameModule<RummyGameState, RummyMove, RummyOptions, RummyEvent> = {
  ...rummyRules,
  ...rummyUi,
  ...rummyRecords,
  ...rummyOps,
};
