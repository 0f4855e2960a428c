/**
 * The rules edge of the session layer: a click becomes an engine move on a stored session, the
 * engine (through the game's module) being the only guard, and refusals become what a player reads.
 * No Discord here.
 */
import { UserError } from '../bot/types.ts';
import { madeByEngine } from './catalog.ts';
import { endTurn } from './clock.ts';
import { forcedMove } from './forced.ts';
import { refusalOf } from './language.ts';
import { TEXT } from './text.ts';
import type { AnyRules, SeatInfo, Session, Undo } from './types.ts';

/** The seat of a person (never a computer seat), or null. */
export function seatOf(session: Session, userId: string): number | null {
  const n = session.seats.findIndex((s) => s.id === userId && !s.computer);
  return n < 0 ? null : n;
}

/** Played by the computer: a computer seat, or a seat that left a game which went on without it. */
export const isComputer = (seat: SeatInfo | undefined): boolean =>
  seat?.computer !== undefined || seat?.out !== undefined;

/** The people of a game (computer seats left out), e.g. to ping or to list the game for. */
export const humans = (session: Session): SeatInfo[] => session.seats.filter((s) => !s.computer);

/**
 * Whether the computer is the one to act now: a computer's seat, or, where the server plays them
 * (`forcedMoves`, see ./forced.ts), a person's forced move.
 */
export function isComputerTurn(game: AnyRules, session: Session, forcedMoves: boolean): boolean {
  if (session.status !== 'active') return false;
  const mover = game.toMove(session.state);
  return mover !== null && (isComputer(session.seats[mover]) || (forcedMoves && forcedMove(game, session) !== null));
}

export interface Played<E = unknown> {
  session: Session;
  events: E[];
}

/**
 * `userId`'s move (or the computer's, with `seat`) applied, or a UserError saying why not. A timed
 * game's clock moves on when the move ends the seat's turn; `away(since)` says how long the player
 * was away since then (their clock was paused meanwhile).
 */
export function playMove(
  game: AnyRules,
  session: Session | undefined,
  who: { userId: string } | { seat: number },
  move: unknown,
  now: number,
  away?: (since: number) => number,
): Played {
  if (!session) throw new UserError(TEXT.noGame);
  const seat = 'seat' in who ? who.seat : seatOf(session, who.userId);
  if (seat === null) throw new UserError(TEXT.notYourGame);
  if (session.status !== 'active') throw new UserError(TEXT.gameOver);
  const mover = game.toMove(session.state);
  if (mover !== null && mover !== seat) throw new UserError(TEXT.turnOf(session.seats[mover]?.name ?? '?'));
  const result = game.apply(session.state, seat, move);
  if (!result.ok) throw new UserError(refusalOf(game.id, result));
  madeByEngine(game, result.state);
  const after = settle(game, { ...session, state: result.state, lastMoveAt: now });
  const clock = session.clock && endTurn(session.clock, nextToAct(game, after), now, away?.(session.clock.since) ?? 0);
  return {
    session: { ...after, undo: nextUndo(game, session, after, seat, result.events), ...(clock ? { clock } : {}) },
    events: result.events,
  };
}

/**
 * The undo step kept after `seat`'s move (see src/session/takeback.ts): the state before the seat's
 * turn, a turn being every move a seat makes until the other seat is to move. Kept for two people
 * only, never across the end of a round or of the game; its state is null once a move of the turn
 * showed a card (the game's `canTakeBack`), so the turn is marked as one that cannot be taken back.
 */
export function nextUndo(
  game: AnyRules,
  before: Session,
  after: Session,
  seat: number,
  events: unknown[],
): Undo | null {
  if (!game.canTakeBack || after.status !== 'active' || before.seats.length !== 2) return null;
  if (before.seats.some(isComputer)) return null;
  if (game.roundsFinished(after.state) !== game.roundsFinished(before.state)) return null;
  const prev = before.undo;
  const start = prev && prev.seat === seat && prev.open ? prev.state : before.state;
  const ok = start !== null && game.canTakeBack(before.state, after.state, events);
  return { seat, state: ok ? start : null, open: game.toMove(after.state) === seat };
}

/** Seat `seat` resigns or forfeits at `now`: the game ends, or goes on without it where the game allows. */
export function leave(
  game: AnyRules,
  session: Session | undefined,
  seat: number,
  how: 'resigned' | 'forfeited',
  now: number,
): Played {
  if (!session) throw new UserError(TEXT.noGame);
  if (session.status !== 'active') throw new UserError(TEXT.gameOver);
  const result = game.leave(session.state, seat, how);
  if (!result.ok) throw new UserError(refusalOf(game.id, result));
  madeByEngine(game, result.state);
  const seats = session.seats.map((s, n) => (n === seat ? { ...s, out: how } : s));
  const after = settle(game, { ...session, seats, state: result.state });
  // The clock runs on for whoever acts next (a seat that left is played by the computer: no clock).
  const clock = session.clock && endTurn(session.clock, nextToAct(game, after), now);
  return { session: clock ? { ...after, clock } : after, events: result.events };
}

/** The seat whose clock runs at a game's start: the person to act, or null (the computer acts first). */
export const firstToAct = (game: AnyRules, session: Session): number | null => nextToAct(game, session);

/** The seat whose clock runs after a move: the person to act, or null (the game is over, or the computer acts). */
function nextToAct(game: AnyRules, session: Session): number | null {
  if (session.status !== 'active') return null;
  const mover = game.toMove(session.state);
  return mover === null || isComputer(session.seats[mover]) ? null : mover;
}

/** The session's status follows the engine's outcome. */
function settle(game: AnyRules, session: Session): Session {
  return game.outcome(session.state) === null ? session : { ...session, status: 'finished' };
}
