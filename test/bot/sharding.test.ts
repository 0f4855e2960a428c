/**
 * `npm run start:sharded`: a real discord.js ShardingManager starting one bot
 * process per shard against the stand-in; each shard serves its own guilds, and
 * SIGTERM stops them all.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MessageFlags } from 'discord.js';
import { afterEach, describe, expect, it } from 'vitest';
import { parseTotalShards } from '../../src/shard.ts';
import { shardOf, startStandIn } from '../../src/tools/standin/index.ts';
import { RELAXED_ACK_WINDOW_MS } from './harness.ts';
import { spawnEntry, until } from './process.ts';

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c().catch(() => undefined);
});

describe('TOTAL_SHARDS', () => {
  it.each([
    [undefined, 'auto'],
    ['', 'auto'],
    ['auto', 'auto'],
    ['3', 3],
  ])('%j → %j', (value, expected) => {
    expect(parseTotalShards(value)).toBe(expected);
  });
  it.each(['0', '-1', '1.5', 'many'])('rejects %j with a line saying what to set', (value) => {
    expect(() => parseTotalShards(value)).toThrow(/TOTAL_SHARDS must be/);
  });
});

describe('npm run start:sharded', () => {
  it('runs one process per shard (Discord recommends 2), each answering its own guilds, and stops on SIGTERM', async () => {
    // What is tested is sharding, not the 3 s window (see harness.ts).
    const standIn = await startStandIn({
      shards: 2,
      maxConcurrency: 2,
      settings: { interactionTimeoutMs: RELAXED_ACK_WINDOW_MS },
    });
    cleanups.push(() => standIn.close());
    const guilds = [0, 1].map((shard) =>
      standIn.createGuild({ name: `Shard ${shard} club`, shardOf: [shard, 2] as [number, number] }),
    );
    expect(guilds.map((g) => shardOf(g.id, 2))).toEqual([0, 1]);
    const alice = standIn.createUser('alice');
    for (const g of guilds) standIn.addMember(g.id, alice);

    const dir = mkdtempSync(join(tmpdir(), 'shards-'));
    const manager = spawnEntry('src/shard.ts', {
      DISCORD_TOKEN: 'stand-in-token',
      DISCORD_CLIENT_ID: standIn.applicationId,
      DISCORD_API_URL: standIn.apiUrl,
      // Both shards on one machine may share one SQLite file.
      STORE_URL: `sqlite://${dir}/bot.sqlite`,
      LOG_LEVEL: 'info',
    });
    cleanups.push(async () => manager.kill());
    await until(
      () => manager.lines.find((l) => l.msg === 'all shards started'),
      180_000,
      `all shards started (stderr: ${manager.stderr()})`,
    );
    expect(manager.lines.find((l) => l.msg === 'all shards started')).toMatchObject({ shards: 2 });
    // The manager logs 'all shards started' once each shard reported ready over IPC; a shard logs
    // 'bot ready' on its own stdout a moment later, so the last one can arrive after the manager's line.
    await until(
      () => (manager.lines.filter((l) => l.msg === 'bot ready').length === 2 ? true : undefined),
      20_000,
      'both shards logging "bot ready"',
    );
    expect(manager.lines.filter((l) => l.msg === 'bot ready')).toHaveLength(2);

    for (const g of guilds) {
      const help = await standIn
        .runSlashCommand({ user: alice, guildId: g.id, channelId: g.defaultChannelId, name: 'help' })
        .response();
      expect(help.flags & MessageFlags.Ephemeral).toBe(MessageFlags.Ephemeral);
      expect(JSON.stringify(help.embeds)).toContain('/help');
    }

    manager.child.kill('SIGTERM');
    expect(await manager.exited).toBe(0);
    await until(
      () => (manager.lines.filter((l) => l.msg === 'store closed; bye').length === 2 ? true : undefined),
      20_000,
      'both shards closing their store',
    );
  }, 240_000);
});
