/**
 * Canvases are reused between images (resized when the size differs): a fresh multi-megabyte
 * canvas costs a surface allocation and page faults on every render (about
 * 2 ms of a board's budget here). A canvas is taken for one image and given
 * back as soon as its pixels have been read, before the PNG is compressed;
 * drawing and reading are synchronous, so two renders never share one.
 * `takeCanvas` paints the background over every pixel, so nothing of the
 * previous image survives.
 */
import { type Canvas, createCanvas } from '@napi-rs/canvas';

/** At most this many idle canvases are kept (each about 3–4 MB). */
const MAX_IDLE = 4;
const idle: Canvas[] = [];

/**
 * A canvas of exactly `width` × `height` with an identity transform, every pixel
 * `background` (opaque). Filled here, in device pixels: a layout scaled to a
 * fractional height would leave its last row part-covered, half old picture.
 */
export function takeCanvas(width: number, height: number, background: string): Canvas {
  const index = idle.findIndex((canvas) => canvas.width === width && canvas.height === height);
  const canvas = index >= 0 ? (idle.splice(index, 1)[0] as Canvas) : resized(idle.shift(), width, height);
  const ctx = canvas.getContext('2d');
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.globalAlpha = 1;
  ctx.globalCompositeOperation = 'source-over';
  ctx.fillStyle = background;
  ctx.fillRect(0, 0, width, height);
  return canvas;
}

/**
 * A canvas of another size made this size, or a new one. Boards come in a dozen heights or more:
 * a new canvas per size left the old ones' surfaces to the garbage collector, which does not see
 * their native memory, and the process grew by hundreds of MB; resizing frees the old surface at
 * once (and costs less than a new canvas).
 */
function resized(canvas: Canvas | undefined, width: number, height: number): Canvas {
  if (canvas === undefined) return createCanvas(width, height);
  if (canvas.width !== width) canvas.width = width;
  if (canvas.height !== height) canvas.height = height;
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
