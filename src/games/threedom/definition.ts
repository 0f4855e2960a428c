/** Threedom without Discord (src/games/definition.ts): its records and its computer player. */
import type { GameDefinition } from '../definition.ts';
import { threedomViewSchema } from './engine/index.ts';
import { replayRecord, threedomRoundPoints } from './engine/record.ts';
import type { ThreedomMove } from './engine/types.ts';
import { threedomPlayer } from './solver/player.ts';

export const threedomDefinition: GameDefinition = {
  id: 'threedom',
  name: 'Threedom',
  replay: replayRecord,
  roundPoints: threedomRoundPoints,
  player: threedomPlayer,
  play: {
    view: threedomViewSchema,
    notation: (move) => {
      const { play, on, take } = move as ThreedomMove;
      return { play, on, take };
    },
  },
};
