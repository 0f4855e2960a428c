/**
 * Rummy's pictures by job kind, as the render workers and the pool's in-process fallback draw them
 * (src/games/render-jobs.ts collects every game's).
 */

import type { SuitedCard } from '../../../cards/card.ts';
import type { Drawers } from '../../../render/job.ts';
import type { Theme } from '../../../render/theme.ts';
import { drawRummyHand, drawRummySummary } from './hand.ts';
import { drawRummyTable } from './table.ts';

/** A hand as a job's model: the cards in display order, and the one taken from the discard pile (framed). */
export interface RummyHandModel {
  cards: SuitedCard[];
  taken: SuitedCard | null;
  /** The viewer's language (the hand's one word, when empty); absent: English. */
  locale?: string;
}

export const RUMMY_DRAWERS = {
  'rummy-table': drawRummyTable,
  'rummy-hand': (model: RummyHandModel, theme: Theme) => drawRummyHand(model.cards, theme, model.taken, model.locale),
  'rummy-summary': drawRummySummary,
} satisfies Drawers;
