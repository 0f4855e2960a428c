/**
 * A league season one of whose players has left the server by the time their game opens, through
 * the real client and the stand-in: Discord answers "Unknown Member" (404 / 10007) to adding them to
 * the game's thread. Their game is opened all the same, with the other player (the one who left
 * loses it on time, as a no-show does), and the season's other games open with it: one player's
 * leaving never holds up a whole season.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tick } from '../../src/session/scheduler.ts';
import { HOUR_MS } from '../../src/session/settings.ts';
import { collections } from '../../src/session/store.ts';
import { ManualClock, startWorld, type World } from '../../src/tools/demo/world.ts';
import type { StandInUser } from '../../src/tools/standin/index.ts';
import { type StandIn, startStandIn } from '../../src/tools/standin/index.ts';
import { RELAXED_ACK_WINDOW_MS } from '../bot/harness.ts';
import {
  boardsIn,
  competition,
  latestCompetition,
  openIn,
  tableKeyOf,
  tableMessages,
  leagueJoinedByAll,
} from './compete.ts';

const clock = new ManualClock(Date.UTC(2026, 0, 5, 12));
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

describe('a league player who has left the server', () => {
  it('gets their game opened without them, and the season goes on', async () => {
    await w.slash(w.guild.owner, 'settings', { threads: 'private' }).response(30_000);
    await leagueJoinedByAll(w, { pace: '1', weeks: 1 });

    // Gone from the server: Discord refuses to add them to any thread.
    const gone = w.users[0] as StandInUser;
    const refused = w.standIn.failRoute({
      method: 'PUT',
      route: new RegExp(`/thread-members/${gone.id}$`),
      status: 404,
      code: 10007,
      message: 'Unknown Member',
      times: Number.POSITIVE_INFINITY,
    });
    clock.advance(HOUR_MS);
    await tick(w.bot.ctx, [w.guild.id]);
    const one = await competition(w.store, await latestCompetition(w.store, w.guild.id));
    const round1 = one.games.filter((g) => g.round === 1);
    expect(openIn(one)).toEqual(round1);
    expect(refused.hits).toBe(1);
    const theirs = round1.filter((g) => g.seats.includes(gone.id));
    expect(theirs).toHaveLength(1);
    const tables = tableMessages(w.standIn, w.channelId, 'season 1');
    expect([...tables.keys()].sort()).toEqual(round1.map(tableKeyOf).sort());
    expect(w.standIn.threads(w.channelId)).toHaveLength(4);
    for (const g of round1) {
      const threadId = g.threadId as string;
      await w.settled(threadId);
      expect((await collections(w.store).sessions.get(threadId))?.value.seats.map((s) => s.id)).toEqual(g.seats);
      expect(boardsIn(w.standIn, threadId)).toHaveLength(1);
      // Each player still in the server is in their game's private thread; the one who left is not.
      const members = [...(w.standIn.channel(threadId)?.memberIds ?? [])];
      for (const pid of g.seats) expect(members.includes(pid), pid).toBe(pid !== gone.id);
    }
  }, 120_000);
});
