/**
 * Every game the bot runs, without Discord (src/games/definition.ts): record replay, computer
 * players and the CLI derive their registries from this list. src/games/catalog.ts lists the same
 * games' Discord modules, in the same order (test/games/completeness.test.ts checks both).
 */
import { abstracDefinition } from './abstrac/definition.ts';
import type { GameDefinition } from './definition.ts';
import { rummyDefinition } from './rummy/definition.ts';
import { threedomDefinition } from './threedom/definition.ts';

export const DEFINITIONS: readonly GameDefinition[] = [abstracDefinition, threedomDefinition, rummyDefinition];

/** Each game's definition by id. */
export const DEFINITION_BY_ID: ReadonlyMap<string, GameDefinition> = new Map(DEFINITIONS.map((d) => [d.id, d]));
