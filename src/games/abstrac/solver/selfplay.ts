/**
 * Self-play between the computer levels: `npx tsx src/games/abstrac/solver/selfplay.ts
 * [DEALS] [VARIANT]` (default 200 classic deals per pairing). Each seeded
 * layout is played twice, the first level taking each seat once, so what a
 * layout gives its seats cancels out of the average; every pairing uses the same
 * layouts. Prints a Markdown table of the first level's average deal score
 * difference (± its standard error) and its wins, draws and losses.
 */
import { deriveSeed } from '../../../cards/random.ts';
import { applyMove, dealView, newDeal } from '../engine/deal.ts';
import type { DealState, Seat, Variant } from '../engine/types.ts';
import { VARIANTS } from '../engine/types.ts';
import { chooseMove, type Level } from './opponents.ts';

export interface PairingResult {
  a: Level;
  b: Level;
  deals: number;
  /** a's deal score minus b's, averaged over the deals. */
  meanDifference: number;
  /** The standard error of that mean (over layouts, each played from both seats). */
  standardError: number;
  wins: number;
  draws: number;
  losses: number;
}

/** Plays one deal to the end; returns the final state. */
export function playDeal(deal: DealState, levels: Record<Seat, Level>, seed: number): DealState {
  let state = deal;
  for (;;) {
    const view = dealView(state);
    if (view.toMove === null) return state;
    const seat = view.toMove;
    const move = chooseMove(levels[seat], state, deriveSeed(seed, seat === 'nondealer' ? 0 : 1));
    const next = applyMove(state, seat, move);
    if (!next.ok) throw new Error(`selfplay: ${levels[seat]} played an illegal move: ${next.reason}`);
    state = next.state;
  }
}

export function playPairing(a: Level, b: Level, variant: Variant, deals: number): PairingResult {
  const differences: number[] = [];
  for (let i = 0; i < deals; i++) {
    const layoutSeed = deriveSeed(0x5e1f, Math.floor(i / 2));
    const seed = deriveSeed(layoutSeed, i);
    const seatOfA: Seat = i % 2 === 0 ? 'nondealer' : 'dealer';
    const levels = seatOfA === 'nondealer' ? { nondealer: a, dealer: b } : { nondealer: b, dealer: a };
    const { totals } = dealView(playDeal(newDeal(variant, layoutSeed), levels, seed));
    differences.push(seatOfA === 'nondealer' ? totals.nondealer - totals.dealer : totals.dealer - totals.nondealer);
  }
  const mean = differences.reduce((x, y) => x + y, 0) / deals;
  // The two deals of a layout are not independent: the error is over layouts.
  const perLayout: number[] = [];
  for (let i = 0; i < deals; i += 2) {
    const pair = differences.slice(i, i + 2);
    perLayout.push(pair.reduce((x, y) => x + y, 0) / pair.length);
  }
  const layoutMean = perLayout.reduce((x, y) => x + y, 0) / perLayout.length;
  const variance = perLayout.reduce((sum, d) => sum + (d - layoutMean) ** 2, 0) / Math.max(1, perLayout.length - 1);
  return {
    a,
    b,
    deals,
    meanDifference: mean,
    standardError: Math.sqrt(variance / perLayout.length),
    wins: differences.filter((d) => d > 0).length,
    draws: differences.filter((d) => d === 0).length,
    losses: differences.filter((d) => d < 0).length,
  };
}

export const PAIRINGS: readonly [Level, Level][] = [
  ['perfect', 'strong'],
  ['perfect', 'casual'],
  ['strong', 'casual'],
];

export function formatTable(variant: Variant, results: readonly PairingResult[]): string {
  const rows = results.map(
    (r) =>
      `| ${r.a} vs ${r.b} | ${r.deals} | ${r.meanDifference.toFixed(1)} ± ${r.standardError.toFixed(1)} | ${r.wins}–${r.draws}–${r.losses} |`,
  );
  return [
    `Abstrac ${variant}: average deal score difference (first level minus second), each layout played from both seats`,
    '',
    '| pairing | deals | mean difference ± s.e. | wins–draws–losses |',
    '| --- | ---: | ---: | ---: |',
    ...rows,
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const deals = Number(process.argv[2] ?? 200);
  const variant = (process.argv[3] ?? 'classic') as Variant;
  if (!Number.isInteger(deals) || deals < 1 || !VARIANTS.includes(variant)) {
    process.stderr.write(`Usage: npx tsx src/games/abstrac/solver/selfplay.ts [DEALS] [${VARIANTS.join('|')}]\n`);
    process.exit(2);
  }
  const results = PAIRINGS.map(([a, b]) => playPairing(a, b, variant, deals));
  process.stdout.write(`${formatTable(variant, results)}\n`);
}
