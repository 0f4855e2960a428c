/**
 * What the Abstrac images show: the engine's `DealView` plus the table around it
 * (names, the match so far, the last take). Kept as plain fields so the renderer
 * depends on no match or bot code; `abstracModel` builds one from a deal state.
 */
import type { Card } from '../../../cards/card.ts';
import { dealView } from '../engine/deal.ts';
import type { DealState, DealView, Seat } from '../engine/types.ts';
import { otherSeat } from '../engine/types.ts';

export interface AbstracPlayer {
  /** Display name; long names are shortened with an ellipsis to fit. */
  name: string;
}

export interface AbstracMatchInfo {
  /** 1 for the first deal of the match. */
  dealNumber: number;
  /** The points that win the match, or null when playing a fixed number of deals. */
  target: number | null;
  /** The fixed number of deals, when the match is played that way (else null). */
  deals: number | null;
  /** Match totals from the deals finished BEFORE this one; the images add this deal's score themselves. */
  before: Record<Seat, number>;
  /**
   * The seats in the order the bot's messages name the players: player 0's seat
   * first. The match lines and the panels follow it, so the order never changes
   * between deals. Default: nondealer first (which swaps every deal).
   */
  order?: readonly [Seat, Seat];
  /** Set on the summary of the match's last deal: the seat of the player who won the match. */
  winner?: Seat;
}

/** The seats in the players' fixed order (see `AbstracMatchInfo.order`). */
export function seatOrder(model: AbstracRenderModel): readonly [Seat, Seat] {
  return model.match?.order ?? ['nondealer', 'dealer'];
}

export interface AbstracRenderModel {
  view: DealView;
  players: Record<Seat, AbstracPlayer>;
  /** Null for a single deal played outside a match (the CLI, samples). */
  match: AbstracMatchInfo | null;
  /** The most recent take, highlighted in the taker's hand; null before the first take of the half. */
  lastTake: { seat: Seat; cards: Card[] } | null;
  /** The language of the picture's words and its alt text (the render worker says them); default English. */
  locale?: string;
}

/** The language a model's words are said in. */
export const localeOf = (model: { locale?: string | undefined }): string => model.locale ?? 'en-US';

/** The most recent take in the current half of `state`, if any. */
export function lastTakeOf(state: DealState, view: DealView = dealView(state)): AbstracRenderModel['lastTake'] {
  const takes = state.takes[view.half] ?? [];
  const first = state.first[view.half];
  const count = takes.at(-1);
  if (first === undefined || count === undefined) return null;
  const seat = takes.length % 2 === 1 ? first : otherSeat(first);
  const halfSize = state.layout.length / view.halves;
  const end = view.half * halfSize + takes.reduce((sum, n) => sum + n, 0);
  return { seat, cards: state.layout.slice(end - count, end) };
}

/** The render model of a deal state: the view, the last take, and the given names and match info. */
export function abstracModel(
  state: DealState,
  players: Record<Seat, AbstracPlayer>,
  match: AbstracMatchInfo | null = null,
  locale?: string,
): AbstracRenderModel {
  const view = dealView(state);
  return { view, players, match, lastTake: lastTakeOf(state, view), ...(locale ? { locale } : {}) };
}
