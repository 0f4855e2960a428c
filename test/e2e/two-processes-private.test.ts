/**
 * Private hands with two real bot processes on one store and one shard (test/e2e/two-bots.ts,
 * SQLite), every interaction delivered to both, logging at debug: the process that answers second is
 * refused by Discord (40060, "already acknowledged") on every private answer (a hand, a step in it, a
 * refusal), and what it tried to send was a hand. No card reaches either process's log at any level
 * (not even as `[card]`, which would mean the last pass of src/log.ts had to catch one), no lost race
 * is logged as a warning or an error, and the lost races are counted in the interactions metric.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deriveSeed } from '../../src/cards/random.ts';
import { collections } from '../../src/session/store.ts';
import type { StandInUser, StoredMessage } from '../../src/tools/standin/index.ts';
import { until } from './sessions.ts';
import {
  type Choice,
  cardLines,
  choices,
  liveBoard,
  moverOf,
  settled,
  sqliteUrl,
  startTwoBots,
  type TwoBots,
} from './two-bots.ts';

const MOVES = 12;

let t: TwoBots;
beforeAll(async () => {
  t = await startTwoBots(sqliteUrl(), { LOG_LEVEL: 'debug', HEALTH_PORT: '0' });
}, 240_000);
afterAll(async () => {
  await t?.close();
});

const version = async (threadId: string) => (await collections(t.store).sessions.get(threadId))?.version ?? -1;

function press(user: StandInUser, message: StoredMessage, c: Choice) {
  return c.kind === 'button'
    ? t.standIn.clickButton({ user, message, customId: c.customId, deliverTo: 'all' })
    : t.standIn.selectMenu({ user, message, customId: c.customId, values: [c.value ?? ''], deliverTo: 'all' });
}

/** One move of the player to move: a public control, or through their private hand. */
async function move(threadId: string, pick: (n: number) => number) {
  const board = liveBoard(t.standIn, threadId);
  if (!board) throw new Error('no live board');
  const mover = moverOf(t.users, board);
  if (!mover) throw new Error(`nobody to move on: ${board.text}`);
  const before = await version(threadId);
  const open = choices(board).find((c) => c.label === 'Your hand');
  const others = choices(board).filter((c) => c.label !== 'Your hand');
  if (others.length > 0 || !open) {
    await press(mover, board, others[pick(others.length)] as Choice).acknowledged(30_000);
  } else {
    let hand = await press(mover, board, open).response(30_000);
    expect(hand.flags & 64).toBe(64);
    for (let step = 0; step < 40 && (await version(threadId)) === before; step++) {
      const controls = choices(hand);
      if (controls.length === 0) throw new Error(`a hand with no controls: ${hand.text}`);
      const c = controls.find((x) => x.label === 'Play it') ?? (controls[pick(controls.length)] as Choice);
      const h = press(mover, hand, c);
      await h.acknowledged(30_000);
      if (c.label !== 'Play it') hand = await h.response(30_000);
    }
  }
  await until(async () => (await version(threadId)) > before, 30_000, `a move on ${board.text}`);
  await settled(t.store, threadId);
}

describe('two processes, private hands', () => {
  it('log no card at any level, and a lost race at debug only', async () => {
    const [alice, bob] = t.users as [StandInUser, StandInUser];
    const where = { guildId: t.guildId, channelId: t.channelId };
    const challenge = await t.standIn
      .runSlashCommand({
        ...where,
        user: alice,
        name: 'threedom',
        options: { subcommand: 'challenge', opponent: bob, target: 5 } as never,
        deliverTo: 'all',
      })
      .response(30_000);
    const accept = choices(challenge).find((c) => c.label === 'Accept') as Choice;
    await press(bob, challenge, accept).acknowledged(30_000);
    const threadId = await t.standIn.waitFor(() => /the game is on in <#(\d+)>/.exec(challenge.text)?.[1], 30_000);
    await settled(t.store, threadId);
    let seed = 7919;
    const pick = (n: number) => {
      seed = deriveSeed(seed, 1);
      return (seed >>> 0) % n;
    };
    for (let n = 0; n < MOVES; n++) {
      if ((await collections(t.store).sessions.get(threadId))?.value.status === 'finished') break;
      await move(threadId, pick);
    }
    await new Promise((r) => setTimeout(r, 1000));

    const lines = t.procs.flatMap((p) => p.lines);
    expect(cardLines(t.procs)).toEqual([]);
    // Lost races happened (every private answer was sent twice), at debug, and nothing at warn or above.
    const lost = lines.filter((l) => /another process answered/.test(String(l.msg)));
    expect(lost.length).toBeGreaterThan(MOVES);
    expect(lost.every((l) => l.level === 20)).toBe(true);
    expect(lines.filter((l) => Number(l.level) >= 40).slice(0, 3)).toEqual([]);
    // Counted: the interactions metric's `elsewhere` outcome, summed over both processes.
    let counted = 0;
    for (const p of t.procs) {
      const port = p.lines.find((l) => l.msg === 'health and metrics server listening')?.port;
      const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
      for (const m of text.matchAll(/^cardbot_interactions_total\{[^}]*outcome="elsewhere"[^}]*\} (\d+)/gm))
        counted += Number(m[1]);
    }
    expect(counted).toBeGreaterThanOrEqual(lost.length / 2);
    console.log(`${lines.length} log lines, ${lost.length} lost races logged at debug, ${counted} counted`);
  }, 400_000);
});
