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
 */
import { fileURLToPath } from 'node:url';
import { ShardingManager } from 'discord.js';
import { type Config, ConfigError, loadConfig, readSettingsOrReport } from './bot/config.ts';
import { createLogger } from './log.ts';

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

export async function startShards(config: Config, total: number | 'auto'): Promise<ShardingManager> {
  const gateway = await gatewayInfo(config);
  const totalShards = total === 'auto' ? gateway.shards : total;
  const manager = new ShardingManager(fileURLToPath(new URL('./main.ts', import.meta.url)), {
    token: config.token,
    totalShards,
    mode: 'process',
    // The shard processes run the TypeScript sources, as `npm start` does; tsx is resolved from
    // here, not from the working directory.
    execArgv: ['--import', import.meta.resolve('tsx')],
    respawn: true,
  });
  // Discord allows max_concurrency identifies per 5 s: space the shards' starts accordingly.
  await manager.spawn({ timeout: 120_000, delay: Math.ceil(5500 / gateway.maxConcurrency) });
  return manager;
}

async function run(): Promise<number> {
  const settings = readSettingsOrReport(() => ({
    config: loadConfig(),
    total: parseTotalShards(process.env.TOTAL_SHARDS),
  }));
  if (!settings) return 1;
  const { config, total } = settings;
  const logger = createLogger({ level: config.logLevel });
  const manager = await startShards(config, total).catch((err: Error) => {
    console.error(`Could not start the shards: ${err.message}`);
    return undefined;
  });
  if (!manager) return 1;
  logger.info({ shards: manager.totalShards }, 'all shards started');
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
