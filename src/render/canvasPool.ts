/**
 * Canvases are reused between images of the same size: a fresh multi-megabyte
 * canvas costs a surface allocation and page faults on every render (about
 * 2 ms of a board's budget here). A canvas is taken for one image and given
 * back as soon as its pixels have been read, before the PNG is compressed;
 * drawing and reading are synchronous, so two renders never share one.
 * `takeCanvas` paints the background over every pixel, so nothing of the
 * previous image survives.
 */
import { type Canvas, createCanvas } from '@napi-rs/canvas';

/** At most this many idle canvases are kept (each about 3 MB); boards come in a handful of sizes. */
const MAX_IDLE = 6;
const idle: Canvas[] = [];

/**
 * A canvas of exactly `width` × `height` with an identity transform, every pixel
 * `background` (opaque). Filled here, in device pixels: a layout scaled to a
 * fractional height would leave its last row part-covered, half old picture.
 */
export function takeCanvas(width: number, height: number, background: string): Canvas {
  const index = idle.findIndex((canvas) => canvas.width === width && canvas.height === height);
  const canvas = index < 0 ? createCanvas(width, height) : (idle.splice(index, 1)[0] as Canvas);
  const ctx = canvas.getContext('2d');
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.globalAlpha = 1;
  ctx.globalCompositeOperation = 'source-over';
  ctx.fillStyle = background;
  ctx.fillRect(0, 0, width, height);
  return canvas;
}

/** Gives a canvas back once its pixels have been read; the oldest idle one is dropped when full. */
export function recycleCanvas(canvas: Canvas): void {
  if (idle.length >= MAX_IDLE) idle.shift();
  idle.push(canvas);
}

/** How many canvases are idle (for tests). */
export function idleCanvases(): number {
  return idle.length;
}
