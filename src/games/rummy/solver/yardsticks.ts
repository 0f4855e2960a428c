/**
 * Fixed Rummy opponents for measuring the computer players: rule-based, deterministic, and never
 * changed in place (a change is a new name), so a win rate against them means the same thing from
 * one release to the next. Both decide from the seat's view alone.
 *
 * - `greedy2` (version 1), the straightforward greedy player a person would write down first: takes
 *   the discard when it makes a meld with the hand or lays off on the table; lays down the largest
 *   meld first, then lays off; discards the highest card that is not part of a pair or a
 *   near-sequence (same suit, at most two ranks apart), or the highest card when every card has a partner.
 * - `expert` (version 1), a careful player's rules: keeps the hand that leaves the least deadwood,
 *   counting a partly made meld only while a card that completes it can still come (not melded, not
 *   buried in the discard pile, not known to be in another hand); takes the discard when it melds,
 *   lays off, or lowers that cost; lays down and lays off everything; and does not throw a card that
 *   lays off on the table or melds with cards the other seats were seen to take, unless it must.
 */
import {
  makeCard,
  RANKS,
  type Rank,
  rankNumber,
  rankOf,
  SUITS,
  type Suit,
  type SuitedCard,
  suitOf,
} from '../../../cards/card.ts';
import { findMelds, fitsMeld, pipTotal, pipValue } from '../engine/index.ts';
import type { RummyMove, RummyView } from '../engine/types.ts';

/** The least pip total left unmatched by any set of disjoint melds in `hand`. */
export function deadwood(hand: readonly SuitedCard[]): number {
  const melds = findMelds(hand);
  let best = pipTotal(hand);
  const search = (from: number, used: Set<SuitedCard>, melded: number) => {
    best = Math.min(best, pipTotal(hand) - melded);
    for (let k = from; k < melds.length; k++) {
      const meld = melds[k] as SuitedCard[];
      if (meld.some((c) => used.has(c))) continue;
      for (const c of meld) used.add(c);
      search(k + 1, used, melded + pipTotal(meld));
      for (const c of meld) used.delete(c);
    }
  };
  search(0, new Set(), 0);
  return best;
}

const rank = (c: SuitedCard) => rankNumber(rankOf(c));

/** Whether `card` has a partner in `hand`: the same rank, or its suit at most two ranks away. */
function hasPartner(card: SuitedCard, hand: readonly SuitedCard[]): boolean {
  return hand.some(
    (o) =>
      o !== card && (rankOf(o) === rankOf(card) || (suitOf(o) === suitOf(card) && Math.abs(rank(o) - rank(card)) <= 2)),
  );
}

/** Higher pip value first, then higher rank, then the card's name, so the choice never depends on order. */
function higher(a: SuitedCard, b: SuitedCard): number {
  return pipValue(b) - pipValue(a) || rank(b) - rank(a) || (a < b ? -1 : a > b ? 1 : 0);
}

function drawMove(legal: readonly RummyMove[], fromDiscard: boolean): RummyMove {
  return (
    legal.find((m) => m.type === 'draw' && m.from === (fromDiscard ? 'discard' : 'stock')) ?? (legal[0] as RummyMove)
  );
}

type Meld = Extract<RummyMove, { type: 'meld' }>;
type Discard = Extract<RummyMove, { type: 'discard' }>;

function largestMeld(legal: readonly RummyMove[]): Meld | undefined {
  let best: Meld | undefined;
  for (const m of legal)
    if (
      m.type === 'meld' &&
      (!best ||
        m.cards.length > best.cards.length ||
        (m.cards.length === best.cards.length && higher(m.cards[0] as SuitedCard, best.cards[0] as SuitedCard) < 0))
    )
      best = m;
  return best;
}

export function greedy2Move(view: RummyView, legal: readonly RummyMove[]): RummyMove {
  if (view.phase === 'draw') {
    const top = view.discardTop;
    const take =
      top !== null &&
      (findMelds([...view.hand, top]).some((m) => m.includes(top)) || view.melds.some((m) => fitsMeld(m, top)));
    return drawMove(legal, take);
  }
  const meld = largestMeld(legal);
  if (meld) return meld;
  const layoff = legal.find((m) => m.type === 'layoff');
  if (layoff) return layoff;
  const discards = legal.filter((m): m is Discard => m.type === 'discard');
  const lonely = discards.filter((m) => !hasPartner(m.card, view.hand));
  const pool = lonely.length > 0 ? lonely : discards;
  return pool.slice().sort((a, b) => higher(a.card, b.card))[0] as RummyMove;
}

/** Cards no one can draw into a meld any more: on the table, under the discard top, known in another hand. */
function deadCards(view: RummyView): Set<SuitedCard> {
  const dead = new Set<SuitedCard>();
  for (const m of view.melds) for (const c of m) dead.add(c);
  for (const c of view.discard.slice(0, -1)) dead.add(c);
  view.known.forEach((cards, s) => {
    if (s !== view.seat) for (const c of cards) dead.add(c);
  });
  return dead;
}

const card = (r: number, s: Suit) => makeCard(RANKS[r - 1] as Rank, s);

/** How many cards that could still come would turn `c` and a partner in `hand` into a meld (at most 2 counted). */
function liveOuts(c: SuitedCard, hand: readonly SuitedCard[], dead: ReadonlySet<SuitedCard>): number {
  const mine = new Set(hand);
  const outs = new Set<SuitedCard>();
  const live = (x: SuitedCard | null) => x !== null && !mine.has(x) && !dead.has(x);
  const r = rank(c);
  const s = suitOf(c);
  if (hand.some((o) => o !== c && rankOf(o) === rankOf(c)))
    for (const t of SUITS) {
      const x = card(r, t);
      if (live(x)) outs.add(x);
    }
  const at = (k: number) => (k >= 1 && k <= 13 ? card(k, s) : null);
  const has = (k: number) => {
    const x = at(k);
    return x !== null && mine.has(x);
  };
  for (const [a, b] of [
    [r - 1, r],
    [r, r + 1],
  ] as const)
    if (has(a) && has(b)) for (const x of [at(a - 1), at(b + 1)]) if (x && live(x)) outs.add(x);
  if (has(r + 2) && live(at(r + 1))) outs.add(at(r + 1) as SuitedCard);
  if (has(r - 2) && live(at(r - 1))) outs.add(at(r - 1) as SuitedCard);
  return Math.min(outs.size, 2);
}

/** The least deadwood of the hand, less a share of the pips of cards one live card from a meld. */
function expertCost(
  hand: readonly SuitedCard[],
  dead: ReadonlySet<SuitedCard>,
  deadwoodOf: (h: readonly SuitedCard[]) => number,
): number {
  const left = deadwoodOf(hand);
  let hope = 0;
  for (const c of hand) hope += liveOuts(c, hand, dead) * 0.2 * pipValue(c);
  return left - hope;
}

/** Whether throwing `c` hands the next seats something: it lays off on the table, or melds with what they were seen to take. */
function feeds(view: RummyView, c: SuitedCard): boolean {
  return whomItFeeds(view, c) !== null;
}

/**
 * Why throwing `c` would help another seat, in words, or null: it lays off on a meld on the table,
 * or it makes a meld with cards a seat was seen to take (seat numbers from 1, as players read them).
 */
export function whomItFeeds(view: RummyView, c: SuitedCard): string | null {
  const on = view.melds.findIndex((m) => fitsMeld(m, c));
  if (on >= 0)
    return `it lays off on meld ${on + 1} (${(view.melds[on] ?? []).join(' ')}), so the next player could take it`;
  for (const [s, cards] of view.known.entries()) {
    if (s === view.seat || cards.length < 2) continue;
    const meld = findMelds([...cards, c]).find((m) => m.includes(c));
    if (meld)
      return `seat ${s + 1} was seen to take ${meld.filter((x) => x !== c).join(' ')}, and it would complete their meld`;
  }
  return null;
}

const without = (hand: readonly SuitedCard[], cards: readonly SuitedCard[]) => hand.filter((c) => !cards.includes(c));

export function expertMove(view: RummyView, legal: readonly RummyMove[]): RummyMove {
  const deadwoodOf = deadwood;
  const dead = deadCards(view);
  const cost = (h: readonly SuitedCard[]) => expertCost(h, dead, deadwoodOf);
  if (view.phase === 'draw') {
    const top = view.discardTop;
    if (top === null) return drawMove(legal, false);
    if (findMelds([...view.hand, top]).some((m) => m.includes(top)) || view.melds.some((m) => fitsMeld(m, top)))
      return drawMove(legal, true);
    const now = Math.min(...view.hand.map((c) => cost(without(view.hand, [c]))));
    const withTop = [...view.hand, top];
    const after = Math.min(...view.hand.map((c) => cost(without(withTop, [c]))));
    return drawMove(legal, after < now - 3);
  }
  const size = view.hand.length;
  const out = legal.find((m) => (m.type === 'meld' ? m.cards.length === size : m.type !== 'draw' && size === 1));
  if (out) return out;
  const lays = legal.filter((m) => m.type === 'meld' || m.type === 'layoff');
  if (lays.length > 0) {
    const left = (m: RummyMove) =>
      cost(without(view.hand, m.type === 'meld' ? m.cards : m.type === 'layoff' ? [m.card] : []));
    return lays.reduce((best, m) => {
      const d = left(m) - left(best);
      return d < 0 || (d === 0 && m.type === 'meld' && best.type === 'meld' && m.cards.length > best.cards.length)
        ? m
        : best;
    });
  }
  const discards = legal.filter((m): m is Discard => m.type === 'discard');
  // Against a seat close to going out, the pips still held matter more than what the hand may become.
  const threat = view.handSizes.some((n, s) => s !== view.seat && n <= 3);
  const score = (m: Discard) => {
    const rest = without(view.hand, [m.card]);
    const base = threat ? deadwoodOf(rest) : cost(rest);
    return base + (feeds(view, m.card) ? 4 + pipValue(m.card) / 2 : 0);
  };
  let best = discards[0] as Discard;
  let bestScore = score(best);
  for (const m of discards.slice(1)) {
    const s = score(m);
    if (s < bestScore || (s === bestScore && higher(m.card, best.card) < 0)) {
      best = m;
      bestScore = s;
    }
  }
  return best;
}
