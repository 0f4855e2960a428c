/**
 * A competition's stored records. A tournament is one record (`tournaments`, keyed by the id of the
 * command that made it) holding its players (at most MAX_PLAYERS, keyed by user id) and its games;
 * every change to it is a compare-and-set, and the steps that must happen once (the start, a round's
 * pairing) carry the version they read, so of two processes one does them. Around it, keyed so no
 * action reads a record that grows with the server:
 * - `competition-games` (keyed by game thread): which tournament, round and table a game is, so a
 *   finished game finds its tournament in one read;
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
  games: z.array(TournamentGame),
  /** A process opening the current round's games (a lease, renewed per game): others leave them to it. */
  opening: z.object({ round: z.number().int(), owner: z.string(), at: z.number() }).nullable(),
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
});
export type CompetitionGame = z.infer<typeof CompetitionGame>;

const cache = new WeakMap<Store, ReturnType<typeof open>>();

function open(store: Store) {
  return {
    tournaments: store.collection('tournaments', TournamentRecord),
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

/** The games of `round`, by table. */
export const roundGames = (t: TournamentRecord, round: number): TournamentGame[] =>
  t.games.filter((g) => g.round === round).sort((a, b) => a.table - b.table);

/** Whether every game of the round being played is over. */
export const roundOver = (t: TournamentRecord): boolean =>
  t.round > 0 && roundGames(t, t.round).every((g) => g.places !== null);

/** The players still in (not withdrawn). */
export const activePlayers = (t: TournamentRecord): string[] =>
  Object.entries(t.players)
    .filter(([, p]) => !p.withdrawn)
    .map(([id]) => id);
