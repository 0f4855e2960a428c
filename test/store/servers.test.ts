/**
 * Real backend failures: a server that is not there, and a server that goes away mid-game.
 * Unreachable-server checks need no services; the others run when REDIS_URL / DATABASE_URL are set.
 */
import { createClient } from '@keyv/redis';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openStore, StoreError } from '../../src/store/index.ts';
import { uniqueNamespace } from './backends.ts';
import { startProxy } from './proxy.ts';

const Game = z.object({ moves: z.array(z.number()) });

describe('a server that is not there', () => {
  // Port 1 on loopback refuses connections.
  it.each([
    ['redis', 'redis://127.0.0.1:1'],
    ['postgres', 'postgres://postgres:secret@127.0.0.1:1/test'],
  ])('%s: openStore fails fast with a StoreError naming the URL (password masked)', async (_kind, url) => {
    const started = Date.now();
    const err = await openStore(url, { timeoutMs: 500 }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(StoreError);
    expect(String(err)).toContain('127.0.0.1:1');
    expect(String(err)).not.toContain('secret');
    expect(Date.now() - started).toBeLessThan(3000);
  });
});

const servers = [
  { kind: 'redis', url: process.env.REDIS_URL },
  { kind: 'postgres', url: process.env.DATABASE_URL },
];

describe.each(servers)('$kind going away mid-game', ({ kind, url }) => {
  const namespace = uniqueNamespace();
  const stores: Array<{ close(): Promise<void> }> = [];
  afterAll(async () => {
    if (!url) return;
    const direct = await openStore(url, { namespace });
    await direct.collection('games', Game).delete('g1');
    await direct.close();
    await Promise.all(stores.map((s) => s.close()));
  });

  it.skipIf(!url)('surfaces as StoreError (never as a missing game) and leaves the record intact', async () => {
    if (!url) return;
    const proxy = await startProxy(url);
    const store = await openStore(proxy.url, { namespace, timeoutMs: 500 });
    stores.push(store);
    const games = store.collection('games', Game);
    await games.create('g1', { moves: [1] });
    await games.update('g1', (cur) => ({ moves: [...(cur?.value.moves ?? []), 2] }));

    await proxy.cut();
    const update = await games.update('g1', () => ({ moves: [] }), { expectedVersion: 2 }).catch((e: unknown) => e);
    expect(update).toBeInstanceOf(StoreError);
    await expect(games.get('g1')).rejects.toBeInstanceOf(StoreError);
    await expect(games.create('g2', { moves: [] })).rejects.toBeInstanceOf(StoreError);

    const direct = await openStore(url, { namespace });
    stores.push(direct);
    expect(await direct.collection('games', Game).get('g1')).toMatchObject({ version: 2, value: { moves: [1, 2] } });
    expect(await direct.collection('games', Game).get('g2')).toBeUndefined();
    expect(kind).toBe(direct.kind);
  });
});

describe('a connection dropped by the server (restart, failover, idle kill)', () => {
  const ours = `cardbot-${process.pid}`;

  /** Retries `fn` until it stops throwing StoreError (the client reconnects on its own). */
  async function eventually<R>(fn: () => Promise<R>): Promise<R> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await fn();
      } catch (err) {
        if (!(err instanceof StoreError) || attempt > 50) throw err;
        await new Promise((r) => setTimeout(r, 100));
      }
    }
  }

  it.skipIf(!process.env.DATABASE_URL)('postgres: the process survives and the next operations recover', async () => {
    const url = process.env.DATABASE_URL ?? '';
    const namespace = uniqueNamespace();
    const store = await openStore(url, { namespace });
    const games = store.collection('games', Game);
    await games.create('g1', { moves: [1] });
    // Kill this process's idle pooled connections from another session. Without an 'error'
    // listener on the pool, pg would throw this from an event and crash the process.
    const admin = new pg.Pool({ connectionString: url, max: 1 });
    const killed = await admin.query(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1',
      [ours],
    );
    expect(killed.rows.length).toBeGreaterThan(0);
    await new Promise((r) => setTimeout(r, 200));
    expect(await eventually(() => games.get('g1'))).toMatchObject({ version: 1, value: { moves: [1] } });
    await eventually(() => games.update('g1', (cur) => ({ moves: [...(cur?.value.moves ?? []), 2] })));
    expect(await games.get('g1')).toMatchObject({ version: 2, value: { moves: [1, 2] } });
    await games.delete('g1');
    await Promise.all([store.close(), admin.end()]);
  });

  it.skipIf(!process.env.REDIS_URL)('redis: the process survives and the next operations recover', async () => {
    const url = process.env.REDIS_URL ?? '';
    const namespace = uniqueNamespace();
    const store = await openStore(url, { namespace });
    const games = store.collection('games', Game);
    await games.create('g1', { moves: [1] });
    const admin = createClient({ url });
    await admin.connect();
    const list = await admin.sendCommand(['CLIENT', 'LIST']);
    const ids = String(list)
      .split('\n')
      .filter((line) => line.includes(` name=${ours} `))
      .map((line) => /id=(\d+)/.exec(line)?.[1] ?? '');
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) await admin.sendCommand(['CLIENT', 'KILL', 'ID', id]);
    expect(await eventually(() => games.get('g1'))).toMatchObject({ version: 1, value: { moves: [1] } });
    await eventually(() => games.update('g1', (cur) => ({ moves: [...(cur?.value.moves ?? []), 2] })));
    expect(await games.get('g1')).toMatchObject({ version: 2, value: { moves: [1, 2] } });
    await games.delete('g1');
    await Promise.all([store.close(), admin.close()]);
  });
});
