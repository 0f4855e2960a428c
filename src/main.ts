/**
 * `npm start`: config → logger → store → bot → login, and a clean shutdown on
 * SIGINT/SIGTERM (new interactions are told "restarting", in-flight ones finish
 * within 10 s, the client is destroyed, the store closed, exit 0). Problems a
 * host must fix (settings, token, store URL, an old Node.js) are printed as one
 * line on stderr with exit code 1. With HEALTH_PORT set it also serves
 * /healthz, /readyz and /metrics (src/ops/health.ts).
 */
import './ops/require-node.ts';
import { realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { RunningBot, StartBotOptions } from './app.ts';
import { loadConfig, readSettingsOrReport } from './bot/config.ts';
import { createLogger } from './log.ts';

export type { RunningBot, StartBotOptions };

/** The whole bot (see src/app.ts), loaded lazily so a settings error is reported without loading discord.js. */
export async function startBot(opts: StartBotOptions): Promise<RunningBot> {
  return (await import('./app.ts')).startBot(opts);
}

/**
 * A signal repeated within this long of the first is ignored: `npm start` under a supervisor
 * signals the whole process group, so npm and node each pass SIGTERM on (and tsx, for a bot run
 * under it), and the bot gets it twice within milliseconds. A signal after this long forces an exit (status 1).
 */
export const SIGNAL_GRACE_MS = 5000;

/** Under a ShardingManager, each shard process serves health on HEALTH_PORT + its shard id. */
function healthPortFor(port: number | undefined): number | undefined {
  const shard = Number(process.env.SHARDS);
  if (port === undefined || port === 0 || !process.env.SHARDING_MANAGER || !Number.isInteger(shard)) return port;
  return port + shard;
}

export async function main(): Promise<number> {
  const config = readSettingsOrReport(() => loadConfig());
  if (!config) return 1;
  const logger = createLogger({ level: config.logLevel });
  const metrics = await import('./ops/metrics.ts');
  metrics.collectProcessMetrics(process.env.SHARDING_MANAGER ? { shard: String(process.env.SHARDS) } : {});
  // One failing interaction must not take the bot down; the router already catches
  // handler errors, these catch what escapes elsewhere (library callbacks, timers).
  process.on('unhandledRejection', (err) => logger.error({ err }, 'unhandled rejection'));
  process.on('uncaughtException', (err) => logger.error({ err }, 'uncaught exception'));
  const [{ openStore }, { LoginError }] = await Promise.all([import('./store/index.ts'), import('./bot/client.ts')]);

  let store: Awaited<ReturnType<typeof openStore>>;
  try {
    // `observe` reports every store operation to the metrics.
    store = await openStore(config.storeUrl, { logger, observe: metrics.observeStore });
  } catch (err) {
    console.error(`Could not open the store (STORE_URL): ${(err as Error).message}`);
    return 1;
  }

  let bot: RunningBot;
  try {
    bot = await startBot({ config, store, logger });
  } catch (err) {
    await store.close().catch(() => undefined);
    if (err instanceof LoginError) {
      console.error(err.message);
      return 1;
    }
    logger.fatal({ err }, 'startup failed');
    return 1;
  }

  if (bot.client.guilds.cache.size === 0) {
    const { inviteUrl } = await import('./bot/permissions.ts');
    logger.warn(
      { invite: inviteUrl(config.clientId) },
      `the bot is in no server yet: invite it with ${inviteUrl(config.clientId)}`,
    );
  }

  let health: { port: number; close(): Promise<void> } | undefined;
  const port = healthPortFor(config.healthPort);
  if (port !== undefined) {
    const [{ startHealthServer }, { botReadinessChecks }] = await Promise.all([
      import('./ops/health.ts'),
      import('./ops/checks.ts'),
    ]);
    try {
      health = await startHealthServer({
        port,
        host: config.healthHost,
        checks: botReadinessChecks(bot.client, store),
        registry: metrics.registry,
      });
      logger.info({ port: health.port, host: config.healthHost }, 'health and metrics server listening');
    } catch (err) {
      // Health is an aid, not the service: a taken port is logged, the bot keeps serving.
      logger.error({ err }, 'could not start the health and metrics server');
    }
  }

  let stopping: number | undefined;
  const shutdown = async (reason: string, exitCode: 0 | 1) => {
    if (stopping !== undefined) {
      if (Date.now() - stopping < SIGNAL_GRACE_MS) {
        logger.info({ reason }, 'already stopping: repeated signal ignored');
        return;
      }
      logger.warn({ reason }, 'signal while stopping: exiting now');
      process.exit(1);
    }
    stopping = Date.now();
    logger.info({ reason }, 'shutting down');
    try {
      await health?.close();
      await bot.stop();
      await store.close();
      logger.info('store closed; bye');
      process.exit(exitCode);
    } catch (err) {
      logger.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', (s) => void shutdown(s, 0));
  process.on('SIGTERM', (s) => void shutdown(s, 0));
  // The gateway closed with a code discord.js gives up on (a reset token, disallowed intents):
  // exit 1 so the host or its supervisor sees it, rather than idling offline.
  const { Events } = await import('discord.js');
  bot.client.once(Events.ShardDisconnect, (event) => void shutdown(`gateway closed with code ${event.code}`, 1));
  return 0;
}

const invokedDirectly = process.argv[1] && import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href;
if (invokedDirectly) {
  main().then(
    (code) => {
      if (code !== 0) process.exit(code);
    },
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}
