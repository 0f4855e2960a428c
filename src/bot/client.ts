/**
 * The discord.js client and login. Only the Guilds intent (no privileged
 * intents): interactions arrive regardless of intents, and Guilds keeps guilds,
 * channels, threads and roles cached for permission checks. `apiUrl` points REST,
 * and so the gateway lookup (`GET /gateway/bot`), at a proxy or the local stand-in.
 */
import { once } from 'node:events';
// REST from discord.js (its CommonJS copy of @discordjs/rest), so errors are discord.js's own DiscordAPIError.
import {
  Client,
  DiscordjsErrorCodes,
  Events,
  GatewayIntentBits,
  type InternalRequest,
  Options,
  REST,
  RESTEvents,
} from 'discord.js';
import type { Logger } from '../log.ts';
import { RestThread } from './rest-thread.ts';

export interface ClientOptions {
  apiUrl?: string | undefined;
}

/**
 * Cache sizing for a bot that only needs its live boards: a click carries the message it was on,
 * and the rare edit of another message (an old board's controls, a reminder) fetches it, so no
 * message is kept (5 a channel cost 13 MB of heap more, and growing, with 1,000 games:
 * docs/benchmarks.md, memory). Users and members arrive with every interaction and are
 * not needed afterwards: capped, the bot's own kept (permission checks read it). Caches of things
 * the bot never reads (presences, reactions, emojis, thread members…) are off. Guilds, channels
 * and roles keep discord.js's defaults (limiting them is unsupported); archived threads are swept
 * by the default sweeper. Measured by `npm run bench` (`rss_mb_after_10k_moves`, see docs/benchmarks.md).
 */
export const CACHE_LIMITS = {
  messagesPerChannel: 0,
  messageLifetimeS: 900,
  users: 1_000,
  members: 1_000,
} as const;

function makeCache() {
  const self = (x: { id: string; client: Client }) => x.id === x.client.user?.id;
  return Options.cacheWithLimits({
    ...Options.DefaultMakeCacheSettings,
    MessageManager: CACHE_LIMITS.messagesPerChannel,
    UserManager: { maxSize: CACHE_LIMITS.users, keepOverLimit: self },
    GuildMemberManager: { maxSize: CACHE_LIMITS.members, keepOverLimit: self },
    ThreadMemberManager: 0,
    PresenceManager: 0,
    ReactionManager: 0,
    ReactionUserManager: 0,
    GuildEmojiManager: 0,
    BaseGuildEmojiManager: 0,
    GuildStickerManager: 0,
    GuildScheduledEventManager: 0,
    StageInstanceManager: 0,
    VoiceStateManager: 0,
    GuildInviteManager: 0,
    GuildBanManager: 0,
    AutoModerationRuleManager: 0,
    DMMessageManager: 0,
    GuildMessageManager: CACHE_LIMITS.messagesPerChannel,
  });
}

export function createClient(opts: ClientOptions = {}): Client {
  const client = new Client({
    intents: [GatewayIntentBits.Guilds],
    makeCache: makeCache(),
    sweepers: {
      ...Options.DefaultSweeperSettings,
      messages: { interval: 300, lifetime: CACHE_LIMITS.messageLifetimeS },
    },
    // Games may ping the players they name, never @everyone or a role.
    allowedMentions: { parse: ['users'] },
    ...(opts.apiUrl ? { rest: { api: opts.apiUrl } } : {}),
  });
  exemptWebhooksFromGlobalLimit(client);
  return client;
}

/**
 * Whether Discord leaves a request out of the bot's global limit (50 requests a second for the
 * whole bot, every shard together): interaction endpoints and webhooks, which are authenticated by
 * the token in their path, not the bot's. discord.js already leaves interaction callbacks out; its
 * counter takes everything else, follow-up messages included.
 */
export function exemptFromGlobalLimit(request: Pick<InternalRequest, 'fullRoute' | 'auth'>): boolean {
  return request.auth === false && request.fullRoute.startsWith('/webhooks/');
}

/** Requests a second that discord.js lets the exempt requests make: no budget of Discord's, only a bound. */
const EXEMPT_PER_SECOND = 10_000;
/**
 * How often the exempt manager drops its idle route handlers. Each interaction token is a route of
 * its own, so each click left a handler behind until discord.js's hourly sweep: 3,000 more in the
 * heap after 3,000 moves (a heap snapshot's count), growing with every move.
 */
const EXEMPT_SWEEP_MS = 30_000;

const exemptManagers = new WeakMap<Client, REST>();

/** The REST manager of a client's exempt requests (tests). */
export const exemptRest = (client: Client): REST | undefined => exemptManagers.get(client);

/**
 * Sends the requests `exemptFromGlobalLimit` names through a REST manager of their own, so that
 * they neither wait for nor use up the bot's global budget; their routes' own limits (a
 * follow-up's 5 per 2 s per interaction, read from Discord's headers) still hold there. The
 * boards a click brings are such follow-ups (src/session/moves.ts), so moves do not spend the
 * budget that reminders, threads and everything else share.
 */
function exemptWebhooksFromGlobalLimit(client: Client): void {
  const main = client.rest;
  const exempt = new REST({
    ...main.options,
    globalRequestsPerSecond: EXEMPT_PER_SECOND,
    handlerSweepInterval: EXEMPT_SWEEP_MS,
  });
  for (const event of [RESTEvents.RateLimited, RESTEvents.Response] as const)
    exempt.on(event, (...args: unknown[]) => (main.emit as (e: string, ...a: unknown[]) => boolean)(event, ...args));
  exemptManagers.set(client, exempt);
  const queue = main.queueRequest.bind(main);
  main.queueRequest = (request) => {
    const thread = restThreads.get(client);
    if (thread?.takes(request)) return thread.queueRequest(request);
    return exemptFromGlobalLimit(request) ? exempt.queueRequest(request) : queue(request);
  };
}

const restThreads = new WeakMap<Client, RestThread>();
/**
 * The thread sweeps its idle handlers (one per interaction token) more often than the main
 * thread's manager (30 s): they are all it keeps between requests, and its heap is collected only
 * when it grows (a full run with 30 s: its heap swung between 24 and 48 MB; with 5 s, 22–25 MB).
 */
const THREAD_SWEEP_MS = 5_000;

/**
 * Starts the client's REST thread (src/bot/rest-thread.ts), which then sends the requests a token
 * in their path authenticates, with the exempt manager's budget and sweeps; until it is up, and if
 * it stops, they are sent from here. Resolves with the thread once it takes requests.
 */
export async function startRestThread(client: Client, log: Logger): Promise<RestThread> {
  const thread = new RestThread(
    client.rest,
    { globalRequestsPerSecond: EXEMPT_PER_SECOND, handlerSweepInterval: THREAD_SWEEP_MS },
    log,
  );
  restThreads.set(client, thread);
  if (!(await thread.start())) log.warn('the REST thread did not start; requests are sent from the main thread');
  return thread;
}

/** A login failure explained in one line for the host (main prints it and exits 1). */
export class LoginError extends Error {
  override name = 'LoginError';
}

/**
 * Logs in and resolves once the client is ready (guilds received). Turns the
 * usual failures into a LoginError: a token Discord rejects (401 on
 * `/gateway/bot`, or gateway close 4004) and an unreachable API.
 */
export async function login(client: Client, token: string, opts: { readyTimeoutMs?: number } = {}): Promise<void> {
  const controller = new AbortController();
  const ready = once(client, Events.ClientReady, { signal: controller.signal });
  ready.catch(() => undefined);
  try {
    await client.login(token);
  } catch (err) {
    controller.abort();
    throw explainLoginError(err, client.options.rest?.api);
  }
  const timer = setTimeout(() => controller.abort(), opts.readyTimeoutMs ?? 60_000);
  try {
    await ready;
  } catch {
    throw new LoginError('Connected to the Discord gateway but never became ready (no guilds received in time)');
  } finally {
    clearTimeout(timer);
  }
}

export function explainLoginError(err: unknown, apiUrl: string | undefined): Error {
  const e = err as {
    code?: unknown;
    message?: string;
    cause?: { code?: string; message?: string };
  };
  if (e?.code === DiscordjsErrorCodes.TokenInvalid || e?.message === 'Authentication failed') {
    return new LoginError(
      `DISCORD_TOKEN was rejected by Discord: ${e.message?.replace(/\.$/, '')}. Copy a fresh token (Developer Portal → your application → Bot → Reset Token) into .env`,
    );
  }
  const network = e?.cause?.code ?? (e as { code?: string })?.code;
  if (
    typeof network === 'string' &&
    /^(ECONNREFUSED|ENOTFOUND|EAI_AGAIN|ETIMEDOUT|ECONNRESET|UND_ERR_)/.test(network)
  ) {
    return new LoginError(
      `Could not reach Discord at ${apiUrl ?? 'https://discord.com/api'} (${network}): check the network${apiUrl ? ' and DISCORD_API_URL' : ''}`,
    );
  }
  return err instanceof Error ? err : new Error(String(err));
}
