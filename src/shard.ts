/**
 * `npm run start:sharded`: discord.js sharding for hosts who outgrow one process.
 * A ShardingManager starts one `src/main.ts` process per shard (discord.js hands
 * each its shard through SHARDS/SHARD_COUNT); every shard serves its own guilds.
 * One game lives in one guild, so it is always served by one process, whose
 * per-game lock and state versions keep its moves in order. All shards must share
 * one store: point STORE_URL at Redis or PostgreSQL (SQLite works only while every
 * shard runs on the same machine).
 *
 * TOTAL_SHARDS: a number, or `auto` (default) for Discord's recommendation from
 * `GET /gateway/bot`, asked of DISCORD_API_URL when set (a proxy or the stand-in).
 * The shard processes inherit the environment, DISCORD_API_URL included.
 *
 * Several machines: each runs the shard ids SHARD_IDS names (`0-3`, `4-7`, or a list
 * `0,2,5`) out of TOTAL_SHARDS (then a number, the same on every machine), all against
 * one Redis or PostgreSQL, and every process sends its REST calls through one shared
 * rate-limit proxy (DISCORD_API_URL), since Discord's global limit is per bot. The
 * variable is not `SHARDS`: discord.js reads that one in every client it starts.
 */
import './ops/require-node.ts';
import { fileURLToPath } from 'node:url';
import { ShardingManager } from 'discord.js';
import { type Config, ConfigError, loadConfig, readSettingsOrReport } from './bot/config.ts';
import { createLogger } from './log.ts';
import { BOT_NODE_FLAGS } from './ops/node-flags.ts';

/** Discord's recommended shard count and identify concurrency for this token (`GET /gateway/bot`). */
export async function gatewayInfo(config: Config): Promise<{ shards: number; maxConcurrency: number }> {
  const base = (config.apiUrl ?? 'https://discord.com/api').replace(/\/+$/, '');
  const res = await fetch(`${base}/v10/gateway/bot`, { headers: { Authorization: `Bot ${config.token}` } });
  if (res.status === 401) throw new ConfigError('DISCORD_TOKEN was rejected by Discord (401 on /gateway/bot)');
  if (!res.ok) throw new Error(`GET /gateway/bot answered ${res.status}`);
  const body = (await res.json()) as { shards?: unknown; session_start_limit?: { max_concurrency?: unknown } };
  const positive = (v: unknown) => (typeof v === 'number' && v > 0 ? v : 1);
  return { shards: positive(body.shards), maxConcurrency: positive(body.session_start_limit?.max_concurrency) };
}

export function parseTotalShards(value: string | undefined): number | 'auto' {
  if (value === undefined || value.trim() === '' || value.trim() === 'auto') return 'auto';
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new ConfigError('TOTAL_SHARDS must be a whole number of shards or "auto"');
  return n;
}

/**
 * SHARD_IDS: which shards this machine runs, `a-b` ranges and single ids separated by commas, each
 * below `total`; unset → all of them. Needs a numeric TOTAL_SHARDS: machines must agree on it.
 */
export function parseShardIds(value: string | undefined, total: number | 'auto'): number[] | 'all' {
  if (value === undefined || value.trim() === '') return 'all';
  if (total === 'auto') {
    throw new ConfigError('SHARD_IDS needs TOTAL_SHARDS set to a number, the same on every machine');
  }
  const ids = new Set<number>();
  for (const part of value.split(',')) {
    const m = /^\s*(\d+)\s*(?:-\s*(\d+)\s*)?$/.exec(part);
    const [from, to] = m ? [Number(m[1]), Number(m[2] ?? m[1])] : [Number.NaN, Number.NaN];
    if (!m || from > to || to >= total) {
      throw new ConfigError(
        `SHARD_IDS must be shard ids or ranges below TOTAL_SHARDS (${total}), such as 0-3 or 0,2,5: "${part.trim()}" is not`,
      );
    }
    for (let id = from; id <= to; id++) ids.add(id);
  }
  return [...ids].sort((a, b) => a - b);
}

export async function startShards(
  config: Config,
  total: number | 'auto',
  shardIds: number[] | 'all' = 'all',
): Promise<ShardingManager> {
  const gateway = await gatewayInfo(config);
  const totalShards = total === 'auto' ? gateway.shards : total;
  // Each shard process runs src/main.ts as `npm start` does: node, the bot's flags, src/run.mjs.
  const manager = new ShardingManager(fileURLToPath(new URL('./run.mjs', import.meta.url)), {
    token: config.token,
    totalShards,
    shardList: shardIds === 'all' ? 'auto' : shardIds,
    mode: 'process',
    shardArgs: [fileURLToPath(new URL('./main.ts', import.meta.url))],
    execArgv: [...BOT_NODE_FLAGS],
    respawn: true,
  });
  // Discord allows max_concurrency identifies per 5 s: space the shards' starts accordingly.
  await manager.spawn({ timeout: 120_000, delay: Math.ceil(5500 / gateway.maxConcurrency) });
  return manager;
}

async function run(): Promise<number> {
  const settings = readSettingsOrReport(() => {
    const config = loadConfig();
    const total = parseTotalShards(process.env.TOTAL_SHARDS);
    return { config, total, shardIds: parseShardIds(process.env.SHARD_IDS, total) };
  });
  if (!settings) return 1;
  const { config, total, shardIds } = settings;
  const logger = createLogger({ level: config.logLevel });
  const manager = await startShards(config, total, shardIds).catch((err: Error) => {
    console.error(`Could not start the shards: ${err.message}`);
    return undefined;
  });
  if (!manager) return 1;
  logger.info({ shards: manager.totalShards, here: [...manager.shards.keys()] }, 'all shards started');
  const stop = (signal: NodeJS.Signals) => {
    logger.info({ signal }, 'stopping shards');
    // Each shard process shuts down cleanly on SIGTERM (see main.ts); none is respawned.
    manager.respawn = false;
    for (const shard of manager.shards.values()) shard.process?.kill('SIGTERM');
    setTimeout(() => process.exit(0), 15_000).unref();
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  return 0;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  run().then((code) => {
    if (code !== 0) process.exit(code);
  });
}
