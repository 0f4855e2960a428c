/**
 * Tournaments on the session layer with the toy game, a memory store and a recording outbox:
 * knockout with byes to seeds, a round robin meeting everyone once, tables of three by standings,
 * a withdrawal resigning the game in progress, a no-show losing on time, a result counted once, a
 * start with too few players cancelled, and two processes stepping one tournament at once.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { parseSession } from '../../src/session/catalog.ts';
import { DAY_MS } from '../../src/session/clock.ts';
import {
  allGames,
  competitions,
  GAMES_PER_PART,
  partKeys,
  type TournamentGame,
  toParts,
  writeParts,
} from '../../src/session/compete/records.ts';
import { recordCompetitionResult } from '../../src/session/compete/results.ts';
import {
  createTournament,
  divisionsOf,
  LEAGUE_OPEN_MAX,
  leaguePairing,
  leagueStandings,
  parseStart,
  roundOpensAt,
  seasonId,
  signUp,
  standingsText,
  THREAD_LIMIT_RETRY_MS,
  tournamentStep,
  withdraw,
} from '../../src/session/compete/tournament.ts';
import type { SessionContext } from '../../src/session/context.ts';
import { endSeat } from '../../src/session/moves.ts';
import { tick } from '../../src/session/scheduler.ts';
import { leave } from '../../src/session/session.ts';
import { MemberGone } from '../../src/session/ports.ts';
import { updateSettings } from '../../src/session/settings.ts';
import { collections } from '../../src/session/store.ts';
import { answerTo, askerOf, type Harness, harness, must, type Recorded } from './harness.ts';
import { toyGame } from './toy-game.ts';

let h: Harness;
afterEach(async () => {
  await h?.close();
});

let commands = 0;
/** A tournament of the toy game with `players` signed up, its start due now. */
async function tournament(
  format: 'swiss' | 'round-robin' | 'knockout' | 'league',
  players: number,
  more: {
    rounds?: number;
    tableSize?: number;
    pace?: number;
    league?: { weeks: number; divisions: number };
    openingTableMs?: number;
  } = {},
) {
  h = await harness([toyGame], more.openingTableMs === undefined ? {} : { openingTableMs: more.openingTableMs });
  const id = `cmd${++commands}`;
  const answer = answerTo(h, { channelId: 'c1' });
  await createTournament(h.ctx, askerOf('admin', 'Admin', id), answer, {
    game: toyGame,
    format,
    rounds: more.rounds ?? null,
    pace: more.pace ?? 1,
    tableSize: more.tableSize ?? 2,
    startsAt: h.clock.now() + 1000,
    ...(more.league ? { league: more.league } : {}),
  });
  const signup = must(answer.replied) as Recorded;
  for (let n = 0; n < players; n++)
    await signUp(
      h.ctx,
      { userId: `p${n}`, name: `P${n}` },
      answerTo(h, { channelId: 'c1', message: signup }),
      id,
      true,
    );
  h.clock.advance(1000);
  return { id, signup };
}

/** A tournament's header with every game of it, from its round parts. */
const record = async (id: string) => {
  const tour = must(await competitions(h.store).tournaments.get(id)).value;
  return { ...tour, games: await allGames(h.store, id, tour) };
};

/** Ends a game: every seat but `winner` resigns, in seat order. */
async function win(ctx: SessionContext, threadId: string, winner: string) {
  for (;;) {
    const doc = must(await collections(h.store).sessions.get(threadId));
    if (doc.value.status === 'finished') return;
    const seat = doc.value.seats.findIndex((s) => s.id !== winner && !s.out);
    await endSeat(ctx.sessions.at(threadId), (cur) =>
      leave(toyGame, parseSession(toyGame, must(cur)), seat, 'resigned', h.clock.now()),
    );
  }
}

/** The games of `tour` opened (a thread each). */
const opened = (tour: { games: TournamentGame[] }) => tour.games.filter((g) => g.threadId);

/** Plays every open game (of those `which` picks): the better seed (lower number) wins. */
async function playOpen(id: string, which: (g: TournamentGame) => boolean = () => true) {
  const tour = await record(id);
  for (const g of tour.games.filter((x) => x.threadId && x.places === null && which(x))) {
    const best = [...g.seats].sort((a, b) => Number(a.slice(1)) - Number(b.slice(1)))[0] as string;
    await win(h.ctx, must(g.threadId), best);
  }
}

/** Plays the current round: the better seed (lower number) wins every game. */
async function playRound(id: string) {
  const tour = await record(id);
  for (const g of tour.games.filter((x) => x.round === tour.round && x.seats.length > 1)) {
    const best = [...g.seats].sort((a, b) => Number(a.slice(1)) - Number(b.slice(1)))[0] as string;
    await win(h.ctx, must(g.threadId), best);
  }
}

describe('tournaments', () => {
  it('knockout: byes to the best seeds, winners on, down to one', async () => {
    const { id } = await tournament('knockout', 6);
    await tournamentStep(h.ctx, id);
    let tour = await record(id);
    expect(tour.rounds).toBe(3);
    const byes = tour.games.filter((g) => g.seats.length === 1).map((g) => g.seats[0]);
    expect(byes.sort()).toEqual(['p0', 'p1']);
    for (let round = 1; round <= 3; round++) {
      await playRound(id);
      await tournamentStep(h.ctx, id);
    }
    tour = await record(id);
    expect(tour.status).toBe('finished');
    const final = tour.games.filter((g) => g.round === 3);
    expect(final).toHaveLength(1);
    expect([...(final[0]?.seats ?? [])].sort()).toEqual(['p0', 'p1']);
    expect(h.outbox.messages.some((m) => /is over .* winner: P0/.test(m.content))).toBe(true);
  });

  it('round robin: everyone meets everyone once', async () => {
    const { id } = await tournament('round-robin', 4);
    for (let round = 1; round <= 3; round++) {
      await tournamentStep(h.ctx, id);
      await playRound(id);
    }
    await tournamentStep(h.ctx, id);
    const tour = await record(id);
    expect(tour.status).toBe('finished');
    const pairs = tour.games.map((g) => [...g.seats].sort().join(' '));
    expect(new Set(pairs).size).toBe(6);
  });

  it('tables of three by standings, a lone leftover player getting a smaller table', async () => {
    const { id } = await tournament('swiss', 7, { rounds: 2, tableSize: 3 });
    await tournamentStep(h.ctx, id);
    let tour = await record(id);
    expect(tour.games.map((g) => g.seats.length)).toEqual([3, 2, 2]);
    const three = must(tour.games[0]);
    const session = must(await collections(h.store).sessions.get(must(three.threadId)));
    expect(session.value.seats).toHaveLength(3);
    await playRound(id);
    await tournamentStep(h.ctx, id);
    tour = await record(id);
    const winners = tour.games
      .filter((g) => g.round === 1)
      .map((g) => g.seats.find((s) => g.places?.[g.seats.indexOf(s)] === 1));
    const top = new Set(tour.games.find((g) => g.round === 2 && g.table === 1)?.seats);
    for (const w of winners) expect(top.has(must(w))).toBe(true);
  });

  it('a withdrawal resigns the game in progress and is paired no more; a result counts once', async () => {
    const { id } = await tournament('swiss', 4, { rounds: 3 });
    await tournamentStep(h.ctx, id);
    let tour = await record(id);
    const g = must(tour.games.find((x) => x.seats.includes('p3')));
    const said = await withdraw(h.ctx, { userId: 'p3', name: 'P3' }, 'en-US', 'g1');
    expect(said).toMatch(/game in progress was resigned/);
    tour = await record(id);
    const mine = must(tour.games.find((x) => x.round === g.round && x.table === g.table));
    expect(mine.places?.[mine.seats.indexOf('p3')]).toBe(2);
    // The same game's result again, otherwise: kept as first counted.
    await recordCompetitionResult(h.store, must(mine.threadId), [...(mine.places ?? [])].reverse(), h.clock.now());
    expect((await record(id)).games.find((x) => x.threadId === mine.threadId)?.places).toEqual(mine.places);
    await playRound(id);
    await tournamentStep(h.ctx, id);
    tour = await record(id);
    const round2 = tour.games.filter((x) => x.round === 2);
    expect(round2.flatMap((x) => x.seats)).not.toContain('p3');
    expect(round2.filter((x) => x.seats.length === 1)).toHaveLength(1);
    expect(tour.players.p3?.withdrawn).toBe(true);
  });

  it('a no-show loses on time, and the round goes on', async () => {
    const { id } = await tournament('swiss', 2, { rounds: 1 });
    await tick(h.ctx, ['g1']);
    let tour = await record(id);
    expect(tour.status).toBe('running');
    // Nobody moves: the first seat's clock (1 day a move, a bank of three) runs out.
    h.clock.advance(4 * DAY_MS);
    await tick(h.ctx, ['g1']);
    await tick(h.ctx, ['g1']);
    tour = await record(id);
    expect(tour.games[0]?.places).not.toBeNull();
    expect(tour.status).toBe('finished');
  });

  it('is cancelled at its start with fewer than two players', async () => {
    const { id, signup } = await tournament('swiss', 1);
    expect(await tournamentStep(h.ctx, id)).toBeNull();
    expect((await record(id)).status).toBe('cancelled');
    expect(h.outbox.byId(signup.id).content).toMatch(/Cancelled/);
    expect(h.outbox.byId(signup.id).components).toEqual([]);
  });

  it('refuses a second join, and a join after the start', async () => {
    const { id, signup } = await tournament('swiss', 2);
    const again = answerTo(h, { channelId: 'c1', message: signup });
    h.clock.advance(-1000);
    await expect(signUp(h.ctx, { userId: 'p0', name: 'P0' }, again, id, true)).rejects.toThrow(/already in/);
    h.clock.advance(1000);
    await expect(signUp(h.ctx, { userId: 'late', name: 'Late' }, again, id, true)).rejects.toThrow(/closed/);
  });

  it('two processes stepping at once open each game once', async () => {
    const { id } = await tournament('swiss', 8, { rounds: 2 });
    const other = h.another();
    await Promise.all([tournamentStep(h.ctx, id), tournamentStep(other, id), tournamentStep(h.ctx, id)]);
    // The loser of the lease left the games to the holder: look again as the scheduler would.
    await Promise.all([tournamentStep(h.ctx, id), tournamentStep(other, id)]);
    const tour = await record(id);
    expect(tour.games.filter((g) => g.round === 1).every((g) => g.threadId)).toBe(true);
    const tables = h.outbox.messages.filter((m) => /round 1, table/.test(m.content));
    expect(tables).toHaveLength(4);
    const threads = await Promise.all(tour.games.map((g) => collections(h.store).sessions.get(must(g.threadId))));
    expect(threads.every((d) => d?.version === 1)).toBe(true);
  });

  it('league: divisions by seed, played round by round, weekly standings, final tables kept, promotion and relegation, the next season', async () => {
    const { id } = await tournament('league', 10, { pace: 14, league: { weeks: 2, divisions: 2 } });
    await tick(h.ctx, ['g1']);
    let tour = await record(id);
    const [top, bottom] = [
      ['p0', 'p1', 'p2', 'p3', 'p4'],
      ['p5', 'p6', 'p7', 'p8', 'p9'],
    ];
    expect(tour.league?.groups).toEqual([top, bottom]);
    // Each division's round robin paired whole (five players: five rounds of two games, one resting)…
    expect(tour.games).toHaveLength(20);
    expect(tour.parts).toEqual([{ count: 2, tag: expect.any(Number) }]);
    // …and its round 1 opened, nothing else.
    expect(opened(tour).map((g) => g.round)).toEqual([1, 1, 1, 1]);
    expect(h.outbox.messages.filter((m) => /round \d, table/.test(m.content))).toHaveLength(4);
    expect(h.outbox.messages.some((m) => /has started \(players: 10, divisions: 2\)/.test(m.content))).toBe(true);

    // Division 1's round over: its round 2 opens at once; division 2's waits for its own.
    await playOpen(id, (g) => top.includes(g.seats[0] as string));
    await tick(h.ctx, ['g1']);
    tour = await record(id);
    const inTop = (g: TournamentGame) => top.includes(g.seats[0] as string);
    expect(
      opened(tour)
        .filter((g) => g.round === 2)
        .every(inTop),
    ).toBe(true);
    expect(opened(tour).filter((g) => g.round === 2)).toHaveLength(2);

    // Round 2's time (two weeks shared by five rounds): division 2's round 2 opens, its round 1 not over.
    h.clock.advance(roundOpensAt(tour, 2) - h.clock.now());
    await tick(h.ctx, ['g1']);
    tour = await record(id);
    expect(opened(tour).filter((g) => g.round === 2)).toHaveLength(4);
    expect(tour.games.filter((g) => g.round === 3 && g.threadId)).toEqual([]);
    expect(tour.games.filter((g) => g.round === 1 && !inTop(g) && g.places === null)).toHaveLength(2);

    // A week on: the weekly standings, once.
    h.clock.advance(must(tour.league).weeklyAt - h.clock.now());
    await tick(h.ctx, ['g1']);
    await tick(h.ctx, ['g1']);
    expect(h.outbox.messages.filter((m) => /standings, week 1/.test(m.content))).toHaveLength(1);

    // Every game played as it opens (the better seed wins).
    for (let n = 0; (await record(id)).status === 'running'; n++) {
      if (n > 10) throw new Error('the season never ended');
      await playOpen(id);
      await tournamentStep(h.ctx, id);
    }
    tour = await record(id);
    expect(tour.status).toBe('finished');
    expect(tour.games.every((g) => g.threadId && g.places)).toBe(true);
    expect(new Set(tour.games.map((g) => g.threadId)).size).toBe(20);
    expect(h.outbox.messages.filter((m) => /round \d, table/.test(m.content))).toHaveLength(20);
    // Each finished game's thread archived, not locked.
    expect([...h.outbox.archivedOpen].sort()).toEqual(tour.games.map((g) => g.threadId).sort());
    expect(h.outbox.archived).toEqual([]);
    const final = must(h.outbox.messages.find((m) => /league, season 1\*\* is over/.test(m.content)));
    expect(final.content).toMatch(/Division 1\*\*\n1\. P0 · 4 pts[\s\S]*5\. P4 ↓ · 0 pts/);
    expect(final.content).toMatch(/Division 2\*\*\n1\. P5 ↑ · 4 pts/);

    // The final tables kept, one record a division, with who went up and down.
    const kept = await Promise.all([0, 1].map((d) => competitions(h.store).tables.get(`${id}:${d}`)));
    expect(kept.map((d) => d?.value.rows.map((r) => r.id))).toEqual([top, bottom]);
    expect(kept[0]?.value.rows.map((r) => r.points)).toEqual([4, 3, 2, 1, 0]);
    expect(kept[0]?.value.rows.at(-1)?.moved).toBe('down');
    expect(kept[1]?.value.rows[0]?.moved).toBe('up');

    const next = await record(must(tour.league?.next));
    expect(next.league?.season).toBe(2);
    expect(next.league?.groups).toEqual([
      ['p0', 'p1', 'p2', 'p3', 'p5'],
      ['p4', 'p6', 'p7', 'p8', 'p9'],
    ]);
    expect(h.outbox.messages.some((m) => /Up to division 1: P5/.test(m.content))).toBe(true);
    expect(h.outbox.messages.some((m) => /Down to division 2: P4/.test(m.content))).toBe(true);
    await tick(h.ctx, ['g1']);
    // Season 2: round 1 opened, its table from zero.
    const two = await record(must(tour.league?.next));
    expect(opened(two).map((g) => g.round)).toEqual([1, 1, 1, 1]);
    const live = must(await leagueStandings(h.ctx, must(tour.league?.next), two, 'en-US', 0));
    expect(live.sections.flatMap((s) => s.rows.map((r) => r.points))).toEqual(Array(10).fill(0));

    // Season 1 as it ended, from its stored tables; division 2 alone; no division 3.
    const past = must(await leagueStandings(h.ctx, id, tour, 'en-US', 0));
    expect(past.heading).toMatch(/season 1\*\* is over/);
    expect(past.sections.map((s) => s.rows.map((r) => r.name))).toEqual([
      ['P0', 'P1', 'P2', 'P3', 'P4'],
      ['P5', 'P6', 'P7', 'P8', 'P9'],
    ]);
    const second = must(await leagueStandings(h.ctx, id, tour, 'en-US', 1));
    expect(second.sections.map((s) => s.label)).toEqual(['Division 2']);
    expect(await leagueStandings(h.ctx, id, tour, 'en-US', 2)).toBeNull();
    expect(seasonId(must(tour.league?.next), 1)).toBe(id);
    expect(seasonId(id, 3)).toBe(`${id}-3`);
  });

  it('league: a game whose seat withdrew before its round is not opened: the other seat wins it', async () => {
    const { id } = await tournament('league', 8, { league: { weeks: 3, divisions: 2 } });
    await tick(h.ctx, ['g1']);
    await withdraw(h.ctx, { userId: 'p3', name: 'P3' }, 'en-US', 'g1');
    // Their round 1 game resigned; the rest of division 1's round 1 played.
    await playOpen(id);
    await tick(h.ctx, ['g1']);
    const tour = await record(id);
    const theirs = tour.games.filter((g) => g.round > 1 && g.seats.includes('p3'));
    const due = theirs.filter((g) => g.round === 2);
    expect(due).toHaveLength(1);
    expect(due[0]?.threadId).toBeNull();
    expect(due[0]?.messageId).toBeNull();
    expect(due[0]?.places?.[due[0].seats.indexOf('p3')]).toBe(2);
    expect(due[0]?.places?.[1 - due[0].seats.indexOf('p3')]).toBe(1);
    // The other round 2 games are open.
    expect(tour.games.filter((g) => g.round === 2 && !g.seats.includes('p3')).every((g) => g.threadId)).toBe(true);
    expect(h.outbox.messages.filter((m) => /round 2, table/.test(m.content) && /<@p3>/.test(m.content))).toEqual([]);
  });

  it("league: at Discord's limit of active threads the opening stops, and goes on from where it was once threads close", async () => {
    const { id } = await tournament('league', 8, { pace: 14, league: { weeks: 3, divisions: 2 } });
    h.outbox.maxThreads = 3;
    const next = await tournamentStep(h.ctx, id);
    expect(next).toBe(h.clock.now() + THREAD_LIMIT_RETRY_MS);
    let tour = await record(id);
    expect(opened(tour)).toHaveLength(3);
    // The fourth table's message is posted and kept; its thread waits.
    const waiting = must(tour.games.find((g) => g.round === 1 && !g.threadId));
    expect(waiting.messageId).not.toBeNull();
    expect(tour.games.filter((g) => g.round === 1 && g.places === null)).toHaveLength(4);
    // Nothing more while nothing closes, and nothing twice; the week's standings all the same, and
    // round 2, due by its time now, waits too.
    expect(await tournamentStep(h.ctx, id)).toBe(h.clock.now() + THREAD_LIMIT_RETRY_MS);
    h.clock.advance(must(tour.league).weeklyAt - h.clock.now());
    expect(roundOpensAt(tour, 2)).toBeLessThanOrEqual(h.clock.now());
    await tick(h.ctx, ['g1']);
    await tick(h.ctx, ['g1']);
    expect(h.outbox.messages.filter((m) => /standings, week 1/.test(m.content))).toHaveLength(1);
    expect(h.outbox.threads.size).toBe(3);
    // A game over: its thread archived, a place free; the scheduler's retry opens the game waiting
    // since round 1 before any of round 2.
    const first = must(opened(tour)[0]);
    await win(h.ctx, must(first.threadId), first.seats[0] as string);
    h.clock.advance(THREAD_LIMIT_RETRY_MS);
    await tick(h.ctx, ['g1']);
    tour = await record(id);
    const now = must(tour.games.find((g) => g.table === waiting.table));
    expect(now.threadId).not.toBeNull();
    expect(h.outbox.threads.get(must(now.threadId))?.fromMessageId).toBe(waiting.messageId);
    expect(h.outbox.messages.filter((m) => /round 1, table/.test(m.content))).toHaveLength(4);
    expect(opened(tour).filter((g) => g.round === 2)).toEqual([]);
    const sessions = await Promise.all(opened(tour).map((g) => collections(h.store).sessions.get(must(g.threadId))));
    expect(sessions.map((d) => d?.value.seats.map((x) => x.id))).toEqual(opened(tour).map((g) => g.seats));
  });

  it('a game whose private thread was opened before a stop cut its opening short is opened in that thread, not a second one', async () => {
    const { id } = await tournament('league', 8, { league: { weeks: 3, divisions: 2 } });
    await updateSettings(h.store, 'g1', { threads: 'private' });
    // The first table's thread is opened, then the step stops (a member not added: a fault, or the process stopped).
    const add = h.outbox.addToThread.bind(h.outbox);
    let fail = true;
    h.outbox.addToThread = async (threadId, userId) => {
      if (fail) {
        fail = false;
        throw new Error('stopped');
      }
      return add(threadId, userId);
    };
    await expect(tournamentStep(h.ctx, id)).rejects.toThrow('stopped');
    expect(h.outbox.threads.size).toBe(1);
    const [first] = [...h.outbox.threads.keys()];
    // Taken up again (by this process or the next one started): each table's game in one thread, the first in the thread opened before.
    await tournamentStep(h.ctx, id);
    const tour = await record(id);
    const round1 = tour.games.filter((g) => g.round === 1);
    expect(round1.every((g) => g.threadId)).toBe(true);
    expect(h.outbox.threads.size).toBe(4);
    expect(round1.map((g) => g.threadId)).toContain(first);
    for (const g of round1) expect(h.outbox.threads.get(must(g.threadId))?.members.sort()).toEqual([...g.seats].sort());
    expect(h.outbox.messages.filter((m) => /round 1, table/.test(m.content))).toHaveLength(4);
  });

  it('a player who has left the server gets their game opened without them; the other games open too', async () => {
    const { id } = await tournament('league', 8, { league: { weeks: 3, divisions: 2 } });
    const add = h.outbox.addToThread.bind(h.outbox);
    h.outbox.addToThread = async (threadId, userId) => {
      if (userId === 'p0') throw new MemberGone(userId);
      return add(threadId, userId);
    };
    await tournamentStep(h.ctx, id);
    const round1 = (await record(id)).games.filter((g) => g.round === 1);
    expect(round1.every((g) => g.threadId)).toBe(true);
    expect(h.outbox.threads.size).toBe(4);
    for (const g of round1)
      expect(h.outbox.threads.get(must(g.threadId))?.members.sort()).toEqual(g.seats.filter((p) => p !== 'p0').sort());
  });

  it('league: two processes stepping a whole season at once open each game once, keep its tables once and make one next season', async () => {
    const { id } = await tournament('league', 8, { league: { weeks: 3, divisions: 2 } });
    const other = h.another();
    const both = () => Promise.all([tournamentStep(h.ctx, id), tournamentStep(other, id), tournamentStep(other, id)]);
    for (let n = 0; (await record(id)).status !== 'finished'; n++) {
      if (n > 12) throw new Error('the season never ended');
      await both();
      await both();
      await playOpen(id);
    }
    await both();
    const tour = await record(id);
    expect(new Set(tour.games.map((g) => g.threadId)).size).toBe(12);
    expect(h.outbox.threads.size).toBe(12);
    expect(h.outbox.messages.filter((m) => /round \d, table/.test(m.content))).toHaveLength(12);
    expect(h.outbox.messages.filter((m) => /season 1\*\* is over/.test(m.content))).toHaveLength(1);
    expect(h.outbox.messages.filter((m) => /season 2\*\* starts now/.test(m.content))).toHaveLength(1);
    expect((await competitions(h.store).tables.get(`${id}:1`))?.version).toBe(1);
  });

  it('league: a season over whose next season a stop kept from being made gets it, and its tables, at the next look', async () => {
    const { id } = await tournament('league', 8, { league: { weeks: 3, divisions: 2 } });
    await tournamentStep(h.ctx, id);
    // The season's games all over, and the season marked over, as by a process that stopped right after.
    const parts = partKeys(id, must(await competitions(h.store).tournaments.get(id)).value, 1);
    for (const key of parts)
      await competitions(h.store).rounds.update(key, (cur) => ({
        ...must(cur).value,
        games: must(cur).value.games.map((g) => ({ ...g, places: g.places ?? [1, 2] })),
      }));
    await competitions(h.store).tournaments.update(id, (cur) => ({ ...must(cur).value, status: 'finished' }));
    expect(await tournamentStep(h.ctx, id)).toBeNull();
    const tour = await record(id);
    expect(tour.league?.next).toBe(`${id}-2`);
    expect((await record(`${id}-2`)).status).toBe('running');
    expect(await competitions(h.store).tables.get(`${id}:0`)).toBeDefined();
    expect(h.outbox.messages.filter((m) => /season 1\*\* is over/.test(m.content))).toHaveLength(1);
    // Looked at again: nothing more.
    expect(await tournamentStep(h.ctx, id)).toBeNull();
    expect(h.outbox.messages.filter((m) => /season 2\*\* starts now/.test(m.content))).toHaveLength(1);
  });

  it('league: no more than LEAGUE_OPEN_MAX games open at once; a round due by its time waits for places', async () => {
    const { id } = await tournament('league', 1000, { league: { weeks: 7, divisions: 125 } });
    await tournamentStep(h.ctx, id);
    let tour = await record(id);
    expect(tour.league?.groups.every((g) => g.length === 8)).toBe(true);
    expect(opened(tour)).toHaveLength(LEAGUE_OPEN_MAX);
    expect(opened(tour).every((g) => g.round === 1)).toBe(true);
    // Round 2's time: nothing more opens while 500 are open.
    h.clock.advance(roundOpensAt(tour, 2) - h.clock.now());
    await tournamentStep(h.ctx, id);
    expect(opened(await record(id))).toHaveLength(LEAGUE_OPEN_MAX);
    // Division 1's round over: its four places go to its round 2.
    await playOpen(id, (g) => (tour.league?.groups[0] ?? []).includes(g.seats[0] as string));
    await tournamentStep(h.ctx, id);
    tour = await record(id);
    const open = tour.games.filter((g) => g.threadId && g.places === null);
    expect(open).toHaveLength(LEAGUE_OPEN_MAX);
    expect(open.filter((g) => g.round === 2).map((g) => g.table)).toEqual([5, 6, 7, 8]);
  }, 120_000);

  it('keeps a round in parts of GAMES_PER_PART games: a result rewrites its own part only', async () => {
    const players = 2 * GAMES_PER_PART + 6;
    const { id } = await tournament('swiss', players, { rounds: 2 });
    await tournamentStep(h.ctx, id);
    const header = must(await competitions(h.store).tournaments.get(id));
    const keys = partKeys(id, header.value, 1);
    const parts = await Promise.all(keys.map((k) => competitions(h.store).rounds.get(k)));
    expect(parts.map((p) => p?.value.games.length)).toEqual([GAMES_PER_PART, 3]);
    expect(parts.flatMap((p) => p?.value.games.map((g) => g.table) ?? [])).toEqual(
      Array.from({ length: players / 2 }, (_, n) => n + 1),
    );
    // A game of the second part finished: that part written, not the header nor the other part.
    const g = must(parts[1]?.value.games[0]);
    await win(h.ctx, must(g.threadId), g.seats[0] as string);
    const after = await Promise.all(keys.map((k) => competitions(h.store).rounds.get(k)));
    expect(after.map((p) => p?.version)).toEqual([parts[0]?.version, (parts[1]?.version ?? 0) + 1]);
    expect(after[1]?.value.games[0]?.places).toEqual([1, 2]);
    expect(must(await competitions(h.store).tournaments.get(id)).version).toBe(header.version);
    // The round over, round 2 is paired from every part, with no rematch.
    await playRound(id);
    await tournamentStep(h.ctx, id);
    const tour = await record(id);
    expect(tour.round).toBe(2);
    const pairs = tour.games.filter((x) => x.seats.length > 1).map((x) => [...x.seats].sort().join(' '));
    expect(new Set(pairs).size).toBe(players);
  });

  it('a pairing whose compare-and-set never landed is not read: the round is paired from the header as it is', async () => {
    const { id } = await tournament('swiss', 6, { rounds: 2 });
    await tournamentStep(h.ctx, id);
    await playRound(id);
    const seen = must(await competitions(h.store).tournaments.get(id));
    // A process paired round 2 from this version and stopped before its compare-and-set (its parts
    // written, tagged with the version it read)…
    const stale = toParts(2, [
      ['p0', 'p5'],
      ['p1', 'p4'],
      ['p2', 'p3'],
    ]);
    await writeParts(h.store, id, 2, seen.version, stale);
    // …and p5 withdrew meanwhile: the header moved on, so that pairing is never committed.
    await withdraw(h.ctx, { userId: 'p5', name: 'P5' }, 'en-US', 'g1');
    await tournamentStep(h.ctx, id);
    const tour = await record(id);
    expect(tour.round).toBe(2);
    expect(tour.parts[1]?.tag).not.toBe(seen.version);
    const round2 = tour.games.filter((g) => g.round === 2);
    expect(round2.flatMap((g) => g.seats)).not.toContain('p5');
    expect(round2.filter((g) => g.seats.length === 1)).toHaveLength(1);
    expect(round2.filter((g) => g.seats.length === 2).every((g) => g.threadId)).toBe(true);
  });

  it('spreads a round’s tables out: each opens no sooner than openingTableMs after the last', async () => {
    const { id } = await tournament('swiss', 10, { rounds: 1, openingTableMs: 60 });
    const started = performance.now();
    await tournamentStep(h.ctx, id);
    const took = performance.now() - started;
    expect((await record(id)).games.every((g) => g.threadId)).toBe(true);
    // Five tables: four waits between them.
    expect(took).toBeGreaterThanOrEqual(4 * 60 - 5);
  });

  it('writes a league of 125 divisions’ tables as text up to a message’s 2,000 characters', () => {
    const ids = Array.from({ length: 1000 }, (_, n) => `p${n}`);
    const groups = divisionsOf(ids, 125);
    const games = toParts(1, leaguePairing(groups))
      .flatMap((p) => p.games)
      .map((g) => ({ ...g, places: [1, 2] }));
    const tour = {
      players: Object.fromEntries(
        ids.map((id, seed) => [id, { name: id.toUpperCase(), rating: 0, joinedAt: 0, seed }]),
      ),
      league: { weeks: 8, divisions: 125, season: 1, groups, weeklyAt: 0, next: null },
    } as unknown as Parameters<typeof standingsText>[0];
    const text = standingsText(tour, games, 'en-US', 'Week 1');
    expect(text).toMatch(/^Week 1\n\*\*Division 1\*\*\n1\. P\d+ · \d pts/);
    // Every division it starts it writes whole; it stops once past the limit, not 125 divisions on.
    expect(text.length).toBeGreaterThan(2000);
    expect(text.length).toBeLessThan(2400);
    expect(text).not.toMatch(/Division 20\b/);
  });

  it('reads start times', () => {
    const now = Date.UTC(2026, 0, 1, 12);
    expect(parseStart('in 2h', now)).toBe(now + 2 * 3_600_000);
    expect(parseStart('3d', now)).toBe(now + 3 * 86_400_000);
    expect(parseStart('90 min', now)).toBe(now + 90 * 60_000);
    expect(parseStart('2026-12-01 18:00', now)).toBe(Date.UTC(2026, 11, 1, 18));
    expect(parseStart('2026-12-01', now)).toBe(Date.UTC(2026, 11, 1));
    expect(parseStart('<t:1800000000:F>', now)).toBe(1_800_000_000_000);
    expect(parseStart('next tuesday', now)).toBeNull();
  });
});
