/** Threedom's public API: a game to the target, its rounds, records and replay. */
export {
  cardPoints,
  isSet,
  LINE_NAMES,
  LINES,
  PILE_NAMES,
  pileLabel,
  pointsOf,
  topsOf,
} from './grid.ts';
export {
  applyMove,
  DEFAULT_TARGET,
  legalMoves,
  outcome,
  playerOf,
  resign,
  roundDeck,
  seatOf,
  setup,
  toMove,
  viewFor,
} from './match.ts';
export {
  makeRecord,
  replayRecord,
  replayRound,
  threedomRecordSchema,
} from './record.ts';
export {
  applyTurn,
  checkTurn,
  dealRound,
  roundLegalMoves,
  roundPoints,
  STALL_LIMIT,
  setsOnGrid,
} from './round.ts';
export type * from './types.ts';
export { threedomViewSchema } from './view.ts';
