/**
 * `update()` latency for a ~5 KB game-like record: load, zod-validate, apply, validate, write.
 * Sequential calls (one game's moves are serialised anyway), after a short warm-up.
 *
 *   npx tsx src/store/bench.ts [storeUrl] [iterations]   # default: a temp SQLite file, 500
 *
 * `benchStoreUpdate()` is what the project's bench command calls.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { z } from 'zod';
import { openStore } from './index.ts';

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
}

export async function benchStoreUpdate(opts: { url?: string; iterations?: number } = {}): Promise<StoreUpdateBench> {
  const iterations = opts.iterations ?? 500;
  const dir = opts.url ? undefined : mkdtempSync(join(tmpdir(), 'cardbot-bench-'));
  const url = opts.url ?? `sqlite://${join(dir ?? '', 'bench.sqlite')}`;
  const store = await openStore(url, { namespace: `bench_${process.pid}` });
  const games = store.collection('bench', BenchGame);
  try {
    await games.delete('g');
    await games.create('g', sampleGame());
    const move = (g: BenchGame): BenchGame => {
      const [first, ...rest] = g.log;
      return { ...g, turn: g.turn + 1, log: first ? [...rest, { ...first, at: first.at + 1 }] : rest };
    };
    for (let i = 0; i < 20; i++) await games.update('g', (cur) => move(cur?.value ?? sampleGame()));
    const ms: number[] = [];
    for (let i = 0; i < iterations; i++) {
      const t = performance.now();
      await games.update('g', (cur) => move(cur?.value ?? sampleGame()));
      ms.push(performance.now() - t);
    }
    ms.sort((a, b) => a - b);
    const pick = (q: number) => round(ms[Math.min(ms.length - 1, Math.floor(q * ms.length))] ?? Number.NaN);
    return { store_update_ms_p50: pick(0.5), store_update_ms_p99: pick(0.99) };
  } finally {
    await games.delete('g').catch(() => {});
    await store.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  }
}

function round(x: number): number {
  return Math.round(x * 1000) / 1000;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [url, n] = process.argv.slice(2);
  console.log(JSON.stringify(await benchStoreUpdate({ url: url || undefined, iterations: n ? Number(n) : undefined })));
}
