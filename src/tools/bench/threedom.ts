/**
 * Threedom's figures. `render_threedom_grid_ms_median`: the grid posted after every turn (a
 * mid-round grid with a claim drawn, from src/games/threedom/render/samples.ts), drawn and PNG-encoded,
 * median of 200 renders after 20 warm-up ones; its PNG size; its CPU time per render (steady when the
 * machine is busy, when wall-clock medians are not). `threedom_move_ms_*`: through the
 * whole stack (the real client, the stand-in, SQLite in a temp file), from pressing **Play it** in
 * a private hand to the stand-in receiving the next grid, over 20 games between people in play at
 * once, one turn at a time (the steps before Play it are untimed: each only redraws the
 * private hand).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deriveSeed } from '../../cards/random.ts';
import { boardPayload } from '../../games/threedom/pictures.ts';
import { threedomSamples } from '../../games/threedom/render/samples.ts';
import { DEFAULT_THEME } from '../../render/theme.ts';
import { type Choice, startWorld, type World } from '../demo/world.ts';
import type { StandInUser } from '../standin/index.ts';
import { cpuPerRun, median, round, timeRuns } from './stats.ts';

export async function benchThreedomRender(): Promise<Record<string, number>> {
  const sample = threedomSamples().find((s) => s.name === 'threedom-claim');
  if (!sample) throw new Error('no Threedom sample');
  const draw = () => boardPayload(sample.session, DEFAULT_THEME);
  const png = (await draw()).files[0]?.attachment as Buffer;
  const times = await timeRuns(draw, 200, 20);
  const cpu = await cpuPerRun(draw, 100);
  return {
    render_threedom_grid_ms_median: round(median(times)),
    render_threedom_grid_png_bytes: png.length,
    render_threedom_grid_cpu_ms_mean: round(cpu),
  };
}

/** One turn in `threadId` through the hand (take, then card and pile, chosen from `n`); returns Play it → next grid, in ms. */
async function timedTurn(w: World, threadId: string, n: number): Promise<number> {
  const board = w.liveBoard(threadId);
  const mover = board && w.moverOf(board);
  if (!board || !mover) throw new Error(`no live board in ${threadId}`);
  const open = w.choices(board).find((c) => c.label === 'Your hand') as Choice;
  let hand = await w.press(mover, board, open).response();
  // The take, then the card and its pile (one button), until the preview offers Play it.
  for (let step = 0; step < 6 && !w.choices(hand).some((c) => c.label === 'Play it'); step++) {
    const choices = w.choices(hand).filter((c) => c.label !== 'Hint' && c.label !== 'Start over');
    hand = await w.press(mover, hand, choices[(deriveSeed(n, step) >>> 0) % choices.length] as Choice).response();
  }
  const ok = w.choices(hand).find((c) => c.label === 'Play it') as Choice;
  const version = w.versionOf(board);
  const start = performance.now();
  w.press(mover, hand, ok);
  await w.waitForNext(threadId, version, 30_000);
  return performance.now() - start;
}

export async function benchThreedomMoves(games = 20, moves = 100): Promise<Record<string, number>> {
  const tmp = mkdtempSync(join(tmpdir(), 'threedom-bench-'));
  const w = await startWorld({
    storeUrl: `sqlite://${join(tmp, 'bench.sqlite')}`,
    players: Array.from({ length: games * 2 }, (_, k) => `player${k}`),
  });
  try {
    const users = w.users as StandInUser[];
    const threads: string[] = [];
    for (let k = 0; k < games; k++) {
      const challenger = users[2 * k] as StandInUser;
      const reply = await w
        .slash(challenger, 'threedom', { subcommand: 'challenge', opponent: users[2 * k + 1], target: 10_000 })
        .response();
      const accept = w.choices(reply).find((c) => c.label === 'Accept') as Choice;
      await w.press(users[2 * k + 1] as StandInUser, reply, accept).acknowledged();
      const threadId = await w.standIn.waitFor(() => /the game is on in <#(\d+)>/.exec(reply.content)?.[1]);
      await w.settled(threadId);
      threads.push(threadId);
    }
    const times: number[] = [];
    // One turn at a time, round the games: a turn is five requests of the player and about four of
    // the bot, and turns pressed together would measure the client's wait under Discord's global
    // rate limit (50 requests a second) rather than the bot.
    for (let n = 0; times.length < moves; n++) times.push(await timedTurn(w, threads[n % threads.length] as string, n));
    times.sort((a, b) => a - b);
    const at = (p: number) => times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)] ?? Number.NaN;
    return { threedom_move_ms_p50: round(at(50), 1), threedom_move_ms_p99: round(at(99), 1) };
  } finally {
    await w.close();
    rmSync(tmp, { recursive: true, force: true });
  }
}
