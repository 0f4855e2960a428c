/**
 * A few thousand seeded malformed interactions (src/tools/bench/fuzz-cases.ts) through the real discord.js
 * client and the stand-in beside live Abstrac, Threedom and Rummy games (the hand games mid-turn):
 * nothing crashes, every one is answered within Discord's 3 s and none is left "thinking…", the
 * games' stored state, boards and open hands do not change, no thread or public message appears,
 * and the flood limits answer only a small share, so the rest reach the handlers. Among them:
 * controls on the wrong message, messages the server does not have, modal submits, autocompletes
 * and interaction types discord.js does not handle. `npm run fuzz -- --count 100000` runs the same
 * at scale and prints figures.
 */
import { expect, it } from 'vitest';
import { runFuzz } from '../../src/tools/bench/fuzz.ts';

const COUNT = 3000;

it(`answers ${COUNT} malformed interactions in time and changes nothing`, { timeout: 120_000 }, async () => {
  const report = await runFuzz({ count: COUNT, seed: 20261124 });
  console.log(
    `fuzz: ${report.perSecond}/s, limiter ${report.limiterSharePct} %, second answers ${report.secondAnswers}, ack p99 ${report.ackP99Ms} ms, max ${report.ackMaxMs} ms, ` +
      `event-loop p99 ${report.loopDelayP99Ms} ms, rss ${report.rssMb} MB`,
  );
  expect(report.undeliverable).toBe(0);
  expect(report.unanswered).toEqual([]);
  expect(report.answered).toBe(COUNT);
  expect(report.answeredWithin3sPct).toBe(100);
  expect(report.thinking).toEqual([]);
  // Messages the server does not have were in the mix, and some first answers were refused for it.
  expect(report.secondAnswers).toBeGreaterThan(0);
  expect(report.limiterSharePct).toBeLessThan(10);
  expect(report.errors).toEqual([]);
  expect(report.gameUnchanged).toBe(true);
  expect(report.threadsCreated).toBe(0);
  expect(report.publicMessages).toEqual([]);
  // Every kind of case was exercised.
  for (const kind of [
    'slash:value',
    'slash:unknown-command',
    'click:id',
    'player:id',
    'modal:id',
    'context-menu',
    'autocomplete',
    'unknown:type',
    'unknown:component',
    'gone:board',
    'gone:hand',
    'hand:on-board',
    'hand:board-on-hand',
  ])
    expect(report.kinds[kind] ?? 0).toBeGreaterThan(0);
  for (const type of ['command', 'component', 'modal', 'autocomplete', 'other'])
    expect(report.byType[type]?.sent ?? 0).toBeGreaterThan(0);
});
