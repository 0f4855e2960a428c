/**
 * The Abstrac collections of a store, and the per-guild indexes kept beside the games (the store
 * has no queries): timers (what the scheduler must look at) and each user's active games.
 * Index updates are separate writes; each is idempotent, and readers recheck the game itself.
 */

import { z } from 'zod';
import type { Collection, Store } from '../../store/index.ts';
import { ActiveRecord, BoardRecord, ChallengeRecord, GameRecord, TimersRecord } from './records.ts';

/** Keyed by thread id: the finished match's result has been counted (leaderboard or record vs the computer). */
export const ResultRecord = z.object({ recordedAt: z.number() });
export type ResultRecord = z.infer<typeof ResultRecord>;

export interface AbstracCollections {
  games: Collection<GameRecord>;
  boards: Collection<BoardRecord>;
  challenges: Collection<ChallengeRecord>;
  timers: Collection<TimersRecord>;
  active: Collection<ActiveRecord>;
  results: Collection<ResultRecord>;
}

const cache = new WeakMap<Store, AbstracCollections>();

export function collections(store: Store): AbstracCollections {
  let c = cache.get(store);
  if (!c) {
    c = {
      games: store.collection('abstrac-games', GameRecord),
      boards: store.collection('abstrac-boards', BoardRecord),
      challenges: store.collection('abstrac-challenges', ChallengeRecord),
      timers: store.collection('timers', TimersRecord),
      active: store.collection('active-games', ActiveRecord),
      results: store.collection('abstrac-results', ResultRecord),
    };
    cache.set(store, c);
  }
  return c;
}

const EMPTY_TIMERS: TimersRecord = { games: {}, challenges: {} };

/** Sets (a number) or clears (null) timer entries of one guild in one write. */
export async function setTimers(
  store: Store,
  guildId: string,
  changes: {
    games?: Record<string, number | null>;
    challenges?: Record<string, number | null>;
  },
  opts: { onlyExisting?: boolean } = {},
): Promise<void> {
  await collections(store).timers.update(guildId, (doc) => {
    const next = structuredClone(doc?.value ?? EMPTY_TIMERS);
    for (const kind of ['games', 'challenges'] as const) {
      for (const [id, due] of Object.entries(changes[kind] ?? {})) {
        if (due === null) delete next[kind][id];
        else if (!opts.onlyExisting || id in next[kind]) next[kind][id] = due;
      }
    }
    return next;
  });
}

export async function getTimers(store: Store, guildId: string): Promise<TimersRecord> {
  return (await collections(store).timers.get(guildId))?.value ?? EMPTY_TIMERS;
}

const activeKey = (guildId: string, userId: string) => `${guildId}:${userId}`;

/**
 * A user's active games. The index may lag behind the games (a stop between a match's finishing save
 * and its bookkeeping), so each listed game is loaded and kept only while it exists and is active.
 * The index may also list a game that was never created: a start books its game before creating it
 * (start.ts, createBookedGame), and a failure or a stop in between leaves the entries behind. Those
 * are dropped from both players' lists here, best effort (see dropUncreated).
 */
export async function activeGames(store: Store, guildId: string, userId: string): Promise<ActiveRecord['games']> {
  const listed = (await collections(store).active.get(activeKey(guildId, userId)))?.value.games ?? [];
  const found = await Promise.all(listed.map(async (g) => (await collections(store).games.get(g.threadId))?.value));
  const missing = listed.filter((_, n) => found[n] === undefined);
  if (missing.length > 0) await dropUncreated(store, guildId, userId, missing).catch(() => undefined);
  return listed.filter((_, n) => found[n]?.status === 'active');
}

/**
 * Drops entries of games that do not exist from the lists of `userId` and of each one's opponent.
 * Each list is rewritten under its lock and each game checked again there, and every start books its
 * game again once it is created (startGameInThread), so a start under way whose game appears
 * meanwhile keeps (or gets back) its entries.
 */
async function dropUncreated(
  store: Store,
  guildId: string,
  userId: string,
  entries: ActiveRecord['games'],
): Promise<void> {
  const { active, games } = collections(store);
  const owners = [userId, ...new Set(entries.map((g) => g.opponentId))];
  const ids = new Set(entries.map((g) => g.threadId));
  for (const owner of owners) {
    await active.update(activeKey(guildId, owner), async (doc) => {
      const kept: ActiveRecord['games'] = [];
      for (const g of doc?.value.games ?? []) if (!ids.has(g.threadId) || (await games.get(g.threadId))) kept.push(g);
      return { games: kept };
    });
  }
}

/** Adds (or, with `remove`, drops) a game in both players' active lists. */
export async function setActive(
  store: Store,
  guildId: string,
  players: readonly [string, string],
  threadId: string,
  remove = false,
): Promise<void> {
  for (const [me, other] of [players, [players[1], players[0]]] as const) {
    await collections(store).active.update(activeKey(guildId, me), (doc) => {
      const games = (doc?.value.games ?? []).filter((g) => g.threadId !== threadId);
      if (!remove) games.push({ threadId, opponentId: other, game: 'abstrac' });
      return { games };
    });
  }
}
