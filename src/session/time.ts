/**
 * A timed game's turns (clock.ts holds the arithmetic): what the scheduler does with a running
 * turn (remind once at a quarter of the bank left, by a post in the thread with ⏱ **Give time** for
 * the other players and by DM to a player who asked for turn notices; forfeit at zero), the button
 * that gives the player to move one more pace (clock-text.ts says the clocks on the board).
 */
import { UserError } from '../bot/types.ts';
import { t } from '../i18n/index.ts';
import { StaleVersionError } from '../store/index.ts';
import { catalogGame, controlId, parseSession } from './catalog.ts';
import { type Clock, formatLeft, nextCheck, paceMs, reminderDue, timeLeft } from './clock.ts';
import { buttonRow } from './controls.ts';
import { gameLocale } from './language.ts';
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
  turn: TimedTurn,
): Promise<{ next: number | null; did: 'forfeited' | 'reminded' | null }> {
  const { ctx, threadId } = handle;
  const { game, session, version, mover, player, now } = turn;
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
  const locale = gameLocale(session);
  const ms = timeLeft(clock, mover, now, paused);
  const left = formatLeft(ms, locale);
  const others = humans(session).some((s) => s.id !== who && !s.out);
  // A game in a DM or group DM has no thread to post in: the reminder goes by DM only (below).
  const inChannel = isChannelGame(threadId);
  try {
    if (!inChannel)
      await ctx.sessions.outbox.send(threadId, {
        content: t(locale, post.messageId ? 'session.clock.reminderBoard' : 'session.clock.reminder', {
          id: who,
          left,
        }),
        components: others
          ? [
              buttonRow([
                {
                  customId: controlId(game, threadId, version)('time'),
                  label: t(locale, 'session.clock.giveLabel', { count: clock.pace }),
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
  if (player.notify === 'turn' || inChannel) {
    // A DM is read alone: in the player's own language, as last seen, else the game's.
    const own = player.locale ?? locale;
    await sendDm(
      ctx,
      who,
      t(own, 'session.clock.dm', {
        game: game.name,
        left: formatLeft(ms, own),
        link: gameLink(session, threadId),
      }),
      threadId,
      locale,
    ).catch(() => undefined);
  }
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
  let given: { to: string; pace: number; locale: string } | undefined;
  let doc: Awaited<ReturnType<typeof saveSettled>>;
  try {
    doc = await saveSettled(
      handle,
      (cur) => {
        if (!cur) throw new UserError(TEXT.noGame);
        const session = parseSession(catalogGame(handle.ctx, cur.game), cur);
        if (session.status !== 'active') throw new UserError(TEXT.gameOver);
        const clock = session.clock;
        if (!clock || clock.seat === null) throw new UserError({ key: 'session.clock.noClock' });
        const giver = seatOf(session, userId);
        if (giver === null) throw new UserError(TEXT.notYourGame);
        if (giver === clock.seat) throw new UserError({ key: 'session.clock.notSelf' });
        given = { to: session.seats[clock.seat]?.name ?? '?', pace: clock.pace, locale: gameLocale(session) };
        const banks = clock.banks.map((b, n) => (n === clock.seat ? b + paceMs(clock) : b));
        return { ...cur, clock: { ...clock, banks } } as SessionRecord;
      },
      version,
    );
  } catch (err) {
    if (err instanceof StaleVersionError) throw new UserError({ key: 'session.clock.movedSince' });
    throw err;
  }
  await answer.update({
    content: t(given?.locale, 'session.clock.given', { name: given?.to ?? '?', count: given?.pace ?? 1, id: userId }),
    components: [],
    allowedMentions: { users: [] },
  });
  await publish(handle, doc, { actor: userId }).catch((err) =>
    handle.logger.warn({ err, threadId: handle.threadId }, 'could not post the board after time was given'),
  );
}
