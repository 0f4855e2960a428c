/**
 * Rummy advice in words: the next step of the strong level's turn (src/games/rummy/solver/search.ts) with
 * a reason a player can follow, e.g. "Take the 7♦ from the discard pile: it completes 5♦ 6♦ 7♦."
 * Only the seat's view is used, so the advice never tells what the seat may not know.
 */
import { rankNumber, rankOf, type SuitedCard, suitOf } from '../../../cards/card.ts';
import { findMelds, fitsMeld, pipTotal, pipValue } from '../engine/index.ts';
import type { RummyMove, RummyView } from '../engine/types.ts';
import { viewLegalMoves } from './player.ts';
import { greedy2Move, whomItFeeds } from './yardsticks.ts';

const meldName = (view: RummyView, k: number) => `meld ${k + 1} (${(view.melds[k] ?? []).join(' ')})`;

/** The longest meld `card` makes with the hand, if any. */
function meldWith(hand: readonly SuitedCard[], card: SuitedCard): SuitedCard[] | undefined {
  const melds = findMelds([...hand, card]).filter((m) => m.includes(card));
  return melds.sort((a, b) => b.length - a.length)[0];
}

/** The cards of the hand that keep `card` company: same rank, or its suit within two ranks. */
function partnersOf(hand: readonly SuitedCard[], card: SuitedCard): SuitedCard[] {
  const r = rankNumber(rankOf(card));
  return hand.filter(
    (c) =>
      c !== card &&
      (rankOf(c) === rankOf(card) || (suitOf(c) === suitOf(card) && Math.abs(rankNumber(rankOf(c)) - r) <= 2)),
  );
}

function drawText(view: RummyView, from: 'stock' | 'discard'): string {
  const top = view.discardTop;
  if (from === 'discard' && top !== null) {
    const meld = meldWith(view.hand, top);
    if (meld) return `Take the ${top} from the discard pile: it completes ${meld.join(' ')}.`;
    const on = view.melds.findIndex((m) => fitsMeld(m, top));
    if (on >= 0) return `Take the ${top} from the discard pile: it lays off on ${meldName(view, on)}.`;
    const near = partnersOf(view.hand, top);
    return `Take the ${top} from the discard pile: it goes with your ${near.join(' ') || 'hand'}, one card from a meld.`;
  }
  if (top === null) return 'Draw from the stock: the discard pile is empty.';
  if (meldWith(view.hand, top) || view.melds.some((m) => fitsMeld(m, top)))
    return `Draw from the stock: the ${top} would help, but in play-outs of the unseen cards the stock does better.`;
  return `Draw from the stock: the ${top} on the discard pile makes no meld with your hand.`;
}

function laidText(view: RummyView, cards: readonly SuitedCard[], what: string): string {
  const left = view.hand.length - cards.length;
  if (left === 0) {
    const rummy = !view.hasLaid[view.seat];
    return `${what}: it goes out${rummy ? ' with a rummy, so everyone pays double' : ''}.`;
  }
  return `${what}: cards on the table cost nothing, and it takes ${pipTotal(cards)} points off your hand.`;
}

function discardText(view: RummyView, card: SuitedCard): string {
  if (view.hand.length === 1) return `Discard the ${card}: it is your last card, so you go out.`;
  const rest = view.hand.filter((c) => c !== card);
  const held = findMelds(rest);
  const keep =
    held.length > 0 && !view.hasLaid[view.seat] && !view.laidThisTurn
      ? `; you keep ${held[0]?.join(' ')} in hand for a chance to go out with a rummy`
      : '';
  const near = partnersOf(view.hand, card);
  const why =
    near.length === 0
      ? `it has no pair or near card of its suit in your hand${pipValue(card) >= 8 ? `, and it would cost you ${pipValue(card)} points if someone goes out` : ''}`
      : `the rest of your hand is closer to melds (it only goes with ${near.join(' ')})`;
  // The card a plain player would throw (the highest without a partner), when it would help an opponent.
  const plain = greedy2Move(view, viewLegalMoves(view));
  const spared = plain.type === 'discard' && plain.card !== card ? whomItFeeds(view, plain.card) : null;
  const guard = spared && plain.type === 'discard' ? ` Keep the ${plain.card}: ${spared}.` : '';
  return `Discard the ${card}: ${why}${keep}.${guard}`;
}

/** The hint for the seat of `view` when the strong level would play `move`. */
export function rummyHintText(view: RummyView, move: RummyMove): string {
  switch (move.type) {
    case 'draw':
      return drawText(view, move.from);
    case 'meld':
      return laidText(view, move.cards, `Lay down ${move.cards.join(' ')}`);
    case 'layoff':
      return laidText(view, [move.card], `Lay off the ${move.card} on ${meldName(view, move.meld)}`);
    case 'discard':
      return discardText(view, move.card);
  }
}
