/**
 * `npm start`: config → logger → store → bot → login, and a clean shutdown on
 * SIGINT/SIGTERM (new interactions are told "restarting", in-flight ones finish
 * within 10 s, the client is destroyed, the store closed, exit 0). Problems a
 * host must fix (settings, token, store URL) are printed as one line on stderr
 * with exit code 1.
 */
import { realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { RunningBot, StartBotOptions } from './bot/bot.ts';
import { loadConfig, readSettingsOrReport } from './bot/config.ts';
import { createLogger } from './log.ts';

export type { RunningBot, StartBotOptions };

/** The whole bot (see src/bot/bot.ts), loaded lazily so a settings error is reported without loading discord.js. */
export async function startBot(opts: StartBotOptions): Promise<RunningBot> {
  return (await import('./bot/bot.ts')).startBot(opts);
}

export async function main(): Promise<number> {
  const config = readSettingsOrReport(() => loadConfig());
  if (!config) return 1;
  const logger = createLogger({ level: config.logLevel });
  // One failing interaction must not take the bot down; the router already catches
  // handler errors, these catch what escapes elsewhere (library callbacks, timers).
  process.on('unhandledRejection', (err) => logger.error({ err }, 'unhandled rejection'));
  process.on('uncaughtException', (err) => logger.error({ err }, 'uncaught exception'));
  const [{ openStore }, { LoginError }] = await Promise.all([import('./store/index.ts'), import('./bot/client.ts')]);

  let store: Awaited<ReturnType<typeof openStore>>;
  try {
    store = await openStore(config.storeUrl, { logger });
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

  let stopping = false;
  const shutdown = async (reason: string, exitCode: 0 | 1) => {
    if (stopping) {
      logger.warn({ reason }, 'second signal: exiting now');
      process.exit(1);
    }
    stopping = true;
    logger.info({ reason }, 'shutting down');
    try {
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
