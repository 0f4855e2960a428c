/**
 * Planning a post, purely: from the saved session's facts and what was posted before, which
 * messages go out for a new version, in which order, whom each pings, and what happens to the
 * board before it. publish.ts draws what the plan names and sends it through the ports; this file
 * decides and does nothing, so every rule of a calm thread is tested here without a transport:
 * - one public post and one ping per turn: a further step of the same person's turn (a meld or a
 *   lay-off in a game whose turn is several moves) redraws the live board in place and pings
 *   nobody; a quiet step (a draw, which the turn's post tells) leaves the board as it is;
 * - the board pings only the person to move, never the bot, never the person whose click it answers;
 * - the result pings every other person of the table; a summary of a round pings nobody otherwise;
 * - the old board loses its controls and says what was played on it.
 */
import type { PostRecord } from './records.ts';

export interface PlanInput {
  /** The game goes on (false: it is over). */
  active: boolean;
  /** A computer seat is to move: no board now (the computer's own post will carry it). */
  computerToMove: boolean;
  /** The person to move, when a person is. */
  moverId: string | null;
  /** The people of the table (pinged by the result). */
  people: readonly string[];
  /** The bot's own id (never pinged). */
  selfId: string | undefined;
  /** The person whose click made this version: they know what follows, so nothing pings them. */
  actor?: string | null;
  /** Rounds finished in the saved state. */
  roundsFinished: number;
  /** What was posted before (the live board, its version, rounds summarised, its mover). */
  post: PostRecord;
  /** The message clicked to make this version, if any: its own answer updates it. */
  clickedId: string | null;
  /** Lines opening the first message (what the computer did). */
  lead: readonly string[];
  /** What the move did, for the old board ("→ …", in words anyone may read), or ''. */
  played: string;
  /** The server archives a finished game's thread. */
  archive: boolean;
  /**
   * Moves are played on the board's own controls (its buttons are the moves): a click answers the board itself,
   * taking its controls, so a board is never redrawn for a next step. A game played from private
   * hands keeps its board's controls (**Your hand**) until the turn ends.
   */
  playedOnBoard: boolean;
  /** The step changed nothing the live board need show before the turn ends (the game's `quiet`). */
  quiet?: boolean;
}

export interface PostPlan {
  /** The previous board, whose controls go (with `droppedNote` appended to its text), or null. */
  drop: string | null;
  droppedNote: string;
  /** The live board redrawn in place (a step of the same person's turn): its message id, or null. */
  redraw: string | null;
  /** The rounds whose summaries are posted, in order. */
  rounds: number[];
  /** Whether the next board is posted (as a new message, unless `redraw`). */
  board: boolean;
  /** A quiet step of the same turn: the live board stays as it is, recorded at the new version. */
  keep: boolean;
  /** The game's result: appended to the last summary, or alone; null while the game goes on. */
  result: 'with-summaries' | 'alone' | null;
  /** Whom the board pings (at most the person to move). */
  boardPings: string[];
  /** Whom the summaries and the result ping (the people, once the game is over). */
  resultPings: string[];
  /** The text opening the first message sent (a redrawn board keeps the lines it opened with). */
  lead: string;
  /** The mover's turn notice by DM goes out once the board is up. */
  notify: boolean;
  /** The thread is archived once everything is in. */
  archive: boolean;
  /** The person whose turn the posted board shows (recorded, so the next version knows a step from a turn). */
  mover: string | null;
}

export function planPost(x: PlanInput): PostPlan {
  const rounds = Array.from({ length: Math.max(0, x.roundsFinished - x.post.rounds) }, (_, k) => x.post.rounds + k);
  const board = x.active && !x.computerToMove;
  const mover = board ? x.moverId : null;
  const told = x.lead.length > 0 ? `${x.lead.join('\n')}\n` : '';
  // The same person still to act, nothing else to tell: their turn goes on, on the board already up.
  const sameTurn =
    board &&
    !x.playedOnBoard &&
    mover !== null &&
    rounds.length === 0 &&
    told === '' &&
    x.post.messageId !== null &&
    x.post.messageId !== x.clickedId &&
    (x.post.mover ?? null) === mover;
  const old = x.post.messageId;
  const keep = sameTurn && x.quiet === true;
  return {
    drop: !sameTurn && old && old !== x.clickedId ? old : null,
    droppedNote: x.played,
    redraw: sameTurn && !keep ? old : null,
    rounds,
    board: board && !keep,
    keep,
    result: x.active ? null : rounds.length > 0 ? 'with-summaries' : 'alone',
    boardPings: mover && !keep && mover !== x.selfId && mover !== x.actor ? [mover] : [],
    resultPings: x.active ? [] : x.people.filter((id) => id !== x.selfId && id !== x.actor),
    lead: sameTurn ? (x.post.lead ?? '') : told,
    notify: board && !sameTurn,
    archive: !x.active && x.archive,
    mover,
  };
}
