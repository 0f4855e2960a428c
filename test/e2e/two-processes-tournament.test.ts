/**
 * A tournament run by two real bot processes on one store, on SQLite (one file), Redis and
 * PostgreSQL (each skipped only when REDIS_URL / DATABASE_URL is unset), both ticking their schedulers
 * every 200 ms (CARDBOT_TICK_MS) so that both take up every step together: the `/tournament new`
 * delivered to both makes one tournament and one sign-up message; at the start, round 1 is paired
 * and its games opened once (one table message, one thread, one game, one first board each);
 * once its games are resigned (each resignation delivered to the other process than the command),
 * each result is counted once, round 2 is paired and opened once, and the standings posted once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { competitions } from '../../src/session/compete/records.ts';
import { collections, setDue } from '../../src/session/store.ts';
import type { StandInUser } from '../../src/tools/standin/index.ts';
import { boardsIn, competition, countedOnce, openedRound } from './compete.ts';
import { until } from './sessions.ts';
import { choices, liveBoard, resignAcross, sqliteUrl, startTwoBots, type TwoBots } from './two-bots.ts';

const BACKENDS = [
  { name: 'sqlite', url: sqliteUrl() },
  { name: 'redis', url: process.env.REDIS_URL },
  { name: 'postgres', url: process.env.DATABASE_URL },
];

let t: TwoBots;
const channel = () => t.standIn.messages(t.channelId);

/** The server's one tournament, with every game of it. */
async function theTournament() {
  const rows = await competitions(t.store).byServer.range(t.guildId, { order: 'desc' });
  expect(rows).toHaveLength(1);
  const id = rows[0]?.member as string;
  const { opening, ...tour } = await competition(t.store, id);
  return { id, tour, opening };
}

const opened = async (round: number) => openedRound(t.store, (await theTournament()).id, round);

describe.each(BACKENDS)('a tournament run by two processes on $name', ({ url }) => {
  beforeAll(async () => {
    if (url) t = await startTwoBots(url, { CARDBOT_TICK_MS: '200' });
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  });

  it.skipIf(!url)(
    'is made once, each round paired and opened once, each result counted once',
    async () => {
      const where = { guildId: t.guildId, channelId: t.channelId };
      const options = {
        subcommand: 'new',
        game: 'abstrac',
        format: 'swiss',
        pace: '1',
        starts: 'in 1h',
        rounds: 2,
      } as never;
      const signup = await t.standIn
        .runSlashCommand({ ...where, user: t.owner, name: 'tournament', options, deliverTo: 'all' })
        .response(30_000);
      const join = choices(signup).find((c) => c.label === 'Join');
      if (!join) throw new Error(`no Join: ${signup.text}`);
      for (const [n, u] of t.users.entries())
        await t.standIn
          .clickButton({
            user: u,
            message: signup,
            customId: join.customId,
            deliverTo: { session: t.sessions[n % 2] as string },
          })
          .acknowledged(30_000);
      await t.standIn.waitFor(() => /\(4\)/.test(signup.text), 30_000, 'four players');
      const { id, tour } = await theTournament();
      expect(channel().filter((m) => /Abstrac tournament ·/.test(m.text) && m.id !== signup.id)).toHaveLength(0);

      // The start made due now: both processes' schedulers take it up.
      await competitions(t.store).tournaments.update(id, (cur) => ({ ...(cur?.value ?? tour), startsAt: Date.now() }));
      await setDue(t.store, 't', t.guildId, id, Date.now());
      const first = await opened(1);
      expect(first.map((g) => g.seats.length)).toEqual([2, 2]);
      const threads = first.map((g) => g.threadId as string);
      expect(new Set(threads).size).toBe(2);
      // One table message per game, one started message, and one thread per table message.
      await new Promise((r) => setTimeout(r, 1_000));
      expect(channel().filter((m) => /round 1, table/.test(m.text))).toHaveLength(2);
      expect(channel().filter((m) => /has started with 4 players/.test(m.text))).toHaveLength(1);
      expect(
        t.standIn
          .threads(t.channelId)
          .map((c) => c.id)
          .sort(),
      ).toEqual([...threads].sort());
      for (const threadId of threads) {
        expect(boardsIn(t.standIn, threadId)).toHaveLength(1);
        expect(liveBoard(t.standIn, threadId)).toBeDefined();
      }

      // Round 1 resigned by each table's second seat (one Resign delivered to both processes): each
      // result counted once, round 2 paired once, no rematch.
      for (const [n, g] of first.entries())
        await resignAcross(t, g.threadId as string, t.users.find((u) => u.id === g.seats[1]) as StandInUser, n === 0);
      await countedOnce(t, id, first, 1);
      const second = await opened(2);
      await new Promise((r) => setTimeout(r, 1_000));
      expect(channel().filter((m) => /round 2, table/.test(m.text))).toHaveLength(2);
      expect(channel().filter((m) => /standings after round 1 of 2/.test(m.text))).toHaveLength(1);
      const { tour: now } = await theTournament();
      expect(now.games).toHaveLength(4);
      const pairs = now.games.map((g) => [...g.seats].sort().join(' '));
      expect(new Set(pairs).size).toBe(4);
      expect(t.standIn.threads(t.channelId)).toHaveLength(4);
      for (const g of second) {
        expect((await collections(t.store).sessions.get(g.threadId as string))?.version).toBe(1);
        expect(boardsIn(t.standIn, g.threadId as string)).toHaveLength(1);
      }
      // Whichever process opened them, each round's two games were opened once in all.
      const openedBy = (round: number) =>
        t.procs
          .flatMap((p) => p.lines)
          .filter((l) => l.msg === 'tournament games opened' && l.round === round)
          .reduce((n, l) => n + Number(l.opened), 0);
      expect([openedBy(1), openedBy(2)]).toEqual([2, 2]);

      // Round 2 resigned the same way: the tournament over, its final standings posted once.
      for (const [n, g] of second.entries())
        await resignAcross(t, g.threadId as string, t.users.find((u) => u.id === g.seats[1]) as StandInUser, n === 1);
      await countedOnce(t, id, second, 2);
      await until(async () => (await theTournament()).tour.status === 'finished' || null, 30_000, 'the end');
      await new Promise((r) => setTimeout(r, 1_000));
      expect(channel().filter((m) => /is over · final standings/.test(m.text))).toHaveLength(1);
      expect(t.standIn.threads(t.channelId)).toHaveLength(4);
      for (const p of t.procs) expect(p.lines.filter((l) => Number(l.level) >= 50)).toEqual([]);
    },
    180_000,
  );
});
