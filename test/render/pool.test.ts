/**
 * The render worker pool: pictures made in workers are the same bytes as made
 * in-process; a worker that dies with a picture in hand costs a retry in a fresh
 * worker, and when workers keep dying the picture is drawn in-process; close()
 * finishes what was asked; an idle pool never keeps a process alive.
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { analysisModel } from '../../src/games/abstrac/analysis.ts';
import { GAME_DRAWERS, GAME_RENDERER, type GameDrawers, type GameRenderJob } from '../../src/games/render-jobs.ts';
import { runJob } from '../../src/render/job.ts';
import {
  BACKGROUND_MAX_WAIT_MS,
  HAND_AHEAD_MAX_MS,
  HAND_PICTURES,
  PIPELINE_DEPTH,
  RenderPool,
  type RenderPoolOptions,
} from '../../src/render/pool.ts';
import { playToEnd, playUntilRow, sampleModel } from '../../src/games/abstrac/render/sample-states.ts';
import { DEFAULT_THEME, THEMES } from '../../src/render/theme.ts';
import { analyseDeal } from '../../src/games/abstrac/solver/index.ts';

const board = (theme = DEFAULT_THEME): GameRenderJob => ({
  kind: 'board',
  model: sampleModel(playUntilRow('classic', 7, 12)),
  theme,
  options: {},
});
const dying = (dieBelow: number) => new URL(`./fixtures/dyingWorker.ts?dieBelow=${dieBelow}`, import.meta.url);

/** A post-deal analysis table (a background picture). */
function analysisTable(): GameRenderJob {
  return {
    kind: 'analysis',
    model: analysisModel(analyseDeal(playToEnd('classic', 3)), 0, ['Ann', 'Bo']),
    theme: DEFAULT_THEME,
    background: true,
  };
}

/** A Rummy hand (a private hand's picture). */
const hand = (cards: string[]): GameRenderJob =>
  ({
    kind: 'rummy-hand',
    model: { cards, taken: null },
    theme: DEFAULT_THEME,
    hand: true,
  }) as GameRenderJob;

/** The kinds of picture the pool sends its workers, in the order sent, until `restore()`. */
function recordPosts() {
  const kinds: string[] = [];
  const real = Worker.prototype.postMessage;
  Worker.prototype.postMessage = function (this: Worker, message: unknown, transfer?: never) {
    kinds.push((message as { job: { kind: string } | null }).job?.kind ?? 'ping');
    return real.call(this, message, transfer);
  };
  const restore = () => {
    Worker.prototype.postMessage = real;
  };
  return { kinds, restore };
}

const pools: RenderPool<GameDrawers>[] = [];
/** A pool of the games' renderer, its workers started on `workerUrl` if given (a test's worker). */
function pool({ workerUrl, ...options }: RenderPoolOptions & { workerUrl?: URL }): RenderPool<GameDrawers> {
  const p = new RenderPool(workerUrl ? { ...GAME_RENDERER, workerUrl } : GAME_RENDERER, options);
  pools.push(p);
  return p;
}
afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close()));
});

describe('RenderPool', () => {
  it('makes in a worker the same bytes as in-process, several pictures at once', async () => {
    const p = pool({ size: 2 });
    const jobs = [board(), board(THEMES.fourColour), board(), board(THEMES.fourColour)];
    const pngs = await Promise.all(jobs.map((job) => p.render(job)));
    const here = runJob(GAME_DRAWERS, board());
    expect(pngs[0]?.equals(here)).toBe(true);
    expect(pngs[2]?.equals(here)).toBe(true);
    expect(pngs[1]?.equals(runJob(GAME_DRAWERS, board(THEMES.fourColour)))).toBe(true);
    expect(p.stats).toMatchObject({ workersStarted: 2, workersLost: 0, inProcess: 0 });
  }, 30_000);

  it('draws the pictures players wait for before an analysis table, unless that has waited too long', async () => {
    const p = pool({ size: 1 });
    await p.warmUp();
    const posts = recordPosts();
    try {
      // The worker is busy with the first board; the table and the next board queue behind it.
      await Promise.all([p.render(board()), p.render(analysisTable()), p.render(board())]);
      expect(posts.kinds).toEqual(['board', 'board', 'analysis']);

      // A table that has waited past BACKGROUND_MAX_WAIT_MS goes first.
      posts.kinds.length = 0;
      let now = 1_000;
      const clock = vi.spyOn(performance, 'now').mockImplementation(() => now);
      try {
        const first = p.render(board());
        const late = p.render(analysisTable());
        now += BACKGROUND_MAX_WAIT_MS + 1;
        await Promise.all([first, late, p.render(board())]);
      } finally {
        clock.mockRestore();
      }
      expect(posts.kinds).toEqual(['board', 'analysis', 'board']);
    } finally {
      posts.restore();
    }
  }, 30_000);

  it('draws a hand ahead of the boards queued before it, and gives a hand asked for again without drawing it', async () => {
    const p = pool({ size: 1 });
    await p.warmUp();
    const posts = recordPosts();
    try {
      // The worker takes two boards (PIPELINE_DEPTH); a third waits, then the hand comes.
      const pictures = [p.render(board()), p.render(board()), p.render(board()), p.render(hand(['7♠', 'K♥']))];
      // The same hand again, at once and later: one drawing.
      pictures.push(p.render(hand(['7♠', 'K♥'])));
      const pngs = await Promise.all(pictures);
      expect(posts.kinds).toEqual(['board', 'board', 'rummy-hand', 'board']);
      const again = await p.render(hand(['7♠', 'K♥']));
      const other = await p.render(hand(['7♠', 'Q♥']));
      expect(posts.kinds).toEqual(['board', 'board', 'rummy-hand', 'board', 'rummy-hand']);
      expect(again.equals(runJob(GAME_DRAWERS, hand(['7♠', 'K♥'])))).toBe(true);
      expect(pngs[4]).toBe(pngs[3]);
      expect(other.equals(again)).toBe(false);
      expect(p.stats.handsKept).toBe(2);
    } finally {
      posts.restore();
    }
  }, 30_000);

  it('lets a board that has waited HAND_AHEAD_MAX_MS go before a hand', async () => {
    const p = pool({ size: 1 });
    await p.warmUp();
    const posts = recordPosts();
    let now = 1_000;
    const clock = vi.spyOn(performance, 'now').mockImplementation(() => now);
    try {
      const pictures = [p.render(board()), p.render(board()), p.render(board())];
      now += HAND_AHEAD_MAX_MS + 1;
      pictures.push(p.render(hand(['2♣', '3♣'])));
      await Promise.all(pictures);
      expect(posts.kinds).toEqual(['board', 'board', 'board', 'rummy-hand']);
    } finally {
      clock.mockRestore();
      posts.restore();
    }
  }, 30_000);

  it('keeps the latest HAND_PICTURES hands, not more', async () => {
    const p = pool({ size: 0 });
    const ranks = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
    const suits = ['♠', '♥', '♦', '♣'];
    const cards = suits.flatMap((s) => ranks.map((r) => `${r}${s}`));
    const many = Array.from({ length: HAND_PICTURES + 1 }, (_, k) => [
      cards[k % 52] as string,
      cards[Math.floor(k / 52)] as string,
    ]);
    for (const h of many) await p.render(hand(h));
    const drawn = p.stats.inProcess;
    await p.render(hand(many.at(-1) as string[])); // the latest: kept
    expect(p.stats.inProcess).toBe(drawn);
    await p.render(hand(many[0] as string[])); // the oldest: let go
    expect(p.stats.inProcess).toBe(drawn + 1);
  }, 60_000);

  it('gives a busy worker a second picture to draw while the first deflates, not a third, and not a fresh table', async () => {
    const p = pool({ size: 1 });
    await p.warmUp();
    const table = analysisTable();
    const posts = recordPosts();
    try {
      // Asked in one go: nothing is answered before the pool has handed out what it will.
      const first = [p.render(board()), p.render(table)];
      expect(posts.kinds).toEqual(['board']); // the table waits: a board may still come
      const rest = [p.render(board()), p.render(board())];
      expect(posts.kinds).toEqual(['board', 'board']); // PIPELINE_DEPTH, no more
      expect(PIPELINE_DEPTH).toBe(2);
      const pngs = await Promise.all([...first, ...rest]);
      expect(pngs.filter((_, k) => k !== 1).every((png) => png.equals(runJob(GAME_DRAWERS, board())))).toBe(true);
      expect(pngs[1]?.equals(runJob(GAME_DRAWERS, table))).toBe(true);
      expect(posts.kinds).toEqual(['board', 'board', 'board', 'analysis']);
    } finally {
      posts.restore();
    }
  }, 30_000);

  it('matches answers to pictures by id when a worker answers out of order', async () => {
    const p = pool({ size: 1, workerUrl: new URL('./fixtures/reversingWorker.ts', import.meta.url) });
    await p.warmUp();
    const jobs = [board(), board(THEMES.fourColour), board(), board(THEMES.fourColour)];
    const pngs = await Promise.all(jobs.map((job) => p.render(job)));
    expect(pngs.map((png, k) => png.equals(runJob(GAME_DRAWERS, jobs[k] as GameRenderJob)))).toEqual(
      jobs.map(() => true),
    );
    expect(pngs[0]?.equals(pngs[1] as Buffer)).toBe(false);
    expect(p.stats).toMatchObject({ workersLost: 0, inProcess: 0 });
  }, 30_000);

  it('retries both pictures a dying worker held', async () => {
    const p = pool({ size: 1, workerUrl: dying(1) });
    const jobs = [board(), board(THEMES.fourColour)];
    const pngs = await Promise.all(jobs.map((job) => p.render(job)));
    expect(pngs.map((png, k) => png.equals(runJob(GAME_DRAWERS, jobs[k] as GameRenderJob)))).toEqual(
      jobs.map(() => true),
    );
    expect(p.stats).toMatchObject({ workersStarted: 2, workersLost: 1, retried: 2, inProcess: 0 });
  }, 30_000);

  it('retries in a fresh worker when a worker dies with the picture', async () => {
    const p = pool({ size: 1, workerUrl: dying(1) });
    const png = await p.render(board());
    expect(png.equals(runJob(GAME_DRAWERS, board()))).toBe(true);
    expect(p.stats).toMatchObject({ workersStarted: 2, workersLost: 1, retried: 1, inProcess: 0 });
  }, 30_000);

  it('draws in-process when workers keep dying, and then stops starting them', async () => {
    const p = pool({ size: 1, workerUrl: dying(99) });
    const first = await p.render(board());
    expect(first.equals(runJob(GAME_DRAWERS, board()))).toBe(true);
    expect(p.stats).toMatchObject({ workersStarted: 2, workersLost: 2, inProcess: 1 });
    await p.render(board());
    await p.render(board());
    expect(p.usesWorkers).toBe(false);
    expect(p.stats.workersStarted).toBeLessThanOrEqual(4);
    expect((await p.render(board())).equals(first)).toBe(true);
  }, 30_000);

  it('a worker that hangs past the timeout is replaced', async () => {
    // Too short for any worker to start and draw: every try times out, the picture is drawn here.
    const p = pool({ size: 1, timeoutMs: 1 });
    expect((await p.render(board())).equals(runJob(GAME_DRAWERS, board()))).toBe(true);
    expect(p.stats.workersLost).toBe(2);
  }, 30_000);

  it('close() finishes the pictures asked for, and later ones are drawn in-process', async () => {
    const p = pool({ size: 1 });
    const asked = [p.render(board()), p.render(board())];
    await p.close();
    const done = await Promise.all(asked);
    expect(done.every((png) => png.equals(runJob(GAME_DRAWERS, board())))).toBe(true);
    await p.render(board());
    expect(p.usesWorkers).toBe(false);
  }, 30_000);

  it('an idle pool never keeps the process alive', async () => {
    const script = `
      import { renderAbstracBoard } from './src/games/abstrac/render/index.ts';
      import { playUntilRow, sampleModel } from './src/games/abstrac/render/sample-states.ts';
      const png = await renderAbstracBoard(sampleModel(playUntilRow('classic', 7, 12)));
      console.log(png.length);
    `;
    const root = fileURLToPath(new URL('../../', import.meta.url));
    const tsx = fileURLToPath(new URL('../../node_modules/.bin/tsx', import.meta.url));
    const { stdout } = await promisify(execFile)(tsx, ['--input-type=module', '-e', script], {
      cwd: root,
      timeout: 25_000,
    });
    expect(Number(stdout.trim())).toBeGreaterThan(10_000);
  }, 30_000);
});
