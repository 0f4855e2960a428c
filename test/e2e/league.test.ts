/**
 * A league season through the real client and the stand-in: `/league new` by an admin, sign-up by
 * the Join button and by `/league join`, the start cutting 8 players into two divisions by rating
 * and opening round 1 of each division's round robin, each game in its own thread, on a server at
 * Discord's limit of active threads (set low on the stand-in: Discord refuses the fourth thread with
 * 160006, the bot stops there and opens it later from the same table message, once a finished game's
 * thread is archived), `/league standings` division by division (a picture each, from a chosen
 * division, a refusal for a division or season that does not exist), and `/league leave`
 * withdrawing a player and resigning their game in progress.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allGames, competitions } from '../../src/session/compete/records.ts';
import { THREAD_LIMIT_RETRY_MS } from '../../src/session/compete/tournament.ts';
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
  it('signs up, opens round 1 by division within the thread limit, shows the tables and lets a player withdraw', async () => {
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

    // The server has room for three more active threads: Discord refuses the fourth.
    const threadsBefore = w.standIn.activeThreads(w.guild.id);
    w.standIn.settings.maxActiveThreads = threadsBefore + 3;
    clock.advance(HOUR_MS);
    await tick(w.bot.ctx, [w.guild.id]);
    const id = (await competitions(w.store).byServer.range(w.guild.id, { order: 'desc', limit: 1 }))[0]?.member ?? '';
    let tour = await season(id);
    expect(tour.status).toBe('running');
    expect(tour.league?.groups.map((g) => g.length)).toEqual([4, 4]);
    // Each division's round robin paired (3 rounds of 2 games), round 1's four games due now.
    expect(tour.games).toHaveLength(12);
    const round1 = tour.games.filter((g) => g.round === 1);
    expect(round1).toHaveLength(4);
    expect(tour.games.filter((g) => g.round > 1).every((g) => g.messageId === null && g.threadId === null)).toBe(true);
    // Three opened; the fourth's table posted, its thread refused (400 / 160006) and left for later.
    const refused = w.standIn.requests.filter((r) => r.route?.endsWith('/threads') && r.status === 400);
    expect(refused).toHaveLength(1);
    expect(round1.filter((g) => g.threadId)).toHaveLength(3);
    const waiting = round1.find((g) => !g.threadId);
    expect(waiting?.messageId).toBeTruthy();
    for (const g of round1.filter((x) => x.threadId))
      expect((await collections(w.store).sessions.get(g.threadId ?? ''))?.value.clock?.pace).toBe(7);
    expect(w.standIn.activeThreads(w.guild.id)).toBe(threadsBefore + 3);

    const table = await w.slash(w.users[0] as StandInUser, 'league', { subcommand: 'standings' }).response(60_000);
    expect(table.text).toMatch(/Division 1[\s\S]*Division 2/);
    expect(table.attachments.map((a: { filename: string }) => a.filename)).toEqual([
      'standings.png',
      'standings-2.png',
    ]);
    const second = await w
      .slash(w.users[0] as StandInUser, 'league', { subcommand: 'standings', division: 2 })
      .response(60_000);
    expect(second.text).toMatch(/\*\*Division 2\*\*/);
    expect(second.text).not.toMatch(/Division 1/);
    expect(second.attachments).toHaveLength(1);
    const none = await answered(w.slash(w.users[0] as StandInUser, 'league', { subcommand: 'standings', division: 3 }));
    expect(none.text).toMatch(/has no division 3: its divisions are 1 to 2/);
    const noSeason = await answered(
      w.slash(w.users[0] as StandInUser, 'league', { subcommand: 'standings', season: 2 }),
    );
    expect(noSeason.text).toMatch(/no season 2/);

    // Hal withdraws: their game of round 1 is resigned, and its thread archived (not locked).
    const leaver = w.users[7] as StandInUser;
    const said = await answered(w.slash(leaver, 'league', { subcommand: 'leave' }));
    expect(said.text).toMatch(/withdrew/);
    tour = await season(id);
    expect(tour.players[leaver.id]?.withdrawn).toBe(true);
    const resigned = tour.games.filter((g) => g.seats.includes(leaver.id) && g.places !== null);
    expect(resigned).toHaveLength(1);
    const closed = resigned[0]?.threadId ?? '';
    await w.standIn.waitFor(() => w.standIn.channel(closed)?.archived, 30_000, 'the finished game archived');
    expect(w.standIn.channel(closed)).toMatchObject({ archived: true, locked: false });

    // A place free: the scheduler's retry opens the waiting game's thread from its table message.
    clock.advance(THREAD_LIMIT_RETRY_MS);
    await tick(w.bot.ctx, [w.guild.id]);
    tour = await season(id);
    const opened = tour.games.find((g) => g.table === waiting?.table);
    expect(opened?.threadId).toBe(waiting?.messageId);
    expect(w.liveBoard(opened?.threadId ?? '')).toBeDefined();
    const tables = w.standIn.messages(w.channelId).filter((m) => /round 1, table/.test(m.text));
    expect(tables).toHaveLength(4);
    expect(new Set(tour.games.filter((g) => g.round === 1).map((g) => g.threadId)).size).toBe(4);
  }, 180_000);
});

/** The season's header and every game of it. */
async function season(id: string) {
  const header = (await competitions(w.store).tournaments.get(id))?.value;
  if (!header) throw new Error(`no season ${id}`);
  return { ...header, games: await allGames(w.store, id, header) };
}
