/** Abstrac without Discord (src/games/definition.ts): its records and its computer opponent. */
import type { GameDefinition } from '../definition.ts';
import { abstracRoundPoints, replayAbstracRecord } from './engine/record.ts';
import type { DealState } from './engine/types.ts';
import { chooseMove, LEVELS, type Level } from './solver/opponents.ts';

export const abstracDefinition: GameDefinition = {
  id: 'abstrac',
  name: 'Abstrac',
  replay: replayAbstracRecord,
  roundPoints: abstracRoundPoints,
  // Nothing is hidden in Abstrac: the computer sees the deal's whole state.
  player: (level, input, seed) => {
    if (!(LEVELS as readonly string[]).includes(level)) throw new Error(`unknown Abstrac level ${level}`);
    return chooseMove(level as Level, input as DealState, seed);
  },
};
