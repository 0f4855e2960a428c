/**
 * A short match through the stand-in on each real backend: Redis when REDIS_URL is set, PostgreSQL
 * when DATABASE_URL is set (skipped otherwise). Each run uses its own key namespace.
 */
import { describe, expect, it } from 'vitest';
import { standings } from '../../src/session/leaderboard.ts';
import { openStore } from '../../src/store/index.ts';
import { startWorld } from '../../src/tools/demo/world.ts';
import type { StandInUser } from '../../src/tools/standin/index.ts';
import { playToEnd, seededPick } from './play.ts';
import { abstracGame } from './sessions.ts';

const BACKENDS = [
  { name: 'redis', url: process.env.REDIS_URL },
  { name: 'postgres', url: process.env.DATABASE_URL },
];

describe.each(BACKENDS)('on $name', ({ url }) => {
  it.skipIf(!url)('plays a one-deal match to the leaderboard', async () => {
    const store = await openStore(url, { namespace: `e2e${process.pid}${Date.now()}` });
    const w = await startWorld({ store });
    try {
      const [a, b] = w.users as [StandInUser, StandInUser];
      const { threadId } = await w.startGame(a, b, { variant: 'suits', deals: 1 });
      await playToEnd(w, threadId, seededPick(11));
      const game = await abstracGame(store, threadId);
      expect(game?.status).toBe('finished');
      const board = await standings(store, w.guild.id, 'abstrac', 'suits');
      expect(board.map((p) => p.games)).toEqual([1, 1]);
    } finally {
      await w.close();
      await store.close();
    }
  });
});
