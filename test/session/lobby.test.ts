/**
 * Lobbies on the session service (memory store, recording outbox): a table opened as the command's
 * reply with the host seated and the invited pinged; Join, Leave, Add computer and Start as the
 * host says; the game's thread opened from the table with every person in it; expiry.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { lobbyActions, openLobby } from '../../src/session/lobby.ts';
import { tick } from '../../src/session/scheduler.ts';
import { HOUR_MS, updateSettings } from '../../src/session/settings.ts';
import { collections } from '../../src/session/store.ts';
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

const actions = lobbyActions(toy);
let h: Harness;
afterEach(async () => {
  await h?.close();
});

/** Ann opens a table inviting Cat (and a bot, and herself, who are not invited). */
async function opened(): Promise<Recorded> {
  h = await harness([toy]);
  const answer = answerTo(h, { channelId: 'c1' });
  await openLobby(h.ctx, askerOf('ann', 'Ann', 'L1'), answer, toy, { rounds: 1 }, [
    { id: 'cat', name: 'Cat', bot: false },
    { id: 'robot', name: 'Robot', bot: true },
    { id: 'ann', name: 'Ann', bot: false },
  ]);
  return must(answer.replied);
}

/** `userId` presses `action` on the table `m`: the answer, or the refusal's text. */
async function click(m: Recorded, action: string, userId: string, name = userId) {
  const run = must(actions[action]);
  return refusal(run(h.ctx, inviteClick(userId, name, m), answerTo(h, { channelId: 'c1', message: m }), 'L1'));
}

const lobby = async () => must(await collections(h.store).invites.get('L1')).value;

describe('a lobby', () => {
  it('opens as the reply: the host seated, the invited pinged, Join / Leave / Add computer / Start', async () => {
    const m = await opened();
    expect(m.content).toMatch(
      /^<@cat>, you're invited\. Ann opened a table of \*\*Toy\*\* \(1 rounds\): 2 or 3 players\. It closes <t:\d+:R> unless started\.\n1\. <@ann>$/,
    );
    expect(m.pings).toEqual(['cat']);
    expect(customIds(m)).toEqual(['toy:join:L1:0', 'toy:leave:L1:0', 'toy:addcpu:L1:0', 'toy:start:L1:0']);
    expect(await lobby()).toMatchObject({ kind: 'lobby', hostId: 'ann', invited: ['cat'], messageId: m.id });
  });

  it('seats and unseats: Join, a second Join refused, Leave, a full table, the host only adds a computer', async () => {
    const m = await opened();
    expect(await click(m, 'join', 'ben', 'Ben')).toBeNull();
    expect(m.content).toContain('1. <@ann>\n2. <@ben>');
    expect(m.pings).toEqual(['cat']); // a redraw pings nobody new
    expect(await click(m, 'join', 'ben')).toBe("You're already at this table.");
    expect(await click(m, 'leave', 'cat')).toBe("You're not at this table.");
    expect(await click(m, 'addcpu', 'ben')).toBe('Only the host can add a computer player.');
    expect(await click(m, 'addcpu', 'ann')).toBeNull();
    expect((await lobby()).seats).toEqual([
      { id: 'ann', name: 'Ann' },
      { id: 'ben', name: 'Ben' },
      { id: 'bot', name: 'Computer (easy)', computer: { level: 'easy' } },
    ]);
    expect(await click(m, 'join', 'cat', 'Cat')).toBe('This table is full.');
    expect(await click(m, 'leave', 'ben')).toBeNull();
    expect(await click(m, 'join', 'cat', 'Cat')).toBeNull();
    expect((await lobby()).seats.map((s) => s.id)).toEqual(['ann', 'bot', 'cat']);
    expect(m.content).not.toContain("you're invited"); // Cat is seated now
  });

  it('the host leaving closes the table', async () => {
    const m = await opened();
    await click(m, 'join', 'ben', 'Ben');
    expect(await click(m, 'leave', 'ann')).toBeNull();
    expect((await lobby()).status).toBe('cancelled');
    expect(m.content).toBe('**Toy** (1 rounds): this table was closed.');
    expect(m.components).toEqual([]);
    expect(await click(m, 'join', 'cat')).toBe('This table is closed.');
  });

  it('starts when the host says, with enough seated: a thread from the table with every person, the first board', async () => {
    const m = await opened();
    expect(await click(m, 'start', 'ann')).toBe('At least 2 players are needed to start.');
    await click(m, 'join', 'ben', 'Ben');
    await click(m, 'join', 'cat', 'Cat');
    expect(await click(m, 'start', 'ben')).toBe('Only the host can start.');
    expect(h.outbox.threads.size).toBe(0);
    expect(await click(m, 'start', 'ann')).toBeNull();
    const [threadId, thread] = must([...h.outbox.threads][0]);
    expect(thread).toEqual({
      channelId: 'c1',
      fromMessageId: m.id,
      name: 'Toy: Ann, Ben, Cat',
      private: false,
      members: ['ann', 'ben', 'cat'],
    });
    expect((await sessionOf(h, threadId)).value.seats.map((s) => s.id)).toEqual(['ann', 'ben', 'cat']);
    expect(must(h.outbox.in(threadId).at(-1)).pings).toEqual(['ann']);
    expect(m.content).toBe(`**Toy** (1 rounds): the game is on in <#${threadId}>.\n1. <@ann>\n2. <@ben>\n3. <@cat>`);
    expect(customIds(m)).toEqual([`toy:watch:${threadId}:0`]);
    expect((await lobby()).status).toBe('started');
    expect(await click(m, 'start', 'ann')).toBe('This table is closed.');
    expect(h.outbox.threads.size).toBe(1);
  });

  it('a private thread when the server prefers it', async () => {
    const m = await opened();
    await updateSettings(h.store, 'g1', { threads: 'private' });
    await click(m, 'join', 'ben', 'Ben');
    expect(await click(m, 'start', 'ann')).toBeNull();
    expect(must([...h.outbox.threads.values()][0])).toMatchObject({ private: true, members: ['ann', 'ben'] });
  });

  it('expires unstarted: the scheduler closes it and edits the table', async () => {
    const m = await opened();
    await click(m, 'join', 'ben', 'Ben');
    h.clock.advance(24 * HOUR_MS);
    expect(await click(m, 'join', 'cat')).toBe('This table is closed.');
    const report = await tick(h.ctx);
    expect(report.expired).toEqual(['L1']);
    expect((await lobby()).status).toBe('expired');
    expect(m.content).toBe('**Toy** (1 rounds): this table was never started.');
    expect(m.components).toEqual([]);
    expect(h.outbox.threads.size).toBe(0);
  });
});
