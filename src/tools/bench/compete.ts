/**
 * What a competition costs at its largest, without Discord (compete-bot.ts times it through the bot):
 * a Swiss of 512 players over 9 rounds (each round's pairing, the standings, the sizes of its header
 * and of its largest part record, and counting a result into its part on a store), and a league of
 * 1,000 players in divisions of 8 (cutting the divisions and pairing every game of the season, a
 * division's round robin in a part of its own, its standings, its header's, largest part's and
 * largest final table's sizes). Pure figures in milliseconds, sizes in kilobytes.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { type Played, standings, swissRound } from '../../session/compete/pairing.ts';
import {
  competitions,
  partKey,
  type RoundPart,
  type TournamentRecord,
  toParts,
  writeParts,
} from '../../session/compete/records.ts';
import { recordCompetitionResult } from '../../session/compete/results.ts';
import {
  divisionsOf,
  divisionTables,
  finalTables,
  leagueParts,
  leagueRounds,
  promoted,
} from '../../session/compete/tournament.ts';
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

function recordOf(players: string[], now: number): TournamentRecord {
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
    parts: [],
  };
}

/** A round's games as stored, each opened (table message and thread) and played. */
function partsOf(r: number, games: Played[], first: number): RoundPart[] {
  return toParts(
    r,
    games.map((g) => g.seats),
  ).map((p) => ({
    ...p,
    games: p.games.map((g) => ({
      ...g,
      messageId: '100000000000000004',
      threadId: `2${String(first + g.table).padStart(17, '0')}`,
      places: games[g.table - 1]?.places ? [...(games[g.table - 1]?.places ?? [])] : null,
    })),
  }));
}

const kb = (value: unknown) => round(JSON.stringify(value).length / 1024, 1);

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
  const header = recordOf(players, now);
  const rounds = Array.from({ length: 9 }, (_, r) =>
    partsOf(
      r + 1,
      games.filter((g) => g.round === r + 1),
      r * 1000,
    ),
  );
  header.parts = rounds.map((parts) => ({ count: parts.length, tag: 0 }));
  figures.tournament_512_header_kb = kb(header);
  figures.tournament_512_part_kb_max = Math.max(...rounds.flat().map(kb));
  figures.tournament_512_parts_per_round = rounds[0]?.length ?? 0;
  // Counting a result of the last round: one keyed read of the game's entry, one compare-and-set of its part.
  const dir = mkdtempSync(join(tmpdir(), 'bench-compete-'));
  for (const [kind, url] of [
    ['memory', 'memory://'],
    ['sqlite', `sqlite://${dir}/bench.sqlite`],
  ] as const) {
    const store = await openStore(url);
    try {
      const c = competitions(store);
      await c.tournaments.create('t1', header);
      for (const [r, parts] of rounds.entries())
        await writeParts(
          store,
          't1',
          r + 1,
          0,
          r === 8 ? parts.map((p) => ({ ...p, games: p.games.map((g) => ({ ...g, places: null })) })) : parts,
        );
      const last = (rounds[8] ?? []).flatMap((p, n) => p.games.map((g) => ({ g, key: partKey('t1', 9, 0, n) })));
      for (const { g, key } of last)
        await c.games.create(g.threadId as string, {
          tournamentId: 't1',
          guildId: header.guildId,
          round: g.round,
          table: g.table,
          part: key,
        });
      start = performance.now();
      for (const { g } of last) await recordCompetitionResult(store, g.threadId as string, g.places ?? [1, 2], now);
      figures[`tournament_512_result_${kind}_ms`] = round((performance.now() - start) / last.length, 2);
    } finally {
      await store.close();
    }
  }
  rmSync(dir, { recursive: true, force: true });

  const league = ids(1000);
  start = performance.now();
  const groups = divisionsOf(league, 125);
  const paired = leagueParts(groups);
  figures.league_1k_pairing_ms = round(performance.now() - start, 2);
  figures.league_1k_divisions = groups.length;
  figures.league_1k_games = paired.reduce((n, p) => n + p.games.length, 0);
  figures.league_1k_rounds = leagueRounds(groups);
  const leagueRecord: TournamentRecord = {
    ...recordOf(league, now),
    format: 'league',
    rounds: 1,
    round: 1,
    league: { weeks: 8, divisions: 125, season: 1, groups, weeklyAt: now, next: null, byDivision: true },
  };
  // Every game opened and played (a division's part, a thread and a result each).
  const played = paired.map((p) => ({
    ...p,
    games: p.games.map((g) => ({
      ...g,
      messageId: '100000000000000004',
      threadId: `2${String(g.table).padStart(17, '0')}`,
      places: [1, 2],
    })),
  }));
  leagueRecord.parts = [{ count: played.length, tag: 0 }];
  figures.league_1k_header_kb = kb(leagueRecord);
  figures.league_1k_part_kb_max = Math.max(...played.map(kb));
  figures.league_1k_parts = played.length;
  start = performance.now();
  const tables = divisionTables(
    leagueRecord,
    played.flatMap((p) => p.games),
  );
  figures.league_1k_standings_ms = round(performance.now() - start, 2);
  // A finished season's final table of one division, kept as its own record.
  const { up, down } = promoted(tables);
  figures.league_1k_final_table_kb_max = Math.max(...finalTables(tables, up, down).map((rows) => kb({ rows })));
  return figures;
}
