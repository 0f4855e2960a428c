/**
 * Threedom's pictures by job kind, as the render workers and the pool's in-process fallback draw
 * them (src/games/render-jobs.ts collects every game's).
 */
import type { Drawers } from '../../../render/job.ts';
import { drawThreedomGrid, drawThreedomHand, drawThreedomSummary } from './grid.ts';

export const THREEDOM_DRAWERS = {
  'threedom-grid': drawThreedomGrid,
  'threedom-summary': drawThreedomSummary,
  'threedom-hand': drawThreedomHand,
} satisfies Drawers;
