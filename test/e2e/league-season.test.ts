/**
 * A whole league season through the real client and the stand-in, on a clock the test moves: 8
 * players join, the season pairs two divisions of 4 (12 Abstrac games) and opens them round by
 * round, each division's next round once its last is over, each game in its thread (archived, not
 * locked, once over); every game is played to its end with the board's buttons, the standings are
 * posted after a week and at the end, the top of division 2 goes up and the bottom of division 1
 * down, and season 2 opens with the same 8 players in the new divisions. Then the season's table
 * starts again from nothing while `/leaderboard` (every game, all seasons) keeps counting, and
 * `/league standings season:1` shows season 1 as it ended. What is checked is what the players
 * see: the points in the posted tables against the games' own results, who moved, season 2's games.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deriveSeed } from '../../src/cards/random.ts';
import { competitions, type TournamentGame } from '../../src/session/compete/records.ts';
import { tick } from '../../src/session/scheduler.ts';
import { HOUR_MS } from '../../src/session/settings.ts';
import { collections } from '../../src/session/store.ts';
import { ManualClock, startWorld, type World } from '../../src/tools/demo/world.ts';
import type { StandInUser, StoredMessage } from '../../src/tools/standin/index.ts';
import { type StandIn, startStandIn } from '../../src/tools/standin/index.ts';
import { RELAXED_ACK_WINDOW_MS } from '../bot/harness.ts';
import { competition, openIn, pointsFrom, tablesIn, leagueJoinedByAll } from './compete.ts';

const clock = new ManualClock(Date.UTC(2026, 0, 5, 12));
const WEEK_MS = 7 * 24 * HOUR_MS;
let w: World;
let standIn: StandIn;
beforeAll(async () => {
  // What is tested is the league, not Discord's 3 s window (a loaded machine can miss it).
  standIn = await startStandIn({ settings: { interactionTimeoutMs: RELAXED_ACK_WINDOW_MS } });
  w = await startWorld({ standIn, clock, players: ['ann', 'ben', 'cat', 'dov', 'eve', 'fay', 'gus', 'hal'] });
});
afterAll(async () => {
  await w?.close();
  await standIn?.close();
});

const run = () => tick(w.bot.ctx, [w.guild.id]);
const posts = () => w.standIn.messages(w.channelId);
const nameOf = (id: string) => w.users.find((u) => u.id === id)?.username ?? '?';
const ended = (threadId: string) => w.standIn.messages(threadId).some((m) => /wins the match/.test(m.text));

/** The season's header and every game of it. */
const season = (id: string) => competition(w.store, id);

/** Plays the game in `threadId` to its end with the board's buttons, the player to move choosing (seeded). */
async function playOut(threadId: string, salt: number) {
  for (let n = 0; !ended(threadId); n++) {
    if (n > 2000) throw new Error(`the game in ${threadId} never ended`);
    await w.settled(threadId);
    if (ended(threadId)) break;
    const board = w.liveBoard(threadId) as StoredMessage;
    const mover = w.moverOf(board);
    const moves = w.choices(board).filter((c) => c.label !== 'Hint');
    const move = moves[(deriveSeed(salt, n) >>> 0) % moves.length];
    if (!mover || !move) throw new Error(`nothing to play in ${threadId}: ${board.text}`);
    const version = w.versionOf(board);
    await w.press(mover, board, move).acknowledged(30_000);
    await w.waitForNext(threadId, version, 30_000);
  }
}

describe('a league season played to its end', () => {
  it('plays every round, posts weekly and final tables, promotes and relegates, starts season 2, keeps season 1', async () => {
    await leagueJoinedByAll(w, { pace: '14', weeks: 2 });

    clock.advance(HOUR_MS);
    await run();
    const rows = await competitions(w.store).byServer.range(w.guild.id, { order: 'desc', limit: 1 });
    const id = rows[0]?.member as string;
    let one = await season(id);
    expect(one.status).toBe('running');
    const groups = one.league?.groups ?? [];
    expect(groups.map((g) => g.length)).toEqual([4, 4]);
    expect(one.games).toHaveLength(12);
    expect(one.games.map((g) => g.round)).toEqual([1, 1, 2, 2, 3, 3, 1, 1, 2, 2, 3, 3]);
    // Round 1 open: a thread and a board each; rounds 2 and 3 not yet.
    expect(openIn(one)).toEqual(one.games.filter((g) => g.round === 1));
    for (const g of openIn(one)) expect(w.liveBoard(g.threadId as string)).toBeDefined();

    // Round 1 played: each division's round 2 opens.
    for (const [n, g] of openIn(one).entries()) await playOut(g.threadId as string, n);
    await run();
    one = await season(id);
    expect(one.games.filter((g) => g.places !== null).map((g) => g.round)).toEqual([1, 1, 1, 1]);
    expect(openIn(one).map((g) => g.round)).toEqual([2, 2, 2, 2]);
    // Each finished game's thread archived, not locked: the server's active threads are the games open.
    for (const g of one.games.filter((x) => x.round === 1))
      expect(w.standIn.channel(g.threadId as string)).toMatchObject({ archived: true, locked: false });

    // A week on: the standings of week 1, once, with the points of the games played.
    clock.advance(WEEK_MS);
    await run();
    await run();
    const weekly = posts().filter((m) => /standings, week 1/.test(m.text));
    expect(weekly).toHaveLength(1);
    const sofar = pointsFrom(one.games);
    const weekTables = tablesIn(weekly[0]?.text ?? '');
    expect(weekTables.map((t) => t.map((r) => r.name).sort())).toEqual(groups.map((g) => g.map(nameOf).sort()));
    for (const t of weekTables) for (const r of t) expect(r.points, r.name).toBe(sofar.get(idOf(r.name)));
    expect(weekly[0]?.attachments.map((a: { filename: string }) => a.filename)).toEqual([
      'standings.png',
      'standings-2.png',
    ]);

    // Rounds 2 and 3, then the season's end: its final tables, who moved, season 2.
    for (let round = 2; round <= 3; round++) {
      for (const [n, g] of openIn(one).entries()) await playOut(g.threadId as string, 10 * round + n);
      await run();
      one = await season(id);
    }
    expect(one.status).toBe('finished');
    expect(one.games.every((g) => g.places !== null)).toBe(true);
    expect(new Set(one.games.map((g) => g.threadId)).size).toBe(12);
    expect(posts().filter((m) => /round \d, table/.test(m.text))).toHaveLength(12);
    const final = await w.standIn.waitFor(
      () => posts().find((m) => /season 1\*\* is over/.test(m.text)),
      30_000,
      'the final tables',
    );
    const points = pointsFrom(one.games);
    const tables = tablesIn(final.text);
    expect(tables).toHaveLength(2);
    for (const t of tables) {
      for (const r of t) expect(r.points, r.name).toBe(points.get(idOf(r.name)));
      // Each division's six games share out six points; the table is in points order.
      expect(t.reduce((s, r) => s + r.points, 0)).toBe(6);
      expect(t.map((r) => r.points)).toEqual([...t.map((r) => r.points)].sort((a, b) => b - a));
    }
    const up = tables[1]?.[0]?.name as string;
    const down = tables[0]?.at(-1)?.name as string;
    expect(tables[1]?.[0]?.moved).toBe('↑');
    expect(tables[0]?.at(-1)?.moved).toBe('↓');
    expect(posts().some((m) => m.text.includes(`Up to division 1: ${up}`))).toBe(true);
    expect(posts().some((m) => m.text.includes(`Down to division 2: ${down}`))).toBe(true);

    const nextId = one.league?.next as string;
    expect(nextId).toBeTruthy();
    await run();
    let two = await season(nextId);
    expect(two.league?.season).toBe(2);
    expect(two.status).toBe('running');
    expect(Object.keys(two.players).sort()).toEqual(Object.keys(one.players).sort());
    const [top, bottom] = two.league?.groups ?? [];
    expect(top).toContain(idOf(up));
    expect(top).not.toContain(idOf(down));
    expect(bottom).toContain(idOf(down));
    expect(bottom).not.toContain(idOf(up));
    // Season 2's twelve games paired, its round 1 opened with its first boards, between the new divisions' players.
    expect(two.games).toHaveLength(12);
    expect(openIn(two)).toEqual(two.games.filter((g) => g.round === 1));
    for (const g of openIn(two)) {
      const threadId = g.threadId as string;
      expect(one.games.map((x) => x.threadId)).not.toContain(threadId);
      const session = (await collections(w.store).sessions.get(threadId))?.value;
      expect(session?.seats.map((s) => s.id)).toEqual(g.seats);
      expect(session?.status).toBe('active');
      expect(w.liveBoard(threadId)).toBeDefined();
      expect([top, bottom].some((d) => g.seats.every((s) => d?.includes(s)))).toBe(true);
    }
    expect(posts().filter((m) => /season 2\*\* starts now/.test(m.text))).toHaveLength(1);

    // The season's table starts from nothing; the server's leaderboard keeps every game of season 1.
    const asker = w.users[0] as StandInUser;
    const standings = async (options: Record<string, unknown> = {}) =>
      (await w.slash(asker, 'league', { subcommand: 'standings', ...options }).response(60_000)).text;
    expect(await standings()).toMatch(/season 2\*\* · standings/);
    expect(
      tablesIn(await standings())
        .flat()
        .map((r) => r.points),
    ).toEqual(Array(8).fill(0));
    const board = async () => {
      const reply = await w.slash(asker, 'leaderboard', { game: 'abstrac' }).response(60_000);
      const text = (reply.embeds[0] as { description: string }).description;
      return new Map([...text.matchAll(/\*\*\d+\. (\S+)\*\* · (\d+) games?/g)].map((m) => [m[1], Number(m[2])]));
    };
    expect([...(await board()).values()]).toEqual(Array(8).fill(3));
    // A game of season 2: counted in season 2's table and on the leaderboard.
    const game = openIn(two)[0] as TournamentGame;
    await playOut(game.threadId as string, 99);
    two = await season(nextId);
    const after = await board();
    for (const pid of game.seats) expect(after.get(nameOf(pid))).toBe(4);
    expect([...after.values()].filter((n) => n === 3)).toHaveLength(6);
    const now = tablesIn(await standings()).flat();
    expect(now.reduce((sum, r) => sum + r.points, 0)).toBe(1);
    for (const r of now) expect(r.points, r.name).toBe(pointsFrom(two.games).get(idOf(r.name)));

    // Season 1 as it ended, from its kept tables, with who went up and down.
    const past = await standings({ season: 1 });
    expect(past).toMatch(/season 1\*\* is over · final tables/);
    expect(tablesIn(past)).toEqual(tables);
    const bottomOnly = await standings({ season: 1, division: 2 });
    expect(tablesIn(bottomOnly)).toEqual([tables[1]]);
  }, 600_000);
});

function idOf(name: string): string {
  return (w.users.find((u: StandInUser) => u.username === name) as StandInUser).id;
}
