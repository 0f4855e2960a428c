/**
 * Take-back and rematch with two real bot processes on one store and one shard (test/e2e/two-bots.ts,
 * SQLite): `/takeback` delivered to both processes posts one request; its Accept delivered to both,
 * then a doubled Accept split between the processes, takes the turn back once (one new version, one
 * board); 🔁 Rematch delivered to both posts one invitation.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections } from '../../src/session/store.ts';
import { TAKEBACK } from '../../src/session/takeback.ts';
import type { InteractionHandle, StandInUser, StoredMessage } from '../../src/tools/standin/index.ts';
import { until } from './sessions.ts';
import { boardVersion, choices, liveBoard, settled, sqliteUrl, startTwoBots, type TwoBots } from './two-bots.ts';
import { en } from '../helpers/en.ts';

let t: TwoBots;
beforeAll(async () => {
  t = await startTwoBots(sqliteUrl());
}, 240_000);
afterAll(async () => {
  await t?.close();
});

const version = async (threadId: string) => (await collections(t.store).sessions.get(threadId))?.version ?? -1;
/** `h` answered once: the process that saved it answers, the other stays silent (or is refused, 40060). */
async function answeredOnce(h: InteractionHandle) {
  await h.acknowledged(30_000);
  await new Promise((r) => setTimeout(r, 1000));
  expect(h.record.deliveredTo).toHaveLength(2);
  expect(h.record.callbacks.filter((a) => a.status < 300)).toHaveLength(1);
}
const requests = (threadId: string) =>
  t.standIn.messages(threadId).filter((m) => m.history.concat(m).some((v) => v.text.includes('asks to take back')));

describe('two processes', () => {
  it('take a turn back once, and post one rematch', async () => {
    const [alice, bob] = t.users as [StandInUser, StandInUser];
    const where = { guildId: t.guildId, channelId: t.channelId };
    const challenge = await t.standIn
      .runSlashCommand({
        ...where,
        user: alice,
        name: 'abstrac',
        options: { subcommand: 'challenge', opponent: bob } as never,
      })
      .response();
    const accept = choices(challenge).find((c) => c.label === 'Accept');
    await t.standIn.clickButton({ user: bob, message: challenge, customId: accept?.customId ?? '' }).acknowledged();
    const threadId = await t.standIn.waitFor(() => /the game is on in <#(\d+)>/.exec(challenge.text)?.[1], 30_000);
    await settled(t.store, threadId);

    // bob (seat 0) lets alice play first: his turn is over.
    const board = liveBoard(t.standIn, threadId) as StoredMessage;
    const second = choices(board).find((c) => c.customId.endsWith(':second'));
    t.standIn.clickButton({ user: bob, message: board, customId: second?.customId ?? '' });
    await until(async () => (await version(threadId)) > boardVersion(board), 30_000, 'the choice');
    const moved = await settled(t.store, threadId);

    const ask = t.standIn.runSlashCommand({
      ...where,
      channelId: threadId,
      user: bob,
      name: 'takeback',
      deliverTo: 'all',
    });
    await answeredOnce(ask);
    const request = await t.standIn.waitFor(() => requests(threadId)[0], 30_000, 'the request');
    expect(requests(threadId)).toHaveLength(1);

    const yes = choices(request).find((c) => c.label === 'Accept')?.customId ?? '';
    const [, b] = t.sessions as [string, string];
    const clicks = [
      t.standIn.clickButton({ user: alice, message: request, customId: yes, deliverTo: 'all' }),
      t.standIn.clickButton({ user: alice, message: request, customId: yes, deliverTo: { session: b } }),
    ];
    await until(async () => (await version(threadId)) > moved, 30_000, 'the take-back');
    await settled(t.store, threadId);
    for (const h of clicks) await t.standIn.waitFor(() => h.record.ack, 30_000);
    await new Promise((r) => setTimeout(r, 500));
    expect(await version(threadId)).toBe(moved + 1);
    expect(request.text).toBe(en(TAKEBACK.accepted('alice', 'bob')));
    const boards = t.standIn.messages(threadId).filter((m) => m.text.includes(en(TAKEBACK.lead('bob', 'alice'))));
    expect(boards).toHaveLength(1);

    // bob resigns; the result's Rematch, pressed once and delivered to both, posts one invitation.
    const resign = await t.standIn
      .runSlashCommand({
        ...where,
        channelId: threadId,
        user: bob,
        name: 'abstrac',
        options: { subcommand: 'resign' } as never,
      })
      .response();
    const sure = choices(resign).find((c) => c.label === 'Resign')?.customId ?? '';
    await t.standIn.clickButton({ user: bob, message: resign, customId: sure }).acknowledged();
    const end = await t.standIn.waitFor(
      () => t.standIn.messages(threadId).find((m) => choices(m).some((c) => c.label === 'Rematch')),
      30_000,
      'the result',
    );
    const rematch = choices(end).find((c) => c.label === 'Rematch')?.customId ?? '';
    const press = t.standIn.clickButton({ user: alice, message: end, customId: rematch, deliverTo: 'all' });
    await answeredOnce(press);
    const invitations = () =>
      t.standIn.messages(t.channelId).filter((m) => m.text.includes(`rematch of <#${threadId}>`));
    await t.standIn.waitFor(() => invitations().length > 0, 30_000, 'the invitation');
    await new Promise((r) => setTimeout(r, 500));
    expect(invitations()).toHaveLength(1);
  }, 300_000);
});
