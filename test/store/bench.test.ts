import { describe, expect, it } from 'vitest';
import { benchStoreUpdate, sampleGame } from '../../src/tools/bench/store.ts';

describe('benchStoreUpdate', () => {
  it('measures update(), compare-and-set conflicts and index operations per backend', async () => {
    expect(Buffer.byteLength(JSON.stringify(sampleGame()))).toBeGreaterThan(4500);
    const r = await benchStoreUpdate({ iterations: 30, indexMembers: 2000 });
    expect(r.store_update_ms_p50).toBeGreaterThan(0);
    expect(r.store_update_ms_p99).toBeGreaterThanOrEqual(r.store_update_ms_p50);
    expect(Number.isFinite(r.store_update_ms_p99)).toBe(true);
    // The historical keys are SQLite's figures.
    expect(r.store_update_ms_p50).toBe(r.store_sqlite_update_ms_p50);
    const kinds = [
      'sqlite',
      'memory',
      ...(process.env.REDIS_URL ? ['redis'] : []),
      ...(process.env.DATABASE_URL ? ['postgres'] : []),
    ];
    for (const kind of kinds) {
      for (const figure of ['update_ms_p99', 'index_set_ms_p99', 'index_range_ms_p99', 'index_rank_ms_p99']) {
        expect(r[`store_${kind}_${figure}`]).toBeGreaterThan(0);
      }
      const rate = r[`store_${kind}_cas_conflict_rate`];
      expect(rate).toBeGreaterThanOrEqual(0);
      expect(rate).toBeLessThan(10);
    }
  }, 120_000);
});
