/**
 * Workers started on a bundle of their TypeScript entry (src/worker-thread.ts) instead of tsx: the
 * render worker, bundled, draws the same bytes as the renderer in-process, a competition's standings
 * included (its fonts found from each module's own import.meta.url), and the solver worker answers;
 * an entry that cannot be bundled leaves the worker on tsx.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { GAME_DRAWERS, GAME_RENDERER } from '../../src/games/render-jobs.ts';
import { runJob } from '../../src/render/job.ts';
import { RenderPool } from '../../src/render/pool.ts';
import { matchEndModel, playUntilRow, SCRIPT_NAMES } from '../../src/games/abstrac/render/sample-states.ts';
import { THEMES } from '../../src/render/theme.ts';
import { SolverPool } from '../../src/solver/pool.ts';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { bundleModule } from '../../src/bundle.mjs';
import { bundleOf, isBundled, prepareWorker } from '../../src/worker-thread.ts';

const pools: { close(): Promise<void> }[] = [];
afterAll(async () => {
  for (const pool of pools) await pool.close();
});

describe('bundled workers', () => {
  it('the render worker, bundled, draws the same bytes as in-process, names in every script included', async () => {
    const pool = new RenderPool(GAME_RENDERER, { size: 1 });
    pools.push(pool);
    await pool.warmUp();
    expect(isBundled(new URL('../../src/games/render-worker.ts', import.meta.url))).toBe(true);
    const job = {
      kind: 'board' as const,
      model: matchEndModel(playUntilRow('classic', 7, 12), SCRIPT_NAMES[0] as string, SCRIPT_NAMES[5] as string),
      theme: THEMES.fourColour,
      options: {},
    };
    const fromWorker = await pool.render(job);
    expect(pool.stats.inProcess).toBe(0);
    expect(fromWorker.equals(runJob(GAME_DRAWERS, job))).toBe(true);
    // A competition's standings, drawn in the same workers.
    const standings = {
      kind: 'standings' as const,
      model: {
        title: 'Abstrac tournament · standings after round 1 of 3',
        columns: { rank: '#', player: 'Player', points: 'Points', buchholz: 'Buchholz', record: 'W-D-L' },
        rows: SCRIPT_NAMES.map((name, n) => ({ rank: n + 1, name, points: '1', buchholz: '0', record: '1-0-0' })),
      },
      theme: THEMES.fourColour,
    };
    const table = await pool.render(standings);
    expect(pool.stats.inProcess).toBe(0);
    expect(table.equals(runJob(GAME_DRAWERS, standings))).toBe(true);
  });

  it('the solver worker, bundled, answers', async () => {
    const pool = new SolverPool({ size: 1 });
    pools.push(pool);
    await pool.warmUp();
    expect(isBundled(new URL('../../src/solver/worker.ts', import.meta.url))).toBe(true);
  });

  it('a bundle is ASCII only and workers load it from a file, not a data: URL', async () => {
    // A source with characters past ASCII in its comments ('→'): left in, V8 would hold the whole
    // bundle two bytes a character; a data: URL was held five times over in the worker's heap.
    const entry = new URL('../../src/games/render-worker.ts', import.meta.url);
    expect(readFileSync(new URL('../../src/render/palette.ts', import.meta.url), 'utf8')).toMatch(/[\u0080-\uffff]/);
    const code = await bundleModule(entry);
    expect(code).toContain('src/render/palette.ts');
    expect(code).not.toMatch(/[\u0080-\uffff]/);
    await prepareWorker(entry);
    const file = bundleOf(entry);
    expect(file?.protocol).toBe('file:');
    expect(readFileSync(fileURLToPath(file as URL), 'utf8')).toBe(code);
  });

  it('an entry that cannot be bundled is left to tsx, and preparing it never rejects', async () => {
    const missing = new URL('./no-such-worker.ts', import.meta.url);
    await expect(prepareWorker(missing)).resolves.toBeUndefined();
    expect(isBundled(missing)).toBe(false);
  });
});
