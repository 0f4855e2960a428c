/**
 * Computer seats. A computer seat is one kind of participant among others: its moves go through
 * the same engine and the same versioned save as a person's (so a second trigger is a no-op), are
 * chosen by the game's computer player (in a worker where the game has one) from what the seat may
 * know, and are posted with the next board, led by what it did. The bot is never pinged, reminded
 * or forfeited. A seat that left a game which went on without it is played the same way.
 */
import { type Doc, StaleVersionError } from '../store/index.ts';
import { catalogGame, parseSession } from './catalog.ts';
import { tryFinishGame } from './finish.ts';
import { forcedMove, keepUndo, leadLines, type Played, playsForcedMoves } from './forced.ts';
import type { GameHandle } from './handle.ts';
import type { ClickPort } from './ports.ts';
import { publish } from './publish.ts';
import type { SessionRecord } from './records.ts';
import { isComputer, isComputerTurn, playMove } from './session.ts';
import { collections } from './store.ts';

/**
 * At most this many computer moves in a row per seat at the table (a choice, a take ending a half,
 * the next choice…; a turn of several moves: a draw, melds, lay-offs and a discard): more is a bug. Per seat,
 * because at a table of one person and five computers every computer plays its turn before the
 * person is to move again.
 */
const MAX_MOVES_PER_SEAT = 20;

/**
 * Plays every move the computer seats have to make now, saves them in one write of the version they
 * were chosen from, then posts once. Returns whether it moved. Safe to call at any time.
 */
export async function playComputerTurns(
  handle: GameHandle,
  // The person's click this answers, when it came from one: its follow-ups carry the boards.
  via: ClickPort | null = null,
): Promise<boolean> {
  const { ctx, threadId } = handle;
  // A second trigger while this process chooses the move returns at once.
  const { thinking } = ctx.sessions;
  if (thinking.has(threadId)) return false;
  thinking.add(threadId);
  let held = true;
  try {
    const { sessions } = collections(ctx.store);
    const from: Doc<SessionRecord> | undefined = await handle.load();
    if (!from) return false;
    const game = catalogGame(ctx, from.value.game);
    const plays = await playsForcedMoves(ctx.store, from.value.guildId);
    const done: Played = [];
    const limit = MAX_MOVES_PER_SEAT * from.value.seats.length;
    // Every move is chosen and played here, then all are saved in one write of the version they
    // were chosen from: a write per move cost a table of computers a save (and a wait on the
    // store) each, and nobody sees the moves before the board that follows them anyway. A write
    // lost to another (a resignation meanwhile) drops them all; whoever moved plays on from there.
    let session = parseSession(game, from.value);
    for (let n = 0; isComputerTurn(game, session, plays); n++) {
      if (n === limit) throw new Error(`the computer is still to move after ${n} moves`);
      const seat = game.toMove(session.state) as number;
      // A person's turn here is a forced move (./forced.ts): played for them, said as such.
      const forced = isComputer(session.seats[seat]) ? null : forcedMove(game, session);
      if (forced === null && !isComputer(session.seats[seat])) break;
      const move = forced ?? (await chooseFor(handle, session, seat));
      const result = playMove(game, session, { seat }, move, ctx.clock.now());
      session = forced !== null ? keepUndo(game, session, result.session) : result.session;
      done.push({ events: result.events, forced: forced !== null });
    }
    if (done.length === 0) return false;
    let doc: Doc<SessionRecord>;
    try {
      const chosen = session;
      doc = await sessions.update(threadId, () => chosen as SessionRecord, {
        expectedVersion: from.version,
        current: from,
      });
    } catch (err) {
      if (err instanceof StaleVersionError) return false; // someone else moved (or resigned) meanwhile
      throw err;
    }
    // Chosen and saved: from here on a trigger (the person's reply to the board posted below, while
    // this post still adds a deal's analysis) plays the computer's next turn, instead of finding
    // this one still thinking and returning while nothing plays it.
    thinking.delete(threadId);
    held = false;
    if (session.status === 'finished') await tryFinishGame(handle, session);
    await publish(handle, doc, { lead: leadLines(game, session, done), click: via });
    return true;
  } finally {
    if (held) thinking.delete(threadId);
  }
}

async function chooseFor(handle: GameHandle, session: ReturnType<typeof parseSession>, seat: number) {
  const game = catalogGame(handle.ctx, session.game);
  if (!game.computer) throw new Error(`${game.id} has no computer player for seat ${seat} of ${handle.threadId}`);
  return game.computer.choose(session, seat);
}
