/**
 * Threedom through the real discord.js client and the stand-in: a challenge, the private hand a
 * step at a time (pile to take from, card and pile to play on, what it claims, Play it) in one private
 * message, refusals (not your turn, a stale hand), status, resign with confirmation, and a whole
 * short game against the computer with its round summaries and result.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ThreedomSession } from '../../src/games/threedom/schema.ts';
import { collections } from '../../src/session/store.ts';
import { type Choice, startWorld, type World } from '../../src/tools/demo/world.ts';
import type { StandInUser, StoredMessage } from '../../src/tools/standin/index.ts';

let w: World;
let ann: StandInUser;
let ben: StandInUser;
beforeAll(async () => {
  w = await startWorld({ players: ['ann', 'ben'] });
  [ann, ben] = w.users as [StandInUser, StandInUser];
});
afterAll(async () => {
  await w?.close();
});

const session = async (threadId: string) =>
  (await collections(w.store).sessions.get(threadId))?.value as ThreedomSession | undefined;
const version = async (threadId: string) => (await collections(w.store).sessions.get(threadId))?.version ?? -1;
const button = (m: StoredMessage, label: string) => w.choices(m).find((c) => c.label === label) as Choice;

async function openHand(user: StandInUser, threadId: string): Promise<StoredMessage> {
  const board = w.liveBoard(threadId) as StoredMessage;
  const hand = await w.press(user, board, button(board, 'Your hand')).response();
  expect(hand.flags & 64).toBe(64);
  return hand;
}

/** One turn through the hand, choosing the `k`-th control at each step; returns the hand message. */
async function playTurn(user: StandInUser, threadId: string, k = 0): Promise<StoredMessage> {
  const before = await version(threadId);
  let hand = await openHand(user, threadId);
  for (let step = 0; step < 2; step++) {
    // The turn's controls (against the computer the 💡 Hint sits under them: not a step of the turn).
    const choices = w.choices(hand).filter((c) => c.label !== 'Hint' && c.label !== 'Start over');
    hand = await w.press(user, hand, choices[k % choices.length] as Choice).response();
  }
  await w.press(user, hand, button(hand, 'Play it')).acknowledged();
  // Until the move is saved and the next board is up: after the computer's answer, in a game against it.
  for (let n = 0; n < 1000; n++) {
    const now = await version(threadId);
    const board = w.liveBoard(threadId);
    const s = await session(threadId);
    if (now > before && (s?.status === 'finished' || (board && w.versionOf(board) === now))) break;
    await new Promise((r) => setTimeout(r, 10));
  }
  await w.settled(threadId);
  return hand;
}

describe('Threedom between two people', () => {
  let threadId: string;
  it('opens with the challenged player to start, and a hand goes take → card and pile → preview → play', async () => {
    const challenge = await w.slash(ben, 'threedom', { subcommand: 'challenge', opponent: ann, target: 10 }).response();
    expect(challenge.text).toContain('Threedom');
    await w.press(ann, challenge, button(challenge, 'Accept')).acknowledged();
    threadId = await w.standIn.waitFor(() => /game is on in <#(\d+)>/.exec(challenge.text)?.[1]);
    await w.settled(threadId);
    const board = w.liveBoard(threadId) as StoredMessage;
    expect(w.moverOf(board)?.id).toBe(ann.id);
    expect(board.attachments[0]?.description).toContain('Threedom grid');

    // Not ben's turn: his hand shows his cards and no controls.
    const bens = await openHand(ben, threadId);
    expect(bens.text).toMatch(/It is ann's turn/);
    expect(w.choices(bens)).toHaveLength(0);

    // Four taps from the board: Your hand, the pile to take from, the card and its pile (one
    // button), Play it after the preview.
    let hand = await openHand(ann, threadId);
    expect(hand.text).toMatch(/take from which pile\?/);
    const takes = w.choices(hand);
    expect(takes).toHaveLength(9);
    expect(takes.every((c) => /^t\d$/.test(c.customId.split(':').at(-1) ?? ''))).toBe(true);
    expect(takes[0]?.label).toMatch(/^top left · /);
    hand = await w.press(ann, hand, takes[0] as Choice).response();
    expect(hand.text).toMatch(/from top left: play which card, on which pile\?/);
    const pairs = w.choices(hand).filter((c) => c.label !== 'Start over');
    expect(pairs).toHaveLength(24); // 3 cards × the 8 piles not taken from
    expect(pairs.some((c) => c.customId.endsWith(':o0'))).toBe(false);
    const onCentre = pairs.find((c) => c.customId.endsWith(':c0:o4')) as Choice;
    expect(onCentre.label).toMatch(/ •$/);
    hand = await w.press(ann, hand, onCentre).response();
    expect(hand.text).toMatch(/on centre, take .+ from top left\.\nThis turn claims/);
    expect(w.choices(hand).map((c) => c.label)).toEqual(['Play it', 'Start over']);
    // Start over goes back to the first step, in the same message.
    const again = await w.press(ann, hand, button(hand, 'Start over')).response();
    expect(again.id).toBe(hand.id);
    expect(w.choices(again)).toHaveLength(9);
    // The board says whose turn it is; the how-to is in the hand only.
    expect(board.text).not.toMatch(/pick a card/);
    const played = await playTurn(ann, threadId, 1);

    const s = await session(threadId);
    expect(s?.state.last?.seat).toBe(0);
    const next = w.liveBoard(threadId) as StoredMessage;
    expect(w.moverOf(next)?.id).toBe(ben.id);
    expect(next.attachments[0]?.description).toMatch(/Last turn: ann played \S+ on \w+/);
    // A control of that (now stale) hand is refused with a reason, and nothing changes.
    const v = await version(threadId);
    const stale = w.choices(played)[0];
    if (stale) {
      const answer = await w.press(ann, played, stale).privateAnswer();
      expect(answer.text).toMatch(/earlier turn|not your turn|changed/i);
    }
    expect(await version(threadId)).toBe(v);
  }, 60_000);

  it('shows the game in status, and resigns only once confirmed', async () => {
    const status = await w.slash(ben, 'threedom', { subcommand: 'status' }, threadId).response();
    expect(status.text).toMatch(/vs ann · 0–0 \(to 10, round 1\)/);
    const ask = await w.slash(ben, 'threedom', { subcommand: 'resign' }, threadId).response();
    const kept = await w.press(ben, ask, button(ask, 'Keep playing')).response();
    expect(kept.text).toMatch(/Not resigned/);
    expect((await session(threadId))?.status).toBe('active');
    const ask2 = await w.slash(ben, 'threedom', { subcommand: 'resign' }, threadId).response();
    await w.press(ben, ask2, button(ask2, 'Resign')).response();
    await w.standIn.waitFor(() =>
      w.standIn.messages(threadId).find((m) => /ben resigned: <@\d+> wins the game/.test(m.text)),
    );
    expect((await session(threadId))?.status).toBe('finished');
  }, 30_000);
});

describe('Threedom against the computer', () => {
  it('plays a whole short game: every board is the person’s, rounds are summed up, the result is posted', async () => {
    const reply = await w
      .slash(ann, 'threedom', { subcommand: 'challenge', opponent: w.standIn.bot, level: 'casual', target: 20 })
      .response();
    const threadId = await w.standIn.waitFor(() => /the game is on in <#(\d+)>/.exec(reply.text)?.[1]);
    await w.settled(threadId);
    for (let turn = 0; turn < 200 && (await session(threadId))?.status === 'active'; turn++) {
      const board = w.liveBoard(threadId) as StoredMessage;
      expect(w.moverOf(board)?.id).toBe(ann.id);
      await playTurn(ann, threadId, turn);
    }
    const s = await session(threadId);
    expect(s?.status).toBe('finished');
    expect(s?.state.match.history.length).toBeGreaterThan(0);
    const texts = w.standIn.messages(threadId).map((m) => m.text);
    expect(texts.some((t) => /^(🤖 .*\n)?Round 1 is over \(/.test(t))).toBe(true);
    expect(texts.some((t) => /🤖 Computer \(casual\) played|🤖 .+ played \S+ on/.test(t))).toBe(true);
    await w.standIn.waitFor(() => texts.some((t) => /wins the game/.test(t)) || undefined);
  }, 180_000);
});
