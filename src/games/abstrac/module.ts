/**
 * Abstrac as the session layer runs it: its rules (rules.ts, pure), its face in Discord (ui.ts:
 * pictures, controls, narration, the hint and the post-deal analysis), its records (record.ts), the
 * upgrade of stores from before the session layer (legacy.ts) and its worker pool.
 */
import type { GameModule, GameOps } from '../../session/types.ts';
import type { AbstracMove, MatchEvent } from './engine/index.ts';
import { upgradeAbstrac } from './legacy.ts';
import { abstracRecords } from './record.ts';
import { abstracRules } from './rules.ts';
import type { AbstracOptions, AbstracState } from './schema.ts';
import { closeSharedPool, sharedPool } from './solver/index.ts';
import { abstracUi } from './ui.ts';

/** The solver's worker pool (computer moves, hints, analyses), started with the bot and stopped with it; and
 *  the upgrade of Abstrac's records from before the session layer. */
const abstracOps: GameOps = {
  upgrade: upgradeAbstrac,
  warmUp: () => sharedPool().warmUp(),
  close: () => closeSharedPool(),
};

export const abstrac: GameModule<AbstracState, AbstracMove, AbstracOptions, MatchEvent> = {
  ...abstracRules,
  ...abstracUi,
  ...abstracRecords,
  ...abstracOps,
};
