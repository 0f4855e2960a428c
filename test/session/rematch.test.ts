/**
 * Rematch on the session service (memory store, recording outbox): asked once per finished game
 * (a second press is told where it is), a challenge with the roles swapped between two people, a
 * table with the seats rotated for three, and against the computer a game started at once.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { acceptChallenge } from '../../src/session/challenge.ts';
import { lobbyActions } from '../../src/session/lobby.ts';
import { askRematch, REMATCH, rematchId } from '../../src/session/rematch.ts';
import { collections } from '../../src/session/store.ts';
import type { SeatInfo } from '../../src/session/types.ts';
import {
  answerTo,
  customIds,
  type Harness,
  harness,
  inviteClick,
  must,
  newGame,
  press,
  refusal,
  sessionOf,
} from './harness.ts';
import { toyGame as toy } from './toy-game.ts';
import { en } from '../helpers/en.ts';

const ann = { id: 'ann', name: 'Ann' };
const ben = { id: 'ben', name: 'Ben' };
const cat = { id: 'cat', name: 'Cat' };
const computer = { id: 'bot', name: 'Computer (easy)', computer: { level: 'easy' } };
let h: Harness;
afterEach(async () => {
  await h?.close();
});

/** A one-round game of `seats` played to its end, each person adding 2 in turn (the third 2 ends it). */
async function finished(seats: SeatInfo[]): Promise<string> {
  const t = await newGame(h, toy, seats, { rounds: 1 });
  while ((await sessionOf(h, t)).value.status === 'active') {
    const board = must(h.outbox.liveBoard(t));
    const mover = must(board.pings[0]);
    await press(h, toy, mover, board, 'add', ['2']);
  }
  return t;
}

/** `userId` presses 🔁 Rematch on the game of `t`: what they are told privately. */
async function rematch(t: string, userId: string): Promise<string> {
  const answer = answerTo(h, { channelId: t });
  await askRematch(h.ctx.sessions.at(t), userId, answer, toy);
  expect(answer.said.map((s) => [s.kind, s.pings])).toEqual([['tell', []]]);
  return must(answer.told[0]);
}

describe('a rematch', () => {
  it('between two: a challenge from the presser, roles swapped, asked once; accepted, it starts the next game', async () => {
    h = await harness([toy]);
    const t = await finished([ann, ben]);
    expect(await refusal(askRematch(h.ctx.sessions.at(t), 'cat', answerTo(h, { channelId: t }), toy))).toBe(
      en(REMATCH.notPlayer),
    );
    const told = await rematch(t, 'ben');
    const invite = must(h.outbox.in('c1').at(-1));
    expect(told).toBe(en(REMATCH.asked(`https://discord.com/channels/g1/c1/${invite.id}`)));
    expect(invite.content).toMatch(
      new RegExp(`^<@ann>, Ben asks you for a rematch of <#${t}>: \\*\\*Toy\\*\\* \\(1 rounds\\)\\.`),
    );
    expect(invite.pings).toEqual(['ann']);
    expect(customIds(invite)).toEqual([`toy:accept:${rematchId(t)}:0`, `toy:decline:${rematchId(t)}:0`]);
    // Asked once: a second press, by either player, is told where it is.
    expect(await rematch(t, 'ann')).toBe(en(REMATCH.pending(`https://discord.com/channels/g1/c1/${invite.id}`)));
    expect(h.outbox.in('c1')).toHaveLength(1);

    await acceptChallenge(
      h.ctx,
      inviteClick('ann', 'Ann', invite),
      answerTo(h, { channelId: 'c1', message: invite }),
      toy,
      rematchId(t),
    );
    const [next, thread] = must([...h.outbox.threads][0]);
    expect(thread).toMatchObject({ fromMessageId: invite.id, members: ['ann', 'ben'] });
    // The roles swapped: who sat second now sits first.
    expect((await sessionOf(h, next)).value.seats.map((s) => s.id)).toEqual(['ben', 'ann']);
    expect(must(h.outbox.in(next).at(-1)).pings).toEqual(['ben']);
    expect(await rematch(t, 'ben')).toBe(en(REMATCH.on(next)));
  });

  it('for three: a table hosted by the presser, the others invited; at Start the seats take the rotated order', async () => {
    h = await harness([toy]);
    const t = await finished([ann, ben, cat]);
    await rematch(t, 'ben');
    const table = must(h.outbox.in('c1').at(-1));
    expect(table.content).toMatch(
      new RegExp(`^🔁 Rematch of <#${t}>\\. <@cat> <@ann>, you're invited\\. Ben opened a table`),
    );
    expect(table.pings).toEqual(['cat', 'ann']);
    const actions = lobbyActions(toy);
    const run = (action: string, userId: string, name: string) =>
      must(actions[action])(
        h.ctx,
        inviteClick(userId, name, table),
        answerTo(h, { channelId: 'c1', message: table }),
        rematchId(t),
      );
    // Ann joins before Cat, yet the rotation puts Cat before her.
    await run('join', 'ann', 'Ann');
    await run('join', 'cat', 'Cat');
    expect((await collections(h.store).invites.get(rematchId(t)))?.value.seats.map((s) => s.id)).toEqual([
      'ben',
      'ann',
      'cat',
    ]);
    await run('start', 'ben', 'Ben');
    const [next, thread] = must([...h.outbox.threads][0]);
    expect(thread.members).toEqual(['ben', 'ann', 'cat']);
    expect((await sessionOf(h, next)).value.seats.map((s) => s.id)).toEqual(['ben', 'cat', 'ann']);
    expect(await rematch(t, 'cat')).toBe(en(REMATCH.on(next)));
  });

  it('against the computer: started at once, the computer first and playing at once, only once', async () => {
    h = await harness([toy]);
    const t = await newGame(h, toy, [ann, computer], { rounds: 1 });
    expect(await refusal(askRematch(h.ctx.sessions.at(t), 'ann', answerTo(h, { channelId: t }), toy))).toBe(
      en(REMATCH.notOver),
    );
    await collections(h.store).sessions.update(t, (cur) => ({ ...must(cur).value, status: 'finished' as const }));
    const told = await rematch(t, 'ann');
    const [next, thread] = must([...h.outbox.threads][0]);
    expect(told).toBe(en(REMATCH.on(next)));
    const said = must(h.outbox.in('c1').at(-1));
    expect(thread).toMatchObject({ channelId: 'c1', fromMessageId: said.id, members: ['ann'] });
    expect(said.content).toBe(en(REMATCH.started('Ann', '**Toy** (1 rounds) (easy)', next)));
    expect(customIds(said)).toEqual([`toy:watch:${next}:0`]);
    const session = (await sessionOf(h, next)).value;
    expect(session.seats.map((s) => s.id)).toEqual(['bot', 'ann']);
    // The computer (seat 0) has played its first move: Ann is to move on the board posted.
    expect((session.state as { total: number }).total).toBe(1);
    expect(must(h.outbox.liveBoard(next)).pings).toEqual(['ann']);
    expect(await rematch(t, 'ann')).toBe(en(REMATCH.on(next)));
    expect(h.outbox.threads.size).toBe(1);
  });
});
