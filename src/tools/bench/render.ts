/**
 * Renderer figures for a mid-game classic board (the picture posted after most
 * moves) at the default 1000 px width: draw + palette-PNG encode in the render
 * worker, median wall time of 200 awaited renders after 20 warm-up renders; its
 * PNG size; the CPU time per render of all threads (steady when the machine is
 * busy, when wall-clock medians are not); the main thread's share of it (its
 * own CPU time per awaited render: what the bot's other work waits for); and the same board at the full 1100 px width.
 */
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { LAYOUT_W } from '../../games/abstrac/render/board.ts';
import { closeRenderPool, renderAbstracBoard } from '../../games/abstrac/render/index.ts';
import { playUntilRow, sampleModel } from '../../games/abstrac/render/sample-states.ts';
import { DEFAULT_THEME } from '../../render/theme.ts';
import { cpuPerRun, median, round, timeRuns } from './stats.ts';

/** This thread's CPU time in ms from Linux's per-thread scheduler statistics, or null elsewhere. */
function threadCpuMs(): number | null {
  try {
    return Number(readFileSync('/proc/thread-self/schedstat', 'utf8').split(' ')[0]) / 1e6;
  } catch {
    return null;
  }
}

/**
 * The main thread's CPU time per awaited run: its own scheduler figure on Linux (CPU, however busy
 * the machine), else the event loop's active time (wall time, so it grows when the machine is loaded).
 */
async function mainThreadCpuPerRun(fn: () => Promise<unknown>, runs: number): Promise<number> {
  const loop = performance.eventLoopUtilization();
  const start = threadCpuMs();
  for (let i = 0; i < runs; i++) await fn();
  const end = threadCpuMs();
  if (start !== null && end !== null) return (end - start) / runs;
  return performance.eventLoopUtilization(loop).active / runs;
}

export async function benchRender(): Promise<Record<string, number>> {
  const model = sampleModel(playUntilRow('classic', 7, 12));
  const png = await renderAbstracBoard(model);
  const total = await timeRuns(() => renderAbstracBoard(model), 200, 20);
  const cpu = await cpuPerRun(() => renderAbstracBoard(model), 100);
  const mainThread = await mainThreadCpuPerRun(() => renderAbstracBoard(model), 100);
  const full = { width: LAYOUT_W };
  const fullPng = await renderAbstracBoard(model, DEFAULT_THEME, full);
  const fullTimes = await timeRuns(() => renderAbstracBoard(model, DEFAULT_THEME, full), 100, 10);
  await closeRenderPool();
  return {
    render_abstrac_board_ms_median: round(median(total)),
    render_abstrac_board_png_bytes: png.length,
    render_abstrac_board_cpu_ms_mean: round(cpu),
    render_main_thread_cpu_ms: round(mainThread),
    render_abstrac_board_1100px_ms_median: round(median(fullTimes)),
    render_abstrac_board_1100px_png_bytes: fullPng.length,
  };
}
