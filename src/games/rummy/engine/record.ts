/**
 * Rummy hand records and their replay:
 *   {"game":"rummy","players":3,"dealer":0,"deck":[52 cards],"moves":[{"draw":"stock"}, ...]}
 * with moves {"draw":"stock"|"discard"}, {"meld":[cards]}, {"layoff":card,"meld":n}
 * and {"discard":card}, each by the seat to move. `replayRecord` returns exactly
 * the object the CLI prints, keys in the documented order, or `{ error }`.
 */
import { z } from 'zod';
import { type Card, parseCard, parseCardList, type SuitedCard } from '../../../cards/card.ts';
import { describeIssue, parseDeck, voiceOf } from '../../../engine/records-common.ts';
import { applyHandMove, dealHand, MAX_PLAYERS, MIN_PLAYERS } from './hand.ts';
import type { HandState, RummyMove } from './types.ts';

export const recordMove = z.union([
  z.strictObject({ draw: z.enum(['stock', 'discard']) }),
  z.strictObject({ meld: z.array(z.string()) }),
  z.strictObject({ layoff: z.string(), meld: z.number().int().min(0) }),
  z.strictObject({ discard: z.string() }),
]);
export type RecordMove = z.infer<typeof recordMove>;

export const rummyRecordSchema = z
  .object({
    game: z.literal('rummy'),
    players: z.number().int().min(MIN_PLAYERS).max(MAX_PLAYERS),
    dealer: z.number().int().min(0),
    deck: z.array(z.string()),
    moves: z.array(recordMove),
  })
  .refine((record) => record.dealer < record.players, {
    message: 'dealer must be a seat, 0 to players-1',
    path: ['dealer'],
  });
export type RummyRecord = z.infer<typeof rummyRecordSchema>;

/** A move in the records' notation: {"draw":"stock"}, {"meld":[cards]}, {"layoff":card,"meld":n}, {"discard":card}. */
export function toRecordMove(move: RummyMove): RecordMove {
  switch (move.type) {
    case 'draw':
      return { draw: move.from };
    case 'meld':
      return { meld: [...move.cards] };
    case 'layoff':
      return { layoff: move.card, meld: move.meld };
    case 'discard':
      return { discard: move.card };
  }
}

/** A record of a hand played so far (cards in symbol form), for exports and tests. */
export function makeRecord(players: number, dealer: number, deck: readonly Card[], moves: readonly RummyMove[]) {
  return { game: 'rummy' as const, players, dealer, deck: [...deck], moves: moves.map(toRecordMove) };
}

/** Reads a record move's cards; the engine then checks they are in the hand. */
export function fromRecordMove(raw: RecordMove): { ok: true; move: RummyMove } | { ok: false; reason: string } {
  if ('draw' in raw) return { ok: true, move: { type: 'draw', from: raw.draw } };
  if ('layoff' in raw || 'discard' in raw) {
    const text = 'layoff' in raw ? raw.layoff : raw.discard;
    const card = parseCard(text);
    if (card === undefined) return { ok: false, reason: `"${text}" is not a card` };
    if (card === 'Joker') return { ok: false, reason: 'there is no Joker in Rummy' };
    return { ok: true, move: 'layoff' in raw ? { type: 'layoff', card, meld: raw.meld } : { type: 'discard', card } };
  }
  const cards = parseCardList(raw.meld);
  if (!cards.ok) return { ok: false, reason: `meld: ${cards.reason}` };
  if (cards.cards.includes('Joker')) return { ok: false, reason: 'meld: there is no Joker in Rummy' };
  return { ok: true, move: { type: 'meld', cards: cards.cards as SuitedCard[] } };
}

/** Replays a record to the end, or to the first bad move. */
export function replayHand(record: unknown): { ok: true; hand: HandState } | { ok: false; reason: string } {
  const shape = rummyRecordSchema.safeParse(record);
  if (!shape.success) return { ok: false, reason: `not a Rummy record: ${describeIssue(shape.error)}` };
  const deck = parseDeck(shape.data.deck);
  if (!deck.ok) return deck;
  let hand = dealHand(deck.deck, shape.data.players, shape.data.dealer);
  for (const [index, raw] of shape.data.moves.entries()) {
    const parsed = fromRecordMove(raw);
    if (!parsed.ok) return { ok: false, reason: `move ${index + 1}: ${parsed.reason}` };
    if (hand.finished) return { ok: false, reason: `move ${index + 1}: the hand is already over` };
    const seat = hand.toMove;
    const result = applyHandMove(hand, seat, parsed.move, voiceOf(`seat ${seat}`));
    if (!result.ok) return { ok: false, reason: `move ${index + 1}: ${result.reason}` };
    hand = result.state;
  }
  return { ok: true, hand };
}

export function replayRecord(record: unknown): Record<string, unknown> {
  const replay = replayHand(record);
  if (!replay.ok) return { error: replay.reason };
  const { hand } = replay;
  return {
    finished: hand.finished,
    winner: hand.winner,
    rummy: hand.rummy,
    payments: hand.payments,
    hands: hand.hands,
    melds: hand.melds,
    toMove: hand.toMove,
    stockTurns: hand.stockTurns,
  };
}

/** A finished hand's points by seat: the winner scores what the others pay (the match adds only that). */
export function rummyRoundPoints(output: Record<string, unknown>): number[] {
  const payments = output.payments as number[];
  return payments.map((p, seat) => (seat === output.winner ? p : 0));
}
