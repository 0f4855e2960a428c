/**
 * One picture to make, as plain data that crosses to a render worker
 * (structured clone: the models and themes are plain objects), and the
 * synchronous function that makes it: draw onto a pooled canvas, encode as a
 * palette PNG on the theme's fixed palette, give the canvas back. The worker (`worker.ts`) and the
 * in-process fallback (`pool.ts`) both call `runJob`, so a picture is the same
 * bytes wherever it was made.
 */
import type { Canvas } from '@napi-rs/canvas';
import { drawAbstracBoard, LAYOUT_W } from './abstracBoard.ts';
import type { AbstracRenderModel } from './abstracModel.ts';
import { drawAbstracSummary } from './abstracSummary.ts';
import { type AnalysisModel, drawAnalysisTable } from './analysisTable.ts';
import { recycleCanvas } from './canvasPool.ts';
import { encodeIndexedPng } from './png.ts';
import type { Theme } from './theme.ts';
import { themePalette } from './themePalette.ts';

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
  | { kind: 'analysis'; model: AnalysisModel; theme: Theme };

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
  }
}

/** The job's picture as palette PNG bytes. */
export function runJob(job: RenderJob): Buffer {
  const canvas = drawJob(job);
  const png = encodeIndexedPng(canvas, themePalette(job.theme.name));
  recycleCanvas(canvas);
  return png;
}
