/**
 * The `strong` Rummy player (the versions before it are kept as yardsticks: `strong1` in
 * ./search1.ts, `strong2` in ./search2.ts, `strong3` in ./search3.ts, `strong4` in ./search4.ts,
 * `strong5`, `strong6` and `strong7` here with `STRONG5_BUDGET`, `STRONG6_BUDGET` and `STRONG7_BUDGET`): determinised search over the cards its seat cannot see.
 * From the view alone (src/games/rummy/engine/match.ts `viewFor`: own hand, table, whole discard
 * pile, the cards each seat was seen to take, a stock turned over from the discard pile, the hand's
 * public plays) it lists the unseen cards, then for each of a fixed number of determinisations deals
 * them into the other hands and the stock (at two seats drawn from what the other seat's plays say
 * of its hand, ./reading.ts; at more, mostly redrawing a deal that gives a seat a meld with a card it
 * just let go by), plays every candidate move and the rest of the hand (its own turns with the
 * careful playout policy of ./policy2.ts, the others' with the plain one of ./policy.ts), and keeps
 * a default move unless another candidate is clearly better. At two seats the default is the
 * expert's move, there are 256 deals and a playout is scored by the chance of winning the game
 * (./value.ts); at three seats or more (`many`) the default is the playout policy's move, 512 deals
 * go mostly to the close calls, and a playout is scored by the chance of reaching the target first
 * (./valueN.ts; the points at five or six seats). Every candidate meets the same deals and the same
 * playouts (common random numbers), so the comparison is between moves rather than luck. The budget
 * is a count, never a clock: (view, seed) → move is a pure function.
 */
import type { SuitedCard } from '../../../cards/card.ts';
import { deriveSeed, rng, shuffleInPlace } from '../../../cards/random.ts';
import { findMelds, fitsMeld, handSize } from '../engine/index.ts';
import type { RummyMove, RummyView } from '../engine/types.ts';
import { cardIndex, FastHand, or } from './fast.ts';
import { completesMeld, keepScore, playOut, playRest } from './policy.ts';
import { carefulRest, mixedPlayOut } from './policy2.ts';
import { liveDiscard, livePlayOut, liveRest } from './policy3.ts';
import { holdingPlayOut, holdingRest } from './policy4.ts';
import { Reader, type Reading, seatLogs } from './reading.ts';
import { gameValue } from './value.ts';
import { gameValueN, hasGameValueN } from './valueN.ts';
import { expertMove, greedy2Move } from './yardsticks.ts';

export interface SearchBudget {
  /** Deals of the unseen cards, each played out once per candidate. */
  determinisations: number;
  /** Discards considered (the least worth keeping by the playout policy's measure). */
  discards: number;
  /** How many standard errors a move must gain over the policy's move to replace it. */
  z: number;
  /** At two seats, score a playout by the chance of winning the game (./value.ts) instead of the points. */
  game?: boolean;
  /**
   * Play the searching seat's own turns out with the careful policy of ./policy2.ts (the others'
   * with the plain one of ./policy.ts) instead of every seat with the plain one.
   */
  careful?: boolean;
  /** How likely a deal stays in which a seat holds a meld with a card it let go by (1: every deal kept). */
  infer?: number;
  /**
   * How likely a deal stays, per card of another seat's hand that the playout policy would sooner
   * have thrown than the card that seat threw last (1: every deal kept). What a seat lets go of says
   * what it does not hold: a player keeps pairs, neighbours and low cards and throws the rest first.
   * Measured at two seats with 0.25 and not shown better (src/games/rummy/solver/README.md), so off.
   */
  throws?: number;
  /**
   * Read the other hands from the hand's public plays (./reading.ts): deals drawn from the posterior
   * of what each seat threw, passed up and laid down. Replaces `infer` and `throws` when the view
   * has its plays.
   */
  reading?: Reading;
  /**
   * Successive pruning: after `at` deals, only the default and the `keep` others with the best mean
   * gain over it so far are played on the later deals, so the budget goes to the close calls.
   */
  stages?: readonly { at: number; keep: number }[];
  /** At three or four seats, score a playout by the chance of reaching the target first (./valueN.ts). */
  gameN?: boolean;
  /**
   * The default move the others must clearly beat: the `expert` yardstick's (when unset), `greedy2`'s,
   * the playout policy's (./policy.ts) or the live-outs policy's (./policy3.ts).
   */
  prior?: 'expert' | 'greedy2' | 'policy' | 'live';
  /**
   * At two seats, with `careful`: the own turns' discard counts only partial melds a card can still
   * complete (./policy3.ts), and that discard is a candidate. At more seats it showed no gain.
   */
  live?: boolean;
  /**
   * With `careful`: the own turns of the playouts keep their melds back for a rummy (./policy4.ts)
   * while every other seat holds more than this many cards.
   */
  hold?: number;
  /** What differs at three seats or more. */
  many?: Omit<SearchBudget, 'many'>;
}

/** The budget for the view's table: `many` laid over the rest at three seats or more. */
export function budgetFor(view: RummyView, budget: SearchBudget): SearchBudget {
  if (budget.many === undefined) return budget;
  const { many, ...rest } = budget;
  return view.handSizes.length > 2 ? { ...rest, ...many } : rest;
}

/**
 * `strong` before it read the other hands from the hand's plays (`reading`), frozen: the yardstick
 * its successor is measured against (`strong5`). Every other part is the same code.
 */
export const STRONG5_BUDGET: SearchBudget = {
  determinisations: 128,
  discards: 5,
  z: 1.5,
  careful: true,
  infer: 0.2,
  game: true,
  many: {
    determinisations: 512,
    stages: [
      { at: 96, keep: 3 },
      { at: 224, keep: 1 },
    ],
    discards: 5,
    z: 1.5,
    careful: true,
    infer: 0.2,
    game: true,
    gameN: true,
    prior: 'policy',
  },
};

/** How the other hands are read at two seats (./reading.ts; the figures behind each are in ./README.md). */
export const READING: Reading = { throws: 0.1, passes: 0.3, lays: 0.1, burn: 200, steps: 20 };

/**
 * `strong` before it met 256 deals at two seats (128), frozen: the yardstick its successor is
 * measured against (`strong6`). Every other part is the same code.
 */
export const STRONG6_BUDGET: SearchBudget = {
  ...STRONG5_BUDGET,
  // With deals read from the plays, the search's own estimate is trusted sooner than the expert's move.
  z: 1,
  reading: READING,
  // At four seats the reading was not shown better (400 games), so three seats or more play as `strong5`.
  many: { ...(STRONG5_BUDGET.many as Omit<SearchBudget, 'many'>), reading: undefined },
};

/**
 * `strong` before its own playout turns held melds back for a rummy at three seats or more, frozen:
 * the yardstick its successor is measured against (`strong7`). At two seats the two are the same.
 */
export const STRONG7_BUDGET: SearchBudget = {
  ...STRONG6_BUDGET,
  // With deals drawn from the plays' posterior, twice the deals settle more of the close calls the
  // right way (judged by a search that sees the other hand: ./README.md, "strong6 → strong7"); a
  // two-seat decision is still a few milliseconds of CPU.
  determinisations: 256,
};

export const STRONG_BUDGET: SearchBudget = {
  ...STRONG7_BUDGET,
  // At three seats or more a rummy is paid double by every other seat: planned for in the playouts
  // (./policy4.ts), it won 7.5 points more of the four-seat games (./README.md, "strong7 → strong").
  many: { ...(STRONG7_BUDGET.many as Omit<SearchBudget, 'many'>), hold: 3 },
};

export interface Scored {
  move: RummyMove;
  /** Mean points per hand: the seat's winnings less the others' mean winnings. */
  value: number;
  /** The share of playouts the seat went out in. */
  wins: number;
}

/** The public position in a FastHand, the unseen cards, and how many each seat hides. */
export function rootOf(view: RummyView): { base: FastHand; unseen: number[]; slots: number[] } {
  const n = view.handSizes.length;
  const base = new FastHand(n);
  const seen = new Uint8Array(52);
  const mark = (c: SuitedCard) => {
    const i = cardIndex(c);
    seen[i] = 1;
    return i;
  };
  for (const c of view.hand) base.give(view.seat, mark(c));
  const slots = view.handSizes.slice();
  slots[view.seat] = 0;
  view.known.forEach((cards, p) => {
    if (p === view.seat) return;
    for (const c of cards) base.give(p, mark(c));
    slots[p] = Math.max(0, (slots[p] ?? 0) - cards.length);
  });
  for (const meld of view.melds) base.placeMeld(meld.map(mark));
  for (const c of view.discard) base.discard[base.discardLen++] = mark(c);
  if (view.stock !== null) {
    for (const c of view.stock) base.stock[base.stockEnd++] = mark(c);
  }
  view.hasLaid.forEach((laid, p) => {
    base.hasLaid[p] = laid ? 1 : 0;
  });
  base.laidThisTurn = view.laidThisTurn;
  base.toMove = view.toMove ?? view.seat;
  base.taken = view.takenFromDiscard === null ? -1 : cardIndex(view.takenFromDiscard);
  base.stockRunOuts = view.stockRunOuts;
  const unseen: number[] = [];
  for (let c = 0; c < 52; c++) if (!seen[c]) unseen.push(c);
  return { base, unseen, slots };
}

/** Deals the unseen cards (shuffled by `next`) into the hidden hand slots, the rest onto the stock. */
function determinise(g: FastHand, root: ReturnType<typeof rootOf>, view: RummyView, next: () => number): void {
  g.copyFrom(root.base);
  dealInto(g, root, view, next);
}

function dealInto(g: FastHand, root: ReturnType<typeof rootOf>, view: RummyView, next: () => number): void {
  const cards = shuffleInPlace(root.unseen.slice(), next);
  let k = 0;
  root.slots.forEach((count, p) => {
    for (let i = 0; i < count && k < cards.length; i++) g.give(p, cards[k++] as number);
  });
  if (view.stock === null) {
    g.stockHead = 0;
    g.stockEnd = 0;
    while (k < cards.length && g.stockEnd < view.stockSize) g.stock[g.stockEnd++] = cards[k++] as number;
  }
}

/**
 * The cards of the discard pile each other seat let go by, newest first: with no takes in between,
 * the card k places under the top (as the seat's turn began) was thrown by the seat k + 1 places to
 * its right and passed up by the seats between. Every level takes a discard that makes a meld with
 * its hand, and none throws one that it could meld, so a deal giving a seat a meld with such a card
 * is unlikely (a few turns back the hand was a little different, hence only the latest cards).
 */
export function passedUp(view: RummyView): { seat: number; card: number }[] {
  const n = view.handSizes.length;
  const pile = view.discard;
  const shift = view.takenFromDiscard === null ? 0 : 1;
  const out: { seat: number; card: number }[] = [];
  for (let k = 0; k < 2 * n; k++) {
    const at = pile.length - 1 - (k - shift);
    if (k - shift < 0) continue;
    if (at < 0) break;
    const c = cardIndex(pile[at] as SuitedCard);
    // Thrown by the seat k + 1 to the right; passed up by the seats k, k - 1, ..., 1 to the right.
    for (let j = 1; j <= k + 1 && j < n; j++) {
      const seat = (view.seat - j + n * 4) % n;
      if (seat !== view.seat) out.push({ seat, card: c });
    }
  }
  return out;
}

/**
 * The card each other seat threw last, while it is still one of the pile's latest (no take since):
 * the seat then held what it holds now and that card (it has drawn nothing since). After this
 * seat's own take, the card it took was the last throw of the seat to its right. A seat that has
 * not had a turn in this hand threw nothing (the card under it is the deal's first up-card).
 */
export function lastThrows(view: RummyView): { seat: number; card: number }[] {
  const n = view.handSizes.length;
  const pile = view.discard;
  const shift = view.takenFromDiscard === null ? 0 : 1;
  const played = turnsPlayed(view);
  const first = (view.dealer + 1) % n;
  const out: { seat: number; card: number }[] = [];
  for (let k = 0; k < n - 1; k++) {
    const seat = (view.seat - (k + 1) + n * 4) % n;
    if (played < ((seat - first + n) % n) + 1) continue;
    const at = pile.length - 1 - (k - shift);
    const card = k - shift < 0 ? view.takenFromDiscard : at >= 0 ? pile[at] : undefined;
    if (card) out.push({ seat, card: cardIndex(card) });
  }
  return out;
}

/**
 * Turns played in this hand, at least: each turn draws one card (from the stock or the pile) and
 * adds one to the pile; once the stock has been turned over, every seat has had turns.
 */
function turnsPlayed(view: RummyView): number {
  if (view.stockTurns > 0) return Number.POSITIVE_INFINITY;
  const n = view.handSizes.length;
  return Math.max(view.discard.length - 1, 52 - n * handSize(n) - 1 - view.stockSize);
}

const throwHand = new Int32Array(4);

/**
 * How many cards of the hand with masks from `base` the playout policy would sooner have thrown
 * than `c`, in the hand as it was when `c` was thrown (this hand and `c`).
 */
export function soonerThrown(h: Int32Array, base: number, c: number): number {
  for (let t = 0; t < 4; t++) throwHand[t] = h[base + t] as number;
  const suit = (c / 13) | 0;
  throwHand[suit] = (throwHand[suit] as number) | (1 << (c % 13));
  const thrown = keepScore(throwHand, 0, c);
  let count = 0;
  for (let t = 0; t < 4; t++)
    for (let m = h[base + t] as number; m !== 0; m &= m - 1) {
      const x = t * 13 + (31 - Math.clz32(m & -m));
      // More than a point sooner: near ties are left to chance.
      if (x !== c && keepScore(throwHand, 0, x) > thrown + 1) count++;
    }
  return count;
}

/**
 * A deal drawn with `infer` and `throws`: each seat holding a meld with a card it passed up keeps it
 * with chance `infer`, and with chance `throws` for each card it would sooner have thrown than its
 * last throw. A deal is drawn again while it is not kept, at most 15 times (the same seeded
 * generator, so the move is still a function of view and seed).
 */
function inferredDeal(
  g: FastHand,
  root: ReturnType<typeof rootOf>,
  view: RummyView,
  next: () => number,
  passed: readonly { seat: number; card: number }[],
  infer: number,
  thrown: readonly { seat: number; card: number }[],
  throws: number,
): void {
  for (let tries = 0; ; tries++) {
    g.copyFrom(root.base);
    dealInto(g, root, view, next);
    if (tries >= 15) return;
    let keep = 1;
    for (const { seat, card } of passed) if (completesMeld(g.hands, seat * 4, card)) keep *= infer;
    for (const { seat, card } of thrown) keep *= throws ** soonerThrown(g.hands, seat * 4, card);
    if (keep >= 1 || next() < keep) return;
  }
}

const isSet = (meld: readonly SuitedCard[]) => meld.length > 1 && meld[0]?.slice(-1) !== meld[1]?.slice(-1);

/** The rest of the searching seat's turn by its playout policy. */
function restOfTurn(g: FastHand, careful: boolean, live: boolean, hold: number | undefined): void {
  if (hold !== undefined) holdingRest(g, hold);
  else if (live) liveRest(g);
  else if (careful) carefulRest(g);
  else playRest(g);
}

/** Plays `move` for the seat, then the rest of its turn by the policy. */
function applyCandidate(
  g: FastHand,
  view: RummyView,
  move: RummyMove,
  careful = false,
  live = false,
  hold?: number,
): void {
  const seat = view.seat;
  switch (move.type) {
    case 'draw':
      if (move.from === 'discard') g.drawDiscard(seat);
      else g.drawStock(seat);
      restOfTurn(g, careful, live, hold);
      return;
    case 'meld':
      g.meld(seat, move.cards.map(cardIndex));
      if (!g.finished) restOfTurn(g, careful, live, hold);
      return;
    case 'layoff':
      g.layoff(seat, cardIndex(move.card), isSet(view.melds[move.meld] ?? []));
      if (!g.finished) restOfTurn(g, careful, live, hold);
      return;
    case 'discard':
      g.discardCard(seat, cardIndex(move.card));
  }
}

/** The seat's result of a played-out hand: its winnings less the others' mean winnings. */
function utility(g: FastHand, seat: number): number {
  if (g.winner < 0) return 0;
  const gain = g.gain(g.winner);
  return g.winner === seat ? gain : -gain / (g.n - 1);
}

/** At two seats in a game to a target: the seat's chance of winning the game after the played-out hand. */
function gameUtility(view: RummyView): ((g: FastHand, seat: number) => number) | null {
  const target = view.target;
  if (target === null || view.handSizes.length !== 2) return null;
  const mine = view.scores[view.seat] ?? 0;
  const theirs = view.scores[1 - view.seat] ?? 0;
  return (g, seat) => {
    if (g.winner < 0) return gameValue(mine, theirs, target);
    const gain = g.gain(g.winner);
    return g.winner === seat ? gameValue(mine + gain, theirs, target) : gameValue(mine, theirs + gain, target);
  };
}

/** At three or four seats in a game to a target: the seat's chance of reaching it first after the played-out hand. */
function gameUtilityN(view: RummyView): ((g: FastHand, seat: number) => number) | null {
  const target = view.target;
  const n = view.handSizes.length;
  if (target === null || !hasGameValueN(n, target)) return null;
  const mine = view.scores[view.seat] ?? 0;
  const others = view.scores.filter((_, p) => p !== view.seat);
  const after = others.slice();
  const still = gameValueN(mine, others, target) as number;
  return (g, seat) => {
    if (g.winner < 0) return still;
    const gain = g.gain(g.winner);
    if (g.winner === seat) return gameValueN(mine + gain, others, target) as number;
    const j = g.winner < seat ? g.winner : g.winner - 1;
    after[j] = (others[j] as number) + gain;
    const v = gameValueN(mine, after, target) as number;
    after[j] = others[j] as number;
    return v;
  };
}

/** A move that empties the hand now, if any: going out is never worse than waiting. */
export function goingOut(view: RummyView, legal: readonly RummyMove[]): RummyMove | undefined {
  const size = view.hand.length;
  return legal.find((m) => (m.type === 'meld' ? m.cards.length === size : m.type !== 'draw' && size === 1));
}

function handMasks(view: RummyView): Int32Array {
  const hand = new Int32Array(4);
  for (const c of view.hand) or(hand, (cardIndex(c) / 13) | 0, 1 << (cardIndex(c) % 13));
  return hand;
}

/**
 * The playout policy's move as an engine move (the search's default): take the discard only if it
 * makes a meld or lays off; lay down the longest meld, then lay off; discard the card least worth keeping.
 */
export function policyMove(view: RummyView, legal: readonly RummyMove[]): RummyMove {
  const hand = handMasks(view);
  if (view.phase === 'draw') {
    const top = view.discardTop === null ? -1 : cardIndex(view.discardTop);
    const table = new FastHand(2);
    for (const meld of view.melds) table.placeMeld(meld.map(cardIndex));
    const take = top >= 0 && (completesMeld(hand, 0, top) || table.layable(top));
    return legal.find((m) => m.type === 'draw' && m.from === (take ? 'discard' : 'stock')) ?? (legal[0] as RummyMove);
  }
  const melds = legal.filter((m): m is Extract<RummyMove, { type: 'meld' }> => m.type === 'meld');
  if (melds.length > 0) return melds.reduce((a, b) => (b.cards.length > a.cards.length ? b : a));
  const layoff = legal.find((m) => m.type === 'layoff');
  if (layoff) return layoff;
  const discards = legal.filter((m): m is Extract<RummyMove, { type: 'discard' }> => m.type === 'discard');
  const worth = (m: { card: SuitedCard }) => keepScore(hand, 0, cardIndex(m.card));
  return discards.reduce((a, b) => (worth(b) > worth(a) ? b : a));
}

const livePlayouts = (view: RummyView, budget: SearchBudget) => budget.live === true && view.handSizes.length === 2;

/**
 * The own-turn playout policy of ./policy3.ts as an engine move in the play phase: the longest meld,
 * then a lay-off, then its discard (partial melds counted only with outs still live).
 */
export function liveMove(view: RummyView, legal: readonly RummyMove[]): RummyMove {
  if (legal.some((m) => m.type === 'meld' || m.type === 'layoff') || view.phase === 'draw')
    return policyMove(view, legal);
  const g = rootOf(view).base;
  view.handSizes.forEach((size, p) => {
    g.sizes[p] = size;
  });
  g.toMove = view.seat;
  const card = liveDiscard(g);
  return legal.find((m) => m.type === 'discard' && cardIndex(m.card) === card) ?? policyMove(view, legal);
}

const same = (a: RummyMove, b: RummyMove) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Whether the top discard is worth taking at all: only when it makes a meld with the hand or lays
 * off on the table. Taking a card just to hold a lower one (or a hopeful partner) lets two computer
 * seats hand the same few cards back and forth for ever, the stock never drawn and never running
 * out (the rules have no bound on a hand); with this rule every take adds a card to a meld.
 */
export function takesDiscard(view: RummyView): boolean {
  const top = view.discardTop;
  if (top === null) return false;
  return findMelds([...view.hand, top]).some((m) => m.includes(top)) || view.melds.some((m) => fitsMeld(m, top));
}

/**
 * The discards allowed this turn: after taking from the discard pile, none of a card that is part
 * of a meld in the hand or lays off on the table (the taken card is one of those). So every turn
 * that takes from the pile adds one to the cards the seat holds in melds or could lay off plus the
 * cards on the table, which never goes down (melds stay melds when another card leaves, the table
 * only grows) and is at most 52. Together with `takesDiscard` this bounds the turns in a row the
 * seat can take from the pile, so the stock is drawn and the hand ends even against a player that
 * takes every discard.
 */
export function allowedDiscards(view: RummyView, legal: readonly RummyMove[]): RummyMove[] {
  const discards = legal.filter((m) => m.type === 'discard');
  if (view.takenFromDiscard === null) return discards;
  const melded = new Set(findMelds(view.hand).flat());
  const useful = (c: SuitedCard) => melded.has(c) || view.melds.some((m) => fitsMeld(m, c));
  const free = discards.filter((m) => m.type === 'discard' && !useful(m.card));
  return free.length > 0 ? free : discards;
}

/**
 * The moves worth searching, the prior's first: both draws (the discard only when `takesDiscard`);
 * or every meld and lay-off, the prior's discard and the likeliest discards by the playout
 * policy's measure (only `allowedDiscards`). The prior is the careful rule-based judgement of
 * ./yardsticks.ts (live outs, what a discard feeds the others), so the search starts from a sound
 * move and the playouts (every seat following the simpler policy) only overturn it when the
 * difference is clear.
 */
export function candidates(view: RummyView, legal: readonly RummyMove[], given: SearchBudget): RummyMove[] {
  const budget = budgetFor(view, given);
  if (view.phase === 'draw') {
    const stock = legal.filter((m) => m.type === 'draw' && m.from === 'stock');
    if (!takesDiscard(view) && stock.length > 0) return stock;
    const first = expertMove(view, legal);
    return [first, ...legal.filter((m) => m !== first)];
  }
  const allowed = allowedDiscards(view, legal);
  const ok = (m: RummyMove) => m.type !== 'discard' || allowed.some((a) => same(a, m));
  const hand = handMasks(view);
  const discards = allowed
    .filter((m): m is Extract<RummyMove, { type: 'discard' }> => m.type === 'discard')
    .map((m) => ({ m, score: keepScore(hand, 0, cardIndex(m.card)) }))
    .sort((a, b) => b.score - a.score)
    .slice(0, budget.discards)
    .map((x) => x.m);
  const prior =
    budget.prior === 'greedy2'
      ? greedy2Move(view, legal)
      : budget.prior === 'policy'
        ? policyMove(view, legal)
        : budget.prior === 'live'
          ? liveMove(view, legal)
          : expertMove(view, legal);
  const all = [
    prior,
    expertMove(view, legal),
    policyMove(view, legal),
    ...(livePlayouts(view, budget) ? [liveMove(view, legal)] : []),
    ...legal.filter((m) => m.type === 'meld' || m.type === 'layoff'),
    ...discards,
  ];
  return all.filter((m, i) => ok(m) && all.findIndex((o) => same(o, m)) === i);
}

/**
 * Every candidate with its mean playout result against the policy's move (the first), best first.
 * The policy's move is kept unless another beats it clearly: by more than `z` standard errors of
 * the paired differences over the same deals, so noise alone does not change a good default.
 */
export function searchMoves(
  view: RummyView,
  legal: readonly RummyMove[],
  seed: number,
  given: SearchBudget = STRONG_BUDGET,
): Scored[] {
  const budget = budgetFor(view, given);
  const moves = candidates(view, legal, budget);
  const root = rootOf(view);
  const k = moves.length;
  const total = new Float64Array(k);
  const wins = new Float64Array(k);
  const diff = new Float64Array(k);
  const diff2 = new Float64Array(k);
  const u = new Float64Array(k);
  const deal = new FastHand(root.base.n);
  const g = new FastHand(root.base.n);
  const seat = view.seat;
  const n = Math.max(1, budget.determinisations);
  const infer = budget.infer ?? 1;
  const passed = infer < 1 ? passedUp(view) : [];
  const throws = budget.throws ?? 1;
  const thrown = throws < 1 ? lastThrows(view) : [];
  const reading = budget.reading !== undefined && view.plays !== undefined ? budget.reading : null;
  let reader: Reader | null = null;
  if (reading) {
    reader = new Reader(root.unseen, root.slots, seatLogs(view, root.slots), rng(deriveSeed(seed, -1)), reading);
    reader.walk(reading.burn * reader.seats);
  }
  const careful = budget.careful === true;
  const live = careful && livePlayouts(view, budget);
  const hold = careful && !live ? budget.hold : undefined;
  const score =
    (budget.game === true ? gameUtility(view) : null) ?? (budget.gameN === true ? gameUtilityN(view) : null) ?? utility;
  const alive = new Uint8Array(k).fill(1);
  const seen = new Float64Array(k);
  const stages = budget.stages ?? [];
  let stage = 0;
  for (let d = 0; d < n; d++) {
    const cut = stages[stage];
    if (cut !== undefined && d === cut.at) {
      stage++;
      const others = [];
      for (let i = 1; i < k; i++) if (alive[i]) others.push(i);
      others.sort(
        (a, b) => (diff[b] as number) / (seen[b] as number) - (diff[a] as number) / (seen[a] as number) || a - b,
      );
      for (const i of others.slice(cut.keep)) alive[i] = 0;
    }
    const next = rng(deriveSeed(seed, d));
    if (reader && reading) {
      reader.walk(reading.steps * reader.seats);
      reader.deal(deal, root.base, view, next);
    } else if (passed.length > 0 || thrown.length > 0)
      inferredDeal(deal, root, view, next, passed, infer, thrown, throws);
    else determinise(deal, root, view, next);
    for (let i = 0; i < k; i++) {
      if (!alive[i]) continue;
      seen[i] = (seen[i] as number) + 1;
      g.copyFrom(deal);
      applyCandidate(g, view, moves[i] as RummyMove, careful, live, hold);
      if (live) livePlayOut(g, seat);
      else if (hold !== undefined) holdingPlayOut(g, seat, hold);
      else if (careful) mixedPlayOut(g, seat);
      else playOut(g);
      u[i] = score(g, seat);
      if (g.winner === seat) wins[i] = (wins[i] as number) + 1;
    }
    for (let i = 0; i < k; i++) {
      if (!alive[i]) continue;
      const x = (u[i] as number) - (u[0] as number);
      total[i] = (total[i] as number) + (u[i] as number);
      diff[i] = (diff[i] as number) + x;
      diff2[i] = (diff2[i] as number) + x * x;
    }
  }
  // A candidate pruned early is judged on the deals it met (against the default on the same deals).
  const clear = (i: number) => {
    const m = Math.max(1, seen[i] as number);
    const mean = (diff[i] as number) / m;
    const sd = Math.sqrt(Math.max(0, (diff2[i] as number) / m - mean * mean));
    return mean - (budget.z * sd) / Math.sqrt(m);
  };
  return moves
    .map((move, i) => ({
      move,
      value: (total[i] as number) / Math.max(1, seen[i] as number),
      wins: (wins[i] as number) / Math.max(1, seen[i] as number),
      margin: i === 0 ? 0 : alive[i] ? clear(i) : Number.NEGATIVE_INFINITY,
      i,
    }))
    .sort((a, b) => b.margin - a.margin || a.i - b.i)
    .map(({ move, value, wins: w }) => ({ move, value, wins: w }));
}

/** The strong level's move. */
export function searchMove(
  view: RummyView,
  legal: readonly RummyMove[],
  seed: number,
  budget = STRONG_BUDGET,
): RummyMove {
  if (legal.length === 1) return legal[0] as RummyMove;
  const out = goingOut(view, legal);
  if (out) return out;
  const moves = candidates(view, legal, budget);
  if (moves.length === 1) return moves[0] as RummyMove;
  return (searchMoves(view, legal, seed, budget)[0] as Scored).move;
}
