/**
 * A league season run by two real bot processes on one store, on SQLite (one file), Redis and
 * PostgreSQL (each skipped only when REDIS_URL / DATABASE_URL is unset), both ticking their
 * schedulers every 200 ms (CARDBOT_TICK_MS) so that both take up every step together: 8 players in
 * two divisions of 4, three rounds of two games each. `/league new` delivered to both makes one
 * season; at the start each division's round 1 is opened once; each round's games resigned (each
 * resignation's confirmation delivered to the other process than its command, some to both) are
 * counted once and the divisions' next rounds opened once; the week's tables, made due after round
 * 1, are posted once; at the end the final tables, who goes up and down and season 2's start are
 * posted once, and season 2's round 1 opened once in the new divisions. "Once" is read in what the
 * stand-in holds (table messages, threads, first boards, result posts), in the store (each game's
 * result, the leaderboard's games) and in both processes' logs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { competitions, type TournamentGame } from '../../src/session/compete/records.ts';
import { collections, setDue } from '../../src/session/store.ts';
import {
  boardsIn,
  competition,
  countedOnce,
  latestCompetition,
  openedRound,
  openIn,
  expectFinalTables,
  pointsFrom,
  tableKeyOf,
  tableMessages,
  tablesIn,
  userOf,
} from './compete.ts';
import { until } from './sessions.ts';
import { choices, liveBoard, resignAcross, sqliteUrl, startTwoBots, type TwoBots } from './two-bots.ts';

const BACKENDS = [
  { name: 'sqlite', url: sqliteUrl() },
  { name: 'redis', url: process.env.REDIS_URL },
  { name: 'postgres', url: process.env.DATABASE_URL },
];
const PLAYERS = ['ann', 'ben', 'cat', 'dov', 'eve', 'fay', 'gus', 'hal'];

let t: TwoBots;
const channel = () => t.standIn.messages(t.channelId);
const idOf = (name: string) => (t.users.find((u) => u.username === name) ?? { id: '?' }).id;
/** Who resigns each game: the second seat at odd tables, the first at even ones. */
const loserOf = (g: TournamentGame) => g.seats[g.table % 2] as string;
/** Let both schedulers tick a few more times: a second opening or post would show by then. */
const quiet = () => new Promise((r) => setTimeout(r, 1_000));

/** The games opened by both processes' logs, by season and round. */
const openedBy = (id: string, round: number) =>
  t.procs
    .flatMap((p) => p.lines)
    .filter((l) => l.msg === 'tournament games opened' && l.tournament === id && l.round === round)
    .reduce((n, l) => n + Number(l.opened), 0);

/** Each game just opened once: its table message once, one thread, one game between its seats, one first board. */
async function openedOnce(title: string, games: readonly TournamentGame[]) {
  const tables = tableMessages(t.standIn, t.channelId, title);
  for (const g of games) {
    const threadId = g.threadId as string;
    expect(tables.get(tableKeyOf(g)), tableKeyOf(g)).toBe(1);
    const session = await collections(t.store).sessions.get(threadId);
    expect(session?.value.seats.map((s) => s.id)).toEqual(g.seats);
    expect(session?.version).toBe(1);
    expect(boardsIn(t.standIn, threadId)).toHaveLength(1);
    expect(liveBoard(t.standIn, threadId)).toBeDefined();
  }
}

describe.each(BACKENDS)('a league season run by two processes on $name', ({ url }) => {
  beforeAll(async () => {
    if (url) t = await startTwoBots(url, { CARDBOT_TICK_MS: '200' }, PLAYERS);
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  });

  it.skipIf(!url)(
    'opens each division round once, counts each result once, ends once and opens season 2 once',
    async () => {
      const where = { guildId: t.guildId, channelId: t.channelId };
      const options = { subcommand: 'new', game: 'abstrac', pace: '1', weeks: 1, divisions: 2, starts: 'in 1h' };
      const signup = await t.standIn
        .runSlashCommand({ ...where, user: t.owner, name: 'league', options: options as never, deliverTo: 'all' })
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
      await t.standIn.waitFor(() => /Players \(8\)/.test(signup.text), 30_000, 'eight players');
      expect(await competitions(t.store).byServer.range(t.guildId)).toHaveLength(1);
      const id = await latestCompetition(t.store, t.guildId);
      // One sign-up message: the joins answered privately.
      expect(channel().filter((m) => m.visibleTo === null && /league, season 1/.test(m.text))).toEqual([signup]);

      // The start made due now: both processes' schedulers take it up.
      const header = (await competitions(t.store).tournaments.get(id))?.value;
      if (!header) throw new Error('no season');
      await competitions(t.store).tournaments.update(id, (cur) => ({
        ...(cur?.value ?? header),
        startsAt: Date.now(),
      }));
      await setDue(t.store, 't', t.guildId, id, Date.now());
      const first = await openedRound(t.store, id, 1);
      const { league } = await competition(t.store, id);
      const [top, bottom] = league?.groups ?? [];
      if (!top || !bottom) throw new Error('no divisions');
      expect([top.length, bottom.length]).toEqual([4, 4]);
      expect(first).toHaveLength(4);
      await quiet();
      await openedOnce('season 1', first);
      expect(channel().filter((m) => /season 1\*\* has started/.test(m.text))).toHaveLength(1);

      // Each round resigned (every other confirmation delivered to both processes): its results
      // counted once, each division's next round opened once.
      let games = first;
      for (let round = 1; round <= 3; round++) {
        for (const [n, g] of games.entries())
          await resignAcross(t, g.threadId as string, userOf(t.users, loserOf(g)), n % 2 === 0);
        await countedOnce(t, id, games, round, loserOf);
        if (round < 3) {
          games = await openedRound(t.store, id, round + 1);
          expect(games).toHaveLength(4);
          await quiet();
          await openedOnce('season 1', games);
        }
        if (round === 1) {
          // The week's tables made due now: both processes take them up, one posts them.
          await competitions(t.store).tournaments.update(id, (cur) => {
            const at = cur?.value ?? header;
            return at.league ? { ...at, league: { ...at.league, weeklyAt: Date.now() } } : at;
          });
          await setDue(t.store, 't', t.guildId, id, Date.now());
          await t.standIn.waitFor(() => channel().some((m) => /standings, week 1/.test(m.text)), 30_000, 'week 1');
          await quiet();
          const weekly = channel().filter((m) => /standings, week/.test(m.text));
          expect(weekly).toHaveLength(1);
          const points = pointsFrom((await competition(t.store, id)).games);
          for (const d of tablesIn(weekly[0]?.text ?? ''))
            for (const r of d) expect(r.points, r.name).toBe(points.get(idOf(r.name)));
        }
      }

      // The season over, once: its final tables, who moves, season 2 made and its round 1 opened once.
      const one = await until(
        async () => {
          const s = await competition(t.store, id);
          return s.status === 'finished' && s.league?.next ? s : null;
        },
        30_000,
        'the end of season 1',
      );
      const nextId = one.league?.next as string;
      const second = await openedRound(t.store, nextId, 1);
      await quiet();
      const tables1 = tableMessages(t.standIn, t.channelId, 'season 1');
      expect([...tables1.keys()].sort()).toEqual(one.games.map(tableKeyOf).sort());
      expect([...tables1.values()].every((n) => n === 1)).toBe(true);
      expect(new Set(one.games.map((g) => g.threadId)).size).toBe(12);
      expect([openedBy(id, 1), openedBy(nextId, 1)]).toEqual([12, 4]);

      const finals = channel().filter((m) => /season 1\*\* is over · final tables/.test(m.text));
      expect(finals).toHaveLength(1);
      const final = tablesIn(finals[0]?.text ?? '');
      expectFinalTables(final, one.games, [top, bottom], 6, idOf);
      const up = final[1]?.[0]?.name as string;
      const down = final[0]?.at(-1)?.name as string;
      expect(channel().filter((m) => m.text.includes(`Up to division 1: ${up}`))).toHaveLength(1);
      expect(channel().filter((m) => m.text.includes(`Down to division 2: ${down}`))).toHaveLength(1);
      expect(channel().filter((m) => /season 2\*\* starts now/.test(m.text))).toHaveLength(1);

      const two = await competition(t.store, nextId);
      expect(two.league?.season).toBe(2);
      const [top2, bottom2] = two.league?.groups ?? [];
      expect([...(top2 ?? [])].sort()).toEqual([...top.filter((p) => p !== idOf(down)), idOf(up)].sort());
      expect([...(bottom2 ?? [])].sort()).toEqual([...bottom.filter((p) => p !== idOf(up)), idOf(down)].sort());
      expect(two.games).toHaveLength(12);
      expect(second).toHaveLength(4);
      expect(openIn(two)).toEqual(two.games.filter((g) => g.round === 1));
      await openedOnce('season 2', second);
      expect(tableMessages(t.standIn, t.channelId, 'season 2').size).toBe(4);
      expect(t.standIn.threads(t.channelId)).toHaveLength(16);
      // Only one season 2, and no season 3.
      expect((await competitions(t.store).byServer.range(t.guildId)).map((r) => r.member).sort()).toEqual(
        [id, nextId].sort(),
      );
      for (const p of t.procs) expect(p.lines.filter((l) => Number(l.level) >= 50)).toEqual([]);
    },
    180_000,
  );
});
