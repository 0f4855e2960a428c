/**
 * An animated GIF of PNG frames (`cli render --gif`), encoded by gifenc (see docs/architecture.md, dependencies):
 * each frame is drawn onto one canvas the size of the largest (smaller ones top-left on the theme's
 * background), reduced to its own palette of 256 colours, and shown for `delayMs` (the last one
 * longer, so a looping viewer pauses on the result). Loops for ever.
 */
import { createRequire } from 'node:module';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import type gifencModule from 'gifenc';

/** gifenc is CommonJS; required as such, it is the same object under node, tsx and vitest alike. */
const gifenc = createRequire(import.meta.url)('gifenc') as typeof gifencModule;

export interface GifOptions {
  background: string;
  delayMs: number;
  lastDelayMs: number;
}

export async function encodeGif(pngs: readonly Buffer[], opts: GifOptions): Promise<Buffer> {
  const images = await Promise.all(pngs.map((png) => loadImage(png)));
  const width = Math.max(1, ...images.map((i) => i.width));
  const height = Math.max(1, ...images.map((i) => i.height));
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  const gif = gifenc.GIFEncoder();
  for (const [n, image] of images.entries()) {
    ctx.fillStyle = opts.background;
    ctx.fillRect(0, 0, width, height);
    ctx.drawImage(image, 0, 0);
    const { data } = ctx.getImageData(0, 0, width, height);
    const palette = gifenc.quantize(data, 256);
    const delay = n === images.length - 1 ? opts.lastDelayMs : opts.delayMs;
    gif.writeFrame(gifenc.applyPalette(data, palette), width, height, { palette, delay, repeat: 0 });
  }
  gif.finish();
  return Buffer.from(gif.bytes());
}
