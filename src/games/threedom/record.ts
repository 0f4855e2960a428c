/** Threedom's rounds for /export (GameModule.record): each round's deck from the seed and its logged turns. */
import { roundDeck } from '../../engine/threedom/match.ts';
import type { RecordTurn } from '../../engine/threedom/record.ts';
import type { ThreedomMove } from '../../engine/threedom/types.ts';
import type { ThreedomSession } from './schema.ts';

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
