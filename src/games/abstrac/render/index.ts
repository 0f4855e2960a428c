/**
 * The Abstrac images: `(model, theme) → Promise<Buffer>` of palette PNG bytes,
 * drawn and encoded in a render worker (`src/render/pool.ts`). Pure apart from loading
 * the fonts; no rules (numbers come from the engine's view), no Discord, no storage.
 */

import type { RenderOptions } from '../../../render/job.ts';
import { renderPool } from '../../../render/pool.ts';
import { DEFAULT_THEME, type Theme } from '../../../render/theme.ts';
import { GAME_RENDERER } from '../../render-jobs.ts';
import type { AnalysisModel } from './analysis-table.ts';
import type { AbstracRenderModel } from './model.ts';

export { IMAGE_W, type RenderOptions } from '../../../render/job.ts';
export { closeRenderPool } from '../../../render/pool.ts';
export { DEFAULT_THEME, THEMES, type Theme, type ThemeName, themeNamed } from '../../../render/theme.ts';
export { ALT_TEXT_MAX, describeAbstracBoard } from './alt.ts';
export type {
  AbstracMatchInfo,
  AbstracPlayer,
  AbstracRenderModel,
} from './model.ts';
export { abstracModel, lastTakeOf } from './model.ts';

/** The board after a move: the row, whose turn and what they may take, both hands and the scores. */
export function renderAbstracBoard(
  model: AbstracRenderModel,
  theme: Theme = DEFAULT_THEME,
  options: RenderOptions = {},
): Promise<Buffer> {
  return renderPool(GAME_RENDERER).render({ kind: 'board', model, theme, options });
}

/** The end-of-deal summary: both hands, every combination and how the deal and match scores follow. */
export function renderAbstracSummary(
  model: AbstracRenderModel,
  theme: Theme = DEFAULT_THEME,
  options: RenderOptions = {},
): Promise<Buffer> {
  return renderPool(GAME_RENDERER).render({ kind: 'summary', model, theme, options });
}

/** The post-deal analysis table (`analysis-table.ts`), drawn in a render worker like the boards. */
export function renderAnalysisTable(model: AnalysisModel, theme: Theme = DEFAULT_THEME): Promise<Buffer> {
  return renderPool(GAME_RENDERER).render({ kind: 'analysis', model, theme, background: true });
}
