/**
 * Threedom's stored shapes inside a session (src/session/records.ts): its options, and its state,
 * which is the engine's game (src/games/threedom/engine/) plus what the thread's pictures need that the
 * engine does not keep: the last turn (drawn on the grid) and the cards shown face up this round
 * (so `hand.secret` can tell a card everyone saw taken from one never shown).
 */
import { z } from 'zod';
import { parseCard, type SuitedCard } from '../../cards/card.ts';
import type { Session } from '../../session/types.ts';
import { recordTurn } from './engine/record.ts';

const Card = z.custom<SuitedCard>((v) => typeof v === 'string' && v !== 'Joker' && parseCard(v) === v, 'not a card');
const SeatSchema = z.union([z.literal(0), z.literal(1)]);
const Pair = z.tuple([z.number(), z.number()]);
const Pile = z.number().int().min(0).max(8);

const Taken = z.array(z.object({ card: Card, from: Pile }));

const Round = z.object({
  piles: z.array(z.array(Card)).length(9),
  hands: z.object({ p1: z.array(Card), p2: z.array(Card) }),
  collected: z.object({ p1: z.array(Card), p2: z.array(Card) }),
  drawPile: z.array(Card),
  toMove: z.enum(['p1', 'p2']),
  turns: z.number().int().min(0),
  turnsWithoutClaim: z.number().int().min(0),
  ended: z.enum(['draw-pile', 'no-claims']).nullable(),
  // The round's public memory (engine/types.ts `RoundSeen`); absent in rounds stored before it was kept.
  seen: z
    .object({
      unseen: z.array(z.number().int().min(0)).length(9),
      taken: z.object({ p1: Taken, p2: Taken }),
      claims: z.array(
        z.object({
          player: z.enum(['p1', 'p2']),
          lines: z.array(z.number().int().min(0).max(7)),
          cards: z.array(Card),
        }),
      ),
    })
    .optional(),
});

export const MatchSchema = z.object({
  game: z.literal('threedom'),
  seed: z.number().int(),
  target: z.number().int().positive(),
  round: z.number().int().min(0),
  starter: SeatSchema,
  scores: Pair,
  current: Round,
  previous: Round.nullable(),
  history: z.array(z.object({ starter: SeatSchema, ended: z.enum(['draw-pile', 'no-claims']), points: Pair })),
  winner: SeatSchema.nullable(),
  resigned: z.object({ seat: SeatSchema, how: z.enum(['resigned', 'forfeited']) }).nullable(),
});

const Claim = z.object({
  line: z.number().int().min(0).max(7),
  name: z.string(),
  piles: z.tuple([Pile, Pile, Pile]),
  cards: z.tuple([Card, Card, Card]),
});

/** The last turn as the grid draws it; `round` is the round it was played in. */
export const LastTurnSchema = z.object({
  round: z.number().int().min(0),
  seat: SeatSchema,
  play: Card,
  on: Pile,
  took: Card,
  from: Pile,
  claims: z.array(Claim),
  claimed: z.array(Card),
  points: z.number().int().min(0),
  refilled: z.array(Pile),
});
export type LastTurn = z.infer<typeof LastTurnSchema>;

export const ThreedomStateSchema = z.object({
  match: MatchSchema,
  last: LastTurnSchema.nullable(),
  /** Cards shown face up this round that are now in a hand (played, or taken from a pile). */
  shown: z.array(Card),
  /** Every turn so far, one list per round, as records write them (for /export). Absent in games
   *  begun before it was kept: those have no record. */
  log: z.array(z.array(recordTurn)).optional(),
});
export type ThreedomGameState = z.infer<typeof ThreedomStateSchema>;

/** Threedom's options, as stored and as the slash command offers them (src/session/options.ts). */
export const ThreedomOptions = z
  .object({
    target: z.number().int().min(1).max(10_000).default(500).describe('Points to win (default 500)'),
    /** Both players agree to the Hint button (always on against the computer). */
    hints: z.boolean().default(false).describe('Allow the Hint button (accepting agrees; always on against me)'),
  })
  .strict();
export type ThreedomOptions = z.output<typeof ThreedomOptions>;

export type ThreedomSession = Session<ThreedomGameState, ThreedomOptions>;
