/**
 * Threedom's `strong` player: a determinised search over the cards its seat cannot see.
 *
 * 1. The `heuristic` player's one-move values (src/games/threedom/solver/heuristic.ts) pick the
 *    `candidates` most promising turns.
 * 2. `samples` times, the unseen cards (the pack less the seat's hand, the tops, both players'
 *    collected cards and the round's public memory: the cards seen under the tops and seen taken by
 *    the opponent) are shuffled and dealt to where the view says cards are hidden: the rest of the
 *    opponent's hand (beside the cards it was seen to take), under the seen part of each pile, the
 *    draw pile. Every candidate is played in that same deal (common random
 *    numbers, so candidates are compared on equal luck) and then `depth` more turns are played out
 *    by the one-move greedy player for both sides (src/games/threedom/solver/fast.ts), each deciding only
 *    from the tops it would see.
 * 3. The turn with the best mean point difference (seat's points − opponent's over the candidate turn
 *    and the playout) wins; ties go to the heuristic's order.
 * The budget is a count, never a time, so (view, seed) → move is a pure function, and the hidden cards
 * of the real state cannot leak in: the search is handed the view only.
 */
import type { SuitedCard } from '../../../cards/card.ts';
import { rng, shuffleInPlace } from '../../../cards/random.ts';
import type { ThreedomMove, ThreedomView } from '../engine/types.ts';
import { cloneFast, type FastRound, greedyTurn, INDEX, playFast } from './fast.ts';
import { scoreMoves } from './heuristic.ts';

export interface SearchBudget {
  /** Turns searched (the heuristic's best). */
  candidates: number;
  /** Deals of the hidden cards, each playing every candidate. */
  samples: number;
  /** Greedy turns played out after the candidate turn. */
  depth: number;
}

/** The strong level's budget: p99 well under 100 ms a decision on one quiet core (README.md here). */
export const STRONG_BUDGET: SearchBudget = { candidates: 10, samples: 40, depth: 1 };

/** The hidden cards as numbers, in pack order: what the seat cannot see. */
export function unseenCards(view: ThreedomView): number[] {
  const seen = new Uint8Array(52);
  const mark = (c: SuitedCard | null) => {
    if (c !== null) seen[INDEX.get(c) as number] = 1;
  };
  for (const c of view.hand) mark(c);
  for (const c of view.tops) mark(c);
  for (const c of view.collected[0]) mark(c);
  for (const c of view.collected[1]) mark(c);
  // The round's public memory: cards seen under the tops and seen going into the opponent's hand.
  for (const under of view.covered ?? []) for (const c of under) mark(c);
  for (const t of view.opponentTaken ?? []) mark(t.card);
  const out: number[] = [];
  for (let n = 0; n < 52; n++) if (seen[n] === 0) out.push(n);
  return out;
}

/** A deal of the hidden cards consistent with `view` (the seat as hands[0]), shuffled by `random`. */
export function determinise(view: ThreedomView, hidden: readonly number[], random: () => number): FastRound {
  const cards = shuffleInPlace(hidden.slice(), random);
  let at = 0;
  const take = (n: number) => {
    at += n;
    return cards.slice(at - n, at);
  };
  const known = (view.opponentTaken ?? []).map((t) => INDEX.get(t.card) as number);
  const opponent = [...known, ...take(view.opponentHandSize - known.length)];
  const piles = view.tops.map((top, p) => {
    const size = view.pileSizes[p] ?? 0;
    if (size === 0 || top === null) return [];
    const under = (view.covered?.[p] ?? []).map((c) => INDEX.get(c) as number);
    return [...take(size - 1 - under.length), ...under, INDEX.get(top) as number];
  });
  const draw = take(view.drawPileSize);
  if (at !== cards.length || draw.length !== view.drawPileSize)
    throw new Error('the view does not account for every card of the pack');
  return {
    piles,
    hands: [view.hand.map((c) => INDEX.get(c) as number), opponent],
    draw,
    next: 0,
    stall: view.turnsWithoutClaim,
    ended: false,
  };
}

/** The mean point difference of each candidate over the budget's deals and playouts. */
export function searchValues(
  view: ThreedomView,
  candidates: readonly ThreedomMove[],
  seed: number,
  budget: SearchBudget,
): number[] {
  const random = rng(seed);
  const hidden = unseenCards(view);
  const totals = candidates.map(() => 0);
  for (let s = 0; s < budget.samples; s++) {
    const deal = determinise(view, hidden, random);
    const playoutSeed = Math.floor(random() * 2 ** 32);
    candidates.forEach((move, k) => {
      const r = cloneFast(deal);
      const h = r.hands[0].indexOf(INDEX.get(move.play) as number);
      let diff = playFast(r, 0, h, move.on, move.take);
      const playout = rng(playoutSeed);
      for (let d = 0, who: 0 | 1 = 1; d < budget.depth && !r.ended; d++, who = who === 0 ? 1 : 0) {
        const [hh, on, take] = greedyTurn(r, who, playout);
        const points = playFast(r, who, hh, on, take);
        diff += who === 0 ? points : -points;
      }
      totals[k] = (totals[k] as number) + diff;
    });
  }
  return totals.map((t) => t / budget.samples);
}

/** The strong level's turn for `view` (the seat to move), reproducible from `seed`. */
export function searchMove(view: ThreedomView, seed: number, budget: SearchBudget = STRONG_BUDGET): ThreedomMove {
  const scored = scoreMoves('heuristic', view, true);
  if (scored.length === 0) throw new Error('no legal Threedom move in this view');
  // A stable order: best heuristic value first, then the order the moves were listed in.
  const ranked = scored.map((s, i) => ({ ...s, i })).sort((a, b) => b.value - a.value || a.i - b.i);
  const candidates = ranked.slice(0, budget.candidates).map((s) => s.move);
  if (candidates.length === 1) return candidates[0] as ThreedomMove;
  const values = searchValues(view, candidates, seed, budget);
  let best = 0;
  for (let k = 1; k < values.length; k++) if ((values[k] as number) > (values[best] as number) + 1e-9) best = k;
  return candidates[best] as ThreedomMove;
}
