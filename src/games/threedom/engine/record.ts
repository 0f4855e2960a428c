/**
 * Threedom round records and their replay:
 *   {"game":"threedom","deck":[52 cards],"moves":[{"play":"Q♥","on":4,"take":7}, ...]}
 * `replayRecord` returns exactly the object the CLI prints for one record, its
 * keys in the documented order, or `{ error }` naming the first problem.
 */
import { z } from 'zod';
import { type Card, parseCard } from '../../../cards/card.ts';
import { describeIssue, parseDeck, voiceOf } from '../../../engine/records-common.ts';
import { pointsOf, topsOf } from './grid.ts';
import { applyTurn, dealRound } from './round.ts';
import type { Player, RoundState, ThreedomMove } from './types.ts';

const pileIndex = z.number().int().min(0).max(8);
/** One turn as a record writes it: the card played, the pile played on, the pile taken from. */
export const recordTurn = z.strictObject({ play: z.string(), on: pileIndex, take: pileIndex });
export type RecordTurn = z.infer<typeof recordTurn>;

export const threedomRecordSchema = z.object({
  game: z.literal('threedom'),
  deck: z.array(z.string()),
  moves: z.array(recordTurn),
});
export type ThreedomRecord = z.infer<typeof threedomRecordSchema>;

/** A record of a round played so far (cards in symbol form), for exports and tests. */
export function makeRecord(deck: readonly Card[], moves: readonly ThreedomMove[]): ThreedomRecord {
  return {
    game: 'threedom',
    deck: [...deck],
    moves: moves.map(({ play, on, take }) => ({ play, on, take })),
  };
}

/** Replays a record to the end, or to the first bad move. */
export function replayRound(record: unknown): { ok: true; round: RoundState } | { ok: false; reason: string } {
  const shape = threedomRecordSchema.safeParse(record);
  if (!shape.success)
    return {
      ok: false,
      reason: `not a Threedom record: ${describeIssue(shape.error)}`,
    };
  const deck = parseDeck(shape.data.deck);
  if (!deck.ok) return deck;
  let round = dealRound(deck.deck);
  for (const [index, raw] of shape.data.moves.entries()) {
    const player: Player = round.toMove;
    const play = parseCard(raw.play);
    if (play === undefined) return { ok: false, reason: `move ${index + 1}: "${raw.play}" is not a card` };
    if (play === 'Joker') return { ok: false, reason: `move ${index + 1}: there is no Joker in Threedom` };
    if (round.ended !== null) {
      return {
        ok: false,
        reason: `move ${index + 1}: the round is already over (${endText(round)})`,
      };
    }
    const result = applyTurn(round, player, { type: 'turn', play, on: raw.on, take: raw.take }, voiceOf(player));
    if (!result.ok) return { ok: false, reason: `move ${index + 1}: ${result.reason}` };
    round = result.state;
  }
  return { ok: true, round };
}

function endText(round: RoundState): string {
  return round.ended === 'draw-pile' ? 'the draw pile could not refill the empty piles' : '40 turns without a claim';
}

export function replayRecord(record: unknown): Record<string, unknown> {
  const replay = replayRound(record);
  if (!replay.ok) return { error: replay.reason };
  const { round } = replay;
  const player = (p: Player) => ({
    collected: round.collected[p],
    points: pointsOf(round.collected[p]),
    hand: round.hands[p],
  });
  return {
    finished: round.ended !== null,
    ended: round.ended,
    toMove: round.toMove,
    players: { p1: player('p1'), p2: player('p2') },
    tops: topsOf(round.piles),
  };
}

/** A finished round's points, p1 then p2 (the roles of a game record's `seats`). */
export function threedomRoundPoints(output: Record<string, unknown>): number[] {
  const players = output.players as Record<Player, { points: number }>;
  return [players.p1.points, players.p2.points];
}
