/**
 * The Abstrac solver for the rest of the bot: perfect-play values (`solvePosition`),
 * computer opponents (`chooseMove`), post-deal analysis (`analyseDeal`), and the
 * worker pool that runs any of them off the event loop (`*InWorker`, `SolverPool`).
 */

export {
  analyseInWorker,
  chooseMoveInWorker,
  closeSharedPool,
  type PoolOptions,
  playInWorker,
  SolverPool,
  sharedPool,
  solveInWorker,
} from '../../../solver/pool.ts';
export {
  analyseDeal,
  type DealReview,
  describeMove,
  type MoveReview,
} from './analysis.ts';
export { hintText } from './hint.ts';
export { chooseMove, LEVELS, type Level } from './opponents.ts';
export {
  type ChoiceSolution,
  type FinishedSolution,
  positionValue,
  type Solution,
  solvePosition,
  type TakeSolution,
} from './solve.ts';
