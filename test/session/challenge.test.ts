/**
 * Challenges on the session service (memory store, recording outbox): the challenge posted as the
 * command's reply pinging the challenged person; Accept by them opening the thread from it with both
 * added and the first board posted; Decline; expiry by the scheduler; refusals; and a spectator's Watch.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { acceptChallenge, declineChallenge, openChallenge } from '../../src/session/challenge.ts';
import { tick } from '../../src/session/scheduler.ts';
import { HOUR_MS } from '../../src/session/settings.ts';
import { collections } from '../../src/session/store.ts';
import { TEXT } from '../../src/session/text.ts';
import { WATCH, watchGame } from '../../src/session/watch.ts';
import {
  answerTo,
  askerOf,
  customIds,
  type Harness,
  harness,
  inviteClick,
  must,
  type Recorded,
  refusal,
  sessionOf,
} from './harness.ts';
import { toyGame as toy } from './toy-game.ts';
import { en } from '../helpers/en.ts';

const ben = { id: 'ben', bot: false, name: 'Ben', member: true };
let h: Harness;
afterEach(async () => {
  await h?.close();
});

/** Ann challenges Ben with the command `cmd`: the challenge message. */
async function challenged(cmd = 'cmd1'): Promise<Recorded> {
  const answer = answerTo(h, { channelId: 'c1' });
  await openChallenge(h.ctx, askerOf('ann', 'Ann', cmd), answer, toy, ben, { rounds: 1 });
  return must(answer.replied);
}

const accept = (userId: string, name: string, m: Recorded, inviteId = 'cmd1') =>
  acceptChallenge(h.ctx, inviteClick(userId, name, m), answerTo(h, { channelId: 'c1', message: m }), toy, inviteId);
const decline = (userId: string, name: string, m: Recorded, inviteId = 'cmd1') =>
  declineChallenge(h.ctx, inviteClick(userId, name, m), answerTo(h, { channelId: 'c1', message: m }), toy, inviteId);

describe('a challenge', () => {
  it('is posted as the reply, pinging only the challenged person, with Accept / Decline', async () => {
    h = await harness([toy]);
    const m = await challenged();
    expect(m.channelId).toBe('c1');
    expect(m.content).toMatch(
      /^<@ben>, Ann challenges you to \*\*Toy\*\* \(1 rounds\)\. This challenge expires <t:\d+:R>\.$/,
    );
    expect(m.pings).toEqual(['ben']);
    expect(customIds(m)).toEqual(['toy:accept:cmd1:0', 'toy:decline:cmd1:0']);
    const invite = must(await collections(h.store).invites.get('cmd1')).value;
    expect(invite).toMatchObject({
      kind: 'challenge',
      hostId: 'ann',
      invited: ['ben'],
      status: 'pending',
      messageId: m.id,
    });
  });

  it('is refused against oneself, a bot, someone not in the server, or in a thread', async () => {
    h = await harness([toy]);
    const open = (opponent: typeof ben, over = {}) =>
      refusal(
        openChallenge(h.ctx, askerOf('ann', 'Ann', 'c', over), answerTo(h, { channelId: 'c1' }), toy, opponent, {}),
      );
    expect(await open({ ...ben, id: 'ann' })).toBe("You can't challenge yourself.");
    expect(await open({ ...ben, bot: true })).toMatch(/can't challenge a bot/);
    expect(await open({ ...ben, member: false })).toMatch(/not a member of this server/);
    expect(await open(ben, { inThread: true })).toBe(en(TEXT.notInThread));
    expect(await open(ben, { guildId: null })).toBe(en(TEXT.serverOnly));
    expect(await open(ben, { missingPermissions: () => ['Create Public Threads'] })).toMatch(/Create Public Threads/);
    expect(h.outbox.messages).toEqual([]);
  });

  it('accepted by the challenged person: a thread from the challenge with both in it, the challenged seated first, the first board posted', async () => {
    h = await harness([toy]);
    const m = await challenged();
    expect(await refusal(accept('ann', 'Ann', m))).toBe('Waiting for Ben to answer.');
    expect(await refusal(accept('cat', 'Cat', m))).toBe('This challenge is for Ben.');
    expect(h.outbox.threads.size).toBe(0);
    await accept('ben', 'Ben', m);
    const [threadId, thread] = must([...h.outbox.threads][0]);
    expect(thread).toEqual({
      channelId: 'c1',
      fromMessageId: m.id,
      name: 'Toy: Ben vs Ann',
      private: false,
      members: ['ben', 'ann'],
    });
    const session = (await sessionOf(h, threadId)).value;
    expect(session.seats.map((s) => s.id)).toEqual(['ben', 'ann']);
    const board = must(h.outbox.in(threadId).at(-1));
    expect(board.pings).toEqual(['ben']);
    expect(m.content).toBe(`Ben accepted Ann's challenge to **Toy** (1 rounds): the game is on in <#${threadId}>.`);
    expect(customIds(m)).toEqual([`toy:watch:${threadId}:0`]);
    expect(must(await collections(h.store).invites.get('cmd1')).value.status).toBe('accepted');
    // A second Accept opens nothing more.
    expect(await refusal(accept('ben', 'Ben', m))).toBe('This challenge was already accepted.');
    expect(h.outbox.threads.size).toBe(1);

    // A spectator joins the thread; a player or a finished game is refused.
    const watch = answerTo(h, { channelId: 'c1', message: m });
    await watchGame(h.ctx.sessions.at(threadId), 'cat', watch, toy);
    expect(thread.members).toEqual(['ben', 'ann', 'cat']);
    expect(watch.said).toEqual([
      { kind: 'defer-private' },
      { kind: 'tell', content: en(WATCH.watching(threadId)), pings: [] },
    ]);
    expect(await refusal(watchGame(h.ctx.sessions.at(threadId), 'ann', answerTo(h, { channelId: 'c1' }), toy))).toBe(
      en(WATCH.playing(threadId)),
    );
  });

  it('a second challenge between the same two is refused while their game goes on', async () => {
    h = await harness([toy]);
    await accept('ben', 'Ben', await challenged());
    const threadId = must([...h.outbox.threads.keys()][0]);
    expect(
      await refusal(
        openChallenge(h.ctx, askerOf('ann', 'Ann', 'cmd2'), answerTo(h, { channelId: 'c1' }), toy, ben, {}),
      ),
    ).toBe(`You and Ben already have a game in progress: <#${threadId}>.`);
  });

  it('an Accept whose thread cannot be opened says why, and a second Accept goes through', async () => {
    h = await harness([toy]);
    const m = await challenged();
    h.outbox.failThreads = 1;
    expect(await refusal(accept('ben', 'Ben', m))).toBe(en(TEXT.openForbidden(true)));
    expect(must(await collections(h.store).invites.get('cmd1')).value.status).toBe('pending');
    await accept('ben', 'Ben', m);
    expect(h.outbox.threads.size).toBe(1);
  });

  it('declined by the challenged person (or withdrawn by the challenger): closed, nothing opened', async () => {
    h = await harness([toy]);
    const m = await challenged();
    expect(await refusal(decline('cat', 'Cat', m))).toBe('This challenge is for Ben.');
    await decline('ben', 'Ben', m);
    expect(m.content).toBe("Ann's challenge to Ben (**Toy** (1 rounds)) was declined.");
    expect(m.components).toEqual([]);
    expect(await refusal(accept('ben', 'Ben', m))).toBe('This challenge was already declined.');
    const other = await challenged('cmd2');
    await decline('ann', 'Ann', other, 'cmd2');
    expect(must(await collections(h.store).invites.get('cmd2')).value.status).toBe('declined');
    expect(h.outbox.threads.size).toBe(0);
  });

  it('expires unanswered: the scheduler marks it and edits its message; a late Accept is refused', async () => {
    h = await harness([toy]);
    const m = await challenged();
    h.clock.advance(23 * HOUR_MS);
    await tick(h.ctx);
    expect(m.edits).toBe(0);
    h.clock.advance(2 * HOUR_MS);
    expect(await refusal(accept('ben', 'Ben', m))).toBe('This challenge has expired.');
    const report = await tick(h.ctx);
    expect(report.expired).toEqual(['cmd1']);
    expect(m.content).toBe("Ann's challenge to Ben (**Toy** (1 rounds)) expired unanswered.");
    expect(m.components).toEqual([]);
    expect(await refusal(accept('ben', 'Ben', m))).toBe('This challenge was already expired.');
    expect(h.outbox.threads.size).toBe(0);
  });
});
