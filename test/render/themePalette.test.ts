/**
 * The theme palettes (src/render/theme-palette.ts): a picture's PNG starts its PLTE with the
 * theme's fixed entries; colours far from all of them (emoji the samples never had) get entries of
 * their own and stay close to the drawn pixels; and the bytes depend only on the pixels, not on
 * what the thread drew before or how full its table of colours is.
 */
import { describe, expect, it } from 'vitest';
import { picturePixels } from '../../src/render/canvas-pool.ts';
import { drawJob, runJob } from '../../src/render/job.ts';
import { GAME_DRAWERS, type GameRenderJob } from '../../src/games/render-jobs.ts';
import { encodeIndexedPng } from '../../src/render/png.ts';
import { matchEndModel, playout, playUntilRow, sampleModel } from '../../src/games/abstrac/render/sample-states.ts';
import { THEMES } from '../../src/render/theme.ts';
import { FAR_DISTANCE, ThemePalette, themePalette } from '../../src/render/theme-palette.ts';
import { THEME_PALETTES } from '../../src/render/theme-palettes.ts';
import { quality } from './golden.ts';

const board = (model: GameRenderJob['model'], theme = THEMES.classic): GameRenderJob =>
  ({ kind: 'board', model, theme, options: {} }) as GameRenderJob;

/** The PLTE chunk's bytes of a PNG. */
function plteOf(png: Buffer): Buffer {
  const at = png.indexOf('PLTE', 0, 'latin1');
  return png.subarray(at + 4, at + 4 + png.readUInt32BE(at - 4));
}

describe('theme palettes', () => {
  it.each(Object.keys(THEMES))('%s: 128 fixed entries, first in every picture of the theme', (name) => {
    const theme = THEMES[name as keyof typeof THEMES];
    const fixed = Buffer.from(THEME_PALETTES[theme.name], 'hex');
    expect(fixed.length).toBe(128 * 3);
    const png = runJob(GAME_DRAWERS, board(sampleModel(playout('suits', 9, 5)), theme));
    expect(plteOf(png).subarray(0, fixed.length).equals(fixed)).toBe(true);
  });

  it('colours far from every fixed entry get entries of their own and stay close', async () => {
    const job = board(matchEndModel(playUntilRow('classic', 8, 10), '💜🦄🌈 Iris', '🍊🥝 Kiwi'));
    const canvas = drawJob(GAME_DRAWERS, job);
    const exact = picturePixels(canvas);
    const png = encodeIndexedPng(canvas, themePalette('classic'));
    expect(plteOf(png).length / 3).toBeGreaterThan(128);
    const { psnr, off } = await quality(png, exact);
    expect(psnr).toBeGreaterThanOrEqual(40);
    expect(off).toBeLessThanOrEqual(0.001);
  });

  it('the same pixels give the same bytes, whatever the thread drew before', () => {
    const jobs = [
      board(sampleModel(playUntilRow('fullpack', 12, 14)), THEMES.fourColour),
      board(matchEndModel(playUntilRow('classic', 8, 10), '💜🦄🌈 Iris', 'Kiwi')),
      board(sampleModel(playout('unlimited', 4, 7))),
    ];
    const pictures = jobs.map((job) => ({ canvas: drawJob(GAME_DRAWERS, job) }));
    // Each on a palette that has seen nothing, then all in a row on one that has seen the others.
    const alone = jobs.map((job, k) =>
      encodeIndexedPng(
        pictures[k]?.canvas as never,
        new ThemePalette(Buffer.from(THEME_PALETTES[job.theme.name], 'hex')),
      ),
    );
    const shared = new ThemePalette(Buffer.from(THEME_PALETTES.classic, 'hex'));
    const four = new ThemePalette(Buffer.from(THEME_PALETTES.fourColour, 'hex'));
    for (let round = 0; round < 2; round++)
      jobs.forEach((job, k) => {
        const palette = job.theme.name === 'fourColour' ? four : shared;
        expect(encodeIndexedPng(pictures[k]?.canvas as never, palette).equals(alone[k] as Buffer)).toBe(true);
      });
  });

  it('maps runs, repeated rows and far colours exactly as pixel by pixel', () => {
    // A picture of runs of a few colours (two of them far from every fixed entry), many rows the
    // same as the one above (with and without far pixels): mapped in one call, where runs take one
    // entry and equal rows are copied, it must give the bytes of mapping one row per call (no row
    // above to copy or look at), and every near pixel its colour's own entry.
    const probe = new ThemePalette(Buffer.from(THEME_PALETTES.classic, 'hex'));
    const far = [0xff00ff, 0x00ffff, 0x7f00ff, 0xff7f00].filter((w) => probe.entry(w) === 255).slice(0, 2);
    expect(far.length).toBe(2);
    const colours = [0x2f5d3a, 0xffffff, 0x101010, 0x3c6e47, ...far];
    const width = 97;
    const height = 40;
    let seed = 7;
    const random = (n: number) => {
      seed = (Math.imul(seed, 1_103_515_245) + 12_345) & 0x7fffffff;
      return seed % n;
    };
    const words = new Int32Array(width * height);
    for (let y = 0; y < height; y++) {
      if (y > 0 && random(3) === 0) {
        words.copyWithin(y * width, (y - 1) * width, y * width);
        continue;
      }
      for (let x = 0; x < width; ) {
        const run = 1 + random(20);
        const colour = (colours[random(colours.length)] as number) | 0xff000000;
        words.fill(colour, y * width + x, Math.min(width, x + run) + y * width);
        x += run;
      }
    }
    const rgba = new Uint8Array(words.buffer);
    const whole = new ThemePalette(Buffer.from(THEME_PALETTES.classic, 'hex'));
    const outWhole = new Uint8Array((width + 1) * height);
    const mappedWhole = whole.map(rgba, width, outWhole);
    const byRow = new ThemePalette(Buffer.from(THEME_PALETTES.classic, 'hex'));
    const outByRow = new Uint8Array((width + 1) * height);
    byRow.begin();
    for (let y = 0; y < height; y++) byRow.rows(rgba.subarray(y * width * 4, (y + 1) * width * 4), width, y, outByRow);
    const mappedByRow = byRow.finish(outByRow);
    expect(Buffer.from(outWhole).equals(Buffer.from(outByRow))).toBe(true);
    expect(Buffer.from(mappedWhole.plte).equals(Buffer.from(mappedByRow.plte))).toBe(true);
    expect(mappedWhole.count).toBeGreaterThan(128);
    for (let p = 0; p < width * height; p++) {
      const word = (words[p] as number) & 0xffffff;
      const at = Math.floor(p / width) * (width + 1) + 1 + (p % width);
      if (far.includes(word)) expect(outWhole[at]).toBeGreaterThanOrEqual(128);
      else expect(outWhole[at]).toBe(probe.entry(word));
    }
  });

  it('a table of colours that fills up starts again and maps the same', () => {
    const palette = new ThemePalette(Buffer.from(THEME_PALETTES.classic, 'hex'));
    const fresh = new ThemePalette(Buffer.from(THEME_PALETTES.classic, 'hex'));
    // 70,000 distinct colours: more than the table keeps, so it is cleared on the way.
    const words = Array.from({ length: 70_000 }, (_, i) => (i * 2_654_435_761) & 0xffffff);
    const first = words.map((w) => palette.entry(w));
    expect(words.map((w) => palette.entry(w))).toEqual(first);
    expect(words.slice(0, 500).map((w) => fresh.entry(w))).toEqual(first.slice(0, 500));
    expect(FAR_DISTANCE).toBeGreaterThan(0);
  });
});
