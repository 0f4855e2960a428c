/**
 * A league season through the real client and the stand-in: `/league new` by an admin, sign-up by
 * the Join button and by `/league join`, the start cutting 8 players into two divisions by rating
 * with every pairing opened at once in its own thread, `/league standings` division by division
 * (a picture each), and `/league leave` withdrawing a player and resigning their games in progress.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allGames, competitions } from '../../src/session/compete/records.ts';
import { tick } from '../../src/session/scheduler.ts';
import { HOUR_MS } from '../../src/session/settings.ts';
import { collections } from '../../src/session/store.ts';
import { ManualClock, startWorld, type World } from '../../src/tools/demo/world.ts';
import type { InteractionHandle, StandInUser } from '../../src/tools/standin/index.ts';
import { type StandIn, startStandIn } from '../../src/tools/standin/index.ts';
import { RELAXED_ACK_WINDOW_MS } from '../bot/harness.ts';

const clock = new ManualClock(Date.UTC(2026, 0, 5, 12));
let w: World;
let standIn: StandIn;
beforeAll(async () => {
  // What is tested is the competition, not Discord's 3 s window (a loaded machine can miss it).
  standIn = await startStandIn({ settings: { interactionTimeoutMs: RELAXED_ACK_WINDOW_MS } });
  w = await startWorld({ standIn, clock, players: ['ann', 'ben', 'cat', 'dov', 'eve', 'fay', 'gus', 'hal'] });
});
afterAll(async () => {
  await w?.close();
  await standIn?.close();
});

const answered = (h: InteractionHandle) =>
  w.standIn.waitFor(
    () => {
      const m = h.privateMessage() ?? h.original();
      return m && !m.loading && m.text ? m : undefined;
    },
    30_000,
    'an answer',
  );

describe('a league season', () => {
  it('signs up, opens every pairing by division, shows the tables and lets a player withdraw', async () => {
    const signup = await w
      .slash(w.guild.owner, 'league', {
        subcommand: 'new',
        game: 'abstrac',
        pace: '7',
        weeks: 4,
        divisions: 2,
        starts: 'in 1h',
      })
      .response(30_000);
    expect(signup.text).toMatch(/Abstrac league, season 1/);
    const join = w.choices(signup).find((c) => c.label === 'Join');
    if (!join) throw new Error(`no Join: ${signup.text}`);
    for (const p of w.users.slice(0, 4)) await w.press(p, signup, join).acknowledged(30_000);
    for (const p of w.users.slice(4)) {
      const said = await answered(w.slash(p, 'league', { subcommand: 'join' }));
      expect(said.text).toMatch(/You joined/);
    }
    await w.standIn.waitFor(() => /Players \(8\)/.test(signup.text), 30_000, 'eight players');

    clock.advance(HOUR_MS);
    await tick(w.bot.ctx, [w.guild.id]);
    const id = (await competitions(w.store).byServer.range(w.guild.id, { order: 'desc', limit: 1 }))[0]?.member ?? '';
    const header = (await competitions(w.store).tournaments.get(id))?.value;
    const tour = header && { ...header, games: await allGames(w.store, id, header) };
    expect(tour?.status).toBe('running');
    expect(tour?.league?.groups.map((g) => g.length)).toEqual([4, 4]);
    expect(tour?.games).toHaveLength(12);
    expect(tour?.games.every((g) => g.threadId)).toBe(true);
    for (const g of tour?.games ?? [])
      expect((await collections(w.store).sessions.get(g.threadId ?? ''))?.value.clock?.pace).toBe(7);

    const table = await w.slash(w.users[0] as StandInUser, 'league', { subcommand: 'standings' }).response(60_000);
    expect(table.text).toMatch(/Division 1[\s\S]*Division 2/);
    expect(table.attachments.map((a: { filename: string }) => a.filename)).toEqual([
      'standings.png',
      'standings-2.png',
    ]);

    const leaver = w.users[7] as StandInUser;
    const said = await answered(w.slash(leaver, 'league', { subcommand: 'leave' }));
    expect(said.text).toMatch(/withdrew/);
    const later = (await competitions(w.store).tournaments.get(id))?.value;
    const after = later && { ...later, games: await allGames(w.store, id, later) };
    expect(after?.players[leaver.id]?.withdrawn).toBe(true);
    const resigned = after?.games.filter((g) => g.seats.includes(leaver.id) && g.places !== null) ?? [];
    // All three of their games (a division of four) resigned.
    expect(resigned).toHaveLength(3);
  }, 180_000);
});
