/**
 * Golden-image comparison: decode both PNGs with @napi-rs/canvas and count the
 * pixels where any channel differs by more than a small tolerance (antialiasing
 * may differ slightly between CPUs). `UPDATE_GOLDEN=1` rewrites the references.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { encodePngSync } from '../../src/render/png.ts';

export const GOLDEN_DIR = fileURLToPath(new URL('../golden/', import.meta.url));
export const UPDATE = process.env.UPDATE_GOLDEN === '1';

/** A channel difference at or below this is the same pixel. */
const CHANNEL_TOLERANCE = 24;
/** At most this share of pixels may differ. */
const PIXEL_SHARE = 0.0005;

export async function decode(png: Buffer): Promise<{ width: number; height: number; data: Uint8ClampedArray }> {
  const image = await loadImage(png);
  const canvas = createCanvas(image.width, image.height);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(image, 0, 0);
  return { width: image.width, height: image.height, data: ctx.getImageData(0, 0, image.width, image.height).data };
}

export function countDifferentPixels(a: Uint8ClampedArray, b: Uint8ClampedArray): number {
  const wordsA = new Uint32Array(a.buffer, a.byteOffset, a.length / 4);
  const wordsB = new Uint32Array(b.buffer, b.byteOffset, b.length / 4);
  let different = 0;
  for (let p = 0; p < wordsA.length; p++) {
    if (wordsA[p] === wordsB[p]) continue; // the common case: identical pixels
    const i = p * 4;
    for (let c = 0; c < 4; c++) {
      if (Math.abs((a[i + c] as number) - (b[i + c] as number)) > CHANNEL_TOLERANCE) {
        different++;
        break;
      }
    }
  }
  return different;
}

/**
 * How close a PNG decodes to the exact RGBA pixels it encodes: PSNR over the RGB channels (dB) and
 * the share of pixels with any channel off by more than 24 (the golden tests' tolerance).
 */
export async function quality(png: Buffer, exact: Buffer): Promise<{ psnr: number; off: number }> {
  const ours = (await decode(png)).data;
  let squares = 0;
  let off = 0;
  for (let p = 0; p < exact.length; p += 4) {
    let worst = 0;
    for (let c = 0; c < 3; c++) {
      const d = (ours[p + c] ?? 0) - (exact[p + c] ?? 0);
      squares += d * d;
      worst = Math.max(worst, Math.abs(d));
    }
    if (worst > CHANNEL_TOLERANCE) off++;
  }
  const pixels = exact.length / 4;
  return { psnr: 10 * Math.log10((255 * 255) / (squares / (pixels * 3))), off: off / pixels };
}

/** The same pixels at deflate's best compression: references are stored, so keep them small. */
async function recompress(png: Buffer): Promise<Buffer> {
  const image = await loadImage(png);
  const canvas = createCanvas(image.width, image.height);
  canvas.getContext('2d').drawImage(image, 0, 0);
  return encodePngSync(canvas, 9);
}

/** Compares `png` with `test/golden/<name>.png`; returns a failure message, or null when it matches. */
export async function compareGolden(name: string, png: Buffer): Promise<string | null> {
  const path = join(GOLDEN_DIR, `${name}.png`);
  if (UPDATE || !existsSync(path)) {
    if (!UPDATE) return `no golden image ${path}: run with UPDATE_GOLDEN=1 to create it`;
    mkdirSync(GOLDEN_DIR, { recursive: true });
    writeFileSync(path, await recompress(png));
    return null;
  }
  const [actual, expected] = await Promise.all([decode(png), decode(readFileSync(path))]);
  const keep = () => {
    const out = join(tmpdir(), `golden-actual-${name}.png`);
    writeFileSync(out, png);
    return out;
  };
  if (actual.width !== expected.width || actual.height !== expected.height) {
    return `${name}: ${actual.width}×${actual.height}, golden ${expected.width}×${expected.height} (actual: ${keep()})`;
  }
  const different = countDifferentPixels(actual.data, expected.data);
  const allowed = Math.floor(actual.width * actual.height * PIXEL_SHARE);
  if (different > allowed) return `${name}: ${different} pixels differ (allowed ${allowed}); actual: ${keep()}`;
  return null;
}
