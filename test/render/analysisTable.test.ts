/** The post-deal analysis: its text and table image from a real review of seeded deals. */
import { loadImage } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import {
  applyMatchMove,
  createMatch,
  type MatchState,
  matchView,
  type Variant,
} from '../../src/games/abstrac/engine/index.ts';
import { analysisLines, analysisModel } from '../../src/games/abstrac/analysis.ts';
import { renderAnalysisTable } from '../../src/games/abstrac/render/index.ts';
import { MAX_ROWS, rowsShown } from '../../src/games/abstrac/render/analysis-table.ts';
import { analyseDeal, chooseMove } from '../../src/games/abstrac/solver/index.ts';

/** One deal: player 0 casual, player 1 perfect. */
function playedDeal(variant: Variant, seed: number): MatchState {
  let m = createMatch({ variant, target: null, deals: 1 }, seed);
  for (let n = 0; m.outcome === null; n++) {
    const mover = matchView(m).toMove;
    if (mover === null) break;
    const r = applyMatchMove(m, mover, chooseMove(mover === 0 ? 'casual' : 'perfect', m.current, seed + n));
    if (!r.ok) throw new Error(r.reason);
    m = r.state;
  }
  return m;
}

describe('post-deal analysis', () => {
  it('names each player, a perfect player loses nothing, the costliest move is the largest cost', () => {
    const m = playedDeal('classic', 3);
    const deal = m.results[0]?.deal;
    if (!deal) throw new Error('unfinished');
    const review = analyseDeal(deal);
    const lines = analysisLines(review, 0, ['ann', 'bot']);
    expect(lines[0]).toMatch(/^\*\*Analysis\*\*/);
    expect(lines[2]).toMatch(/^bot: all \d+ moves best, no points lost\.$/);
    const annCost = review.cost.nondealer;
    if (annCost > 0) {
      const worst = Math.max(...review.moves.filter((x) => x.seat === 'nondealer').map((x) => x.cost));
      expect(lines[1]).toContain(`${annCost} point`);
      expect(lines[1]).toMatch(new RegExp(`costliest move \\d+, .*−${worst}\\.$`));
    } else expect(lines[1]).toMatch(/^ann: all \d+ moves best/);
    const model = analysisModel(review, 0, ['ann', 'bot']);
    expect(model.rows).toHaveLength(review.moves.length);
    expect(model.rows.reduce((s, r) => s + r.cost, 0)).toBe(review.cost.nondealer + review.cost.dealer);
  });

  it('draws a 1000 px table; a long fullpack deal keeps the costly moves only', async () => {
    const m = playedDeal('fullpack', 5);
    const deal = m.results[0]?.deal;
    if (!deal) throw new Error('unfinished');
    const model = analysisModel(analyseDeal(deal), 0, ['ann', 'bot']);
    const shown = rowsShown(model.rows);
    if (model.rows.length > MAX_ROWS) {
      expect(shown.rows.every((r) => r.cost > 0)).toBe(true);
      expect(shown.hidden).toBe(model.rows.length - shown.rows.length);
    } else expect(shown.rows).toHaveLength(model.rows.length);
    const image = await loadImage(await renderAnalysisTable(model));
    expect(image.width).toBe(1000);
    expect(image.height).toBeGreaterThan(200);
    expect(image.height).toBeLessThan(110 + (MAX_ROWS + 4) * 44 + 60);
  });
});
