/** Rummy's stored options and state, checked with zod when a session is read back. */
import { z } from 'zod';
import { type SuitedCard, standardPack } from '../../cards/card.ts';
import type { RummyState } from './engine/index.ts';
import { type RecordMove, recordMove } from './engine/record.ts';

const CARDS = new Set<string>(standardPack());
const Card = z.string().refine((c) => CARDS.has(c), 'not a card') as unknown as z.ZodType<SuitedCard>;
const Cards = z.array(Card);
const Seat = z.number().int().min(0).max(5);

/**
 * `/rummy new [target] [hands] [hints]` (the slash options are made from this, src/session/options.ts):
 * target and hands unset means to 100 points (the engine's default).
 */
export const RummyOptions = z
  .object({
    target: z.number().int().min(10).max(1000).optional().describe('Points to win (default 100)'),
    hands: z.number().int().min(1).max(30).optional().describe('Play this many hands (with a target: whichever first)'),
    /** Every player agrees to the Hint button (always on against the computer). */
    hints: z.boolean().default(false).describe('Allow the Hint button (accepting agrees; always on against me)'),
  })
  .strict();
export type RummyOptions = z.output<typeof RummyOptions>;

const HandSchema = z.object({
  players: z.number().int().min(2).max(6),
  dealer: Seat,
  hands: z.array(Cards),
  melds: z.array(Cards),
  stock: Cards,
  discard: Cards,
  toMove: Seat,
  phase: z.enum(['draw', 'play']),
  takenFromDiscard: Card.nullable(),
  known: z.array(Cards).optional(),
  plays: z.array(z.tuple([Seat, z.enum(['stock', 'take', 'throw', 'lay']), Card.nullable()])).optional(),
  hasLaid: z.array(z.boolean()),
  laidThisTurn: z.boolean(),
  stockRunOuts: z.number().int().min(0),
  stockTurns: z.number().int().min(0),
  finished: z.boolean(),
  winner: Seat.nullable(),
  rummy: z.boolean(),
  payments: z.array(z.number().int()),
});

/** What a public step of a turn did: its words are the catalog's `rummy.note.<what>` (src/games/rummy/notes.ts). */
export const NOTE_WHATS = [
  'stockTurned',
  'drewStock',
  'tookDiscard',
  'lastStockCard',
  'melded',
  'laidOff',
  'discarded',
  'wentOut',
  'wentOutRummy',
  'noWinner',
] as const;
export type NoteWhat = (typeof NOTE_WHATS)[number];

/**
 * One public step of a turn, for the board's "last turn" line: never names a card drawn from the
 * stock. `what` and its `vars` (cards as "7♦", meld numbers from 1) are said in each reader's
 * language; `says` is the English words of a note stored before notes had codes. `seat` -1: the
 * table itself (the stock running out for good).
 */
export interface Note {
  seat: number;
  what?: NoteWhat;
  vars?: Readonly<Record<string, string | number>>;
  says?: string;
}

/**
 * The engine's state (src/games/rummy/engine/types.ts) with what the table shows beside it: the steps of the
 * turn in progress and of the last finished one, and every card that has been shown in public this
 * game (discards, melds, summaries), which is therefore no secret.
 */
export type RummyGameState = RummyState & {
  turn: Note[];
  lastTurn: Note[];
  shown: SuitedCard[];
  /** Every move so far, one list per hand, as records write them (for /export). Absent in games begun
   *  before it was kept: those have no record. */
  log?: RecordMove[][];
};

const NoteSchema = z.object({
  seat: z.number().int().min(-1).max(5),
  what: z.enum(NOTE_WHATS).optional(),
  vars: z.record(z.string(), z.union([z.string().max(100), z.number()])).optional(),
  says: z.string().max(300).optional(),
});

export const RummyStateSchema = z.object({
  turn: z.array(NoteSchema),
  lastTurn: z.array(NoteSchema),
  shown: Cards,
  log: z.array(z.array(recordMove)).optional(),
  game: z.literal('rummy'),
  seed: z.number().int(),
  players: z.number().int().min(2).max(6),
  target: z.number().int().nullable(),
  handsLimit: z.number().int().nullable(),
  hand: z.number().int().min(0),
  scores: z.array(z.number().int()),
  current: HandSchema,
  previous: HandSchema.nullable(),
  history: z.array(
    z.object({ dealer: Seat, winner: Seat.nullable(), rummy: z.boolean(), payments: z.array(z.number().int()) }),
  ),
  finished: z.boolean(),
  winners: z.array(Seat),
  resigned: z.object({ seat: Seat, how: z.enum(['resigned', 'forfeited']) }).nullable(),
}) as unknown as z.ZodType<RummyGameState>;
