/**
 * Threedom's and Rummy's pictures as PNG bytes, drawn and encoded in the render workers (pool.ts)
 * as Abstrac's are (src/games/abstrac/render/index.ts), mapped onto the theme's fixed palette. Drawn on the main thread,
 * a Threedom grid or a private hand held the bot's event loop for 10–20 ms each (text and card
 * sprites in Skia, then a copy of every RGBA row): every other game's clicks waited behind it, and
 * a six-seat table's turn (a hand redrawn at each step, then the table) more so.
 */
import type { SuitedCard } from '../cards/card.ts';
import { renderPool } from './pool.ts';
import type { RummySummaryModel } from '../games/rummy/render/hand.ts';
import type { RummyTableModel } from '../games/rummy/render/table.ts';
import type { Theme } from './theme.ts';
import type { ThreedomGridModel, ThreedomHandModel, ThreedomSummaryModel } from '../games/threedom/render/model.ts';

/** The Threedom grid after a turn. */
export function renderThreedomGrid(model: ThreedomGridModel, theme: Theme): Promise<Buffer> {
  return renderPool().render({ kind: 'threedom-grid', model, theme });
}

/** A finished Threedom round: why it ended, each player's collected cards and points, the totals. */
export function renderThreedomSummary(model: ThreedomSummaryModel, theme: Theme): Promise<Buffer> {
  return renderPool().render({ kind: 'threedom-summary', model, theme });
}

/** A Threedom player's three cards, the one chosen raised, and what to do next. */
export function renderThreedomHand(model: ThreedomHandModel, theme: Theme): Promise<Buffer> {
  return renderPool().render({ kind: 'threedom-hand', model, theme });
}

/** Rummy's table. */
export function renderRummyTable(model: RummyTableModel, theme: Theme): Promise<Buffer> {
  return renderPool().render({ kind: 'rummy-table', model, theme });
}

/** A Rummy hand: `cards` in display order, `taken` (the card taken from the discard pile) framed. */
export function renderRummyHand(cards: readonly SuitedCard[], theme: Theme, taken: SuitedCard | null): Promise<Buffer> {
  return renderPool().render({ kind: 'rummy-hand', model: { cards: [...cards], taken }, theme });
}

/** A finished Rummy hand: one row per seat. */
export function renderRummySummary(model: RummySummaryModel, theme: Theme): Promise<Buffer> {
  return renderPool().render({ kind: 'rummy-summary', model, theme });
}
