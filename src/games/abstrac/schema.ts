/**
 * Abstrac's stored shapes: its options and its engine state inside a session (src/session/records.ts),
 * and, for the one-off upgrade of stores written before the session layer (legacy.ts), the records
 * Abstrac kept on its own then.
 */
import { z } from 'zod';
import { type Card, parseCard } from '../../cards/card.ts';
import type { Session } from '../../session/types.ts';
import { SEATS, VARIANT_LABELS, VARIANTS } from './engine/types.ts';
import { LEVELS } from './solver/opponents.ts';

const Seat = z.enum(SEATS);
/** A card in its canonical symbol form (`10♦`, `Joker`), as the engine stores it. */
const CardSchema = z.custom<Card>((v) => typeof v === 'string' && parseCard(v) === v, 'not a card');
const Player = z.union([z.literal(0), z.literal(1)]);

const DealState = z.object({
  variant: z.enum(VARIANTS),
  layout: z.array(CardSchema),
  first: z.array(Seat),
  takes: z.array(z.array(z.number().int().positive())),
});

const MatchOutcome = z.union([
  z.object({ type: z.literal('points'), winner: Player }),
  z.object({
    type: z.enum(['resigned', 'forfeited']),
    winner: Player,
    loser: Player,
  }),
]);

export const MatchStateSchema = z.object({
  game: z.literal('abstrac'),
  variant: z.enum(VARIANTS),
  seed: z.number().int(),
  target: z.number().int().positive().nullable(),
  deals: z.number().int().positive().nullable(),
  results: z.array(
    z.object({
      nondealer: Player,
      deal: DealState,
      scores: z.tuple([z.number(), z.number()]),
    }),
  ),
  current: DealState,
  outcome: MatchOutcome.nullable(),
});

export const GameRecord = z.object({
  guildId: z.string(),
  parentChannelId: z.string(),
  /** Player 0 is the challenged player (nondealer of the first deal), player 1 the challenger. */
  players: z.tuple([z.string(), z.string()]),
  names: z.tuple([z.string(), z.string()]),
  match: MatchStateSchema,
  createdAt: z.number(),
  lastMoveAt: z.number(),
  status: z.enum(['active', 'finished']),
  /** Set in a game against the computer, which is always player 1 and whose user id is the bot's. */
  computer: z.object({ level: z.enum(LEVELS) }).optional(),
  /** Both players agreed to the Hint button (the challenge said so and was accepted). Always on against the computer. */
  hints: z.boolean().optional(),
});
export type GameRecord = z.infer<typeof GameRecord>;

export const BoardRecord = z.object({
  /** The message carrying the live buttons (null when none is posted). */
  messageId: z.string().nullable(),
  /** The game version that message was drawn from: behind the game's version means a re-post is due. */
  version: z.number().int().min(0),
  /** The lastMoveAt the player to move was reminded for (null: not reminded since). */
  remindedFor: z.number().nullable(),
  /** How many finished deals have had their summary posted (absent in records written before it was kept). */
  deals: z.number().int().min(0).optional(),
});
export type BoardRecord = z.infer<typeof BoardRecord>;

export const ChallengeRecord = z.object({
  guildId: z.string(),
  channelId: z.string(),
  challengerId: z.string(),
  challengedId: z.string(),
  names: z.object({ challenger: z.string(), challenged: z.string() }),
  variant: z.enum(VARIANTS),
  target: z.number().int().positive().nullable(),
  deals: z.number().int().positive().nullable(),
  messageId: z.string().nullable(),
  createdAt: z.number(),
  expiresAt: z.number(),
  status: z.enum(['pending', 'accepted', 'declined', 'expired']),
  threadId: z.string().nullable(),
  /** The challenger offered hints: accepting agrees to them. */
  hints: z.boolean().optional(),
});
export type ChallengeRecord = z.infer<typeof ChallengeRecord>;

/** Per guild: every active game (thread id → earliest time a reminder or forfeit may be due) and
 *  every pending challenge (id → expiry). Due times are lower bounds: the scheduler rechecks the game. */
export const TimersRecord = z.object({
  games: z.record(z.string(), z.number()),
  challenges: z.record(z.string(), z.number()),
});
export type TimersRecord = z.infer<typeof TimersRecord>;

/** Per guild and user: the threads of the user's active games, with the opponent. */
export const ActiveRecord = z.object({
  games: z.array(
    z.object({
      threadId: z.string(),
      opponentId: z.string(),
      game: z.string(),
    }),
  ),
});
export type ActiveRecord = z.infer<typeof ActiveRecord>;

/**
 * The options of a match, as a command gives them (validated here) and as they are stored; also the
 * slash command's options (src/session/options.ts), each described as the command shows it.
 */
export const AbstracOptions = z
  .object({
    variant: z
      .enum(VARIANTS)
      .default('classic')
      .meta({ description: 'Which Abstrac (default classic)', labels: VARIANT_LABELS }),
    target: z.number().int().min(1).max(100_000).nullable().default(null).describe('Points to win (default 500)'),
    deals: z.number().int().min(1).max(50).nullable().default(null).describe('Play this many deals instead'),
    /** Both players agree to the Hint button (always on against the computer). */
    hints: z.boolean().default(false).describe('Allow the Hint button (accepting agrees; always on against me)'),
  })
  .strict()
  .transform((o) => ({ ...o, target: o.target ?? (o.deals === null ? 500 : null) }));
export type AbstracOptions = z.output<typeof AbstracOptions>;

export type AbstracState = z.infer<typeof MatchStateSchema>;
export type AbstracSession = Session<AbstracState, AbstracOptions>;
