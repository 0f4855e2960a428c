/**
 * Whole-game records (docs/records.md, "Game records"): what `/export` attaches and `replay` reads.
 * A game record wraps the game's round records (deals, rounds, hands) in play order, says which
 * game seat held each role of a round (`seats`), and adds each round's points to the seats:
 *
 *   {"game":"threedom","players":["ann","bob"],"public":false,"ended":null,
 *    "rounds":[{"seats":[0,1],"deck":[…],"moves":[…]},{"seats":[1,0],"deck":[…],"moves":[]}]}
 *
 * A *public* record (a running game exported while cards are still hidden) leaves out what no
 * player may see: a round without its `deck` is not replayed; it gives its moves and, once over,
 * the points its summary showed. Pure: the caller passes each game's round replayer.
 */
import { z } from 'zod';
import { describeIssue } from './records-common.ts';

export type Output = Record<string, unknown>;
/** A game's round replayer and how a finished round's output gives each role's points. */
export interface RoundGame {
  replay(record: unknown): Output;
  /** The points each role (in the order of the round's `seats`) scored in a finished round. */
  points(output: Output): number[];
}

const Ended = z.object({
  how: z.enum(['played', 'resigned', 'forfeited']),
  places: z.array(z.number().int().min(1)),
});

const GameRecordSchema = z.object({
  game: z.string(),
  players: z.array(z.string()).min(2).max(6),
  public: z.boolean().default(false),
  /** The game's options as the bot took them (target, number of deals…), for `cli render`. */
  options: z.record(z.string(), z.unknown()).optional(),
  ended: Ended.nullable().default(null),
  rounds: z.array(z.looseObject({ seats: z.array(z.number().int().min(0)).optional() })),
});
export type GameRecord = z.input<typeof GameRecordSchema>;
export type GameEnded = z.infer<typeof Ended>;

/** A round of a public record with its hidden part left out: its moves, and its points once over. */
const PublicRound = z.looseObject({
  moves: z.array(z.unknown()),
  points: z.array(z.number()).optional(),
});

/** Whether a parsed record is a whole-game record rather than one round's. */
export const isGameRecord = (record: object): boolean => Array.isArray((record as { rounds?: unknown }).rounds);

/** Replays a whole-game record: each round, its points per seat, and the totals (`scores`). */
export function replayGame(input: unknown, game: RoundGame): Output {
  const parsed = GameRecordSchema.safeParse(input);
  if (!parsed.success) return { error: `not a game record: ${describeIssue(parsed.error)}` };
  const record = parsed.data;
  const seats = record.players.length;
  const scores: number[] = Array(seats).fill(0);
  const rounds: Output[] = [];
  for (const [index, raw] of record.rounds.entries()) {
    const label = `round ${index + 1}`;
    const order = raw.seats ?? [...Array(seats).keys()];
    if (order.some((s) => s >= seats)) return { error: `${label}: seats: every seat is 0 to ${seats - 1}` };
    const { seats: _roles, ...rest } = raw;
    let output: Output;
    let rolePoints: number[] | null;
    if (record.public && !('deck' in rest) && 'moves' in rest) {
      const hidden = PublicRound.safeParse(rest);
      if (!hidden.success) return { error: `${label}: ${describeIssue(hidden.error)}` };
      const points = hidden.data.points ?? null;
      if (points !== null && points.length !== order.length) {
        return { error: `${label}: points: one number per seat of the round (${order.length})` };
      }
      output = { public: true, finished: points !== null, moves: hidden.data.moves.length };
      rolePoints = points;
    } else {
      output = game.replay({ ...rest, game: record.game });
      if ('error' in output) return { error: `${label}: ${String(output.error)}` };
      rolePoints = output.finished === true ? game.points(output) : null;
    }
    const bySeat: number[] = Array(seats).fill(0);
    for (const [role, seat] of order.entries()) bySeat[seat] = (bySeat[seat] ?? 0) + (rolePoints?.[role] ?? 0);
    for (const [seat, p] of bySeat.entries()) scores[seat] = (scores[seat] ?? 0) + p;
    rounds.push({ ...output, points: bySeat });
  }
  return {
    game: record.game,
    finished: record.ended !== null,
    public: record.public,
    players: record.players,
    scores,
    ended: record.ended,
    rounds,
  };
}
