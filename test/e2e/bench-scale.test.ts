/**
 * The scale and throughput benches on a tiny load: they run end to end and produce every figure
 * they promise (their values are the benches' business, read from `npm run bench`). Redis and
 * PostgreSQL join the scale run when REDIS_URL / DATABASE_URL are set.
 */
import { describe, expect, it } from 'vitest';
import { benchScale, type ScaleBackend } from '../../src/tools/bench/scale.ts';
import { benchThroughput } from '../../src/tools/bench/throughput.ts';

const ACTIONS = ['challenge', 'accept', 'move', 'finish', 'resign', 'status', 'leaderboard', 'stats'];

describe('scale bench', () => {
  it('fills a store, then times every action, the start-up and the scheduler', { timeout: 300_000 }, async () => {
    const backends: ScaleBackend[] = [
      'sqlite',
      ...(process.env.REDIS_URL ? (['redis'] as const) : []),
      ...(process.env.DATABASE_URL ? (['postgres'] as const) : []),
    ];
    const figures = await benchScale({ size: 300, samples: 2, catchUp: 3, backends });
    for (const b of backends) {
      for (const action of ACTIONS) expect(figures[`scale_300_${b}_${action}_ms_p99`]).toBeGreaterThan(0);
      expect(figures[`startup_300_${b}_ms`]).toBeGreaterThan(0);
      expect(figures[`scheduler_tick_300_${b}_ms_max`]).toBeGreaterThanOrEqual(0);
      // The downtime made every game due: one tick checks them all and posts the catch-up reminders.
      expect(figures[`scheduler_catchup_300_${b}_checked`]).toBe(300);
      expect(figures[`scheduler_catchup_300_${b}_reminded`]).toBe(3);
      expect(figures[`scheduler_catchup_300_${b}_event_loop_max_ms`]).toBeGreaterThan(0);
    }
  });
});

describe('throughput bench', () => {
  it('runs the bot in its own process and reports its CPU, memory and saturation', { timeout: 300_000 }, async () => {
    const figures = await benchThroughput({ games: 6, moves: 40, maxRate: 50 });
    expect(figures.move_main_thread_cpu_ms).toBeGreaterThanOrEqual(0);
    expect(figures.move_bot_cpu_ms).toBeGreaterThan(0);
    expect(figures.move_standin_cpu_ms).toBeGreaterThan(0);
    expect(figures.move_latency_ms_p99_at_40).toBeGreaterThan(0);
    expect(figures.event_loop_delay_ms_p99).toBeGreaterThan(0);
    expect(figures.rss_mb_after_40_moves).toBeGreaterThan(0);
    expect(figures.moves_per_second_max).toBeGreaterThanOrEqual(0);
    expect(figures.moves_per_second_at_45_p99_ms).toBeGreaterThan(0);
  });
});
