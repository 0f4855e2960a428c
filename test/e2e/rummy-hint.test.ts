/**
 * Rummy's 💡 Hint button through the real client and the stand-in: in the private hand message of
 * the player to move; against the computer always, between people only at a table opened with
 * `hints:true` (then the thread is told), refused otherwise. The advice is the strong level's next
 * step for that seat's view with the computer's seed, said in words, and names a legal move.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handLegalMoves, viewFor } from '../../src/games/rummy/engine/index.ts';
import { moveSeed } from '../../src/games/rummy/hint.ts';
import { rummy } from '../../src/games/rummy/module.ts';
import type { RummyGameState } from '../../src/games/rummy/schema.ts';
import { rummyHintText } from '../../src/games/rummy/solver/hint.ts';
import { rummyMove } from '../../src/games/rummy/solver/player.ts';
import { HINT_TEXT } from '../../src/session/hints.ts';
import { collections } from '../../src/session/store.ts';
import { type Choice, startWorld, type World } from '../../src/tools/demo/world.ts';
import type { StandInUser, StoredMessage } from '../../src/tools/standin/index.ts';
import { en } from '../helpers/en.ts';

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

const button = (m: StoredMessage, label: string) => w.choices(m).find((c) => c.label === label) as Choice;
const stateOf = async (threadId: string) =>
  (await collections(w.store).sessions.get(threadId))?.value.state as RummyGameState;

/** A table of ann and `second` (ben or the computer) for one hand; ann moves first. */
async function table(options: {
  computer?: boolean;
  hints?: boolean;
}): Promise<{ threadId: string; lobby: StoredMessage }> {
  const lobby = await w
    .slash(ann, 'rummy', { subcommand: 'new', hands: 1, ...(options.hints ? { hints: true } : {}) })
    .response();
  if (options.computer) await w.press(ann, lobby, button(lobby, 'Add computer')).response();
  else await w.press(ben, lobby, button(lobby, 'Join')).response();
  await w.standIn.waitFor(() => lobby.text.includes('2. '));
  await w.press(ann, lobby, button(lobby, 'Start')).acknowledged();
  const threadId = await w.standIn.waitFor(() => /game is on in <#(\d+)>/.exec(lobby.text)?.[1]);
  await w.settled(threadId);
  return { threadId, lobby };
}

async function handOf(user: StandInUser, threadId: string): Promise<StoredMessage> {
  const board = w.liveBoard(threadId) as StoredMessage;
  return w.press(user, board, button(board, 'Your hand')).response();
}

/** What the hint must say for seat 0 now, and that its move is legal. */
async function expected(threadId: string): Promise<string> {
  const state = await stateOf(threadId);
  const view = viewFor(state, 0);
  const move = rummyMove('strong', view, moveSeed(state));
  expect(handLegalMoves(state.current, 0)).toContainEqual(move);
  return `💡 ${rummyHintText(view, move)}`;
}

async function askHint(user: StandInUser, hand: StoredMessage, hint: Choice): Promise<string> {
  const answer = await w.press(user, hand, hint).response();
  expect(answer.flags & 64).toBe(64);
  return answer.text;
}

describe('the Rummy Hint button', () => {
  it('against the computer: in the hand message, private, the strong level advice in words', async () => {
    const { threadId } = await table({ computer: true });
    const before = w.standIn.messages(threadId).filter((m) => m.visibleTo === null).length;
    const hand = await handOf(ann, threadId);
    const hint = button(hand, 'Hint');
    expect(hint).toBeDefined();
    const text = await askHint(ann, hand, hint);
    expect(text).toBe(await expected(threadId));
    expect(text).toMatch(/^💡 (Draw from the stock|Take the .+ from the discard pile)/);
    // Nothing public against the computer.
    expect(w.standIn.messages(threadId).filter((m) => m.visibleTo === null)).toHaveLength(before);
    // Then, after drawing, the advice is for the play phase: a meld, a lay-off or a discard.
    const drew = w.press(ann, hand, button(hand, 'Draw from the stock'));
    await drew.acknowledged();
    const after = await drew.response();
    const next = await askHint(ann, after, button(after, 'Hint'));
    expect(next).toBe(await expected(threadId));
    expect(next).toMatch(/^💡 (Lay down|Lay off|Discard)/);
    // The hint changed nothing: still ann's play phase.
    expect((await stateOf(threadId)).current.phase).toBe('play');
  }, 60_000);

  it('between people without hints: no button, and the control refuses', async () => {
    const { threadId } = await table({});
    const hand = await handOf(ann, threadId);
    expect(w.choices(hand).map((c) => c.label)).not.toContain('Hint');
    // The stand-in only presses what is shown, so the control itself is asked as the router would.
    const doc = await collections(w.store).sessions.get(threadId);
    if (!doc) throw new Error('no session');
    const said: string[] = [];
    const run = rummy.extras?.hint?.run({
      session: doc.value as never,
      version: doc.version,
      clickedVersion: doc.version,
      locale: 'en-US',
      userId: ann.id,
      reply: async (t) => void said.push(t),
      announce: async (t) => void said.push(t),
    });
    await expect(run).rejects.toThrow(en(HINT_TEXT.off));
    expect(said).toEqual([]);
  }, 60_000);

  it('with hints:true: the mover gets advice, the thread is told, the other player has no button', async () => {
    const { threadId, lobby } = await table({ hints: true });
    expect(lobby.text).toMatch(/hints allowed/i);
    expect(w.choices(await handOf(ben, threadId)).map((c) => c.label)).not.toContain('Hint');
    const hand = await handOf(ann, threadId);
    const text = await askHint(ann, hand, button(hand, 'Hint'));
    expect(text).toBe(await expected(threadId));
    await w.standIn.waitFor(() => w.standIn.messages(threadId).find((m) => m.text === '💡 ann used a hint.'));
  }, 60_000);
});
