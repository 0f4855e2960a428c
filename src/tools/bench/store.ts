/**
 * Store figures, per backend: `update()` latency for a ~5 KB game-like record (load, zod-validate,
 * apply, validate, compare-and-set write; sequential, one game's moves are serialised anyway),
 * the compare-and-set conflict rate of two store instances (two connections, as two processes)
 * each running 200 concurrent increments of one record, and sorted-index latency with 100,000
 * members in one partition (set of an existing or new member, a 10-member page from a random
 * score, the rank of a random member).
 *
 *   npx tsx src/tools/bench/store.ts [storeUrl] [iterations]   # default: every backend below, 500
 *
 * Without a URL: a temp SQLite file (whose update figures keep the historical keys
 * `store_update_ms_p50/p99`), memory, and Redis / PostgreSQL when REDIS_URL / DATABASE_URL are set.
 * Keys: `store_<kind>_update_ms_p50|p99`, `store_<kind>_cas_conflict_rate` (lost writes per
 * update), `store_<kind>_index_set|range|rank_ms_p99`. `benchStoreUpdate()` is what the project's
 * bench command calls.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createClient } from '@keyv/redis';
import KeyvSqlite from '@keyv/sqlite';
import pg from 'pg';
import { z } from 'zod';
import { openStore, type Store, type StoreEvent } from '../../store/index.ts';

const BenchGame = z.object({
  players: z.array(z.object({ id: z.string(), name: z.string(), hand: z.array(z.string()), score: z.number() })),
  pile: z.array(z.string()),
  log: z.array(z.object({ seat: z.number().int(), card: z.string(), at: z.number() })),
  turn: z.number().int(),
});
type BenchGame = z.infer<typeof BenchGame>;

const CARDS = ['A♠', '10♦', 'Q♥', '7♣', 'K♠', '2♦', 'J♣', '9♥'];

/** About 5 KB of JSON, shaped like a four-player card game with a move log. */
export function sampleGame(): BenchGame {
  return {
    players: Array.from({ length: 4 }, (_, i) => ({
      id: `1234567890123456${i}`,
      name: `Player ${i}`,
      hand: Array.from({ length: 13 }, (_, j) => CARDS[(i + j) % CARDS.length] ?? 'Joker'),
      score: 0,
    })),
    pile: Array.from({ length: 40 }, (_, j) => CARDS[j % CARDS.length] ?? 'Joker'),
    log: Array.from({ length: 100 }, (_, j) => ({
      seat: j % 4,
      card: CARDS[j % CARDS.length] ?? 'Joker',
      at: 1.7e12 + j,
    })),
    turn: 0,
  };
}

export interface StoreUpdateBench {
  store_update_ms_p50: number;
  store_update_ms_p99: number;
  [figure: string]: number;
}

export interface StoreBenchOptions {
  /** One store to measure; default: every available backend (see the file comment). */
  url?: string;
  /** Timed updates per backend, default 500. */
  iterations?: number;
  /** Index members in the measured partition, default 100,000. */
  indexMembers?: number;
}

export async function benchStoreUpdate(opts: StoreBenchOptions = {}): Promise<StoreUpdateBench> {
  const dir = opts.url ? undefined : mkdtempSync(join(tmpdir(), 'cardbot-bench-'));
  const urls = opts.url
    ? [opts.url]
    : [
        `sqlite://${join(dir ?? '', 'bench.sqlite')}`,
        `memory://bench-${process.pid}`,
        process.env.REDIS_URL,
        process.env.DATABASE_URL,
      ];
  const figures: Record<string, number> = {};
  try {
    for (const url of urls) if (url) Object.assign(figures, await benchOne(url, opts));
  } finally {
    if (dir) rmSync(dir, { recursive: true, force: true });
  }
  const kind = Object.keys(figures)[0]?.split('_')[1] ?? 'sqlite';
  return {
    store_update_ms_p50: figures[`store_${kind}_update_ms_p50`] ?? Number.NaN,
    store_update_ms_p99: figures[`store_${kind}_update_ms_p99`] ?? Number.NaN,
    ...figures,
  };
}

async function benchOne(url: string, opts: StoreBenchOptions): Promise<Record<string, number>> {
  const namespace = `bench_${process.pid}`;
  const events: StoreEvent[] = [];
  const [store, rival] = await Promise.all([
    openStore(url, { namespace, observe: (e) => events.push(e) }),
    openStore(url, { namespace, observe: (e) => events.push(e) }),
  ]);
  const k = `store_${store.kind}`;
  try {
    const update = await updates(store, opts.iterations ?? 500);
    events.length = 0;
    const conflictRate = await conflicts(store, rival, events);
    const index = await indexOps(store, opts.indexMembers ?? 100_000);
    return {
      [`${k}_update_ms_p50`]: update.p50,
      [`${k}_update_ms_p99`]: update.p99,
      [`${k}_cas_conflict_rate`]: conflictRate,
      [`${k}_index_set_ms_p99`]: index.set,
      [`${k}_index_range_ms_p99`]: index.range,
      [`${k}_index_rank_ms_p99`]: index.rank,
    };
  } finally {
    await Promise.all([store.close(), rival.close()]);
    await purgeIndexes(url, namespace).catch(() => {});
  }
}

async function updates(store: Store, iterations: number): Promise<{ p50: number; p99: number }> {
  const games = store.collection('bench', BenchGame);
  await games.delete('g');
  await games.create('g', sampleGame());
  const move = (g: BenchGame): BenchGame => {
    const [first, ...rest] = g.log;
    return { ...g, turn: g.turn + 1, log: first ? [...rest, { ...first, at: first.at + 1 }] : rest };
  };
  try {
    for (let i = 0; i < 20; i++) await games.update('g', (cur) => move(cur?.value ?? sampleGame()));
    const ms = await timed(iterations, () => games.update('g', (cur) => move(cur?.value ?? sampleGame())));
    return { p50: pick(ms, 0.5), p99: pick(ms, 0.99) };
  } finally {
    await games.delete('g').catch(() => {});
  }
}

/** Lost compare-and-set writes per update, two instances × 200 concurrent increments of one record. */
async function conflicts(a: Store, b: Store, events: StoreEvent[]): Promise<number> {
  const Count = z.object({ n: z.number() });
  const bump = (s: Store) => s.collection('bench', Count).update('cas', (cur) => ({ n: (cur?.value.n ?? 0) + 1 }));
  try {
    await Promise.all([a, b].flatMap((s) => Array.from({ length: 200 }, () => bump(s))));
    const done = events.filter((e) => e.op === 'update');
    return round(done.reduce((sum, e) => sum + (e.conflicts ?? 0), 0) / done.length);
  } finally {
    await a.collection('bench', Count).delete('cas');
  }
}

async function indexOps(store: Store, members: number): Promise<{ set: number; range: number; rank: number }> {
  const idx = store.index('bench');
  const score = (i: number) => (i * 7919) % 100_003;
  for (let i = 0; i < members; i += 200) {
    const batch = Array.from({ length: Math.min(200, members - i) }, (_, j) => i + j);
    await Promise.all(batch.map((m) => idx.set('p', `member-${m}`, score(m))));
  }
  const random = () => Math.floor(Math.random() * members);
  const set = await timed(1000, () => idx.set('p', `member-${random()}`, Math.random() * 100_003));
  const range = await timed(500, () =>
    idx.range('p', { min: Math.random() * 100_003, limit: 10, order: Math.random() < 0.5 ? 'asc' : 'desc' }),
  );
  const rank = await timed(200, () => idx.rank('p', `member-${random()}`));
  return { set: pick(set, 0.99), range: pick(range, 0.99), rank: pick(rank, 0.99) };
}

/** Drops the bench's index rows in one statement per backend (100,000 removes would take longer than the bench). */
async function purgeIndexes(url: string, namespace: string): Promise<void> {
  if (url.startsWith('redis')) {
    const client = createClient({ url });
    await client.connect();
    await client.sendCommand(['DEL', `${namespace}:idx:bench:p`]);
    await client.close();
  } else if (url.startsWith('postgres')) {
    const pool = new pg.Pool({ connectionString: url, max: 1 });
    await pool.query('DELETE FROM public.cardbot_index WHERE ns = $1', [namespace]);
    await pool.end();
  } else if (url.startsWith('sqlite')) {
    const db = new KeyvSqlite({ uri: url });
    await db.query('DELETE FROM cardbot_index WHERE ns = ?', namespace);
    await db.disconnect();
  }
}

async function timed(n: number, fn: () => Promise<unknown>): Promise<number[]> {
  const ms: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await fn();
    ms.push(performance.now() - t);
  }
  return ms.sort((x, y) => x - y);
}

function pick(sorted: number[], q: number): number {
  return round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN);
}

function round(x: number): number {
  return Math.round(x * 1000) / 1000;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [url, n] = process.argv.slice(2);
  console.log(JSON.stringify(await benchStoreUpdate({ url: url || undefined, iterations: n ? Number(n) : undefined })));
}
