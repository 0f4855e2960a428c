/**
 * Take-back by agreement on the session service (memory store, recording outbox): the request
 * posted in the thread pinging the opponent, Accept restoring the state before the turn as a new
 * version and posting the board again, Decline and withdrawal changing nothing, refusals.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { acceptTakeback, askTakeback, declineTakeback, TAKEBACK } from '../../src/session/takeback.ts';
import type { AnyGame } from '../../src/session/types.ts';
import {
  answerTo,
  controlOf,
  customIds,
  type Harness,
  harness,
  must,
  newGame,
  press,
  type Recorded,
  refusal,
  sessionOf,
} from './harness.ts';
import { toyGame } from './toy-game.ts';
import { en } from '../helpers/en.ts';

// The toy with take-backs (its turns never show a hidden card).
const game: AnyGame = { ...toyGame, canTakeBack: () => true };
const ann = { id: 'ann', name: 'Ann' };
const ben = { id: 'ben', name: 'Ben' };
const total = (doc: { value: { state: unknown } }) => (doc.value.state as { total: number }).total;
const live = (h: Harness, t: string) =>
  must(
    h.outbox
      .in(t)
      .filter((m) => customIds(m).some((c) => c.startsWith('toy:')))
      .at(-1),
  );

let h: Harness;
afterEach(async () => {
  await h?.close();
});

/** Ann added 2 (Ben to move), then asked to take it back: the thread and its request. */
async function asked() {
  h = await harness([game]);
  const t = await newGame(h, game, [ann, ben]);
  await press(h, game, 'ann', live(h, t), 'add', ['2']);
  const answer = answerTo(h, { channelId: t });
  await askTakeback(h.ctx, { userId: 'ann', threadId: t, requestId: 'cmd1' }, answer);
  const request = must(h.outbox.in(t).at(-1));
  return { t, answer, request };
}

const clickOn = (t: string, request: Recorded, userId: string) => ({
  userId,
  guildId: 'g1',
  threadId: t,
  version: controlOf(request, 'yes').version,
});

describe('take-back', () => {
  it('asked: the request in the thread pings only the opponent; the asker is answered privately', async () => {
    const { t, answer, request } = await asked();
    expect(request.content).toBe(en(TAKEBACK.request('ben', 'Ann')));
    expect(request.pings).toEqual(['ben']);
    expect(customIds(request)).toEqual([`takeback:yes:${t}:2`, `takeback:no:${t}:2`]);
    expect(answer.told).toEqual([en(TAKEBACK.asked('Ben'))]);
    // Asking again for the same turn is refused; the same command reaching a second process is left to the first.
    expect(
      await refusal(
        askTakeback(h.ctx, { userId: 'ann', threadId: t, requestId: 'cmd2' }, answerTo(h, { channelId: t })),
      ),
    ).toBe(en(TAKEBACK.already('asked')));
    const again = answerTo(h, { channelId: t });
    await askTakeback(h.another(), { userId: 'ann', threadId: t, requestId: 'cmd1' }, again);
    expect(again.said).toEqual([{ kind: 'elsewhere' }]);
  });

  it('accepted: the state before the turn saved as a new version, the request answered, the board posted again for the asker', async () => {
    const { t, request } = await asked();
    expect(total(await sessionOf(h, t))).toBe(2);
    expect(
      await refusal(acceptTakeback(h.ctx, clickOn(t, request, 'ann'), answerTo(h, { channelId: t, message: request }))),
    ).toBe(en(TAKEBACK.waiting('Ben')));
    const answer = answerTo(h, { channelId: t, message: request });
    const click = clickOn(t, request, 'ben');
    await acceptTakeback(h.ctx, click, answer);
    expect(answer.said.map((s) => s.kind)).toEqual(['defer-update', 'update']);
    const doc = await sessionOf(h, t);
    expect(doc.version).toBe(3);
    expect(total(doc)).toBe(0);
    expect(doc.value.undo).toBeNull();
    expect(request.content).toBe(en(TAKEBACK.accepted('Ben', 'Ann')));
    expect(request.components).toEqual([]);
    const board = live(h, t);
    expect(board.content).toContain(en(TAKEBACK.lead('Ann', 'Ben')));
    expect(board.content).toContain('Total 0');
    expect(board.pings).toEqual(['ann']);
    // A second Accept (a double click) is told it was answered.
    expect(await refusal(acceptTakeback(h.ctx, click, answerTo(h, { channelId: t })))).toBe(
      en(TAKEBACK.answered('accepted')),
    );
    expect(total(await sessionOf(h, t))).toBe(0);
  });

  it('declined by the opponent, or withdrawn by the asker: nothing changes in the game', async () => {
    const { t, request } = await asked();
    const before = await sessionOf(h, t);
    const posts = h.outbox.messages.length;
    expect(
      await refusal(
        declineTakeback(h.ctx, clickOn(t, request, 'cat'), answerTo(h, { channelId: t, message: request })),
      ),
    ).toBe(en(TAKEBACK.forOther('Ben')));
    await declineTakeback(h.ctx, clickOn(t, request, 'ben'), answerTo(h, { channelId: t, message: request }));
    expect(request.content).toBe(en(TAKEBACK.declined('Ben')));
    expect(request.components).toEqual([]);
    expect(await sessionOf(h, t)).toEqual(before);
    expect(h.outbox.messages.length).toBe(posts);

    // The next turn's request, withdrawn by its asker.
    await press(h, game, 'ben', live(h, t), 'add', ['1']);
    await askTakeback(h.ctx, { userId: 'ben', threadId: t, requestId: 'cmd3' }, answerTo(h, { channelId: t }));
    const second = must(h.outbox.in(t).at(-1));
    await declineTakeback(h.ctx, clickOn(t, second, 'ben'), answerTo(h, { channelId: t, message: second }));
    expect(second.content).toBe(en(TAKEBACK.withdrawn('Ben')));
    expect(total(await sessionOf(h, t))).toBe(3);
  });

  it('a move after the request makes it stale; nothing to take back, or the wrong person, is refused', async () => {
    const { t, request } = await asked();
    await press(h, game, 'ben', live(h, t), 'add', ['1']);
    expect(
      await refusal(acceptTakeback(h.ctx, clickOn(t, request, 'ben'), answerTo(h, { channelId: t, message: request }))),
    ).toBe(en(TAKEBACK.movedOn));
    expect(total(await sessionOf(h, t))).toBe(3);
    const ask = (userId: string) =>
      refusal(askTakeback(h.ctx, { userId, threadId: t, requestId: `x${userId}` }, answerTo(h, { channelId: t })));
    expect(await ask('ann')).toBe(en(TAKEBACK.nothing('Ben')));
    expect(await ask('cat')).toMatch(/isn't your game/);
    expect(
      await refusal(
        askTakeback(h.ctx, { userId: 'ann', threadId: 'c1', requestId: 'y' }, answerTo(h, { channelId: 'c1' })),
      ),
    ).toBe(en(TAKEBACK.notHere));
  });
});
