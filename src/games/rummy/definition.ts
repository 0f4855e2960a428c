/** Rummy without Discord (src/games/definition.ts): its records and its computer player. */
import type { GameDefinition } from '../definition.ts';
import { rummyViewSchema, toRecordMove } from './engine/index.ts';
import { replayRecord, rummyRoundPoints } from './engine/record.ts';
import type { RummyMove, RummyView } from './engine/types.ts';
import { rummyMove } from './solver/player.ts';

export const rummyDefinition: GameDefinition = {
  id: 'rummy',
  name: 'Rummy',
  replay: replayRecord,
  roundPoints: rummyRoundPoints,
  player: (level, input, seed) => rummyMove(level, input as RummyView, seed),
  play: { view: rummyViewSchema, notation: (move) => toRecordMove(move as RummyMove) },
};
