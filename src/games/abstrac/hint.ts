/**
 * The Hint button (`abstrac:hint:<threadId>:<version>`): shown on the board of a game that allows
 * hints, to the player to move. Hints are allowed against the computer, and in a match between
 * two people when the challenger asked for them (`hints:true`) and the opponent accepted the
 * challenge so worded. The answer is ephemeral, from a perfect solve in the worker pool; in a
 * match between two people the thread is told that the player used a hint, so it stays fair.
 * The game record is not touched (its version is the one the buttons carry).
 */
import type { ParsedCustomId } from '../../bot/customId.ts';
import { type HandlerContext, type RoutedInteraction, UserError } from '../../bot/types.ts';
import { hintText, solveInWorker } from '../../solver/index.ts';
import { sendableChannel } from './flow.ts';
import { playerOf, TEXT, toMove } from './game.ts';
import type { GameRecord } from './records.ts';
import { collections } from './store.ts';

export const HINT_TEXT = {
  off: 'Hints are off in this game: both players agree to them when the challenge is made (`hints:true`).',
  notYourTurn: (name: string) => `Hints are for the player to move: it's ${name}'s turn.`,
  failed: "I couldn't work out a hint just now: try again in a moment.",
} as const;

/** Whether hints are on: always against the computer, otherwise only when both players agreed. */
export function hintsAllowed(game: GameRecord): boolean {
  return game.computer !== undefined || game.hints === true;
}

/** The Hint button's handler: checks, then the hint privately, and the announcement in a human match. */
export async function handleHint(i: RoutedInteraction, ctx: HandlerContext, id: ParsedCustomId): Promise<void> {
  await ctx.res.defer('ephemeral');
  const doc = await collections(ctx.store).games.get(id.gameId);
  if (!doc) throw new UserError(TEXT.noGame);
  const game = doc.value;
  const player = playerOf(game, i.user.id);
  if (player === null) throw new UserError(TEXT.notYourGame);
  if (!hintsAllowed(game)) throw new UserError(HINT_TEXT.off);
  if (game.status !== 'active') throw new UserError(TEXT.gameOver);
  if (doc.version !== id.version) throw new UserError(TEXT.boardChanged);
  const mover = toMove(game);
  if (mover !== player) throw new UserError(HINT_TEXT.notYourTurn(mover === null ? '' : game.names[mover]));
  const solution = await solveInWorker(game.match.current).catch((err: unknown) => {
    ctx.log.error({ err }, 'the solver pool failed to work out a hint');
    throw new UserError(HINT_TEXT.failed);
  });
  if (solution.toMove === null) throw new UserError(TEXT.gameOver);
  // Fullpack's halves are scored apart, so the solver's values are the current half's.
  const half = game.match.variant === 'fullpack' ? ' Points are for this half of the deal.' : '';
  await ctx.res.reply({ content: `💡 ${hintText(solution)}${half}`, ephemeral: true });
  if (game.computer === undefined) {
    const channel = await sendableChannel(ctx, id.gameId);
    await channel.send({ content: `💡 ${game.names[player]} used a hint.`, allowedMentions: { users: [] } });
  }
}
