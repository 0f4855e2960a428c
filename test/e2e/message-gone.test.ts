/**
 * A click whose message is deleted between the click and the bot's answer (a moderator, an archive,
 * another process): the answer that would have updated the message is refused by Discord (404 /
 * 10008 Unknown Message) and leaves the interaction unacknowledged, so the bot answers it once more,
 * privately, within the 3 s, for a move, a private hand's control, a stale click and a flood-limited
 * click; the second answer is counted and logged at info without the message's content.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_GONE } from '../../src/bot/responder.ts';
import { createLogger } from '../../src/log.ts';
import { secondAnswerCount } from '../../src/ops/metrics.ts';
import { collections } from '../../src/session/store.ts';
import { type Choice, NO_FLOOD_LIMITS, startWorld, type World } from '../../src/tools/demo/world.ts';
import type { InteractionHandle, StandInUser, StoredMessage } from '../../src/tools/standin/index.ts';

let w: World;
let alice: StandInUser;
let bob: StandInUser;
let carol: StandInUser;
let dan: StandInUser;
const lines: { level: number; msg: string; text: string }[] = [];
beforeAll(async () => {
  const logger = createLogger({
    level: 'info',
    destination: {
      write: (line: string) => {
        const j = JSON.parse(line) as { level: number; msg: string };
        lines.push({ level: j.level, msg: j.msg, text: line });
      },
    },
  });
  // One refusal answered, then "slow down", then silent deferrals: a flood-limited click within a few.
  w = await startWorld({
    players: ['alice', 'bob', 'carol', 'dan'],
    logger,
    flood: { ...NO_FLOOD_LIMITS, error: { points: 1, seconds: 60 } },
  });
  [alice, bob, carol, dan] = w.users as [StandInUser, StandInUser, StandInUser, StandInUser];
});
afterAll(async () => {
  await w?.close();
});

/** Deletes `message` as soon as the next interaction on it is dispatched, before the bot sees it. */
function deleteOnClick(message: StoredMessage): void {
  const listener = (e: { type: string; interaction?: { messageId: string | null } }) => {
    if (e.type !== 'interactionCreate' || e.interaction?.messageId !== message.id) return;
    w.standIn.off('event', listener);
    w.standIn.deleteMessage(message.id);
  };
  w.standIn.on('event', listener);
}

/** The click's answer once Discord accepted one, and what was refused before it. */
async function answered(h: InteractionHandle) {
  const ack = await h.acknowledged(10_000);
  const refused = h.record.callbacks.filter((c) => c.status >= 400);
  return { ack, refused, text: (await h.privateAnswer(10_000)).text };
}

const version = async (threadId: string) => (await collections(w.store).sessions.get(threadId))?.version ?? -1;

describe('a click whose message is deleted before the answer', () => {
  it('a move: played, the board follows, and the player is told privately', async () => {
    const gone = await secondAnswerCount('message-gone');
    const { threadId, board } = await w.startGame(alice, bob);
    const mover = w.moverOf(board) as StandInUser;
    const v = await version(threadId);
    deleteOnClick(board);
    const { ack, refused, text } = await answered(w.press(mover, board, w.choices(board)[0] as Choice));
    expect(refused.map((c) => c.status)).toContain(404);
    expect(ack.type).toBe(4);
    expect(ack.latencyMs).toBeLessThan(3000);
    expect(text).toBe(MESSAGE_GONE);
    // The move counted, and the next board is posted in the thread.
    await w.waitForNext(threadId, v);
    expect(await version(threadId)).toBe(v + 1);
    expect(await secondAnswerCount('message-gone')).toBeGreaterThan(gone);
    const logged = lines.filter((l) => l.msg === 'first answer refused: answered privately instead');
    expect(logged.length).toBeGreaterThan(0);
    expect(logged.every((l) => l.level === 30 && !l.text.includes(board.text.slice(0, 20)))).toBe(true);
    expect(lines.filter((l) => l.level >= 50)).toEqual([]);
  }, 30_000);

  it("a private hand's control: answered privately, the turn not played", async () => {
    const challenge = await w.slash(carol, 'threedom', { subcommand: 'challenge', opponent: dan }).response();
    await w.press(dan, challenge, w.choices(challenge).find((c) => c.label === 'Accept') as Choice).acknowledged();
    const threadId = await w.standIn.waitFor(() => /game is on in <#(\d+)>/.exec(challenge.text)?.[1]);
    await w.settled(threadId);
    const board = w.liveBoard(threadId) as StoredMessage;
    const mover = w.moverOf(board) as StandInUser;
    const yourHand = w.choices(board).find((c) => c.label === 'Your hand') as Choice;
    const hand = await w.press(mover, board, yourHand).response();
    expect(hand.flags & 64).toBe(64);
    const v = await version(threadId);
    deleteOnClick(hand);
    const { ack, text } = await answered(w.press(mover, hand, w.choices(hand)[0] as Choice));
    expect(ack.type).toBe(4);
    expect(text).toBe(MESSAGE_GONE);
    expect(await version(threadId)).toBe(v);
    expect(lines.filter((l) => l.level >= 50)).toEqual([]);
  }, 30_000);

  it('a stale click (the second of a double click): answered privately', async () => {
    const { threadId, board } = await w.startGame(bob, carol);
    const mover = w.moverOf(board) as StandInUser;
    const choice = w.choices(board)[0] as Choice;
    const v = await version(threadId);
    const first = w.press(mover, board, choice);
    deleteOnClick(board);
    const second = w.press(mover, board, choice);
    const answers = await Promise.all([first, second].map((h) => h.acknowledged(10_000)));
    expect(answers.every((a) => a.latencyMs < 3000)).toBe(true);
    // Whichever landed, each click got an answer; the move counted once.
    for (const h of [first, second]) expect(h.record.ack).not.toBeNull();
    await w.waitForNext(threadId, v);
    expect(await version(threadId)).toBe(v + 1);
    expect(lines.filter((l) => l.level >= 50)).toEqual([]);
  }, 30_000);

  it('a flood-limited click (a silent deferral): answered privately once', async () => {
    const { board } = await w.startGame(dan, alice);
    const forged = (customId: string) =>
      w.standIn.forge({
        user: dan,
        guildId: w.guild.id,
        channelId: board.channelId,
        type: 3,
        data: { custom_id: customId, component_type: 2 },
        message: board,
      });
    // Over the error limit: the first refusal is answered, the second is "slow down", then silence.
    expect((await forged('nope:x:1:0').privateAnswer()).text).toMatch(/no longer valid/);
    expect((await forged('nope:x:1:0').privateAnswer()).text).toMatch(/Slow down/);
    const quiet = forged('nope:x:1:0');
    expect((await quiet.acknowledged()).type).toBe(6);
    deleteOnClick(board);
    const { ack, refused, text } = await answered(forged('nope:x:1:0'));
    expect(refused.map((c) => [c.type, c.status])).toEqual([[6, 404]]);
    expect(ack.type).toBe(4);
    expect(text).toBe(MESSAGE_GONE);
    expect(lines.filter((l) => l.level >= 50)).toEqual([]);
  }, 30_000);
});
