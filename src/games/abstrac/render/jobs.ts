/**
 * Abstrac's pictures by job kind, as the render workers and the pool's in-process fallback draw
 * them (src/games/render-jobs.ts collects every game's). Boards and summaries are drawn on an
 * 1100 px layout scaled to the asked width.
 */
import { type Drawers, IMAGE_W, type RenderOptions } from '../../../render/job.ts';
import type { Theme } from '../../../render/theme.ts';
import { type AnalysisModel, drawAnalysisTable } from './analysis-table.ts';
import { drawAbstracBoard, LAYOUT_W } from './board.ts';
import type { AbstracRenderModel } from './model.ts';
import { drawAbstracSummary } from './summary.ts';

const scaleFor = (options: RenderOptions) => (options.width ?? IMAGE_W) / LAYOUT_W;

export const ABSTRAC_DRAWERS = {
  board: (model: AbstracRenderModel, theme: Theme, options: RenderOptions) =>
    drawAbstracBoard(model, theme, scaleFor(options)),
  summary: (model: AbstracRenderModel, theme: Theme, options: RenderOptions) =>
    drawAbstracSummary(model, theme, scaleFor(options)),
  analysis: (model: AnalysisModel, theme: Theme) => drawAnalysisTable(model, theme),
} satisfies Drawers;
