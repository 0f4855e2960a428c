/**
 * The Hint button through the stand-in: against the computer, and in a match between two people
 * only when the challenge said `hints:true` and was accepted. The hint is private and for the
 * player to move only; in a human match the thread is told.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hintText, solvePosition } from '../../src/games/abstrac/solver/index.ts';
import { startWorld, type World } from '../../src/tools/demo/world.ts';
import type { InteractionHandle, StandInUser, StoredMessage } from '../../src/tools/standin/index.ts';
import { startGame } from './play.ts';
import { abstracGame, resign } from './sessions.ts';

let w: World;
let alice: StandInUser;
let bob: StandInUser;
let carol: StandInUser;
beforeAll(async () => {
  w = await startWorld();
  [alice, bob, carol] = w.users as [StandInUser, StandInUser, StandInUser];
});
afterAll(async () => {
  await w?.close();
});

async function privateAnswer(i: InteractionHandle): Promise<StoredMessage> {
  const m = await i.response();
  expect(m.flags & 64).toBe(64);
  return m;
}

const hintOf = (m: StoredMessage) => w.choices(m).find((c) => c.label === 'Hint');

async function expectedHint(threadId: string): Promise<string> {
  const game = await abstracGame(w.store, threadId);
  const solution = solvePosition(game?.state.current as never);
  if (solution.toMove === null) throw new Error('finished');
  return `💡 ${hintText(solution, game?.state.current as never)}`;
}

describe('the Hint button', () => {
  it('against the computer: private, for the player to move, refused to a non-player', async () => {
    const reply = await w
      .slash(alice, 'abstrac', { subcommand: 'challenge', opponent: w.standIn.bot, deals: 1 })
      .response();
    const threadId = await w.standIn.waitFor(() => /the game is on in <#(\d+)>/.exec(reply.text)?.[1]);
    await w.settled(threadId);
    const board = w.liveBoard(threadId) as StoredMessage;
    const hint = hintOf(board);
    if (!hint) throw new Error('no Hint button against the computer');
    const before = w.standIn.messages(threadId).length;

    const answer = await privateAnswer(w.press(alice, board, hint));
    expect(answer.visibleTo).toBe(alice.id);
    expect(answer.text).toBe(await expectedHint(threadId));
    expect(answer.text).toMatch(/^💡 (Play first|Let your opponent play first|Either player)/);
    expect((await privateAnswer(w.press(carol, board, hint))).text).toBe("This isn't your game.");
    // Nothing public against the computer, and the buttons stay live.
    expect(w.standIn.messages(threadId).filter((m) => m.visibleTo === null)).toHaveLength(before);
    expect(w.liveBoard(threadId)?.id).toBe(board.id);
    expect((await resign(w, alice, threadId)).text).toBe('You resigned.');
  });

  it('is absent in a human match without agreement', async () => {
    const { threadId, board } = await startGame(w, alice, bob, { deals: 1 });
    expect(hintOf(board)).toBeUndefined();
    expect((await resign(w, alice, threadId)).text).toBe('You resigned.');
  });

  it('with hints:true accepted: the mover gets it, the thread is told, the other player is refused', async () => {
    const { threadId, board, challenge } = await startGame(w, alice, bob, { deals: 1, hints: true });
    expect(challenge.history[0]?.text).toMatch(/hints allowed/i);
    const hint = hintOf(board);
    if (!hint) throw new Error('no Hint button');
    // bob, the challenged player, is the first to act.
    const mine = await privateAnswer(w.press(bob, board, hint));
    expect(mine.text).toBe(await expectedHint(threadId));
    await w.standIn.waitFor(() => w.standIn.messages(threadId).find((m) => m.text === '💡 bob used a hint.'));
    const theirs = await privateAnswer(w.press(alice, board, hint));
    expect(theirs.text).toBe("Hints are for the player to move: it's bob's turn.");
    expect((await resign(w, alice, threadId)).text).toBe('You resigned.');
  });
});
