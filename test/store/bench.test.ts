import { describe, expect, it } from 'vitest';
import { benchStoreUpdate, sampleGame } from '../../src/store/bench.ts';

describe('benchStoreUpdate', () => {
  it('measures update() on a temp SQLite file for a ~5 KB record', async () => {
    expect(Buffer.byteLength(JSON.stringify(sampleGame()))).toBeGreaterThan(4500);
    const r = await benchStoreUpdate({ iterations: 30 });
    expect(r.store_update_ms_p50).toBeGreaterThan(0);
    expect(r.store_update_ms_p99).toBeGreaterThanOrEqual(r.store_update_ms_p50);
    expect(Number.isFinite(r.store_update_ms_p99)).toBe(true);
  });
});
