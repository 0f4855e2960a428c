/**
 * Time controls: the clock's arithmetic (pure), then timed games through the session service with a
 * memory store, a recording outbox and a test clock: the bank spent and refilled turn by turn, the
 * board's clocks, one reminder at a quarter of the bank with ⏱ Give time, a forfeit at zero (two
 * seats: the game ends; three: it goes on), away and weekends not counted.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { goAway } from '../../src/session/away.ts';
import {
  giveTime as addTime,
  afterCounted,
  type Clock,
  counted,
  DAY_MS,
  endTurn,
  formatLeft,
  startClock,
  timeLeft,
} from '../../src/session/clock.ts';
import { listingLines, turnList } from '../../src/session/listing.ts';
import { askRematch, rematchId } from '../../src/session/rematch.ts';
import { tick } from '../../src/session/scheduler.ts';
import { HOUR_MS, updateSettings } from '../../src/session/settings.ts';
import { collections } from '../../src/session/store.ts';
import { acceptTakeback, askTakeback } from '../../src/session/takeback.ts';
import { giveTime } from '../../src/session/time.ts';
import type { AnyGame } from '../../src/session/types.ts';
import {
  answerTo,
  controlOf,
  customIds,
  type Harness,
  harness,
  must,
  newGame,
  press,
  refusal,
  sessionOf,
} from './harness.ts';
import { toyGame } from './toy-game.ts';

const ann = { id: 'ann', name: 'Ann' };
const ben = { id: 'ben', name: 'Ben' };
const cat = { id: 'cat', name: 'Cat' };

// Friday 27 November 2026, noon UTC.
const FRIDAY_NOON = Date.UTC(2026, 10, 27, 12);

describe('the clock', () => {
  it('counts every hour, or skips Saturdays and Sundays (UTC)', () => {
    const monday = FRIDAY_NOON + 3 * DAY_MS;
    expect(counted(FRIDAY_NOON, monday, false)).toBe(3 * DAY_MS);
    expect(counted(FRIDAY_NOON, monday, true)).toBe(DAY_MS); // Friday's last 12 h and Monday's first 12
    expect(afterCounted(FRIDAY_NOON, DAY_MS, true)).toBe(monday);
    expect(afterCounted(FRIDAY_NOON, 6 * HOUR_MS, true)).toBe(FRIDAY_NOON + 6 * HOUR_MS);
    expect(afterCounted(FRIDAY_NOON, DAY_MS, false)).toBe(FRIDAY_NOON + DAY_MS);
  });

  it('a turn spends its time and gives one pace back, up to the bank it started with', () => {
    const c0 = startClock(2, 2, 0, 0, false);
    expect(c0.banks).toEqual([6 * DAY_MS, 6 * DAY_MS]);
    // Quicker than the pace: the bank stays full.
    const c1 = endTurn(c0, 1, DAY_MS);
    expect(c1).toMatchObject({ seat: 1, since: DAY_MS, banks: [6 * DAY_MS, 6 * DAY_MS] });
    // Slower: 5 days spent, 2 back.
    const c2 = endTurn(c1, 0, 6 * DAY_MS);
    expect(c2.banks[1]).toBe(3 * DAY_MS);
    // A step of the same turn changes nothing; away time is not spent.
    expect(endTurn(c2, 0, 7 * DAY_MS)).toBe(c2);
    const c3 = endTurn(c2, 1, 9 * DAY_MS, 2 * DAY_MS);
    expect(c3.banks[0]).toBe(6 * DAY_MS);
    // Time given may go past the cap, and is kept.
    const c4 = addTime(c3, 1, 5 * DAY_MS);
    expect(timeLeft(c4, 1, 9 * DAY_MS)).toBe(8 * DAY_MS);
    expect(endTurn(c4, 0, 9 * DAY_MS).banks[1]).toBe(8 * DAY_MS);
  });

  it('says time as players do', () => {
    expect(formatLeft(2 * DAY_MS + 5 * HOUR_MS + 3)).toBe('2 d 5 h');
    expect(formatLeft(5 * HOUR_MS + 20 * 60_000)).toBe('5 h 20 min');
    expect(formatLeft(3 * DAY_MS)).toBe('3 d');
    expect(formatLeft(30_000)).toBe('1 min');
    expect(formatLeft(0)).toBe('out of time');
  });
});

let h: Harness;
afterEach(async () => {
  await h?.close();
});

const live = (t: string) => must(h.outbox.liveBoard(t));
const clockOf = async (t: string) => must((await sessionOf(h, t)).value.clock) as Clock;

describe('a timed game', () => {
  it('spends and refills each bank, shows the clocks on the board, and plays on untimed where no pace is set', async () => {
    h = await harness([toyGame]);
    const t = await newGame(h, toyGame, [ann, ben], {}, 1);
    expect(await clockOf(t)).toMatchObject({ pace: 1, seat: 0, banks: [3 * DAY_MS, 3 * DAY_MS], weekendsOff: false });
    expect(live(t).content).toContain('⏱ **Ann 3 d** (to move) · Ben 3 d · 1 day per move');
    h.clock.advance(2 * DAY_MS);
    await press(h, toyGame, 'ann', live(t), 'add', ['1']);
    expect(await clockOf(t)).toMatchObject({ seat: 1, banks: [2 * DAY_MS, 3 * DAY_MS] });
    expect(live(t).content).toContain('⏱ Ann 2 d · **Ben 3 d** (to move)');
    // The old board says what was played, not the clocks of a turn that is over.
    const old = h.outbox.messages
      .filter((m) => m.channelId === t)
      .find((m) => m.id !== live(t).id && m.content.includes('→'));
    expect(old?.content).not.toContain('⏱');
    // An untimed game has no clock and no clock line.
    const u = await newGame(h, toyGame, [ann, cat]);
    expect((await sessionOf(h, u)).value.clock).toBeUndefined();
    expect(live(u).content).not.toContain('⏱');
  });

  it('reminds once at a quarter of the bank, lets the other player give time, and forfeits at zero', async () => {
    h = await harness([toyGame]);
    const t = await newGame(h, toyGame, [ann, ben], {}, 2);
    // 6 days in the bank: the reminder at 1.5 days left (4.5 days in), no earlier.
    h.clock.advance(4 * DAY_MS);
    expect((await tick(h.ctx, ['g1'])).reminded).toEqual([]);
    h.clock.advance(DAY_MS);
    expect((await tick(h.ctx, ['g1'])).reminded).toEqual([t]);
    const reminder = must(h.outbox.messages.filter((m) => m.channelId === t).at(-1));
    expect(reminder.content).toMatch(/^⏰ <@ann>, it's your move: \*\*1 d\*\* left on your clock/);
    expect(reminder.pings).toEqual(['ann']);
    expect((await tick(h.ctx, ['g1'])).reminded).toEqual([]); // once per turn
    const version = (await sessionOf(h, t)).version;
    // Ann cannot give herself time; Ben gives her two days, and the board shows it.
    const give = customIds(reminder).find((c) => c.startsWith('toy:time:'));
    expect(give).toBe(`toy:time:${t}:${version}`);
    expect(
      await refusal(giveTime(h.ctx.sessions.at(t), 'ann', version, answerTo(h, { channelId: t, message: reminder }))),
    ).toMatch(/another player/);
    await giveTime(h.ctx.sessions.at(t), 'ben', version, answerTo(h, { channelId: t, message: reminder }));
    expect(timeLeft(await clockOf(t), 0, h.clock.now())).toBe(3 * DAY_MS);
    expect(h.outbox.byId(reminder.id).content).toMatch(/Ann was given 2 days more by <@ben>/);
    expect(live(t).content).toContain('**Ann 3 d** (to move)');
    // Pressed again after that: the version moved on.
    expect(
      await refusal(giveTime(h.ctx.sessions.at(t), 'ben', version, answerTo(h, { channelId: t, message: reminder }))),
    ).toMatch(/since/);
    // Out of time: the seat forfeits and, with two seats, the game ends.
    h.clock.advance(3 * DAY_MS + 1);
    expect((await tick(h.ctx, ['g1'])).forfeited).toEqual([t]);
    const over = await sessionOf(h, t);
    expect(over.value.status).toBe('finished');
    expect(over.value.seats[0]?.out).toBe('forfeited');
  });

  it('with three seats, the seat out of time is out and the clock runs for the next person', async () => {
    h = await harness([toyGame]);
    const t = await newGame(h, toyGame, [ann, ben, cat], {}, 1);
    h.clock.advance(3 * DAY_MS + 1);
    expect((await tick(h.ctx, ['g1'])).forfeited).toEqual([t]);
    const doc = await sessionOf(h, t);
    expect(doc.value.status).toBe('active');
    expect(doc.value.clock).toMatchObject({ seat: 1, since: h.clock.now() });
  });

  it('does not count the time the player was away, nor weekends when the server skips them', async () => {
    h = await harness([toyGame]);
    const t = await newGame(h, toyGame, [ann, ben], {}, 1);
    await goAway(h.ctx, 'ann', 4, 'g1');
    h.clock.advance(5 * DAY_MS);
    // Away 4 days of 5: no reminder or forfeit while away, and one day spent once back.
    expect(await tick(h.ctx, ['g1'])).toMatchObject({ reminded: [], forfeited: [] });
    await press(h, toyGame, 'ann', live(t), 'add', ['1']);
    expect((await clockOf(t)).banks[0]).toBe(3 * DAY_MS);

    await updateSettings(h.store, 'g1', { weekendsOff: true });
    h.clock.t = Date.UTC(2026, 11, 4, 12); // a Friday, noon
    const w = await newGame(h, toyGame, [ben, cat], {}, 1);
    expect((await sessionOf(h, w)).value.clock?.weekendsOff).toBe(true);
    h.clock.advance(3 * DAY_MS); // to Monday noon: one day counted
    await press(h, toyGame, 'ben', live(w), 'add', ['1']);
    expect((await clockOf(w)).banks[0]).toBe(3 * DAY_MS);
    expect(live(w).content).toContain('1 day per move, weekends off');
  });

  it('costs the move no extra write, shows in /games, and a rematch is played at the same pace', async () => {
    h = await harness([toyGame]);
    const t = await newGame(h, toyGame, [ann, ben], { rounds: 1 }, 3);
    const before = (await sessionOf(h, t)).version;
    h.clock.advance(HOUR_MS);
    await press(h, toyGame, 'ann', live(t), 'add', ['2']);
    // One move, one write: the clock travels in the move's own compare-and-set.
    expect((await sessionOf(h, t)).version).toBe(before + 1);
    h.clock.advance(2 * HOUR_MS);
    const [line] = await listingLines(h.ctx, await turnList(h.ctx, 'ben'), 'g1', 'en-US');
    expect(line).toContain('**your turn** · 8 d 22 h left on your clock');
    const [theirs] = await listingLines(h.ctx, await turnList(h.ctx, 'ann'), 'g1', 'en-US');
    expect(theirs).toContain("Ben's turn · 8 d 22 h left on their clock · yours 9 d");
    await press(h, toyGame, 'ben', live(t), 'add', ['2']);
    await press(h, toyGame, 'ann', live(t), 'add', ['1']);
    expect((await sessionOf(h, t)).value.status).toBe('finished');
    await askRematch(h.ctx.sessions.at(t), 'ben', answerTo(h, { channelId: 'c1' }), toyGame);
    expect((await collections(h.store).invites.get(rematchId(t)))?.value.pace).toBe(3);
  });
});

describe('a timed game and a take-back', () => {
  it('gives the clock back to the seat that plays its turn again, from the moment it is accepted', async () => {
    const game: AnyGame = { ...toyGame, canTakeBack: () => true };
    h = await harness([game]);
    const t = await newGame(h, game, [ann, ben], {}, 1);
    h.clock.advance(2 * DAY_MS);
    await press(h, game, 'ann', live(t), 'add', ['2']);
    expect(await clockOf(t)).toMatchObject({ seat: 1, banks: [2 * DAY_MS, 3 * DAY_MS] });
    await askTakeback(h.ctx, { userId: 'ann', threadId: t, requestId: 'cmd1' }, answerTo(h, { channelId: t }));
    const request = must(h.outbox.in(t).at(-1));
    h.clock.advance(5 * HOUR_MS);
    const version = controlOf(request, 'yes').version;
    await acceptTakeback(
      h.ctx,
      { userId: 'ben', guildId: 'g1', threadId: t, version },
      answerTo(h, { channelId: t, message: request }),
    );
    // Ann's turn again, from now; Ben's five hours cost him nothing.
    expect(await clockOf(t)).toMatchObject({ seat: 0, since: h.clock.now(), banks: [2 * DAY_MS, 3 * DAY_MS] });
  });
});
