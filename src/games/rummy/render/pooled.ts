/**
 * Rummy's pictures as PNG bytes, drawn and encoded in the shared render workers
 * (src/render/pool.ts) as Abstrac's are, mapped onto the theme's fixed palette: on the main thread a
 * six-seat table's turn (a hand redrawn at each step, then the table) held every other game's
 * clicks behind it.
 */
import type { SuitedCard } from '../../../cards/card.ts';
import { renderPool } from '../../../render/pool.ts';
import type { Theme } from '../../../render/theme.ts';
import { GAME_RENDERER } from '../../render-jobs.ts';
import type { RummySummaryModel } from './hand.ts';
import type { RummyTableModel } from './table.ts';

/** Rummy's table. */
export function renderRummyTable(model: RummyTableModel, theme: Theme): Promise<Buffer> {
  return renderPool(GAME_RENDERER).render({ kind: 'rummy-table', model, theme });
}

/** A Rummy hand: `cards` in display order, `taken` (the card taken from the discard pile) framed; in `locale`. */
export function renderRummyHand(
  cards: readonly SuitedCard[],
  theme: Theme,
  taken: SuitedCard | null,
  locale?: string,
): Promise<Buffer> {
  const model = { cards: [...cards], taken, ...(locale ? { locale } : {}) };
  return renderPool(GAME_RENDERER).render({ kind: 'rummy-hand', model, theme, hand: true });
}

/** A finished Rummy hand: one row per seat. */
export function renderRummySummary(model: RummySummaryModel, theme: Theme): Promise<Buffer> {
  return renderPool(GAME_RENDERER).render({ kind: 'rummy-summary', model, theme });
}
