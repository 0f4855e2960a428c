/**
 * Building the world as a test would: guilds (with @everyone, a managed bot role and a `general` channel),
 * members, text channels, and permission changes. Each change is dispatched to connected clients so the
 * discord.js cache follows (GUILD_CREATE, GUILD_MEMBER_ADD, CHANNEL_CREATE/UPDATE, GUILD_ROLE_UPDATE).
 */
import { Intent } from './gateway.ts';
import type { Hub } from './hub.ts';
import {
  ChannelKind,
  type ChannelModel,
  type GuildModel,
  type OverwriteModel,
  type StandInUser,
  snowflake,
  snowflakeOnShard,
} from './model.ts';
import { channelPayload, guildPayload, memberPayload, rolePayload } from './payloads.ts';
import { DEFAULT_BOT, DEFAULT_EVERYONE, Perm } from './permissions.ts';

export interface CreateGuildOptions {
  name: string;
  /** Permissions of the bot's managed role; default `DEFAULT_BOT`. */
  botPermissions?: bigint;
  /** Permissions of @everyone; default `DEFAULT_EVERYONE`. */
  everyonePermissions?: bigint;
  /** Guild owner; default a new user named `owner`. Owners have every permission. */
  owner?: StandInUser;
  /** Names of text channels to create; default `['general']`. */
  textChannels?: string[];
  /** `[shard id, shard count]`: give the guild an id on that shard (Discord: `(guild_id >> 22) % count`). */
  shardOf?: [number, number];
  /**
   * Whether the app is installed to the guild (its bot joins with a managed role); default true. False: a
   * server the bot is not in, where members may still use the app if they installed it to their account.
   */
  appInstalled?: boolean;
  /** The server's preferred locale; default 'en-US'. */
  preferredLocale?: string;
}

export interface GuildInfo {
  id: string;
  name: string;
  everyoneRoleId: string;
  botRoleId: string;
  owner: StandInUser;
  /** Text channel ids by name. */
  channels: Record<string, string>;
  /** Id of the first text channel (`general` by default). */
  defaultChannelId: string;
}

export function createUser(hub: Hub, username: string, id = snowflake(), locale?: string): StandInUser {
  const user: StandInUser = locale ? { id, username, locale } : { id, username };
  hub.world.users.set(id, user);
  return user;
}

function registerUser(hub: Hub, user: StandInUser): void {
  if (!hub.world.users.has(user.id)) hub.world.users.set(user.id, { ...user });
}

export function createTextChannel(
  hub: Hub,
  guildId: string,
  opts: { name: string; overwrites?: OverwriteModel[] },
  announce = true,
): string {
  if (!hub.world.guild(guildId)) throw new Error(`unknown guild ${guildId}`);
  const now = new Date().toISOString();
  const position = [...hub.world.channels.values()].filter((c) => c.guildId === guildId && !c.parentId).length;
  const channel: ChannelModel = {
    id: snowflake(),
    guildId,
    type: ChannelKind.GuildText,
    name: opts.name,
    position,
    overwrites: opts.overwrites ?? [],
    lastMessageId: null,
    parentId: null,
    ownerId: null,
    archived: false,
    locked: false,
    invitable: false,
    autoArchiveDuration: 1440,
    archiveTimestamp: now,
    createdAt: now,
    memberIds: new Set(),
    messageCount: 0,
    starterMessageId: null,
  };
  hub.world.channels.set(channel.id, channel);
  if (announce) hub.gateway.dispatch('CHANNEL_CREATE', channelPayload(hub.world, channel), Intent.Guilds);
  return channel.id;
}

export function createGuild(hub: Hub, opts: CreateGuildOptions): GuildInfo {
  const id = opts.shardOf ? snowflakeOnShard(...opts.shardOf) : snowflake();
  const owner = opts.owner ?? createUser(hub, 'owner');
  registerUser(hub, owner);
  const now = new Date().toISOString();
  const guild: GuildModel = {
    id,
    name: opts.name,
    ownerId: owner.id,
    roles: new Map([
      [
        id,
        {
          id,
          name: '@everyone',
          permissions: opts.everyonePermissions ?? DEFAULT_EVERYONE,
          position: 0,
          managed: false,
        },
      ],
    ]),
    members: new Map([[owner.id, { userId: owner.id, roles: [], joinedAt: now, nick: null }]]),
    botRoleId: '',
    createdAt: now,
    ...(opts.preferredLocale ? { preferredLocale: opts.preferredLocale } : {}),
  };
  hub.world.guilds.set(id, guild);
  const channels: Record<string, string> = {};
  for (const name of opts.textChannels ?? ['general']) channels[name] = createTextChannel(hub, id, { name }, false);
  if (opts.appInstalled !== false) installToGuild(hub, id, opts.botPermissions);
  const defaultChannelId = Object.values(channels)[0] ?? '';
  return {
    id,
    name: opts.name,
    everyoneRoleId: id,
    botRoleId: guild.botRoleId,
    owner,
    channels,
    defaultChannelId,
  };
}

/**
 * Installs the app to a guild, as an admin inviting the bot: the bot joins with a managed role holding
 * `permissions` (default `DEFAULT_BOT`), and its connected sessions get the guild's GUILD_CREATE.
 */
export function installToGuild(hub: Hub, guildId: string, permissions: bigint = DEFAULT_BOT): string {
  const guild = hub.world.guild(guildId);
  if (!guild) throw new Error(`unknown guild ${guildId}`);
  if (hub.world.botIn(guildId)) throw new Error(`the app is already installed to ${guild.name}`);
  const botRoleId = snowflake();
  guild.roles.set(botRoleId, {
    id: botRoleId,
    name: hub.world.bot.username,
    permissions,
    position: 1,
    managed: true,
  });
  guild.members.set(hub.world.bot.id, {
    userId: hub.world.bot.id,
    roles: [botRoleId],
    joinedAt: new Date().toISOString(),
    nick: null,
  });
  guild.botRoleId = botRoleId;
  hub.gateway.dispatch('GUILD_CREATE', guildPayload(hub.world, guild), Intent.Guilds);
  return botRoleId;
}

export function addMember(hub: Hub, guildId: string, user: StandInUser, roles: string[] = []): void {
  const guild = hub.world.guild(guildId);
  if (!guild) throw new Error(`unknown guild ${guildId}`);
  registerUser(hub, user);
  if (guild.members.has(user.id)) return;
  const member = {
    userId: user.id,
    roles,
    joinedAt: new Date().toISOString(),
    nick: null,
  };
  guild.members.set(user.id, member);
  hub.gateway.dispatch(
    'GUILD_MEMBER_ADD',
    { ...memberPayload(hub.world, member), guild_id: guildId },
    Intent.GuildMembers,
  );
}

function setRolePermissions(hub: Hub, guildId: string, roleId: string, permissions: bigint): void {
  const role = hub.world.guild(guildId)?.roles.get(roleId);
  if (!role) throw new Error(`unknown role ${roleId} in guild ${guildId}`);
  role.permissions = permissions;
  hub.gateway.dispatch('GUILD_ROLE_UPDATE', { guild_id: guildId, role: rolePayload(role) }, Intent.Guilds);
}

export function setBotPermissions(hub: Hub, guildId: string, permissions: bigint): void {
  const guild = hub.world.guild(guildId);
  if (!guild) throw new Error(`unknown guild ${guildId}`);
  if (!hub.world.botIn(guildId))
    throw new Error(`the app is not installed to ${guild.name}: the bot has no role there`);
  setRolePermissions(hub, guildId, guild.botRoleId, permissions);
}

export function setEveryonePermissions(hub: Hub, guildId: string, permissions: bigint): void {
  setRolePermissions(hub, guildId, guildId, permissions);
}

/**
 * A server's "Use External Apps" for everyone (the @everyone role's bit): off, members' user-installed apps
 * (not also installed to the server) still answer, but only ephemerally.
 */
export function setExternalApps(hub: Hub, guildId: string, enabled: boolean): void {
  const role = hub.world.guild(guildId)?.roles.get(guildId);
  if (!role) throw new Error(`unknown guild ${guildId}`);
  const bits = enabled ? role.permissions | Perm.UseExternalApps : role.permissions & ~Perm.UseExternalApps;
  setRolePermissions(hub, guildId, guildId, bits);
}

/** Replace (or with allow = deny = 0, remove) one permission overwrite on a text channel. */
export function setChannelOverwrite(hub: Hub, channelId: string, overwrite: OverwriteModel): void {
  const channel = hub.world.channel(channelId);
  if (!channel || channel.parentId) throw new Error(`unknown text channel ${channelId}`);
  channel.overwrites = channel.overwrites.filter((o) => o.id !== overwrite.id);
  if (overwrite.allow !== 0n || overwrite.deny !== 0n) channel.overwrites.push(overwrite);
  hub.gateway.dispatch('CHANNEL_UPDATE', channelPayload(hub.world, channel), Intent.Guilds);
}
