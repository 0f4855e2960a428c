/** Timing helpers shared by the bench functions. */

/** The median of `values` (the mean of the middle two for an even count). */
export function median(values: readonly number[]): number {
  const sorted = values.slice().sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 === 1
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/** Runs `fn` `warmup` times untimed, then `runs` times; returns each run's wall time in ms. */
export async function timeRuns(fn: () => unknown, runs: number, warmup = 10): Promise<number[]> {
  for (let i = 0; i < warmup; i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  return times;
}

/**
 * Runs `fn` `runs` times and returns the process CPU time per run in ms (all
 * threads, so the thread pool's deflate counts). Unlike wall time it hardly
 * moves when other processes load the machine: read it beside the medians.
 */
export async function cpuPerRun(fn: () => unknown, runs: number): Promise<number> {
  const start = process.cpuUsage();
  for (let i = 0; i < runs; i++) await fn();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000 / runs;
}

/** Rounds to `digits` decimals, for figures that read well in JSON. */
export function round(value: number, digits = 2): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}
