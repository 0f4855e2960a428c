/** Threedom's rounds for /export (GameModule.record): each round's deck from the seed and its logged turns. */
import { parseCard } from '../../cards/card.ts';
import { describeIssue, parseDeck } from '../../engine/records-common.ts';
import type { GameRecords, RecordReplay } from '../../session/types.ts';
import { roundDeck } from './engine/match.ts';
import { type RecordTurn, threedomRecordSchema } from './engine/record.ts';
import { dealRound } from './engine/round.ts';
import type { ThreedomMove } from './engine/types.ts';
import type { ThreedomGameState, ThreedomOptions, ThreedomSession } from './schema.ts';

/** The log with `move` added to round `round`'s turns. */
export function logTurn(log: readonly RecordTurn[][], round: number, move: ThreedomMove): RecordTurn[][] {
  const next = log.slice();
  next[round] = [...(log[round] ?? []), { play: move.play, on: move.on, take: move.take }];
  return next;
}

export function threedomRecord(session: ThreedomSession, opts: { public: boolean }): Record<string, unknown>[] | null {
  const { match, log } = session.state;
  if (log === undefined) return null;
  const rounds: { starter: number; points?: number[]; n: number }[] = match.history.map((h, n) => ({
    starter: h.starter,
    points: h.starter === 0 ? [h.points[0], h.points[1]] : [h.points[1], h.points[0]],
    n,
  }));
  // The round in play (or abandoned by a resignation); a round won on points is already in the history.
  if (match.current.ended === null) rounds.push({ starter: match.starter, n: match.round });
  return rounds.map(({ starter, points, n }) => {
    const seats = [starter, 1 - starter];
    const moves = log[n] ?? [];
    if (opts.public) return { seats, moves, ...(points ? { points } : {}) };
    return { seats, deck: roundDeck(match.seed, n), moves };
  });
}

/** `cli render` plays a round record back: its deck in place of the seeded one, its turns. */
export const threedomReplay: RecordReplay<ThreedomGameState, ThreedomMove> = {
  deal(state, round) {
    const shape = threedomRecordSchema.safeParse(round);
    if (!shape.success) return { ok: false, reason: `not a Threedom record: ${describeIssue(shape.error)}` };
    const deck = parseDeck(shape.data.deck);
    if (!deck.ok) return deck;
    const starter = state.match.starter;
    const seats = round.seats;
    if (Array.isArray(seats) && seats[0] !== starter) {
      return {
        ok: false,
        reason: `seats: seat ${starter} starts round ${state.match.round + 1} (the start alternates)`,
      };
    }
    return { ok: true, state: { ...state, match: { ...state.match, current: dealRound(deck.deck) }, shown: [] } };
  },
  moves(round) {
    const shape = threedomRecordSchema.safeParse(round);
    if (!shape.success) return { ok: false, reason: `not a Threedom record: ${describeIssue(shape.error)}` };
    const moves: ThreedomMove[] = [];
    for (const [n, { play, on, take }] of shape.data.moves.entries()) {
      const card = parseCard(play);
      if (card === undefined || card === 'Joker')
        return { ok: false, reason: `move ${n + 1}: "${play}" is not a card` };
      moves.push({ type: 'turn', play: card, on, take });
    }
    return { ok: true, moves };
  },
};

/** Threedom's records out (`GameRecords`): /export's rounds and `cli render`'s replay. */
export const threedomRecords: GameRecords<ThreedomGameState, ThreedomMove, ThreedomOptions> = {
  record: threedomRecord,
  replay: threedomReplay,
};
