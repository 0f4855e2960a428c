/**
 * Threedom's one-move players, judged from a seat's view (`viewFor` in src/games/threedom/engine/match.ts):
 * its hand, the pile tops and sizes, both players' collected cards and the draw pile's count; never a
 * face-down card. A turn's value is judged on what is face up after it: the played card covers its
 * pile, and the pile taken from shows an unknown card, so lines through it are left out.
 * - `greedy`: the most points this turn surely claims.
 * - `greedy2` (a yardstick, version 1): the same, and between turns that claim as much, the one that
 *   leaves the opponent the least to claim next turn (the straightforward player a person writes first).
 * - `casual`: that, less half the points the opponent could claim next turn by completing a line
 *   the move leaves two-thirds made (weighed by the chance they hold a card that completes it).
 *   Self-play against `greedy2` found this weighing (and 0.2) as good as any tried, and better than
 *   weighing the danger fully or counting the mover's own next-turn chances (the `heuristic` below).
 * - `heuristic` (the strong level before the search, now the search's prior): the points claimed, less
 *   the whole of that danger, plus a third of the points of the lines its own hand could complete next turn.
 */
import { type SuitedCard, standardPack } from '../../../cards/card.ts';
import { cardPoints, isSet, LINES } from '../engine/grid.ts';
import type { ThreedomMove, ThreedomView } from '../engine/types.ts';

type Tops = (SuitedCard | null)[];

/** Every turn the view allows: each hand card on each pile, taking from each other non-empty pile. */
export function viewMoves(view: ThreedomView): ThreedomMove[] {
  const moves: ThreedomMove[] = [];
  for (const play of view.hand)
    for (let on = 0; on < 9; on++)
      for (let take = 0; take < 9; take++)
        if (take !== on && (view.pileSizes[take] ?? 0) > 0) moves.push({ type: 'turn', play, on, take });
  return moves;
}

/** The tops after a move, as far as the mover knows: the taken pile's new top is unknown (null). */
function topsAfter(view: ThreedomView, move: ThreedomMove): Tops {
  const tops = view.tops.slice();
  tops[move.on] = move.play;
  tops[move.take] = null;
  return tops;
}

/** Points surely claimed on `tops`: the union of the piles of every complete line, each top once. */
function claimed(tops: Tops): number {
  const piles = new Set<number>();
  for (const line of LINES) {
    const [a, b, c] = line.map((p) => tops[p] ?? null);
    if (a && b && c && isSet(a, b, c)) for (const p of line) piles.add(p);
  }
  let points = 0;
  for (const p of piles) points += cardPoints(tops[p] as SuitedCard);
  return points;
}

const PACK = standardPack();

const COMPLETERS = new Map<string, SuitedCard[]>();

/** Cards that would complete `line` if played on its pile at `slot`, the other two tops given
 *  (memoised: the pack is fixed, so the answer depends on the two cards and the slot only). */
function completers(tops: Tops, line: readonly number[], slot: number): SuitedCard[] {
  const known = line.map((p, k) => (k === slot ? null : (tops[p] ?? null)));
  const key = `${slot}|${known.join('|')}`;
  const hit = COMPLETERS.get(key);
  if (hit) return hit;
  const out: SuitedCard[] = [];
  if (known.filter((c) => c !== null).length === 2)
    for (const card of PACK) {
      const cards = known.map((c) => c ?? card) as [SuitedCard, SuitedCard, SuitedCard];
      if (isSet(cards[0], cards[1], cards[2])) out.push(card);
    }
  COMPLETERS.set(key, out);
  return out;
}

/** Cards the view cannot see: under the tops, in the draw pile, in the opponent's hand. */
function unseen(view: ThreedomView): Set<SuitedCard> {
  const seen = new Set<SuitedCard>([...view.hand, ...view.collected[0], ...view.collected[1]]);
  for (const t of view.tops) if (t) seen.add(t);
  return new Set(PACK.filter((c) => !seen.has(c)));
}

/** The chance that 3 cards drawn from `pool` include one of `k` given ones. */
function holds(k: number, pool: number, hand = 3): number {
  if (k <= 0 || pool <= 0) return 0;
  let none = 1;
  for (let n = 0; n < hand; n++) none *= Math.max(0, pool - k - n) / (pool - n);
  return 1 - none;
}

/** What the opponent may claim next turn on lines two-thirds made: Σ chance × the line's points. */
function danger(tops: Tops, pool: Set<SuitedCard>, exclude: ReadonlySet<SuitedCard>): number {
  let total = 0;
  for (const line of LINES) {
    for (let slot = 0; slot < 3; slot++) {
      const others = line.filter((_, k) => k !== slot).map((p) => tops[p]);
      if (others.some((c) => c === null || c === undefined)) continue;
      const ks = completers(tops, line, slot).filter((c) => pool.has(c) && !exclude.has(c));
      if (ks.length === 0) continue;
      const pts = (others as SuitedCard[]).reduce((s, c) => s + cardPoints(c), 0) + cardPoints(ks[0] as SuitedCard);
      total += holds(ks.length, pool.size) * pts;
    }
  }
  return total;
}

/** Points of the lines the mover's own hand could complete on `tops` next turn (each line once). */
function potential(tops: Tops, hand: readonly SuitedCard[]): number {
  let total = 0;
  for (const line of LINES) {
    let best = 0;
    for (let slot = 0; slot < 3; slot++) {
      const ks = completers(tops, line, slot).filter((c) => hand.includes(c));
      for (const k of ks) {
        const cards = line.map((p, n) => (n === slot ? k : tops[p])) as SuitedCard[];
        best = Math.max(
          best,
          cards.reduce((s, c) => s + cardPoints(c), 0),
        );
      }
    }
    total += best;
  }
  return total;
}

export function pick(moves: readonly ThreedomMove[], random: () => number): ThreedomMove {
  return moves[Math.floor(random() * moves.length)] as ThreedomMove;
}

/**
 * Every turn of `view` with its one-move value at `level` (greedy, casual or heuristic), in `viewMoves` order.
 * With `memory`, the round's public memory of the view (cards seen under the tops, cards the opponent
 * was seen to take) is used: see `rememberedValues`. The yardsticks judge without it, so they stay fixed.
 */
export function scoreMoves(
  level: 'greedy' | 'greedy2' | 'casual' | 'heuristic',
  view: ThreedomView,
  memory = false,
): { move: ThreedomMove; value: number }[] {
  if (memory && level !== 'greedy' && level !== 'greedy2') return rememberedValues(level, view);
  const pool = unseen(view);
  return viewMoves(view).map((move) => {
    const tops = topsAfter(view, move);
    const now = claimed(tops);
    if (level === 'greedy') return { move, value: now };
    // The claimed piles show unknown cards after the claim: the opponent's lines through them are unknown too.
    const after = now > 0 ? clearClaimed(tops) : tops;
    const hand = view.hand.filter((c) => c !== move.play);
    const taken = view.tops[move.take];
    if (taken) hand.push(taken);
    const risk = danger(after, pool, new Set(hand));
    // Points first; between turns that claim the same, the one that leaves the opponent least.
    if (level === 'greedy2') return { move, value: now - 1e-3 * risk };
    if (level === 'casual') return { move, value: now - 0.5 * risk };
    return { move, value: now - risk + potential(after, hand) / 3 };
  });
}

function clearClaimed(tops: Tops): Tops {
  const out = tops.slice();
  for (const line of LINES) {
    const [a, b, c] = line.map((p) => tops[p] ?? null);
    if (a && b && c && isSet(a, b, c)) for (const p of line) out[p] = null;
  }
  return out;
}

/**
 * The one-move values with the round's memory. The turn is played on known stacks (each pile's seen
 * cards under its top, bottom first; below them unknown): the take shows the next card when it was
 * seen, sets are claimed on those tops, and each claimed pile shows its next card when known. Then:
 * - every set left showing on the grid is the opponent's for free (it is claimed at the end of its turn);
 * - a line two-thirds made is the opponent's if a card it was seen to take completes it, otherwise by
 *   the chance that the rest of its hand (drawn from the unseen cards) holds a completing card.
 */
function rememberedValues(level: 'casual' | 'heuristic', view: ThreedomView): { move: ThreedomMove; value: number }[] {
  const known = (view.opponentTaken ?? []).map((t) => t.card);
  const pool = unseen(view);
  for (const under of view.covered ?? []) for (const c of under) pool.delete(c);
  for (const c of known) pool.delete(c);
  const rest = Math.max(0, view.opponentHandSize - known.length);
  return viewMoves(view).map((move) => {
    const stacks = view.tops.map((top, p) => (top === null ? [] : [...(view.covered?.[p] ?? []), top]));
    (stacks[move.on] as SuitedCard[]).push(move.play);
    (stacks[move.take] as SuitedCard[]).pop();
    const tops: Tops = stacks.map((s) => s.at(-1) ?? null);
    const piles = setPiles(tops);
    let now = 0;
    for (const p of piles) {
      now += cardPoints(tops[p] as SuitedCard);
      (stacks[p] as SuitedCard[]).pop();
    }
    const after: Tops = piles.size > 0 ? stacks.map((s) => s.at(-1) ?? null) : tops;
    const hand = view.hand.filter((c) => c !== move.play);
    const taken = view.tops[move.take];
    if (taken) hand.push(taken);
    const gift = piles.size > 0 ? claimedPoints(after) : 0;
    const risk = gift + rememberedDanger(after, pool, known, rest);
    if (level === 'casual') return { move, value: now - 0.5 * risk };
    return { move, value: now - risk + potential(after, hand) / 3 };
  });
}

/** The piles of every complete line on `tops`. */
function setPiles(tops: Tops): Set<number> {
  const piles = new Set<number>();
  for (const line of LINES) {
    const [a, b, c] = line.map((p) => tops[p] ?? null);
    if (a && b && c && isSet(a, b, c)) for (const p of line) piles.add(p);
  }
  return piles;
}

function claimedPoints(tops: Tops): number {
  let points = 0;
  for (const p of setPiles(tops)) points += cardPoints(tops[p] as SuitedCard);
  return points;
}

/** `danger` knowing some of the opponent's cards: a line a known card completes is lost for sure. */
function rememberedDanger(tops: Tops, pool: Set<SuitedCard>, known: readonly SuitedCard[], rest: number): number {
  let total = 0;
  for (const line of LINES) {
    let worst = 0;
    for (let slot = 0; slot < 3; slot++) {
      const others = line.filter((_, k) => k !== slot).map((p) => tops[p]);
      if (others.some((c) => c === null || c === undefined)) continue;
      const all = completers(tops, line, slot);
      const base = (others as SuitedCard[]).reduce((s, c) => s + cardPoints(c), 0);
      const sure = all.filter((c) => known.includes(c));
      const ks = all.filter((c) => pool.has(c));
      const chance = sure.length > 0 ? 1 : holds(ks.length, pool.size, rest);
      const card = sure[0] ?? ks[0];
      if (card) worst = Math.max(worst, chance * (base + cardPoints(card)));
    }
    total += worst;
  }
  return total;
}
