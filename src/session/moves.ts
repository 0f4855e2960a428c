/**
 * The move pipeline every game's move goes through, in a fixed order: save through the store with
 * the clicked control's version (a compare-and-set in the backend, so a stale or doubled click, in
 * this process or another, is refused and nothing is applied twice); answer the click by dropping
 * its controls (one UPDATE_MESSAGE callback, outside the bot's global REST limit; deferred first
 * only if saving is slow, MOVE_DEFER_MS); then post what follows, as follow-ups of the click (also
 * outside that limit; in the channel if the click can no longer carry them), and let the computer
 * answer.
 *
 * When the store fails while saving, the outcome is settled before the player is told anything: the
 * record is read back, and the move is carried on if it landed, refused as "nothing changed" if it
 * did not, and only when even that read fails is the player told the outcome is not known yet.
 */
import { RESTJSONErrorCodes } from 'discord.js';
import type { ParsedCustomId } from '../bot/customId.ts';
import { missingPermissionNames, requiredThreadPermissions } from '../bot/permissions.ts';
import { isLostRace } from '../bot/responder.ts';
import { type BotContext, type HandlerContext, type RoutedInteraction, UserError } from '../bot/types.ts';
import { crashPoint } from '../ops/crash-points.ts';
import { observeMove } from '../ops/metrics.ts';
import { type Doc, StaleVersionError } from '../store/index.ts';
import { catalogGame, parseSession } from './catalog.ts';
import { playComputerTurns } from './computer.ts';
import { tryFinishGame } from './finish.ts';
import { type Outgoing, onLeaseEnd, postDue, publish, type SummaryEdit } from './publish.ts';
import type { SessionRecord } from './records.ts';
import { isComputerTurn, type Played, playMove, seatOf } from './session.ts';
import { collections, isOutage, RECOVERY_DELAY_MS, setDue } from './store.ts';
import { TEXT } from './text.ts';
import type { AnyGame, Board, Session } from './types.ts';

/** A move not saved by then is acknowledged with a deferUpdate, well inside Discord's 3 seconds. */
export const MOVE_DEFER_MS = 1000;

/** Threads whose move is being posted by this process now, with how many (see isPublishing). */
const publishing = new Map<string, number>();
const mark = (threadId: string, by: 1 | -1) => {
  const n = (publishing.get(threadId) ?? 0) + by;
  if (n > 0) publishing.set(threadId, n);
  else publishing.delete(threadId);
};
/** Whether a move of this thread is being posted by this process now. */
export const isPublishing = (threadId: string): boolean => publishing.has(threadId);

/**
 * Saves `apply(current)` at `expectedVersion`. If the store fails, reads the record back to learn
 * whether the write landed (see the file comment); `saved` is then the stored version.
 */
export async function saveSettled(
  ctx: BotContext,
  threadId: string,
  apply: (current: SessionRecord | undefined) => SessionRecord,
  expectedVersion: number | undefined,
): Promise<Doc<SessionRecord>> {
  const { sessions } = collections(ctx.store);
  let wrote: SessionRecord | undefined;
  try {
    return await sessions.update(
      threadId,
      (cur) => {
        wrote = apply(cur?.value);
        return wrote;
      },
      { expectedVersion },
    );
  } catch (err) {
    if (!isOutage(err) || !wrote || expectedVersion === undefined) throw err;
    const back = await sessions.get(threadId).catch(() => null);
    if (back === null) throw new UserError(TEXT.storeUnsure.replace('{game}', wrote.game));
    if (back && back.version === expectedVersion + 1 && JSON.stringify(back.value) === JSON.stringify(wrote))
      return back;
    if (!back || back.version === expectedVersion) throw new UserError(TEXT.storeDown);
    throw new StaleVersionError(threadId, expectedVersion, back.version);
  }
}

/** A public control pressed on the board: see the file comment for the order of things. */
export async function handleMove(
  i: RoutedInteraction,
  ctx: HandlerContext,
  game: AnyGame,
  id: ParsedCustomId,
  move: unknown,
  redraw?: (session: Session, version: number) => Promise<Board>,
): Promise<void> {
  const deferTimer = setTimeout(() => {
    ctx.res
      .defer('update')
      .catch((err) =>
        isLostRace(err)
          ? ctx.log.debug({ err }, 'slow move: another process answered first')
          : ctx.log.warn({ err }, 'could not defer a slow move'),
      );
  }, MOVE_DEFER_MS);
  const threadId = id.gameId;
  const clicked = Date.now();
  let events: unknown[] = [];
  let doc: Doc<SessionRecord>;
  let marked = false;
  // Looked at again soon whatever happens next (see RECOVERY_DELAY_MS); alongside the save, not before it.
  const recheck = i.guildId
    ? setDue(ctx.store, 'g', i.guildId, threadId, ctx.clock.now() + RECOVERY_DELAY_MS).catch(() => undefined)
    : undefined;
  try {
    doc = await saveSettled(
      ctx,
      threadId,
      (current) => {
        const played = playMoveOf(game, current, i.user.id, move, ctx.clock.now());
        events = played.events;
        if (!marked) mark(threadId, 1);
        marked = true;
        return played.session as SessionRecord;
      },
      id.version,
    );
  } catch (err) {
    if (marked) mark(threadId, -1);
    throw await explainFailure(ctx, threadId, i.user.id, err);
  } finally {
    await recheck;
    clearTimeout(deferTimer);
  }
  observeMove(game.id, Date.now() - clicked);
  crashPoint('move:saved');
  try {
    const saved = doc;
    const session = parseSession(game, saved.value);
    const said = game.narrate(session, events);
    // A private hand that stays open is redrawn at the saved version; otherwise the controls go.
    const edit = (
      !i.isMessageComponent()
        ? Promise.resolve()
        : redraw && session.status === 'active'
          ? redraw(session, saved.version).then((hand) => ctx.res.update({ ...hand, allowedMentions: { users: [] } }))
          : ctx.res.update({
              content: (said ? `${i.message.content}\n→ ${said}` : i.message.content).slice(0, 2000),
              components: [],
              allowedMentions: { users: [] },
            })
    ).then(() => crashPoint('move:answered'));
    // The next board as the click's follow-up (outside the bot's global limit), after its answer;
    // so too the board after the computer seats' reply to this move.
    const viaClick =
      i.channelId === threadId
        ? {
            post: (message: Outgoing) => ctx.res.post(message),
            editPost: (messageId: string, edit: SummaryEdit) => ctx.res.editPost(messageId, edit),
          }
        : {};
    const next = (async () => {
      if (session.status === 'finished') await tryFinishGame(ctx, threadId, session);
      await publish(ctx, threadId, saved, { clickedId: i.isMessageComponent() ? i.message.id : null, ...viaClick });
      if (isComputerTurn(game, session))
        await playComputerTurns(ctx, threadId, viaClick).catch((err) =>
          ctx.log.error({ err, threadId }, 'the computer could not play its move'),
        );
    })();
    const [edited, posted] = await Promise.allSettled([edit, next]);
    if (posted.status === 'rejected') throw posted.reason;
    if (edited.status === 'rejected') {
      if (isLostRace(edited.reason))
        ctx.log.debug({ err: edited.reason }, 'clicked controls: another process answered first');
      else ctx.log.warn({ err: edited.reason }, 'could not remove the clicked controls');
    }
  } catch (err) {
    ctx.log.error({ err, threadId }, 'move saved but the board could not be posted');
    throw new UserError(postFailure(i, game, err));
  } finally {
    mark(threadId, -1);
  }
}

function playMoveOf(
  game: AnyGame,
  current: SessionRecord | undefined,
  userId: string,
  move: unknown,
  now: number,
): Played {
  return playMove(game, current ? parseSession(game, current) : undefined, { userId }, move, now);
}

/** What a player is told when their saved move could not be posted: a refused permission is named. */
function postFailure(i: RoutedInteraction, game: AnyGame, err: unknown): string {
  const code = (err as { code?: unknown }).code;
  if (code !== RESTJSONErrorCodes.MissingPermissions && code !== RESTJSONErrorCodes.MissingAccess)
    return TEXT.postFailed(game.id);
  const missing = missingPermissionNames(i.appPermissions, requiredThreadPermissions(true, 'public'));
  if (missing.length === 0) return TEXT.postFailed(game.id);
  return TEXT.postForbidden(missing.join(', '), game.id, missing.length);
}

/** The reply to a move that was not saved. A stale click by a player also re-posts a missing board. */
export async function explainFailure(ctx: HandlerContext, threadId: string, userId: string, err: unknown) {
  if (err instanceof StaleVersionError) {
    const current = await collections(ctx.store)
      .sessions.get(threadId)
      .catch((e: unknown) => {
        if (isOutage(e)) return null;
        throw e;
      });
    if (current === null) return new UserError(TEXT.boardChanged, { stale: true });
    if (!current) return new UserError(TEXT.noGame);
    if (seatOf(current.value, userId) === null) return new UserError(TEXT.notYourGame);
    if (current.value.status === 'finished') return new UserError(TEXT.gameOver);
    await ensureBoard(ctx, threadId).catch((e) => ctx.log.warn({ err: e }, 'could not re-post the board'));
    return new UserError(TEXT.boardChanged, { stale: true });
  }
  if (isOutage(err)) {
    ctx.log.error({ err, threadId }, 'store failed during a move');
    return new UserError(TEXT.storeDown);
  }
  // A refusal at the saved version (not your turn, say) may meet a version whose board a stop left
  // unposted: it is posted now rather than at the next scheduled check.
  if (err instanceof UserError)
    await ensureBoard(ctx, threadId).catch((e) => ctx.log.warn({ err: e }, 'could not re-post the board'));
  return err;
}

/**
 * Brings a game up to date: a finished game not yet counted is counted, a computer turn left over is
 * played, a board whose post was lost is posted. Returns whether it posted. Leaves alone a game whose
 * move this process is posting right now.
 */
export async function ensureBoard(ctx: BotContext, threadId: string): Promise<boolean> {
  if (publishing.has(threadId)) return false;
  const doc = await collections(ctx.store).sessions.get(threadId);
  if (!doc) return false;
  const game = catalogGame(ctx, doc.value.game);
  const session = parseSession(game, doc.value);
  if (session.status === 'finished' && !(await collections(ctx.store).results.get(threadId)))
    await tryFinishGame(ctx, threadId, session);
  if (isComputerTurn(game, session)) return playComputerTurns(ctx, threadId);
  if (!(await postDue(ctx, threadId, doc.version))) return false;
  return publish(ctx, threadId, doc);
}

// A post another process held and did not finish is brought up to date here.
onLeaseEnd(ensureBoard);

/** Ends (or, 3+ seats, goes on without) a seat by resignation or forfeit, then posts what follows. */
export async function endSeat(
  ctx: BotContext,
  threadId: string,
  end: (session: SessionRecord | undefined) => Played,
  expectedVersion?: number,
): Promise<Doc<SessionRecord>> {
  const doc = await saveSettled(ctx, threadId, (cur) => end(cur).session as SessionRecord, expectedVersion);
  const game = catalogGame(ctx, doc.value.game);
  const session = parseSession(game, doc.value);
  if (session.status === 'finished') await tryFinishGame(ctx, threadId, session);
  await publish(ctx, threadId, doc).catch((err) => ctx.logger.error({ err, threadId }, 'could not post the result'));
  if (isComputerTurn(game, session))
    await playComputerTurns(ctx, threadId).catch((err) => ctx.logger.error({ err, threadId }, 'computer move failed'));
  return doc;
}
