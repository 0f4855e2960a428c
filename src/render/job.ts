/**
 * One picture to make, as plain data that crosses to a render worker (structured clone: the models
 * and themes are plain objects), and the functions that make it with a table of drawers by kind:
 * draw onto a pooled canvas, map it onto the theme's fixed palette, give the canvas back
 * (`mapJob`), deflate (`runJob` does both). The drawers are the games' (src/games/render-jobs.ts):
 * this file names no game. The worker (`worker.ts`) may deflate on the thread pool instead
 * (`deflateIndexedAsync`): the same bytes either way.
 */
import type { Canvas } from '@napi-rs/canvas';
import { recycleCanvas } from './canvas-pool.ts';
import { deflateIndexed, type IndexedPicture, mapIndexed } from './png.ts';
import type { Theme } from './theme.ts';
import { themePalette } from './theme-palette.ts';

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

/** A picture to make: its kind names its drawer, which draws `model` in `theme`. */
export interface RenderJob<K extends string = string, M = unknown> {
  kind: K;
  model: M;
  theme: Theme;
  options?: RenderOptions;
  /**
   * No player waits for it (a post-deal analysis table, added to its summary later by an edit):
   * the pool lets other pictures go first for a while (pool.ts).
   */
  background?: boolean;
  /**
   * A private hand: a small picture one player waits for at each step of their turn, often asked
   * for again unchanged (the hand reopened at the next turn shows the cards the last step left).
   * The pool draws it ahead of the larger pictures queued before it and keeps the latest few, to
   * give one again without drawing (pool.ts).
   */
  hand?: boolean;
}

/** Draws one kind of picture. */
export type Drawer<M> = (model: M, theme: Theme, options: RenderOptions) => Canvas;

/** Drawers by job kind (any model: a drawer of a particular model is one of these). */
export type Drawers = Readonly<Record<string, Drawer<never>>>;

/**
 * The jobs `drawers` make, one per kind, each with its drawer's model: what a pool of them is sent.
 * Of drawers of no particular kinds (`Drawers` itself), any job.
 */
export type JobOf<D extends Drawers> = string extends keyof D
  ? RenderJob
  : { [K in keyof D & string]: RenderJob<K, Parameters<D[K]>[0]> }[keyof D & string];

/** The job's picture, not yet encoded (tests measure it; `runJob` encodes it). */
export function drawJob(drawers: Drawers, job: RenderJob): Canvas {
  const draw = Object.hasOwn(drawers, job.kind) ? drawers[job.kind] : undefined;
  if (draw === undefined) throw new Error(`no drawer for pictures of kind ${JSON.stringify(job.kind)}`);
  return draw(job.model as never, job.theme, job.options ?? {});
}

/** The job's picture mapped onto its theme's palette, to deflate; the canvas is back in the pool. */
export function mapJob(drawers: Drawers, job: RenderJob): IndexedPicture {
  const canvas = drawJob(drawers, job);
  try {
    return mapIndexed(canvas, themePalette(job.theme.name));
  } finally {
    recycleCanvas(canvas);
  }
}

/** The job's picture as palette PNG bytes. */
export function runJob(drawers: Drawers, job: RenderJob): Buffer {
  return deflateIndexed(mapJob(drawers, job));
}
