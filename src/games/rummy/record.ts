/** Rummy's hands for /export (GameModule.record): each hand's deck from the seed and its logged moves. */
import { handDeck, type RummyMove } from '../../engine/rummy/index.ts';
import { type RecordMove, toRecordMove } from '../../engine/rummy/record.ts';
import type { Session } from '../types.ts';
import type { RummyGameState } from './schema.ts';

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
