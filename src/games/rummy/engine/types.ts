/**
 * Rummy types. All state is plain JSON. Seats are 0 to players-1 in join order
 * and stay fixed for the whole game; "left" is the next seat up (wrapping).
 */
import type { SuitedCard } from '../../../cards/card.ts';

export type RummyMove =
  /** Draw the top of the stock (turning the discard pile over first if the stock is empty) or of the discard pile. */
  | { type: 'draw'; from: 'stock' | 'discard' }
  /** Lay down 3-4 of a kind or a 3+ suit sequence from the hand, the cards in any order. */
  | { type: 'meld'; cards: SuitedCard[] }
  /** Add one card to meld number `meld` (numbered in the order laid down). */
  | { type: 'layoff'; card: SuitedCard; meld: number }
  /** Discard one card, ending the turn. */
  | { type: 'discard'; card: SuitedCard };

export type Phase = 'draw' | 'play';

export interface HandState {
  players: number;
  dealer: number;
  /** Each seat's hand: the dealt cards in the order dealt, drawn cards appended. */
  hands: SuitedCard[][];
  /** Melds on the table in the order laid down, each kept sorted (see `sortMeld`). */
  melds: SuitedCard[][];
  /** The stock, its top (next to draw) first. */
  stock: SuitedCard[];
  /** The discard pile, oldest first, its top last. */
  discard: SuitedCard[];
  /** Whose turn it is; once the hand is over, who would have moved next. */
  toMove: number;
  phase: Phase;
  /** The card drawn from the discard pile this turn, which may not be discarded this turn. */
  takenFromDiscard: SuitedCard | null;
  /**
   * The cards each seat is known by everyone to hold: taken from the discard pile, or drawn from a
   * stock turned over from the discard pile (whose order everyone saw), until melded, laid off or
   * discarded. Absent in hands stored before it was kept (then nothing is known).
   */
  known?: SuitedCard[][];
  /**
   * What each seat did this hand in view of all, oldest first (see `PublicPlay`). Absent in hands
   * stored before it was kept (then nothing is read from it).
   */
  plays?: PublicPlay[];
  /** Whether each seat melded or laid off in an earlier turn (so cannot go out with a rummy). */
  hasLaid: boolean[];
  laidThisTurn: boolean;
  /** Times a draw took the stock's last card (the first stock counts); at 3 the hand ends. */
  stockRunOuts: number;
  /** Times the discard pile has been turned over into a new stock. */
  stockTurns: number;
  finished: boolean;
  /** The seat that went out; null while playing or when the stock ran out a third time. */
  winner: number | null;
  rummy: boolean;
  /** Net points per seat: the winner's positive, each loser's negative; all zeros without a winner. */
  payments: number[];
}

/**
 * One public event of a hand: a draw from the stock (with the discard pile's top that the seat let
 * go by, or null when the pile was empty), a take of the pile's top, a throw, or a card laid down
 * (melded or laid off). Whoever watched the table saw all of these; a stock card drawn is not here.
 */
export type PublicPlay = [seat: number, kind: 'stock' | 'take' | 'throw' | 'lay', card: SuitedCard | null];

export type HandEnd = 'went-out' | 'stock-exhausted';

/** What a move did, in order, for narration. A stock draw's card is private to the drawer. */
export type HandEvent =
  | { type: 'stock-turned'; seat: number; cards: number; stockTurns: number }
  | { type: 'drew'; seat: number; from: 'stock' | 'discard'; card: SuitedCard }
  | { type: 'stock-ran-out'; seat: number; times: number }
  | { type: 'melded'; seat: number; meld: number; cards: SuitedCard[] }
  | { type: 'laid-off'; seat: number; card: SuitedCard; meld: number; cards: SuitedCard[] }
  | { type: 'discarded'; seat: number; card: SuitedCard }
  | { type: 'went-out'; seat: number; rummy: boolean }
  | { type: 'hand-ended'; reason: HandEnd; winner: number | null; rummy: boolean; payments: number[] };

export interface RummyOptions {
  players: number;
  /** Points to win the game (default 100 unless `hands` is given). */
  target?: number;
  /** Play exactly this many hands instead (or as well: whichever comes first). */
  hands?: number;
  /** The first hand's dealer; default the last seat, so seat 0 plays first. */
  firstDealer?: number;
}

export interface HandSummary {
  dealer: number;
  winner: number | null;
  rummy: boolean;
  payments: number[];
}

export interface RummyState {
  game: 'rummy';
  seed: number;
  players: number;
  target: number | null;
  handsLimit: number | null;
  /** 0-based index of the current hand; its deal is seeded with `deriveSeed(seed, hand)`. */
  hand: number;
  /** Points won per seat over finished hands (the winner's payment each hand). */
  scores: number[];
  current: HandState;
  /** The last finished hand as it ended, for summaries; null before the first ends. */
  previous: HandState | null;
  history: HandSummary[];
  finished: boolean;
  /** The seats with the highest score at the end (several only on a tie after a fixed number of hands). */
  winners: number[];
  /** Set when the game ended by a seat resigning (or being forfeited by the bot, e.g. on a timeout). */
  resigned: { seat: number; how: 'resigned' | 'forfeited' } | null;
}

export type RummyEvent =
  | HandEvent
  | { type: 'hand-started'; hand: number; dealer: number }
  | { type: 'game-over'; winners: number[]; scores: number[]; resigned?: number };

/**
 * What one seat may see: its own hand, the table, the whole discard pile, what every player saw the
 * others take, and counts of everything hidden.
 */
export interface RummyView {
  seat: number;
  hand: SuitedCard[];
  handSizes: number[];
  melds: SuitedCard[][];
  discardTop: SuitedCard | null;
  discardSize: number;
  /** The discard pile, oldest first, its top last: every card in it was discarded in view of all. */
  discard: SuitedCard[];
  /** Per seat, the cards it is known to hold (see `HandState.known`); the seat's own entry included. */
  known: SuitedCard[][];
  /** Per seat, whether it melded or laid off in an earlier turn (so can no longer go out with a rummy). */
  hasLaid: boolean[];
  /** What every seat did this hand in view of all, oldest first; absent for a hand stored before it was kept. */
  plays?: PublicPlay[];
  /** Whether the seat to move has melded or laid off in this turn. */
  laidThisTurn: boolean;
  stockSize: number;
  /** The stock, top first, when everyone knows it (it was turned over from the discard pile); else null. */
  stock: SuitedCard[] | null;
  toMove: number | null;
  phase: Phase;
  takenFromDiscard: SuitedCard | null;
  dealer: number;
  stockTurns: number;
  stockRunOuts: number;
  scores: number[];
  handNumber: number;
  target: number | null;
  handsLimit: number | null;
  winners: number[];
}
