/**
 * A game against the computer on the session service (memory store, recording outbox): the reply
 * saying it is opening, the thread from it with the person, the first board, the reply updated with
 * where the game is; a second game refused; a thread that cannot be opened said so on the reply.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { TEXT } from '../../src/session/text.ts';
import { startComputerGame } from '../../src/session/vs-computer.ts';
import { answerTo, askerOf, customIds, type Harness, harness, must, refusal, sessionOf } from './harness.ts';
import { toyGame as toy } from './toy-game.ts';
import { en } from '../helpers/en.ts';

let h: Harness;
afterEach(async () => {
  await h?.close();
});

const start = (commandId: string) => {
  const answer = answerTo(h, { channelId: 'c1' });
  return {
    answer,
    run: startComputerGame(h.ctx, askerOf('ann', 'Ann', commandId), answer, toy, { rounds: 1 }, 'easy'),
  };
};

describe('a game against the computer', () => {
  it('opens at once: a thread from the reply with the person, the computer seated second, the reply saying where', async () => {
    h = await harness([toy]);
    const { answer, run } = start('v1');
    await run;
    const reply = must(answer.replied);
    const [threadId, thread] = must([...h.outbox.threads][0]);
    expect(thread).toEqual({
      channelId: 'c1',
      fromMessageId: reply.id,
      name: 'Toy: Ann vs Computer (easy)',
      private: false,
      members: ['ann'],
    });
    expect((await sessionOf(h, threadId)).value.seats).toEqual([
      { id: 'ann', name: 'Ann' },
      { id: 'bot', name: 'Computer (easy)', computer: { level: 'easy' } },
    ]);
    expect(must(h.outbox.liveBoard(threadId)).pings).toEqual(['ann']);
    expect(answer.said.map((s) => s.kind)).toEqual(['reply', 'update']);
    expect(reply.content).toBe(
      `Ann is playing the computer (easy) at **Toy** (1 rounds): the game is on in <#${threadId}>.`,
    );
    expect(reply.pings).toEqual([]);
    expect(customIds(reply)).toEqual([`toy:watch:${threadId}:0`]);
    expect(await refusal(start('v2').run)).toBe(
      `You already have a game against the computer: <#${threadId}>. Finish or resign it first.`,
    );
  });

  it('a thread the bot may not open: the reply says so, the person is told why', async () => {
    h = await harness([toy]);
    h.outbox.failThreads = 1;
    const { answer, run } = start('v1');
    expect(await refusal(run)).toBe(en(TEXT.openForbidden(false)));
    expect(must(answer.replied).content).toBe("Ann's game against the computer could not be opened.");
    expect(h.outbox.threads.size).toBe(0);
  });
});
