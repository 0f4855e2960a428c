/** Rummy's public API: a game of hands to a target or a number of hands, its hands, records and replay. */
export {
  applyHandMove,
  checkMove,
  dealHand,
  handLegalMoves,
  handSize,
  MAX_PLAYERS,
  MIN_PLAYERS,
  STOCK_RUN_OUT_LIMIT,
} from './hand.ts';
export {
  applyMove,
  DEFAULT_TARGET,
  handDeck,
  legalMoves,
  nextDealer,
  outcome,
  resign,
  setup,
  toMove,
  viewFor,
} from './match.ts';
export { findMelds, fitsMeld, isMeld, meldProblem, pipTotal, pipValue, sortMeld } from './melds.ts';
export { makeRecord, replayHand, replayRecord, rummyRecordSchema, toRecordMove } from './record.ts';
export type * from './types.ts';
export { rummyViewSchema } from './view.ts';
