/**
 * The Abstrac images: `(model, theme) → Promise<Buffer>` of PNG bytes. Pure
 * apart from loading the bundled fonts once; no rules (numbers come from the
 * engine's view), no Discord, no storage.
 */

import { drawAbstracBoard, LAYOUT_W } from './abstracBoard.ts';
import type { AbstracRenderModel } from './abstracModel.ts';
import { drawAbstracSummary } from './abstracSummary.ts';
import { recycleCanvas } from './canvasPool.ts';
import { encodePng, PNG_LEVEL } from './png.ts';
import { DEFAULT_THEME, type Theme } from './theme.ts';

export { ALT_TEXT_MAX, describeAbstracBoard } from './abstracAlt.ts';
export type {
  AbstracMatchInfo,
  AbstracPlayer,
  AbstracRenderModel,
} from './abstracModel.ts';
export { abstracModel, lastTakeOf } from './abstracModel.ts';
export { DEFAULT_THEME, THEMES, type Theme, type ThemeName, themeNamed } from './theme.ts';

/** The default image width: within the 1000–1200 px a phone preview reads well at, and cheaper to encode than 1100. */
export const IMAGE_W = 1000;

export interface RenderOptions {
  /**
   * Image width in pixels (default IMAGE_W); the height follows the layout. The
   * 1100 px layout is scaled, sprites made at their device size so they stay
   * crisp; encoding time and bytes fall with the pixel count.
   */
  width?: number;
}

function scaleFor(options: RenderOptions): number {
  return (options.width ?? IMAGE_W) / LAYOUT_W;
}

/** The board after a move: the row, whose turn and what they may take, both hands and the scores. */
export function renderAbstracBoard(
  model: AbstracRenderModel,
  theme: Theme = DEFAULT_THEME,
  options: RenderOptions = {},
): Promise<Buffer> {
  return encodePng(drawAbstracBoard(model, theme, scaleFor(options)), PNG_LEVEL, recycleCanvas);
}

/** The end-of-deal summary: both hands, every combination and how the deal and match scores follow. */
export function renderAbstracSummary(
  model: AbstracRenderModel,
  theme: Theme = DEFAULT_THEME,
  options: RenderOptions = {},
): Promise<Buffer> {
  return encodePng(drawAbstracSummary(model, theme, scaleFor(options)), PNG_LEVEL, recycleCanvas);
}
