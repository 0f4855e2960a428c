/**
 * A Threedom game to the target (default 500): seats 0 and 1 play rounds, the
 * start alternating; after each round the totals are checked and, unless one
 * seat has won, the next round is dealt at once (its seed derived from the
 * game's). A tie at or above the target plays another round (docs/rules.md 7).
 */
import { standardPack } from '../../../cards/card.ts';
import { deriveSeed, seededShuffle } from '../../../cards/random.ts';
import { type MoveResult, reject } from '../../../engine/result.ts';
import { pointsOf, topsOf } from './grid.ts';
import { applyTurn, dealRound, roundLegalMoves, roundPoints } from './round.ts';
import type {
  Player,
  RoundSeen,
  RoundState,
  Seat,
  ThreedomEvent,
  ThreedomMove,
  ThreedomOptions,
  ThreedomState,
  ThreedomView,
} from './types.ts';

export const DEFAULT_TARGET = 500;

/** The deck for round `round` of a game seeded with `seed`. */
export function roundDeck(seed: number, round: number) {
  return seededShuffle(standardPack(), deriveSeed(seed, round));
}

export function setup(options: ThreedomOptions, seed: number): ThreedomState {
  const target = options.target ?? DEFAULT_TARGET;
  if (!Number.isInteger(target) || target < 1) throw new Error(`Threedom target must be a positive integer: ${target}`);
  return {
    game: 'threedom',
    seed,
    target,
    round: 0,
    starter: options.firstStarter ?? 0,
    scores: [0, 0],
    current: dealRound(roundDeck(seed, 0)),
    previous: null,
    history: [],
    winner: null,
    resigned: null,
  };
}

/** The round's name (`p1` starts) for a game seat, and back. */
export function playerOf(state: ThreedomState, seat: Seat): Player {
  return seat === state.starter ? 'p1' : 'p2';
}
export function seatOf(state: ThreedomState, player: Player): Seat {
  return player === 'p1' ? state.starter : ((1 - state.starter) as Seat);
}

/** The seat to play, or null once the game is over. */
export function toMove(state: ThreedomState): Seat | null {
  return state.winner === null ? seatOf(state, state.current.toMove) : null;
}

export function legalMoves(state: ThreedomState, seat: Seat): ThreedomMove[] {
  if (state.winner !== null) return [];
  return roundLegalMoves(state.current, playerOf(state, seat));
}

export function applyMove(
  state: ThreedomState,
  seat: Seat,
  move: ThreedomMove,
): MoveResult<ThreedomState, ThreedomEvent> {
  if (state.winner !== null) return reject('threedom/game-over', 'The game is over.');
  const result = applyTurn(state.current, playerOf(state, seat), move);
  if (!result.ok) return result;
  const events: ThreedomEvent[] = result.events.map((event) => ({
    ...event,
    seat,
  }));
  const round = result.state;
  if (round.ended === null) return { ok: true, state: { ...state, current: round }, events };

  const bySeat = roundPoints(round);
  const points: [number, number] = [0, 0];
  points[state.starter] = bySeat.p1;
  points[1 - state.starter] = bySeat.p2;
  const scores: [number, number] = [state.scores[0] + points[0], state.scores[1] + points[1]];
  const next: ThreedomState = {
    ...state,
    scores,
    current: round,
    previous: round,
    history: [...state.history, { starter: state.starter, ended: round.ended, points }],
  };
  events.push({ type: 'round-scored', round: state.round, points, scores });
  const best = Math.max(...scores);
  if (best >= state.target && scores[0] !== scores[1]) {
    next.winner = scores[0] > scores[1] ? 0 : 1;
    events.push({ type: 'game-over', winner: next.winner, scores });
    return { ok: true, state: next, events };
  }
  next.round = state.round + 1;
  next.starter = (1 - state.starter) as Seat;
  next.current = dealRound(roundDeck(state.seed, next.round));
  events.push({
    type: 'round-started',
    round: next.round,
    starter: next.starter,
  });
  return { ok: true, state: next, events };
}

/** Ends the game with `seat` losing: `resigned` by choice, `forfeited` when the bot ends it (e.g. a timeout). */
export function resign(
  state: ThreedomState,
  seat: Seat,
  how: 'resigned' | 'forfeited' = 'resigned',
): MoveResult<ThreedomState, ThreedomEvent> {
  if (state.winner !== null) return reject('threedom/game-over', 'The game is over.');
  if (seat !== 0 && seat !== 1) return reject('threedom/not-a-player', 'You are not playing in this game.');
  const winner = (1 - seat) as Seat;
  return {
    ok: true,
    state: { ...state, winner, resigned: { seat, how } },
    events: [{ type: 'game-over', winner, scores: state.scores, resigned: seat }],
  };
}

export function outcome(state: ThreedomState): {
  finished: boolean;
  winner: Seat | null;
  scores: [number, number];
} {
  return {
    finished: state.winner !== null,
    winner: state.winner,
    scores: state.scores,
  };
}

/** The current round as one seat sees it: no opponent's hand, no draw pile, no cards under the tops. */
export function viewFor(state: ThreedomState, seat: Seat): ThreedomView {
  const round: RoundState = state.current;
  const me = playerOf(state, seat);
  const them: Player = me === 'p1' ? 'p2' : 'p1';
  const bySeat = <T>(f: (player: Player) => T): [T, T] => [f(playerOf(state, 0)), f(playerOf(state, 1))];
  return {
    seat,
    hand: round.hands[me].slice(),
    opponentHandSize: round.hands[them].length,
    tops: topsOf(round.piles),
    pileSizes: round.piles.map((pile) => pile.length),
    drawPileSize: round.drawPile.length,
    collected: bySeat((player) => round.collected[player].slice()),
    roundPoints: bySeat((player) => pointsOf(round.collected[player])),
    scores: [state.scores[0], state.scores[1]],
    target: state.target,
    round: state.round,
    starter: state.starter,
    toMove: toMove(state),
    turnsWithoutClaim: round.turnsWithoutClaim,
    winner: state.winner,
    ...(round.seen && publicMemory(state, round.seen, them)),
  };
}

/** What both players saw this round beyond the tops; the opponent's hand only as far as it was seen taken. */
function publicMemory(state: ThreedomState, seen: RoundSeen, them: Player) {
  return {
    covered: state.current.piles.map((pile, p) => pile.slice(seen.unseen[p] ?? 0, -1)),
    opponentTaken: seen.taken[them].map((t) => ({ card: t.card, from: t.from })),
    claims: seen.claims.map((c) => ({ seat: seatOf(state, c.player), lines: c.lines.slice(), cards: c.cards.slice() })),
  };
}
