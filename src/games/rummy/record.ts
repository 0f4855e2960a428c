/** Rummy's hands for /export (GameModule.record): each hand's deck from the seed and its logged moves. */

import { describeIssue, parseDeck } from '../../engine/records-common.ts';
import type { GameRecords, RecordReplay, Session } from '../../session/types.ts';
import { dealHand, handDeck, type RummyMove } from './engine/index.ts';
import { fromRecordMove, type RecordMove, rummyRecordSchema, toRecordMove } from './engine/record.ts';
import type { RummyGameState, RummyOptions } from './schema.ts';

/** The log with `move` added to hand `hand`'s moves. */
export function logMove(log: readonly RecordMove[][], hand: number, move: RummyMove): RecordMove[][] {
  const next = log.slice();
  next[hand] = [...(log[hand] ?? []), toRecordMove(move)];
  return next;
}

export function rummyRecord(
  session: Session<RummyGameState>,
  opts: { public: boolean },
): Record<string, unknown>[] | null {
  const s = session.state;
  if (s.log === undefined) return null;
  const hands: { dealer: number; points?: number[]; n: number }[] = s.history.map((h, n) => ({
    dealer: h.dealer,
    points: h.payments.map((p, seat) => (seat === h.winner ? p : 0)),
    n,
  }));
  // The hand in play (or abandoned by a resignation); a finished one is already in the history.
  if (!s.current.finished) hands.push({ dealer: s.current.dealer, n: s.hand });
  return hands.map(({ dealer, points, n }) => {
    const moves = s.log?.[n] ?? [];
    if (opts.public) return { players: s.players, dealer, moves, ...(points ? { points } : {}) };
    return { players: s.players, dealer, deck: handDeck(s.seed, n), moves };
  });
}

/** `cli render` plays a hand record back: its deck and dealer in place of the seeded deal, its moves. */
export const rummyReplay: RecordReplay<RummyGameState, RummyMove> = {
  deal(state, round) {
    const shape = rummyRecordSchema.safeParse(round);
    if (!shape.success) return { ok: false, reason: `not a Rummy record: ${describeIssue(shape.error)}` };
    if (shape.data.players !== state.players) {
      return { ok: false, reason: `players: the game has ${state.players} seats, not ${shape.data.players}` };
    }
    const deck = parseDeck(shape.data.deck);
    if (!deck.ok) return deck;
    const current = dealHand(deck.deck, state.players, shape.data.dealer);
    return { ok: true, state: { ...state, current, turn: [], shown: [...current.discard] } };
  },
  moves(round) {
    const shape = rummyRecordSchema.safeParse(round);
    if (!shape.success) return { ok: false, reason: `not a Rummy record: ${describeIssue(shape.error)}` };
    const moves: RummyMove[] = [];
    for (const [n, raw] of shape.data.moves.entries()) {
      const move = fromRecordMove(raw);
      if (!move.ok) return { ok: false, reason: `move ${n + 1}: ${move.reason}` };
      moves.push(move.move);
    }
    return { ok: true, moves };
  },
};

/** Rummy's records out (`GameRecords`): /export's hands and `cli render`'s replay. */
export const rummyRecords: GameRecords<RummyGameState, RummyMove, RummyOptions> = {
  record: rummyRecord,
  replay: rummyReplay,
};
