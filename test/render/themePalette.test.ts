/**
 * The theme palettes (src/render/themePalette.ts): a picture's PNG starts its PLTE with the
 * theme's fixed entries; colours far from all of them (emoji the samples never had) get entries of
 * their own and stay close to the drawn pixels; and the bytes depend only on the pixels, not on
 * what the thread drew before or how full its table of colours is.
 */
import { describe, expect, it } from 'vitest';
import { drawJob, type RenderJob, runJob } from '../../src/render/job.ts';
import { encodeIndexedPng } from '../../src/render/png.ts';
import { matchEndModel, playout, playUntilRow, sampleModel } from '../../src/render/sampleStates.ts';
import { THEMES } from '../../src/render/theme.ts';
import { FAR_DISTANCE, ThemePalette, themePalette } from '../../src/render/themePalette.ts';
import { THEME_PALETTES } from '../../src/render/themePalettes.ts';
import { quality } from './golden.ts';

const board = (model: RenderJob['model'], theme = THEMES.classic): RenderJob =>
  ({ kind: 'board', model, theme, options: {} }) as RenderJob;

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
    const png = runJob(board(sampleModel(playout('suits', 9, 5)), theme));
    expect(plteOf(png).subarray(0, fixed.length).equals(fixed)).toBe(true);
  });

  it('colours far from every fixed entry get entries of their own and stay close', async () => {
    const job = board(matchEndModel(playUntilRow('classic', 8, 10), '💜🦄🌈 Iris', '🍊🥝 Kiwi'));
    const canvas = drawJob(job);
    const exact = Buffer.from(canvas.data());
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
    const pictures = jobs.map((job) => ({ canvas: drawJob(job) }));
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
