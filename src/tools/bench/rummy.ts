/**
 * Rummy's renderer figure: the six-seat table picture part-way through a hand (the picture posted
 * after every move), draw + PNG-encode, median of 200 renders after 20 warm-up renders; its PNG
 * size; and the computer's move time (strong level, in-process) over a six-seat hand.
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
  return {
    render_rummy_table_ms_median: round(median(total)),
    render_rummy_table_png_bytes: png.length,
    rummy_strong_move_ms_median: round(median(moveTimes)),
  };
}
