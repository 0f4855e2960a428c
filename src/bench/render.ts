/**
 * Renderer figures for a mid-game classic board (the picture posted after most
 * moves) at the default 1000 px width: draw + PNG-encode, median of 200 renders
 * after 20 warm-up renders; its PNG size; the CPU time per render (steady when
 * the machine is busy, when wall-clock medians are not); and the same board at
 * the full 1100 px layout width.
 */
import { renderAbstracBoard } from '../render/abstrac.ts';
import { LAYOUT_W } from '../render/abstracBoard.ts';
import { playUntilRow, sampleModel } from '../render/sampleStates.ts';
import { DEFAULT_THEME } from '../render/theme.ts';
import { cpuPerRun, median, round, timeRuns } from './stats.ts';

export async function benchRender(): Promise<Record<string, number>> {
  const model = sampleModel(playUntilRow('classic', 7, 12));
  const png = await renderAbstracBoard(model);
  const total = await timeRuns(() => renderAbstracBoard(model), 200, 20);
  const cpu = await cpuPerRun(() => renderAbstracBoard(model), 100);
  const full = { width: LAYOUT_W };
  const fullPng = await renderAbstracBoard(model, DEFAULT_THEME, full);
  const fullTimes = await timeRuns(() => renderAbstracBoard(model, DEFAULT_THEME, full), 100, 10);
  return {
    render_abstrac_board_ms_median: round(median(total)),
    render_abstrac_board_png_bytes: png.length,
    render_abstrac_board_cpu_ms_mean: round(cpu),
    render_abstrac_board_1100px_ms_median: round(median(fullTimes)),
    render_abstrac_board_1100px_png_bytes: fullPng.length,
  };
}
