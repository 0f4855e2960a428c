/**
 * The session service on every path, with a memory store and a recording outbox: no Discord, no
 * pictures, so the layer's rules are checked in milliseconds. A toy game (toy-game.ts) keeps the
 * tests about the layer, not a game.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { goAway } from '../../src/session/away.ts';
import { playComputerTurns } from '../../src/session/computer.ts';
import { endSeat, ensureBoard } from '../../src/session/moves.ts';
import { leave } from '../../src/session/session.ts';
import { HOUR_MS } from '../../src/session/settings.ts';
import { collections } from '../../src/session/store.ts';
import { recover, tick } from '../../src/session/scheduler.ts';
import { customIds, type Harness, harness, must, newGame, press, refusal, sessionOf } from './harness.ts';
import { toyGame } from './toy-game.ts';

const live = (h: Harness, t: string) => must(h.outbox.liveBoard(t));
const postOf = async (h: Harness, t: string) => must(await collections(h.store).posts.get(t)).value;
const total = (doc: { value: { state: unknown } }) => (doc.value.state as { total: number }).total;

const ann = { id: 'ann', name: 'Ann' };
const ben = { id: 'ben', name: 'Ben' };
const cat = { id: 'cat', name: 'Cat' };
const computer = { id: 'bot', name: 'Computer (easy)', computer: { level: 'easy' } };

let h: Harness;
afterEach(async () => {
  await h?.close();
});

describe('the session service', () => {
  it('a move: saved once, the click answered, the next board posted as its follow-up, pinging only the next person', async () => {
    h = await harness([toyGame]);
    const t = await newGame(h, toyGame, [ann, ben]);
    const first = live(h, t);
    expect(first.pings).toEqual(['ann']);
    const click = await press(h, toyGame, 'ann', first, 'add', ['2']);
    expect(total(await sessionOf(h, t))).toBe(2);
    expect(click.answers).toEqual([
      { kind: 'update', content: expect.stringContaining('→ Ann added 2'), components: [] },
    ]);
    expect(click.followUps).toHaveLength(1);
    const next = live(h, t);
    expect(next.via).toBe('click');
    expect(next.pings).toEqual(['ben']);
    const post = await postOf(h, t);
    expect(post).toMatchObject({ messageId: next.id, version: 2, mover: 'ben', claim: null });
  });

  it('a double click is applied once; the second is told the board changed', async () => {
    h = await harness([toyGame]);
    const t = await newGame(h, toyGame, [ann, ben]);
    const board = live(h, t);
    const [a, b] = await Promise.all([
      refusal(press(h, toyGame, 'ann', board, 'add', ['1'])),
      refusal(press(h, toyGame, 'ann', board, 'add', ['1'])),
    ]);
    expect([a, b].filter((r) => r === null)).toHaveLength(1);
    expect([a, b].find((r) => r !== null)).toMatch(/changed/i);
    expect(total(await sessionOf(h, t))).toBe(1);
    expect(h.outbox.in(t).filter((m) => customIds(m).length > 0 && m.pings.includes('ben'))).toHaveLength(1);
  });

  it('a stale click changes nothing and posts nothing; a wrong person is told so', async () => {
    h = await harness([toyGame]);
    const t = await newGame(h, toyGame, [ann, ben]);
    const old = { ...live(h, t) };
    await press(h, toyGame, 'ann', live(h, t), 'add', ['1']);
    const posts = h.outbox.messages.length;
    expect(await refusal(press(h, toyGame, 'ben', old, 'add', ['1']))).toMatch(/changed/i);
    expect(await refusal(press(h, toyGame, 'cat', live(h, t), 'add', ['1']))).toMatch(/isn't your game/);
    expect(await refusal(press(h, toyGame, 'ann', live(h, t), 'add', ['1']))).toMatch(/turn/i);
    expect(h.outbox.messages.length).toBe(posts);
    expect(total(await sessionOf(h, t))).toBe(1);
  });

  it("a further step of the same person's turn redraws the live board in place and pings nobody", async () => {
    h = await harness([toyGame]);
    const t = await newGame(h, toyGame, [ann, ben]);
    await press(h, toyGame, 'ann', live(h, t), 'add', ['1']);
    const board = live(h, t);
    const before = h.outbox.messages.length;
    // In a real game a step is clicked on the player's private hand, not on the live board: a copy stands for it.
    await press(h, toyGame, 'ben', { ...board, id: 'hand-1' } as never, 'look');
    expect(h.outbox.messages.length).toBe(before);
    expect(board.edits).toBe(1);
    expect(customIds(board)[0]).toContain(':3');
    const post = await postOf(h, t);
    expect(post).toMatchObject({ messageId: board.id, version: 3, mover: 'ben' });
    // The turn's end posts one new board, pinging the next person; the old one says what was played.
    await press(h, toyGame, 'ben', { ...board, id: 'hand-2' } as never, 'add', ['1']);
    const next = live(h, t);
    expect(next.id).not.toBe(board.id);
    expect(next.pings).toEqual(['ann']);
    expect(board.components).toEqual([]);
    expect(board.content).toMatch(/→ Ben added 1/);
  });

  it('a finished game: summaries, the result pinging the others with Rematch, counted once however often it is looked at', async () => {
    h = await harness([toyGame]);
    const t = await newGame(h, toyGame, [ann, ben], { rounds: 1 });
    for (const who of ['ann', 'ben', 'ann']) await press(h, toyGame, who, live(h, t), 'add', ['2']);
    const doc = await sessionOf(h, t);
    expect(doc.value.status).toBe('finished');
    const last = must(h.outbox.in(t).at(-1));
    expect(last.content).toMatch(/Round 1 is over[\s\S]*Ann wins/);
    // Ann's own click ended it: she sees the result, Ben is pinged.
    expect(last.pings).toEqual(['ben']);
    expect(customIds(last)[0]).toContain(':rematch:');
    const count = h.outbox.messages.length;
    expect(await ensureBoard(h.ctx.sessions.at(t))).toBe(false);
    await tick(h.ctx, ['g1'], h.clock.now() + 10 * HOUR_MS);
    expect(h.outbox.messages.length).toBe(count);
    expect(await collections(h.store).results.get(t)).toBeTruthy();
    expect(await collections(h.store).userGames.range('ann')).toEqual([]);
  });

  it('a resignation ends a two-seat game; at three seats the game goes on without the seat', async () => {
    h = await harness([toyGame]);
    const two = await newGame(h, toyGame, [ann, ben]);
    await endSeat(h.ctx.sessions.at(two), (cur) => leave(toyGame, cur as never, 1, 'resigned', Date.now()));
    expect((await sessionOf(h, two)).value.status).toBe('finished');
    expect(h.outbox.in(two).at(-1)?.content).toMatch(/Ann wins/);
    const three = await newGame(h, toyGame, [ann, ben, cat]);
    await endSeat(h.ctx.sessions.at(three), (cur) => leave(toyGame, cur as never, 0, 'resigned', Date.now()));
    const doc = await sessionOf(h, three);
    expect(doc.value.status).toBe('active');
    expect(doc.value.seats[0]?.out).toBe('resigned');
  });

  it('reminds once, then forfeits, from the scheduler; nothing for a person away', async () => {
    h = await harness([toyGame]);
    const t = await newGame(h, toyGame, [ann, ben]);
    h.clock.advance(25 * HOUR_MS);
    const r1 = await tick(h.ctx, ['g1']);
    expect(r1.reminded).toEqual([t]);
    expect(h.outbox.in(t).at(-1)).toMatchObject({ pings: ['ann'], content: expect.stringMatching(/⏰/) });
    expect((await tick(h.ctx, ['g1'])).reminded).toEqual([]);
    h.clock.advance(48 * HOUR_MS);
    expect((await tick(h.ctx, ['g1'])).forfeited).toEqual([t]);
    expect((await sessionOf(h, t)).value.status).toBe('finished');

    const away = await newGame(h, toyGame, [ann, ben]);
    await goAway(h.ctx, 'ann', 5, null);
    h.clock.advance(80 * HOUR_MS);
    const r2 = await tick(h.ctx, ['g1']);
    expect(r2.forfeited).not.toContain(away);
    expect(r2.reminded).not.toContain(away);
  });

  it("the computer's turn is played, saved and posted with what it did", async () => {
    h = await harness([toyGame]);
    const t = await newGame(h, toyGame, [ann, computer]);
    await press(h, toyGame, 'ann', live(h, t), 'add', ['1']);
    const doc = await sessionOf(h, t);
    expect(total(doc)).toBe(2);
    const board = live(h, t);
    expect(board.content).toMatch(/^🤖 Computer \(easy\) added 1/);
    expect(board.pings).toEqual(['ann']);
    expect(await playComputerTurns(h.ctx.sessions.at(t))).toBe(false);
  });

  it('computer seats in a row: all their moves saved in one write and posted once, led by what each did', async () => {
    h = await harness([toyGame]);
    const robot = { id: 'bot2', name: 'Robot (easy)', computer: { level: 'easy' } };
    const t = await newGame(h, toyGame, [ann, computer, robot]);
    expect((await sessionOf(h, t)).version).toBe(1);
    const click = await press(h, toyGame, 'ann', live(h, t), 'add', ['1']);
    const doc = await sessionOf(h, t);
    expect(total(doc)).toBe(3);
    // Ann's move, then one write for both computers' moves.
    expect(doc.version).toBe(3);
    expect(click.followUps).toHaveLength(1);
    const board = live(h, t);
    expect(board.content).toMatch(/^🤖 .*Computer \(easy\) added 1.*Robot \(easy\) added 1/s);
    expect(board.pings).toEqual(['ann']);
  });

  it('a write lost while the computer chooses: none of its moves is saved', async () => {
    let release = () => {};
    const chosen = new Promise<void>((resolve) => {
      release = resolve;
    });
    const slow = {
      ...toyGame,
      computer: {
        ...toyGame.computer,
        choose: async () => {
          await chosen;
          return { add: 1 };
        },
      },
    } as typeof toyGame;
    h = await harness([slow]);
    const t = await newGame(h, slow, [computer, ann]);
    const before = await sessionOf(h, t);
    const playing = playComputerTurns(h.ctx.sessions.at(t));
    // Another process writes meanwhile (here: the same record again, a new version).
    await collections(h.store).sessions.update(t, (cur) => must(cur).value);
    release();
    expect(await playing).toBe(false);
    const after = await sessionOf(h, t);
    expect(after.version).toBe(before.version + 1);
    expect(total(after)).toBe(0);
  });

  it('after a restart, a board a stop left unposted is posted once, whoever looks', async () => {
    h = await harness([toyGame]);
    const t = await newGame(h, toyGame, [ann, ben]);
    // Saved, then the process stopped before posting: the store is ahead of the thread.
    const saved = await sessionOf(h, t);
    await collections(h.store).sessions.update(t, () => ({
      ...saved.value,
      state: { ...(saved.value.state as object), total: 2, toMove: 1 },
    }));
    const before = h.outbox.messages.length;
    const [a, b] = [h.another(), h.another()];
    await Promise.all([recover(a), recover(b), ensureBoard(a.sessions.at(t)), ensureBoard(b.sessions.at(t))]);
    const added = h.outbox.messages.slice(before).filter((m) => customIds(m).length > 0);
    expect(added).toHaveLength(1);
    expect(added[0]?.pings).toEqual(['ben']);
  });

  it('a transport failure leaves the version to the next attempt, which posts it once', async () => {
    h = await harness([toyGame]);
    const t = await newGame(h, toyGame, [ann, ben]);
    const board = live(h, t);
    h.outbox.failSends = 1;
    // A click that cannot carry the board (its token gone): the outbox, which fails.
    const click = await press(h, toyGame, 'ann', board, 'add', ['1'], h.ctx, { canFollowUp: false }).catch((e) => e);
    expect(click).toBeInstanceOf(Error);
    // Saved, though: a later look posts the board.
    expect((await sessionOf(h, t)).version).toBe(2);
    expect(await postOf(h, t)).toMatchObject({ version: 1, claim: null });
    expect(await ensureBoard(h.ctx.sessions.at(t))).toBe(true);
    expect(live(h, t).pings).toEqual(['ben']);
    expect(await ensureBoard(h.ctx.sessions.at(t))).toBe(false);
  });
});
