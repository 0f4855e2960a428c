/**
 * Wire shapes (Discord API v10 JSON) built from the world model. discord.js caches exactly what these
 * return, so they carry every field its structures read unguarded.
 */
import type { ChannelModel, GuildModel, MemberModel, RoleModel, StandInUser, StoredMessage, World } from './model.ts';
import { ChannelKind } from './model.ts';
import { channelPermissions } from './permissions.ts';

export type Json = Record<string, unknown>;

export function userPayload(user: StandInUser): Json {
  return {
    id: user.id,
    username: user.username,
    global_name: user.globalName ?? null,
    discriminator: '0',
    avatar: null,
    bot: user.bot ?? false,
    public_flags: 0,
  };
}

export function rolePayload(role: RoleModel): Json {
  return {
    id: role.id,
    name: role.name,
    color: 0,
    hoist: false,
    icon: null,
    unicode_emoji: null,
    position: role.position,
    permissions: role.permissions.toString(),
    managed: role.managed,
    mentionable: false,
    flags: 0,
  };
}

export function memberPayload(world: World, member: MemberModel): Json {
  const user = world.users.get(member.userId) ?? {
    id: member.userId,
    username: `user-${member.userId}`,
  };
  return {
    user: userPayload(user),
    nick: member.nick,
    avatar: null,
    roles: member.roles,
    joined_at: member.joinedAt,
    premium_since: null,
    deaf: false,
    mute: false,
    flags: 0,
    pending: false,
    communication_disabled_until: null,
  };
}

export function channelPayload(world: World, channel: ChannelModel): Json {
  const common = {
    id: channel.id,
    type: channel.type,
    guild_id: channel.guildId,
    name: channel.name,
    last_message_id: channel.lastMessageId,
    rate_limit_per_user: 0,
    flags: 0,
  };
  if (channel.type === ChannelKind.GuildText) {
    return {
      ...common,
      position: channel.position,
      permission_overwrites: channel.overwrites.map((o) => ({
        id: o.id,
        type: o.type,
        allow: o.allow.toString(),
        deny: o.deny.toString(),
      })),
      parent_id: null,
      topic: null,
      nsfw: false,
      default_auto_archive_duration: 1440,
    };
  }
  const thread: Json = {
    ...common,
    parent_id: channel.parentId,
    owner_id: channel.ownerId,
    message_count: channel.messageCount,
    total_message_sent: channel.messageCount,
    member_count: Math.min(channel.memberIds.size, 50),
    thread_metadata: {
      archived: channel.archived,
      locked: channel.locked,
      invitable: channel.invitable,
      auto_archive_duration: channel.autoArchiveDuration,
      archive_timestamp: channel.archiveTimestamp,
      create_timestamp: channel.createdAt,
    },
  };
  if (channel.memberIds.has(world.bot.id)) {
    thread.member = {
      id: channel.id,
      user_id: world.bot.id,
      join_timestamp: channel.createdAt,
      flags: 0,
    };
  }
  return thread;
}

/** GUILD_CREATE payload: roles, members, text channels and active threads. */
export function guildPayload(world: World, guild: GuildModel): Json {
  const channels = [...world.channels.values()].filter((c) => c.guildId === guild.id);
  return {
    id: guild.id,
    name: guild.name,
    icon: null,
    splash: null,
    discovery_splash: null,
    owner_id: guild.ownerId,
    afk_channel_id: null,
    afk_timeout: 300,
    verification_level: 0,
    default_message_notifications: 0,
    explicit_content_filter: 0,
    features: [],
    mfa_level: 0,
    application_id: null,
    system_channel_id: null,
    system_channel_flags: 0,
    rules_channel_id: null,
    public_updates_channel_id: null,
    safety_alerts_channel_id: null,
    preferred_locale: guild.preferredLocale ?? 'en-US',
    premium_tier: 0,
    premium_progress_bar_enabled: false,
    nsfw_level: 0,
    joined_at: guild.createdAt,
    large: false,
    unavailable: false,
    member_count: guild.members.size,
    roles: [...guild.roles.values()].map(rolePayload),
    emojis: [],
    stickers: [],
    members: [...guild.members.values()].map((m) => memberPayload(world, m)),
    channels: channels.filter((c) => c.type === ChannelKind.GuildText).map((c) => channelPayload(world, c)),
    threads: channels
      .filter((c) => c.type !== ChannelKind.GuildText && !c.archived)
      .map((c) => channelPayload(world, c)),
    presences: [],
    voice_states: [],
    stage_instances: [],
    guild_scheduled_events: [],
    soundboard_sounds: [],
  };
}

/** A member as it appears inside an interaction, with its permissions in the interaction's channel. */
export function interactionMemberPayload(world: World, guild: GuildModel, channel: ChannelModel, userId: string): Json {
  const member = guild.members.get(userId);
  if (!member) throw new Error(`user ${userId} is not a member of guild ${guild.id}`);
  return {
    ...memberPayload(world, member),
    permissions: channelPermissions(world, channel, userId).toString(),
  };
}

export function attachmentPayload(a: StoredMessage['attachments'][number]): Json {
  return {
    id: a.id,
    filename: a.filename,
    size: a.size,
    url: a.url,
    proxy_url: a.url,
    content_type: a.contentType,
    description: a.description,
  };
}

export function messagePayload(world: World, message: StoredMessage): Json {
  const author = world.users.get(message.authorId) ?? world.bot;
  const payload: Json = {
    id: message.id,
    // 20 = reply to a slash command; everything else the stand-in stores is a default message.
    type: message.interactionId && world.interactions.get(message.interactionId)?.type === 2 ? 20 : 0,
    channel_id: message.channelId,
    author: userPayload(author),
    content: message.content,
    timestamp: new Date(message.createdAt).toISOString(),
    edited_timestamp: message.editedAt ? new Date(message.editedAt).toISOString() : null,
    tts: false,
    mention_everyone: false,
    mentions: [],
    mention_roles: [],
    attachments: message.attachments.map(attachmentPayload),
    embeds: message.embeds,
    components: message.components,
    pinned: false,
    flags: message.flags,
  };
  if (message.guildId) payload.guild_id = message.guildId;
  if (message.webhookId) {
    payload.webhook_id = message.webhookId;
    payload.application_id = world.applicationId;
  }
  if (message.interactionId) {
    const rec = world.interactions.get(message.interactionId);
    const user = rec ? world.users.get(rec.userId) : undefined;
    if (rec && user) {
      payload.interaction_metadata = {
        id: rec.id,
        type: rec.type,
        user: userPayload(user),
        authorizing_integration_owners: rec.owners,
      };
    }
  }
  return payload;
}
