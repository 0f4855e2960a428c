/**
 * Posting what a saved session shows, once per session version: summaries of the rounds finished
 * since the last post, then the next board with its controls (or the result). Posting is
 * idempotent per version (the `posts` record): if it fails after a move was saved, the next click
 * on an old board, the seat's `/… status` or the start-up recovery posts what is missing, once.
 *
 * Once per version across processes too: a process first claims the version in the `posts` record
 * (a compare-and-set in the store), and only the process whose claim lands posts. A claim names its
 * process (OWNER, random per process start) and is a lease: it holds for LEASE_MS from its last
 * renewal, and the process renews it every RENEW_MS while the post is in flight, so a claim dies
 * with its process within LEASE_MS. A process refused by a live claim of another looks again when
 * that lease ends (not at the next scheduled check), and posts if the version is still missing.
 * Taking over a dead claim, it first looks for the board in the thread's last messages: a process
 * killed after sending the board but before recording it has posted it already. In one process a
 * per-thread lock keeps posts in order (so a claim of this process met under the lock is dead).
 *
 * A round's extra (Abstrac's analysis) is started with the pictures but never waited for: once the
 * next board is up, the summary message is edited to add it; if it fails, the summary stays as posted.
 */
import { randomBytes } from 'node:crypto';
import {
  ActionRowBuilder,
  type Attachment,
  ButtonBuilder,
  ButtonStyle,
  DiscordAPIError,
  type Message,
  type MessageActionRowComponentBuilder,
  type MessageCreateOptions,
  RESTJSONErrorCodes,
  type SendableChannels,
} from 'discord.js';
import { parseCustomId } from '../bot/customId.ts';
import { dropFollowUpControls } from '../bot/responder.ts';
import type { BotContext } from '../bot/types.ts';
import { crashPoint } from '../ops/crash-points.ts';
import { themeNamed } from '../render/theme.ts';
import { type Doc, StaleVersionError } from '../store/index.ts';
import { KeyedLock } from '../store/locks.ts';
import { catalogGame, controlId, parseSession } from './catalog.ts';
import { sendableChannel } from './channels.ts';
import { computerRecordLine } from './computer-records.ts';
import { rematchRow } from './controls.ts';
import { notifyTurn } from './notify.ts';
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

/** This process, as the owner of its claims: a claim by another owner id is another process's (or a dead one's). */
export const OWNER = randomBytes(6).toString('hex');

/** Threads whose post this process looks at again when another process's lease ends. */
const watching = new Map<string, NodeJS.Timeout>();
/** What looking again does: moves.ts's ensureBoard (set there: it imports this file). */
let lookAgain: (ctx: BotContext, threadId: string) => Promise<unknown> = async () => undefined;
export function onLeaseEnd(fn: (ctx: BotContext, threadId: string) => Promise<unknown>): void {
  lookAgain = fn;
}

const postLocks = new KeyedLock();

export { sendableChannel };

export interface PublishOptions {
  /** The clicked message: the click's own answer removes its controls. */
  clickedId?: string | null;
  /** Lines opening the first message posted (what the computer just did). */
  lead?: readonly string[];
  /**
   * Posts a message as a follow-up of the click that brought this version (Responder.post), so
   * that it does not spend the bot's global request budget; null sends it in the channel instead.
   */
  post?: (message: Outgoing) => Promise<Message | null>;
  /** Edits a message `post` sent, the same way (Responder.editPost). */
  editPost?: (messageId: string, edit: SummaryEdit) => Promise<void>;
}

/** What adding a round's extra changes in its summary: the text, a picture added to those kept. */
export interface SummaryEdit {
  content: string;
  files: Picture['files'];
  attachments: Attachment[];
  allowedMentions: { users: string[] };
}

/** What this file posts: text, pictures, controls and whom it may ping. */
export interface Outgoing {
  content: string;
  files?: Picture['files'];
  components?: MessageCreateOptions['components'];
  allowedMentions: { users: string[] };
}

/** Posts what `doc` shows unless that version was posted already (or is being posted elsewhere). */
export async function publish(
  ctx: BotContext,
  threadId: string,
  doc: Doc<SessionRecord>,
  opts: PublishOptions = {},
): Promise<boolean> {
  const game = catalogGame(ctx, doc.value.game);
  const annotations: Promise<void>[] = [];
  const posted = await postLocks.run(threadId, async () => {
    const claimed = await claim(ctx, threadId, doc.version);
    if (claimed === null) return false;
    if ('until' in claimed) {
      watchLease(ctx, threadId, claimed.until);
      return false;
    }
    crashPoint('post:claimed');
    const lease = keepLease(ctx, threadId, doc.version);
    try {
      return await postVersion(ctx, game, threadId, doc, claimed, lease, opts, annotations);
    } catch (err) {
      // Nothing (or not everything) went out: the version is left to the next attempt at once.
      await release(ctx, threadId, doc.version);
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
async function archive(ctx: BotContext, threadId: string): Promise<void> {
  try {
    const thread = await ctx.client.channels.fetch(threadId);
    if (thread?.isThread()) {
      // One request for both (each request counts against the bot's global limit).
      await thread.edit({ locked: true, archived: true, reason: 'the game is over' }).catch(async (err) => {
        if (err instanceof DiscordAPIError && err.code === RESTJSONErrorCodes.MissingPermissions) {
          await thread
            .send({
              content:
                "I couldn't archive and lock this thread: I need Manage Threads. A server admin can grant it to my role, or turn `/settings archive` off.",
              allowedMentions: { parse: [] },
            })
            .catch(() => {});
        }
        throw err;
      });
    }
  } catch (err) {
    ctx.logger.warn({ err, threadId }, 'could not archive a finished game thread');
  }
}

/** Releases this process's claim on `version` if it still holds it. */
async function release(ctx: BotContext, threadId: string, version: number): Promise<void> {
  await collections(ctx.store)
    .posts.update(threadId, (cur) => {
      const post = cur?.value ?? EMPTY_POST;
      return ours(post.claim, version) ? { ...post, claim: null } : post;
    })
    .catch((err) => ctx.logger.warn({ err, threadId }, 'could not release a claim on posting'));
}

/** Draws and posts what `doc` shows, the claim held. */
async function postVersion(
  ctx: BotContext,
  game: AnyGame,
  threadId: string,
  doc: Doc<SessionRecord>,
  { doc: claimed, takenOver }: Claimed,
  lease: Lease,
  opts: PublishOptions,
  annotations: Promise<void>[],
): Promise<boolean> {
  const post = claimed.value;
  const session = parseSession(game, doc.value);
  const channel = await sendableChannel(ctx, threadId);
  if (takenOver) {
    // The process whose claim this was may have died after sending the board, before recording it.
    const found = await postedBoard(ctx, channel, game, threadId, doc.version);
    if (found) {
      await record(ctx, threadId, doc.version, found.id, game.roundsFinished(session.state), claimed);
      return true;
    }
  }
  // As the click's follow-up while it can carry one, else in the channel.
  let viaClick = opts.post;
  /** Messages sent as the click's follow-ups (edited the same way). */
  const followUps = new Set<string>();
  // The old board's controls go while the new pictures are drawn, before anything new is sent.
  const dropped =
    post.messageId && post.messageId !== opts.clickedId ? dropControls(ctx, channel, post.messageId) : undefined;
  const send = async (message: Outgoing): Promise<Message> => {
    await dropped;
    const sent = viaClick ? await viaClick(message) : null;
    if (sent) {
      followUps.add(sent.id);
      return sent;
    }
    viaClick = undefined;
    return channel.send(message);
  };
  const settings = await recentSettings(ctx.store, session.guildId);
  const theme = themeNamed(settings.deck === 'four-colour' ? 'fourColour' : 'classic');
  const finished = game.roundsFinished(session.state);
  const rounds = Array.from({ length: Math.max(0, finished - post.rounds) }, (_, k) => post.rounds + k);
  const extras = rounds.map((n) =>
    (game.roundExtra?.(session, n) ?? Promise.resolve(null)).catch((err: unknown) => {
      ctx.logger.warn({ err }, 'no round extra: the summary goes without it');
      return null;
    }),
  );
  const active = session.status === 'active';
  const [summaries, board, result] = await Promise.all([
    Promise.all(rounds.map((n) => game.roundSummary(session, n, theme))),
    active && !isComputerTurn(game, session)
      ? game.board({ session, version: doc.version, theme, id: controlId(game, threadId, doc.version) })
      : null,
    active ? '' : finalLines(ctx, game, session),
  ]);
  crashPoint('post:drawn');
  // Another process took the version over (this one stalled past its lease): it posts.
  if (lease.lost) return false;
  const pinged = active ? [] : humans(session).map((s) => s.id);
  let first = opts.lead && opts.lead.length > 0 ? `${opts.lead.join('\n')}\n` : '';
  const opening = (content: string) => {
    const out = `${first}${content}`.slice(0, 2000);
    first = '';
    return out;
  };
  const summaryMessages: Message[] = [];
  // A finished game's result carries 🔁 Rematch (src/session/rematch.ts), on its last message.
  const closing = active ? [] : rematchRow(game, threadId);
  for (const [k, { files, content }] of summaries.entries()) {
    const text = active ? content : `${content}\n${result}`;
    const components = k === summaries.length - 1 ? closing : [];
    summaryMessages.push(await send({ content: opening(text), files, components, allowedMentions: { users: pinged } }));
  }
  let message: Message | null = null;
  if (board) {
    const mover = game.toMove(session.state);
    const mention = mover === null ? [] : [session.seats[mover]?.id ?? ''];
    message = await send({
      content: opening(board.content),
      files: board.files,
      components: game.hand ? [...board.components, handRow(game, threadId, doc.version)] : board.components,
      allowedMentions: { users: mention.filter((id) => id !== ctx.client.user?.id) },
    });
  } else if (!active && summaries.length === 0) {
    await send({ content: opening(result), components: closing, allowedMentions: { users: pinged } });
  }
  await dropped;
  const added = summaryMessages.map((m, k) =>
    annotate(ctx, m, extras[k] ?? Promise.resolve(null), followUps.has(m.id) ? opts.editPost : undefined),
  );
  // The DM turn notice (opt-in), once per version, after the board is up; never waited for by the lock.
  if (message) annotations.push(notifyTurn(ctx, game, threadId, session, doc.version));
  // Archived last, once the summaries' extras are in (an archived, locked thread takes no edits).
  if (!active && settings.archive) annotations.push(Promise.all(added).then(() => archive(ctx, threadId)));
  else annotations.push(...added);
  crashPoint('post:sent');
  await record(ctx, threadId, doc.version, message?.id ?? null, finished, claimed);
  return true;
}

/**
 * Records `version` as posted (its board `messageId`) and drops this process's claim. A failure to
 * record it must not be reported as a failed post: the claim's lease then ends, and whoever takes
 * the version over finds the board in the thread (postedBoard) rather than posting it again.
 */
async function record(
  ctx: BotContext,
  threadId: string,
  version: number,
  messageId: string | null,
  finished: number,
  claimed: Doc<PostRecord>,
): Promise<void> {
  await collections(ctx.store)
    .posts.update(
      threadId,
      (cur) => {
        const post = cur?.value ?? EMPTY_POST;
        return {
          ...post,
          messageId,
          version: Math.max(version, post.version),
          rounds: Math.max(finished, post.rounds),
          // Another process's claim (on a later version) stays.
          claim: post.claim && !ours(post.claim, version) && post.claim.version > version ? post.claim : null,
        };
      },
      // Written against the claim just made (no read), unless it was renewed or another process wrote since.
      { current: claimed },
    )
    .catch((err) => ctx.logger.error({ err, threadId }, 'posted, but could not record it'));
}

type Claim = PostRecord['claim'];

/** Whether `claim` is this process's claim on `version`. */
const ours = (claim: Claim, version: number) => claim?.owner === OWNER && claim.version === version;

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
function keepLease(ctx: BotContext, threadId: string, version: number): Lease {
  const { posts } = collections(ctx.store);
  let renewing = false;
  const lease: Lease = {
    lost: false,
    stop: () => clearInterval(timer),
  };
  const renew = async () => {
    const cur = await posts.get(threadId);
    if (!cur || !ours(cur.value.claim, version)) {
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
function watchLease(ctx: BotContext, threadId: string, until: number): void {
  if (watching.has(threadId)) return;
  const timer = setTimeout(
    () => {
      watching.delete(threadId);
      if (!ctx.client.isReady()) return;
      void lookAgain(ctx, threadId).catch((err) =>
        ctx.logger.warn({ err, threadId }, 'could not post a board another process left'),
      );
    },
    // A little after the lease ends, so that the claim read then is expired on this clock too.
    Math.max(0, until - Date.now()) + 100,
  );
  timer.unref();
  watching.set(threadId, timer);
}

/** Stops looking again at posts other processes hold (the bot is stopping). */
export function stopWatchingLeases(): void {
  for (const timer of watching.values()) clearTimeout(timer);
  watching.clear();
}

/** The board of `version` if it is among the thread's last messages (posted by a process that then died). */
async function postedBoard(
  ctx: BotContext,
  channel: SendableChannels,
  game: AnyGame,
  threadId: string,
  version: number,
): Promise<Message | null> {
  const recent = await channel.messages.fetch({ limit: 10 }).catch((err) => {
    ctx.logger.warn({ err, threadId }, 'could not read the thread for a board already posted');
    return null;
  });
  for (const m of recent?.values() ?? []) {
    if (m.author.id !== ctx.client.user?.id) continue;
    for (const row of m.components)
      for (const c of 'components' in row ? row.components : []) {
        const id = 'customId' in c && typeof c.customId === 'string' ? parseCustomId(c.customId) : null;
        if (id && id.namespace === game.id && id.gameId === threadId && id.version === version) return m;
      }
  }
  return null;
}

/**
 * Claims the posting of `version`: null when it was posted already; `until` when another process
 * holds a live claim on it (or wrote the record first), with when to look again. The compare-and-set
 * (expectedVersion of the posts record read) lets one process win. A claim of this process is dead
 * here (the caller holds this process's lock on the thread), as is any claim past its lease.
 */
async function claim(ctx: BotContext, threadId: string, version: number): Promise<Claimed | { until: number } | null> {
  const { posts } = collections(ctx.store);
  const current = await posts.get(threadId);
  const post = current?.value ?? EMPTY_POST;
  if (post.version >= version) return null;
  const now = Date.now();
  const held = post.claim;
  if (held && held.version >= version && held.owner !== OWNER && now - held.at < LEASE_MS)
    return { until: held.at + LEASE_MS };
  try {
    const doc = await posts.update(threadId, () => ({ ...post, claim: { version, at: now, owner: OWNER } }), {
      expectedVersion: current?.version ?? 0,
      current,
    });
    return { doc, takenOver: held !== null && held.version >= version };
  } catch (err) {
    if (err instanceof StaleVersionError) return { until: now + LEASE_MS };
    throw err;
  }
}

/** The **Your hand** button every board of a game with private hands carries, for any seated player. */
function handRow(game: AnyGame, threadId: string, version: number) {
  return new ActionRowBuilder<MessageActionRowComponentBuilder>().addComponents(
    new ButtonBuilder()
      .setCustomId(controlId(game, threadId, version)('hand'))
      .setLabel('Your hand')
      .setEmoji('🂠')
      .setStyle(ButtonStyle.Primary),
  );
}

/** Whether the session's latest version still has to be posted (a post lost with a failure or a stop). */
export async function postDue(ctx: BotContext, threadId: string, version: number): Promise<boolean> {
  const post = (await collections(ctx.store).posts.get(threadId))?.value ?? EMPTY_POST;
  return post.version < version;
}

/**
 * Adds a round's extra (lines and a picture) to its posted summary, through the click's follow-up
 * edit when it was posted as one (`viaClick`), else in the channel (also if that edit is refused);
 * a failure is logged, never thrown.
 */
async function annotate(
  ctx: BotContext,
  summary: Message,
  extra: Promise<Picture | null>,
  viaClick?: (messageId: string, edit: SummaryEdit) => Promise<void>,
): Promise<void> {
  try {
    const found = await extra;
    if (!found) return;
    const edit: SummaryEdit = {
      content: `${summary.content}\n${found.content}`.slice(0, 2000),
      files: found.files,
      // Keep the summary picture; the extra's is added after it.
      attachments: [...summary.attachments.values()],
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
    await summary.edit(edit);
  } catch (err) {
    ctx.logger.warn({ err, messageId: summary.id }, 'could not add the extra to a round summary');
  }
}

/** The closing line; in a game against the computer, with the person's record against it. */
async function finalLines(ctx: BotContext, game: AnyGame, session: Session): Promise<string> {
  const line = game.resultLine(session);
  const computer = session.seats.find((s) => s.computer);
  const person = humans(session)[0];
  if (!computer?.computer || !person || humans(session).length !== 1) return line;
  const record = await computerRecordLine(
    ctx.store,
    session.guildId,
    game.id,
    person.id,
    computer.computer.level,
  ).catch(() => null);
  return record ? `${line}\nYour record ${record}.` : line;
}

/**
 * One edit, not a fetch then an edit: both count against the bot's global limit (50 requests a
 * second), and a turn played from a private hand (Threedom, Rummy) comes here every time; an old
 * board edited once more when it already has no controls is no harm.
 */
async function dropControls(ctx: BotContext, channel: SendableChannels, messageId: string): Promise<void> {
  try {
    // A board sent as a click's follow-up goes on being edited through that click's token, outside the global limit.
    if (await dropFollowUpControls(ctx.client, messageId).catch(() => false)) return;
    await channel.messages.edit(messageId, { components: [] });
  } catch (err) {
    ctx.logger.warn({ err, messageId }, 'could not remove the controls of an old board');
  }
}
