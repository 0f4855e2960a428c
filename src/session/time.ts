/**
 * A timed game's turns (clock.ts holds the arithmetic): what the scheduler does with a running
 * turn (remind once at a quarter of the bank left, by a post in the thread with ⏱ **Give time** for
 * the other players and by DM to a player who asked for turn notices; forfeit at zero), the button
 * that gives the player to move one more pace (clock-text.ts says the clocks on the board).
 */
import { UserError } from '../bot/types.ts';
import { StaleVersionError } from '../store/index.ts';
import { catalogGame, controlId, parseSession } from './catalog.ts';
import { type Clock, formatLeft, nextCheck, paceMs, reminderDue, timeLeft } from './clock.ts';
import { days } from './clock-text.ts';
import { buttonRow } from './controls.ts';
import type { GameHandle } from './handle.ts';
import { endSeat, saveSettled } from './moves.ts';
import { sendDm } from './notify.ts';
import { gameLink, isChannelGame } from './place.ts';
import { type PlayerRecord, pausedMs } from './players.ts';
import type { Answer } from './ports.ts';
import { publish } from './publish.ts';
import type { SessionRecord } from './records.ts';
import { humans, leave, seatOf } from './session.ts';
import { collections, EMPTY_POST } from './store.ts';
import { TEXT } from './text.ts';
import type { AnyGame, Session } from './types.ts';

export interface TimedTurn {
  game: AnyGame;
  session: Session & { clock: Clock };
  version: number;
  mover: number;
  player: PlayerRecord;
  now: number;
}

/**
 * The scheduler's look at a timed turn: the seat forfeits at zero (a move landing meanwhile wins),
 * is reminded once at a quarter of the bank left; returns when to look again (null: game over).
 */
export async function checkTimedTurn(
  handle: GameHandle,
  t: TimedTurn,
): Promise<{ next: number | null; did: 'forfeited' | 'reminded' | null }> {
  const { ctx, threadId } = handle;
  const { game, session, version, mover, player, now } = t;
  const clock = session.clock;
  const paused = pausedMs(player, clock.since, now);
  if (timeLeft(clock, mover, now, paused) <= 0) {
    const saved = await endSeat(handle, () => leave(game, session, mover, 'forfeited', now), version);
    return { next: saved.value.status === 'finished' ? null : now, did: 'forfeited' };
  }
  const post = (await handle.post())?.value ?? EMPTY_POST;
  const reminded = post.remindedFor === clock.since;
  if (reminded || !reminderDue(clock, now, paused)) return { next: nextCheck(clock, reminded, paused), did: null };
  const who = session.seats[mover]?.id ?? '';
  const left = formatLeft(timeLeft(clock, mover, now, paused));
  const others = humans(session).some((s) => s.id !== who && !s.out);
  // A game in a DM or group DM has no thread to post in: the reminder goes by DM only (below).
  const inChannel = isChannelGame(threadId);
  try {
    if (!inChannel)
      await ctx.sessions.outbox.send(threadId, {
        content: `⏰ <@${who}>, it's your move: **${left}** left on your clock${post.messageId ? ' (the buttons are on the last board)' : ''}. At zero, you forfeit.`,
        components: others
          ? [
              buttonRow([
                {
                  customId: controlId(game, threadId, version)('time'),
                  label: `Give ${days(clock.pace)} more`,
                  style: 'secondary',
                },
              ]),
            ]
          : [],
        allowedMentions: { users: [who] },
      });
  } catch (err) {
    ctx.logger.warn({ err, threadId }, 'could not post a clock reminder');
  }
  if (player.notify === 'turn' || inChannel)
    await sendDm(
      ctx,
      who,
      `⏰ Your move in **${game.name}**: ${left} left on your clock: ${gameLink(session, threadId)}`,
      threadId,
    ).catch(() => undefined);
  // Reminded once per turn (a turn's moves keep `since`), whatever the processes and restarts.
  await collections(ctx.store).posts.update(threadId, (cur) => ({
    ...(cur?.value ?? EMPTY_POST),
    remindedFor: clock.since,
  }));
  return { next: nextCheck(clock, true, paused), did: 'reminded' };
}

/**
 * ⏱ Give time, on a reminder: another player of the game gives the player to move one more pace.
 * Saved at the reminder's version (a move since makes the button stale), then the board is posted
 * again with the new clocks.
 */
export async function giveTime(handle: GameHandle, userId: string, version: number, answer: Answer): Promise<void> {
  let given: { to: string; pace: number } | undefined;
  let doc: Awaited<ReturnType<typeof saveSettled>>;
  try {
    doc = await saveSettled(
      handle,
      (cur) => {
        if (!cur) throw new UserError(TEXT.noGame);
        const session = parseSession(catalogGame(handle.ctx, cur.game), cur);
        if (session.status !== 'active') throw new UserError(TEXT.gameOver);
        const clock = session.clock;
        if (!clock || clock.seat === null) throw new UserError('This game has no clock running.');
        const giver = seatOf(session, userId);
        if (giver === null) throw new UserError(TEXT.notYourGame);
        if (giver === clock.seat) throw new UserError('You cannot give yourself time: another player can.');
        given = { to: session.seats[clock.seat]?.name ?? '?', pace: clock.pace };
        const banks = clock.banks.map((b, n) => (n === clock.seat ? b + paceMs(clock) : b));
        return { ...cur, clock: { ...clock, banks } } as SessionRecord;
      },
      version,
    );
  } catch (err) {
    if (err instanceof StaleVersionError) throw new UserError('A move was played since this reminder: no time needed.');
    throw err;
  }
  await answer.update({
    content: `⏱ ${given?.to ?? '?'} was given ${days(given?.pace ?? 1)} more by <@${userId}>.`,
    components: [],
    allowedMentions: { users: [] },
  });
  await publish(handle, doc, { actor: userId }).catch((err) =>
    handle.logger.warn({ err, threadId: handle.threadId }, 'could not post the board after time was given'),
  );
}
