/**
 * `/export` through the real discord.js client and the stand-in: a spectator exports a running game
 * (public: no hidden card), a player exports it finished (the full record), across a restart; each
 * file replays to the stored game's scores; outside a game thread the command is refused privately.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abstrac } from '../../src/games/abstrac/module.ts';
import { replayRecord } from '../../src/games/replay.ts';
import { threedom } from '../../src/games/threedom/module.ts';
import { collections } from '../../src/session/store.ts';
import { startWorld, type World } from '../../src/tools/demo/world.ts';
import type { StandInUser, StoredMessage } from '../../src/tools/standin/index.ts';
import { playOne, seededPick } from './play.ts';

let w: World;
let ann: StandInUser;
let ben: StandInUser;
let cat: StandInUser;
beforeAll(async () => {
  w = await startWorld({ players: ['ann', 'ben', 'cat'] });
  [ann, ben, cat] = w.users as [StandInUser, StandInUser, StandInUser];
});
afterAll(async () => {
  await w?.close();
});

const stored = async (threadId: string) => (await collections(w.store).sessions.get(threadId))?.value;

/** `/export` by `user` in `channelId`: the private reply and the record it attaches (if any). */
async function exportIn(user: StandInUser, channelId: string) {
  const reply: StoredMessage = await w.slash(user, 'export', {}, channelId).response();
  expect(reply.flags & 64).toBe(64);
  const file = reply.attachments[0];
  const text = file ? Buffer.from(file.data).toString('utf8') : '';
  return { reply, file, text, record: text ? (JSON.parse(text) as Record<string, unknown>) : undefined };
}

describe('/export', () => {
  it('refuses outside a game thread', async () => {
    const { reply, file } = await exportIn(ann, w.channelId);
    expect(reply.text).toContain('There is no game in this channel');
    expect(file).toBeUndefined();
  });

  it('Abstrac: the record so far for a spectator, the full record once over, both replaying to the stored scores', async () => {
    const { threadId } = await w.startGame(ben, ann, { deals: 1 });
    const pick = seededPick(3);
    for (let n = 0; n < 4; n++) await playOne(w, threadId, pick);
    const running = await exportIn(cat, threadId);
    expect(running.file?.filename).toBe(`abstrac-${threadId}-so-far.json`);
    expect(running.reply.text).toContain('as anyone watching may see it');
    const so = replayRecord(running.record);
    expect(so).toMatchObject({
      game: 'abstrac',
      finished: false,
      public: true,
      players: ['ann', 'ben'],
      scores: [0, 0],
    });
    const deal = (so.rounds as Record<string, unknown>[])[0];
    expect(deal).toMatchObject({ finished: false });

    while ((await stored(threadId))?.status !== 'finished') await playOne(w, threadId, pick);
    const session = await stored(threadId);
    const outcome = abstrac.outcome(abstrac.stateSchema.parse(session?.state));
    const done = await exportIn(ann, threadId);
    expect(done.file?.filename).toBe(`abstrac-${threadId}.json`);
    expect(replayRecord(done.record)).toMatchObject({
      finished: true,
      public: false,
      scores: outcome?.points,
      ended: { how: 'played', places: outcome?.places },
    });
  });

  it('Threedom: no hidden card while it runs; after a restart and a resignation, the full record', async () => {
    const challenge = await w.slash(ben, 'threedom', { subcommand: 'challenge', opponent: ann, target: 10 }).response();
    const accept = w.choices(challenge).find((c) => c.label === 'Accept');
    if (!accept) throw new Error(challenge.text);
    await w.press(ann, challenge, accept).acknowledged();
    const threadId = await w.standIn.waitFor(() => /game is on in <#(\d+)>/.exec(challenge.text)?.[1]);
    await w.settled(threadId);

    const running = await exportIn(ann, threadId);
    const state = threedom.stateSchema.parse((await stored(threadId))?.state);
    const secret = threedom.hand?.secret(state) ?? [];
    expect(secret.length).toBeGreaterThan(0);
    for (const card of secret) expect(running.text).not.toContain(`"${card}"`);
    expect(running.text).not.toContain('"deck"');
    expect(replayRecord(running.record)).toMatchObject({ finished: false, public: true, scores: [0, 0] });

    await w.restart();
    const ask = await w.slash(ben, 'threedom', { subcommand: 'resign' }, threadId).response();
    const confirm = w.choices(ask).find((c) => c.label === 'Resign');
    if (!confirm) throw new Error(ask.text);
    await w.press(ben, ask, confirm).response();
    await w.standIn.waitFor(() => w.standIn.messages(threadId).find((m) => /resigned/.test(m.text)));

    const done = await exportIn(cat, threadId);
    expect(done.text).toContain('"deck"');
    expect(replayRecord(done.record)).toMatchObject({
      finished: true,
      public: false,
      scores: [0, 0],
      ended: { how: 'resigned', places: [1, 2] },
    });
  });
});
