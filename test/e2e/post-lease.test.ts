/**
 * The claim to post a version is a lease (src/session/publish.ts), in one process against the stand-in:
 * another process's live claim is left alone, and the version is posted as soon as its lease ends
 * (not at the next scheduled check); a claim this process left (no post under way here) is taken
 * over at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEASE_MS } from '../../src/session/publish.ts';
import { collections, EMPTY_POST } from '../../src/session/store.ts';
import { startWorld, type World } from '../../src/tools/demo/world.ts';
import type { StandInUser, StoredMessage } from '../../src/tools/standin/index.ts';
import { controlsOf } from '../../src/tools/standin/index.ts';

let w: World;
beforeAll(async () => {
  w = await startWorld({ players: ['alice', 'bob', 'cat', 'dan'] });
});
afterAll(async () => {
  await w?.close();
});

/** Each board of `version` ever posted in the thread. */
const boardsOf = (threadId: string, version: number) =>
  w.standIn
    .messages(threadId)
    .filter((m) => m.visibleTo === null && controlsOf(m.history[0] ?? m).length > 0)
    .filter((m) => w.versionOf((m.history[0] ?? m) as StoredMessage) === version);

/** Claims the next version's post as `owner`, then plays a move on the live board. */
async function moveUnderClaim(owner: string, pair: [number, number]) {
  const [a, b] = pair.map((n) => w.users[n] as StandInUser) as [StandInUser, StandInUser];
  const { threadId, board } = await w.startGame(a, b, { deals: 3 });
  const { posts, sessions } = collections(w.store);
  const version = w.versionOf(board) + 1;
  await posts.update(threadId, (cur) => ({
    ...(cur?.value ?? EMPTY_POST),
    claim: { version, at: Date.now(), owner },
  }));
  const mover = w.moverOf(board) as StandInUser;
  const choice = w.choices(board).find((c) => c.label !== 'Hint');
  if (!choice) throw new Error('no control');
  const pressed = Date.now();
  await w.press(mover, board, choice).acknowledged();
  expect((await sessions.get(threadId))?.version).toBe(version);
  return { threadId, version, pressed };
}

describe('a claim to post', () => {
  it('of another process is left to it while its lease lasts, and taken over when it ends', async () => {
    const { threadId, version, pressed } = await moveUnderClaim('another-process', [0, 1]);
    await new Promise((r) => setTimeout(r, LEASE_MS / 2));
    expect(boardsOf(threadId, version)).toHaveLength(0);
    await w.standIn.waitFor(() => boardsOf(threadId, version).length > 0, LEASE_MS + 5_000, 'the board');
    const after = Date.now() - pressed;
    expect(after).toBeGreaterThanOrEqual(LEASE_MS - 500);
    await w.settled(threadId);
    expect(boardsOf(threadId, version)).toHaveLength(1);
    console.log(`posted ${after} ms after the move, the other process's lease being ${LEASE_MS} ms`);
  }, 60_000);

  it('left by this process is dead: the move is posted at once', async () => {
    const { threadId, version, pressed } = await moveUnderClaim(w.bot.ctx.sessions.owner, [2, 3]);
    await w.standIn.waitFor(() => boardsOf(threadId, version).length > 0, LEASE_MS, 'the board');
    expect(Date.now() - pressed).toBeLessThan(LEASE_MS);
    await w.settled(threadId);
    expect(boardsOf(threadId, version)).toHaveLength(1);
  }, 60_000);
});
