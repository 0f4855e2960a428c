/**
 * The computer opponent on Discord. `/abstrac challenge opponent:@<the bot>` starts a match at
 * once (no Accept: the bot always accepts): the human is player 0, the nondealer of deal 1, so
 * they are offered Play first / Play second; the computer is player 1 and its user id is the
 * bot's own. The computer's moves come from the solver's worker pool (never the event loop),
 * are saved through the store like a player's (version-checked, so a second trigger is a no-op)
 * and posted with the next board; the bot is never pinged and never reminded or forfeited.
 * Results go to a separate "vs computer" record, not the rating leaderboard.
 *
 * Starting: the game is booked in the indexes before its record is created, then booked again
 * (start.ts explains the order): a stop in between leaves entries that point at nothing and are
 * dropped, and the player can start again; a stop after it leaves a listed game whose first board
 * resumeGames posts at the next start.
 */
import type { ChatInputCommandInteraction, ThreadChannel } from 'discord.js';
import { z } from 'zod';
import { type BotContext, type HandlerContext, UserError } from '../../bot/types.ts';
import { deriveSeed, newSeed } from '../../cards/random.ts';
import { type AbstracMove, type MatchEvent, matchView, type Player, type Variant } from '../../engine/abstrac/index.ts';
import { VARIANT_LABELS } from '../../render/abstracBoard.ts';
import { chooseMove, chooseMoveInWorker, LEVELS, type Level } from '../../solver/index.ts';
import { type Doc, StaleVersionError, type Store } from '../../store/index.ts';
import { tryFinishMatch } from './finish.ts';
import { describeEvents, ensureBoard, publish } from './flow.ts';
import { newGameRecord, playMove } from './game.ts';
import type { GameRecord } from './records.ts';
import {
  checkCanStart,
  createBookedGame,
  describeGoal,
  displayName,
  openGameThread,
  openingFailure,
  startGameInThread,
} from './start.ts';
import { collections, getTimers } from './store.ts';

export { LEVELS, type Level };
export const DEFAULT_LEVEL: Level = 'strong';
/** The computer always plays as player 1 (the first deal's dealer). */
export const COMPUTER_PLAYER: Player = 1;
/** A computer move not answered by the worker pool within this time is chosen in-process by the casual level. */
export const MOVE_TIMEOUT_MS = 5_000;

const MAX_MOVES_IN_A_ROW = 8;

export const computerName = (level: Level) => `Computer (${level})`;

/** The computer's player number in `game`, or null in a match between two people. */
export function computerOf(game: GameRecord): Player | null {
  return game.computer ? COMPUTER_PLAYER : null;
}

/** Whether the computer is the one to act now. */
export function isComputerTurn(game: GameRecord): boolean {
  return game.status === 'active' && game.computer !== undefined && matchView(game.match).toMove === COMPUTER_PLAYER;
}

export interface ComputerChallenge {
  level: Level;
  variant: Variant;
  target: number | null;
  deals: number | null;
}

/** `/abstrac challenge opponent:@<the bot>`: checks, then the thread and the first board, at once. */
export async function startComputerGame(i: ChatInputCommandInteraction, ctx: HandlerContext, c: ComputerChallenge) {
  const botId = ctx.client.user?.id;
  if (!botId) throw new UserError('Challenges work in a server channel.');
  const { guildId, settings } = await checkCanStart(
    i,
    ctx,
    botId,
    (threadId) => `You already have a game against the computer: <#${threadId}>. Finish or resign it first.`,
  );

  const name = displayName(i);
  const what = `**Abstrac · ${VARIANT_LABELS[c.variant]}** (${describeGoal(c)})`;
  await ctx.res.reply({
    content: `${name} takes on the computer (${c.level}) at ${what}: opening the game…`,
    allowedMentions: { users: [] },
  });
  const message = await i.fetchReply();
  const now = ctx.clock.now();
  let thread: ThreadChannel;
  let game: Doc<GameRecord>;
  try {
    const title = `Abstrac: ${name} vs ${computerName(c.level)}`;
    thread = await openGameThread(ctx, message, settings.threads, title, [i.user.id]);
    // Booked before it is created (createBookedGame): a stop in between leaves nothing unfindable.
    game = await createBookedGame(ctx, thread.id, {
      ...newGameRecord({
        guildId,
        parentChannelId: i.channelId,
        players: [i.user.id, botId],
        names: [name, computerName(c.level)],
        variant: c.variant,
        target: c.target,
        deals: c.deals,
        seed: newSeed(),
        now,
      }),
      computer: { level: c.level },
    });
  } catch (err) {
    await ctx.res
      .update({ content: `${name}'s game against the computer could not be opened.`, allowedMentions: { users: [] } })
      .catch(() => undefined);
    throw openingFailure(err);
  }
  const threadId = thread.id;
  await startGameInThread(ctx, game, threadId, () =>
    ctx.res.update({
      content: `${name} is playing the computer (${c.level}) at ${what}: the game is on in <#${threadId}>.`,
      allowedMentions: { users: [] },
    }),
  );
}

/** Threads whose computer move is being chosen by this process (a second trigger waits for nothing). */
const thinking = new Set<string>();

/** The computer's move at its level: in a worker; if the pool fails or is slow, the casual heuristic here. */
async function pickMove(ctx: BotContext, game: GameRecord): Promise<AbstracMove> {
  const level = game.computer?.level ?? DEFAULT_LEVEL;
  // One seed per deal: chooseMove mixes in the moves made, so the play is varied yet replayable.
  const seed = deriveSeed(game.match.seed, 1000 + game.match.results.length);
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      chooseMoveInWorker(level, game.match.current, seed),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no computer move in ${MOVE_TIMEOUT_MS} ms`)), MOVE_TIMEOUT_MS);
      }),
    ]);
  } catch (err) {
    ctx.logger.warn({ err }, 'the solver pool failed: the computer plays a casual move');
    return chooseMove('casual', game.match.current, seed);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Plays every move the computer has to make now (a choice of who starts may be followed by its
 * first take), saves each with the version it was chosen from, then posts once: the summaries of
 * finished deals and the next board, led by what the computer did. Returns whether it moved.
 * Safe to call at any time: it does nothing unless the computer is to act.
 */
export async function playComputerTurns(ctx: BotContext, threadId: string): Promise<boolean> {
  if (thinking.has(threadId)) return false;
  thinking.add(threadId);
  try {
    const { games } = collections(ctx.store);
    let doc: Doc<GameRecord> | undefined = await games.get(threadId);
    const events: MatchEvent[] = [];
    let moved = false;
    // At most a choice, a take ending a fullpack half, the next choice and a take in a row: more is a bug.
    for (let n = 0; doc && isComputerTurn(doc.value); n++) {
      if (n === MAX_MOVES_IN_A_ROW) throw new Error(`the computer is still to move after ${n} moves`);
      const move = await pickMove(ctx, doc.value);
      const from: Doc<GameRecord> = doc;
      let played: MatchEvent[] = [];
      try {
        doc = await games.update(
          threadId,
          (cur) => {
            const result = playMove(cur?.value, from.value.players[COMPUTER_PLAYER], move, ctx.clock.now());
            played = result.events;
            return result.game;
          },
          { expectedVersion: from.version },
        );
      } catch (err) {
        if (err instanceof StaleVersionError) break; // someone else moved (or resigned) meanwhile
        throw err;
      }
      events.push(...played);
      moved = true;
    }
    if (moved && doc) {
      if (doc.value.status === 'finished') await tryFinishMatch(ctx, threadId, doc.value);
      await publish(ctx, threadId, doc, events, null, [`🤖 ${describeEvents(doc.value, events).join(' ')}`]);
    }
    return moved;
  } finally {
    thinking.delete(threadId);
  }
}

/**
 * At startup: brings every game of the timers index of each guild the bot is in up to date
 * (ensureBoard): a computer turn left over by a stop between a player's move and the computer's
 * answer is played, a board or deal summary whose post was lost is posted, a finished match not
 * yet booked is booked. Returns how many games posted something. Never throws.
 */
export async function resumeGames(ctx: BotContext): Promise<number> {
  let resumed = 0;
  for (const guildId of ctx.client.guilds.cache.keys()) {
    try {
      for (const threadId of Object.keys((await getTimers(ctx.store, guildId)).games)) {
        const posted = await ensureBoard(ctx, threadId).catch((err) => {
          ctx.logger.warn({ err, threadId }, 'could not bring a game up to date');
          return false;
        });
        if (posted) resumed++;
      }
    } catch (err) {
      ctx.logger.warn({ err, guildId }, 'could not resume the computer turns of a guild');
    }
  }
  return resumed;
}

/**
 * Per guild and user: their results against each level of the computer (kept out of the ratings),
 * and the ids of the last COUNTED_KEPT matches counted, written in the same update as the counts,
 * so counting a match again (a retry after a failure half-way through finishMatch) is a no-op. A
 * player has at most one game against the computer at a time, so a few ids are plenty.
 */
export const ComputerRecord = z.object({
  name: z.string(),
  levels: z.record(
    z.string(),
    z.object({ games: z.number().int(), wins: z.number().int(), losses: z.number().int(), points: z.number() }),
  ),
  /** Thread ids of the last matches counted, oldest first (absent in older records). */
  counted: z.array(z.string()).default([]),
});
export type ComputerRecord = z.infer<typeof ComputerRecord>;

const COUNTED_KEPT = 20;

const computerRecords = (store: Store) => store.collection('abstrac-vs-computer', ComputerRecord);

/** Counts the finished match of `threadId` against the computer for its human player, once. */
export async function recordComputerResult(
  store: Store,
  threadId: string,
  game: GameRecord,
  result: { winner: Player; totals: [number, number] },
): Promise<ComputerRecord> {
  const human = (1 - COMPUTER_PLAYER) as Player;
  const level = game.computer?.level ?? DEFAULT_LEVEL;
  const doc = await computerRecords(store).update(`${game.guildId}:${game.players[human]}`, (cur) => {
    const counted = cur?.value.counted ?? [];
    if (cur && counted.includes(threadId)) return cur.value;
    const before = cur?.value.levels[level] ?? { games: 0, wins: 0, losses: 0, points: 0 };
    const won = result.winner === human;
    return {
      name: game.names[human],
      levels: {
        ...cur?.value.levels,
        [level]: {
          games: before.games + 1,
          wins: before.wins + (won ? 1 : 0),
          losses: before.losses + (won ? 0 : 1),
          points: before.points + result.totals[human],
        },
      },
      counted: [...counted, threadId].slice(-COUNTED_KEPT),
    };
  });
  return doc.value;
}

/** A user's record against the computer, e.g. for /stats ("vs computer (strong): 3 played, 2 W / 1 L"). */
export async function computerStats(store: Store, guildId: string, userId: string): Promise<string[]> {
  const doc = await computerRecords(store).get(`${guildId}:${userId}`);
  return LEVELS.flatMap((level) => {
    const r = doc?.value.levels[level];
    return r ? [`vs computer (${level}): ${r.games} played, ${r.wins} W / ${r.losses} L · ${r.points} pts`] : [];
  });
}
