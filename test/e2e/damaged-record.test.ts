/** A damaged game record is reported as a fault with an incident code, never as the storage being down. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startWorld, type World } from '../../src/tools/demo/world.ts';
import type { StandInUser } from '../../src/tools/standin/index.ts';
import { startGame } from './play.ts';

let w: World;
beforeAll(async () => {
  w = await startWorld();
});
afterAll(async () => {
  await w?.close();
});

describe('a game whose stored record no longer parses', () => {
  it('answers a click with an incident code, not "storage is not responding", and changes nothing', async () => {
    const [alice, bob] = w.users as [StandInUser, StandInUser];
    const { threadId, board } = await startGame(w, alice, bob);
    const raw = w.store.collection('sessions', z.any());
    const before = await raw.get(threadId);
    // Damaged in place, its version kept, so the live buttons still carry the stored version.
    await raw.delete(threadId);
    await raw.create(threadId, { ...before?.value, state: { damaged: true } }, before?.version);
    const mover = w.moverOf(board) as StandInUser;
    const answer = await w.press(mover, board, w.choices(board)[0] as never).privateAnswer();
    expect(answer.text).toMatch(/Something went wrong on our side.*[0-9a-f]{8}/);
    expect(answer.text).not.toMatch(/storage/);
    expect((await raw.get(threadId))?.version).toBe(before?.version);
  });
});
