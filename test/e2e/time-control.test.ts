/**
 * A timed game through the real client and the stand-in, with a controllable clock: the pace chosen
 * on the challenge (or the server's default from /settings), each person's clock on the board, one
 * reminder at a quarter of the bank with ⏱ Give time pressed by the opponent, a restart, and the
 * forfeit when a clock runs out.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '../../src/session/clock.ts';
import { tick } from '../../src/session/scheduler.ts';
import { HOUR_MS } from '../../src/session/settings.ts';
import { collections } from '../../src/session/store.ts';
import { ManualClock, startWorld, type World } from '../../src/tools/demo/world.ts';
import { controlsOf, type StandInUser } from '../../src/tools/standin/index.ts';
import { playOne, startGame } from './play.ts';

// A Monday, noon UTC.
const clock = new ManualClock(Date.UTC(2026, 0, 5, 12));
let w: World;
let alice: StandInUser;
let bob: StandInUser;
let carol: StandInUser;
beforeAll(async () => {
  w = await startWorld({ clock });
  [alice, bob, carol] = w.users as [StandInUser, StandInUser, StandInUser];
});
afterAll(async () => {
  await w?.close();
});

const run = () => tick(w.bot.ctx, [w.guild.id]);

describe('a timed game', () => {
  it('shows the clocks, reminds once with Give time, survives a restart and forfeits at zero', async () => {
    const { threadId, board } = await startGame(w, alice, bob, { variant: 'classic', pace: '1' });
    // bob (challenged) chooses who starts; his clock runs from the first board.
    expect(board.text).toContain('⏱ **bob 3 d** (to move) · alice 3 d · 1 day per move');
    // bob plays second: his turn (one hour) is over, alice's clock starts.
    clock.advance(HOUR_MS);
    await playOne(
      w,
      threadId,
      (choices) => choices.find((c) => c.label === 'Play second') ?? (choices[0] as (typeof choices)[number]),
    );
    const live = w.liveBoard(threadId);
    const mover = live && w.moverOf(live);
    if (!live || !mover) throw new Error('no live board');
    expect(mover.id).toBe(alice.id);
    expect(live.text).toContain('⏱ bob 3 d · **alice 3 d** (to move)');
    const other = bob;

    // 3 days in the bank: reminded at 18 h left, once.
    clock.advance(2 * DAY_MS);
    expect((await run()).reminded).toEqual([]);
    clock.advance(7 * HOUR_MS);
    expect((await run()).reminded).toEqual([threadId]);
    const reminder = w.standIn.messages(threadId).at(-1);
    if (!reminder) throw new Error('no reminder');
    expect(reminder.text).toMatch(
      new RegExp(`^⏰ <@${mover.id}>, it's your move: \\*\\*17 h\\*\\* left on your clock`),
    );
    expect(reminder.allowedMentions).toMatchObject({ users: [mover.id] });
    expect((await run()).reminded).toEqual([]);

    // The opponent gives a day; the board is posted again with the new clock.
    const give = w.choices(reminder).find((c) => c.label === 'Give 1 day more');
    if (!give) throw new Error('no Give time');
    await w.press(other, reminder, give).acknowledged();
    await w.standIn.waitFor(() => /was given 1 day more/.test(reminder.text));
    expect(controlsOf(reminder)).toEqual([]);
    await w.settled(threadId);
    expect(w.liveBoard(threadId)?.text).toContain(`**${mover.username} 1 d 17 h** (to move)`);

    // Timers and clocks live in the store: a new client picks them up, and the clock runs out.
    await w.restart();
    clock.advance(DAY_MS + 16 * HOUR_MS);
    expect((await run()).forfeited).toEqual([]);
    clock.advance(2 * HOUR_MS);
    expect((await run()).forfeited).toEqual([threadId]);
    const last = w.standIn.messages(threadId).at(-1);
    expect(last?.text).toMatch(new RegExp(`${mover.username} forfeited .* wins the match`));
    const game = await collections(w.store).sessions.get(threadId);
    expect(game?.value.status).toBe('finished');
  });

  it("uses the server's default pace, which a challenge can turn off", async () => {
    const settings = await w.slash(w.guild.owner, 'settings', { pace: '7', weekends_off: true }).response();
    expect(JSON.stringify(settings.embeds)).toMatch(/7 days per move/);
    const timed = await startGame(w, alice, carol, { variant: 'classic' });
    expect(timed.board.text).toContain('7 days per move, weekends off');
    const untimed = await startGame(w, bob, carol, { variant: 'classic', pace: 'untimed' });
    expect(untimed.board.text).not.toContain('⏱');
  });
});
