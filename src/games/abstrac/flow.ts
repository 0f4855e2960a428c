/**
 * A game in its thread: moves, boards, the end of a match. The order of a move is fixed:
 * save through the store with the clicked board's version (so a stale or doubled click is refused
 * and nothing is applied twice), answer the click by dropping its buttons (the interaction's first
 * answer, an UPDATE_MESSAGE callback; deferred first only if saving is slow, see MOVE_DEFER_MS),
 * then post what follows. One callback instead of a defer plus an edit keeps a move to one request
 * under the bot's global REST limit (50/s; interaction callbacks are outside it). Posting is
 * idempotent per game version (`boards` record, under its own lock): if it fails after the move was
 * saved, the next click on an old board or `/abstrac status` posts the missing board, once.
 */
import { type Message, RESTJSONErrorCodes, type SendableChannels } from 'discord.js';
import type { ParsedCustomId } from '../../bot/customId.ts';
import { missingPermissionNames, requiredThreadPermissions } from '../../bot/permissions.ts';
import { type BotContext, type HandlerContext, type RoutedInteraction, UserError } from '../../bot/types.ts';
import type { AbstracMove, MatchEvent } from '../../engine/abstrac/index.ts';
import { themeNamed } from '../../render/abstrac.ts';
import { type Doc, StaleVersionError, StoreError } from '../../store/index.ts';
import { getSettings } from '../settings.ts';
import { boardPayload, dealAnalysis, dealSummary, resultLine } from './board.ts';
import { computerStats, isComputerTurn, playComputerTurns } from './computer.ts';
import { tryFinishMatch } from './finish.ts';
import { playerOf, playMove, TEXT } from './game.ts';
import type { BoardRecord, GameRecord } from './records.ts';
import { collections } from './store.ts';

export const STORE_DOWN =
  "I couldn't save that: the game's storage is not responding. Nothing changed; try again in a moment.";
/** A move not saved by then is acknowledged with a deferUpdate, well inside Discord's 3 seconds. */
export const MOVE_DEFER_MS = 1000;

export const POST_FAILED =
  "Your move is saved, but I couldn't post the next board. Use `/abstrac status` in this thread to show it.";

/**
 * Threads whose board is being posted by this process right now (one game lives in one process),
 * with how many moves are posting: each move takes out only the mark it put in, so a stale click
 * failing meanwhile never clears the mark of the move being posted.
 */
const publishing = new Map<string, number>();
const markPublishing = (threadId: string, by: 1 | -1) => {
  const n = (publishing.get(threadId) ?? 0) + by;
  if (n > 0) publishing.set(threadId, n);
  else publishing.delete(threadId);
};
/** Whether a move of this thread is being posted by this process now. */
export const isPublishing = (threadId: string): boolean => publishing.has(threadId);

export async function sendableChannel(ctx: BotContext, id: string): Promise<SendableChannels> {
  const channel = ctx.client.channels.cache.get(id) ?? (await ctx.client.channels.fetch(id));
  if (!channel?.isSendable()) throw new Error(`channel ${id} is not one the bot can post in`);
  return channel;
}

/** "alice took K♠ Q♠.", "alice plays first." — what a move did, in words. */
export function describeEvents(game: GameRecord, events: readonly MatchEvent[]): string[] {
  const out: string[] = [];
  for (const e of events) {
    if (e.type === 'took') out.push(`${game.names[e.player]} took ${e.cards.join(' ')}.`);
    if (e.type === 'chose') out.push(`${game.names[e.player]} plays ${e.first === 'nondealer' ? 'first' : 'second'}.`);
  }
  return out;
}

const EMPTY_BOARD: BoardRecord = {
  messageId: null,
  version: 0,
  remindedFor: null,
  deals: 0,
};

/**
 * The finished deals whose summary is due: those after the last one posted (so a summary lost with a
 * failed post or a stop is rebuilt from `match.results`), or, for a board record that predates that
 * count, the deals `events` finished.
 */
function dealsToSummarise(board: BoardRecord, game: GameRecord, events: readonly MatchEvent[]): number[] {
  if (board.deals === undefined) return events.flatMap((e) => (e.type === 'deal-scored' ? [e.deal] : []));
  return game.match.results.map((_, n) => n).filter((n) => n >= (board.deals ?? 0));
}

/**
 * Posts what the game at `doc` shows, unless a board of that version was already posted: deal
 * summaries for deals finished since the last post (see dealsToSummarise), then the next board with
 * its buttons (or the result). The previous board loses its buttons (except `clickedId`, which the
 * click itself edits). `lead` lines (what the computer just did) open the first message posted. No
 * board is posted while the computer is to act: its move follows at once and posts the next one.
 *
 * Each summary's post-deal analysis (the solver's review, in a worker, and its table) is started
 * with the pictures but is not waited for: once the next board is up, the summary message is edited
 * to add it. So a move that ends a deal shows the next board about as fast as any other move; the
 * analysis is an extra, and if it fails or a stop comes first, the summary stays without it.
 */
export async function publish(
  ctx: BotContext,
  threadId: string,
  doc: Doc<GameRecord>,
  events: readonly MatchEvent[] = [],
  clickedId: string | null = null,
  lead: readonly string[] = [],
): Promise<boolean> {
  let posted = false;
  const annotations: Promise<void>[] = [];
  await collections(ctx.store).boards.update(threadId, async (current) => {
    const board = current?.value ?? EMPTY_BOARD;
    if (board.version >= doc.version) return board;
    const channel = await sendableChannel(ctx, threadId);
    if (board.messageId && board.messageId !== clickedId) await dropButtons(channel, board.messageId, ctx);
    const game = doc.value;
    const over = game.match.outcome !== null;
    const settings = await getSettings(ctx.store, game.guildId);
    const theme = themeNamed(settings.deck === 'four-colour' ? 'fourColour' : 'classic');
    const deals = dealsToSummarise(board, game, events);
    const analyses = deals.map((n) =>
      dealAnalysis(game, n, (err) => logAnalysisFailure(ctx, err)).catch((err: unknown) => {
        logAnalysisFailure(ctx, err);
        return null;
      }),
    );
    // Draw every image first, together (PNG compression runs off the main thread), then post in order.
    const [summaries, next, result] = await Promise.all([
      Promise.all(deals.map((n) => dealSummary(game, n, theme))),
      game.status === 'active' && !isComputerTurn(game) ? boardPayload(threadId, doc.version, game, theme) : null,
      game.status === 'active' ? '' : finalLines(ctx, game),
    ]);
    // The bot's own id is never pinged (a game against the computer).
    const pinged = over ? humans(ctx, game) : [];
    let first = lead.length > 0 ? `${lead.join('\n')}\n` : '';
    const opening = (content: string) => {
      const out = `${first}${content}`.slice(0, 2000);
      first = '';
      return out;
    };
    const summaryMessages: Message[] = [];
    for (const { files, line } of summaries) {
      summaryMessages.push(
        await channel.send({
          content: opening(over ? `${line}\n${result}` : line),
          files,
          allowedMentions: { users: pinged },
        }),
      );
    }
    let message: Message | null = null;
    if (next) message = await channel.send({ ...next, content: opening(next.content) });
    else if (game.status !== 'active' && summaries.length === 0)
      await channel.send({ content: opening(result), allowedMentions: { users: pinged } });
    posted = true;
    summaryMessages.forEach((m, k) => {
      annotations.push(addAnalysis(ctx, m, analyses[k] ?? Promise.resolve(null)));
    });
    return {
      messageId: message?.id ?? null,
      version: doc.version,
      remindedFor: board.remindedFor,
      deals: game.match.results.length,
    };
  });
  await Promise.all(annotations);
  return posted;
}

/** Adds a deal's analysis (lines and table) to its posted summary; a failure is logged, never thrown. */
async function addAnalysis(
  ctx: BotContext,
  summary: Message,
  analysis: Promise<Awaited<ReturnType<typeof dealAnalysis>>>,
): Promise<void> {
  try {
    const found = await analysis;
    if (!found) return;
    await summary.edit({
      content: `${summary.content}\n${found.lines.join('\n')}`.slice(0, 2000),
      files: [found.file],
      // Keep the summary picture; the table is added after it.
      attachments: [...summary.attachments.values()],
      allowedMentions: { users: [] },
    });
  } catch (err) {
    ctx.logger.warn({ err, messageId: summary.id }, 'could not add the analysis to a deal summary');
  }
}

const humans = (ctx: BotContext, game: GameRecord) => game.players.filter((id) => id !== ctx.client.user?.id);

function logAnalysisFailure(ctx: BotContext, err: unknown): void {
  ctx.logger.warn({ err }, 'no post-deal analysis: the summary goes without it');
}

/** The closing line of a finished match; against the computer, with the player's record against it. */
async function finalLines(ctx: BotContext, game: GameRecord): Promise<string> {
  if (!game.computer) return resultLine(game);
  const human = game.players[0];
  const record = await computerStats(ctx.store, game.guildId, human).catch(() => []);
  const mine = record.find((line) => line.startsWith(`vs computer (${game.computer?.level})`));
  return mine ? `${resultLine(game)}\nYour record ${mine}.` : resultLine(game);
}

async function dropButtons(channel: SendableChannels, messageId: string, ctx: BotContext): Promise<void> {
  try {
    const message = await channel.messages.fetch(messageId);
    if (message.components.length > 0) await message.edit({ components: [] });
  } catch (err) {
    ctx.logger.warn({ err, messageId }, 'could not remove the buttons of an old board');
  }
}

/**
 * Posts the current board if the last one posted is older than the game (a post that failed), and
 * plays the computer's turn if one was left over (e.g. by a restart between a move and its answer).
 */
export async function ensureBoard(ctx: BotContext, threadId: string): Promise<boolean> {
  if (publishing.has(threadId)) return false;
  const doc = await collections(ctx.store).games.get(threadId);
  if (!doc) return false;
  if (doc.value.status === 'finished' && !(await collections(ctx.store).results.get(threadId)))
    await tryFinishMatch(ctx, threadId, doc.value);
  if (isComputerTurn(doc.value)) return playComputerTurns(ctx, threadId);
  const board = (await collections(ctx.store).boards.get(threadId))?.value ?? EMPTY_BOARD;
  if (board.version >= doc.version) return false;
  return publish(ctx, threadId, doc);
}

/** A button or menu move: see the file comment for the order of things. */
export async function handleMove(
  i: RoutedInteraction,
  ctx: HandlerContext,
  id: ParsedCustomId,
  move: AbstracMove,
): Promise<void> {
  // Waiting for the game's lock or a slow store must not eat into Discord's 3 seconds.
  const deferTimer = setTimeout(() => {
    ctx.res.defer('update').catch((err) => ctx.log.warn({ err }, 'could not defer a slow move'));
  }, MOVE_DEFER_MS);
  const threadId = id.gameId;
  const { games } = collections(ctx.store);
  let events: MatchEvent[] = [];
  let doc: Doc<GameRecord>;
  let marked = false;
  try {
    doc = await games.update(
      threadId,
      (current) => {
        const played = playMove(current?.value, i.user.id, move, ctx.clock.now());
        events = played.events;
        if (!marked) markPublishing(threadId, 1);
        marked = true;
        return played.game;
      },
      { expectedVersion: id.version },
    );
  } catch (err) {
    if (marked) markPublishing(threadId, -1);
    throw await explainFailure(ctx, threadId, i.user.id, err);
  } finally {
    clearTimeout(deferTimer);
  }
  try {
    const saved = doc;
    const said = describeEvents(saved.value, events).join(' ');
    // The clicked board loses its buttons while the next one is drawn and posted (independent requests).
    const edit = i.isMessageComponent()
      ? ctx.res.update({
          content: (said ? `${i.message.content}\n→ ${said}` : i.message.content).slice(0, 2000),
          components: [],
          allowedMentions: { users: [] },
        })
      : Promise.resolve();
    const next = (async () => {
      if (saved.value.status === 'finished') await tryFinishMatch(ctx, threadId, saved.value);
      await publish(ctx, threadId, saved, events, i.isMessageComponent() ? i.message.id : null);
      // The computer answers at once (its move is chosen in a worker); a failure there is not the player's.
      if (isComputerTurn(saved.value))
        await playComputerTurns(ctx, threadId).catch((err) =>
          ctx.log.error({ err, threadId }, 'the computer could not play its move'),
        );
    })();
    const [edited, posted] = await Promise.allSettled([edit, next]);
    if (posted.status === 'rejected') throw posted.reason;
    if (edited.status === 'rejected') ctx.log.warn({ err: edited.reason }, 'could not remove the clicked buttons');
  } catch (err) {
    ctx.log.error({ err, threadId }, 'move saved but the board could not be posted');
    throw new UserError(postFailure(i, err));
  } finally {
    markPublishing(threadId, -1);
  }
}

/**
 * What a player is told when their saved move could not be posted: a permission Discord refused
 * (Missing Permissions / Missing Access) is named from the bot's permissions in the thread.
 */
function postFailure(i: RoutedInteraction, err: unknown): string {
  const code = (err as { code?: unknown }).code;
  if (code !== RESTJSONErrorCodes.MissingPermissions && code !== RESTJSONErrorCodes.MissingAccess) return POST_FAILED;
  const missing = missingPermissionNames(i.appPermissions, requiredThreadPermissions(true, 'public'));
  // Nothing to name (the interaction showed every permission): the usual answer.
  if (missing.length === 0) return POST_FAILED;
  return `Your move is saved, but I can't post the next board in this thread: I need ${missing.join(', ')}. Ask a server admin to grant ${missing.length === 1 ? 'it' : 'them'} to my role, then use \`/abstrac status\` here to show the board.`;
}

/** The reply to a move that was not saved. A stale click by a player also re-posts a missing board. */
async function explainFailure(ctx: HandlerContext, threadId: string, userId: string, err: unknown): Promise<unknown> {
  if (err instanceof StaleVersionError) {
    const current = await collections(ctx.store)
      .games.get(threadId)
      .catch(() => null);
    // null: the store failed just now; still a stale click, so say that.
    if (current === null) return new UserError(TEXT.boardChanged);
    if (!current) return new UserError(TEXT.noGame);
    if (playerOf(current.value, userId) === null) return new UserError(TEXT.notYourGame);
    if (current.value.status === 'finished') return new UserError(TEXT.gameOver);
    await ensureBoard(ctx, threadId).catch((e) => ctx.log.warn({ err: e }, 'could not re-post the board'));
    return new UserError(TEXT.boardChanged);
  }
  if (err instanceof StoreError) {
    ctx.log.error({ err, threadId }, 'store failed during a move');
    return new UserError(STORE_DOWN);
  }
  return err;
}

/** Ends an active game by resignation or forfeit, then posts the result. Returns the saved game. */
export async function endGame(
  ctx: BotContext,
  threadId: string,
  endFn: (game: GameRecord | undefined) => GameRecord,
  expectedVersion?: number,
): Promise<Doc<GameRecord>> {
  const doc = await collections(ctx.store).games.update(threadId, (cur) => endFn(cur?.value), { expectedVersion });
  await tryFinishMatch(ctx, threadId, doc.value);
  await publish(ctx, threadId, doc).catch((err) => ctx.logger.error({ err, threadId }, 'could not post the result'));
  return doc;
}
