/**
 * Spectators and hidden cards, through the real client and the stand-in: 👀 Watch on the message
 * saying where a game is on adds the presser to its thread (public or private, across a restart),
 * a spectator is refused every private or playing control (Your hand, moves, Hint, /takeback), and a
 * take-back is refused for a turn that showed a hidden card in Threedom (a take uncovers a card dealt
 * face down) and Rummy (a stock draw), but allowed for a Rummy turn drawn from the discard pile.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections } from '../../src/session/store.ts';
import { TAKEBACK } from '../../src/session/takeback.ts';
import { TEXT } from '../../src/session/text.ts';
import { WATCH } from '../../src/session/watch.ts';
import { type Choice, startWorld, type World } from '../../src/tools/demo/world.ts';
import type { InteractionHandle, StandInUser, StoredMessage } from '../../src/tools/standin/index.ts';
import { privately, resign } from './sessions.ts';
import { en } from '../helpers/en.ts';

let w: World;
let ann: StandInUser;
let ben: StandInUser;
let cat: StandInUser;
let dan: StandInUser;
beforeAll(async () => {
  w = await startWorld({ players: ['ann', 'ben', 'cat', 'dan'] });
  [ann, ben, cat, dan] = w.users as [StandInUser, StandInUser, StandInUser, StandInUser];
});
afterAll(async () => {
  await w?.close();
});

const said = (h: InteractionHandle) => privately(w, h);
const button = (m: StoredMessage, label: string) => w.choices(m).find((c) => c.label === label) as Choice;
const members = (threadId: string) => w.standIn.channel(threadId)?.memberIds ?? new Set<string>();
const version = async (threadId: string) => (await collections(w.store).sessions.get(threadId))?.version ?? -1;

/** `/<game> challenge` accepted; the thread id and the channel message (with 👀 Watch). */
async function challenge(game: string, from: StandInUser, to: StandInUser, options: Record<string, unknown> = {}) {
  const message = await w.slash(from, game, { subcommand: 'challenge', opponent: to, ...options }).response();
  await w.press(to, message, button(message, 'Accept')).acknowledged();
  const threadId = await w.standIn.waitFor(() => /the game is on in <#(\d+)>/.exec(message.text)?.[1]);
  await w.settled(threadId);
  await w.standIn.waitFor(() => w.choices(message).length > 0);
  return { threadId, message };
}

/** Waits until the game's saved version passes `before` and its board is posted. */
async function moved(threadId: string, before: number) {
  for (let n = 0; n < 1000 && (await version(threadId)) <= before; n++) await new Promise((r) => setTimeout(r, 10));
  await w.settled(threadId);
}

describe('👀 Watch', () => {
  it('adds a spectator to the thread, who is refused every private or playing control', async () => {
    const { threadId, message } = await challenge('abstrac', ann, ben, { hints: true });
    expect(w.choices(message).map((c) => c.label)).toEqual(['Watch']);
    expect(members(threadId).has(cat.id)).toBe(false);
    expect(await said(w.press(cat, message, button(message, 'Watch')))).toBe(en(WATCH.watching(threadId)));
    expect(members(threadId).has(cat.id)).toBe(true);
    expect(await said(w.press(ann, message, button(message, 'Watch')))).toBe(en(WATCH.playing(threadId)));
    await w.restart();
    expect(await said(w.press(dan, message, button(message, 'Watch')))).toBe(en(WATCH.watching(threadId)));
    expect(members(threadId).has(dan.id)).toBe(true);

    const board = w.liveBoard(threadId) as StoredMessage;
    const move = w.choices(board).find((c) => c.label !== 'Hint') as Choice;
    expect(await said(w.press(cat, board, move))).toBe(en(TEXT.notYourGame));
    expect(await said(w.press(cat, board, button(board, 'Hint')))).toBe(en(TEXT.notYourGame));
    expect(await said(w.slash(cat, 'takeback', {}, threadId))).toBe(en(TEXT.notYourGame));
    await resign(w, ben, threadId);
    expect(await said(w.press(cat, message, button(message, 'Watch')))).toBe(en(WATCH.over(threadId)));
  });

  it('works for a private thread too, and a spectator never sees a hand', async () => {
    await w.slash(w.guild.owner, 'settings', { threads: 'private' }).response();
    const { threadId, message } = await challenge('threedom', ann, ben, { target: 10 });
    expect(w.standIn.channel(threadId)?.type).toBe(12); // a private thread
    await said(w.press(cat, message, button(message, 'Watch')));
    expect(members(threadId).has(cat.id)).toBe(true);
    const board = w.liveBoard(threadId) as StoredMessage;
    expect(await said(w.press(cat, board, button(board, 'Your hand')))).toBe(en(TEXT.notSeated));
    await w.slash(w.guild.owner, 'settings', { threads: 'public' }).response();
    const ask = await w.slash(ann, 'threedom', { subcommand: 'resign' }, threadId).response();
    await w.press(ann, ask, button(ask, 'Resign')).response();
  });
});

describe('take-back of a turn that showed a hidden card', () => {
  it('is refused in Threedom: the take uncovered a card dealt face down', async () => {
    const { threadId } = await challenge('threedom', ann, ben, { target: 10 });
    const before = await version(threadId);
    const board = w.liveBoard(threadId) as StoredMessage;
    let hand = await w.press(ben, board, button(board, 'Your hand')).response();
    for (let step = 0; step < 2; step++) hand = await w.press(ben, hand, w.choices(hand)[0] as Choice).response();
    await w.press(ben, hand, button(hand, 'Play it')).acknowledged();
    await moved(threadId, before);
    expect((await collections(w.store).sessions.get(threadId))?.value.undo?.state).toBeNull();
    expect(await said(w.slash(ben, 'takeback', {}, threadId))).toBe(en(TAKEBACK.hidden));
  });

  it('is refused in Rummy after a stock draw, and allowed after a draw from the discard pile', async () => {
    const { threadId } = await challenge('rummy', ann, ben, { hands: 1 });
    // ben (seat 0) draws from the stock and discards.
    let v = await version(threadId);
    let board = w.liveBoard(threadId) as StoredMessage;
    let hand = await w.press(ben, board, button(board, 'Your hand')).response();
    await w.press(ben, hand, button(hand, 'Draw from the stock')).response();
    await moved(threadId, v);
    v = await version(threadId);
    await w.standIn.waitFor(() => w.choices(hand).some((c) => c.customId.split(':')[4] === 'x'));
    const discard = w.choices(hand).find((c) => c.customId.split(':')[4] === 'x') as Choice;
    await w.press(ben, hand, discard).acknowledged();
    await moved(threadId, v);
    expect(await said(w.slash(ben, 'takeback', {}, threadId))).toBe(en(TAKEBACK.hidden));

    // ann takes ben's discard, then discards another card: nothing new was shown.
    v = await version(threadId);
    board = w.liveBoard(threadId) as StoredMessage;
    hand = await w.press(ann, board, button(board, 'Your hand')).response();
    const take = w.choices(hand).find((c) => c.label.startsWith('Take')) as Choice;
    await w.press(ann, hand, take).response();
    await moved(threadId, v);
    v = await version(threadId);
    await w.standIn.waitFor(() => w.choices(hand).some((c) => c.customId.split(':')[4] === 'x'));
    const other = w
      .choices(hand)
      .find((c) => c.customId.split(':')[4] === 'x' && !take.label.includes(c.label)) as Choice;
    await w.press(ann, hand, other).acknowledged();
    await moved(threadId, v);
    expect(await said(w.slash(ann, 'takeback', {}, threadId))).toBe(en(TAKEBACK.asked('ben')));
  });
});
