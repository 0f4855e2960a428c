/**
 * The casual opponent's heuristic: how a plausible human picks a take, with no
 * search. It likes takes that complete combinations now, dislikes leaving the
 * opponent a take that completes one, and mildly prefers cards that go with
 * what it already holds. It knows nothing of misère or of the multiplier.
 */
import { type Card, isJoker, rankOf, suitOf } from '../../../cards/card.ts';
import { SUIT_LIMITS } from '../engine/deal.ts';
import { aceHighValue, scoreFullpackHand, scoreHand } from '../engine/scoring.ts';
import type { DealView, Variant } from '../engine/types.ts';
import { otherSeat } from '../engine/types.ts';

/** What a hand is worth to a casual player: combination points, or (fullpack) the score plus its factors. */
function worth(variant: Variant, cards: readonly Card[]): number {
  if (variant !== 'fullpack') return scoreHand(cards).combinationPoints;
  const hand = scoreFullpackHand(cards);
  // The product stays 0 or flat for a while; the factors show progress before it does.
  return hand.score + hand.longestSuit.count + hand.longestRun.length + hand.largestSet.count;
}

/** Cards in `taken` that share a rank with, or sit next to in suit, a card of `hand`: "this goes with mine". */
function connections(hand: readonly Card[], taken: readonly Card[]): number {
  let links = 0;
  for (const card of taken) {
    if (isJoker(card)) continue;
    const linked = hand.some(
      (held) =>
        !isJoker(held) &&
        (rankOf(held) === rankOf(card) ||
          (suitOf(held) === suitOf(card) && Math.abs(aceHighValue(rankOf(held)) - aceHighValue(rankOf(card))) === 1)),
    );
    if (linked) links++;
  }
  return links;
}

/** The takes the next player could make from `row` after a take of `previous`. */
function nextTakes(variant: Variant, row: readonly Card[], previous: number): number[] {
  const top = row[0];
  if (top === undefined) return [];
  const limit = variant === 'classic' ? 3 : variant === 'unlimited' ? previous + 1 : (SUIT_LIMITS[top.slice(-1)] ?? 1);
  return Array.from({ length: Math.min(limit, row.length) }, (_, i) => i + 1);
}

/** The heuristic score of each legal take (same order as `view.legalTakes`); higher is better. */
export function casualTakeScores(view: DealView): number[] {
  const me = view.toMove;
  if (me === null || view.phase !== 'take') return [];
  const mine = view.taken[me];
  const theirs = view.taken[otherSeat(me)];
  const myWorth = worth(view.variant, mine);
  const theirWorth = worth(view.variant, theirs);
  return view.legalTakes.map((count) => {
    const taken = view.row.slice(0, count);
    const gain = worth(view.variant, [...mine, ...taken]) - myWorth;
    const rest = view.row.slice(count);
    let threat = 0;
    for (const next of nextTakes(view.variant, rest, count)) {
      threat = Math.max(threat, worth(view.variant, [...theirs, ...rest.slice(0, next)]) - theirWorth);
    }
    return gain - threat + 0.5 * connections(mine, taken) - 0.25 * count;
  });
}

/** Whether a casual nondealer plays first: when the opening take looks at least even. */
export function casualPlaysFirst(openingView: DealView): boolean {
  return Math.max(...casualTakeScores(openingView)) >= 0;
}
