/**
 * Forged interactions on a live game with private hands (Threedom), through the real discord.js
 * client and the stand-in: a control acts only on the message that carries it (a private hand's
 * control on the public board, a board's control on a private hand, any id not among the message's
 * components: refused privately, nothing changed), and every interaction gets an answer within 3 s
 * (modal submits the bot never asked for, autocompletes, types discord.js does not handle).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DROPPED_REFUSAL } from '../../src/bot/dropped.ts';
import { MESSAGES } from '../../src/bot/router.ts';
import { collections } from '../../src/session/store.ts';
import { type Choice, startWorld, type World } from '../../src/tools/demo/world.ts';
import type { ForgedInput, InteractionHandle, StandInUser, StoredMessage } from '../../src/tools/standin/index.ts';

let w: World;
let ann: StandInUser;
let ben: StandInUser;
let threadId: string;
let board: StoredMessage;
let mover: StandInUser;
beforeAll(async () => {
  w = await startWorld({ players: ['ann', 'ben'] });
  [ann, ben] = w.users as [StandInUser, StandInUser];
  const challenge = await w.slash(ben, 'threedom', { subcommand: 'challenge', opponent: ann }).response();
  await w.press(ann, challenge, w.choices(challenge).find((c) => c.label === 'Accept') as Choice).acknowledged();
  threadId = await w.standIn.waitFor(() => /game is on in <#(\d+)>/.exec(challenge.text)?.[1]);
  await w.settled(threadId);
  board = w.liveBoard(threadId) as StoredMessage;
  mover = w.moverOf(board) as StandInUser;
});
afterAll(async () => {
  await w?.close();
});

const stored = async () => JSON.stringify(await collections(w.store).sessions.get(threadId));
const shown = (m: StoredMessage) => JSON.stringify([m.text, m.components, m.attachments.map((a) => a.description)]);
const forge = (input: Omit<ForgedInput, 'guildId' | 'channelId'>) =>
  w.standIn.forge({ guildId: w.guild.id, channelId: threadId, ...input });
const click = (user: StandInUser, message: StoredMessage, customId: string) =>
  forge({ user, type: 3, data: { custom_id: customId, component_type: 2 }, message });

/** The interaction's one answer: private, within 3 s, not a "thinking…" placeholder left unfilled. */
async function refusal(h: InteractionHandle): Promise<string> {
  const ack = await h.acknowledged(5000);
  expect(ack.latencyMs).toBeLessThan(3000);
  const answer = await h.privateAnswer(5000);
  expect(answer.loading).toBe(false);
  return answer.text;
}

describe('a control is valid only on the message that carries it', () => {
  it("a private hand's control on the public board is refused and the board stays as it was", async () => {
    const hand = await w
      .press(mover, board, w.choices(board).find((c) => c.label === 'Your hand') as Choice)
      .response();
    const step = w.choices(hand)[0] as Choice;
    const [before, boardBefore] = [await stored(), shown(board)];
    expect(await refusal(click(mover, board, step.customId))).toBe(MESSAGES.notOnMessage);
    expect(shown(board)).toBe(boardBefore);
    expect(w.choices(board).some((c) => c.label === 'Your hand')).toBe(true);
    expect(await stored()).toBe(before);
  });

  it("the board's controls on a private hand are refused and the hand stays as it was", async () => {
    const hand = await w
      .press(mover, board, w.choices(board).find((c) => c.label === 'Your hand') as Choice)
      .response();
    const [before, handBefore] = [await stored(), shown(hand)];
    for (const c of w.choices(board)) {
      expect(await refusal(click(mover, hand, c.customId))).toBe(MESSAGES.notOnMessage);
      expect(shown(hand)).toBe(handBefore);
    }
    expect(await stored()).toBe(before);
  });

  it("another player's click on a player's private hand is refused and the hand stays theirs", async () => {
    const hand = await w
      .press(mover, board, w.choices(board).find((c) => c.label === 'Your hand') as Choice)
      .response();
    const other = ben.id === mover.id ? ann : ben;
    const [before, handBefore] = [await stored(), shown(hand)];
    for (const c of w.choices(hand)) {
      expect(await refusal(click(other, hand, c.customId))).toBe(MESSAGES.notYours);
      expect(shown(hand)).toBe(handBefore);
    }
    expect(await stored()).toBe(before);
  });

  it('a well-formed id of this game that is not on the message is refused', async () => {
    const version = w.versionOf(board);
    const before = await stored();
    for (const id of [`threedom:step:${threadId}:${version}:c0`, `threedom:resign:${threadId}:${version}`]) {
      const other = ben.id === mover.id ? ann : ben;
      expect(await refusal(click(other, board, id))).toBe(MESSAGES.notOnMessage);
    }
    expect(await stored()).toBe(before);
  });
});

describe('every interaction is answered within 3 s', () => {
  it('a modal submit the bot never asked for, with or without a message', async () => {
    const before = await stored();
    const ids = [...w.choices(board).map((c) => c.customId), `threedom:step:${threadId}:${w.versionOf(board)}:c0`];
    for (const id of ids)
      for (const message of [board, undefined]) {
        const data = {
          custom_id: id,
          components: [{ type: 1, components: [{ type: 4, custom_id: 'x', value: 'y' }] }],
        };
        const h = forge({ user: mover, type: 5, data, ...(message ? { message } : {}) });
        expect(await refusal(h)).toBe(MESSAGES.noForm);
      }
    expect(shown(board)).toContain('Your hand');
    expect(await stored()).toBe(before);
  });

  it('an autocomplete is answered with choices', async () => {
    const data = { id: '1', name: 'threedom', type: 1, options: [{ name: 'x', type: 3, value: 'y', focused: true }] };
    const h = forge({ user: mover, type: 4, data });
    const ack = await h.acknowledged(5000);
    expect(ack.type).toBe(8);
    expect(ack.latencyMs).toBeLessThan(3000);
  });

  it('interaction and component types discord.js does not handle get a private refusal', async () => {
    const unknownType = forge({ user: mover, type: 9, data: { custom_id: 'a:b:c:0' } });
    expect(await refusal(unknownType)).toBe(DROPPED_REFUSAL);
    const textInput = forge({
      user: mover,
      type: 3,
      data: { custom_id: 'a:b:c:0', component_type: 4 },
      message: board,
    });
    expect(await refusal(textInput)).toBe(DROPPED_REFUSAL);
    const commandKind = forge({ user: mover, type: 2, data: { id: '1', name: 'threedom', type: 7 } });
    expect(await refusal(commandKind)).toBe(DROPPED_REFUSAL);
  });
});
