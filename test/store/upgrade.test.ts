/**
 * A store written by the bot before the session layer (test/fixtures/legacy/store-3771f99.json:
 * the raw records of a real run of that code, see the README beside it) is upgraded once at the
 * first start of this code, on every backend, with no game, rating or counted result lost, and the
 * buttons of the boards already posted still working.
 */
import { readFileSync } from 'node:fs';
import KeyvPostgres from '@keyv/postgres';
import KeyvRedis from '@keyv/redis';
import KeyvSqlite from '@keyv/sqlite';
import Keyv, { type KeyvStoreAdapter } from 'keyv';
import { afterAll, describe, expect, it } from 'vitest';
import { abstrac } from '../../src/games/abstrac/module.ts';
import { parseSession } from '../../src/session/catalog.ts';
import { computerStats } from '../../src/session/computer-records.ts';
import { standings } from '../../src/session/leaderboard.ts';
import { playMove } from '../../src/session/session.ts';
import { collections, dueAt, listedGames } from '../../src/session/store.ts';
import { upgradeStore } from '../../src/session/upgrade.ts';
import { openStore } from '../../src/store/index.ts';
import { removeTempDirs, tempDir, uniqueNamespace } from './backends.ts';

afterAll(removeTempDirs);

interface Fixture {
  guildId: string;
  users: Record<string, string>;
  bot: string;
  games: { inProgress: string; finished: string; computer: string; computerFinished: string };
  live: { threadId: string; controls: { customId: string; kind: string; value?: string }[] }[];
  rows: { key: string; value: string }[];
}
const fixture = JSON.parse(
  readFileSync(new URL('../fixtures/legacy/store-3771f99.json', import.meta.url), 'utf8'),
) as Fixture;
const legacy = (key: string) =>
  JSON.parse(fixture.rows.find((r) => r.key === `cardbot:${key}`)?.value ?? 'null')?.value as {
    version: number;
    value: Record<string, unknown>;
  };

const backends: { name: string; url: () => string | undefined; adapter: (url: string) => KeyvStoreAdapter }[] = [
  { name: 'sqlite', url: () => `sqlite://${tempDir()}/legacy.sqlite`, adapter: (url) => new KeyvSqlite({ uri: url }) },
  { name: 'redis', url: () => process.env.REDIS_URL, adapter: (url) => new KeyvRedis(url, { throwOnErrors: true }) },
  { name: 'postgres', url: () => process.env.DATABASE_URL, adapter: (url) => new KeyvPostgres({ uri: url }) },
];

describe.each(backends)('a store written before the session layer, on $name', ({ url: makeUrl, adapter }) => {
  const url = makeUrl();
  it.skipIf(!url)(
    'is upgraded once, losing nothing',
    async () => {
      if (!url) return;
      const namespace = uniqueNamespace();
      // Written exactly as that code wrote it: through keyv, one JSON record per key.
      const old = new Keyv({
        store: adapter(url),
        namespace: undefined,
        useKeyPrefix: false,
        throwOnErrors: true,
        serialize: JSON.stringify,
        deserialize: JSON.parse,
      });
      for (const row of fixture.rows)
        await old.set(row.key.replace(/^cardbot:/, `${namespace}:`), JSON.parse(row.value).value);
      await old.disconnect();

      const store = await openStore(url, { namespace });
      try {
        expect(await upgradeStore(store, [abstrac])).toMatchObject({ from: 1, to: 2, ran: true });
        const c = collections(store);
        const { guildId, users, games } = fixture;

        // Every game, with its version (the live buttons carry it), its match and its players.
        for (const threadId of Object.values(games)) {
          const before = legacy(`abstrac-games:${threadId}`);
          const after = await c.sessions.get(threadId);
          expect(after?.version).toBe(before.version);
          expect(after?.value.state).toEqual(before.value.match);
          expect(after?.value.seats.map((s) => s.id)).toEqual(before.value.players);
          expect(after?.value.status).toBe(before.value.status);
          const post = await c.posts.get(threadId);
          expect(post?.value.messageId).toBe(legacy(`abstrac-boards:${threadId}`).value.messageId);
        }
        expect((await c.sessions.get(games.computer))?.value.seats[1]?.computer).toEqual({ level: 'casual' });
        expect((await c.posts.get(games.inProgress))?.value.remindedFor).not.toBeNull();

        // The buttons of the boards posted before the upgrade make their moves.
        for (const { threadId, controls } of fixture.live) {
          const doc = await c.sessions.get(threadId);
          if (!doc) throw new Error('no session');
          const session = parseSession(abstrac, doc.value);
          const mover = abstrac.toMove(session.state as never) as number;
          for (const control of controls.filter((x) => !x.customId.includes(':hint:'))) {
            const [, action, gameId, version, ...args] = control.customId.split(':');
            expect(gameId).toBe(threadId);
            expect(Number(version)).toBe(doc.version);
            const move = abstrac.parseMove(action ?? '', args, control.value ? [control.value] : []) as never;
            const played = playMove(abstrac, session, { userId: session.seats[mover]?.id ?? '' }, move, 0);
            expect(played.events.length).toBeGreaterThan(0);
          }
        }

        // The open challenge, the timers, each player's games, the counted result.
        const pending = fixture.rows.find((r) => r.key.includes('abstrac-challenges') && r.value.includes('"pending"'));
        const inviteId = pending?.key.split(':').at(-1) ?? '';
        const invite = await c.invites.get(inviteId);
        expect(invite?.value).toMatchObject({
          status: 'pending',
          kind: 'challenge',
          hostId: users.dave,
          invited: [users.erin],
        });
        const timers = legacy(`timers:${guildId}`).value as {
          games: Record<string, number>;
          challenges: Record<string, number>;
        };
        for (const [threadId, due] of Object.entries(timers.games))
          expect(await dueAt(store, 'g', guildId, threadId)).toBe(due);
        expect(await dueAt(store, 'i', guildId, inviteId)).toBe(timers.challenges[inviteId]);
        expect((await listedGames(store, users.alice ?? '', guildId)).map((g) => g.threadId)).toEqual([
          games.inProgress,
        ]);
        expect(await c.results.get(games.finished)).toBeDefined();
        expect(await c.inPlay.count('abstrac')).toBe(2); // the match between people and the one against the computer

        // Ratings: the same numbers, on the variant's board and the game's `all` board.
        const oldBoard = legacy(`leaderboards:${guildId}:abstrac:suits`).value as {
          players: Record<string, { mu: number; sigma: number; wins: number; games: number }>;
        };
        for (const variant of ['suits', 'all']) {
          const board = await standings(store, guildId, 'abstrac', variant);
          expect(board.map((p) => p.id)).toEqual([users.dave, users.carol]);
          for (const p of board) expect(p).toMatchObject(oldBoard.players[p.id] ?? {});
        }
        expect(await computerStats(store, guildId, 'abstrac', users.alice ?? '')).toEqual([
          'vs computer (strong): 1 played, 0 W / 1 L · 0 pts',
        ]);

        // Once: a second start does nothing; a forced second run changes nothing.
        expect(await upgradeStore(store, [abstrac])).toMatchObject({ ran: false });
        const snapshot = await standings(store, guildId, 'abstrac', 'all');
        await store
          .collection('meta', (await import('zod')).z.object({ version: (await import('zod')).z.number() }))
          .delete('schema');
        expect(await upgradeStore(store, [abstrac])).toMatchObject({ ran: true });
        expect(await standings(store, guildId, 'abstrac', 'all')).toEqual(snapshot);
        expect((await c.sessions.get(games.inProgress))?.version).toBe(
          legacy(`abstrac-games:${games.inProgress}`).version,
        );
      } finally {
        await store.close();
      }
    },
    60_000,
  );
});
