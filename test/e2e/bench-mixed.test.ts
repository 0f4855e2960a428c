/**
 * The mixed bench on a tiny load: every game kind in play against the bot in its own process, and
 * each figure printed with a sane value (the targets are read from `npm run bench`, not here).
 */
import { describe, expect, it } from 'vitest';
import { benchMixed } from '../../src/tools/bench/mixed.ts';

const KINDS = ['abstrac', 'threedom', 'rummy_2_seats', 'rummy_4_seats', 'rummy_6_seats'];

describe('mixed bench', () => {
  it('times every game’s moves and the hand steps, with the bot’s CPU, event loop and global requests', {
    timeout: 300_000,
  }, async () => {
    // Two games of each kind: one between people, one with computer seats.
    const figures = await benchMixed({ games: 2, turns: 40, warmup: 10, rate: 10 });
    expect(figures.mixed_turns_failed).toBe(0);
    expect(figures.mixed_moves_lost).toBe(0);
    expect(figures.mixed_moves).toBeGreaterThanOrEqual(40);
    for (const kind of KINDS) {
      expect(figures[`move_latency_${kind}_moves`], kind).toBeGreaterThan(0);
      expect(figures[`move_latency_${kind}_ms_p50`], kind).toBeGreaterThan(0);
      expect(figures[`move_latency_${kind}_ms_p99`], kind).toBeGreaterThanOrEqual(
        figures[`move_latency_${kind}_ms_p50`] ?? 0,
      );
      expect(figures[`mixed_global_requests_per_turn_${kind}`], kind).toBeGreaterThanOrEqual(0);
    }
    // Every board, a hand's turn's and a computer's answer's included, is a follow-up of the click,
    // and the old board's controls go through its own click's token: no request a turn against
    // Discord's global limit (before: Threedom 2, Rummy 4), but for a click the bot could not
    // acknowledge in time on a loaded machine, whose board goes to the channel.
    for (const kind of KINDS) expect(figures[`mixed_global_requests_per_turn_${kind}`], kind).toBeLessThan(0.5);
    expect(figures.hand_step_ms_p50).toBeGreaterThan(0);
    expect(figures.hand_step_ms_p99).toBeGreaterThanOrEqual(figures.hand_step_ms_p50 ?? 0);
    expect(figures.mixed_main_thread_cpu_ms).toBeGreaterThan(0);
    expect(figures.mixed_bot_cpu_ms).toBeGreaterThanOrEqual(figures.mixed_main_thread_cpu_ms ?? 0);
    expect(figures.mixed_event_loop_delay_ms_p99).toBeGreaterThan(0);
    expect(figures.mixed_global_limit_requests_per_s).toBeGreaterThanOrEqual(0);
    expect(figures.mixed_rate_limit_waits).toBeGreaterThanOrEqual(0);
    expect(figures.mixed_round_ends).toBeGreaterThanOrEqual(0);
  });
});
