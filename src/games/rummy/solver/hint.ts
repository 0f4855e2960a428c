/**
 * Rummy advice in words: the next step of the strong level's turn (src/games/rummy/solver/search.ts) with
 * a reason a player can follow, e.g. "Take the 7♦ from the discard pile: it completes 5♦ 6♦ 7♦.", in
 * the asker's language (the catalog's `rummy.hint`). Only the seat's view is used, so the advice
 * never tells what the seat may not know.
 */
import { rankNumber, rankOf, type SuitedCard, suitOf } from '../../../cards/card.ts';
import { SOURCE_LOCALE, t } from '../../../i18n/index.ts';
import { findMelds, fitsMeld, pipTotal, pipValue } from '../engine/index.ts';
import type { RummyMove, RummyView } from '../engine/types.ts';
import { viewLegalMoves } from './player.ts';
import { greedy2Move, whomItFeeds } from './yardsticks.ts';

const meldName = (view: RummyView, k: number, locale: string) =>
  t(locale, 'rummy.hint.meld', { n: k + 1, cards: (view.melds[k] ?? []).join(' ') });

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

function drawText(view: RummyView, from: 'stock' | 'discard', locale: string): string {
  const top = view.discardTop;
  if (from === 'discard' && top !== null) {
    const meld = meldWith(view.hand, top);
    if (meld) return t(locale, 'rummy.hint.takeCompletes', { card: top, cards: meld.join(' ') });
    const on = view.melds.findIndex((m) => fitsMeld(m, top));
    if (on >= 0) return t(locale, 'rummy.hint.takeLaysOff', { card: top, meld: meldName(view, on, locale) });
    const near = partnersOf(view.hand, top);
    return near.length > 0
      ? t(locale, 'rummy.hint.takeNear', { card: top, cards: near.join(' ') })
      : t(locale, 'rummy.hint.takeHand', { card: top });
  }
  if (top === null) return t(locale, 'rummy.hint.drawEmpty');
  if (meldWith(view.hand, top) || view.melds.some((m) => fitsMeld(m, top)))
    return t(locale, 'rummy.hint.drawBetter', { card: top });
  return t(locale, 'rummy.hint.drawNoMeld', { card: top });
}

/** Laying `cards` down (a meld, or a lay-off on `meld`), with why. */
function laidText(view: RummyView, cards: readonly SuitedCard[], meld: number | null, locale: string): string {
  const what =
    meld === null
      ? t(locale, 'rummy.hint.meldWhat', { cards: cards.join(' ') })
      : t(locale, 'rummy.hint.layoffWhat', { card: cards[0] ?? '', meld: meldName(view, meld, locale) });
  const left = view.hand.length - cards.length;
  if (left === 0) {
    const rummy = !view.hasLaid[view.seat];
    return t(locale, rummy ? 'rummy.hint.outRummy' : 'rummy.hint.out', { what });
  }
  return t(locale, 'rummy.hint.laidPoints', { what, points: pipTotal(cards) });
}

/**
 * Why throwing `c` would help another seat, or null: yardsticks' `whomItFeeds` rule (it lays off on a
 * meld on the table, or makes a meld with cards a seat was seen to take), said in `locale`.
 */
function feedsText(view: RummyView, c: SuitedCard, locale: string): string | null {
  if (whomItFeeds(view, c) === null) return null;
  const on = view.melds.findIndex((m) => fitsMeld(m, c));
  if (on >= 0) return t(locale, 'rummy.hint.feedsMeld', { meld: meldName(view, on, locale) });
  for (const [s, cards] of view.known.entries()) {
    if (s === view.seat || cards.length < 2) continue;
    const meld = findMelds([...cards, c]).find((m) => m.includes(c));
    if (meld) return t(locale, 'rummy.hint.feedsSeat', { seat: s + 1, cards: meld.filter((x) => x !== c).join(' ') });
  }
  return null;
}

function discardText(view: RummyView, card: SuitedCard, locale: string): string {
  if (view.hand.length === 1) return t(locale, 'rummy.hint.lastCard', { card });
  const rest = view.hand.filter((c) => c !== card);
  const held = findMelds(rest);
  const keep =
    held.length > 0 && !view.hasLaid[view.seat] && !view.laidThisTurn
      ? t(locale, 'rummy.hint.keepForRummy', { cards: held[0]?.join(' ') ?? '' })
      : '';
  const near = partnersOf(view.hand, card);
  const why =
    near.length > 0
      ? t(locale, 'rummy.hint.closer', { cards: near.join(' ') })
      : pipValue(card) >= 8
        ? t(locale, 'rummy.hint.aloneCostly', { points: pipValue(card) })
        : t(locale, 'rummy.hint.alone');
  // The card a plain player would throw (the highest without a partner), when it would help an opponent.
  const plain = greedy2Move(view, viewLegalMoves(view));
  const spared = plain.type === 'discard' && plain.card !== card ? feedsText(view, plain.card, locale) : null;
  const guard =
    spared && plain.type === 'discard' ? t(locale, 'rummy.hint.guard', { card: plain.card, why: spared }) : '';
  const said = t(locale, 'rummy.hint.discard', { card, why, keep });
  return guard ? `${said} ${guard}` : said;
}

/** The hint for the seat of `view` when the strong level would play `move`, in `locale`. */
export function rummyHintText(view: RummyView, move: RummyMove, locale: string = SOURCE_LOCALE): string {
  switch (move.type) {
    case 'draw':
      return drawText(view, move.from, locale);
    case 'meld':
      return laidText(view, move.cards, null, locale);
    case 'layoff':
      return laidText(view, [move.card], move.meld, locale);
    case 'discard':
      return discardText(view, move.card, locale);
  }
}
