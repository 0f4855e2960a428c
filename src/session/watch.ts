/**
 * Spectators: 👀 **Watch** on the message in the channel that says where a game is on adds whoever
 * presses it to the game's thread (Discord's thread members), and says so privately. In a server
 * whose games get private threads this is allowed too: whoever can see the channel the button is in
 * may watch (the invitation and the players' names were public there already). A spectator sees what
 * the thread shows, never a hand: Your hand, moves, hints and take-backs refuse anyone not seated.
 */
import { UserError } from '../bot/types.ts';
import { say, type Text } from '../i18n/index.ts';
import type { GameHandle } from './handle.ts';
import type { Answer } from './ports.ts';
import { TEXT } from './text.ts';
import type { AnyGame } from './types.ts';

export const WATCH = {
  playing: (threadId: string): Text => ({ key: 'session.watch.playing', vars: { threadId } }),
  over: (threadId: string): Text => ({ key: 'session.watch.over', vars: { threadId } }),
  watching: (threadId: string): Text => ({ key: 'session.watch.watching', vars: { threadId } }),
} as const;

/** 👀 Watch pressed by `userId` for the game of `handle`. */
export async function watchGame(handle: GameHandle, userId: string, answer: Answer, game: AnyGame) {
  const { threadId, outbox } = handle;
  await answer.deferPrivate();
  const session = (await handle.load())?.value;
  if (!session || session.game !== game.id) throw new UserError(TEXT.noGame);
  if (session.seats.some((s) => s.id === userId && !s.computer)) throw new UserError(WATCH.playing(threadId));
  if (session.status !== 'active') throw new UserError(WATCH.over(threadId));
  if (!(await outbox.threadExists(threadId))) throw new UserError(TEXT.noGame);
  await outbox.addToThread(threadId, userId);
  await answer.tell(say(answer.locale, WATCH.watching(threadId)));
}
