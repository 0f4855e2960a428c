/**
 * A competition's stored records, so that no action reads or writes a record that grows with the
 * competition's games:
 * - `tournaments` (keyed by the id of the command that made it): the header. What it is, its players
 *   (at most MAX_PLAYERS, a league's MAX_LEAGUE_PLAYERS, keyed by user id), the round being played,
 *   a league's divisions, and for each round where its games are (`parts`). Every change is a
 *   compare-and-set; the steps that must happen once (the start, a round's pairing, a week's
 *   standings) carry the version they read, so of two processes one does them.
 * - `competition-rounds` (keyed `<id>:<round>:<tag>:<part>`): a round's games, GAMES_PER_PART to a
 *   record, each with its table message, thread and places, and the lease of the process opening
 *   them. A result reads and writes only its own part. The tag is the header version the round was
 *   paired from: the parts are written before the compare-and-set that commits the round, so a
 *   pairing that loses the race (or a process that stops between) leaves parts no header names,
 *   and a retry from the same version writes the same parts (pairings are deterministic).
 * - `competition-games` (keyed by game thread): which tournament, round and part a game is, so a
 *   finished game finds its part in one read;
 * - `league-tables` (keyed `<season id>:<division>`): a finished league season's final table of one
 *   division, written once at its end, so that a past season is shown from the few divisions asked
 *   for, not from its games;
 * - the `competitions` index (a partition per server): the server's tournaments by start time;
 * - the `user-competitions` index (a partition per person): the tournaments they joined;
 * - a `t:<guild>:<id>` entry in the scheduler's `due` index: when the tournament must be looked at
 *   next (its start, a round to check).
 */
import { z } from 'zod';
import type { Store } from '../../store/index.ts';

export const FORMATS = ['swiss', 'round-robin', 'knockout'] as const;
/**
 * A league season is a tournament of one pairing: every game of each division, written at its start
 * (a division's games in a part of their own, each game with its round of the division's round
 * robin) and opened round by round (tournament.ts).
 */
export type Format = (typeof FORMATS)[number] | 'league';
export const MAX_PLAYERS = 512;
/** A league season's cap: a big server's whole ladder, in divisions of at most 8. */
export const MAX_LEAGUE_PLAYERS = 1000;

/** How many may sign up for `t`. */
export const maxPlayers = (t: { format: string }): number => (t.format === 'league' ? MAX_LEAGUE_PLAYERS : MAX_PLAYERS);

export const TournamentPlayer = z.object({
  name: z.string(),
  /** Their rating on the game's board when they joined: the seeds are drawn from it at the start. */
  rating: z.number(),
  joinedAt: z.number(),
  /** 0 = best; set at the start. */
  seed: z.number().int().min(0).optional(),
  withdrawn: z.boolean().optional(),
});
export type TournamentPlayer = z.infer<typeof TournamentPlayer>;

export const TournamentGame = z.object({
  /** The round it is played in: the tournament's, or a league game's round in its division. */
  round: z.number().int().min(1),
  table: z.number().int().min(1),
  /** Player ids in seat order; one id for a bye. */
  seats: z.array(z.string()),
  /** The message the game's thread is opened from, once posted. */
  messageId: z.string().nullable(),
  /** The game's thread, once the game is started in it. */
  threadId: z.string().nullable(),
  /**
   * The thread opened for it, recorded before its game is started there: a retry after a stop or a
   * failure in between starts the game in that thread rather than opening another (a private thread
   * is not tied to the table's message, so Discord would make a second one). Absent: none yet.
   */
  thread: z.string().optional(),
  /** Places by seat once over (1 = first); a bye's is [1] from the start. */
  places: z.array(z.number().int().min(1)).nullable(),
});
export type TournamentGame = z.infer<typeof TournamentGame>;

/** Games of a round per part record: a result rewrites at most this many games' entries. */
export const GAMES_PER_PART = 32;

/** Where a round's games are: `count` part records, keyed with `tag`. */
export const RoundParts = z.object({ count: z.number().int().min(0), tag: z.number().int().min(0) });
export type RoundParts = z.infer<typeof RoundParts>;

export const RoundPart = z.object({
  /** Its games, by table (tables are numbered across the round). */
  games: z.array(TournamentGame),
  /** A process opening these games (a lease, renewed per game): others leave them to it. */
  opening: z.object({ owner: z.string(), at: z.number() }).nullable(),
});
export type RoundPart = z.infer<typeof RoundPart>;

export const TournamentRecord = z.object({
  guildId: z.string(),
  channelId: z.string(),
  hostId: z.string(),
  game: z.string(),
  format: z.enum([...FORMATS, 'league']),
  /** Rounds to play: asked for (Swiss; 0: as many as a knockout of the field), or set at the start from the count. */
  rounds: z.number().int().min(0),
  /** Days per move of every game. */
  pace: z.number().int().positive(),
  /** Seats per game: 2, or more for a game of tables (Swiss by standings). */
  tableSize: z.number().int().min(2).max(6),
  startsAt: z.number(),
  createdAt: z.number(),
  /** The locale of its public posts: the server's. */
  locale: z.string(),
  /** The sign-up message (Join / Leave). */
  messageId: z.string().nullable(),
  status: z.enum(['signup', 'running', 'finished', 'cancelled']),
  players: z.record(z.string(), TournamentPlayer),
  /** The round being played (0 before the start). */
  round: z.number().int().min(0),
  /** Where each round's games are (round r's at r - 1). */
  parts: z.array(RoundParts),
  /** A league's season (format 'league'). */
  league: z
    .object({
      weeks: z.number().int().min(1),
      /** Divisions asked for (each of 4 to 8 players where the count allows). */
      divisions: z.number().int().min(1),
      season: z.number().int().min(1),
      /** The divisions' players, best division first (set at the start). */
      groups: z.array(z.array(z.string())),
      /** When the next weekly standings are due. */
      weeklyAt: z.number(),
      /** The next season's record id, once made. */
      next: z.string().nullable(),
      /**
       * Each division's games in a part of their own (part d: division d), played round by round.
       * Absent in a season paired before rounds: its parts hold 32 games each, all of round 1.
       */
      byDivision: z.boolean().optional(),
    })
    .optional(),
});
export type TournamentRecord = z.infer<typeof TournamentRecord>;

export const CompetitionGame = z.object({
  tournamentId: z.string(),
  guildId: z.string(),
  round: z.number().int().min(1),
  table: z.number().int().min(1),
  /** Its part record: `<tournamentId>:<round>:<tag>:<part>`. */
  part: z.string(),
});
export type CompetitionGame = z.infer<typeof CompetitionGame>;

/** One row of a finished league season's table, as it ended. */
export const LeagueRow = z.object({
  id: z.string(),
  name: z.string(),
  rank: z.number().int().min(1),
  points: z.number(),
  buchholz: z.number(),
  wins: z.number().int().min(0),
  draws: z.number().int().min(0),
  losses: z.number().int().min(0),
  withdrawn: z.boolean().optional(),
  /** Promoted to the division above, or relegated to the one below, for the next season. */
  moved: z.enum(['up', 'down']).optional(),
});
export type LeagueRow = z.infer<typeof LeagueRow>;

/** A finished league season's final table of one division (at most 8 rows): keyed `<season id>:<division>`. */
export const LeagueTable = z.object({ rows: z.array(LeagueRow) });
export type LeagueTable = z.infer<typeof LeagueTable>;

const cache = new WeakMap<Store, ReturnType<typeof open>>();

function open(store: Store) {
  return {
    tournaments: store.collection('tournaments', TournamentRecord),
    rounds: store.collection('competition-rounds', RoundPart),
    games: store.collection('competition-games', CompetitionGame),
    tables: store.collection('league-tables', LeagueTable),
    byServer: store.index('competitions'),
    byPlayer: store.index('user-competitions'),
  };
}

export function competitions(store: Store) {
  let c = cache.get(store);
  if (!c) {
    c = open(store);
    cache.set(store, c);
  }
  return c;
}

export const partKey = (id: string, round: number, tag: number, part: number) => `${id}:${round}:${tag}:${part}`;

/** The part records' keys of round `round` (none for a round not paired). */
export function partKeys(id: string, t: TournamentRecord, round: number): string[] {
  const at = t.parts[round - 1];
  return at ? Array.from({ length: at.count }, (_, n) => partKey(id, round, at.tag, n)) : [];
}

/** A round's pairing as its part records' contents, tables numbered from 1. */
export function toParts(round: number, pairing: readonly (readonly string[])[]): RoundPart[] {
  const parts: RoundPart[] = [];
  for (let at = 0; at < pairing.length; at += GAMES_PER_PART)
    parts.push({
      games: pairing.slice(at, at + GAMES_PER_PART).map((seats, n) => ({
        round,
        table: at + n + 1,
        seats: [...seats],
        messageId: null,
        threadId: null,
        places: seats.length === 1 ? [1] : null,
      })),
      opening: null,
    });
  return parts;
}

/**
 * Writes a round's parts under `tag`, each only if absent: one written by a retry or by another
 * process from the same header version holds the same pairing, and may already have games opened.
 */
export async function writeParts(store: Store, id: string, round: number, tag: number, parts: readonly RoundPart[]) {
  const { rounds } = competitions(store);
  await Promise.all(
    parts.map((p, n) =>
      rounds.create(partKey(id, round, tag, n), p).catch((err) => {
        if ((err as Error).name !== 'AlreadyExistsError') throw err;
      }),
    ),
  );
}

/**
 * The part records of round `round` as [key, part], in order (a part never written reads as no
 * games); `range`: only parts `from` to `to` (excluded), as a league's divisions' tables read theirs.
 */
export async function readRound(
  store: Store,
  id: string,
  t: TournamentRecord,
  round: number,
  range?: readonly [number, number],
) {
  const { rounds } = competitions(store);
  const keys = range ? partKeys(id, t, round).slice(range[0], range[1]) : partKeys(id, t, round);
  const docs = await Promise.all(keys.map((k) => rounds.get(k)));
  return keys.map((k, n) => [k, docs[n]?.value ?? { games: [], opening: null }] as const);
}

/** The games of round `round`, by table. */
export async function roundGames(store: Store, id: string, t: TournamentRecord, round: number) {
  return (await readRound(store, id, t, round)).flatMap(([, p]) => p.games);
}

/** Every game of the competition, round by round. */
export async function allGames(store: Store, id: string, t: TournamentRecord): Promise<TournamentGame[]> {
  const rounds = await Promise.all(t.parts.map((_, r) => roundGames(store, id, t, r + 1)));
  return rounds.flat();
}

/** A division's final table's key (division 0 is the best). */
export const tableKey = (seasonId: string, division: number) => `${seasonId}:${division}`;

/** A game still to open: two seats or more, no thread, no result (a bye's, or a walkover's, is in from the start). */
export const toOpen = (g: TournamentGame): boolean => g.seats.length > 1 && g.threadId === null && g.places === null;

/** Whether every game of `games` (a round's) is over. */
export const roundOver = (games: readonly TournamentGame[]): boolean => games.every((g) => g.places !== null);

/** The players still in (not withdrawn). */
export const activePlayers = (t: TournamentRecord): string[] =>
  Object.entries(t.players)
    .filter(([, p]) => !p.withdrawn)
    .map(([id]) => id);
