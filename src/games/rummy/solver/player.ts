/**
 * Rummy's computer players. Each decides one engine move from `RummyView` (viewFor in
 * src/games/rummy/engine/match.ts: the seat's own hand, the table, the top discard and counts), never
 * from the hidden cards, so it runs the same in a worker (src/solver/players.ts) or in-process.
 *
 * Levels offered to players: `casual` (greedy with the deadwood count below, and a slip now and
 * then) and `strong` (determinised search over the unseen cards, ./search.ts). Yardsticks for
 * self-play: `random` (any legal move), `greedy` (takes the discard only to meld it, lays down
 * everything, throws its highest card) and `heuristic` (the strong level before the search: keeps
 * the hand that leaves the least deadwood, weighing cards that are one card away from a meld),
 * the fixed `greedy2` and `expert` (./yardsticks.ts), and the strong level's earlier versions, frozen:
 * `strong1` (./search1.ts), `strong2` (./search2.ts), `strong3` (./search3.ts), `strong4` (./search4.ts)
 * `strong5` (./search.ts with `STRONG5_BUDGET`: today's search without reading the other hands) and
 * `strong6` (./search.ts with `STRONG6_BUDGET`: 128 deals at two seats, not 256) and `strong7`
 * (`STRONG7_BUDGET`: today's search without holding melds back for a rummy at three seats or more).
 */
import { rankNumber, rankOf, type SuitedCard, suitOf } from '../../../cards/card.ts';
import { deriveSeed } from '../../../cards/random.ts';
import { findMelds, handLegalMoves, pipValue } from '../engine/index.ts';
import type { HandState, RummyMove, RummyView } from '../engine/types.ts';
import { STRONG5_BUDGET, STRONG6_BUDGET, STRONG7_BUDGET, searchMove } from './search.ts';
import { searchMove as searchMove1 } from './search1.ts';
import { searchMove as searchMove2 } from './search2.ts';
import { searchMove as searchMove3 } from './search3.ts';
import { searchMove as searchMove4 } from './search4.ts';
import { deadwood, expertMove, greedy2Move } from './yardsticks.ts';

export { deadwood } from './yardsticks.ts';

export const RUMMY_LEVELS = ['casual', 'strong'] as const;
export const RUMMY_BASELINES = [
  'random',
  'greedy',
  'heuristic',
  'greedy2',
  'expert',
  'strong1',
  'strong2',
  'strong3',
  'strong4',
  'strong5',
  'strong6',
  'strong7',
] as const;
/** The yardsticks win rates are reported against (./yardsticks.ts): fixed, versioned players. */
export const RUMMY_YARDSTICKS = ['greedy2', 'expert'] as const;
export type RummyLevel = (typeof RUMMY_LEVELS)[number] | (typeof RUMMY_BASELINES)[number];

const FILLER = 'A♠' as SuitedCard;

/** A hand state with the seat's own cards and the public table; what is hidden is filler of the right size. */
export function stateFromView(view: RummyView): HandState {
  const players = view.handSizes.length;
  return {
    players,
    dealer: view.dealer,
    hands: view.handSizes.map((n, s) =>
      s === view.seat ? view.hand.slice() : Array.from({ length: n }, () => FILLER),
    ),
    melds: view.melds.map((m) => m.slice()),
    stock: view.stock?.slice() ?? Array.from({ length: view.stockSize }, () => FILLER),
    discard: view.discard.slice(),
    toMove: view.toMove ?? -1,
    phase: view.phase,
    takenFromDiscard: view.takenFromDiscard,
    hasLaid: view.hasLaid.slice(),
    laidThisTurn: view.laidThisTurn,
    stockRunOuts: view.stockRunOuts,
    stockTurns: view.stockTurns,
    finished: view.toMove === null,
    winner: null,
    rummy: false,
    payments: view.handSizes.map(() => 0),
  };
}

/** Every legal move of the seat, from its view. */
export function viewLegalMoves(view: RummyView): RummyMove[] {
  return handLegalMoves(stateFromView(view), view.seat);
}

const rank = (c: SuitedCard) => rankNumber(rankOf(c));

/** Cards one step from a meld: a pair, or two of a suit a rank or two apart. */
function partners(card: SuitedCard, hand: readonly SuitedCard[]): number {
  let n = 0;
  for (const other of hand) {
    if (other === card) continue;
    if (rankOf(other) === rankOf(card)) n++;
    else if (suitOf(other) === suitOf(card) && Math.abs(rank(other) - rank(card)) <= 2) n++;
  }
  return n;
}

/** How good a hand is to hold (lower is better): deadwood, less a little for cards with partners. */
function handCost(hand: readonly SuitedCard[]): number {
  const left = deadwood(hand);
  const hopeful = hand.reduce((sum, c) => sum + Math.min(partners(c, hand), 2) * 0.35 * pipValue(c), 0);
  return left - hopeful * 0.5;
}

const byCost = (moves: RummyMove[], cost: (m: RummyMove) => number) =>
  moves.reduce((best, m) => (cost(m) < cost(best) ? m : best));

function without(hand: readonly SuitedCard[], cards: readonly SuitedCard[]): SuitedCard[] {
  return hand.filter((c) => !cards.includes(c));
}

function greedy(view: RummyView, legal: RummyMove[]): RummyMove {
  if (view.phase === 'draw') {
    const top = view.discardTop;
    const takes = top !== null && findMelds([...view.hand, top]).some((m) => m.includes(top));
    return legal.find((m) => m.type === 'draw' && m.from === (takes ? 'discard' : 'stock')) ?? (legal[0] as RummyMove);
  }
  const melds = legal.filter((m) => m.type === 'meld');
  if (melds.length > 0) return byCost(melds, (m) => (m.type === 'meld' ? -m.cards.length : 0));
  const layoff = legal.find((m) => m.type === 'layoff');
  if (layoff) return layoff;
  const discards = legal.filter((m) => m.type === 'discard');
  return byCost(discards, (m) => (m.type === 'discard' ? -pipValue(m.card) : 0));
}

function discardByCost(view: RummyView, legal: RummyMove[], cost: (hand: SuitedCard[]) => number): RummyMove {
  const discards = legal.filter((m) => m.type === 'discard');
  return byCost(discards, (m) => (m.type === 'discard' ? cost(without(view.hand, [m.card])) : 0));
}

/** Whether taking the top discard leaves a better hand (after the best discard) than the stock's average would. */
function takesDiscard(view: RummyView, cost: (hand: SuitedCard[]) => number): boolean {
  const top = view.discardTop;
  if (top === null) return false;
  const now = Math.min(...view.hand.map((c) => cost(without(view.hand, [c]))), cost(view.hand));
  const withTop = [...view.hand, top];
  const after = Math.min(...view.hand.map((c) => cost(without(withTop, [c]))));
  return after < now - 2;
}

function thoughtful(view: RummyView, legal: RummyMove[], level: 'casual' | 'heuristic', seed: number): RummyMove {
  const cost = level === 'heuristic' ? handCost : deadwood;
  if (view.phase === 'draw') {
    const take = takesDiscard(view, cost);
    return legal.find((m) => m.type === 'draw' && m.from === (take ? 'discard' : 'stock')) ?? (legal[0] as RummyMove);
  }
  const melds = legal.filter((m) => m.type === 'meld' || m.type === 'layoff');
  const discards = legal.filter((m) => m.type === 'discard');
  // Going out now, by a meld or lay-off or a last discard, always.
  const out = melds.find((m) => (m.type === 'meld' ? m.cards.length : 1) === view.hand.length);
  if (out) return out;
  const lastDiscard = discards.length > 0 && view.hand.length === 1;
  if (lastDiscard) return discards[0] as RummyMove;
  if (melds.length > 0) {
    // Laid down at once: what is on the table is never paid for.
    const left = (m: RummyMove) =>
      cost(without(view.hand, m.type === 'meld' ? m.cards : m.type === 'layoff' ? [m.card] : []));
    return byCost(melds, left);
  }
  if (level === 'casual' && (deriveSeed(seed, view.hand.length + view.stockSize) >>> 0) % 6 === 0) {
    // A slip: the highest card not in a meld, without weighing what it might become.
    return greedy(view, discards);
  }
  return discardByCost(view, legal, cost);
}

/** The seed a level's choice uses for the seat of `view`, from the caller's `seed`. */
export function moveSalt(view: RummyView, seed: number): number {
  return deriveSeed(seed, view.stockSize * 64 + view.hand.length * 7 + view.melds.length);
}

/** The move of `level` for the seat of `view`; `seed` makes a random or slipping choice reproducible. */
export function rummyMove(level: string, view: RummyView, seed: number): RummyMove {
  const legal = viewLegalMoves(view);
  if (legal.length === 0) throw new Error(`seat ${view.seat} has no legal Rummy move`);
  const salt = moveSalt(view, seed);
  if (level === 'random') return legal[(salt >>> 0) % legal.length] as RummyMove;
  if (level === 'greedy') return greedy(view, legal);
  if (level === 'greedy2') return greedy2Move(view, legal);
  if (level === 'expert') return expertMove(view, legal);
  if (level === 'strong') return searchMove(view, legal, salt);
  if (level === 'strong1') return searchMove1(view, legal, salt);
  if (level === 'strong2') return searchMove2(view, legal, salt);
  if (level === 'strong3') return searchMove3(view, legal, salt);
  if (level === 'strong4') return searchMove4(view, legal, salt);
  if (level === 'strong5') return searchMove(view, legal, salt, STRONG5_BUDGET);
  if (level === 'strong6') return searchMove(view, legal, salt, STRONG6_BUDGET);
  if (level === 'strong7') return searchMove(view, legal, salt, STRONG7_BUDGET);
  return thoughtful(view, legal, level === 'heuristic' ? 'heuristic' : 'casual', salt);
}
