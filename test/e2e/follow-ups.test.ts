/**
 * A move's next board goes out as a follow-up of the click (an interaction endpoint, which Discord
 * leaves out of the bot's global limit of 50 requests a second), not as a channel message; when the
 * click can no longer carry one, the board goes to the channel instead, once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exemptRest } from '../../src/bot/client.ts';
import { type Choice, startWorld, type World } from '../../src/tools/demo/world.ts';
import type { StandInUser, StoredMessage } from '../../src/tools/standin/index.ts';
import { controlsOf } from '../../src/tools/standin/index.ts';
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
    expect(controlsOf(w.standIn.message(board.id))).toEqual([]);
    expect(w.liveBoard(threadId)?.id).toBe(next.id);
    // Sent by the REST thread: the main thread's manager for such requests made none.
    expect(exemptRest(w.bot.client)?.handlers.size).toBe(0);
    await resign(w, w.moverOf(next) as StandInUser, threadId);
  });

  it('posts a deal summary as a follow-up, and adds its analysis by editing the follow-up', async () => {
    const { threadId } = await startGame(w, alice, bob, { variant: 'classic', deals: 2 });
    const from = w.standIn.requests.length;
    await playToEnd(w, threadId, seededPick(4), () =>
      w.standIn.messages(threadId).some((m) => /Deal 1: /.test(m.text)),
    );
    const summary = await w.standIn.waitFor(
      () => w.standIn.messages(threadId).find((m) => /Deal 1: /.test(m.text) && m.attachments.length === 2),
      10_000,
      'the analysis added to the summary',
    );
    expect(summary.webhookId).toBe(w.standIn.applicationId);
    expect(summary.text).toContain('**Analysis**');
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

  it('posts the board a private hand’s click brings as a public follow-up, which the other player uses; the hand stays private', async () => {
    const challenge = await w
      .slash(bob, 'threedom', { subcommand: 'challenge', opponent: alice, target: 10 })
      .response();
    await w.press(alice, challenge, w.choices(challenge).find((c) => c.label === 'Accept') as Choice).acknowledged();
    const threadId = await w.standIn.waitFor(() => /game is on in <#(\d+)>/.exec(challenge.text)?.[1]);
    await w.settled(threadId);
    const board = w.liveBoard(threadId) as StoredMessage;
    const mover = w.moverOf(board) as StandInUser;
    const other = mover.id === alice.id ? bob : alice;
    const button = (m: StoredMessage, label: string) => w.choices(m).find((c) => c.label === label) as Choice;
    let hand = await w.press(mover, board, button(board, 'Your hand')).response();
    expect(hand.visibleTo).toBe(mover.id);
    for (let k = 0; k < 6 && !button(hand, 'Play it'); k++)
      hand = await w.press(mover, hand, w.choices(hand)[0] as Choice).response();
    const from = w.standIn.requests.length;
    const play = w.press(mover, hand, button(hand, 'Play it'));
    const next = await w.waitForNext(threadId, w.versionOf(board));
    await w.settled(threadId);
    // The next board: the click's one follow-up, public (no Ephemeral flag, seen by all), not a channel message.
    expect(play.followUps().map((m) => m.id)).toEqual([next.id]);
    expect(postsSince(from, threadId)).toEqual(['follow-up']);
    expect(next.visibleTo).toBeNull();
    expect(next.flags & 64).toBe(0);
    expect(next.webhookId).toBe(w.standIn.applicationId);
    expect(w.moverOf(next)?.id).toBe(other.id);
    // The private hand was answered in place and is still its owner's alone; the board names none of its cards.
    expect(play.original()?.id).toBe(hand.id);
    expect(w.standIn.message(hand.id)?.visibleTo).toBe(mover.id);
    expect(next.attachments.every((a) => a.filename !== 'hand.png')).toBe(true);
    // The other player, who cannot see the mover's hand, opens theirs from the follow-up board.
    let theirs = await w.press(other, next, button(next, 'Your hand')).response();
    expect(theirs.visibleTo).toBe(other.id);
    expect(w.choices(theirs).length).toBeGreaterThan(0);
    // Their turn takes the controls off that board (a follow-up) through its own click's token, not the channel.
    for (let k = 0; k < 6 && !button(theirs, 'Play it'); k++)
      theirs = await w.press(other, theirs, w.choices(theirs)[0] as Choice).response();
    const again = w.standIn.requests.length;
    w.press(other, theirs, button(theirs, 'Play it'));
    await w.waitForNext(threadId, w.versionOf(next));
    await w.settled(threadId);
    expect(controlsOf(w.standIn.message(next.id))).toEqual([]);
    const edits = w.standIn.requests
      .slice(again)
      .filter((r) => r.method === 'PATCH' && r.path.endsWith(`/messages/${next.id}`))
      .map((r) => r.route);
    expect(edits).toEqual(['/webhooks/:appId/:token/messages/:messageId']);
    await w
      .slash(mover, 'threedom', { subcommand: 'resign' }, threadId)
      .response()
      .then(async (prompt) => {
        const confirm = w.choices(prompt).find((c) => c.label === 'Resign');
        if (confirm) await w.press(mover, prompt, confirm).acknowledged();
      });
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
      expect(controlsOf(off.standIn.message(board.id))).toEqual([]);
      expect(exemptRest(off.bot.client)?.handlers.size).toBeGreaterThan(0); // sent by the main thread's manager
      await resign(off, off.moverOf(next) as StandInUser, threadId);
    } finally {
      await off.close();
    }
  });
});
