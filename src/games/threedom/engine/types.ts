/**
 * Threedom types. All state is plain JSON (arrays and objects of strings and
 * numbers), so it stores, clones and replays as-is.
 *
 * A round names its players by turn order: `p1` starts the round, `p2` replies.
 * A game (to 500) names them by seat, 0 and 1, fixed for the whole game; rounds
 * alternate which seat is `p1`.
 */
import type { SuitedCard } from '../../../cards/card.ts';

export type Player = 'p1' | 'p2';
export type Seat = 0 | 1;

export type RoundEnd = 'draw-pile' | 'no-claims';

/** One turn: play `play` from the hand onto pile `on`, then take the top of pile `take` (0-8, row by row). */
export interface ThreedomMove {
  type: 'turn';
  play: SuitedCard;
  on: number;
  take: number;
}

export interface RoundState {
  /** Nine piles, row by row from the top left; each bottom card first, its top card last. */
  piles: SuitedCard[][];
  /** Hands in the order the cards arrived: the dealt cards, then each taken card appended. */
  hands: Record<Player, SuitedCard[]>;
  /** Collected cards in the order claimed (within one turn, in pile order). */
  collected: Record<Player, SuitedCard[]>;
  /** The draw pile, the next card to deal first. */
  drawPile: SuitedCard[];
  /** Who plays next; once the round has ended, who would have played next. */
  toMove: Player;
  /** Turns played so far. */
  turns: number;
  /** Turns in a row that ended with no claim (the round ends at 40). */
  turnsWithoutClaim: number;
  ended: RoundEnd | null;
  /**
   * What both players have seen happen this round, beyond the tops: what a careful player remembers.
   * Absent in rounds stored before it was kept (their views then leave these facts out).
   */
  seen?: RoundSeen;
}

/** The public memory of a round: everything here was face up at some moment, in front of both players. */
export interface RoundSeen {
  /**
   * Per pile, how many cards at its bottom nobody has seen: dealt face down and never a top since.
   * Every card above them (covered by a play, or shown when a top was taken) was seen.
   */
  unseen: number[];
  /** Per player, the cards in hand both saw taken (and from which pile), in the order taken. */
  taken: Record<Player, TakenCard[]>;
  /** The sets claimed this round, turn by turn. */
  claims: { player: Player; lines: number[]; cards: SuitedCard[] }[];
}

export interface TakenCard {
  card: SuitedCard;
  from: number;
}

/** A claim as a seat's view tells it: who claimed, the lines (0-7, `LINES` order) and the cards taken, in pile order. */
export interface SeenClaim {
  seat: Seat;
  lines: number[];
  cards: SuitedCard[];
}

/** A set claimed at the end of a turn: one of the 8 lines and the three top cards that made it. */
export interface ClaimedLine {
  line: number;
  name: string;
  piles: [number, number, number];
  cards: [SuitedCard, SuitedCard, SuitedCard];
}

/** What a turn did, in order, for narration. Round events name players by turn order (`p1`/`p2`). */
export type RoundEvent =
  | { type: 'played'; player: Player; card: SuitedCard; on: number }
  | { type: 'took'; player: Player; card: SuitedCard; from: number }
  /** Every set on the grid at the end of the turn; `cards` is the union taken, in pile order. */
  | {
      type: 'claimed';
      player: Player;
      lines: ClaimedLine[];
      cards: SuitedCard[];
      points: number;
    }
  /** Empty piles refilled from the draw pile, in pile order. */
  | {
      type: 'refilled';
      cards: { pile: number; card: SuitedCard }[];
      drawPileLeft: number;
    }
  | { type: 'round-ended'; reason: RoundEnd; points: Record<Player, number> };

export interface ThreedomOptions {
  /** Points to win the game (default 500). */
  target?: number;
  /** The seat that starts the first round (the challenged player); default 0. */
  firstStarter?: Seat;
}

export interface RoundSummary {
  starter: Seat;
  ended: RoundEnd;
  /** Points scored in the round, by seat. */
  points: [number, number];
}

/** A game to the target: a sequence of rounds, the start alternating. */
export interface ThreedomState {
  game: 'threedom';
  seed: number;
  target: number;
  /** 0-based index of the current round; its deal is seeded with `deriveSeed(seed, round)`. */
  round: number;
  /** The seat that is `p1` (started) in the current round. */
  starter: Seat;
  /** Running totals by seat, including finished rounds only. */
  scores: [number, number];
  current: RoundState;
  /** The last finished round as it ended, for end-of-round summaries; null before the first ends. */
  previous: RoundState | null;
  history: RoundSummary[];
  winner: Seat | null;
  /** Set when the game ended by a seat resigning (or being forfeited by the bot, e.g. on a timeout). */
  resigned: { seat: Seat; how: 'resigned' | 'forfeited' } | null;
}

/** Game events add the seat to round events and mark round and game boundaries. */
export type ThreedomEvent =
  | (RoundEvent & { seat: Seat })
  /** After `round-ended`: the round's points and the new totals, by seat. */
  | { type: 'round-scored'; round: number; points: [number, number]; scores: [number, number] }
  | { type: 'round-started'; round: number; starter: Seat }
  | { type: 'game-over'; winner: Seat; scores: [number, number]; resigned?: Seat };

/** What one seat may see: its own hand, the tops of the piles, counts of everything hidden. */
export interface ThreedomView {
  seat: Seat;
  hand: SuitedCard[];
  opponentHandSize: number;
  tops: (SuitedCard | null)[];
  pileSizes: number[];
  drawPileSize: number;
  collected: [SuitedCard[], SuitedCard[]];
  roundPoints: [number, number];
  scores: [number, number];
  target: number;
  round: number;
  starter: Seat;
  toMove: Seat | null;
  turnsWithoutClaim: number;
  winner: Seat | null;
  /**
   * The public memory of the round (absent in rounds stored before it was kept). Per pile, the cards
   * under its top that were seen (played on it, or shown when a top was taken), bottom first.
   */
  covered?: SuitedCard[][];
  /** The cards in the opponent's hand it was seen to take, and the pile each came from, in order taken. */
  opponentTaken?: TakenCard[];
  /** The sets claimed this round, in turn order. */
  claims?: SeenClaim[];
}
