/**
 * Threedom's computer players, by level. Each decides from a seat's view (`viewFor` in
 * src/games/threedom/engine/match.ts), never a face-down card: a pure function of (level, view, seed).
 * - `casual` and the yardsticks `greedy2`, `greedy` and `heuristic` (the strong level before the search): one-move
 *   judgements, src/games/threedom/solver/heuristic.ts; `random`: any legal turn.
 * - `strong`: a determinised search over the cards the seat cannot see (src/games/threedom/solver/search.ts).
 * Ties are broken by the seed.
 */

import { rng } from '../../../cards/random.ts';
import type { ThreedomMove, ThreedomView } from '../engine/types.ts';
import { pick, scoreMoves, viewMoves } from './heuristic.ts';
import { searchMove } from './search.ts';

export { viewMoves } from './heuristic.ts';

export const THREEDOM_LEVELS = ['casual', 'strong'] as const;
/** Every level a computer seat can play: the offered ones and the yardsticks. */
export const THREEDOM_PLAYER_LEVELS = [
  'casual',
  'strong',
  'heuristic',
  'greedy',
  'greedy2',
  'expert',
  'random',
  'tune',
] as const;
/**
 * The yardstick win rates are reported against, fixed and versioned (a change is a new name):
 * `greedy2` (version 1), the straightforward player: the turn that surely claims the most points,
 * and of those the one that leaves the opponent least to claim next turn. It beats the older
 * `greedy` (which breaks ties at random) and, in self-play, the careful `heuristic` too.
 */
export const THREEDOM_YARDSTICKS = ['greedy2'] as const;
export type ThreedomLevel = (typeof THREEDOM_LEVELS)[number];
/** `heuristic` is the strong level before the search: a yardstick and the search's prior. */
export type ThreedomPlayerLevel = ThreedomLevel | 'heuristic' | 'greedy' | 'greedy2' | 'random';

/** How far (in points) `casual` may misjudge a turn: its randomness. */
export const CASUAL_BLUR = 2;

/** The move of `level` for `view` (which must have the seat to move); reproducible from `seed`. */
export function chooseThreedomMove(level: ThreedomPlayerLevel, view: ThreedomView, seed: number): ThreedomMove {
  if (level === 'strong') return searchMove(view, seed);
  const random = rng(seed);
  if (level === 'random') {
    const moves = viewMoves(view);
    if (moves.length === 0) throw new Error('no legal Threedom move in this view');
    return pick(moves, random);
  }
  const scored = scoreMoves(level, view, level === 'casual');
  if (scored.length === 0) throw new Error('no legal Threedom move in this view');
  if (level === 'casual') {
    // A person's slips: each turn's value blurred by up to CASUAL_BLUR points, so near-equal turns
    // (a little more or less left to the opponent) go either way, but a surer claim (points come
    // in fives) is never given up for nothing.
    const blurred = scored.map((s) => ({ move: s.move, value: s.value + CASUAL_BLUR * random() }));
    return blurred.reduce((a, b) => (b.value > a.value ? b : a)).move;
  }
  const best = Math.max(...scored.map((s) => s.value));
  // Equal values only: a wider margin (casual once took any turn within 2 points) threw away too much.
  const margin = 1e-9;
  return pick(
    scored.filter((s) => s.value >= best - margin).map((s) => s.move),
    random,
  );
}

/** For the solver's worker (src/solver/players.ts): checks the level, then decides. */
export function threedomPlayer(level: string, input: unknown, seed: number): ThreedomMove {
  if (!(THREEDOM_PLAYER_LEVELS as readonly string[]).includes(level)) throw new Error(`no Threedom level "${level}"`);
  return chooseThreedomMove(level as ThreedomPlayerLevel, input as ThreedomView, seed);
}
