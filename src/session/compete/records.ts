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
 * - the `competitions` index (a partition per server): the server's tournaments by start time;
 * - the `user-competitions` index (a partition per person): the tournaments they joined;
 * - a `t:<guild>:<id>` entry in the scheduler's `due` index: when the tournament must be looked at
 *   next (its start, a round to check).
 */
import { z } from 'zod';
import type { Store } from '../../store/index.ts';

export const FORMATS = ['swiss', 'round-robin', 'knockout'] as const;
/** A league season is a tournament of one round: every pairing of each division, opened at once. */
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
  round: z.number().int().min(1),
  table: z.number().int().min(1),
  /** Player ids in seat order; one id for a bye. */
  seats: z.array(z.string()),
  /** The message the game's thread is opened from, once posted. */
  messageId: z.string().nullable(),
  /** The game's thread, once the game is started in it. */
  threadId: z.string().nullable(),
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

const cache = new WeakMap<Store, ReturnType<typeof open>>();

function open(store: Store) {
  return {
    tournaments: store.collection('tournaments', TournamentRecord),
    rounds: store.collection('competition-rounds', RoundPart),
    games: store.collection('competition-games', CompetitionGame),
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

/** The part records of round `round` as [key, part], in order (a part never written reads as no games). */
export async function readRound(store: Store, id: string, t: TournamentRecord, round: number) {
  const { rounds } = competitions(store);
  const keys = partKeys(id, t, round);
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

/** Whether every game of `games` (a round's) is over. */
export const roundOver = (games: readonly TournamentGame[]): boolean => games.every((g) => g.places !== null);

/** The players still in (not withdrawn). */
export const activePlayers = (t: TournamentRecord): string[] =>
  Object.entries(t.players)
    .filter(([, p]) => !p.withdrawn)
    .map(([id]) => id);
