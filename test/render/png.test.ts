/**
 * The PNG encoder: its output decodes (with Skia's decoder) to exactly the pixels
 * Skia's own encoder stores, every chunk's CRC is right, and the header says RGBA.
 * The palette encoder: exact for few colours, a valid indexed PNG. And the card-sprite
 * cache and canvas reuse the renderers rely on (in-process, as a render worker draws).
 */
import { crc32, deflateSync, inflateSync } from 'node:zlib';
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import type { AbstracRenderModel } from '../../src/games/abstrac/render/model.ts';
import {
  dropIdleCanvases,
  idleCanvases,
  picturePixels,
  pictureSize,
  recycleCanvas,
  takeCanvas,
} from '../../src/render/canvas-pool.ts';
import { clearSprites, spriteCount } from '../../src/render/cards.ts';
import { drawJob, mapJob, runJob } from '../../src/render/job.ts';
import { GAME_DRAWERS, type GameRenderJob } from '../../src/games/render-jobs.ts';
import {
  BUSY_RUNS,
  deflateIndexedAsync,
  encodeIndexedPng,
  encodePng,
  encodePngSync,
  FAST_LEVEL,
  INDEXED_LEVEL,
  SIZE_BUDGET,
} from '../../src/render/png.ts';
import { playout, playUntilRow, sampleModel } from '../../src/games/abstrac/render/sample-states.ts';
import type { Theme } from '../../src/render/theme.ts';
import { THEMES } from '../../src/render/theme.ts';
import { themePalette } from '../../src/render/theme-palette.ts';
import { decode } from './golden.ts';

function testCanvas() {
  const canvas = createCanvas(257, 131);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#17533f';
  ctx.fillRect(0, 0, 257, 131);
  // Antialiased shapes and every channel value along a gradient.
  const gradient = ctx.createLinearGradient(0, 0, 257, 0);
  gradient.addColorStop(0, '#ff0000');
  gradient.addColorStop(0.5, '#00ff80');
  gradient.addColorStop(1, '#2040ff');
  ctx.fillStyle = gradient;
  ctx.fillRect(0, 0, 257, 40);
  ctx.fillStyle = 'rgba(255,255,255,0.5)';
  ctx.beginPath();
  ctx.arc(120, 80, 45, 0, Math.PI * 2);
  ctx.fill();
  return canvas;
}

function chunks(png: Buffer): { type: string; data: Buffer; crc: number }[] {
  const out = [];
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    out.push({ type, data: png.subarray(at + 8, at + 8 + length), crc: png.readUInt32BE(at + 8 + length) });
    at += 12 + length;
  }
  return out;
}

describe('encodePng', () => {
  it('decodes to the same pixels as Skia’s own PNG encoding', async () => {
    const canvas = testCanvas();
    const ours = await decode(await encodePng(canvas));
    const skia = await decode(canvas.encodeSync('png'));
    expect([ours.width, ours.height]).toEqual([257, 131]);
    expect(Buffer.from(ours.data).equals(Buffer.from(skia.data))).toBe(true);
  });

  it('writes IHDR (8-bit RGBA), IDAT and IEND with correct CRCs', () => {
    const png = encodePngSync(testCanvas());
    const parts = chunks(png);
    expect(parts.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    for (const part of parts) {
      expect(part.crc).toBe(crc32(part.data, crc32(Buffer.from(part.type, 'latin1'))));
    }
    const ihdr = parts[0]?.data ?? Buffer.alloc(0);
    expect([ihdr.readUInt32BE(0), ihdr.readUInt32BE(4), ihdr[8], ihdr[9]]).toEqual([257, 131, 8, 6]);
  });

  it('sync and async encodings are the same bytes', async () => {
    const canvas = testCanvas();
    expect((await encodePng(canvas)).equals(encodePngSync(canvas))).toBe(true);
  });
});

describe('encodePng buffer reuse', () => {
  it('concurrent encodings of different canvases do not mix their pixels', async () => {
    const a = testCanvas();
    const b = createCanvas(257, 131);
    const ctx = b.getContext('2d');
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, 257, 131);
    const [pa, pb] = await Promise.all([encodePng(a), encodePng(b), encodePng(a), encodePng(b)]);
    expect(
      Buffer.from((await decode(pa as Buffer)).data).equals(Buffer.from((await decode(a.encodeSync('png'))).data)),
    ).toBe(true);
    expect((await decode(pb as Buffer)).data.every((v) => v === 255)).toBe(true);
  });

  it('a tiny canvas encodes correctly (its buffer is its own, not a shared pool slab)', async () => {
    const tiny = createCanvas(3, 2);
    const ctx = tiny.getContext('2d');
    ctx.fillStyle = '#102030';
    ctx.fillRect(0, 0, 3, 2);
    const image = await decode(await encodePng(tiny));
    expect(Array.from(image.data.slice(0, 4))).toEqual([0x10, 0x20, 0x30, 255]);
  });
});

/** A board drawn and encoded on this thread, as a render worker does. */
const renderHere = async (model: AbstracRenderModel, theme: Theme = THEMES.classic) =>
  runJob(GAME_DRAWERS, { kind: 'board', model, theme, options: {} } satisfies GameRenderJob);

describe('encodeIndexedPng', () => {
  it('writes IHDR (8-bit palette), PLTE, IDAT and IEND, and is lossless for 128 colours or fewer', async () => {
    const canvas = createCanvas(128, 3);
    const ctx = canvas.getContext('2d');
    for (let x = 0; x < 128; x++) {
      ctx.fillStyle = `rgb(${2 * x},${255 - x},${(x * 7) % 256})`;
      ctx.fillRect(x, 0, 1, 3);
    }
    const png = encodeIndexedPng(canvas);
    const parts = chunks(png);
    expect(parts.map((c) => c.type)).toEqual(['IHDR', 'PLTE', 'IDAT', 'IEND']);
    for (const part of parts) expect(part.crc).toBe(crc32(part.data, crc32(Buffer.from(part.type, 'latin1'))));
    expect([parts[0]?.data[8], parts[0]?.data[9], parts[1]?.data.length]).toEqual([8, 3, 128 * 3]);
    const [ours, exact] = [await decode(png), await decode(canvas.encodeSync('png'))];
    expect(Buffer.from(ours.data).equals(Buffer.from(exact.data))).toBe(true);
  });

  it('keeps a gradient of more than 128 colours close (every channel within 16; our pictures: palette.test.ts)', async () => {
    const canvas = testCanvas();
    const [ours, exact] = [await decode(encodeIndexedPng(canvas)), await decode(canvas.encodeSync('png'))];
    let worst = 0;
    for (let i = 0; i < ours.data.length; i++)
      worst = Math.max(worst, Math.abs((ours.data[i] ?? 0) - (exact.data[i] ?? 0)));
    expect(worst).toBeLessThanOrEqual(16);
  });
});

describe('deflate level of a theme-palette picture', () => {
  it('a busy picture is deflated at the small level at once, a calm one at the fast level, each within the budget', () => {
    const seen = new Set<string>();
    for (const [variant, moves] of [
      ['fullpack', 1],
      ['classic', 20],
      ['fullpack', 8],
      ['classic', 2],
    ] as const) {
      const canvas = drawJob(GAME_DRAWERS, {
        kind: 'board',
        model: sampleModel(playout(variant, 5, moves)),
        theme: THEMES.classic,
        options: {},
      });
      const palette = themePalette('classic');
      const png = encodeIndexedPng(canvas, palette);
      const idat = chunks(png).find((c) => c.type === 'IDAT')?.data as Buffer;
      const raw = inflateSync(idat);
      const busy = palette.runs > BUSY_RUNS;
      const fast = deflateSync(raw, { level: FAST_LEVEL });
      const small = deflateSync(raw, { level: INDEXED_LEVEL });
      const fits = fast.length + png.length - idat.length <= SIZE_BUDGET;
      expect(idat.equals(busy || !fits ? small : fast)).toBe(true);
      expect(png.length).toBeLessThanOrEqual(SIZE_BUDGET);
      seen.add(busy ? 'busy' : 'calm');
    }
    expect([...seen].sort()).toEqual(['busy', 'calm']);
  });

  it('a busy picture that would fit at the fast level is still deflated at the small one, once', () => {
    // A checkerboard of two of the theme's colours: a run per pixel, yet tiny once deflated.
    const canvas = createCanvas(400, 400);
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = THEMES.classic.background;
    ctx.fillRect(0, 0, 400, 400);
    ctx.fillStyle = '#ffffff';
    for (let y = 0; y < 400; y++) for (let x = y % 2; x < 400; x += 2) ctx.fillRect(x, y, 1, 1);
    const palette = themePalette('classic');
    const png = encodeIndexedPng(canvas, palette);
    expect(palette.runs).toBeGreaterThan(BUSY_RUNS);
    const idat = chunks(png).find((c) => c.type === 'IDAT')?.data as Buffer;
    const raw = inflateSync(idat);
    const fast = deflateSync(raw, { level: FAST_LEVEL });
    const small = deflateSync(raw, { level: INDEXED_LEVEL });
    expect(fast.length + png.length - idat.length).toBeLessThan(SIZE_BUDGET);
    expect(small.equals(fast)).toBe(false);
    expect(idat.equals(small)).toBe(true);
  });
});

describe('deflating on the thread pool', () => {
  it('gives the same bytes as on the calling thread, for calm, busy and twice-deflated pictures, several at once', async () => {
    const board = (variant: 'classic' | 'fullpack', moves: number, width?: number): GameRenderJob[] =>
      [THEMES.classic, THEMES.fourColour].map((theme) => ({
        kind: 'board',
        model: sampleModel(playout(variant, 5, moves)),
        theme,
        options: width === undefined ? {} : { width },
      }));
    // Calm, busy, and (classic after 5 moves at 1100 px) over the budget at the fast level.
    const jobs = [...board('classic', 20), ...board('fullpack', 8), ...board('classic', 5, 1100)];
    const paths = new Set<string>();
    const here = jobs.map((job) => {
      const png = runJob(GAME_DRAWERS, job);
      const busy = themePalette(job.theme.name).runs > BUSY_RUNS;
      const idat = chunks(png).find((c) => c.type === 'IDAT')?.data as Buffer;
      const fast = idat.equals(deflateSync(inflateSync(idat), { level: FAST_LEVEL }));
      paths.add(fast ? 'fast' : busy ? 'busy' : 'twice');
      return png;
    });
    // Started together: each is drawn and mapped at once, its buffer held until its deflate ends.
    const pooled = await Promise.all(jobs.map((job) => deflateIndexedAsync(mapJob(GAME_DRAWERS, job))));
    expect(pooled.map((png, k) => png.equals(here[k] as Buffer))).toEqual(jobs.map(() => true));
    expect([...paths].sort()).toEqual(['busy', 'fast', 'twice']);
  });
});

describe('card sprites', () => {
  it('are made once per card, theme and size, then reused', async () => {
    const model = sampleModel(playUntilRow('classic', 7, 12));
    clearSprites();
    await renderHere(model);
    const made = spriteCount();
    // One sprite for each card in the row and each taken tile, plus the empty slot and the grids' labels.
    const { row, taken } = model.view;
    const cards = row.length + taken.nondealer.length + taken.dealer.length;
    expect(made).toBeGreaterThanOrEqual(cards + 2);
    expect(made).toBeLessThanOrEqual(cards + 3);
    await renderHere(model);
    expect(spriteCount()).toBe(made);
    await renderHere(model, THEMES.fourColour);
    expect(spriteCount()).toBe(2 * made);
  });
});

describe('canvas reuse', () => {
  it('an image drawn on a reused canvas is the same as on a fresh one', async () => {
    const middle = sampleModel(playUntilRow('classic', 7, 12));
    const other = sampleModel(playUntilRow('classic', 3, 12));
    const first = await renderHere(middle);
    expect(idleCanvases()).toBeGreaterThan(0);
    // The same size as `middle` (different cards, theme and text), so its canvas is the one reused.
    const size = (png: Buffer) => [png.readUInt32BE(16), png.readUInt32BE(20)];
    expect(size(await renderHere(other, THEMES.fourColour))).toEqual(size(first));
    expect((await renderHere(middle)).equals(first)).toBe(true);
  });

  it('a canvas serves any shorter picture of its width, the same bytes as on a canvas of its own', async () => {
    const tall = sampleModel(playUntilRow('fullpack', 3, 12, 1));
    const short = sampleModel(playout('classic', 7, 1));
    const height = (png: Buffer) => png.readUInt32BE(20);
    // Idle canvases of another width only: the next picture gets a canvas of its own.
    const others = [1, 2, 3, 4].map(() => takeCanvas(7, 7, '#000000'));
    for (const canvas of others) recycleCanvas(canvas);
    const alone = await renderHere(short);
    const tallPng = await renderHere(tall);
    expect(height(tallPng)).toBeGreaterThan(height(alone) + 100);
    // Drawn now on the tall picture's canvas, over what it held.
    expect((await renderHere(short)).equals(alone)).toBe(true);
    const canvas = takeCanvas(1000, height(tallPng), '#000000');
    recycleCanvas(canvas);
    const reused = takeCanvas(1000, 300, '#ffffff');
    expect(reused).toBe(canvas);
    expect(pictureSize(reused)).toEqual({ width: 1000, height: 300 });
    expect(reused.height).toBeGreaterThanOrEqual(height(tallPng));
    expect(picturePixels(reused).length).toBe(1000 * 300 * 4);
    recycleCanvas(reused);
  });

  it('pictures of different widths, interleaved, each keep a canvas of their own (no new surface per picture)', () => {
    // As a render worker draws them: one picture at a time, a board, a Rummy hand, a Threedom grid, a Rummy table.
    const sizes: [number, number][] = [
      [1000, 1100],
      [640, 128],
      [760, 1300],
      [640, 448],
    ];
    // From an empty pool, as a worker starts.
    dropIdleCanvases();
    const canvasOf = new Map<number, unknown>();
    for (let round = 0; round < 3; round++)
      for (const [width, height] of sizes) {
        const canvas = takeCanvas(width, height, '#204030');
        if (round > 0) expect(canvas, `${width} px, round ${round}`).toBe(canvasOf.get(width));
        canvasOf.set(width, canvas);
        recycleCanvas(canvas);
      }
    // Three canvases, not one resized (a new surface) at every change of width.
    expect(new Set(canvasOf.values()).size).toBe(3);
  });
});
