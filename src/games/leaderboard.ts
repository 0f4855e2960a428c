/**
 * Per-server leaderboards: one record per guild, game and variant (plus an `all` board per game),
 * each player's games, wins, losses, points scored and an openskill rating (shown as its ordinal,
 * mu − 3σ, with mu). Updated once per finished match; a resignation or forfeit counts as a loss.
 *
 * Counting is idempotent per board: a result carrying a `matchId` is applied only if the board's
 * `counted` list (the last COUNTED_KEPT match ids counted on it, written in the same record update
 * as the counts and ratings) does not hold it yet. So a retry after any partial failure (one board
 * written and not the other, or both written and the caller's own "counted" marker not) counts the
 * match once. A retry comes within a tick of the scheduler (a minute) or at the next start, long
 * before COUNTED_KEPT later matches of one board could push the id out.
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
});
export type PlayerStanding = z.infer<typeof PlayerStanding>;

export const Leaderboard = z.object({
  players: z.record(z.string(), PlayerStanding),
  /** The ids of the last COUNTED_KEPT matches counted here, oldest first (absent in older records). */
  counted: z.array(z.string()).default([]),
});
export type Leaderboard = z.infer<typeof Leaderboard>;

/** How many counted match ids each board keeps (about 20 characters each). */
export const COUNTED_KEPT = 500;

export const ALL_VARIANTS = 'all';

const collection = (store: Store) => store.collection('leaderboards', Leaderboard);
const key = (guildId: string, game: string, variant: string) => `${guildId}:${game}:${variant}`;

export interface MatchResult {
  /** The match's own id (its thread): with it, counting the match again is a no-op. */
  matchId?: string;
  guildId: string;
  game: string;
  variant: string;
  winner: { id: string; name: string; points: number };
  loser: { id: string; name: string; points: number };
}

function fresh(name: string): PlayerStanding {
  const r = rating();
  return {
    name,
    games: 0,
    wins: 0,
    losses: 0,
    points: 0,
    mu: r.mu,
    sigma: r.sigma,
  };
}

/**
 * The board after one more match: counts, points and both ratings (winner ranked first). A match
 * whose `matchId` the board has already counted leaves it as it is.
 */
export function applyResult(board: z.input<typeof Leaderboard>, result: MatchResult): Leaderboard {
  const counted = board.counted ?? [];
  if (result.matchId !== undefined && counted.includes(result.matchId)) return { ...board, counted };
  const players = { ...board.players };
  const w = players[result.winner.id] ?? fresh(result.winner.name);
  const l = players[result.loser.id] ?? fresh(result.loser.name);
  const [[wr], [lr]] = rate([[{ mu: w.mu, sigma: w.sigma }], [{ mu: l.mu, sigma: l.sigma }]], { rank: [1, 2] });
  const after = (
    before: PlayerStanding,
    who: MatchResult['winner'],
    won: boolean,
    rated: { mu: number; sigma: number } | undefined,
  ): PlayerStanding => ({
    ...before,
    name: who.name,
    games: before.games + 1,
    wins: before.wins + (won ? 1 : 0),
    losses: before.losses + (won ? 0 : 1),
    points: before.points + who.points,
    mu: rated?.mu ?? before.mu,
    sigma: rated?.sigma ?? before.sigma,
  });
  players[result.winner.id] = after(w, result.winner, true, wr);
  players[result.loser.id] = after(l, result.loser, false, lr);
  return {
    players,
    counted: result.matchId === undefined ? counted : [...counted, result.matchId].slice(-COUNTED_KEPT),
  };
}

/**
 * Records a finished match on its variant's board and on the game's `all` board, each update
 * idempotent on its own with `matchId` (see the file comment): after a failure half-way, call it again.
 */
export async function recordResult(store: Store, result: MatchResult): Promise<void> {
  for (const variant of [result.variant, ALL_VARIANTS]) {
    await collection(store).update(key(result.guildId, result.game, variant), (doc) =>
      applyResult(doc?.value ?? { players: {} }, result),
    );
  }
}

export interface Ranked extends PlayerStanding {
  id: string;
  rank: number;
  ordinal: number;
}

/** Standings best first: by rating ordinal, then wins. */
export async function standings(store: Store, guildId: string, game: string, variant: string): Promise<Ranked[]> {
  const doc = await collection(store).get(key(guildId, game, variant));
  return Object.entries(doc?.value.players ?? {})
    .map(([id, p]) => ({
      ...p,
      id,
      rank: 0,
      ordinal: ordinal({ mu: p.mu, sigma: p.sigma }),
    }))
    .sort((a, b) => b.ordinal - a.ordinal || b.wins - a.wins)
    .map((p, i) => ({ ...p, rank: i + 1 }));
}

/** One user's standing on each board of `game` in the guild (variants they have played). */
export async function playerStats(
  store: Store,
  guildId: string,
  game: string,
  variants: readonly string[],
  userId: string,
): Promise<{ variant: string; standing: Ranked; of: number }[]> {
  const out: { variant: string; standing: Ranked; of: number }[] = [];
  for (const variant of [ALL_VARIANTS, ...variants]) {
    const board = await standings(store, guildId, game, variant);
    const standing = board.find((p) => p.id === userId);
    if (standing) out.push({ variant, standing, of: board.length });
  }
  return out;
}

/** "12.3 (μ 25.1)": the ordinal players compare, and the mean behind it. */
export function formatRating(p: { ordinal: number; mu: number }): string {
  return `${p.ordinal.toFixed(1)} (μ ${p.mu.toFixed(1)})`;
}
