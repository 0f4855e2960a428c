/**
 * Threedom's 💡 Hint through the real client and the stand-in: in the private hand on the player's
 * turn, against the computer always, between people only when the challenge said `hints:true` and
 * was accepted (then the thread is told). The advice is the strong level's turn for that seat (the
 * computer's seed for the turn), a legal one, in words with its reason; the session is untouched.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legalMoves, viewFor } from '../../src/games/threedom/engine/index.ts';
import type { Seat } from '../../src/games/threedom/engine/types.ts';
import { adviceText, turnSeed } from '../../src/games/threedom/hint.ts';
import type { ThreedomSession } from '../../src/games/threedom/schema.ts';
import { chooseThreedomMove } from '../../src/games/threedom/solver/player.ts';
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

const doc = async (threadId: string) => collections(w.store).sessions.get(threadId);
const button = (m: StoredMessage, label: string) => w.choices(m).find((c) => c.label === label);

async function openHand(user: StandInUser, threadId: string): Promise<StoredMessage> {
  const board = w.liveBoard(threadId) as StoredMessage;
  const hand = await w.press(user, board, button(board, 'Your hand') as Choice).response();
  expect(hand.flags & 64).toBe(64);
  return hand;
}

/** The hint the seat to move should get, and a check that its turn is legal. */
async function expectedHint(threadId: string, seat: Seat): Promise<string> {
  const session = (await doc(threadId))?.value as ThreedomSession;
  const match = session.state.match;
  const move = chooseThreedomMove('strong', viewFor(match, seat), turnSeed(match));
  expect(legalMoves(match, seat)).toContainEqual(move);
  return `💡 ${adviceText(session.state, seat, move)}`;
}

async function resign(user: StandInUser, threadId: string): Promise<void> {
  const ask = await w.slash(user, 'threedom', { subcommand: 'resign' }, threadId).response();
  await w.press(user, ask, button(ask, 'Resign') as Choice).response();
}

async function challenge(by: StandInUser, to: StandInUser, options: Record<string, unknown>) {
  const invite = await w
    .slash(by, 'threedom', { subcommand: 'challenge', opponent: to, target: 50, ...options })
    .response();
  const accept = button(invite, 'Accept') as Choice;
  await w.press(to, invite, accept).acknowledged();
  const threadId = await w.standIn.waitFor(() => /game is on in <#(\d+)>/.exec(invite.text)?.[1]);
  await w.settled(threadId);
  return { threadId, invite };
}

describe('the Threedom Hint', () => {
  it('against the computer: in the private hand, the strong turn in words, nothing public, the game untouched', async () => {
    const reply = await w
      .slash(ann, 'threedom', { subcommand: 'challenge', opponent: w.standIn.bot, target: 50 })
      .response();
    const threadId = await w.standIn.waitFor(() => /game is on in <#(\d+)>/.exec(reply.text)?.[1]);
    await w.settled(threadId);
    const hand = await openHand(ann, threadId);
    const hint = button(hand, 'Hint');
    if (!hint) throw new Error('no Hint button in the hand against the computer');
    const before = { version: (await doc(threadId))?.version, public: w.standIn.messages(threadId).length };

    const answer = await w.press(ann, hand, hint).response();
    expect(answer.flags & 64).toBe(64);
    expect(answer.text).toBe(await expectedHint(threadId, 0));
    expect(answer.text).toMatch(
      /^💡 Play (10|[2-9AJQK])[♠♥♦♣] on the [a-z ]+ and take \S+ from the [a-z ]+( \(the \S+ seen under it comes up\))?: .+\.$/,
    );
    expect((await doc(threadId))?.version).toBe(before.version);
    expect(w.standIn.messages(threadId).filter((m) => m.visibleTo === null).length).toBeLessThanOrEqual(before.public);
    await resign(ann, threadId);
  }, 60_000);

  it('between people without hints: no Hint button', async () => {
    const { threadId } = await challenge(ben, ann, {});
    expect(button(await openHand(ann, threadId), 'Hint')).toBeUndefined();
    await resign(ann, threadId);
  }, 60_000);

  it('with hints:true accepted: the mover gets it privately and the thread is told; none off turn', async () => {
    const { threadId, invite } = await challenge(ben, ann, { hints: true });
    expect(invite.history[0]?.text ?? invite.text).toMatch(/hints allowed/i);
    // ann, the challenged player, starts the first round.
    const hand = await openHand(ann, threadId);
    const answer = await w.press(ann, hand, button(hand, 'Hint') as Choice).response();
    expect(answer.text).toBe(await expectedHint(threadId, 0));
    await w.standIn.waitFor(() => w.standIn.messages(threadId).find((m) => m.text === '💡 ann used a hint.'));
    expect(button(await openHand(ben, threadId), 'Hint')).toBeUndefined();
    await resign(ben, threadId);
  }, 60_000);
});
