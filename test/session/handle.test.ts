/**
 * The game handle (src/session/handle.ts): one game's thread and the service running it as one
 * value. Two games on one service keep their publishing marks and post locks apart; a handle's
 * save and load go to its own record; a second process's handle of the same game shares the record
 * but none of this process's marks.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { ensureBoard, saveSettled } from '../../src/session/moves.ts';
import { StaleVersionError } from '../../src/store/index.ts';
import { type Harness, harness, must, newGame, sessionOf } from './harness.ts';
import { toyGame } from './toy-game.ts';

const ann = { id: 'ann', name: 'Ann' };
const ben = { id: 'ben', name: 'Ben' };
const total = (doc: { value: { state: unknown } }) => (doc.value.state as { total: number }).total;

let h: Harness;
afterEach(async () => {
  await h?.close();
});

/** Saves a move of `threadId` behind the thread's back, as a stop between the save and the post leaves it. */
async function savedUnposted(threadId: string) {
  const game = h.ctx.sessions.at(threadId);
  const doc = must(await game.load());
  return saveSettled(
    game,
    (cur) => ({ ...must(cur), state: { ...(must(cur).state as object), total: 2, toMove: 1 } }),
    doc.version,
  );
}

describe('a game handle', () => {
  it('is the service and the thread together: made by the service, for its own context', async () => {
    h = await harness([toyGame]);
    const t = await newGame(h, toyGame, [ann, ben]);
    const game = h.ctx.sessions.at(t);
    expect(game.threadId).toBe(t);
    expect(game.sessions).toBe(h.ctx.sessions);
    expect(game.store).toBe(h.ctx.store);
    // The service's outbox: the transport's, wrapped so a game outside servers is never posted to on its own (place.ts).
    expect(game.outbox).toBe(h.ctx.sessions.outbox);
    const before = h.outbox.messages.length;
    await game.outbox.send(t, { content: 'hello', allowedMentions: { parse: [] } });
    expect(h.outbox.messages.length).toBe(before + 1);
    expect((await game.post())?.value.version).toBe(1);
  });

  it("keeps two games' publishing marks apart: the marked one is left alone, the other is brought up to date", async () => {
    h = await harness([toyGame]);
    const [one, two] = [await newGame(h, toyGame, [ann, ben]), await newGame(h, toyGame, [ann, ben])];
    await savedUnposted(one);
    await savedUnposted(two);
    const first = h.ctx.sessions.at(one);
    first.markPublishing(1);
    expect(first.publishing).toBe(true);
    expect(h.ctx.sessions.at(two).publishing).toBe(false);
    // Another handle of the same game sees the mark: it is the game's, not the handle's.
    expect(h.ctx.sessions.at(one).publishing).toBe(true);
    // A second process on the same store has marks of its own.
    expect(h.another().sessions.at(one).publishing).toBe(false);

    const before = h.outbox.in(one).length;
    expect(await ensureBoard(first)).toBe(false);
    expect(h.outbox.in(one).length).toBe(before);
    expect(await ensureBoard(h.ctx.sessions.at(two))).toBe(true);
    expect(must(h.outbox.liveBoard(two)).pings).toEqual(['ben']);

    first.markPublishing(-1);
    expect(first.publishing).toBe(false);
    expect(await ensureBoard(first)).toBe(true);
    expect(must(h.outbox.liveBoard(one)).pings).toEqual(['ben']);
  });

  it("keeps two games' post locks apart: one game's held lock holds back only that game", async () => {
    h = await harness([toyGame]);
    const [one, two] = [await newGame(h, toyGame, [ann, ben]), await newGame(h, toyGame, [ann, ben])];
    const order: string[] = [];
    let letGo = () => {};
    const held = new Promise<void>((resolve) => {
      letGo = resolve;
    });
    const first = h.ctx.sessions.at(one).underPostLock(async () => {
      order.push('one: first');
      await held;
      order.push('one: first done');
    });
    const second = h.ctx.sessions.at(one).underPostLock(async () => {
      order.push('one: second');
    });
    await h.ctx.sessions.at(two).underPostLock(async () => {
      order.push('two');
    });
    expect(order).toEqual(['one: first', 'two']);
    letGo();
    await Promise.all([first, second]);
    expect(order).toEqual(['one: first', 'two', 'one: first done', 'one: second']);
  });

  it("saves and loads its own game's record, at the version given", async () => {
    h = await harness([toyGame]);
    const [one, two] = [await newGame(h, toyGame, [ann, ben]), await newGame(h, toyGame, [ann, ben])];
    const game = h.ctx.sessions.at(one);
    const loaded = must(await game.load());
    expect(loaded.version).toBe(1);
    const saved = await saveSettled(game, (cur) => ({ ...must(cur), lastMoveAt: 42 }), loaded.version);
    expect(saved.version).toBe(2);
    const back = must(await game.load());
    expect(back).toMatchObject({ version: 2, value: { lastMoveAt: 42 } });
    expect(back.value).toEqual(saved.value);
    // The other game is untouched.
    expect((await sessionOf(h, two)).version).toBe(1);
    expect(total(await sessionOf(h, two))).toBe(0);
    // A save at a version gone by is refused, and nothing changes.
    await expect(saveSettled(game, (cur) => ({ ...must(cur), lastMoveAt: 7 }), loaded.version)).rejects.toBeInstanceOf(
      StaleVersionError,
    );
    expect(must(await game.load()).value.lastMoveAt).toBe(42);
  });
});
