/** SQLite specifics: file creation, WAL, a real lock failure; plus store lifecycle (memory-backed). */
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import KeyvSqlite from '@keyv/sqlite';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openStore, StoreError } from '../../src/store/index.ts';
import { removeTempDirs, tempDir } from './backends.ts';

const Counter = z.object({ n: z.number() });
afterAll(removeTempDirs);

describe('sqlite store', () => {
  it('defaults to ./data/bot.sqlite, creating the directory on first run', async () => {
    const dir = tempDir();
    const cwd = process.cwd();
    process.chdir(dir);
    try {
      expect(existsSync('data')).toBe(false);
      const store = await openStore(undefined);
      expect(store.kind).toBe('sqlite');
      await store.collection('c', Counter).create('1', { n: 1 });
      await store.close();
      expect(existsSync(join(dir, 'data', 'bot.sqlite'))).toBe(true);
      const again = await openStore(undefined);
      expect(await again.collection('c', Counter).get('1')).toMatchObject({ version: 1, value: { n: 1 } });
      await again.close();
    } finally {
      process.chdir(cwd);
    }
  });

  it('creates nested directories for sqlite://path and uses WAL', async () => {
    const file = join(tempDir(), 'a', 'b', 'games.sqlite');
    const store = await openStore(`sqlite://${file}`);
    expect(existsSync(file)).toBe(true);
    const probe = new KeyvSqlite({ uri: `sqlite://${file}` });
    const rows = (await probe.query('PRAGMA journal_mode')) as { journal_mode: string }[];
    expect(rows[0]?.journal_mode).toBe('wal');
    await probe.disconnect();
    await store.close();
  });

  it('two stores on one file (as two shard processes) write concurrently without lock errors', async () => {
    const file = join(tempDir(), 'shared.sqlite');
    const [a, b] = await Promise.all([openStore(`sqlite://${file}`), openStore(`sqlite://${file}`)]);
    const bump = (store: typeof a, id: string) =>
      store.collection('c', Counter).update(id, (cur) => ({ n: (cur?.value.n ?? 0) + 1 }));
    await Promise.all(Array.from({ length: 40 }, (_, i) => bump(i % 2 ? a : b, i % 2 ? 'a' : 'b')));
    expect(await a.collection('c', Counter).get('b')).toMatchObject({ version: 20, value: { n: 20 } });
    expect(await b.collection('c', Counter).get('a')).toMatchObject({ version: 20, value: { n: 20 } });
    await Promise.all([a.close(), b.close()]);
  });

  it('three stores opening one new file at once all open (the WAL switch retried while busy)', async () => {
    // Without the retry, about 1 trio in 100 failed with SQLITE_BUSY.
    for (let k = 0; k < 100; k++) {
      const file = join(tempDir(), `new-${k}.sqlite`);
      const stores = await Promise.all([1, 2, 3].map(() => openStore(`sqlite://${file}`)));
      await Promise.all(stores.map((s) => s.close()));
    }
  });

  it('a write blocked by another process lock fails as StoreError and changes nothing', async () => {
    const file = join(tempDir(), 'locked.sqlite');
    const store = await openStore(`sqlite://${file}`, { timeoutMs: 150 });
    const counters = store.collection('c', Counter);
    const before = await counters.create('x', { n: 1 });
    // Another connection (as another shard process would) holds the write lock past the busy timeout.
    const other = new KeyvSqlite({ uri: `sqlite://${file}` });
    await other.query('BEGIN EXCLUSIVE');
    const started = Date.now();
    const err = await counters.update('x', (cur) => ({ n: (cur?.value.n ?? 0) + 1 })).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(StoreError);
    expect(String((err as StoreError).cause)).toMatch(/SQLITE_BUSY/);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140); // it waited for the lock first
    await other.query('COMMIT');
    expect(await counters.get('x')).toEqual(before);
    expect((await counters.update('x', (cur) => ({ n: (cur?.value.n ?? 0) + 1 }))).version).toBe(2);
    await other.disconnect();
    await store.close();
  });

  it('fails to open with a StoreError naming the path when the file cannot be created', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'plain-file'), '');
    const url = `sqlite://${join(dir, 'plain-file', 'bot.sqlite')}`;
    await expect(openStore(url)).rejects.toThrow(StoreError);
    await expect(openStore(url)).rejects.toThrow(/plain-file/);
    // a path that is a directory: SQLite itself cannot open it
    await expect(openStore(`sqlite://${dir}`)).rejects.toThrow(/SQLITE_CANTOPEN/);
  });
});

describe('store lifecycle', () => {
  it('rejects an unsupported URL scheme, masking any password', async () => {
    const err = await openStore('mysql://bot:hunter2@db/cards').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(StoreError);
    expect(String(err)).toMatch(/unsupported store URL/);
    expect(String(err)).not.toContain('hunter2');
  });

  it('close() waits for work in flight, then refuses new work with StoreError', async () => {
    const store = await openStore('memory://');
    const counters = store.collection('c', Counter);
    let release = () => {};
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const slow = counters.update('k', async () => {
      await gate;
      return { n: 1 };
    });
    let closed = false;
    const closing = store.close().then(() => {
      closed = true;
    });
    await new Promise((r) => setTimeout(r, 20));
    expect(closed).toBe(false);
    await expect(counters.get('k')).rejects.toThrow(/closed/);
    release();
    await expect(slow).resolves.toMatchObject({ version: 1 });
    await closing;
    expect(closed).toBe(true);
    await expect(counters.update('k', () => ({ n: 2 }))).rejects.toBeInstanceOf(StoreError);
    await expect(store.close()).resolves.toBeUndefined();
  });

  it('memory://<name> keeps data across reopen in one process; bare memory:// does not', async () => {
    const name = `memory://lifecycle-${process.pid}`;
    const a = await openStore(name);
    await a.collection('c', Counter).create('1', { n: 5 });
    await a.close();
    const b = await openStore(name);
    expect(await b.collection('c', Counter).get('1')).toMatchObject({ value: { n: 5 } });
    const c = await openStore('memory://');
    await c.collection('c', Counter).create('1', { n: 6 });
    const d = await openStore('memory://');
    expect(await d.collection('c', Counter).get('1')).toBeUndefined();
    await Promise.all([b.close(), c.close(), d.close()]);
  });

  it('rejects bad names and over-long keys before touching the backend', async () => {
    const store = await openStore('memory://');
    expect(() => store.collection('a:b', Counter)).toThrow(TypeError);
    await expect(openStore('memory://', { namespace: 'x y' })).rejects.toThrow(TypeError);
    await expect(store.collection('c', Counter).get('x'.repeat(300))).rejects.toThrow(RangeError);
    await store.close();
  });
});
