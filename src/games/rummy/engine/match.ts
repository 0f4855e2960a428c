/**
 * A Rummy game: hands until a seat's points won reach the target (default 100)
 * or a fixed number of hands has been played. Each hand's winner scores its
 * payment (the pips everyone else paid). The deal passes left, except with two
 * players, where the winner deals next (docs/rules.md, Rummy 6); a hand with no
 * winner passes the deal on either way. The next hand is dealt at once.
 */
import { standardPack } from '../../../cards/card.ts';
import { deriveSeed, seededShuffle } from '../../../cards/random.ts';
import { type MoveResult, reject } from '../../../engine/result.ts';
import { applyHandMove, dealHand, handLegalMoves, MAX_PLAYERS, MIN_PLAYERS } from './hand.ts';
import type { HandState, RummyEvent, RummyMove, RummyOptions, RummyState, RummyView } from './types.ts';

export const DEFAULT_TARGET = 100;

/** The deck for hand `hand` of a game seeded with `seed`. */
export function handDeck(seed: number, hand: number) {
  return seededShuffle(standardPack(), deriveSeed(seed, hand));
}

export function setup(options: RummyOptions, seed: number): RummyState {
  const { players } = options;
  if (!Number.isInteger(players) || players < MIN_PLAYERS || players > MAX_PLAYERS) {
    throw new Error(`Rummy is for ${MIN_PLAYERS} to ${MAX_PLAYERS} players, not ${players}`);
  }
  const handsLimit = options.hands ?? null;
  const target = options.target ?? (handsLimit === null ? DEFAULT_TARGET : null);
  for (const [name, value] of [
    ['target', target],
    ['hands', handsLimit],
  ] as const) {
    if (value !== null && (!Number.isInteger(value) || value < 1)) {
      throw new Error(`Rummy ${name} must be a positive integer: ${value}`);
    }
  }
  const dealer = options.firstDealer ?? players - 1;
  return {
    game: 'rummy',
    seed,
    players,
    target,
    handsLimit,
    hand: 0,
    scores: Array.from({ length: players }, () => 0),
    current: dealHand(handDeck(seed, 0), players, dealer),
    previous: null,
    history: [],
    finished: false,
    winners: [],
    resigned: null,
  };
}

/** The seat to move, or null once the game is over. */
export function toMove(state: RummyState): number | null {
  return state.finished ? null : state.current.toMove;
}

export function legalMoves(state: RummyState, seat: number): RummyMove[] {
  return state.finished ? [] : handLegalMoves(state.current, seat);
}

export function nextDealer(hand: HandState): number {
  if (hand.players === 2 && hand.winner !== null) return hand.winner;
  return (hand.dealer + 1) % hand.players;
}

export function applyMove(state: RummyState, seat: number, move: RummyMove): MoveResult<RummyState, RummyEvent> {
  if (state.finished) return reject('rummy/game-over', 'The game is over.');
  const result = applyHandMove(state.current, seat, move);
  if (!result.ok) return result;
  const hand = result.state;
  const events: RummyEvent[] = result.events;
  if (!hand.finished) return { ok: true, state: { ...state, current: hand }, events };

  const scores = state.scores.map((score, s) => score + (s === hand.winner ? (hand.payments[s] ?? 0) : 0));
  const history = [
    ...state.history,
    { dealer: hand.dealer, winner: hand.winner, rummy: hand.rummy, payments: hand.payments.slice() },
  ];
  // The finished hand is kept for its summary, which has no use for its plays: they are not stored twice.
  const { plays: _plays, ...ended } = hand;
  const next: RummyState = { ...state, scores, history, current: hand, previous: ended };
  const best = Math.max(...scores);
  const reachedTarget = state.target !== null && best >= state.target;
  const playedAll = state.handsLimit !== null && history.length >= state.handsLimit;
  if (reachedTarget || playedAll) {
    next.finished = true;
    next.winners = scores.flatMap((score, s) => (score === best ? [s] : []));
    events.push({ type: 'game-over', winners: next.winners, scores });
    return { ok: true, state: next, events };
  }
  next.hand = state.hand + 1;
  next.current = dealHand(handDeck(state.seed, next.hand), state.players, nextDealer(hand));
  events.push({ type: 'hand-started', hand: next.hand, dealer: next.current.dealer });
  return { ok: true, state: next, events };
}

/**
 * Ends the game with `seat` out: `resigned` by choice, `forfeited` when the bot ends it (e.g. a timeout).
 * The hand in play is abandoned unscored; the winners are the other seats with the top score.
 */
export function resign(
  state: RummyState,
  seat: number,
  how: 'resigned' | 'forfeited' = 'resigned',
): MoveResult<RummyState, RummyEvent> {
  if (state.finished) return reject('rummy/game-over', 'The game is over.');
  if (!Number.isInteger(seat) || seat < 0 || seat >= state.players) {
    return reject('rummy/not-a-player', 'You are not playing in this game.');
  }
  const best = Math.max(...state.scores.filter((_, s) => s !== seat));
  const winners = state.scores.flatMap((score, s) => (s !== seat && score === best ? [s] : []));
  return {
    ok: true,
    state: { ...state, finished: true, winners, resigned: { seat, how } },
    events: [{ type: 'game-over', winners, scores: state.scores, resigned: seat }],
  };
}

export function outcome(state: RummyState): { finished: boolean; winners: number[]; scores: number[] } {
  return { finished: state.finished, winners: state.winners, scores: state.scores };
}

/**
 * The current hand as one seat sees it: no other hand beyond the cards everyone saw it take, no
 * stock order unless the stock was turned over from the discard pile (whose order everyone saw).
 */
export function viewFor(state: RummyState, seat: number): RummyView {
  const hand = state.current;
  return {
    seat,
    hand: (hand.hands[seat] ?? []).slice(),
    handSizes: hand.hands.map((cards) => cards.length),
    melds: hand.melds.map((meld) => meld.slice()),
    discardTop: hand.discard.at(-1) ?? null,
    discardSize: hand.discard.length,
    discard: hand.discard.slice(),
    known: hand.hands.map((_, s) => (hand.known?.[s] ?? []).slice()),
    hasLaid: hand.hasLaid.slice(),
    ...(hand.plays ? { plays: hand.plays.slice() } : {}),
    laidThisTurn: hand.laidThisTurn,
    stockSize: hand.stock.length,
    stock: hand.stockTurns > 0 ? hand.stock.slice() : null,
    toMove: toMove(state),
    phase: hand.phase,
    takenFromDiscard: hand.takenFromDiscard,
    dealer: hand.dealer,
    stockTurns: hand.stockTurns,
    stockRunOuts: hand.stockRunOuts,
    scores: state.scores.slice(),
    handNumber: state.hand,
    target: state.target,
    handsLimit: state.handsLimit,
    winners: state.winners.slice(),
  };
}
