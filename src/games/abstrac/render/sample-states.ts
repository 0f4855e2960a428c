/**
 * Deterministic Abstrac positions for the sample images, the golden tests and the
 * bench: seeded deals played forward with seeded legal takes, through the engine
 * (so every sample is a state the engine can reach).
 */
import { deriveSeed } from '../../../cards/random.ts';
import { applyMove, dealView, legalMoves, newDeal } from '../engine/deal.ts';
import type { DealState, DealView, Seat, Variant } from '../engine/types.ts';
import { type AbstracMatchInfo, type AbstracRenderModel, abstracModel } from './model.ts';

/**
 * Plays `moves` moves of a `variant` deal from `seed`: each choice or take picked
 * from the legal moves by a seeded hash. Stops early when the deal ends.
 */
export function playout(variant: Variant, seed: number, moves: number): DealState {
  let state = newDeal(variant, seed);
  for (let i = 0; i < moves; i++) {
    const seat = dealView(state).toMove;
    if (seat === null) break;
    const legal = legalMoves(state, seat);
    const move = legal[(deriveSeed(seed, i) >>> 0) % legal.length];
    if (move === undefined) break;
    const result = applyMove(state, seat, move);
    if (!result.ok) throw new Error(`sample playout rejected: ${result.reason}`);
    state = result.state;
  }
  return state;
}

/** Plays to the end of the deal. */
export function playToEnd(variant: Variant, seed: number): DealState {
  return playout(variant, seed, 1000);
}

/** Plays move by move until `stop` holds for the view (or the deal ends). */
export function playUntil(variant: Variant, seed: number, stop: (view: DealView) => boolean): DealState {
  for (let moves = 0; moves < 1000; moves++) {
    const state = playout(variant, seed, moves);
    const view = dealView(state);
    if (view.phase === 'finished' || stop(view)) return state;
  }
  throw new Error('unreachable: a deal ends within 1000 moves');
}

/** Plays until it is a take with at most `cardsLeft` cards in the row of half `half`. */
export function playUntilRow(variant: Variant, seed: number, cardsLeft: number, half = 0): DealState {
  return playUntil(variant, seed, (v) => v.half >= half && v.phase === 'take' && v.row.length <= cardsLeft);
}

export const SAMPLE_PLAYERS: Record<Seat, { name: string }> = {
  nondealer: { name: 'Maëlle' },
  dealer: { name: 'Tobias' },
};

export const SAMPLE_MATCH: AbstracMatchInfo = {
  dealNumber: 3,
  target: 500,
  deals: null,
  before: { nondealer: 212, dealer: 187 },
};

export function sampleModel(state: DealState, match: AbstracMatchInfo | null = SAMPLE_MATCH): AbstracRenderModel {
  return abstracModel(state, SAMPLE_PLAYERS, match);
}

/** Names in many scripts, for the samples and the tests: each must be drawn, not replaced. */
export const SCRIPT_NAMES: readonly string[] = [
  '王小明',
  'さくら',
  '김민준',
  'محمد علي',
  'שרה לוי',
  '🐉🔥',
  'Bartholomew Maximilian Featherst', // 32 characters
  'Computer (strong)',
];

/**
 * The last deal of a match as the bot would show it: player 0 (`first`) is the
 * dealer this deal, so the fixed order is not nondealer first; the deal ends the
 * match (`winner` set to whoever leads after it).
 */
export function matchEndModel(state: DealState, first: string, second: string): AbstracRenderModel {
  const before = { nondealer: 371, dealer: 402 };
  const view = dealView(state);
  const after = (seat: Seat) => before[seat] + view.totals[seat];
  const winner: Seat = after('dealer') >= after('nondealer') ? 'dealer' : 'nondealer';
  const players = { dealer: { name: first }, nondealer: { name: second } };
  return abstracModel(state, players, {
    dealNumber: 6,
    target: 500,
    deals: null,
    before,
    order: ['dealer', 'nondealer'],
    winner,
  });
}

/** A finished classic deal in which misère applies to exactly one player. */
export const MISERE_SEED = 59;

/** The named sample positions, in the order the samples folder lists them. */
export function sampleStates(): { name: string; state: DealState }[] {
  return [
    { name: 'classic-opening-choose', state: playout('classic', 7, 0) },
    { name: 'classic-opening', state: playout('classic', 7, 1) },
    { name: 'classic-middle', state: playUntilRow('classic', 7, 12) },
    { name: 'classic-late', state: playUntilRow('classic', 7, 4) },
    { name: 'classic-end', state: playToEnd('classic', 7) },
    { name: 'classic-misere-end', state: playToEnd('classic', MISERE_SEED) },
    { name: 'suits-middle', state: playUntilRow('suits', 11, 13) },
    { name: 'suits-end', state: playToEnd('suits', 11) },
    { name: 'unlimited-opening', state: playout('unlimited', 5, 1) },
    { name: 'unlimited-middle', state: playUntilRow('unlimited', 5, 14) },
    { name: 'unlimited-end', state: playToEnd('unlimited', 5) },
    { name: 'fullpack-half1-opening', state: playout('fullpack', 3, 1) },
    { name: 'fullpack-half1-middle', state: playUntilRow('fullpack', 3, 14) },
    {
      name: 'fullpack-half2-choose',
      state: playUntil('fullpack', 3, (v) => v.half === 1),
    },
    {
      name: 'fullpack-half2-middle',
      state: playUntilRow('fullpack', 3, 12, 1),
    },
    { name: 'fullpack-end', state: playToEnd('fullpack', 3) },
  ];
}
