/**
 * Take-back by agreement, in two-person games: `/takeback` in the game's thread, by the player who
 * just finished a turn and before the opponent has moved, posts a request in the thread with
 * **Accept** / **Decline** (`takeback:yes|no:<thread>:<version>`), for the opponent; the asker may
 * withdraw with Decline. Accepting saves the state from before that turn as a NEW session version
 * (a compare-and-set on the version the request was made at, so a move, a second click or another
 * process's answer in between makes it stale), narrates it and posts the board again.
 *
 * What is undone is the asker's whole turn: every move they made since the opponent last moved
 * (one step of undo, kept in the session record by `nextUndo`, src/session/session.ts). Never a turn
 * that showed a hidden card (the game's `canTakeBack`), ended a round or the game. The asker's clock
 * starts again from the take-back (reminders and forfeits count from then). The request is not
 * deferred by hand (the router defers it if slow), so that the same interaction reaching a second
 * process (two on one shard) is left to the first, which saved it.
 */
import { makeCustomId, type ParsedCustomId } from '../bot/customId.ts';
import { UserError } from '../bot/types.ts';
import { say, t, type Text } from '../i18n/index.ts';
import { StaleVersionError } from '../store/index.ts';
import { catalogGame } from './catalog.ts';
import type { SessionContext } from './context.ts';
import { buttonRow } from './controls.ts';
import { gameLocale } from './language.ts';
import { saveSettled } from './moves.ts';
import type { Answer } from './ports.ts';
import { publish } from './publish.ts';
import type { SessionRecord, TakebackRecord } from './records.ts';
import { isComputer, seatOf } from './session.ts';
import { collections, RECOVERY_DELAY_MS, setDue } from './store.ts';
import { TEXT } from './text.ts';

type Status = TakebackRecord['status'] | 'answered';

export const TAKEBACK = {
  notHere: { key: 'session.takeback.notHere' },
  twoPeople: { key: 'session.takeback.twoPeople' },
  noHook: (game: string): Text => ({ key: 'session.takeback.noHook', vars: { game } }),
  nothing: (name: string): Text => ({ key: 'session.takeback.nothing', vars: { name } }),
  unfinished: { key: 'session.takeback.unfinished' },
  hidden: { key: 'session.takeback.hidden' },
  already: (status: Status): Text => ({
    key:
      status === 'accepted'
        ? 'session.takeback.alreadyAccepted'
        : status === 'declined'
          ? 'session.takeback.alreadyDeclined'
          : status === 'withdrawn'
            ? 'session.takeback.alreadyWithdrawn'
            : 'session.takeback.alreadyAsked',
  }),
  asked: (name: string): Text => ({ key: 'session.takeback.asked', vars: { name } }),
  request: (id: string, name: string): Text => ({ key: 'session.takeback.request', vars: { id, name } }),
  movedOn: { key: 'session.takeback.movedOn' },
  answered: (status: Status): Text => ({
    key:
      status === 'accepted'
        ? 'session.takeback.answeredAccepted'
        : status === 'declined'
          ? 'session.takeback.answeredDeclined'
          : status === 'withdrawn'
            ? 'session.takeback.answeredWithdrawn'
            : 'session.takeback.answered',
  }),
  waiting: (name: string): Text => ({ key: 'session.takeback.waiting', vars: { name } }),
  forOther: (name: string): Text => ({ key: 'session.takeback.forOther', vars: { name } }),
  accepted: (other: string, name: string): Text => ({ key: 'session.takeback.accepted', vars: { other, name } }),
  declined: (other: string): Text => ({ key: 'session.takeback.declined', vars: { other } }),
  withdrawn: (name: string): Text => ({ key: 'session.takeback.withdrawn', vars: { name } }),
  lead: (name: string, other: string): Text => ({ key: 'session.takeback.lead', vars: { name, other } }),
} as const satisfies Record<string, Text | ((...args: never[]) => Text)>;

/** `/takeback` by `userId` in the thread `threadId` (`requestId`: the command's own id): the checks, then the request posted in the thread. */
export async function askTakeback(
  ctx: SessionContext,
  ask: { userId: string; threadId: string; requestId: string },
  answer: Answer,
): Promise<void> {
  // The command names the game by its thread: from here on it is this handle.
  const handle = ctx.sessions.at(ask.threadId);
  const { threadId } = handle;
  const doc = await handle.load();
  if (!doc) throw new UserError(TAKEBACK.notHere);
  const session = doc.value;
  const game = catalogGame(ctx, session.game);
  const seat = seatOf(session, ask.userId);
  if (seat === null) throw new UserError(TEXT.notYourGame);
  if (session.status !== 'active') throw new UserError(TEXT.gameOver);
  if (session.seats.length !== 2 || session.seats.some(isComputer)) throw new UserError(TAKEBACK.twoPeople);
  if (!game.canTakeBack) throw new UserError(TAKEBACK.noHook(game.name));
  const other = session.seats[1 - seat] as { id: string; name: string };
  const undo = session.undo;
  if (!undo || undo.seat !== seat) throw new UserError(TAKEBACK.nothing(other.name));
  if (undo.open) throw new UserError(TAKEBACK.unfinished);
  if (undo.state === null) throw new UserError(TAKEBACK.hidden);
  const { takebacks } = collections(ctx.store);
  const asked: TakebackRecord = { version: doc.version, seat, messageId: null, status: 'asked', by: ask.requestId };
  let elsewhere = false;
  await takebacks.update(threadId, (cur) => {
    if (cur?.value.version !== doc.version) return asked;
    // The same request reaching a second process of this bot (two on one shard): the first answers it.
    if (cur.value.by === ask.requestId) {
      elsewhere = true;
      return cur.value;
    }
    throw new UserError(TAKEBACK.already(cur.value.status));
  });
  if (elsewhere) return answer.leaveToOther();
  const name = session.seats[seat]?.name ?? '?';
  const cid = (action: string) =>
    makeCustomId({ namespace: 'takeback', action, gameId: threadId, version: doc.version });
  const locale = gameLocale(session);
  const posted = await ctx.sessions.outbox.send(threadId, {
    content: say(locale, TAKEBACK.request(other.id, name)),
    components: [
      buttonRow([
        { customId: cid('yes'), label: t(locale, 'session.acceptLabel'), style: 'success' },
        { customId: cid('no'), label: t(locale, 'session.declineLabel'), style: 'secondary' },
      ]),
    ],
    allowedMentions: { users: [other.id] },
  });
  await takebacks
    .update(threadId, (cur) => {
      const tb = cur?.value ?? asked;
      return tb.version === doc.version ? { ...tb, messageId: posted.id } : tb;
    })
    .catch((err) => ctx.logger.warn({ err, threadId }, 'could not record the take-back message'));
  await answer.tell(say(answer.locale, TAKEBACK.asked(other.name)));
}

/** The request of `id` if still open: its record, and the two names (asker, opponent). */
async function openRequest(ctx: SessionContext, id: Pick<ParsedCustomId, 'gameId' | 'version'>) {
  const tb = (await collections(ctx.store).takebacks.get(id.gameId))?.value;
  if (!tb || tb.version !== id.version) throw new UserError(TAKEBACK.movedOn, { stale: true });
  if (tb.status !== 'asked') throw new UserError(TAKEBACK.answered(tb.status), { stale: true });
  return tb;
}

/** The people of a take-back: the asker's seat and the opponent's, checked against the clicker. */
function parties(session: SessionRecord, tb: TakebackRecord, userId: string, asker: 'refuse' | 'allow') {
  const name = session.seats[tb.seat]?.name ?? '?';
  const other = session.seats[1 - tb.seat];
  const otherName = other?.name ?? '?';
  if (userId === session.seats[tb.seat]?.id) {
    if (asker === 'refuse') throw new UserError(TAKEBACK.waiting(otherName));
  } else if (userId !== other?.id) throw new UserError(TAKEBACK.forOther(otherName));
  return { name, otherName, byAsker: userId === session.seats[tb.seat]?.id };
}

/** Who answers a take-back request: the clicker, and the request's game and version (its button's id). */
export interface TakebackClick {
  userId: string;
  guildId: string | null;
  threadId: string;
  version: number;
}

/** **Accept**: the state before the turn saved as a new version (CAS at the request's version), then posted. */
export async function acceptTakeback(ctx: SessionContext, i: TakebackClick, answer: Answer): Promise<void> {
  await answer.deferUpdate();
  const id = { gameId: i.threadId, version: i.version };
  const handle = ctx.sessions.at(id.gameId);
  const { threadId } = handle;
  const tb = await openRequest(ctx, id);
  let names = { name: '?', otherName: '?' };
  let locale: string | undefined;
  const saved = await saveSettled(
    handle,
    (cur) => {
      if (!cur) throw new UserError(TEXT.noGame);
      if (cur.status !== 'active') throw new UserError(TEXT.gameOver);
      names = parties(cur, tb, i.userId, 'refuse');
      locale = gameLocale(cur);
      const undo = cur.undo;
      if (!undo || undo.seat !== tb.seat || undo.open || undo.state === null) throw new UserError(TAKEBACK.movedOn);
      const now = ctx.clock.now();
      // A timed game's clock goes back to the seat whose turn is played again, from now; the
      // opponent's interrupted turn costs them nothing.
      const clock = cur.clock && { ...cur.clock, seat: undo.seat, since: now };
      return { ...cur, state: undo.state, lastMoveAt: now, undo: null, ...(clock ? { clock } : {}) };
    },
    id.version,
  ).catch((err) => {
    throw err instanceof StaleVersionError ? new UserError(TAKEBACK.movedOn, { stale: true }) : err;
  });
  await collections(ctx.store)
    .takebacks.update(threadId, (cur) => ({ ...(cur?.value ?? tb), status: 'accepted' as const }))
    .catch((err) => ctx.logger.warn({ err, threadId }, 'could not mark a take-back accepted'));
  if (i.guildId)
    await setDue(ctx.store, 'g', i.guildId, threadId, ctx.clock.now() + RECOVERY_DELAY_MS).catch(() => undefined);
  await answer.update({
    content: say(gameLocale({ locale }), TAKEBACK.accepted(names.otherName, names.name)),
    components: [],
    allowedMentions: { users: [] },
  });
  await publish(handle, saved, { lead: [say(gameLocale({ locale }), TAKEBACK.lead(names.name, names.otherName))] });
}

/** **Decline** by the opponent, or withdrawal by the asker: nothing changes in the game. */
export async function declineTakeback(ctx: SessionContext, i: TakebackClick, answer: Answer): Promise<void> {
  await answer.deferUpdate();
  const id = { gameId: i.threadId, version: i.version };
  const handle = ctx.sessions.at(id.gameId);
  const { threadId } = handle;
  const doc = await handle.load();
  if (!doc) throw new UserError(TEXT.noGame);
  const tb = await openRequest(ctx, id);
  if (doc.version !== id.version) throw new UserError(TAKEBACK.movedOn, { stale: true });
  const who = parties(doc.value, tb, i.userId, 'allow');
  const status = who.byAsker ? ('withdrawn' as const) : ('declined' as const);
  await collections(ctx.store).takebacks.update(threadId, (cur) => {
    if (!cur || cur.value.version !== id.version || cur.value.status !== 'asked')
      throw new UserError(TAKEBACK.answered(cur?.value.status ?? 'answered'), { stale: true });
    return { ...cur.value, status };
  });
  const content = say(
    gameLocale(doc.value),
    who.byAsker ? TAKEBACK.withdrawn(who.name) : TAKEBACK.declined(who.otherName),
  );
  await answer.update({ content, components: [], allowedMentions: { users: [] } });
}
