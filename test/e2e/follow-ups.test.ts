/**
 * A move's next board goes out as a follow-up of the click (an interaction endpoint, which Discord
 * leaves out of the bot's global limit of 50 requests a second), not as a channel message; when the
 * click can no longer carry one, the board goes to the channel instead, once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exemptRest } from '../../src/bot/client.ts';
import { startWorld, type World } from '../../src/tools/demo/world.ts';
import type { StandInUser } from '../../src/tools/standin/index.ts';
import { playOne, playToEnd, seededPick, startGame } from './play.ts';
import { abstracDoc, resign } from './sessions.ts';

let w: World;
let alice: StandInUser;
let bob: StandInUser;
beforeAll(async () => {
  w = await startWorld();
  [alice, bob] = w.users as [StandInUser, StandInUser];
});
afterAll(async () => {
  await w?.close();
});

/** The requests the bot made from `from` on that posted in `threadId` or through a webhook. */
const postsSince = (from: number, threadId: string) =>
  w.standIn.requests
    .slice(from)
    .filter(
      (r) =>
        r.method === 'POST' && (r.path === `/channels/${threadId}/messages` || r.route === '/webhooks/:appId/:token'),
    )
    .map((r) => (r.route === '/webhooks/:appId/:token' ? 'follow-up' : 'channel'));

describe('boards after a click', () => {
  it('posts the next board as a follow-up of the click, which drops the old board’s controls', async () => {
    const { threadId, board } = await startGame(w, alice, bob);
    const from = w.standIn.requests.length;
    const { next, by } = await playOne(w, threadId, seededPick(1));
    expect(postsSince(from, threadId)).toEqual(['follow-up']);
    expect(next.webhookId).toBe(w.standIn.applicationId);
    expect(next.attachments.length).toBe(1);
    expect(w.choices(next).length).toBeGreaterThan(0);
    // The mover of the next board is pinged by it, as by a channel message, unless they made the
    // click (the nondealer who chose to play first is looking at it already).
    const mover = w.moverOf(next)?.id;
    expect((next.allowedMentions as { users?: string[] } | null)?.users).toEqual(mover === by.id ? [] : [mover]);
    expect(w.standIn.message(board.id)?.components).toEqual([]);
    expect(w.liveBoard(threadId)?.id).toBe(next.id);
    // Sent by the REST thread: the main thread's manager for such requests made none.
    expect(exemptRest(w.bot.client)?.handlers.size).toBe(0);
    await resign(w, w.moverOf(next) as StandInUser, threadId);
  });

  it('posts a deal summary as a follow-up, and adds its analysis by editing the follow-up', async () => {
    const { threadId } = await startGame(w, alice, bob, { variant: 'classic', deals: 2 });
    const from = w.standIn.requests.length;
    await playToEnd(w, threadId, seededPick(4), () =>
      w.standIn.messages(threadId).some((m) => /Deal 1: /.test(m.content)),
    );
    const summary = await w.standIn.waitFor(
      () => w.standIn.messages(threadId).find((m) => /Deal 1: /.test(m.content) && m.attachments.length === 2),
      10_000,
      'the analysis added to the summary',
    );
    expect(summary.webhookId).toBe(w.standIn.applicationId);
    expect(summary.content).toContain('**Analysis**');
    expect(summary.attachments.map((a) => a.filename)).toEqual(['deal-1.png', 'analysis-1.png']);
    // The stand-in records a request once it has answered it.
    const edits = () =>
      w.standIn.requests
        .slice(from)
        .filter((r) => r.method === 'PATCH' && r.path.endsWith(`/messages/${summary.id}`))
        .map((r) => r.route);
    await w.standIn.waitFor(() => edits().length > 0, 10_000, 'the edit recorded');
    expect(edits()).toEqual(['/webhooks/:appId/:token/messages/:messageId']);
    const last = w.liveBoard(threadId);
    if (last) await resign(w, w.moverOf(last) as StandInUser, threadId);
  });

  it('posts in the channel, once, when the follow-up is refused, and the move counts once', async () => {
    const { threadId } = await startGame(w, alice, bob);
    const before = await abstracDoc(w.store, threadId);
    const fault = w.standIn.failRoute({
      method: 'POST',
      route: '/webhooks/:appId/:token',
      status: 404,
      code: 10015,
      message: 'Unknown Webhook',
    });
    const from = w.standIn.requests.length;
    const { next } = await playOne(w, threadId, seededPick(2));
    expect(fault.hits).toBe(1);
    expect(postsSince(from, threadId)).toEqual(['follow-up', 'channel']);
    expect(next.webhookId).toBeNull();
    expect((await abstracDoc(w.store, threadId))?.version).toBe((before?.version ?? 0) + 1);
    // One live board: the refused follow-up left nothing behind.
    expect(w.standIn.messages(threadId).filter((m) => w.choices(m).length > 0)).toHaveLength(1);
    // The next click's board is a follow-up again.
    const again = w.standIn.requests.length;
    await playOne(w, threadId, seededPick(3));
    expect(postsSince(again, threadId)).toEqual(['follow-up']);
    const last = w.liveBoard(threadId);
    if (last) await resign(w, w.moverOf(last) as StandInUser, threadId);
  });

  it('with REST_THREAD=off, sends the same from the main thread', async () => {
    const off = await startWorld({ restThread: false });
    try {
      const [ann, ben] = off.users as [StandInUser, StandInUser];
      const { threadId, board } = await startGame(off, ann, ben);
      const from = off.standIn.requests.length;
      const { next } = await playOne(off, threadId, seededPick(2));
      const posted = off.standIn.requests
        .slice(from)
        .filter((r) => r.method === 'POST' && r.route === '/webhooks/:appId/:token');
      expect(posted).toHaveLength(1);
      expect(next.attachments.length).toBe(1);
      expect(off.standIn.message(board.id)?.components).toEqual([]);
      expect(exemptRest(off.bot.client)?.handlers.size).toBeGreaterThan(0); // sent by the main thread's manager
      await resign(off, off.moverOf(next) as StandInUser, threadId);
    } finally {
      await off.close();
    }
  });
});
