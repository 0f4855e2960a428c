/**
 * A fast Threedom round for the strong player's search (src/games/threedom/solver/search.ts): cards are
 * numbers (their index in `standardPack()`), the set test is one table look-up, and a turn mutates
 * the state in place, so a playout costs microseconds. The rules are the engine's
 * (src/games/threedom/engine/round.ts); test/solver/threedom-search.test.ts checks the two agree.
 */
import { type SuitedCard, standardPack } from '../../../cards/card.ts';
import { cardPoints, isSet, LINES } from '../engine/grid.ts';
import { STALL_LIMIT } from '../engine/round.ts';

export const PACK: readonly SuitedCard[] = standardPack();
export const INDEX = new Map<SuitedCard, number>(PACK.map((c, i) => [c, i]));
/** Points of card n when collected. */
export const POINTS = Int8Array.from(PACK, cardPoints);
/** SET[(a * 52 + b) * 52 + c] = 1 when a, b, c in line order form a set. */
const SET = new Uint8Array(52 * 52 * 52);
for (let a = 0; a < 52; a++)
  for (let b = 0; b < 52; b++)
    for (let c = 0; c < 52; c++)
      SET[(a * 52 + b) * 52 + c] = isSet(PACK[a] as SuitedCard, PACK[b] as SuitedCard, PACK[c] as SuitedCard) ? 1 : 0;

const L = LINES.map((l) => [...l]) as number[][];

/** A determinised round: everything known (or sampled). Piles bottom first; `hands[0]` moves now. */
export interface FastRound {
  piles: number[][];
  hands: [number[], number[]];
  draw: number[];
  /** Index into `draw` of the next card to deal. */
  next: number;
  stall: number;
  ended: boolean;
}

export function cloneFast(r: FastRound): FastRound {
  return {
    piles: r.piles.map((p) => p.slice()),
    hands: [r.hands[0].slice(), r.hands[1].slice()],
    draw: r.draw,
    next: r.next,
    stall: r.stall,
    ended: r.ended,
  };
}

/** True when the three tops (or -1 for unknown/empty) form a set. */
export function lineSet(a: number, b: number, c: number): boolean {
  return a >= 0 && b >= 0 && c >= 0 && SET[(a * 52 + b) * 52 + c] === 1;
}

const scratch = new Int8Array(9);
const complete = new Uint8Array(8);
/** LINE_MASK[l]: the piles of line l as bits; THROUGH[p]: the lines through pile p as bits. */
const LINE_MASK = L.map(([a, b, c]) => (1 << (a as number)) | (1 << (b as number)) | (1 << (c as number)));
const THROUGH = Array.from({ length: 9 }, (_, p) => L.reduce((m, line, l) => (line.includes(p) ? m | (1 << l) : m), 0));

/**
 * The one-move greedy choice of player `who` (0 or 1) from what they see: the most points the turn
 * surely claims (the taken pile's next card unknown), ties by `random`. Returns [card index in hand, on, take].
 */
export function greedyTurn(r: FastRound, who: 0 | 1, random: () => number): [number, number, number] {
  const hand = r.hands[who];
  for (let p = 0; p < 9; p++) scratch[p] = r.piles[p]?.at(-1) ?? -1;
  // Lines complete before the turn: a turn changes only the lines through the piles it plays on and takes from.
  for (let l = 0; l < 8; l++) {
    const [a, b, c] = L[l] as [number, number, number];
    complete[l] = lineSet(scratch[a] as number, scratch[b] as number, scratch[c] as number) ? 1 : 0;
  }
  let best = -1;
  let count = 0;
  let choice: [number, number, number] = [0, 0, 1];
  for (let h = 0; h < hand.length; h++)
    for (let on = 0; on < 9; on++) {
      const under = scratch[on] as number;
      scratch[on] = hand[h] as number;
      // Lines through `on` with the played card, as bits.
      let viaOn = 0;
      for (let l = 0; l < 8; l++) {
        if ((THROUGH[on] as number) & (1 << l)) {
          const [a, b, c] = L[l] as [number, number, number];
          if (lineSet(scratch[a] as number, scratch[b] as number, scratch[c] as number)) viaOn |= 1 << l;
        } else if (complete[l]) viaOn |= 1 << l;
      }
      for (let take = 0; take < 9; take++) {
        if (take === on || (r.piles[take]?.length ?? 0) === 0) continue;
        let lines = viaOn & ~(THROUGH[take] as number);
        let mask = 0;
        for (let l = 0; lines !== 0; l++, lines >>= 1) if (lines & 1) mask |= LINE_MASK[l] as number;
        let v = 0;
        for (let p = 0; mask !== 0; p++, mask >>= 1) if (mask & 1) v += POINTS[scratch[p] as number] as number;
        if (v > best) {
          best = v;
          count = 1;
          choice = [h, on, take];
        } else if (v === best && random() * ++count < 1) choice = [h, on, take];
      }
      scratch[on] = under;
    }
  return choice;
}

const tops = new Int8Array(9);

/** Plays a turn for `who` in place (the move must be legal); returns the points it claimed. */
export function playFast(r: FastRound, who: 0 | 1, h: number, on: number, take: number): number {
  const hand = r.hands[who];
  const card = hand[h] as number;
  hand[h] = hand[hand.length - 1] as number;
  hand.pop();
  (r.piles[on] as number[]).push(card);
  hand.push((r.piles[take] as number[]).pop() as number);
  for (let p = 0; p < 9; p++) tops[p] = r.piles[p]?.at(-1) ?? -1;
  let mask = 0;
  for (const [a, b, c] of L as [number, number, number][])
    if (lineSet(tops[a] as number, tops[b] as number, tops[c] as number)) mask |= (1 << a) | (1 << b) | (1 << c);
  let points = 0;
  let empty = 0;
  for (let p = 0; p < 9; p++) {
    const pile = r.piles[p] as number[];
    if (mask & (1 << p)) points += POINTS[pile.pop() as number] as number;
    if (pile.length === 0) empty++;
  }
  r.stall = points > 0 ? 0 : r.stall + 1;
  if (empty > r.draw.length - r.next) r.ended = true;
  else if (empty > 0) for (const pile of r.piles) if (pile.length === 0) pile.push(r.draw[r.next++] as number);
  if (r.stall >= STALL_LIMIT) r.ended = true;
  return points;
}
