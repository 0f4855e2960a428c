/** Rummy's benches on a tiny load: they run end to end and report sane figures (the targets are read from `npm run bench`). */
import { describe, expect, it } from 'vitest';
import { benchRummy } from '../../src/tools/bench/rummy.ts';
import { benchRummyLatency } from '../../src/tools/bench/rummy-latency.ts';

describe('Rummy benches', () => {
  it('time the six-seat table picture and moves from a private hand to the new table', async () => {
    const render = await benchRummy();
    expect(render.render_rummy_table_ms_median).toBeGreaterThan(0);
    expect(render.render_rummy_table_png_bytes).toBeGreaterThan(1000);
    for (const seats of [2, 4, 6]) {
      expect(render[`rummy_strong_moves_${seats}_seats`]).toBeGreaterThan(seats * 3);
      expect(render[`rummy_strong_move_cpu_ms_mean_${seats}_seats`]).toBeGreaterThan(0);
    }
    const latency = await benchRummyLatency(1, 3);
    expect(latency.move_latency_rummy_moves).toBe(3);
    expect(latency.move_latency_rummy_6_seats_ms_p50).toBeGreaterThan(0);
    expect(latency.move_latency_rummy_6_seats_ms_p95).toBeGreaterThanOrEqual(
      latency.move_latency_rummy_6_seats_ms_p50 ?? 0,
    );
  }, 120_000);
});
