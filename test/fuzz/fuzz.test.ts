/**
 * A few thousand seeded malformed interactions (src/bench/fuzz-cases.ts) through the real discord.js
 * client and the stand-in while a real Abstrac game is in progress: nothing crashes, every one is
 * answered within Discord's 3 s, the game's stored state and board do not change, and no thread or
 * public message appears. `npm run fuzz -- --count 100000` runs the same at scale and prints figures.
 */
import { expect, it } from 'vitest';
import { runFuzz } from '../../src/bench/fuzz.ts';

const COUNT = 3000;

it(`answers ${COUNT} malformed interactions in time and changes nothing`, { timeout: 120_000 }, async () => {
  const report = await runFuzz({ count: COUNT, seed: 20261124 });
  console.log(
    `fuzz: ${report.perSecond}/s, ack p99 ${report.ackP99Ms} ms, max ${report.ackMaxMs} ms, ` +
      `event-loop p99 ${report.loopDelayP99Ms} ms, rss ${report.rssMb} MB`,
  );
  expect(report.undeliverable).toBe(0);
  expect(report.unanswered).toEqual([]);
  expect(report.answered).toBe(COUNT);
  expect(report.answeredWithin3sPct).toBe(100);
  expect(report.errors).toEqual([]);
  expect(report.gameUnchanged).toBe(true);
  expect(report.threadsCreated).toBe(0);
  expect(report.publicMessages).toEqual([]);
  // Every kind of case was exercised.
  for (const kind of ['slash:value', 'slash:unknown-command', 'click:id', 'player:id', 'modal:id', 'context-menu'])
    expect(report.kinds[kind] ?? 0).toBeGreaterThan(0);
});
