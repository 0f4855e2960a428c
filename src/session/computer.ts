/**
 * Computer seats. A computer seat is one kind of participant among others: its moves go through
 * the same engine and the same versioned save as a person's (so a second trigger is a no-op), are
 * chosen by the game's computer player (in a worker where the game has one) from what the seat may
 * know, and are posted with the next board, led by what it did. The bot is never pinged, reminded
 * or forfeited. A seat that left a game which went on without it is played the same way.
 */
import type { BotContext } from '../bot/types.ts';
import { type Doc, StaleVersionError } from '../store/index.ts';
import { catalogGame, parseSession } from './catalog.ts';
import { tryFinishGame } from './finish.ts';
import { type PublishOptions, publish } from './publish.ts';
import type { SessionRecord } from './records.ts';
import { isComputerTurn, playMove } from './session.ts';
import { collections } from './store.ts';

/**
 * At most this many computer moves in a row per seat at the table (a choice, a take ending a half,
 * the next choice…; a Rummy turn's draw, melds, lay-offs and discard): more is a bug. Per seat,
 * because at a table of one person and five computers every computer plays its turn before the
 * person is to move again.
 */
const MAX_MOVES_PER_SEAT = 20;

/** Threads whose computer move is being chosen by this process (a second trigger returns at once). */
const thinking = new Set<string>();

/**
 * Plays every move the computer seats have to make now, saves each with the version it was chosen
 * from, then posts once. Returns whether it moved. Safe to call at any time.
 */
export async function playComputerTurns(
  ctx: BotContext,
  threadId: string,
  via: Pick<PublishOptions, 'post' | 'editPost'> = {},
): Promise<boolean> {
  if (thinking.has(threadId)) return false;
  thinking.add(threadId);
  let mine = true;
  try {
    const { sessions } = collections(ctx.store);
    let doc: Doc<SessionRecord> | undefined = await sessions.get(threadId);
    if (!doc) return false;
    const game = catalogGame(ctx, doc.value.game);
    const events: unknown[] = [];
    let moved = false;
    const limit = MAX_MOVES_PER_SEAT * doc.value.seats.length;
    for (let n = 0; doc && isComputerTurn(game, doc.value); n++) {
      if (n === limit) throw new Error(`the computer is still to move after ${n} moves`);
      const session = parseSession(game, doc.value);
      const seat = game.toMove(session.state) as number;
      const move = await chooseFor(ctx, threadId, session, seat);
      const from: Doc<SessionRecord> = doc;
      let played: unknown[] = [];
      try {
        doc = await sessions.update(
          threadId,
          (cur) => {
            const result = playMove(
              game,
              cur ? parseSession(game, cur.value) : undefined,
              { seat },
              move,
              ctx.clock.now(),
            );
            played = result.events;
            return result.session as SessionRecord;
          },
          { expectedVersion: from.version },
        );
      } catch (err) {
        if (err instanceof StaleVersionError) break; // someone else moved (or resigned) meanwhile
        throw err;
      }
      events.push(...played);
      moved = true;
    }
    // Chosen and saved: from here on a trigger (the person's reply to the board posted below, while
    // this post still adds a deal's analysis) plays the computer's next turn, instead of finding
    // this one still thinking and returning while nothing plays it.
    thinking.delete(threadId);
    mine = false;
    if (moved && doc) {
      const session = parseSession(game, doc.value);
      if (session.status === 'finished') await tryFinishGame(ctx, threadId, session);
      // `via`: as follow-ups of the person's click this answers, when it came from one (moves.ts).
      await publish(ctx, threadId, doc, { lead: [`🤖 ${game.narrate(session, events)}`], ...via });
    }
    return moved;
  } finally {
    if (mine) thinking.delete(threadId);
  }
}

async function chooseFor(ctx: BotContext, threadId: string, session: ReturnType<typeof parseSession>, seat: number) {
  const game = catalogGame(ctx, session.game);
  if (!game.computer) throw new Error(`${game.id} has no computer player for seat ${seat} of ${threadId}`);
  return game.computer.choose(session, seat);
}
