/**
 * Reminders, forfeits and challenge expiries, driven from the store so they survive restarts.
 * `tick(ctx)` looks at every guild the bot is in: its timers index says which games and
 * challenges may be due (lower bounds); each is rechecked against its own record with
 * `ctx.clock.now()`. In production `startScheduler` ticks every minute; tests call `tick` directly.
 *
 * A player who has not moved for `reminderHours` is pinged once (per position); after
 * `forfeitHours` they forfeit and the other player wins (leaderboard updated).
 * A game is rechecked at least every `RECHECK_MS` (its stored due time is capped), so lowering
 * the settings takes effect for running games within the hour.
 */
import type { BotContext } from '../bot/types.ts';
import { matchView } from '../engine/abstrac/index.ts';
import { expireChallenge } from './abstrac/challenge.ts';
import { isComputerTurn } from './abstrac/computer.ts';
import { finishMatch } from './abstrac/finish.ts';
import { endGame, ensureBoard, sendableChannel } from './abstrac/flow.ts';
import { endBy } from './abstrac/game.ts';
import { collections, getTimers, setTimers } from './abstrac/store.ts';
import { type GuildSettings, getSettings, HOUR_MS } from './settings.ts';

export const TICK_MS = 60_000;
export const RECHECK_MS = HOUR_MS;

export interface TickReport {
  reminded: string[];
  forfeited: string[];
  expired: string[];
}

/** One pass over every guild; never throws (each failure is logged and retried next tick). */
export async function tick(ctx: BotContext, guildIds?: readonly string[]): Promise<TickReport> {
  const report: TickReport = { reminded: [], forfeited: [], expired: [] };
  for (const guildId of guildIds ?? [...ctx.client.guilds.cache.keys()]) {
    try {
      await tickGuild(ctx, guildId, report);
    } catch (err) {
      ctx.logger.error({ err, guildId }, 'scheduler tick failed for a guild');
    }
  }
  return report;
}

async function tickGuild(ctx: BotContext, guildId: string, report: TickReport): Promise<void> {
  const now = ctx.clock.now();
  const timers = await getTimers(ctx.store, guildId);
  for (const [challengeId, due] of Object.entries(timers.challenges)) {
    if (due > now) continue;
    await expireChallenge(ctx, challengeId).catch((err) =>
      ctx.logger.warn({ err, challengeId }, 'could not expire a challenge'),
    );
    report.expired.push(challengeId);
  }
  const dueGames = Object.entries(timers.games).filter(([, due]) => due <= now);
  if (dueGames.length === 0) return;
  const settings = await getSettings(ctx.store, guildId);
  const next: Record<string, number | null> = {};
  for (const [threadId] of dueGames) {
    try {
      const due = await checkGame(ctx, threadId, settings, now, report);
      next[threadId] = due === null ? null : Math.min(due, now + RECHECK_MS);
    } catch (err) {
      ctx.logger.warn({ err, threadId }, 'could not check a game for reminders');
    }
  }
  await setTimers(ctx.store, guildId, { games: next }, { onlyExisting: true });
}

/** Reminds or forfeits if due; returns when to look again (null: the game is over). */
async function checkGame(
  ctx: BotContext,
  threadId: string,
  settings: GuildSettings,
  now: number,
  report: TickReport,
): Promise<number | null> {
  const { games, boards } = collections(ctx.store);
  const doc = await games.get(threadId);
  if (!doc) return null;
  // A finished game still listed: its bookkeeping did not complete (a failure or a stop). Throws to keep the entry.
  if (doc.value.status === 'finished') {
    await finishMatch(ctx, threadId, doc.value);
    return null;
  }
  let game = doc.value;
  let version = doc.version;
  if (isComputerTurn(game)) {
    // The computer is never reminded nor forfeited: a turn of its left over (a restart) is played now
    // (through ensureBoard, which leaves alone a game whose move is being posted right now).
    await ensureBoard(ctx, threadId);
    const after = await games.get(threadId);
    if (!after) return null;
    if (after.value.status === 'finished') {
      await finishMatch(ctx, threadId, after.value);
      return null;
    }
    game = after.value;
    version = after.version;
    if (isComputerTurn(game)) return now + settings.reminderHours * HOUR_MS;
  }
  const mover = matchView(game.match).toMove;
  if (mover === null) return null;
  const remindAt = game.lastMoveAt + settings.reminderHours * HOUR_MS;
  const forfeitAt = game.lastMoveAt + settings.forfeitHours * HOUR_MS;
  if (now >= forfeitAt) {
    // expectedVersion: a move that lands meanwhile wins over the forfeit.
    await endGame(ctx, threadId, (g) => endBy(g, mover, 'forfeited').game, version);
    report.forfeited.push(threadId);
    return null;
  }
  if (now < remindAt) return remindAt;
  const board = await boards.get(threadId);
  if (board?.value.remindedFor === game.lastMoveAt) return forfeitAt;
  const hours = Math.round((forfeitAt - now) / HOUR_MS);
  try {
    const channel = await sendableChannel(ctx, threadId);
    await channel.send({
      content: `⏰ <@${game.players[mover]}>, it's your move${board?.value.messageId ? ' (the buttons are on the last board)' : ''}. If you don't play within ${hours} h, you forfeit the game.`,
      allowedMentions: { users: [game.players[mover]] },
    });
  } catch (err) {
    // A deleted or inaccessible thread: recorded as reminded anyway, so it is not retried every minute.
    ctx.logger.warn({ err, threadId }, 'could not post a reminder');
  }
  await boards.update(threadId, (cur) => ({
    messageId: cur?.value.messageId ?? null,
    version: cur?.value.version ?? 0,
    remindedFor: game.lastMoveAt,
    ...(cur?.value.deals !== undefined ? { deals: cur.value.deals } : {}),
  }));
  report.reminded.push(threadId);
  return forfeitAt;
}

/**
 * Ticks every `TICK_MS` until the client is destroyed (unref'd: never keeps the process alive).
 * The disposer stops the ticks and resolves once a tick under way has finished, so a stop never
 * cuts a forfeit (save, bookkeeping, post) in half.
 */
export function startScheduler(ctx: BotContext, everyMs = TICK_MS): () => Promise<void> {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (!ctx.client.isReady()) {
      if (ctx.client.token === null) clearInterval(timer);
      return;
    }
    if (running) return;
    running = tick(ctx).finally(() => {
      running = null;
    });
  }, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
