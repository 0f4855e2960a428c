/**
 * Posting what a saved session shows, once per session version: summaries of the rounds finished
 * since the last post, then the next board with its controls (or the result). Posting is
 * idempotent per version (the `posts` record): if it fails after a move was saved, the next click
 * on an old board, the seat's `/… status` or the start-up recovery posts what is missing, once.
 *
 * Once per version across processes too: a process first claims the version in the `posts` record
 * (a compare-and-set in the store), and only the process whose claim lands posts; a claim left by a
 * process that stopped half-way is taken over after CLAIM_MS. In one process a per-thread lock
 * keeps posts in order.
 *
 * A round's extra (Abstrac's analysis) is started with the pictures but never waited for: once the
 * next board is up, the summary message is edited to add it; if it fails, the summary stays as posted.
 */
import {
  ActionRowBuilder,
  type Attachment,
  ButtonBuilder,
  ButtonStyle,
  type Message,
  type MessageActionRowComponentBuilder,
  type MessageCreateOptions,
  type SendableChannels,
} from 'discord.js';
import type { BotContext } from '../bot/types.ts';
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

/** A claim on posting a version older than this is taken over (its process stopped half-way). */
export const CLAIM_MS = 60_000;

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
    if (!claimed) return false;
    try {
      return await postVersion(ctx, game, threadId, doc, claimed, opts, annotations);
    } catch (err) {
      // Nothing (or not everything) went out: the version is left to the next attempt at once.
      await release(ctx, threadId, doc.version);
      throw err;
    }
  });
  await Promise.all(annotations);
  return posted;
}

/** Archives and locks a finished game's thread (the server's setting); a refusal is logged. */
async function archive(ctx: BotContext, threadId: string): Promise<void> {
  try {
    const thread = await ctx.client.channels.fetch(threadId);
    if (thread?.isThread()) {
      // One request for both (each request counts against the bot's global limit).
      await thread.edit({ locked: true, archived: true, reason: 'the game is over' });
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
      return post.claim?.version === version ? { ...post, claim: null } : post;
    })
    .catch((err) => ctx.logger.warn({ err, threadId }, 'could not release a claim on posting'));
}

/** Draws and posts what `doc` shows, the claim held. */
async function postVersion(
  ctx: BotContext,
  game: AnyGame,
  threadId: string,
  doc: Doc<SessionRecord>,
  claimed: Doc<PostRecord>,
  opts: PublishOptions,
  annotations: Promise<void>[],
): Promise<boolean> {
  const post = claimed.value;
  const session = parseSession(game, doc.value);
  const channel = await sendableChannel(ctx, threadId);
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
  const pinged = active ? [] : humans(session).map((s) => s.id);
  let first = opts.lead && opts.lead.length > 0 ? `${opts.lead.join('\n')}\n` : '';
  const opening = (content: string) => {
    const out = `${first}${content}`.slice(0, 2000);
    first = '';
    return out;
  };
  const summaryMessages: Message[] = [];
  // A finished game's result carries 🔁 Rematch (src/games/rematch.ts), on its last message.
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
  // Posted: a failure to record it must not be reported as a failed post (the claim then keeps
  // other attempts off this version until it goes stale).
  await collections(ctx.store)
    .posts.update(
      threadId,
      (cur) => ({
        ...(cur?.value ?? EMPTY_POST),
        messageId: message?.id ?? null,
        version: Math.max(doc.version, cur?.value.version ?? 0),
        rounds: Math.max(finished, cur?.value.rounds ?? 0),
        claim: null,
      }),
      // Written against the claim just made (no read), unless another process wrote since.
      { current: claimed },
    )
    .catch((err) => ctx.logger.error({ err, threadId }, 'posted, but could not record it'));
  return true;
}

/**
 * Claims the posting of `version`: null when it was posted already or another process is posting
 * it now. The compare-and-set (expectedVersion of the posts record read) lets one process win.
 */
async function claim(ctx: BotContext, threadId: string, version: number): Promise<Doc<PostRecord> | null> {
  const { posts } = collections(ctx.store);
  const current = await posts.get(threadId);
  const post = current?.value ?? EMPTY_POST;
  if (post.version >= version) return null;
  const now = Date.now();
  if (post.claim && post.claim.version >= version && now - post.claim.at < CLAIM_MS) return null;
  try {
    return await posts.update(threadId, () => ({ ...post, claim: { version, at: now } }), {
      expectedVersion: current?.version ?? 0,
      current,
    });
  } catch (err) {
    if (err instanceof StaleVersionError) return null;
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
    await channel.messages.edit(messageId, { components: [] });
  } catch (err) {
    ctx.logger.warn({ err, messageId }, 'could not remove the controls of an old board');
  }
}
