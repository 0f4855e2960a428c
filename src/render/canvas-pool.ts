/**
 * Canvases are reused between images: a fresh multi-megabyte canvas costs a surface allocation
 * and page faults on every render. A canvas is taken for one image and given back as soon as its
 * pixels have been read, before the PNG is compressed; drawing and reading are synchronous, so two
 * renders never share one. `takeCanvas` clears the whole canvas and paints the picture's background
 * over it, so nothing of the previous image survives.
 *
 * A canvas serves any picture of its width that fits in its height: the picture is its top rows,
 * and `pictureSize` says how many (png.ts reads only those). Boards come in two dozen heights, and
 * resizing a canvas to each one gave it a new surface every time (about 1,000 page faults, 2 ms of
 * system time a board). The whole-canvas `clearRect` matters as much: @napi-rs/canvas records the
 * drawing and plays it back when the pixels are read, and without the clear that playback wrote to
 * a newly allocated surface every picture even at an unchanged size (the same page faults, zeroed
 * by the kernel under jemalloc); after it, the surface is reused. Figures: docs/benchmarks.md.
 */
import { type Canvas, createCanvas } from '@napi-rs/canvas';

/**
 * At most this many idle canvases are kept, each 1–11 MB: as tall as the tallest picture of its
 * width it has held. Enough for one of each width the games draw (Abstrac's 1000, Threedom's 760,
 * Rummy's 640, the standings') and a second for a picture drawn while another is out (Threedom's
 * text probe): a render worker draws one picture at a time, so this is about 20 MB a worker.
 */
const MAX_IDLE = 6;
/** A canvas grows in steps of this many rows, so a slightly taller picture rarely resizes it. */
const HEIGHT_STEP = 64;
const idle: Canvas[] = [];

/** The size of the picture on each canvas `takeCanvas` handed out. */
const pictures = new WeakMap<Canvas, { width: number; height: number }>();

/**
 * The size of the picture drawn on `canvas`: for a canvas from `takeCanvas`, its width and the
 * height asked for (the canvas may be taller; the picture is its top rows); for any other canvas,
 * its own size.
 */
export function pictureSize(canvas: Canvas): { width: number; height: number } {
  return pictures.get(canvas) ?? { width: canvas.width, height: canvas.height };
}

/** The picture's pixels (`pictureSize`), RGBA as the canvas stores them (premultiplied), a copy. */
export function picturePixels(canvas: Canvas): Buffer {
  const { width, height } = pictureSize(canvas);
  return canvas.data().subarray(0, width * height * 4);
}

/**
 * A canvas of `width` at least `height` tall, with an identity transform, every pixel of the
 * picture (`width` × `height`, the top rows) `background` (opaque) and the rows below it cleared.
 * Filled here, in device pixels: a layout scaled to a fractional height would leave its last row
 * part-covered, half old picture.
 */
export function takeCanvas(width: number, height: number, background: string): Canvas {
  // A width with no idle canvas gets one of its own while there is room: resizing another width's
  // canvas gave it a new surface, and with the games' pictures interleaved (a Rummy hand, an
  // Abstrac board, a Threedom grid) that was most pictures (1,054 of 1,800 in the mixed bench).
  const canvas = fitting(width, height) ?? resized(idle.length < MAX_IDLE ? undefined : idle.shift(), width, height);
  pictures.set(canvas, { width, height });
  const ctx = canvas.getContext('2d');
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.globalAlpha = 1;
  ctx.globalCompositeOperation = 'source-over';
  // The whole canvas, not only the picture: this lets the next read reuse the canvas's surface.
  ctx.clearRect(0, 0, canvas.width, canvas.height);
  ctx.fillStyle = background;
  ctx.fillRect(0, 0, width, height);
  return canvas;
}

/**
 * An idle canvas of `width`, taken from the idle list: the shortest one at least `height` tall,
 * else the tallest one, grown. Undefined when none has that width.
 */
function fitting(width: number, height: number): Canvas | undefined {
  let best = -1;
  for (let i = 0; i < idle.length; i++) {
    const canvas = idle[i] as Canvas;
    if (canvas.width !== width) continue;
    const current = best >= 0 ? (idle[best] as Canvas) : undefined;
    const fits = canvas.height >= height;
    if (
      current === undefined ||
      (fits && (current.height < height || canvas.height < current.height)) ||
      (!fits && current.height < height && canvas.height > current.height)
    )
      best = i;
  }
  if (best < 0) return undefined;
  const canvas = idle.splice(best, 1)[0] as Canvas;
  return canvas.height >= height ? canvas : resized(canvas, width, height);
}

/**
 * A canvas made `width` wide and at least `height` tall (rounded up to HEIGHT_STEP rows), or a new
 * one. Resizing frees the old surface at once (a new canvas per size left the old ones' surfaces to
 * the garbage collector, which does not see their native memory, and the process grew by hundreds
 * of MB).
 */
function resized(canvas: Canvas | undefined, width: number, height: number): Canvas {
  const rows = Math.max(HEIGHT_STEP, Math.ceil(height / HEIGHT_STEP) * HEIGHT_STEP);
  if (canvas === undefined) return createCanvas(width, rows);
  if (canvas.width !== width) canvas.width = width;
  if (canvas.height !== rows) canvas.height = rows;
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

/** Drops every idle canvas, as a fresh worker starts (for tests). */
export function dropIdleCanvases(): void {
  idle.length = 0;
}
