/**
 * One picture to make, as plain data that crosses to a render worker
 * (structured clone: the models and themes are plain objects), and the
 * functions that make it: draw onto a pooled canvas, map it onto the theme's fixed palette, give
 * the canvas back (`mapJob`), deflate (`runJob` does both). The worker (`worker.ts`) may deflate
 * on the thread pool instead (`deflateIndexedAsync`): the same bytes either way.
 */
import type { Canvas } from '@napi-rs/canvas';
import { drawAbstracBoard, LAYOUT_W } from '../games/abstrac/render/board.ts';
import type { AbstracRenderModel } from '../games/abstrac/render/model.ts';
import { drawAbstracSummary } from '../games/abstrac/render/summary.ts';
import { type AnalysisModel, drawAnalysisTable } from '../games/abstrac/render/analysis-table.ts';
import { recycleCanvas } from './canvas-pool.ts';
import type { SuitedCard } from '../cards/card.ts';
import { deflateIndexed, type IndexedPicture, mapIndexed } from './png.ts';
import { drawRummyHand, drawRummySummary, type RummySummaryModel } from '../games/rummy/render/hand.ts';
import { drawRummyTable, type RummyTableModel } from '../games/rummy/render/table.ts';
import type { Theme } from './theme.ts';
import { themePalette } from './theme-palette.ts';
import { drawThreedomGrid, drawThreedomHand, drawThreedomSummary } from '../games/threedom/render/grid.ts';
import type { ThreedomGridModel, ThreedomHandModel, ThreedomSummaryModel } from '../games/threedom/render/model.ts';

/** The default image width: within the 1000–1200 px a phone preview reads well at, and cheaper to encode than 1100. */
export const IMAGE_W = 1000;

export interface RenderOptions {
  /**
   * Image width in pixels (default IMAGE_W); the height follows the layout. The
   * 1100 px layout is scaled, sprites made at their device size so they stay
   * crisp; encoding time and bytes fall with the pixel count.
   */
  width?: number;
}

export type RenderJob =
  | { kind: 'board'; model: AbstracRenderModel; theme: Theme; options: RenderOptions }
  | { kind: 'summary'; model: AbstracRenderModel; theme: Theme; options: RenderOptions }
  | { kind: 'analysis'; model: AnalysisModel; theme: Theme }
  | { kind: 'threedom-grid'; model: ThreedomGridModel; theme: Theme }
  | { kind: 'threedom-summary'; model: ThreedomSummaryModel; theme: Theme }
  | { kind: 'threedom-hand'; model: ThreedomHandModel; theme: Theme }
  | { kind: 'rummy-table'; model: RummyTableModel; theme: Theme }
  | { kind: 'rummy-hand'; model: { cards: SuitedCard[]; taken: SuitedCard | null }; theme: Theme }
  | { kind: 'rummy-summary'; model: RummySummaryModel; theme: Theme };

const scaleFor = (options: RenderOptions) => (options.width ?? IMAGE_W) / LAYOUT_W;

/** The job's picture, not yet encoded (tests measure it; `runJob` encodes it). */
export function drawJob(job: RenderJob): Canvas {
  switch (job.kind) {
    case 'board':
      return drawAbstracBoard(job.model, job.theme, scaleFor(job.options));
    case 'summary':
      return drawAbstracSummary(job.model, job.theme, scaleFor(job.options));
    case 'analysis':
      return drawAnalysisTable(job.model, job.theme);
    case 'threedom-grid':
      return drawThreedomGrid(job.model, job.theme);
    case 'threedom-summary':
      return drawThreedomSummary(job.model, job.theme);
    case 'threedom-hand':
      return drawThreedomHand(job.model, job.theme);
    case 'rummy-table':
      return drawRummyTable(job.model, job.theme);
    case 'rummy-hand':
      return drawRummyHand(job.model.cards, job.theme, job.model.taken);
    case 'rummy-summary':
      return drawRummySummary(job.model, job.theme);
  }
}

/** The job's picture mapped onto its theme's palette, to deflate; the canvas is back in the pool. */
export function mapJob(job: RenderJob): IndexedPicture {
  const canvas = drawJob(job);
  try {
    return mapIndexed(canvas, themePalette(job.theme.name));
  } finally {
    recycleCanvas(canvas);
  }
}

/** The job's picture as palette PNG bytes. */
export function runJob(job: RenderJob): Buffer {
  return deflateIndexed(mapJob(job));
}
