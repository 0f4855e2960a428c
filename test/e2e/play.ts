/** Playing through the stand-in as the players do: seeded random choices among the live controls. */
import { deriveSeed } from '../../src/cards/random.ts';
import type { Choice, World } from '../../src/tools/demo/world.ts';
import type { StandInUser, StoredMessage } from '../../src/tools/standin/index.ts';

export const settled = (w: World, threadId: string) => w.settled(threadId);

/** Challenge, accept, and return the game's thread id and its first board. */
export function startGame(
  w: World,
  challenger: StandInUser,
  challenged: StandInUser,
  options: Record<string, unknown> = {},
): Promise<{ threadId: string; board: StoredMessage; challenge: StoredMessage }> {
  return w.startGame(challenger, challenged, options);
}

/** One move by whoever is to move, picked by `pick` among the live controls; resolves with what followed. */
export async function playOne(
  w: World,
  threadId: string,
  pick: (choices: Choice[]) => Choice,
): Promise<{ next: StoredMessage; choice: Choice; by: StandInUser }> {
  const board = w.liveBoard(threadId);
  if (!board) throw new Error('no live board');
  const by = w.moverOf(board);
  if (!by) throw new Error(`nobody to move on: ${board.text}`);
  const choice = pick(w.choices(board));
  w.press(by, board, choice);
  const next = await w.waitForNext(threadId, w.versionOf(board));
  await settled(w, threadId);
  return { next, choice, by };
}

export const seededPick =
  (seed: number) =>
  (choices: Choice[]): Choice => {
    seed = deriveSeed(seed, 1);
    return choices[(seed >>> 0) % choices.length] as Choice;
  };

/** Plays until the match result is posted (or `until` says stop); returns the number of moves. */
export async function playToEnd(
  w: World,
  threadId: string,
  pick: (choices: Choice[]) => Choice,
  until: (next: StoredMessage) => boolean = (m) => /wins the match/.test(m.text),
): Promise<number> {
  for (let moves = 1; moves < 2000; moves++) {
    const { next } = await playOne(w, threadId, pick);
    if (until(next)) return moves;
  }
  throw new Error('the match did not end');
}
