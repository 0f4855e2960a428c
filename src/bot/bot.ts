/**
 * `startDiscord`: the Discord transport in one call: the client, the command registry, the one
 * interaction router, the REST thread, login and an orderly stop. It knows no game and no session:
 * the composition root (src/app.ts) adds those to the context through `extendContext` and starts
 * what runs beside the router through `setup`.
 */

import { Events, RESTEvents } from 'discord.js';
import { createLogger, type Logger } from '../log.ts';
import { observeRateLimit } from '../ops/metrics.ts';
import { allocator } from '../ops/node-flags.ts';
import { openStore, type Store } from '../store/index.ts';
import { createClient, login, startRestThread } from './client.ts';
import type { Config } from './config.ts';
import { answerDropped } from './dropped.ts';
import type { FloodLimits } from './flood.ts';
import { CommandRegistry } from './registry.ts';
import { InteractionRouter } from './router.ts';
import { type BotContext, type BotCore, type Clock, type Disposer, type SlashCommand, systemClock } from './types.ts';

export interface StartBotOptions {
  config: Pick<Config, 'token'> & Partial<Config>;
  /** An open store (the caller closes it); default: `openStore(config.storeUrl)`, closed by stop(). */
  store?: Store;
  logger?: Logger;
  clock?: Clock;
  /** Default: every file in commands/. */
  commands?: readonly SlashCommand[] | CommandRegistry;
  /** Overrides config.apiUrl (e.g. the stand-in's). */
  apiUrl?: string;
  /** Unanswered interactions are deferred after this long (default 2000 ms). */
  autoDeferMs?: number;
  /** stop() waits this long at most for in-flight interactions (default 10 s). */
  drainTimeoutMs?: number;
  readyTimeoutMs?: number;
  /** Per-person flood limits (default: DEFAULT_FLOOD_LIMITS in flood.ts). */
  flood?: Partial<FloodLimits>;
  /** Adds the services that other layers declare on BotContext (see types.ts). */
  extendContext: (core: BotCore) => BotContext | Promise<BotContext>;
  /** Run once the context is built, before the commands' own init and the login (e.g. store upgrades,
   *  timers); its disposer runs at stop, after the commands'. */
  setup?: (ctx: BotContext) => Promise<Disposer | undefined>;
}

export interface RunningBot {
  client: BotContext['client'];
  ctx: BotContext;
  router: InteractionRouter;
  /** Refuses new interactions ("restarting"), waits for in-flight ones, destroys the client, closes an owned store. */
  stop(): Promise<void>;
}

export async function startDiscord(opts: StartBotOptions): Promise<RunningBot> {
  const logger = opts.logger ?? createLogger({ level: opts.config.logLevel ?? 'info' });
  const registry =
    opts.commands instanceof CommandRegistry
      ? opts.commands
      : opts.commands
        ? new CommandRegistry(opts.commands)
        : await CommandRegistry.load();
  const ownsStore = !opts.store;
  const store = opts.store ?? (await openStore(opts.config.storeUrl, { logger }));
  const client = createClient({ apiUrl: opts.apiUrl ?? opts.config.apiUrl });
  const core: BotCore = {
    store,
    logger,
    clock: opts.clock ?? systemClock,
    client,
    registry,
  };

  const disposers: Disposer[] = [];
  const dispose = async () => {
    for (const d of disposers.splice(0)) {
      await Promise.resolve()
        .then(d)
        .catch((err) => logger.error({ err }, 'a command failed to shut down'));
    }
  };
  try {
    // Sends the clicks' answers and boards off the main thread (src/bot/rest-thread.ts) unless
    // REST_THREAD=off; ended once the interactions have drained, before the client.
    const restThread = opts.config.restThread === false ? undefined : startRestThread(client, logger);
    if (restThread) disposers.push(async () => (await restThread).close());
    const ctx = await opts.extendContext(core);
    const setUp = await opts.setup?.(ctx);
    for (const command of registry.commands) {
      const disposer = await command.init?.(ctx);
      if (typeof disposer === 'function') disposers.push(disposer);
    }
    if (setUp) disposers.push(setUp);
    const router = new InteractionRouter(ctx, {
      autoDeferMs: opts.autoDeferMs,
      ...(opts.flood ? { flood: opts.flood } : {}),
    });
    client.on(Events.InteractionCreate, (interaction) => void router.handle(interaction));
    answerDropped(client, logger);
    client.on(Events.Error, (err) => logger.error({ err }, 'discord client error'));
    client.on(Events.Warn, (message) => logger.warn({ message }, 'discord client warning'));
    // Only for close codes discord.js will not recover from (e.g. 4004: the token was reset).
    client.on(Events.ShardDisconnect, (event, shard) =>
      logger.error({ code: event.code, shard }, 'gateway closed for good'),
    );
    // 'rateLimited': discord.js waits before sending (known bucket exhausted); a 429 response is retried by it.
    client.rest.on(RESTEvents.RateLimited, (info) => {
      observeRateLimit(info.global ? 'global' : 'route', 'bucket', info.retryAfter);
      logger.warn({ route: info.route, retryAfter: info.retryAfter }, 'rate limit: waiting');
    });
    client.rest.on(RESTEvents.Response, (request, response) => {
      if (response.status !== 429) return;
      observeRateLimit(response.headers.get('x-ratelimit-global') ? 'global' : 'route', '429');
      logger.warn({ method: request.method, route: request.route }, 'rate limited (429), retrying');
    });

    await restThread;
    await login(client, opts.config.token, {
      readyTimeoutMs: opts.readyTimeoutMs,
    });
    logger.info(
      {
        user: client.user?.tag,
        guilds: client.guilds.cache.size,
        commands: registry.names,
        store: store.kind,
        allocator: allocator(),
      },
      'bot ready',
    );

    let stopping: Promise<void> | undefined;
    const stop = () => {
      stopping ??= (async () => {
        router.stopAccepting();
        const inFlight = router.inFlight;
        const drained = await router.drain(opts.drainTimeoutMs ?? 10_000);
        logger.info(
          { inFlight, drained },
          drained ? 'in-flight interactions finished' : 'gave up waiting for interactions',
        );
        await dispose();
        await client.destroy();
        if (ownsStore) await store.close();
      })();
      return stopping;
    };
    return { client, ctx, router, stop };
  } catch (err) {
    await dispose();
    await client.destroy().catch(() => undefined);
    if (ownsStore) await store.close().catch(() => undefined);
    throw err;
  }
}
