/**
 * Gateway discovery, users, the application and its commands (stored per scope), guilds and members.
 */
import type { Hub } from './hub.ts';
import { type CommandRecord, snowflake } from './model.ts';
import { channelPayload, memberPayload, rolePayload, userPayload } from './payloads.ts';
import { ApiError, type RestRequest, type RouteDef } from './rest.ts';

function requireGuild(hub: Hub, id: string | undefined) {
  const guild = hub.world.guild(id ?? '');
  if (!guild) throw new ApiError(404, 10004, 'Unknown Guild');
  // A guild where the app is only used through users' installs is closed to the bot.
  if (!hub.world.botIn(guild.id)) throw new ApiError(403, 50001, 'Missing Access');
  return guild;
}

function requireApp(hub: Hub, req: RestRequest): void {
  if (req.params.appId !== hub.world.applicationId) throw new ApiError(404, 10002, 'Unknown Application');
}

function commandPayload(c: CommandRecord) {
  return {
    ...c.raw,
    id: c.id,
    application_id: c.applicationId,
    ...(c.guildId ? { guild_id: c.guildId } : {}),
    name: c.name,
    type: c.type,
    description: c.description,
    options: c.options,
    version: c.id,
    default_member_permissions: c.raw.default_member_permissions ?? null,
    nsfw: false,
    integration_types: c.integrationTypes,
    contexts: c.contexts,
  };
}

/** Bulk overwrite: Discord keeps ids of commands whose name and type match. */
function overwriteCommands(hub: Hub, scope: string, guildId: string | null, body: unknown) {
  if (!Array.isArray(body)) throw new ApiError(400, 50035, 'Invalid Form Body');
  const previous = hub.world.commands.get(scope) ?? [];
  const names = new Set<string>();
  const list = body.map((raw: Record<string, unknown>): CommandRecord => {
    const name = String(raw.name ?? '');
    const type = Number(raw.type ?? 1);
    if (!/^[-_\p{L}\p{N}]{1,32}$/u.test(name) || (type === 1 && name !== name.toLowerCase())) {
      throw new ApiError(400, 50035, 'Invalid Form Body', {
        name: { _errors: [{ code: 'APPLICATION_COMMAND_INVALID_NAME' }] },
      });
    }
    if (names.has(`${type}:${name}`)) {
      throw new ApiError(400, 50035, 'Invalid Form Body', {
        name: { _errors: [{ code: 'APPLICATION_COMMANDS_DUPLICATE_NAME' }] },
      });
    }
    names.add(`${type}:${name}`);
    const old = previous.find((c) => c.name === name && c.type === type);
    return {
      id: old?.id ?? snowflake(),
      applicationId: hub.world.applicationId,
      guildId,
      name,
      type,
      description: String(raw.description ?? ''),
      options: Array.isArray(raw.options) ? raw.options : [],
      integrationTypes: Array.isArray(raw.integration_types)
        ? raw.integration_types.map(Number)
        : [...hub.world.integrationTypes],
      contexts: Array.isArray(raw.contexts) ? raw.contexts.map(Number) : null,
      raw,
    };
  });
  hub.world.commands.set(scope, list);
  hub.emit({ type: 'commandsUpdate', scope, commands: list });
  return { status: 200, body: list.map(commandPayload) };
}

/** What `GET /gateway/bot` reports: recommended shard count and identify concurrency. */
export interface GatewayInfo {
  shards: number;
  maxConcurrency: number;
}

export function miscRoutes(hub: Hub, gatewayUrl: () => string, info: GatewayInfo): RouteDef[] {
  const app = '/applications/:appId';
  return [
    {
      method: 'GET',
      pattern: '/gateway',
      handler: () => ({ status: 200, body: { url: gatewayUrl() } }),
    },
    {
      method: 'GET',
      pattern: '/gateway/bot',
      handler: () => ({
        status: 200,
        body: {
          url: gatewayUrl(),
          shards: info.shards,
          session_start_limit: {
            total: 1000,
            remaining: 999,
            reset_after: 14_400_000,
            max_concurrency: info.maxConcurrency,
          },
        },
      }),
    },
    {
      method: 'GET',
      pattern: '/users/@me',
      handler: () => ({ status: 200, body: userPayload(hub.world.bot) }),
    },
    {
      method: 'GET',
      pattern: '/users/:userId',
      handler: (req) => {
        const user = hub.world.users.get(req.params.userId ?? '');
        if (!user) throw new ApiError(404, 10013, 'Unknown User');
        return { status: 200, body: userPayload(user) };
      },
    },
    {
      method: 'GET',
      pattern: '/applications/@me',
      handler: () => ({
        status: 200,
        body: {
          id: hub.world.applicationId,
          name: hub.world.bot.username,
          flags: 0,
          bot_public: true,
          bot: userPayload(hub.world.bot),
          // The installation contexts the app supports (Developer Portal → Installation).
          integration_types_config: Object.fromEntries(
            hub.world.integrationTypes.map((t) => [String(t), { oauth2_install_params: null }]),
          ),
          approximate_guild_count: [...hub.world.guilds.keys()].filter((g) => hub.world.botIn(g)).length,
          approximate_user_install_count: hub.world.userInstalls.size,
        },
      }),
    },
    {
      method: 'PUT',
      pattern: `${app}/commands`,
      handler: (req) => {
        requireApp(hub, req);
        return overwriteCommands(hub, 'global', null, req.body);
      },
    },
    {
      method: 'GET',
      pattern: `${app}/commands`,
      handler: (req) => {
        requireApp(hub, req);
        return {
          status: 200,
          body: (hub.world.commands.get('global') ?? []).map(commandPayload),
        };
      },
    },
    {
      method: 'PUT',
      pattern: `${app}/guilds/:guildId/commands`,
      handler: (req) => {
        requireApp(hub, req);
        const guild = requireGuild(hub, req.params.guildId);
        return overwriteCommands(hub, guild.id, guild.id, req.body);
      },
    },
    {
      method: 'GET',
      pattern: `${app}/guilds/:guildId/commands`,
      handler: (req) => {
        requireApp(hub, req);
        const guild = requireGuild(hub, req.params.guildId);
        return {
          status: 200,
          body: (hub.world.commands.get(guild.id) ?? []).map(commandPayload),
        };
      },
    },
    {
      method: 'GET',
      pattern: '/guilds/:guildId',
      handler: (req) => {
        const g = requireGuild(hub, req.params.guildId);
        const roles = [...g.roles.values()].map(rolePayload);
        return {
          status: 200,
          body: {
            id: g.id,
            name: g.name,
            owner_id: g.ownerId,
            roles,
            features: [],
            emojis: [],
            stickers: [],
          },
        };
      },
    },
    {
      method: 'GET',
      pattern: '/guilds/:guildId/channels',
      handler: (req) => {
        const g = requireGuild(hub, req.params.guildId);
        const list = [...hub.world.channels.values()].filter((c) => c.guildId === g.id && c.parentId === null);
        return {
          status: 200,
          body: list.map((c) => channelPayload(hub.world, c)),
        };
      },
    },
    {
      method: 'GET',
      pattern: '/guilds/:guildId/roles',
      handler: (req) => ({
        status: 200,
        body: [...requireGuild(hub, req.params.guildId).roles.values()].map(rolePayload),
      }),
    },
    {
      method: 'GET',
      pattern: '/guilds/:guildId/members',
      handler: (req) => {
        const g = requireGuild(hub, req.params.guildId);
        const after = BigInt(req.query.get('after') ?? '0');
        const limit = Math.min(Number(req.query.get('limit') ?? 1), 1000);
        const list = [...g.members.values()]
          .filter((m) => BigInt(m.userId) > after)
          .sort((a, b) => (BigInt(a.userId) < BigInt(b.userId) ? -1 : 1))
          .slice(0, limit);
        return { status: 200, body: list.map((m) => memberPayload(hub.world, m)) };
      },
    },
    {
      method: 'GET',
      pattern: '/guilds/:guildId/threads/active',
      handler: (req) => {
        const g = requireGuild(hub, req.params.guildId);
        const threads = [...hub.world.channels.values()].filter((c) => c.guildId === g.id && c.parentId && !c.archived);
        const members = threads
          .filter((t) => t.memberIds.has(hub.world.bot.id))
          .map((t) => ({ id: t.id, user_id: hub.world.bot.id, join_timestamp: t.createdAt, flags: 0 }));
        return { status: 200, body: { threads: threads.map((t) => channelPayload(hub.world, t)), members } };
      },
    },
    {
      method: 'GET',
      pattern: '/guilds/:guildId/members/:userId',
      handler: (req) => {
        const g = requireGuild(hub, req.params.guildId);
        const member = g.members.get(req.params.userId ?? '');
        if (!member) throw new ApiError(404, 10007, 'Unknown Member');
        return { status: 200, body: memberPayload(hub.world, member) };
      },
    },
  ];
}
