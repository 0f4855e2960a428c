/**
 * The palette PNGs against the full-colour pictures they encode, for every
 * golden position: decoded, they stay within a small tolerance of the canvas's
 * own pixels. Metric: PSNR over the RGB channels ≥ 40 dB, and at most 0.1 % of
 * pixels with any channel off by more than 24 (the golden tests' own
 * tolerance). And every board weighs at most 60 KB (the full pack's, 64 KB).
 */
import { describe, expect, it } from 'vitest';
import { picturePixels } from '../../src/render/canvas-pool.ts';
import { drawJob } from '../../src/render/job.ts';
import { GAME_DRAWERS, type GameRenderJob } from '../../src/games/render-jobs.ts';
import { encodeIndexedPng } from '../../src/render/png.ts';
import {
  MISERE_SEED,
  playout,
  playToEnd,
  playUntil,
  playUntilRow,
  sampleModel,
} from '../../src/games/abstrac/render/sample-states.ts';
import { THEMES } from '../../src/render/theme.ts';
import { themePalette } from '../../src/render/theme-palette.ts';
import { quality } from './golden.ts';

const board = (model: GameRenderJob['model'], theme = THEMES.classic): GameRenderJob =>
  ({ kind: 'board', model, theme, options: {} }) as GameRenderJob;
const summary = (model: GameRenderJob['model'], theme = THEMES.classic): GameRenderJob =>
  ({ kind: 'summary', model, theme, options: {} }) as GameRenderJob;

const CASES: { name: string; job: GameRenderJob; maxBytes: number }[] = [
  { name: 'classic-opening', job: board(sampleModel(playout('classic', 7, 1))), maxBytes: 60_000 },
  { name: 'classic-middle', job: board(sampleModel(playUntilRow('classic', 7, 12))), maxBytes: 60_000 },
  {
    name: 'suits-middle-four-colour',
    job: board(sampleModel(playUntilRow('suits', 11, 13)), THEMES.fourColour),
    maxBytes: 60_000,
  },
  { name: 'unlimited-middle', job: board(sampleModel(playUntilRow('unlimited', 5, 14))), maxBytes: 60_000 },
  {
    // Two stacked 13-column panels: the tallest board. Its tiles are as large as the width allows
    // (legible on a phone), which costs a couple of KB over the other boards' budget.
    name: 'fullpack-half2-middle',
    job: board(sampleModel(playUntil('fullpack', 3, (v) => v.half === 1 && v.row.length <= 12))),
    maxBytes: 64_000,
  },
  { name: 'classic-misere-summary', job: summary(sampleModel(playToEnd('classic', MISERE_SEED))), maxBytes: 80_000 },
  {
    name: 'fullpack-summary',
    job: summary(sampleModel(playToEnd('fullpack', 3)), THEMES.fourColour),
    maxBytes: 120_000,
  },
];

describe('palette PNG quality', () => {
  it.each(CASES)('$name: close to the full-colour picture, and small', async ({ job, maxBytes }) => {
    const canvas = drawJob(GAME_DRAWERS, job);
    const exact = picturePixels(canvas);
    const png = encodeIndexedPng(canvas, themePalette(job.theme.name));
    const { psnr, off } = await quality(png, exact);
    expect(psnr).toBeGreaterThanOrEqual(40);
    expect(off).toBeLessThanOrEqual(0.001);
    expect(png.length).toBeLessThanOrEqual(maxBytes);
  });
});
