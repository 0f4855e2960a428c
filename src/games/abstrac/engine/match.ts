/**
 * An Abstrac match (docs/rules.md Abstrac 8) between players 0 and 1. Player 0 (the
 * challenged player) is the nondealer of deal 0 and the deal alternates. Deal `n`
 * is shuffled from `deriveSeed(seed, n)`, so a match replays from its seed and moves.
 *
 * End: with a target, after the first deal that leaves a total at or above it,
 * the higher total wins; with a number of deals, after that many deals the higher
 * total wins (when both are given, whichever comes first). An exact tie at that
 * point plays one more deal, and again until the totals differ. A player may also
 * resign (or forfeit, e.g. on a timeout), which ends the match at once.
 */
import { deriveSeed } from '../../../cards/random.ts';
import { type MoveResult, reject } from '../../../engine/result.ts';
import { applyMove, dealPosition, dealView, legalMoves, newDeal } from './deal.ts';
import type { AbstracEvent, AbstracMove, DealState, DealView, Seat, Variant } from './types.ts';
import { VARIANTS } from './types.ts';

export type Player = 0 | 1;
export const DEFAULT_TARGET = 500;

export interface MatchOptions {
  variant: Variant;
  /** Points to reach; defaults to 500 unless `deals` is given. */
  target?: number | null;
  /** A fixed number of deals (null: play to the target). */
  deals?: number | null;
}

export interface DealResult {
  /** The player who was nondealer in this deal. */
  nondealer: Player;
  /** The finished deal, replayable as it stands. */
  deal: DealState;
  /** The deal score of each player, by player index. */
  scores: [number, number];
}

export type MatchOutcome =
  | { type: 'points'; winner: Player }
  | { type: 'resigned' | 'forfeited'; winner: Player; loser: Player };

export interface MatchState {
  game: 'abstrac';
  variant: Variant;
  seed: number;
  target: number | null;
  deals: number | null;
  /** Deals finished so far, in order. */
  results: DealResult[];
  /** The deal in play (the last one dealt once the match is over). */
  current: DealState;
  outcome: MatchOutcome | null;
}

export type MatchEvent =
  | (AbstracEvent & { player: Player })
  | { type: 'deal-scored'; deal: number; scores: [number, number]; totals: [number, number] }
  | { type: 'deal-started'; deal: number; nondealer: Player }
  | { type: 'match-ended'; outcome: MatchOutcome; totals: [number, number] };

export interface MatchView {
  variant: Variant;
  target: number | null;
  deals: number | null;
  /** 0-based number of the deal in play (or of the last deal once over). */
  dealNumber: number;
  /** Which player holds each seat in the current deal. */
  seats: Record<Seat, Player>;
  /** The player to act, or null once the match is over. */
  toMove: Player | null;
  deal: DealView;
  totals: [number, number];
  results: DealResult[];
  winner: Player | null;
  outcome: MatchOutcome | null;
}

function positiveInteger(value: number | null | undefined, name: string): number | null {
  if (value === null || value === undefined) return null;
  if (!Number.isInteger(value) || value < 1) throw new Error(`Abstrac ${name} must be a positive integer: ${value}`);
  return value;
}

/** Throws only on options a caller should have validated (unknown variant, non-positive numbers). */
export function createMatch(options: MatchOptions, seed: number): MatchState {
  if (!VARIANTS.includes(options.variant)) throw new Error(`Unknown Abstrac variant: ${options.variant}`);
  const deals = positiveInteger(options.deals, 'number of deals');
  const target = positiveInteger(options.target, 'target') ?? (deals === null ? DEFAULT_TARGET : null);
  return {
    game: 'abstrac',
    variant: options.variant,
    seed,
    target,
    deals,
    results: [],
    current: newDeal(options.variant, deriveSeed(seed, 0)),
    outcome: null,
  };
}

/** The nondealer of deal `n`: player 0 in deal 0, then alternating. */
export function nondealerOf(dealNumber: number): Player {
  return dealNumber % 2 === 0 ? 0 : 1;
}

export function seatOf(dealNumber: number, player: Player): Seat {
  return player === nondealerOf(dealNumber) ? 'nondealer' : 'dealer';
}

export function playerAt(dealNumber: number, seat: Seat): Player {
  const nondealer = nondealerOf(dealNumber);
  return seat === 'nondealer' ? nondealer : ((1 - nondealer) as Player);
}

export function matchTotals(match: MatchState): [number, number] {
  return match.results.reduce<[number, number]>((sum, r) => [sum[0] + r.scores[0], sum[1] + r.scores[1]], [0, 0]);
}

/** The winner after `played` deals with these totals, or null to play on. */
function winnerAfter(match: MatchState, played: number, totals: [number, number]): Player | null {
  const reachedTarget = match.target !== null && Math.max(...totals) >= match.target;
  const dealsDone = match.deals !== null && played >= match.deals;
  if (!reachedTarget && !dealsDone) return null;
  if (totals[0] === totals[1]) return null; // an exact tie: one more deal
  return totals[0] > totals[1] ? 0 : 1;
}

/** The deal number of `current`: after a points win it is the last finished deal, otherwise the deal in play. */
export function currentDealNumber(match: MatchState): number {
  return match.outcome?.type === 'points' ? match.results.length - 1 : match.results.length;
}

/**
 * Views already derived, by the (immutable) state they describe: a board, its controls, its text
 * and the session layer each ask for the view of one state; the deal is scored once.
 */
const views = new WeakMap<MatchState, MatchView>();

/** Everything about the match now, scores included (derived once per state object; do not mutate it). */
export function matchView(match: MatchState): MatchView {
  let view = views.get(match);
  if (view === undefined) {
    view = deriveMatchView(match);
    views.set(match, view);
  }
  return view;
}

/** Who is to move (null when the match is over): `matchView(match).toMove` without scoring anything. */
export function matchToMove(match: MatchState): Player | null {
  if (match.outcome !== null) return null;
  const seat = dealPosition(match.current).toMove;
  return seat === null ? null : playerAt(currentDealNumber(match), seat);
}

function deriveMatchView(match: MatchState): MatchView {
  const dealNumber = currentDealNumber(match);
  const deal = dealView(match.current);
  return {
    variant: match.variant,
    target: match.target,
    deals: match.deals,
    dealNumber,
    seats: { nondealer: playerAt(dealNumber, 'nondealer'), dealer: playerAt(dealNumber, 'dealer') },
    toMove: match.outcome === null && deal.toMove !== null ? playerAt(dealNumber, deal.toMove) : null,
    deal,
    totals: matchTotals(match),
    results: match.results,
    winner: match.outcome?.winner ?? null,
    outcome: match.outcome,
  };
}

export function matchLegalMoves(match: MatchState, player: Player): AbstracMove[] {
  if (match.outcome !== null) return [];
  return legalMoves(match.current, seatOf(match.results.length, player));
}

/** Applies `player`'s move to the current deal; when the deal ends, scores it and deals the next or ends the match. */
export function applyMatchMove(
  match: MatchState,
  player: Player,
  move: AbstracMove,
): MoveResult<MatchState, MatchEvent> {
  if (match.outcome !== null) return reject('abstrac/match-over', 'This match is over.');
  if (player !== 0 && player !== 1) return reject('abstrac/not-a-player', 'You are not playing in this match.');
  const dealNumber = match.results.length;
  const result = applyMove(match.current, seatOf(dealNumber, player), move);
  if (!result.ok) return result;
  const events: MatchEvent[] = result.events.map((event) => ({
    ...event,
    player: 'seat' in event ? playerAt(dealNumber, event.seat) : player,
  }));
  if (dealPosition(result.state).phase !== 'finished') {
    return { ok: true, state: { ...match, current: result.state }, events };
  }
  const after = dealView(result.state);

  const nondealer = nondealerOf(dealNumber);
  const scores: [number, number] = [0, 0];
  scores[nondealer] = after.totals.nondealer;
  scores[1 - nondealer] = after.totals.dealer;
  const results = [...match.results, { nondealer, deal: result.state, scores }];
  const scored: MatchState = { ...match, results, current: result.state };
  const totals = matchTotals(scored);
  events.push({ type: 'deal-scored', deal: dealNumber, scores, totals });
  const winner = winnerAfter(match, results.length, totals);
  if (winner !== null) {
    const outcome: MatchOutcome = { type: 'points', winner };
    events.push({ type: 'match-ended', outcome, totals });
    return { ok: true, state: { ...scored, outcome }, events };
  }
  const next = results.length;
  events.push({ type: 'deal-started', deal: next, nondealer: nondealerOf(next) });
  return { ok: true, state: { ...scored, current: newDeal(match.variant, deriveSeed(match.seed, next)) }, events };
}

/** Ends the match with `player` losing: `resigned` by choice, `forfeited` when the bot ends it (e.g. a timeout). */
export function resign(
  match: MatchState,
  player: Player,
  how: 'resigned' | 'forfeited' = 'resigned',
): MoveResult<MatchState, MatchEvent> {
  if (match.outcome !== null) return reject('abstrac/match-over', 'This match is over.');
  if (player !== 0 && player !== 1) return reject('abstrac/not-a-player', 'You are not playing in this match.');
  const outcome: MatchOutcome = { type: how, winner: (1 - player) as Player, loser: player };
  return {
    ok: true,
    state: { ...match, outcome },
    events: [{ type: 'match-ended', outcome, totals: matchTotals(match) }],
  };
}
