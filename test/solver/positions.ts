/** Seeded random positions for the solver tests. */
import { JOKER } from '../../src/cards/card.ts';
import { deriveSeed, seededShuffle } from '../../src/cards/random.ts';
import { applyMove, dealView, newDeal, packFor } from '../../src/games/abstrac/engine/deal.ts';
import type { DealState, DealView, Seat, Variant } from '../../src/games/abstrac/engine/types.ts';

function pick<T>(items: readonly T[], seed: number, index: number): T {
  const item = items[(deriveSeed(seed, index) >>> 0) % items.length];
  if (item === undefined) throw new Error('pick from nothing');
  return item;
}

/**
 * Plays seeded random legal moves from `state` until `stop(view)` holds or the
 * deal ends. A take never empties a row unless it must, so play runs through
 * every stage of a half.
 */
export function playRandomly(state: DealState, seed: number, stop: (view: DealView) => boolean): DealState {
  let s = state;
  for (let i = 0; ; i++) {
    const view = dealView(s);
    if (view.phase === 'finished' || stop(view)) return s;
    const seat = view.toMove as Seat;
    const short = view.legalTakes.filter((n) => n < view.row.length);
    const move =
      view.phase === 'choose'
        ? ({
            type: 'choose',
            first: pick(['nondealer', 'dealer'] as const, seed, i),
          } as const)
        : ({
            type: 'take',
            count: pick(short.length > 0 ? short : view.legalTakes, seed, i),
          } as const);
    const r = applyMove(s, seat, move);
    if (!r.ok) throw new Error(r.reason);
    s = r.state;
  }
}

/** A random position of `variant` in the take phase of `half`, with at most `left` cards in the row. */
export function endgame(variant: Variant, seed: number, left: number, half = 0): DealState {
  return playRandomly(
    newDeal(variant, seed),
    deriveSeed(seed, 999),
    (view) => view.phase === 'take' && view.half === half && view.row.length <= left,
  );
}

/** A deal with a short layout (`size` cards a half), for exhaustive checks of the opening choice. */
export function shortDeal(variant: Variant, seed: number, size: number): DealState {
  const pack = seededShuffle(
    packFor(variant).filter((card) => card !== JOKER),
    seed,
  );
  const halves = variant === 'fullpack' ? 2 : 1;
  const cards = pack.slice(0, size * halves);
  return {
    variant,
    layout: variant === 'unlimited' ? [JOKER, ...cards.slice(1)] : cards,
    first: [],
    takes: [],
  };
}
