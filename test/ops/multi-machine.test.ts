/**
 * Two machines' worth of shards: two `npm run start:sharded` processes, one running shard 0 and
 * the other shard 1 of TOTAL_SHARDS=2 (SHARD_IDS), sharing one store (Redis when REDIS_URL is
 * set, else one SQLite file) and sending every REST call through one @discordjs/proxy
 * (src/ops/rest-proxy.ts) in front of the stand-in. Each group answers its own server only, and
 * what one group wrote is in the shared store beside what the other wrote.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startRestProxy } from '../../src/ops/rest-proxy.ts';
import { parseShardIds } from '../../src/shard.ts';
import { shardOf, startStandIn } from '../../src/tools/standin/index.ts';
import { openStore } from '../../src/store/index.ts';
import { RELAXED_ACK_WINDOW_MS } from '../bot/harness.ts';
import { spawnEntry, until } from '../bot/process.ts';

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c().catch(() => undefined);
});

describe('SHARD_IDS', () => {
  it.each([
    ['0-3', 8, [0, 1, 2, 3]],
    ['4-7', 8, [4, 5, 6, 7]],
    ['0, 2,5', 8, [0, 2, 5]],
    ['1-2,2-3', 4, [1, 2, 3]],
    [undefined, 8, 'all'],
    ['', 'auto', 'all'],
  ] as const)('%j of %j → %j', (value, total, expected) => {
    expect(parseShardIds(value, total)).toEqual(expected);
  });
  it.each([
    ['0-3', 'auto', /needs TOTAL_SHARDS set to a number/],
    ['4-8', 8, /below TOTAL_SHARDS \(8\).*"4-8" is not/],
    ['3-1', 8, /"3-1" is not/],
    ['a', 8, /"a" is not/],
  ] as const)('refuses %j of %j in one line', (value, total, message) => {
    expect(() => parseShardIds(value, total)).toThrow(message);
  });
});

describe('two shard groups, one store, one REST proxy', () => {
  it('each group serves its own shard; both write to the shared store through the proxy', async () => {
    const standIn = await startStandIn({
      shards: 2,
      maxConcurrency: 2,
      settings: { interactionTimeoutMs: RELAXED_ACK_WINDOW_MS },
    });
    cleanups.push(() => standIn.close());
    const proxy = await startRestProxy({ port: 0, upstream: standIn.apiUrl });
    cleanups.push(() => proxy.close());
    const owner = standIn.createUser('owner');
    const guilds = [0, 1].map((shard) =>
      standIn.createGuild({ name: `Machine ${shard}`, owner, shardOf: [shard, 2] as [number, number] }),
    );
    expect(guilds.map((g) => shardOf(g.id, 2))).toEqual([0, 1]);

    const storeUrl = process.env.REDIS_URL ?? `sqlite://${mkdtempSync(join(tmpdir(), 'machines-'))}/bot.sqlite`;
    const machines = [0, 1].map((shard) => {
      const m = spawnEntry('src/shard.ts', {
        DISCORD_TOKEN: 'stand-in-token',
        DISCORD_CLIENT_ID: standIn.applicationId,
        DISCORD_API_URL: `http://127.0.0.1:${proxy.port}/api`,
        STORE_URL: storeUrl,
        TOTAL_SHARDS: '2',
        SHARD_IDS: String(shard),
        LOG_LEVEL: 'info',
      });
      cleanups.push(async () => m.kill());
      return m;
    });
    for (const [i, m] of machines.entries()) {
      const started = await until(
        () => m.lines.find((l) => l.msg === 'all shards started'),
        180_000,
        `machine ${i} started (stderr: ${m.stderr()})`,
      );
      expect(started).toMatchObject({ shards: 2, here: [i] });
    }

    for (const [i, g] of guilds.entries()) {
      const reply = await standIn
        .runSlashCommand({
          user: owner,
          guildId: g.id,
          channelId: g.defaultChannelId,
          name: 'settings',
          options: { reminder_hours: 10 + i },
        })
        .response();
      expect(JSON.stringify(reply)).toContain(`${10 + i}`);
    }
    // Each server's interaction was handled by the machine running its shard, and only there (the
    // log line follows the answer, so it is waited for).
    for (const [i, g] of guilds.entries()) {
      const handled = (m: (typeof machines)[number]) =>
        m.lines.some((l) => l.msg === 'interaction handled' && l.guild === g.id);
      await until(() => (machines.some(handled) ? true : undefined), 10_000, `guild ${i} handled`);
      const handledBy = machines.map(handled);
      expect(handledBy).toEqual([i === 0, i === 1]);
    }

    // Both machines' writes are in the one store.
    const shared = await openStore(storeUrl);
    cleanups.push(() => shared.close());
    const settings = shared.collection('settings', z.object({ reminderHours: z.number() }).passthrough());
    for (const [i, g] of guilds.entries()) {
      expect((await settings.get(g.id))?.value.reminderHours).toBe(10 + i);
    }

    for (const m of machines) m.child.kill('SIGTERM');
    expect(await Promise.all(machines.map((m) => m.exited))).toEqual([0, 0]);
  }, 300_000);
});
