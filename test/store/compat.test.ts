/**
 * Stores written before the compare-and-set rewrite (through keyv, as the store did) keep working
 * with no migration, and what the store writes now is still what keyv reads: a rolling deploy can
 * run old and new code on one store.
 */
import KeyvPostgres from '@keyv/postgres';
import KeyvRedis from '@keyv/redis';
import KeyvSqlite from '@keyv/sqlite';
import Keyv, { type KeyvStoreAdapter } from 'keyv';
import { afterAll, describe, expect, it } from 'vitest';
import { openStore } from '../../src/store/index.ts';
import { GameSchema, removeTempDirs, tempDir, uniqueNamespace } from './backends.ts';

afterAll(removeTempDirs);

const backends: Array<{ name: string; url: () => string | undefined; adapter: (url: string) => KeyvStoreAdapter }> = [
  {
    name: 'sqlite',
    url: () => `sqlite://${tempDir()}/old.sqlite`,
    adapter: (url) => new KeyvSqlite({ uri: url }),
  },
  {
    name: 'redis',
    url: () => process.env.REDIS_URL,
    adapter: (url) => new KeyvRedis(url, { throwOnErrors: true }),
  },
  {
    name: 'postgres',
    url: () => process.env.DATABASE_URL,
    adapter: (url) => new KeyvPostgres({ uri: url }),
  },
];

describe.each(backends)('records written through keyv on $name', ({ url: makeUrl, adapter }) => {
  const url = makeUrl();
  it.skipIf(!url)('are read and updated in place, and keyv reads what the store writes', async () => {
    if (!url) return;
    const namespace = uniqueNamespace();
    const key = `${namespace}:games:old`;
    // Exactly how earlier versions of src/store/index.ts configured keyv.
    const old = new Keyv({
      store: adapter(url),
      namespace: undefined,
      useKeyPrefix: false,
      throwOnErrors: true,
      serialize: JSON.stringify,
      deserialize: JSON.parse,
    });
    const stored = {
      schemaVersion: 1,
      version: 3,
      updatedAt: 1_700_000_000_000,
      value: { moves: [1, 2], note: 'old ♠' },
    };
    await old.set(key, stored);
    const store = await openStore(url, { namespace });
    const games = store.collection('games', GameSchema);
    try {
      expect(await games.get('old')).toEqual(stored);
      await expect(games.create('old', { moves: [], note: '' })).rejects.toThrow(/already exists/);
      const next = await games.update('old', (cur) => ({ ...(cur?.value ?? stored.value), note: 'new' }), {
        expectedVersion: 3,
      });
      expect(next.version).toBe(4);
      expect(await old.get(key)).toEqual(next);
      const fresh = await games.create('fresh', { moves: [9], note: '' });
      expect(await old.get(`${namespace}:games:fresh`)).toEqual(fresh);
    } finally {
      await games.delete('old');
      await games.delete('fresh');
      await store.close();
      await old.disconnect();
    }
  });
});
