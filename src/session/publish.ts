/**
 * Posting what a saved session shows, once per session version: summaries of the rounds finished
 * since the last post, then the next board with its controls (or the result). Posting is
 * idempotent per version (the `posts` record): if it fails after a move was saved, the next click
 * on an old board, the seat's `/… status` or the start-up recovery posts what is missing, once.
 *
 * Once per version across processes too: a process first claims the version in the `posts` record
 * (a compare-and-set in the store), and only the process whose claim lands posts. A claim names its
 * process (the service's owner id, random per process start) and is a lease: it holds for LEASE_MS from its last
 * renewal, and the process renews it every RENEW_MS while the post is in flight, so a claim dies
 * with its process within LEASE_MS. A process refused by a live claim of another looks again when
 * that lease ends (not at the next scheduled check), and posts if the version is still missing.
 * Taking over a dead claim, it first looks for the board in the thread's last messages: a process
 * killed after sending the board but before recording it has posted it already. In one process a
 * per-thread lock keeps posts in order (so a claim of this process met under the lock is dead).
 *
 * What goes out is planned purely (plan.ts: which summaries, the board or the result, whom each
 * pings, whether the live board is only redrawn in place for a further step of the same turn); this
 * file draws what the plan names and sends it through the session's ports: as the click's
 * follow-ups while the click can carry them (outside the bot's global request limit), otherwise
 * through the outbox.
 *
 * A round's extra (an analysis of the deal) is started with the pictures but never waited for: once the
 * next board is up, the summary message is edited to add it; if it fails, the summary stays as posted.
 */

import type { CardMedia } from '../bot/card.ts';
import { parseCustomId } from '../bot/customId.ts';
import { crashPoint } from '../ops/crash-points.ts';
import { t } from '../i18n/index.ts';
import { themeNamed } from '../render/theme.ts';
import { type Doc, StaleVersionError } from '../store/index.ts';
import { pastCard, picturesOf, seatCard } from './card.ts';
import { catalogGame, controlId, parseSession } from './catalog.ts';
import { clockLine, moverAway } from './clock-text.ts';
import { competitions } from './compete/records.ts';
import { computerRecordLine } from './computer-records.ts';
import type { SessionContext } from './context.ts';
import { handRow, rematchRow } from './controls.ts';
import type { GameHandle } from './handle.ts';
import { gameLocale } from './language.ts';
import { notifyTurn } from './notify.ts';
import { isChannelGame } from './place.ts';
import { planPost } from './plan.ts';
import { type ClickPort, type MessageEdit, type OutMessage, type SentMessage, TransportRefused } from './ports.ts';
import type { PostRecord, SessionRecord } from './records.ts';
import { humans, isComputerTurn } from './session.ts';
import { recentSettings } from './settings.ts';
import { collections, EMPTY_POST } from './store.ts';
import type { AnyGame, Picture, Session } from './types.ts';

/**
 * How long a claim on posting holds without renewal. Posting a board takes well under a second (a
 * picture drawn, one or two requests), so a few seconds of lease is plenty while the process lives
 * (it renews every RENEW_MS, three chances before the lease ends) and short enough that a board
 * a crash left unposted appears within seconds of the restart. Processes' clocks must agree to
 * well within this (NTP does).
 */
export const LEASE_MS = 6_000;
export const RENEW_MS = 2_000;

export interface PublishOptions {
  /** The click that brought this version: its follow-ups carry the posts while it can. */
  click?: ClickPort | null;
  /** The clicked message: the click's own answer updates it. */
  clickedId?: string | null;
  /** Who clicked: what follows their own click (their next step, the result) does not ping them, who are looking at it. */
  actor?: string;
  /** Lines opening the first message posted (what the computer just did). */
  lead?: readonly string[];
  /** What the move did ("→ …", words anyone may read): said on the old board as its controls go. */
  played?: string;
  /** A quiet step of a turn (the game's `quiet`): the live board stays as it is. */
  quiet?: boolean;
}

/** Posts what `doc` shows unless that version was posted already (or is being posted elsewhere). */
export async function publish(
  handle: GameHandle,
  doc: Doc<SessionRecord>,
  opts: PublishOptions = {},
): Promise<boolean> {
  const game = catalogGame(handle.ctx, doc.value.game);
  const annotations: Promise<void>[] = [];
  const posted = await handle.underPostLock(async () => {
    const claimed = await claim(handle, doc.version);
    if (claimed === null) return false;
    if ('until' in claimed) {
      watchLease(handle, claimed.until);
      return false;
    }
    crashPoint('post:claimed');
    const lease = keepLease(handle, doc.version);
    try {
      return await postVersion(handle, game, doc, claimed, lease, opts, annotations);
    } catch (err) {
      // Nothing (or not everything) went out: the version is left to the next attempt at once.
      await release(handle, doc.version);
      throw err;
    } finally {
      lease.stop();
    }
  });
  await Promise.all(annotations);
  return posted;
}

/**
 * Archives and locks a finished game's thread (the server's setting). A refusal is logged; one for a missing
 * permission (Manage Threads taken from the bot's role after `/settings` allowed the setting) is also said in the
 * thread, where the players and the server's admins see it.
 */
async function archive(handle: GameHandle, locale: string): Promise<void> {
  const { ctx, threadId } = handle;
  try {
    if ((await ctx.sessions.outbox.archive(threadId, 'the game is over')) === 'forbidden') {
      await ctx.sessions.outbox
        .send(threadId, {
          content: t(locale, 'session.archiveForbidden'),
          allowedMentions: { parse: [] },
        })
        .catch(() => {});
      ctx.logger.warn({ threadId }, 'could not archive a finished game thread: Manage Threads is missing');
    }
  } catch (err) {
    ctx.logger.warn({ err, threadId }, 'could not archive a finished game thread');
  }
}

/**
 * Archives a finished competition game's thread without locking it, whatever the server's setting:
 * a league's or a tournament's games are hundreds of threads, and Discord allows a server about
 * 1,000 active ones (a thread stays active a week after its last post otherwise). Unlocked, a post
 * in it reopens it. Without Manage Threads it is left to Discord's own archiving, quietly.
 */
async function archiveOpen(handle: GameHandle): Promise<void> {
  const { ctx, threadId } = handle;
  try {
    if ((await ctx.sessions.outbox.archive(threadId, 'the competition game is over', false)) === 'forbidden')
      ctx.logger.info({ threadId }, 'a finished competition game thread is left open: Manage Threads is missing');
  } catch (err) {
    ctx.logger.warn({ err, threadId }, 'could not archive a finished competition game thread');
  }
}

/** Releases this process's claim on `version` if it still holds it. */
async function release(handle: GameHandle, version: number): Promise<void> {
  const { ctx, threadId } = handle;
  await collections(ctx.store)
    .posts.update(threadId, (cur) => {
      const post = cur?.value ?? EMPTY_POST;
      return ours(ctx, post.claim, version) ? { ...post, claim: null } : post;
    })
    .catch((err) => ctx.logger.warn({ err, threadId }, 'could not release a claim on posting'));
}

/** Draws and posts what `doc` shows, the claim held. */
async function postVersion(
  handle: GameHandle,
  game: AnyGame,
  doc: Doc<SessionRecord>,
  { doc: claimed, takenOver }: Claimed,
  lease: Lease,
  opts: PublishOptions,
  annotations: Promise<void>[],
): Promise<boolean> {
  const { ctx, threadId } = handle;
  const { outbox } = ctx.sessions;
  const post = claimed.value;
  const session = parseSession(game, doc.value);
  if (takenOver) {
    // The process whose claim this was may have died after sending the board, before recording it.
    const found = await postedBoard(handle, game, doc.version);
    if (found) {
      const mover = game.toMove(session.state);
      const moverId = session.status === 'active' && mover !== null ? (session.seats[mover]?.id ?? null) : null;
      await record(handle, doc.version, found, session, game, claimed, moverId);
      return true;
    }
  }
  const settings = await recentSettings(ctx.store, session.guildId);
  const active = session.status === 'active';
  const mover = game.toMove(session.state);
  const plan = planPost({
    active,
    computerToMove: isComputerTurn(game, session, settings.forcedMoves !== false),
    moverId: active && mover !== null ? (session.seats[mover]?.id ?? null) : null,
    people: humans(session).map((s) => s.id),
    selfId: outbox.selfId(),
    actor: opts.actor ?? null,
    roundsFinished: game.roundsFinished(session.state),
    post,
    clickedId: opts.clickedId ?? null,
    lead: opts.lead ?? [],
    played: opts.played ?? '',
    archive: settings.archive === true,
    playedOnBoard: game.moveActions.length > 0,
    quiet: opts.quiet === true,
  });
  // As the click's follow-up while it can carry one, else through the outbox.
  let viaClick = opts.click ?? null;
  /** Messages sent as the click's follow-ups (edited the same way). */
  const followUps = new Set<string>();
  // The old board's controls go while the new pictures are drawn, before anything new is sent.
  const dropped = plan.drop ? dropControls(handle, plan.drop, post, plan.droppedNote) : undefined;
  const send = async (message: OutMessage): Promise<SentMessage> => {
    await dropped;
    const sent = viaClick ? await viaClick.post(message) : null;
    if (sent) {
      followUps.add(sent.id);
      return sent;
    }
    viaClick = null;
    return outbox.send(threadId, message);
  };
  const theme = themeNamed(settings.deck === 'four-colour' ? 'fourColour' : 'classic');
  const extras = plan.rounds.map((n) =>
    (game.roundExtra?.(session, n) ?? Promise.resolve(null)).catch((err: unknown) => {
      ctx.logger.warn({ err }, 'no round extra: the summary goes without it');
      return null;
    }),
  );
  const [summaries, board, result, clock] = await Promise.all([
    Promise.all(plan.rounds.map((n) => game.roundSummary(session, n, theme))),
    plan.board
      ? game.board({
          session,
          locale: gameLocale(session),
          version: doc.version,
          theme,
          id: controlId(game, threadId, doc.version),
        })
      : null,
    plan.result ? finalLines(ctx, game, session) : '',
    // A timed game's board says each person's time left (time.ts).
    plan.board && session.clock
      ? moverAway(handle, session, ctx.clock.now()).then((away) => clockLine(session, ctx.clock.now(), away))
      : '',
  ]);
  crashPoint('post:drawn');
  // Another process took the version over (this one stalled past its lease): it posts.
  if (lease.lost) return false;
  let first = plan.lead;
  const opening = (content: string) => {
    const out = `${first}${content}`.slice(0, 2000);
    first = '';
    return out;
  };
  const summaryMessages: SentMessage[] = [];
  // A finished game's result carries 🔁 Rematch (src/session/rematch.ts), on its last message.
  // A rematch opens a thread or posts on its own: not in a DM or group DM (place.ts), where a new challenge is one command.
  const closing = plan.result && !isChannelGame(threadId) ? rematchRow(game, threadId, gameLocale(session)) : [];
  for (const [k, { files, content }] of summaries.entries()) {
    const text = plan.result ? `${content}\n${result}` : content;
    const components = k === summaries.length - 1 ? closing : [];
    summaryMessages.push(
      await send({ content: opening(text), files, components, allowedMentions: { users: plan.resultPings } }),
    );
  }
  let message: PostedBoard | null = null;
  if (board) {
    const components = game.hand
      ? [...board.components, handRow(game, threadId, doc.version, gameLocale(session))]
      : board.components;
    // The board is one card, in the colour of the seat to move (card.ts).
    const card = seatCard(active ? mover : null);
    const pictures = picturesOf(board.files);
    if (plan.redraw) {
      // A further step of the same person's turn: the board up already is redrawn. Its mention of
      // the mover stays what it was (Discord notifies nobody of an edit), so the message still
      // says whose turn it is to anyone reading its mentions.
      const content = opening(clock ? `${board.content}\n${clock}` : board.content);
      await outbox
        .edit(threadId, plan.redraw, {
          content,
          files: board.files,
          attachments: [],
          components,
          card,
          allowedMentions: { users: plan.boardPings },
        })
        .catch((err) => {
          // In a DM or group DM a board posted by an earlier, expired click cannot be edited: it
          // stays as it is until the turn ends and the next board is posted (place.ts).
          if (!(err instanceof TransportRefused)) throw err;
        });
      message = { id: plan.redraw, content, lead: plan.lead, pictures };
    } else {
      const sent = await send({
        content: opening(clock ? `${board.content}\n${clock}` : board.content),
        files: board.files,
        components,
        card,
        allowedMentions: { users: plan.boardPings },
      });
      message = { id: sent.id, content: sent.content, lead: summaries.length === 0 ? plan.lead : '', pictures };
    }
  } else if (plan.keep && post.messageId !== null) {
    // A quiet step: the board up already stays the live one, as posted.
    message = { id: post.messageId, content: post.content, lead: post.lead, pictures: post.pictures };
  } else if (plan.result === 'alone') {
    await send({ content: opening(result), components: closing, allowedMentions: { users: plan.resultPings } });
  }
  await dropped;
  const added = summaryMessages.map((m, k) =>
    annotate(handle, m, extras[k] ?? Promise.resolve(null), followUps.has(m.id) ? viaClickEdit(opts.click) : undefined),
  );
  // The DM turn notice (opt-in), once per version, after the board is up; never waited for by the lock.
  if (message && plan.notify) annotations.push(notifyTurn(handle, game, session, doc.version));
  // Archived last, once the summaries' extras are in (an archived, locked thread takes no edits).
  if (plan.archive) annotations.push(Promise.all(added).then(() => archive(handle, gameLocale(session))));
  else if (!active && (await competitions(ctx.store).games.get(threadId)))
    annotations.push(Promise.all(added).then(() => archiveOpen(handle)));
  else annotations.push(...added);
  crashPoint('post:sent');
  await record(handle, doc.version, message, session, game, claimed, plan.mover);
  return true;
}

const viaClickEdit = (click: ClickPort | null | undefined) =>
  click ? (messageId: string, edit: MessageEdit) => click.editPost(messageId, edit) : undefined;

/**
 * Records `version` as posted (its board `message`) and drops this process's claim. A failure to
 * record it must not be reported as a failed post: the claim's lease then ends, and whoever takes
 * the version over finds the board in the thread (postedBoard) rather than posting it again.
 */
async function record(
  handle: GameHandle,
  version: number,
  message: PostedBoard | null,
  session: Session,
  game: AnyGame,
  claimed: Doc<PostRecord>,
  mover: string | null,
): Promise<void> {
  const { ctx, threadId } = handle;
  const finished = game.roundsFinished(session.state);
  await collections(ctx.store)
    .posts.update(
      threadId,
      (cur) => {
        const post = cur?.value ?? EMPTY_POST;
        const { content: _old, lead: _lead, pictures: _pictures, ...rest } = post;
        return {
          ...rest,
          messageId: message?.id ?? null,
          ...(message?.content !== undefined ? { content: message.content } : {}),
          ...(message?.lead ? { lead: message.lead } : {}),
          ...(message?.pictures ? { pictures: [...message.pictures] } : {}),
          mover,
          version: Math.max(version, post.version),
          rounds: Math.max(finished, post.rounds),
          // Another process's claim (on a later version) stays.
          claim: post.claim && !ours(ctx, post.claim, version) && post.claim.version > version ? post.claim : null,
        };
      },
      // Written against the claim just made (no read), unless it was renewed or another process wrote since.
      { current: claimed },
    )
    .catch((err) => ctx.logger.error({ err, threadId }, 'posted, but could not record it'));
}

type Claim = PostRecord['claim'];

/** The live board as the posts record keeps it: its message, text, opening lines and, for a card, pictures. */
interface PostedBoard {
  id: string;
  content?: string | undefined;
  lead?: string | undefined;
  pictures?: readonly CardMedia[] | undefined;
}

/** Whether `claim` is this process's claim on `version`. */
const ours = (ctx: SessionContext, claim: Claim, version: number) =>
  claim?.owner === ctx.sessions.owner && claim.version === version;

/** A claim that landed; `takenOver` when it replaced a dead claim on this version (see postedBoard). */
interface Claimed {
  doc: Doc<PostRecord>;
  takenOver: boolean;
}

/** The renewal of a claim while its post is in flight; `lost` once another process has taken it over. */
interface Lease {
  lost: boolean;
  stop(): void;
}

/** Renews this process's claim on `version` every RENEW_MS until stopped (see LEASE_MS). */
function keepLease(handle: GameHandle, version: number): Lease {
  const { ctx, threadId } = handle;
  const { posts } = collections(ctx.store);
  let renewing = false;
  const lease: Lease = {
    lost: false,
    stop: () => clearInterval(timer),
  };
  const renew = async () => {
    const cur = await handle.post();
    if (!cur || !ours(ctx, cur.value.claim, version)) {
      // Taken over (this process stalled past its lease), or recorded: nothing more to renew.
      lease.lost = true;
      return lease.stop();
    }
    const claim = { ...(cur.value.claim as NonNullable<Claim>), at: Date.now() };
    // A compare-and-set: a claim taken over between the read and this write is left alone.
    await posts.update(threadId, () => ({ ...cur.value, claim }), { expectedVersion: cur.version, current: cur });
  };
  const timer = setInterval(() => {
    if (renewing) return;
    renewing = true;
    renew()
      .catch((err) => {
        if (!(err instanceof StaleVersionError))
          ctx.logger.warn({ err, threadId }, 'could not renew a claim on posting');
      })
      .finally(() => {
        renewing = false;
      });
  }, RENEW_MS);
  timer.unref();
  return lease;
}

/**
 * Looks again at `threadId` when another process's lease on its post ends (once per thread at a
 * time): if that process died, the version is still missing and this one posts it.
 */
function watchLease(handle: GameHandle, until: number): void {
  const { ctx, threadId } = handle;
  const { watching } = ctx.sessions;
  if (watching.has(threadId) || ctx.sessions.stopped) return;
  const timer = setTimeout(
    () => {
      watching.delete(threadId);
      if (!ctx.sessions.outbox.ready() || ctx.sessions.stopped) return;
      void ctx.sessions
        .lookAgain(threadId)
        .catch((err) => ctx.logger.warn({ err, threadId }, 'could not post a board another process left'));
    },
    // A little after the lease ends, so that the claim read then is expired on this clock too.
    Math.max(0, until - Date.now()) + 100,
  );
  timer.unref();
  watching.set(threadId, timer);
}

/** The board of `version` if it is among the thread's last messages (posted by a process that then died). */
async function postedBoard(handle: GameHandle, game: AnyGame, version: number): Promise<PostedBoard | null> {
  const { ctx, threadId } = handle;
  const recent = await ctx.sessions.outbox.recentControls(threadId, 10).catch((err) => {
    ctx.logger.warn({ err, threadId }, 'could not read the thread for a board already posted');
    return [];
  });
  for (const m of recent)
    for (const customId of m.customIds) {
      const id = parseCustomId(customId);
      if (id && id.namespace === game.id && id.gameId === threadId && id.version === version)
        return { id: m.id, content: m.content, ...(m.card ? { pictures: m.card.keep } : {}) };
    }
  return null;
}

/**
 * Claims the posting of `version`: null when it was posted already; `until` when another process
 * holds a live claim on it (or wrote the record first), with when to look again. The compare-and-set
 * (expectedVersion of the posts record read) lets one process win. A claim of this process is dead
 * here (the caller holds this process's lock on the thread), as is any claim past its lease.
 */
async function claim(handle: GameHandle, version: number): Promise<Claimed | { until: number } | null> {
  const { ctx, threadId } = handle;
  const { posts } = collections(ctx.store);
  const current = await handle.post();
  const post = current?.value ?? EMPTY_POST;
  if (post.version >= version) return null;
  const now = Date.now();
  const held = post.claim;
  if (held && held.version >= version && held.owner !== ctx.sessions.owner && now - held.at < LEASE_MS)
    return { until: held.at + LEASE_MS };
  try {
    const doc = await posts.update(
      threadId,
      () => ({ ...post, claim: { version, at: now, owner: ctx.sessions.owner } }),
      {
        expectedVersion: current?.version ?? 0,
        current,
      },
    );
    return { doc, takenOver: held !== null && held.version >= version };
  } catch (err) {
    if (err instanceof StaleVersionError) return { until: now + LEASE_MS };
    throw err;
  }
}

/** Whether the session's latest version still has to be posted (a post lost with a failure or a stop). */
export async function postDue(handle: GameHandle, version: number): Promise<boolean> {
  const post = (await handle.post())?.value ?? EMPTY_POST;
  return post.version < version;
}

/**
 * Adds a round's extra (lines and a picture) to its posted summary, through the click's follow-up
 * edit when it was posted as one (`viaClick`), else through the outbox (also if that edit is
 * refused); a failure is logged, never thrown.
 */
async function annotate(
  handle: GameHandle,
  summary: SentMessage,
  extra: Promise<Picture | null>,
  viaClick?: (messageId: string, edit: MessageEdit) => Promise<void>,
): Promise<void> {
  const { ctx, threadId } = handle;
  try {
    const found = await extra;
    if (!found) return;
    const edit: MessageEdit = {
      content: `${summary.content}\n${found.content}`.slice(0, 2000),
      files: found.files,
      // Keep the summary picture; the extra's is added after it.
      attachments: summary.attachments,
      allowedMentions: { users: [] },
    };
    if (viaClick) {
      const done = await viaClick(summary.id, edit).then(
        () => true,
        (err: unknown) => {
          ctx.logger.warn({ err, messageId: summary.id }, 'could not edit a follow-up; editing in the channel');
          return false;
        },
      );
      if (done) return;
    }
    await ctx.sessions.outbox.edit(threadId, summary.id, edit);
  } catch (err) {
    ctx.logger.warn({ err, messageId: summary.id }, 'could not add the extra to a round summary');
  }
}

/** The closing line; in a game against the computer, with the person's record against it. */
async function finalLines(ctx: SessionContext, game: AnyGame, session: Session): Promise<string> {
  const line = game.resultLine(session);
  const computer = session.seats.find((s) => s.computer);
  const person = humans(session)[0];
  if (!computer?.computer || !person || humans(session).length !== 1) return line;
  const locale = gameLocale(session);
  const record = await computerRecordLine(
    ctx.store,
    session.guildId,
    game.id,
    person.id,
    computer.computer.level,
    locale,
  ).catch(() => null);
  return record ? `${line}\n${t(locale, 'session.computer.yourRecord', { record })}` : line;
}

/**
 * One edit, not a fetch then an edit: both count against the bot's global limit (50 requests a
 * second), and a turn played from a private hand comes here every time; an old
 * board edited once more when it already has no controls is no harm. What was played on it is
 * added to its text (kept in the posts record, so no read is needed).
 */
async function dropControls(handle: GameHandle, messageId: string, post: PostRecord, note: string): Promise<void> {
  const { ctx, threadId } = handle;
  const { content, pictures } = post;
  try {
    if (content !== undefined && (note || pictures))
      await ctx.sessions.outbox.edit(threadId, messageId, {
        // Its "your turn" line (the one that pinged) gives way to what was played.
        content: note
          ? [...content.split('\n').filter((line) => !line.includes('<@') && !line.startsWith('⏱')), note]
              .join('\n')
              .slice(0, 2000)
          : content,
        components: [],
        // A card's edit is the whole card again: its text, its pictures (kept, not sent), no controls.
        ...(pictures ? { card: pastCard(pictures) } : {}),
        allowedMentions: { users: [] },
      });
    else await ctx.sessions.outbox.dropControls(threadId, messageId);
  } catch (err) {
    // In a DM or group DM once the token that posted it expired (place.ts): a click on it is then answered as stale.
    if (err instanceof TransportRefused) ctx.logger.debug({ messageId }, 'an old board keeps its controls');
    else ctx.logger.warn({ err, messageId }, 'could not remove the controls of an old board');
  }
}
