/**
 * Rummy's renderer figure: the six-seat table picture part-way through a hand (the picture posted
 * after every move), draw + PNG-encode, median of 200 renders after 20 warm-up renders; its PNG
 * size; and the computer's move time (strong level, in-process) over a six-seat hand. Then its CPU
 * per move (`rummy_strong_move_cpu_ms_mean_<n>_seats`): three hands at two, four and six seats, every
 * seat strong, the same deal and seeds every run, so that a change of the search's speed shows
 * apart from the machine's load (the moves are the same; only their cost may change).
 */
import { applyMove, setup, viewFor } from '../../games/rummy/engine/index.ts';
import { renderRummyTable } from '../../games/rummy/render/pooled.ts';
import { rummySampleModel } from '../../games/rummy/render/samples.ts';
import { rummyMove } from '../../games/rummy/solver/player.ts';
import { DEFAULT_THEME } from '../../render/theme.ts';
import { median, round, timeRuns } from './stats.ts';

export async function benchRummy(): Promise<Record<string, number>> {
  const model = rummySampleModel(6, 60);
  const png = await renderRummyTable(model, DEFAULT_THEME);
  const total = await timeRuns(() => renderRummyTable(model, DEFAULT_THEME), 200, 20);
  const moveTimes: number[] = [];
  let state = setup({ players: 6, hands: 1 }, 11);
  for (let n = 0; !state.finished && n < 2000; n++) {
    const seat = state.current.toMove;
    const t0 = performance.now();
    const move = rummyMove('strong', viewFor(state, seat), n);
    moveTimes.push(performance.now() - t0);
    const result = applyMove(state, seat, move);
    if (!result.ok) throw new Error(result.reason);
    state = result.state;
  }
  const cpu: Record<string, number> = {};
  for (const seats of [2, 4, 6]) {
    let hand = setup({ players: seats, hands: 3 }, 11);
    let used = 0;
    let moves = 0;
    for (let n = 0; !hand.finished && n < 3000; n++, moves++) {
      const seat = hand.current.toMove;
      const view = viewFor(hand, seat);
      const t0 = process.cpuUsage();
      const move = rummyMove('strong', view, n);
      const t = process.cpuUsage(t0);
      used += (t.user + t.system) / 1000;
      const result = applyMove(hand, seat, move);
      if (!result.ok) throw new Error(result.reason);
      hand = result.state;
    }
    cpu[`rummy_strong_move_cpu_ms_mean_${seats}_seats`] = round(used / Math.max(1, moves));
    cpu[`rummy_strong_moves_${seats}_seats`] = moves;
  }
  return {
    render_rummy_table_ms_median: round(median(total)),
    render_rummy_table_png_bytes: png.length,
    rummy_strong_move_ms_median: round(median(moveTimes)),
    ...cpu,
  };
}
