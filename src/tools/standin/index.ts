/**
 * Local Discord stand-in: Discord's REST API and gateway on loopback, for end-to-end tests and the offline
 * demo. The real discord.js client connects to it unchanged:
 *
 *   const standIn = await startStandIn();
 *   const guild = standIn.createGuild({ name: 'Test' });
 *   const alice = standIn.createUser('alice');
 *   standIn.addMember(guild.id, alice);
 *   const client = new Client({ intents: [GatewayIntentBits.Guilds], rest: { api: standIn.apiUrl } });
 *   const ready = once(client, 'clientReady');           // fires after every GUILD_CREATE
 *   await client.login('any-token');                     // GET /gateway/bot, then the WebSocket
 *   await ready;
 *   const i = standIn.runSlashCommand({ user: alice, guildId: guild.id, channelId: guild.defaultChannelId, name: 'ping' });
 *   const reply = await i.response();                    // the stored message: content, embeds, components, files
 *   await standIn.close();
 *
 * It records what the bot sent (`messages`, `interactions`, `threads`, `requests`), enforces what Discord
 * enforces where tests care (one acknowledgement, 3 s to acknowledge, custom_id ≤ 100, permissions), and
 * can make routes fail (`failRoute`: 5xx, 429 with Retry-After, 403). Observe with `on('event', …)` or
 * `waitFor(probe)` rather than sleeping; `transcript()` renders everything as readable text.
 * Users act with `runSlashCommand`, `clickButton`, `selectMenu` and `submitModal`; what their Discord
 * client would not allow (a disabled button, a private thread they are not in) throws instead.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dmRoutes } from './dms.ts';
import { Gateway } from './gateway.ts';
import type { Hub, StandInEvent, StandInSettings } from './hub.ts';
import { snowflake, World } from './model.ts';
import { RestServer } from './rest.ts';
import { channelRoutes } from './routes-channels.ts';
import { interactionRoutes } from './routes-interactions.ts';
import { miscRoutes } from './routes-misc.ts';
import { threadRoutes } from './routes-threads.ts';
import { StandIn } from './standin.ts';

export type {
  ComponentInput,
  DmCommandInput,
  SelectInput,
  SlashCommandInput,
} from './actions.ts';
export type { FaultHandle, FaultSpec } from './faults.ts';
export type { ForgedInput } from './forge.ts';
export { describeMessage, formatEvent } from './format.ts';
export { shardOf } from './gateway.ts';
export type { InteractionHandle } from './handle.ts';
export type { Delivery, StandInEvent, StandInSettings } from './hub.ts';
export { Context, Install, PRIVATE_APP_PERMISSIONS } from './install.ts';
export type {
  CallbackRecord,
  ChannelModel,
  CommandRecord,
  GroupDmModel,
  InteractionRecord,
  MessageSnapshot,
  StandInUser,
  StoredAttachment,
  StoredMessage,
} from './model.ts';
export { controlsOf, hasControl, textOf } from './model.ts';
export type { SlashOptions, SlashOptionValue } from './options.ts';
export { DEFAULT_BOT, DEFAULT_EVERYONE, Perm } from './permissions.ts';
export type { RequestRecord } from './rest.ts';
export type { CreateGuildOptions, GuildInfo } from './setup.ts';

export { StandIn } from './standin.ts';

export interface StandInOptions {
  /** Port on 127.0.0.1; default 0 (random free port). */
  port?: number;
  /** The bot user; default `{ username: 'StandInBot' }` with a fresh id. */
  bot?: { id?: string; username?: string };
  /** Application id; default the bot user's id (as for Discord bots). */
  applicationId?: string;
  /** Shard count `GET /gateway/bot` recommends (used by `shards: 'auto'` and ShardingManager); default 1. */
  shards?: number;
  /** `max_concurrency` of `GET /gateway/bot`: shards of one client identifying in parallel; default 1. */
  maxConcurrency?: number;
  /**
   * Installation contexts the app supports (0 guild install, 1 user install); default both, as a new
   * app in the Developer Portal. Commands without `integration_types` get these.
   */
  integrationTypes?: number[];
  /** Gateway heartbeat interval sent in HELLO; default 41250 ms. */
  heartbeatIntervalMs?: number;
  /**
   * Partial settings; defaults: 3000 ms to acknowledge, 15 min tokens, permissions enforced, any token,
   * 1,000 active threads a guild.
   */
  settings?: Partial<StandInSettings>;
}

/** Start a stand-in on 127.0.0.1 (random port unless `opts.port`). */
export async function startStandIn(opts: StandInOptions = {}): Promise<StandIn> {
  const botId = opts.bot?.id ?? snowflake();
  const world = new World({ id: botId, username: opts.bot?.username ?? 'StandInBot' }, opts.applicationId ?? botId);
  if (opts.integrationTypes) world.integrationTypes = [...opts.integrationTypes];
  const settings: StandInSettings = {
    interactionTimeoutMs: 3000,
    enforcePermissions: true,
    interactionTokenTtlMs: 15 * 60_000,
    token: null,
    interactionDelivery: 'newest',
    maxActiveThreads: 1000,
    ...opts.settings,
  };
  let standIn: StandIn | null = null;
  let origin = '';
  const emit = (e: StandInEvent) => standIn?.emit(e);
  const gatewayUrl = () => `${origin.replace('http', 'ws')}/gateway`;
  const gateway = new Gateway(
    world,
    gatewayUrl,
    opts.heartbeatIntervalMs ?? 41_250,
    (event) => emit({ type: 'gateway', event }),
    () => settings.token,
  );
  const hub: Hub = { world, gateway, settings, origin: () => origin, emit };
  const rest = new RestServer(
    [
      ...miscRoutes(hub, gatewayUrl, { shards: opts.shards ?? 1, maxConcurrency: opts.maxConcurrency ?? 1 }),
      ...interactionRoutes(hub),
      ...channelRoutes(hub),
      ...dmRoutes(hub),
      ...threadRoutes(hub),
    ],
    (request) => emit({ type: 'request', request }),
    () => settings.token,
  );
  const server = createServer((req, res) => void rest.handle(req, res));
  gateway.attach(server);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  origin = `http://127.0.0.1:${port}`;
  standIn = new StandIn(server, gateway, rest, hub, port);
  return standIn;
}
