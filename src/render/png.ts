/**
 * PNG encoding of a finished, opaque canvas.
 *
 * Skia's own PNG encoder (`canvas.encode('png')`) spends about ten times longer
 * than drawing does on a board-sized image, and @napi-rs/canvas exposes no
 * compression level or filter choice. Our images are flat colours on an opaque
 * background, which deflate compresses well even at its fastest level and with
 * no row filter, so we write the PNG ourselves: the canvas's RGBA rows copied
 * as they are behind a filter byte (0, none), node's zlib at level 1 (on the
 * libuv thread pool, so the event loop is not blocked) and the three chunks PNG
 * requires. RGBA rows are a plain memory copy; converting to RGB in JavaScript
 * cost more time than deflate saves on the smaller input. Figures: see the
 * renderer's notes and `npm run bench`.
 */
import { promisify } from 'node:util';
import { crc32, deflate, deflateSync } from 'node:zlib';
import type { Canvas } from '@napi-rs/canvas';
import { picturePixels, pictureSize } from './canvas-pool.ts';
import { mapRow } from './colours.ts';
import { paletteOf } from './palette.ts';
import type { ThemePalette } from './theme-palette.ts';

const deflateAsync = promisify(deflate);
const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Deflate level: 1 is fastest; higher levels were measured slower for a few KB less. */
export const PNG_LEVEL = 1;

/**
 * zlib's output chunk: larger than a whole compressed board (~120 KB), so deflate hands back one
 * chunk instead of a round trip to the main thread and a copy per 16 KB (node's default). Measured
 * on a 1000 px board: 8.0 ms of CPU per deflate with 16 KB chunks, 5.5 ms with 256 KB.
 */
const DEFLATE_CHUNK = 256 * 1024;

/**
 * Scanline buffers are reused: a fresh multi-megabyte buffer per image costs
 * page faults. A buffer is taken for one encoding and given back after deflate,
 * so concurrent encodings never share one.
 */
const spare: ArrayBuffer[] = [];

/** A buffer of `size` bytes on an ArrayBuffer of its own (never node's shared small-buffer pool). */
function takeBuffer(size: number): Buffer {
  const index = spare.findIndex((memory) => memory.byteLength >= size);
  const memory = index >= 0 ? (spare.splice(index, 1)[0] as ArrayBuffer) : Buffer.allocUnsafeSlow(size).buffer;
  return Buffer.from(memory, 0, size);
}

function giveBack(buffer: Buffer): void {
  if (spare.length < 2) spare.push(buffer.buffer as ArrayBuffer);
}

/**
 * The picture's pixels (`pictureSize`: a pooled canvas may be taller) as PNG scanlines: a filter
 * byte (0, none), then the RGBA row. The canvas must be opaque (every renderer paints an opaque
 * background first): Skia stores premultiplied alpha, which equals straight alpha only there.
 */
export function scanlines(canvas: Canvas): Buffer {
  const { width, height } = pictureSize(canvas);
  const rgba = canvas.data();
  const row = width * 4;
  const out = takeBuffer((row + 1) * height);
  for (let y = 0; y < height; y++) {
    const at = y * (row + 1);
    out[at] = 0;
    rgba.copy(out, at + 1, y * row, (y + 1) * row);
  }
  return out;
}

/** Writes the chunk `type` with `data` at `at` in `out` (length, type, data, CRC); returns the offset after it. */
function writeChunk(out: Buffer, at: number, type: string, data: Buffer): number {
  out.writeUInt32BE(data.length, at);
  out.write(type, at + 4, 'latin1');
  data.copy(out, at + 8);
  out.writeUInt32BE(crc32(data, crc32(out.subarray(at + 4, at + 8))) >>> 0, at + 8 + data.length);
  return at + 12 + data.length;
}

/**
 * The PNG file around `idat`, written into one buffer (no intermediate copies of the image data):
 * RGBA, or colour type 3 (indexed) when a `plte` (RGB triples) is given.
 */
function assemble(width: number, height: number, idat: Buffer, plte?: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel (or per index)
  header[9] = plte === undefined ? 6 : 3; // colour type: RGBA, or palette
  // compression, filter method and interlace stay 0
  const empty = Buffer.alloc(0);
  const palette = plte === undefined ? 0 : 12 + plte.length;
  const out = Buffer.allocUnsafe(SIGNATURE.length + 12 + header.length + palette + 12 + idat.length + 12);
  SIGNATURE.copy(out, 0);
  let at = writeChunk(out, SIGNATURE.length, 'IHDR', header);
  if (plte !== undefined) at = writeChunk(out, at, 'PLTE', plte);
  at = writeChunk(out, at, 'IDAT', idat);
  writeChunk(out, at, 'IEND', empty);
  return out;
}

/**
 * Deflate levels of palette PNGs: the fast one first, and the picture deflated again at the
 * small one only when it comes out over SIZE_BUDGET. Measured over 240 boards of every variant
 * (CPU ms per deflate, mean KB, boards over 59 KB): level 3 2.5 ms, 52.7 KB, 29 %; level 6 6.2 ms,
 * 44.5 KB, 0.4 %. So 4.3 ms a board on average instead of 6.2, every board within the budget.
 */
export const FAST_LEVEL = 3;
export const INDEXED_LEVEL = 6;
/**
 * A picture mapped onto a theme palette with more runs of equal pixels than this (theme-palette.ts
 * counts them) is deflated at INDEXED_LEVEL straight away: at FAST_LEVEL it would almost always
 * come out over SIZE_BUDGET and be deflated twice. Measured over 480 boards and summaries (both
 * widths, both themes): 184 had more runs, 180 of them over the budget at FAST_LEVEL; 33 pictures
 * over it had fewer (they are deflated twice, as before). About 2 ms saved on two boards in five.
 */
export const BUSY_RUNS = 70_000;
/** A board picture's size budget in bytes (Discord shows it sooner, a phone downloads less). */
export const SIZE_BUDGET = 60_000;

/**
 * Rows read from a canvas at a time. Reading a whole board at once (3.7 MB) left a buffer of that
 * size per picture for the garbage collector, and the process's memory grew with them; strips of
 * 64 rows (256 KB) are reused by the allocator, and cost no more CPU (measured: 1.1 ms a board
 * against 1.3 ms).
 */
const STRIP_ROWS = 64;

/** The picture's pixels mapped onto `palette` into `raw`, read a strip of rows at a time. */
function mapInStrips(canvas: Canvas, palette: ThemePalette, raw: Buffer) {
  const { width, height } = pictureSize(canvas);
  const ctx = canvas.getContext('2d');
  palette.begin();
  for (let y = 0; y < height; y += STRIP_ROWS)
    palette.rows(ctx.getImageData(0, y, width, Math.min(STRIP_ROWS, height - y)).data, width, y, raw);
  return palette.finish(raw);
}

/**
 * A picture mapped onto its palette, not yet deflated: the filter byte and indices of each row
 * (`raw`, a reused buffer, given back by `deflateIndexed` or `deflateIndexedAsync`), the PLTE, and
 * the deflate levels to use.
 */
export interface IndexedPicture {
  width: number;
  height: number;
  raw: Buffer;
  plte: Buffer;
  /** The level to deflate at first. */
  first: number;
  /** Whether a first deflate over SIZE_BUDGET is done again at INDEXED_LEVEL. */
  retry: boolean;
}

/**
 * An opaque canvas mapped onto `palette`, its theme's fixed palette (theme-palette.ts), or else
 * onto a palette of its own (palette.ts: at most 128 colours, chosen from the image's own, exact
 * when it has no more). The canvas is free for the next picture once this returns.
 */
export function mapIndexed(canvas: Canvas, palette?: ThemePalette, level?: number): IndexedPicture {
  const { width, height } = pictureSize(canvas);
  const raw = takeBuffer((width + 1) * height);
  try {
    let plte: Uint8Array;
    let count: number;
    if (palette) ({ plte, count } = mapInStrips(canvas, palette, raw));
    else {
      const own = paletteOf(picturePixels(canvas), width);
      ({ palette: plte, count } = own);
      // Filter 0 (none) on every row: the "sub"/"up" filters made the flat-colour indices larger here.
      for (let y = 0; y < height; y++) {
        const at = y * (width + 1);
        raw[at] = 0;
        mapRow(own.ids, own.of, y * width, (y + 1) * width, raw, at + 1);
      }
    }
    const first = level ?? (palette && palette.runs > BUSY_RUNS ? INDEXED_LEVEL : FAST_LEVEL);
    return {
      width,
      height,
      raw,
      plte: Buffer.from(plte.buffer, plte.byteOffset, count * 3),
      first,
      retry: level === undefined && first === FAST_LEVEL,
    };
  } catch (error) {
    giveBack(raw);
    throw error;
  }
}

/** Whether `idat`, deflated at the first level, is to be deflated again at INDEXED_LEVEL. */
const again = (picture: IndexedPicture, idat: Buffer) =>
  // The PLTE and the other chunks add 3 bytes an entry and 57 in all.
  picture.retry && idat.length + picture.plte.length + 57 > SIZE_BUDGET;

const deflateOptions = (level: number) => ({ level, chunkSize: DEFLATE_CHUNK });

/** The PNG of a mapped picture, deflated on this thread; its buffer is given back. */
export function deflateIndexed(picture: IndexedPicture): Buffer {
  try {
    let idat = deflateSync(picture.raw, deflateOptions(picture.first));
    if (again(picture, idat)) idat = deflateSync(picture.raw, deflateOptions(INDEXED_LEVEL));
    return assemble(picture.width, picture.height, idat, picture.plte);
  } finally {
    giveBack(picture.raw);
  }
}

/**
 * The same bytes, deflated on the libuv thread pool: the calling thread (a render worker) is free
 * to draw the next picture meanwhile.
 */
export async function deflateIndexedAsync(picture: IndexedPicture): Promise<Buffer> {
  try {
    let idat = await deflateAsync(picture.raw, deflateOptions(picture.first));
    if (again(picture, idat)) idat = await deflateAsync(picture.raw, deflateOptions(INDEXED_LEVEL));
    return assemble(picture.width, picture.height, idat, picture.plte);
  } finally {
    giveBack(picture.raw);
  }
}

/**
 * An opaque canvas as a palette PNG (`mapIndexed`), deflated at `level`, or by default at
 * FAST_LEVEL, then again at INDEXED_LEVEL if that is over SIZE_BUDGET (at INDEXED_LEVEL at once
 * for a busy picture on a theme palette: BUSY_RUNS). Synchronous: call it in a worker.
 */
export function encodeIndexedPng(canvas: Canvas, palette?: ThemePalette, level?: number): Buffer {
  return deflateIndexed(mapIndexed(canvas, palette, level));
}

/**
 * Encodes an opaque canvas as PNG bytes, deflating off the main thread.
 * `pixelsRead` is called as soon as the pixels have been copied out (before
 * compression): the canvas is free for the next image from then on.
 */
export async function encodePng(
  canvas: Canvas,
  level = PNG_LEVEL,
  pixelsRead?: (canvas: Canvas) => void,
): Promise<Buffer> {
  const { width, height } = pictureSize(canvas);
  const raw = scanlines(canvas);
  pixelsRead?.(canvas);
  try {
    return assemble(width, height, await deflateAsync(raw, { level, chunkSize: DEFLATE_CHUNK }));
  } finally {
    giveBack(raw);
  }
}

/** The same, synchronously (scripts, benchmarks). */
export function encodePngSync(canvas: Canvas, level = PNG_LEVEL): Buffer {
  const { width, height } = pictureSize(canvas);
  const raw = scanlines(canvas);
  try {
    return assemble(width, height, deflateSync(raw, { level, chunkSize: DEFLATE_CHUNK }));
  } finally {
    giveBack(raw);
  }
}
