/**
 * Per-server leaderboards for every game: per board (guild, game, variant, plus an `all` board per
 * game) one record per player (games, wins, losses, points, an openskill rating) and a sorted index
 * of the players by rating, so that a result, the top of a board and a player's own place each cost
 * a few small reads whatever the size of the server.
 *
 * Results are placings (1st … last, ties sharing a place), rated with openskill's multi-player
 * model. A first place counts as a win, any other as a loss. Counting is idempotent per player:
 * each record keeps the ids of the last COUNTED_KEPT games it counted, written in the same update
 * as its counts and rating, so a retry after a partial failure counts the game once for everyone
 * (a retry rates a player still to count against the others' ratings as they now stand).
 *
 * Ratings are shown as a conservative estimate (μ − 3σ) on a scale starting at 1,000 and moving by
 * RATING_SCALE per point; players see that one number only.
 */
import { ordinal, rate, rating } from 'openskill';
import { z } from 'zod';
import type { Store } from '../store/index.ts';

export const PlayerStanding = z.object({
  name: z.string(),
  games: z.number().int().min(0),
  wins: z.number().int().min(0),
  losses: z.number().int().min(0),
  points: z.number(),
  mu: z.number(),
  sigma: z.number(),
  counted: z.array(z.string()).default([]),
});
export type PlayerStanding = z.infer<typeof PlayerStanding>;

export const COUNTED_KEPT = 50;
export const ALL_VARIANTS = 'all';
export const RATING_BASE = 1000;
export const RATING_SCALE = 20;

const records = (store: Store) => store.collection('ratings', PlayerStanding);
const index = (store: Store) => store.index('leaderboard');
const boardKey = (guildId: string, game: string, variant: string) => `${guildId}:${game}:${variant}`;

/** The rating players compare: 1,000 for a newcomer, higher as results prove skill. */
export const displayRating = (p: { mu: number; sigma: number }) =>
  Math.round(RATING_BASE + RATING_SCALE * ordinal({ mu: p.mu, sigma: p.sigma }));

export interface Placing {
  id: string;
  name: string;
  /** 1 = first; equal places are ties. */
  place: number;
  points: number;
}

export interface GameResult {
  matchId: string;
  guildId: string;
  game: string;
  variant: string;
  players: Placing[];
}

function fresh(name: string): PlayerStanding {
  const r = rating();
  return { name, games: 0, wins: 0, losses: 0, points: 0, mu: r.mu, sigma: r.sigma, counted: [] };
}

/** Counts a finished game on its variant's board and the game's `all` board; safe to call again. */
export async function recordResult(store: Store, result: GameResult): Promise<void> {
  for (const variant of new Set([result.variant, ALL_VARIANTS])) await recordOn(store, result, variant);
}

async function recordOn(store: Store, result: GameResult, variant: string): Promise<void> {
  const board = boardKey(result.guildId, result.game, variant);
  const key = (id: string) => `${board}:${id}`;
  const before = await Promise.all(
    result.players.map(async (p) => (await records(store).get(key(p.id)))?.value ?? fresh(p.name)),
  );
  const rated = rate(
    before.map((b) => [{ mu: b.mu, sigma: b.sigma }]),
    { rank: result.players.map((p) => p.place) },
  );
  for (const [n, p] of result.players.entries()) {
    const after = rated[n]?.[0];
    const doc = await records(store).update(key(p.id), (cur) => {
      const b = cur?.value ?? fresh(p.name);
      if (b.counted.includes(result.matchId)) return b;
      const won = p.place === 1;
      return {
        name: p.name,
        games: b.games + 1,
        wins: b.wins + (won ? 1 : 0),
        losses: b.losses + (won ? 0 : 1),
        points: b.points + p.points,
        mu: after?.mu ?? b.mu,
        sigma: after?.sigma ?? b.sigma,
        counted: [...b.counted, result.matchId].slice(-COUNTED_KEPT),
      };
    });
    await index(store).set(board, p.id, ordinal({ mu: doc.value.mu, sigma: doc.value.sigma }));
  }
}

/** Writes a player's standing as it is (an upgrade carrying an older layout over); idempotent. */
export async function putStanding(
  store: Store,
  at: { guildId: string; game: string; variant: string; userId: string },
  standing: PlayerStanding,
): Promise<void> {
  const board = boardKey(at.guildId, at.game, at.variant);
  await records(store).update(`${board}:${at.userId}`, () => standing);
  await index(store).set(board, at.userId, ordinal({ mu: standing.mu, sigma: standing.sigma }));
}

export interface Ranked extends PlayerStanding {
  id: string;
  rank: number;
  rating: number;
}

/** A page of a board, best first: `limit` players from place `offset + 1`. */
export async function standings(
  store: Store,
  guildId: string,
  game: string,
  variant: string,
  page: { offset?: number; limit?: number } = {},
): Promise<Ranked[]> {
  const board = boardKey(guildId, game, variant);
  const offset = page.offset ?? 0;
  const rows = await index(store).range(board, { order: 'desc', offset, limit: page.limit ?? 15 });
  const found = await Promise.all(rows.map((r) => records(store).get(`${board}:${r.member}`)));
  return rows.flatMap((r, n) => {
    const p = found[n]?.value;
    return p ? [{ ...p, id: r.member, rank: offset + n + 1, rating: displayRating(p) }] : [];
  });
}

/** A player's standing and place on one board, with the board's size, or null if unplaced. */
export async function placeOf(
  store: Store,
  guildId: string,
  game: string,
  variant: string,
  userId: string,
): Promise<{ standing: Ranked; of: number } | null> {
  const board = boardKey(guildId, game, variant);
  const [doc, rank, of] = await Promise.all([
    records(store).get(`${board}:${userId}`),
    index(store).rank(board, userId, 'desc'),
    index(store).count(board),
  ]);
  if (!doc || rank === undefined) return null;
  return { standing: { ...doc.value, id: userId, rank: rank + 1, rating: displayRating(doc.value) }, of };
}

/** A player's places on a game's boards they have played (its `all` board first). */
export async function playerStats(
  store: Store,
  guildId: string,
  game: string,
  variants: readonly string[],
  userId: string,
): Promise<{ variant: string; standing: Ranked; of: number }[]> {
  const found = await Promise.all(
    [ALL_VARIANTS, ...variants].map(async (variant) => ({
      variant,
      at: await placeOf(store, guildId, game, variant, userId),
    })),
  );
  return found.flatMap(({ variant, at }) => (at ? [{ variant, ...at }] : []));
}

/** "1068": the one number players compare (the model's μ and σ stay inside). */
export const formatRating = (p: { mu: number; sigma: number }) => `${displayRating(p)}`;
