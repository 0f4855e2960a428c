/**
 * Threedom's pictures as PNG bytes, drawn and encoded in the shared render workers
 * (src/render/pool.ts) as Abstrac's are, mapped onto the theme's fixed palette. Drawn on the main
 * thread, a grid or a private hand held the bot's event loop for 10–20 ms each (text and card
 * sprites in Skia, then a copy of every RGBA row), and every other game's clicks waited behind it.
 */
import type { RenderOptions } from '../../../render/job.ts';
import { renderPool } from '../../../render/pool.ts';
import type { Theme } from '../../../render/theme.ts';
import { GAME_RENDERER } from '../../render-jobs.ts';
import type { ThreedomGridModel, ThreedomHandModel, ThreedomSummaryModel } from './model.ts';

/** The Threedom grid after a turn. */
export function renderThreedomGrid(
  model: ThreedomGridModel,
  theme: Theme,
  options: RenderOptions = {},
): Promise<Buffer> {
  return renderPool(GAME_RENDERER).render({ kind: 'threedom-grid', model, theme, options });
}

/** A finished Threedom round: why it ended, each player's collected cards and points, the totals. */
export function renderThreedomSummary(model: ThreedomSummaryModel, theme: Theme): Promise<Buffer> {
  return renderPool(GAME_RENDERER).render({ kind: 'threedom-summary', model, theme });
}

/** A Threedom player's three cards, the one chosen raised, and what to do next. */
export function renderThreedomHand(model: ThreedomHandModel, theme: Theme): Promise<Buffer> {
  return renderPool(GAME_RENDERER).render({ kind: 'threedom-hand', model, theme, hand: true });
}
