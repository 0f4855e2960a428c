/**
 * What a competition costs at its largest: a Swiss of 512 players over 9 rounds (each round's
 * pairing, the standings, the record's size, and counting a result into that record on a store),
 * and a league of 1,000 players in divisions of 8 (cutting the divisions and pairing every game of
 * the season, its standings, its record's size). Pure figures in milliseconds, sizes in kilobytes.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { type Played, standings, swissRound } from '../../session/compete/pairing.ts';
import { competitions, type TournamentRecord } from '../../session/compete/records.ts';
import { recordCompetitionResult } from '../../session/compete/results.ts';
import { divisionsOf, divisionTables, leaguePairing } from '../../session/compete/tournament.ts';
import { openStore } from '../../store/index.ts';
import { round } from './stats.ts';

const ids = (n: number) => Array.from({ length: n }, (_, i) => `1${String(i).padStart(17, '0')}`);

/** The better seed wins, except every third game. */
function play(r: number, pairing: string[][], seedOf: Map<string, number>): Played[] {
  return pairing.map((seats, n) => {
    if (seats.length === 1) return { round: r, seats, places: [1] };
    const [a, b] = seats as [string, string];
    const aWins = (seedOf.get(a) ?? 0) < (seedOf.get(b) ?? 0) !== (n % 3 === 2);
    return { round: r, seats, places: aWins ? [1, 2] : [2, 1] };
  });
}

function recordOf(players: string[], games: Played[], now: number): TournamentRecord {
  return {
    guildId: '100000000000000000',
    channelId: '100000000000000001',
    hostId: '100000000000000002',
    game: 'abstrac',
    format: 'swiss',
    rounds: 9,
    pace: 1,
    tableSize: 2,
    startsAt: now,
    createdAt: now,
    locale: 'en-US',
    messageId: '100000000000000003',
    status: 'running',
    players: Object.fromEntries(
      players.map((id, seed) => [id, { name: `player${seed}`, rating: 1000, joinedAt: now, seed }]),
    ),
    round: 9,
    games: games.map((g, n) => ({
      round: g.round,
      table: n + 1,
      seats: [...g.seats],
      messageId: '100000000000000004',
      threadId: `2${String(n).padStart(17, '0')}`,
      places: g.places ? [...g.places] : null,
    })),
    opening: null,
  };
}

export async function benchCompete(): Promise<Record<string, number>> {
  const figures: Record<string, number> = {};
  const players = ids(512);
  const seedOf = new Map(players.map((id, n) => [id, n]));
  const entrants = players.map((id, seed) => ({ id, seed }));
  const games: Played[] = [];
  let pairing = 0;
  for (let r = 1; r <= 9; r++) {
    const start = performance.now();
    const next = swissRound(entrants, games);
    pairing += performance.now() - start;
    games.push(...play(r, next, seedOf));
  }
  figures.tournament_512_swiss_round_ms = round(pairing / 9, 2);
  let start = performance.now();
  standings(entrants, games);
  figures.tournament_512_standings_ms = round(performance.now() - start, 2);
  const now = Date.now();
  const full = recordOf(players, games, now);
  figures.tournament_512_record_kb = round(JSON.stringify(full).length / 1024, 1);
  // Counting a result of the last round into the full record: one keyed read, one compare-and-set.
  const dir = mkdtempSync(join(tmpdir(), 'bench-compete-'));
  for (const [kind, url] of [
    ['memory', 'memory://'],
    ['sqlite', `sqlite://${dir}/bench.sqlite`],
  ] as const) {
    const store = await openStore(url);
    try {
      const last = full.games.filter((g) => g.round === 9);
      const open = { ...full, games: full.games.map((g) => (g.round === 9 ? { ...g, places: null } : g)) };
      await competitions(store).tournaments.create('t1', open);
      for (const g of last)
        await competitions(store).games.create(g.threadId as string, {
          tournamentId: 't1',
          guildId: full.guildId,
          round: g.round,
          table: g.table,
        });
      start = performance.now();
      for (const g of last) await recordCompetitionResult(store, g.threadId as string, g.places ?? [1, 2], now);
      figures[`tournament_512_result_${kind}_ms`] = round((performance.now() - start) / last.length, 2);
    } finally {
      await store.close();
    }
  }
  rmSync(dir, { recursive: true, force: true });

  const league = ids(1000);
  start = performance.now();
  const groups = divisionsOf(league, 125);
  const season = leaguePairing(groups);
  figures.league_1k_pairing_ms = round(performance.now() - start, 2);
  figures.league_1k_divisions = groups.length;
  figures.league_1k_games = season.length;
  const leagueRecord: TournamentRecord = {
    ...recordOf(
      league,
      season.map((seats) => ({ round: 1, seats, places: [1, 2] })),
      now,
    ),
    format: 'league',
    rounds: 1,
    round: 1,
    league: { weeks: 8, divisions: 125, season: 1, groups, weeklyAt: now, next: null },
  };
  figures.league_1k_record_kb = round(JSON.stringify(leagueRecord).length / 1024, 1);
  start = performance.now();
  divisionTables(leagueRecord);
  figures.league_1k_standings_ms = round(performance.now() - start, 2);
  return figures;
}
