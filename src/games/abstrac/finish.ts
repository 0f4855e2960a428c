/** The end of a match, once it is saved: its result counted once, then the indexes that listed it. */
import type { BotContext } from '../../bot/types.ts';
import { recordResult } from '../leaderboard.ts';
import { recordComputerResult } from './computer.ts';
import { resultOf } from './game.ts';
import type { GameRecord } from './records.ts';
import { collections, setActive, setTimers } from './store.ts';

/**
 * The bookkeeping of a finished match: its result counted once, then the indexes. Whoever saves the
 * finish calls it; if it fails or the bot stops first, the game's timer entry is still there (it is
 * cleared last) and the scheduler (or resumeGames at the next start) calls it again. Throws on failure.
 *
 * Counting once does not rest on the `results` key alone: that key is written after the leaderboard
 * (or the record against the computer), so a failure or a stop in between would leave the match
 * counted without its marker. Each of those records therefore remembers the match ids it has
 * counted, in the same write as the counts and ratings (leaderboard.ts, recordComputerResult), and
 * counting again is a no-op there. The `results` key is the fast path: once it is written, a retry
 * does not even read the leaderboards.
 */
export async function finishMatch(ctx: BotContext, threadId: string, game: GameRecord): Promise<void> {
  const result = resultOf(game);
  if (!result) return;
  const { results } = collections(ctx.store);
  if (!(await results.get(threadId)))
    await results.update(threadId, async (cur) => {
      if (cur) return cur.value; // counted meanwhile (the update runs under the record's lock)
      // Games against the computer stay off the ratings: they count in the player's record against it.
      if (game.computer) await recordComputerResult(ctx.store, threadId, game, result);
      else
        await recordResult(ctx.store, {
          matchId: threadId,
          guildId: game.guildId,
          game: 'abstrac',
          variant: game.match.variant,
          winner: {
            id: game.players[result.winner],
            name: game.names[result.winner],
            points: result.totals[result.winner],
          },
          loser: {
            id: game.players[result.loser],
            name: game.names[result.loser],
            points: result.totals[result.loser],
          },
        });
      return { recordedAt: ctx.clock.now() };
    });
  await setActive(ctx.store, game.guildId, game.players, threadId, true);
  await setTimers(ctx.store, game.guildId, { games: { [threadId]: null } });
}

/** finishMatch, a failure logged (the scheduler retries it): the result is posted all the same. */
export async function tryFinishMatch(ctx: BotContext, threadId: string, game: GameRecord): Promise<void> {
  await finishMatch(ctx, threadId, game).catch((err) =>
    ctx.logger.error({ err, threadId }, 'could not record a finished match (the scheduler retries)'),
  );
}
