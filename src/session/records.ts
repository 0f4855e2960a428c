/**
 * The stored records of the session layer, zod-parsed on every load. One collection of each for
 * every game (the record says which game), keyed by the game's thread id (invites by their own id):
 * - `sessions`: the game (seats, options, the engine's state). Its store version is the version the
 *   controls carry, so only a move, a resignation or a forfeit may bump it.
 * - `posts`: which message holds the live controls, the session version it shows, how many rounds
 *   have had their summary posted, the last reminder, and a claim on posting (so that of two
 *   processes handling the same move, one posts). Kept apart from the session so that posting never
 *   makes live controls stale.
 * - `invites`: a challenge (one opponent) or a lobby (2 to 6 seats), until the game starts.
 * - `results`: the finished game's result has been counted (leaderboards, records against the computer).
 * - `takebacks`: the last take-back asked in a game and its answer (one record per game, overwritten).
 */
import { z } from 'zod';
import { Clock } from './clock.ts';

export const SeatSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  computer: z.object({ level: z.string() }).optional(),
  out: z.enum(['resigned', 'forfeited']).optional(),
});

export const SessionRecord = z.object({
  game: z.string(),
  guildId: z.string(),
  parentChannelId: z.string(),
  seats: z.array(SeatSchema).min(2).max(6),
  options: z.unknown(),
  state: z.unknown(),
  createdAt: z.number(),
  lastMoveAt: z.number(),
  status: z.enum(['active', 'finished']),
  /** One step of undo for a take-back by agreement (src/session/takeback.ts): the state before the last turn. */
  undo: z
    .object({ seat: z.number().int().min(0), state: z.unknown(), open: z.boolean() })
    .nullable()
    .optional(),
  /** The game's time control (clock.ts); absent: untimed, the server's reminder and forfeit hours apply. */
  clock: Clock.optional(),
  /** The language its public posts are written in (language.ts), chosen when it starts; absent: English. */
  locale: z.string().max(16).optional(),
});
export type SessionRecord = z.infer<typeof SessionRecord>;

export const PostRecord = z.object({
  /** The message carrying the live controls (null when none is posted). */
  messageId: z.string().nullable(),
  /** The session version that message shows: behind the session's means a post is due. */
  version: z.number().int().min(0),
  /** The lastMoveAt the seat to move was reminded for (null: not reminded since). */
  remindedFor: z.number().nullable(),
  /** How many finished rounds have had their summary posted. */
  rounds: z.number().int().min(0),
  /**
   * A process (`owner`, random per process start) posting `version`, its lease last renewed at `at`
   * (ms): others leave that version to it until the lease ends (LEASE_MS in publish.ts). A claim
   * written before claims had owners has none.
   */
  claim: z.object({ version: z.number().int(), at: z.number(), owner: z.string().optional() }).nullable().default(null),
  /** The person whose turn the live board shows: a next version with the same person to act is a step of that turn. */
  mover: z.string().nullable().optional(),
  /** The live board's text as posted, so that dropping its controls can add what was played on it without a read. */
  content: z.string().optional(),
  /** The lines the live board opened with (what the computer did before it): kept when it is redrawn in place. */
  lead: z.string().optional(),
  /**
   * The live board's pictures (file name, alt text) when it is a card: its last edit shows them
   * again without sending them. Absent for a board posted before boards were cards.
   */
  pictures: z.array(z.object({ name: z.string(), alt: z.string().nullable().optional() })).optional(),
});
export type PostRecord = z.infer<typeof PostRecord>;

export const InviteRecord = z.object({
  game: z.string(),
  kind: z.enum(['challenge', 'lobby']),
  guildId: z.string(),
  channelId: z.string(),
  /** The challenger, or the lobby's host. */
  hostId: z.string(),
  /** Challenge: the one person challenged. Lobby: the people invited by name (may be empty). */
  invited: z.array(z.string()),
  /** Seated so far, host first (a challenge: [challenged, challenger] once accepted). */
  seats: z.array(SeatSchema),
  names: z.record(z.string(), z.string()),
  options: z.unknown(),
  messageId: z.string().nullable(),
  createdAt: z.number(),
  expiresAt: z.number(),
  status: z.enum(['pending', 'accepted', 'declined', 'expired', 'started', 'cancelled']),
  threadId: z.string().nullable(),
  /** A rematch: the finished game's thread it follows (its seats are then set in `seats` or `order`). */
  rematchOf: z.string().optional(),
  /** A rematch: the interaction that asked for it (the same one reaching another process stays silent there). */
  askedBy: z.string().optional(),
  /** A lobby rematch: seat keys (see lobby.ts seatKey) in the order seats take at Start. */
  order: z.array(z.string()).optional(),
  /** The game's pace in days per move (clock.ts); absent or null: untimed. */
  pace: z.number().int().positive().nullable().optional(),
  /** The language of its public posts and of the game it starts (language.ts); absent: English. */
  locale: z.string().max(16).optional(),
});
export type InviteRecord = z.infer<typeof InviteRecord>;

/** A take-back asked in a game (keyed by its thread): the session version it was asked at, and its answer. */
export const TakebackRecord = z.object({
  version: z.number().int().min(0),
  seat: z.number().int().min(0),
  messageId: z.string().nullable(),
  status: z.enum(['asked', 'accepted', 'declined', 'withdrawn']),
  /** The interaction that asked (the same one reaching a second process leaves the answer to the first). */
  by: z.string().optional(),
});
export type TakebackRecord = z.infer<typeof TakebackRecord>;

export const ResultRecord = z.object({ recordedAt: z.number() });
export type ResultRecord = z.infer<typeof ResultRecord>;
