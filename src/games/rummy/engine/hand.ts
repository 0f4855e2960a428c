/**
 * One Rummy hand: the deal, the legal moves and their application (docs/rules.md,
 * Rummy 1-5 and the rulings in docs/rules.md). `handLegalMoves` and `applyHandMove`
 * share `checkMove`, so every move offered is accepted and every rejection has a reason.
 */
import type { SuitedCard } from '../../../cards/card.ts';
import { SECOND_PERSON, type Voice } from '../../../engine/records-common.ts';
import { type MoveResult, reject } from '../../../engine/result.ts';
import { findMelds, fitsMeld, meldProblem, pipTotal, sortMeld } from './melds.ts';
import type { HandEvent, HandState, RummyMove } from './types.ts';

export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 6;
/** The stock running out this many times ends the hand (unless the player goes out that turn). */
export const STOCK_RUN_OUT_LIMIT = 3;

export function handSize(players: number): number {
  return players === 2 ? 10 : players <= 4 ? 7 : 6;
}

/**
 * Deals from a 52-card deck, front first: one card at a time from seat
 * dealer+1 round and round, then one card starting the discard pile; the rest
 * is the stock, its first card on top. The seat after the dealer moves first.
 */
export function dealHand(deck: readonly SuitedCard[], players: number, dealer: number): HandState {
  if (deck.length !== 52) throw new Error(`dealHand needs 52 cards, got ${deck.length}`);
  if (!Number.isInteger(players) || players < MIN_PLAYERS || players > MAX_PLAYERS) {
    throw new Error(`Rummy is for 2 to 6 players, not ${players}`);
  }
  if (!Number.isInteger(dealer) || dealer < 0 || dealer >= players) throw new Error(`No seat ${dealer} to deal`);
  const dealt = players * handSize(players);
  const hands: SuitedCard[][] = Array.from({ length: players }, () => []);
  deck.slice(0, dealt).forEach((card, k) => {
    hands[(dealer + 1 + k) % players]?.push(card);
  });
  return {
    players,
    dealer,
    hands,
    melds: [],
    stock: deck.slice(dealt + 1),
    discard: deck.slice(dealt, dealt + 1),
    toMove: (dealer + 1) % players,
    phase: 'draw',
    takenFromDiscard: null,
    known: Array.from({ length: players }, () => []),
    plays: [],
    hasLaid: Array.from({ length: players }, () => false),
    laidThisTurn: false,
    stockRunOuts: 0,
    stockTurns: 0,
    finished: false,
    winner: null,
    rummy: false,
    payments: Array.from({ length: players }, () => 0),
  };
}

type Check = { ok: true } | ReturnType<typeof reject>;

function notInHand(hand: readonly SuitedCard[], cards: readonly SuitedCard[], voice: Voice): Check | null {
  const missing = cards.find((card) => !hand.includes(card));
  return missing === undefined
    ? null
    : reject('rummy/not-in-hand', `${missing} is not in ${voice.possessive} hand.`, { card: missing });
}

/** A meld or lay-off may not leave only the card taken from the discard pile, which could not be discarded. */
function keepsOnlyTakenCard(
  state: HandState,
  hand: readonly SuitedCard[],
  removed: readonly SuitedCard[],
): Check | null {
  const left = hand.filter((card) => !removed.includes(card));
  const taken = state.takenFromDiscard;
  if (taken === null || left.length !== 1 || left[0] !== taken) return null;
  return reject(
    'rummy/keeps-taken-card',
    `That would leave only the ${taken} taken from the discard pile, which can't be discarded this turn.`,
    { card: taken },
  );
}

/** Every check a move must pass, in the order a player would want to hear them. */
export function checkMove(state: HandState, seat: number, move: RummyMove, voice: Voice = SECOND_PERSON): Check {
  if (state.finished) return reject('rummy/hand-over', 'The hand is over.');
  if (seat !== state.toMove) return reject('rummy/not-your-turn', `It is not ${voice.possessive} turn.`);
  const hand = state.hands[seat] ?? [];
  if (move.type === 'draw') {
    if (state.phase !== 'draw') {
      return reject('rummy/already-drawn', `${voice.subject} already drew this turn: meld, lay off or discard.`);
    }
    if (move.from === 'discard' && state.discard.length === 0) {
      return reject('rummy/discard-empty', 'The discard pile is empty.');
    }
    if (move.from === 'stock' && state.stock.length === 0 && state.discard.length === 0) {
      return reject('rummy/nothing-to-draw', 'The stock and the discard pile are both empty.');
    }
    return { ok: true };
  }
  if (state.phase !== 'play') {
    return reject('rummy/draw-first', 'Draw a card first, from the stock or the discard pile.');
  }
  switch (move.type) {
    case 'meld': {
      // A card named twice is a bad meld rather than a missing card; otherwise ownership comes first.
      const problem = meldProblem(move.cards);
      const duplicated = new Set(move.cards).size !== move.cards.length;
      const missing = duplicated ? null : notInHand(hand, move.cards, voice);
      if (missing) return missing;
      if (problem !== null)
        return reject('rummy/not-a-meld', `That is not a meld: ${problem}.`, { cards: move.cards.join(' ') });
      return keepsOnlyTakenCard(state, hand, move.cards) ?? { ok: true };
    }
    case 'layoff': {
      const missing = notInHand(hand, [move.card], voice);
      if (missing) return missing;
      const meld = Number.isInteger(move.meld) ? state.melds[move.meld] : undefined;
      if (meld === undefined) {
        // The catalog's text numbers melds from 1, as the table shows them.
        return reject('rummy/no-such-meld', `There is no meld ${String(move.meld)} on the table.`, {
          meld: Number.isInteger(move.meld) ? move.meld + 1 : String(move.meld),
        });
      }
      if (!fitsMeld(meld, move.card)) {
        return reject('rummy/does-not-fit', `${move.card} does not fit meld ${move.meld} (${meld.join(' ')}).`, {
          card: move.card,
          meld: move.meld + 1,
          cards: meld.join(' '),
        });
      }
      return keepsOnlyTakenCard(state, hand, [move.card]) ?? { ok: true };
    }
    case 'discard': {
      const missing = notInHand(hand, [move.card], voice);
      if (missing) return missing;
      if (move.card === state.takenFromDiscard) {
        return reject(
          'rummy/discard-taken-card',
          `${voice.subject} can't discard the ${move.card} just taken from the discard pile.`,
          { card: move.card },
        );
      }
      return { ok: true };
    }
  }
}

/** Every legal move for `seat`: a draw, or every meld, lay-off and discard the hand allows. */
export function handLegalMoves(state: HandState, seat: number): RummyMove[] {
  if (state.finished || seat !== state.toMove) return [];
  const candidates: RummyMove[] = [];
  if (state.phase === 'draw') {
    candidates.push({ type: 'draw', from: 'stock' }, { type: 'draw', from: 'discard' });
  } else {
    const hand = state.hands[seat] ?? [];
    for (const cards of findMelds(hand)) candidates.push({ type: 'meld', cards });
    for (const card of hand) {
      state.melds.forEach((_, meld) => {
        candidates.push({ type: 'layoff', card, meld });
      });
    }
    for (const card of hand) candidates.push({ type: 'discard', card });
  }
  return candidates.filter((move) => checkMove(state, seat, move).ok);
}

const removeCards = (hand: SuitedCard[], cards: readonly SuitedCard[]) => {
  for (const card of cards) hand.splice(hand.indexOf(card), 1);
};

/** The seat's publicly known cards (created for a hand stored before they were kept). */
function knownTo(state: HandState, seat: number): SuitedCard[] {
  state.known ??= Array.from({ length: state.players }, () => []);
  state.known[seat] ??= [];
  return state.known[seat];
}

/** Cards that left the seat's hand are no longer among those it is known to hold. */
function forget(state: HandState, seat: number, cards: readonly SuitedCard[]): void {
  const known = state.known?.[seat];
  if (known && known.length > 0 && state.known) state.known[seat] = known.filter((c) => !cards.includes(c));
}

/** Applies one move. Going out ends the hand at once; so does the end of the turn that ran the stock out a third time. */
export function applyHandMove(
  state: HandState,
  seat: number,
  move: RummyMove,
  voice: Voice = SECOND_PERSON,
): MoveResult<HandState, HandEvent> {
  const check = checkMove(state, seat, move, voice);
  if (!check.ok) return check;
  const next = cloneHand(state);
  const hand = next.hands[seat] as SuitedCard[];
  const events: HandEvent[] = [];
  switch (move.type) {
    case 'draw': {
      if (move.from === 'discard') {
        const card = next.discard.pop() as SuitedCard;
        next.plays?.push([seat, 'take', card]);
        hand.push(card);
        knownTo(next, seat).push(card);
        next.takenFromDiscard = card;
        events.push({ type: 'drew', seat, from: 'discard', card });
      } else {
        next.plays?.push([seat, 'stock', next.discard.at(-1) ?? null]);
        if (next.stock.length === 0) {
          // Unshuffled: the oldest discard becomes the top of the new stock.
          next.stock = next.discard;
          next.discard = [];
          next.stockTurns += 1;
          events.push({ type: 'stock-turned', seat, cards: next.stock.length, stockTurns: next.stockTurns });
        }
        const card = next.stock.shift() as SuitedCard;
        hand.push(card);
        // A stock turned over from the discard pile is in an order everyone saw.
        if (next.stockTurns > 0) knownTo(next, seat).push(card);
        events.push({ type: 'drew', seat, from: 'stock', card });
        if (next.stock.length === 0) {
          next.stockRunOuts += 1;
          events.push({ type: 'stock-ran-out', seat, times: next.stockRunOuts });
        }
      }
      next.phase = 'play';
      return { ok: true, state: next, events };
    }
    case 'meld': {
      removeCards(hand, move.cards);
      forget(next, seat, move.cards);
      for (const card of move.cards) next.plays?.push([seat, 'lay', card]);
      const cards = sortMeld(move.cards);
      next.melds.push(cards);
      next.laidThisTurn = true;
      events.push({ type: 'melded', seat, meld: next.melds.length - 1, cards });
      break;
    }
    case 'layoff': {
      removeCards(hand, [move.card]);
      forget(next, seat, [move.card]);
      next.plays?.push([seat, 'lay', move.card]);
      const cards = sortMeld([...(next.melds[move.meld] as SuitedCard[]), move.card]);
      next.melds[move.meld] = cards;
      next.laidThisTurn = true;
      events.push({ type: 'laid-off', seat, card: move.card, meld: move.meld, cards });
      break;
    }
    case 'discard': {
      removeCards(hand, [move.card]);
      forget(next, seat, [move.card]);
      next.plays?.push([seat, 'throw', move.card]);
      next.discard.push(move.card);
      events.push({ type: 'discarded', seat, card: move.card });
      break;
    }
  }
  if (hand.length === 0) {
    goOut(next, seat, events);
  } else if (move.type === 'discard') {
    endTurn(next, seat);
    if (next.stockRunOuts >= STOCK_RUN_OUT_LIMIT) {
      next.finished = true;
      events.push({
        type: 'hand-ended',
        reason: 'stock-exhausted',
        winner: null,
        rummy: false,
        payments: next.payments.slice(),
      });
    }
  }
  return { ok: true, state: next, events };
}

/** A deep copy, by hand: far cheaper than structuredClone on the hot path of search and playouts. */
export function cloneHand(state: HandState): HandState {
  return {
    ...state,
    hands: state.hands.map((cards) => cards.slice()),
    melds: state.melds.map((cards) => cards.slice()),
    stock: state.stock.slice(),
    discard: state.discard.slice(),
    ...(state.known ? { known: state.known.map((cards) => cards.slice()) } : {}),
    ...(state.plays ? { plays: state.plays.slice() } : {}),
    hasLaid: state.hasLaid.slice(),
    payments: state.payments.slice(),
  };
}

function endTurn(state: HandState, seat: number): void {
  state.hasLaid[seat] = (state.hasLaid[seat] ?? false) || state.laidThisTurn;
  state.laidThisTurn = false;
  state.takenFromDiscard = null;
  state.phase = 'draw';
  state.toMove = (seat + 1) % state.players;
}

/** Everyone else pays the pips left in hand, double for a rummy (nothing laid before this turn). */
function goOut(state: HandState, seat: number, events: HandEvent[]): void {
  const rummy = !state.hasLaid[seat];
  const factor = rummy ? 2 : 1;
  const payments = state.hands.map((cards) => -factor * pipTotal(cards));
  payments[seat] = -payments.reduce((sum, paid) => sum + paid, 0);
  endTurn(state, seat);
  Object.assign(state, { finished: true, winner: seat, rummy, payments: payments.map((p) => p + 0) });
  events.push({ type: 'went-out', seat, rummy });
  events.push({ type: 'hand-ended', reason: 'went-out', winner: seat, rummy, payments: state.payments.slice() });
}
