/**
 * Rummy self-play: each computer level against the `random` and `greedy` baselines at 2, 4 and 6
 * seats, one level seat against baselines in every other seat, the level's seat and the dealer
 * rotating from hand to hand. The margin is the level seat's mean net payment per hand (points it
 * won, less points it paid), with a 95 % confidence interval (normal approximation).
 *
 *   npx tsx src/solver/rummySelfplay.ts [hands=1000] [seed=1]
 */
import { standardPack } from '../cards/card.ts';
import { deriveSeed, seededShuffle } from '../cards/random.ts';
import { applyHandMove, dealHand } from '../engine/rummy/index.ts';
import type { HandState, RummyView } from '../engine/rummy/types.ts';
import { RUMMY_LEVELS, rummyMove } from './rummy.ts';

function viewOf(hand: HandState, seat: number): RummyView {
  return {
    seat,
    hand: (hand.hands[seat] ?? []).slice(),
    handSizes: hand.hands.map((h) => h.length),
    melds: hand.melds,
    discardTop: hand.discard.at(-1) ?? null,
    discardSize: hand.discard.length,
    stockSize: hand.stock.length,
    toMove: hand.finished ? null : hand.toMove,
    phase: hand.phase,
    takenFromDiscard: hand.takenFromDiscard,
    dealer: hand.dealer,
    stockTurns: hand.stockTurns,
    stockRunOuts: hand.stockRunOuts,
    scores: hand.hands.map(() => 0),
    handNumber: 0,
    target: null,
    handsLimit: null,
    winners: [],
  };
}

/** One hand: `levels[s]` plays seat s. Returns the payments. */
export function playHand(levels: readonly string[], dealer: number, seed: number): number[] {
  let hand = dealHand(seededShuffle(standardPack(), seed), levels.length, dealer);
  for (let n = 0; !hand.finished; n++) {
    if (n > 5000) throw new Error('a self-play hand did not end');
    const seat = hand.toMove;
    const move = rummyMove(levels[seat] as string, viewOf(hand, seat), deriveSeed(seed, n));
    const result = applyHandMove(hand, seat, move);
    if (!result.ok) throw new Error(`${levels[seat]} chose an illegal move: ${result.reason}`);
    hand = result.state;
  }
  return hand.payments;
}

export interface Margin {
  level: string;
  against: string;
  seats: number;
  hands: number;
  mean: number;
  low: number;
  high: number;
  winRate: number;
}

export function measure(level: string, against: string, seats: number, hands: number, seed: number): Margin {
  const xs: number[] = [];
  let wins = 0;
  for (let h = 0; h < hands; h++) {
    const focus = h % seats;
    const levels = Array.from({ length: seats }, (_, s) => (s === focus ? level : against));
    const payments = playHand(levels, Math.floor(h / seats) % seats, deriveSeed(seed, h));
    const mine = payments[focus] ?? 0;
    xs.push(mine);
    if (mine > 0) wins++;
  }
  const mean = xs.reduce((a, b) => a + b, 0) / hands;
  const sd = Math.sqrt(xs.reduce((a, b) => a + (b - mean) ** 2, 0) / Math.max(1, hands - 1));
  const half = (1.96 * sd) / Math.sqrt(hands);
  return { level, against, seats, hands, mean, low: mean - half, high: mean + half, winRate: wins / hands };
}

const f = (x: number) => (x >= 0 ? '+' : '') + x.toFixed(1);

if (import.meta.url === `file://${process.argv[1]}`) {
  const hands = Number(process.argv[2] ?? 1000);
  const seed = Number(process.argv[3] ?? 1);
  console.log(
    `Rummy self-play, ${hands} hands each, seed ${seed}: the level's net points per hand (95 % CI), hands won`,
  );
  console.log('| level | against | seats | margin | 95 % CI | won |');
  console.log('|---|---|---|---|---|---|');
  for (const level of RUMMY_LEVELS)
    for (const against of ['random', 'greedy'])
      for (const seats of [2, 4, 6]) {
        const m = measure(level, against, seats, hands, deriveSeed(seed, seats * 10 + against.length));
        console.log(
          `| ${level} | ${against} | ${seats} | ${f(m.mean)} | ${f(m.low)} … ${f(m.high)} | ${(m.winRate * 100).toFixed(0)} % |`,
        );
      }
}
