/** The move-latency bench on a tiny load: it runs end to end and reports sane figures. */
import { describe, expect, it } from 'vitest';
import { benchMoveLatency } from '../../src/tools/bench/move-latency.ts';

describe('move latency bench', () => {
  it('times moves from dispatch to the new board', async () => {
    const figures = await benchMoveLatency({
      games: 3,
      rate: 20,
      moves: 8,
      warmup: 2,
      computerGames: 2,
      computerMoves: 4,
    });
    expect(figures.move_latency_moves_per_s).toBe(20);
    expect(figures.move_cpu_ms_per_move).toBeGreaterThan(0);
    expect(figures.move_latency_deal_ends).toBeGreaterThanOrEqual(0);
    expect(figures.move_latency_ms_p50).toBeGreaterThan(0);
    expect(figures.move_latency_ms_p99).toBeGreaterThanOrEqual(figures.move_latency_ms_p50 ?? 0);
    expect(figures.move_latency_ms_p99).toBeLessThan(3000);
    // Against the computer: the player's move, the computer's answer and the new board.
    expect(figures.computer_reply_ms_p50).toBeGreaterThan(0);
    expect(figures.computer_reply_ms_p99).toBeLessThan(3000);
  });
});
