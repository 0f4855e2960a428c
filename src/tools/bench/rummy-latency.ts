/**
 * Rummy move latency through the whole stack, six seats: from pressing the discard that ends a
 * turn in a player's private hand (after a draw from the stock, which is quiet: the table is not
 * redrawn for it) to the stand-in holding the new public board with its table picture. Eight six-seat tables of people
 * are in play; moves are made one after another (a closed loop, far below Discord's rate limit),
 * so the figure is the bot's own time per Rummy move: save, answer the click, draw and post the
 * table. The default store (SQLite, in a temp file).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { collections } from '../../session/store.ts';
import { type Choice, startWorld } from '../demo/world.ts';
import type { StandInUser, StoredMessage } from '../standin/index.ts';
import { median, round } from './stats.ts';

const NAMES = ['Annabelle', 'Benedikt', 'Catalina', 'Dmitri', 'Eleanor', 'Fitzgerald'];

export async function benchRummyLatency(tables = 8, turns = 40): Promise<Record<string, number>> {
  const tmp = mkdtempSync(join(tmpdir(), 'rummy-bench-'));
  const w = await startWorld({ storeUrl: `sqlite://${join(tmp, 'bench.sqlite')}`, players: NAMES });
  const times: number[] = [];
  try {
    const users = w.users as StandInUser[];
    const threads: string[] = [];
    for (let t = 0; t < tables; t++) {
      const [host, ...others] = users as [StandInUser, ...StandInUser[]];
      const lobby = await w.slash(host, 'rummy', { subcommand: 'new', hands: 5 }).response();
      const button = (label: string) => w.choices(lobby).find((c) => c.label === label) as Choice;
      for (const p of others) await w.press(p, lobby, button('Join')).response();
      await w.standIn.waitFor(() => lobby.content.includes('6. '));
      await w.press(host, lobby, button('Start')).acknowledged();
      threads.push(await w.standIn.waitFor(() => /game is on in <#(\d+)>/.exec(lobby.content)?.[1]));
    }
    const timed = async (threadId: string, press: () => Promise<StoredMessage>) => {
      const before = (await collections(w.store).sessions.get(threadId))?.version ?? 0;
      const t0 = performance.now();
      const hand = await press();
      await w.waitForNext(threadId, before);
      times.push(performance.now() - t0);
      return hand;
    };
    for (let n = 0; n < turns; n++) {
      const threadId = threads[n % tables] as string;
      await w.settled(threadId);
      if ((await collections(w.store).sessions.get(threadId))?.value.status !== 'active') continue;
      const board = w.liveBoard(threadId) as StoredMessage;
      const mover = w.moverOf(board) as StandInUser;
      const open = w.choices(board).find((c) => c.label === 'Your hand') as Choice;
      const hand = await w.press(mover, board, open).response();
      const draw = w.choices(hand).find((c) => c.label === 'Draw from the stock') as Choice;
      // A draw is quiet (its answer is the hand; the table is not redrawn for it): the discard is the move.
      const drawn = await w.press(mover, hand, draw).response();
      await w.settled(threadId);
      const discard = w
        .choices(drawn)
        .filter((c) => c.customId.split(':')[4] === 'x')
        .at(-1) as Choice;
      await timed(threadId, () => w.press(mover, drawn, discard).response());
    }
  } finally {
    await w.close();
    rmSync(tmp, { recursive: true, force: true });
  }
  const sorted = times.slice().sort((a, b) => a - b);
  return {
    move_latency_rummy_6_seats_ms_p50: round(median(times)),
    move_latency_rummy_6_seats_ms_p95: round(sorted[Math.ceil(0.95 * sorted.length) - 1] ?? Number.NaN),
    move_latency_rummy_moves: times.length,
  };
}
