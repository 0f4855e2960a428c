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

import { isDeepStrictEqual } from 'node:util';
import type { ParsedCustomId } from '../bot/customId.ts';
import { UserError } from '../bot/types.ts';
import { type Text, t } from '../i18n/index.ts';
import type { Logger } from '../log.ts';
import { crashPoint } from '../ops/crash-points.ts';
import { observeMove } from '../ops/metrics.ts';
import { type Doc, StaleVersionError } from '../store/index.ts';
import { pastCard } from './card.ts';
import { catalogGame, parseSession } from './catalog.ts';
import { playComputerTurns } from './computer.ts';
import type { SessionContext } from './context.ts';
import { tryFinishGame } from './finish.ts';
import { playsForcedMoves } from './forced.ts';
import type { GameHandle } from './handle.ts';
import { gameLocale } from './language.ts';
import { sendDm } from './notify.ts';
import { gameLink, isChannelGame } from './place.ts';
import { EMPTY_PLAYER, getPlayer, type PlayerRecord, pausedMs } from './players.ts';
import { type Click, type ClickPort, TransportRefused } from './ports.ts';
import { postDue, publish } from './publish.ts';
import type { SessionRecord } from './records.ts';
import { humans, isComputerTurn, type Played, playMove, seatOf } from './session.ts';
import { collections, isOutage, RECOVERY_DELAY_MS, setDue } from './store.ts';
import { TEXT } from './text.ts';
import type { AnyGame, Board, Session } from './types.ts';

/** Thrown inside a save of a timed game's move before the player's away periods were read. */
class NeedsAwayTimes extends Error {}

/** A move not saved by then is acknowledged with a deferUpdate, well inside Discord's 3 seconds. */
export const MOVE_DEFER_MS = 1000;

/** Whether the click's own answer lost a race to another process (Discord's 40060): expected, logged at debug. */
const lostRace = (err: unknown) => (err as { code?: unknown } | null)?.code === 40060;

/**
 * Saves `apply(current)` at `expectedVersion`. If the store fails, reads the record back to learn
 * whether the write landed (see the file comment); `saved` is then the stored version.
 */
export async function saveSettled(
  handle: GameHandle,
  apply: (current: SessionRecord | undefined) => SessionRecord,
  expectedVersion: number | undefined,
): Promise<Doc<SessionRecord>> {
  const { threadId } = handle;
  const { sessions } = collections(handle.store);
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
    const back = await handle.load().catch(() => null);
    if (back === null) throw new UserError(TEXT.storeUnsure(wrote.game));
    if (back && back.version === expectedVersion + 1 && sameRecord(back.value, wrote)) return back;
    if (!back || back.version === expectedVersion) throw new UserError(TEXT.storeDown);
    throw new StaleVersionError(threadId, expectedVersion, back.version);
  }
}

/**
 * Whether the record read back is the one written: the same JSON, whatever the order of its keys (the
 * store's schema orders what it reads; what was written has the order it was built in).
 */
const sameRecord = (read: SessionRecord, wrote: SessionRecord): boolean =>
  isDeepStrictEqual(JSON.parse(JSON.stringify(read)), JSON.parse(JSON.stringify(wrote)));

/** A move clicked by a person, on the board or in their private hand: see the file comment for the order of things. */
export async function handleMove(
  click: Click,
  ctx: SessionContext & { log?: Logger },
  game: AnyGame,
  id: ParsedCustomId,
  move: unknown,
  redraw?: (session: Session, version: number) => Promise<Board>,
): Promise<void> {
  const log = ctx.log ?? ctx.logger;
  const deferTimer = setTimeout(() => {
    click
      .defer()
      .catch((err) =>
        lostRace(err)
          ? log.debug({ err }, 'slow move: another process answered first')
          : log.warn({ err }, 'could not defer a slow move'),
      );
  }, MOVE_DEFER_MS);
  // The clicked control names the game: from here on it is this handle.
  const handle = ctx.sessions.at(id.gameId);
  const { threadId } = handle;
  const clicked = Date.now();
  let events: unknown[] = [];
  let doc: Doc<SessionRecord>;
  let marked = false;
  // Looked at again soon whatever happens next (see RECOVERY_DELAY_MS); alongside the save, not before it.
  const recheck = click.guildId
    ? setDue(ctx.store, 'g', click.guildId, threadId, ctx.clock.now() + RECOVERY_DELAY_MS).catch(() => undefined)
    : undefined;
  // A timed game's clock does not count the time the player was away: their away periods are read
  // only when the game turns out to be timed (a second attempt), so an untimed move reads nothing more.
  let player: PlayerRecord | undefined;
  const save = () =>
    saveSettled(
      handle,
      (current) => {
        if (current?.clock && player === undefined) throw new NeedsAwayTimes();
        const now = ctx.clock.now();
        const away = player && ((since: number) => pausedMs(player as PlayerRecord, since, now));
        const played = playMoveOf(game, current, click.userId, move, now, away);
        events = played.events;
        if (!marked) handle.markPublishing(1);
        marked = true;
        return played.session as SessionRecord;
      },
      id.version,
    );
  try {
    try {
      doc = await save();
    } catch (err) {
      if (!(err instanceof NeedsAwayTimes)) throw err;
      player = await getPlayer(ctx.store, click.userId).catch(() => EMPTY_PLAYER);
      doc = await save();
    }
  } catch (err) {
    if (marked) handle.markPublishing(-1);
    throw await explainFailure(handle, click.userId, err, log, isChannelGame(threadId) ? click : null);
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
    const clickedMessage = click.message;
    // A private hand that stays open is redrawn at the saved version; otherwise the controls go.
    const edit = (
      !clickedMessage
        ? Promise.resolve()
        : redraw && session.status === 'active'
          ? redraw(session, saved.version).then((hand) => click.update({ ...hand, allowedMentions: { users: [] } }))
          : click.update({
              content: playedOn(clickedMessage.content, said),
              components: [],
              // A card stays one: its text, its pictures kept, its controls gone.
              ...(clickedMessage.card ? { card: pastCard(clickedMessage.card.keep) } : {}),
              allowedMentions: { users: [] },
            })
    ).then(() => crashPoint('move:answered'));
    // The next board as the click's follow-up (outside the bot's global limit), after its answer;
    // so too the board after the computer seats' reply to this move.
    // A game in a DM or group DM has no other way to post (place.ts).
    const viaClick = click.channelId === threadId || isChannelGame(threadId) ? click : null;
    const next = (async () => {
      if (session.status === 'finished') await tryFinishGame(handle, session);
      await publish(handle, saved, {
        clickedId: clickedMessage?.id ?? null,
        played: game.played ? game.played(session, events) : said ? `→ ${said}` : '',
        quiet: game.quiet?.(session, events) === true,
        actor: click.userId,
        click: viaClick,
      });
      if (isComputerTurn(game, session, await playsForcedMoves(ctx.store, session.guildId)))
        await playComputerTurns(handle, viaClick).catch((err) =>
          log.error({ err, threadId }, 'the computer could not play its move'),
        );
    })();
    const [edited, posted] = await Promise.allSettled([edit, next]);
    if (posted.status === 'rejected') throw posted.reason;
    if (edited.status === 'rejected') {
      if (lostRace(edited.reason))
        log.debug({ err: edited.reason }, 'clicked controls: another process answered first');
      else log.warn({ err: edited.reason }, 'could not remove the clicked controls');
    }
  } catch (err) {
    log.error({ err, threadId }, 'move saved but the board could not be posted');
    throw new UserError(postFailure(click, game, err));
  } finally {
    handle.markPublishing(-1);
  }
}

/** The clicked board's text once played on: what was played added, a timed game's clocks (now stale) taken out. */
function playedOn(content: string, said: string): string {
  const kept = content.split('\n').filter((line) => !line.startsWith('⏱'));
  return (said ? [...kept, `→ ${said}`] : kept).join('\n').slice(0, 2000);
}

function playMoveOf(
  game: AnyGame,
  current: SessionRecord | undefined,
  userId: string,
  move: unknown,
  now: number,
  away: ((since: number) => number) | undefined,
): Played {
  return playMove(game, current ? parseSession(game, current) : undefined, { userId }, move, now, away);
}

/** Discord's Missing Access and Missing Permissions. */
const FORBIDDEN = new Set([50001, 50013]);

/** What a player is told when their saved move could not be posted: a refused permission is named. */
function postFailure(click: Click, game: AnyGame, err: unknown): Text {
  const code = (err as { code?: unknown }).code;
  if (!FORBIDDEN.has(code as number)) return TEXT.postFailed(game.id);
  const missing = click.missingPermissions();
  if (missing.length === 0) return TEXT.postFailed(game.id);
  return TEXT.postForbidden(missing.join(', '), game.id, missing.length);
}

/**
 * The reply to a move that was not saved. A stale click by a player also re-posts a missing board.
 * `log`: the click's own logger, when it has one.
 */
export async function explainFailure(
  handle: GameHandle,
  userId: string,
  err: unknown,
  log: Logger = handle.logger,
  /** The click, for a game in a DM or group DM: the only way to post a board a stop left unposted. */
  via: ClickPort | null = null,
) {
  const { threadId } = handle;
  if (err instanceof StaleVersionError) {
    const current = await handle.load().catch((e: unknown) => {
      if (isOutage(e)) return null;
      throw e;
    });
    if (current === null) return new UserError(TEXT.boardChanged, { stale: true });
    if (!current) return new UserError(TEXT.noGame);
    if (seatOf(current.value, userId) === null) return new UserError(TEXT.notYourGame);
    if (current.value.status === 'finished') return new UserError(TEXT.gameOver);
    await ensureBoard(handle, via).catch((e) => log.warn({ err: e }, 'could not re-post the board'));
    return new UserError(TEXT.boardChanged, { stale: true });
  }
  if (isOutage(err)) {
    log.error({ err, threadId }, 'store failed during a move');
    return new UserError(TEXT.storeDown);
  }
  // A refusal at the saved version (not your turn, say) may meet a version whose board a stop left
  // unposted: it is posted now rather than at the next scheduled check.
  if (err instanceof UserError)
    await ensureBoard(handle, via).catch((e) => log.warn({ err: e }, 'could not re-post the board'));
  return err;
}

/**
 * Brings a game up to date: a finished game not yet counted is counted, a computer turn left over is
 * played, a board whose post was lost is posted. Returns whether it posted. Leaves alone a game whose
 * move this process is posting right now.
 */
export async function ensureBoard(handle: GameHandle, via: ClickPort | null = null): Promise<boolean> {
  const { ctx, threadId } = handle;
  if (handle.publishing) return false;
  const doc = await handle.load();
  if (!doc) return false;
  const game = catalogGame(ctx, doc.value.game);
  const session = parseSession(game, doc.value);
  if (session.status === 'finished' && !(await collections(ctx.store).results.get(threadId)))
    await tryFinishGame(handle, session);
  if (isComputerTurn(game, session, await playsForcedMoves(ctx.store, session.guildId)))
    return playComputerTurns(handle, via);
  if (!(await postDue(handle, doc.version))) return false;
  return publish(handle, doc, { click: via });
}

/** Ends (or, 3+ seats, goes on without) a seat by resignation or forfeit, then posts what follows. */
export async function endSeat(
  handle: GameHandle,
  end: (session: SessionRecord | undefined) => Played,
  expectedVersion?: number,
  /** The click that resigned, for a game in a DM or group DM: its follow-ups carry the result. */
  via: ClickPort | null = null,
): Promise<Doc<SessionRecord>> {
  const { ctx, threadId } = handle;
  const doc = await saveSettled(handle, (cur) => end(cur).session as SessionRecord, expectedVersion);
  const game = catalogGame(ctx, doc.value.game);
  const session = parseSession(game, doc.value);
  if (session.status === 'finished') await tryFinishGame(handle, session);
  const posted = await publish(handle, doc, { click: via }).catch((err) => {
    if (err instanceof TransportRefused) ctx.logger.debug({ threadId }, 'the result waits for a click');
    else ctx.logger.error({ err, threadId }, 'could not post the result');
    return false;
  });
  // A game in a DM or group DM that ended with no click to carry its result (a forfeit on time): its
  // players learn it by DM, and the board shows it at the next click or status.
  if (!posted && session.status === 'finished' && isChannelGame(threadId))
    for (const seat of humans(session))
      await sendDm(
        ctx,
        seat.id,
        t(gameLocale(session), 'place.result', {
          game: game.name,
          result: game.resultLine(session),
          link: gameLink(session, threadId),
        }),
        null,
      ).catch((err) => ctx.logger.warn({ err, threadId }, 'could not tell a player the result'));
  if (isComputerTurn(game, session, await playsForcedMoves(ctx.store, session.guildId)))
    await playComputerTurns(handle, via).catch((err) => ctx.logger.error({ err, threadId }, 'computer move failed'));
  return doc;
}
