/**
 * Every state the engine can reach renders: random seeds and random legal moves
 * in every variant, stopped at a random point (so every phase, both fullpack
 * halves and finished deals come up), give a valid PNG of the expected size.
 */
import { loadImage } from '@napi-rs/canvas';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyMove, dealView, legalMoves, newDeal } from '../../src/games/abstrac/engine/deal.ts';
import { type DealState, VARIANTS } from '../../src/games/abstrac/engine/types.ts';
import { IMAGE_W, renderAbstracBoard, renderAbstracSummary } from '../../src/games/abstrac/render/index.ts';
import { LAYOUT_W } from '../../src/games/abstrac/render/board.ts';
import { sampleModel } from '../../src/games/abstrac/render/sample-states.ts';
import { THEMES } from '../../src/render/theme.ts';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/**
 * Limits: the width is fixed; heights and sizes stay within what Discord previews well. Text is at
 * least 11 px on a 400 px-wide phone preview, so fullpack's stacked 13-column panels make tall images.
 */
const MAX_BOARD_H = 1900;
const MAX_SUMMARY_H = 2700;
const MAX_BOARD_BYTES = 120_000;

/** Plays `picks.length` moves at most, each picking the legal move at `pick % count`. */
function play(variant: (typeof VARIANTS)[number], seed: number, picks: number[]): DealState {
  let state = newDeal(variant, seed);
  for (const pick of picks) {
    const seat = dealView(state).toMove;
    if (seat === null) break;
    const legal = legalMoves(state, seat);
    const result = applyMove(state, seat, legal[pick % legal.length] ?? { type: 'take', count: 1 });
    if (!result.ok) throw new Error(result.reason);
    state = result.state;
  }
  return state;
}

function dimensions(png: Buffer) {
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe('rendering reachable Abstrac states', () => {
  it('every reachable state renders a valid PNG within the size limits', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...VARIANTS),
        fc.integer(),
        fc.array(fc.nat(), { maxLength: 60 }),
        fc.boolean(),
        fc.constantFrom(IMAGE_W, 900, 1100),
        async (variant, seed, picks, fourColour, width) => {
          const model = sampleModel(play(variant, seed, picks));
          const theme = fourColour ? THEMES.fourColour : THEMES.classic;
          const board = await renderAbstracBoard(model, theme, { width });
          expect(board.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
          const { height } = dimensions(board);
          const scale = width / LAYOUT_W;
          expect(dimensions(board).width).toBe(width);
          expect(height).toBeLessThanOrEqual(MAX_BOARD_H * scale + 1);
          expect(board.length).toBeLessThanOrEqual(MAX_BOARD_BYTES);
          // The bytes decode (a second decoder: Skia's) to an image of the size the header claims.
          const image = await loadImage(board);
          expect([image.width, image.height]).toEqual([width, height]);
          if (model.view.phase === 'finished') {
            const summary = await renderAbstracSummary(model, theme, { width });
            expect(dimensions(summary).width).toBe(width);
            expect(dimensions(summary).height).toBeLessThanOrEqual(MAX_SUMMARY_H * scale + 1);
          }
        },
      ),
      { numRuns: 25 },
    );
  });

  it('the largest layouts (full rows, fullpack halves, long names) stay within the limits', async () => {
    const long = { nondealer: { name: 'A very long display name indeed' }, dealer: { name: 'Ümlaut_Ω_名前_🃏' } };
    for (const variant of VARIANTS) {
      const opening = play(variant, 1, [0]);
      const model = { ...sampleModel(opening), players: long };
      const { height } = dimensions(await renderAbstracBoard(model));
      expect(height).toBeLessThanOrEqual(MAX_BOARD_H);
    }
  });
});
