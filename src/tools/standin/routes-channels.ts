/**
 * Channel, message, thread and thread-member routes, with the permission checks Discord makes
 * (403 / 50001 Missing Access without ViewChannel, 403 / 50013 Missing Permissions otherwise).
 */
import { sendDm } from './dms.ts';
import { Intent } from './gateway.ts';
import type { Hub } from './hub.ts';
import { createMessage, deleteMessage, editMessage } from './messages.ts';
import { ChannelKind, type ChannelModel } from './model.ts';
import { channelPayload, messagePayload } from './payloads.ts';
import { channelPermissions, Perm } from './permissions.ts';
import { ApiError, type RestRequest, type RouteDef } from './rest.ts';

const isThread = (c: ChannelModel) => c.type !== ChannelKind.GuildText;

export function requireChannel(hub: Hub, id: string | undefined): ChannelModel {
  // The bot is never in a group DM: it may answer interactions there, nothing else (post, read, thread).
  if (hub.world.groupDms.has(id ?? '')) throw new ApiError(403, 50001, 'Missing Access');
  const channel = hub.world.channel(id ?? '');
  if (!channel) throw new ApiError(404, 10003, 'Unknown Channel');
  // Nor is it in a server the app is only user-installed to, whatever `enforcePermissions` says.
  if (!hub.world.botIn(channel.guildId)) throw new ApiError(403, 50001, 'Missing Access');
  return channel;
}

/** Throw Discord's 403 when the bot lacks `bits` in `channel` (only when enforcement is on). */
export function requirePerms(hub: Hub, channel: ChannelModel, bits: bigint): void {
  if (!hub.settings.enforcePermissions) return;
  const have = channelPermissions(hub.world, channel, hub.world.bot.id);
  if (!(have & Perm.ViewChannel)) throw new ApiError(403, 50001, 'Missing Access');
  if ((have & bits) !== bits) throw new ApiError(403, 50013, 'Missing Permissions');
}

export function requireMessage(hub: Hub, channel: ChannelModel, id: string | undefined) {
  const message = hub.world.messages.get(id ?? '');
  if (!message || message.deleted || message.channelId !== channel.id || message.visibleTo) {
    throw new ApiError(404, 10008, 'Unknown Message');
  }
  return message;
}

export function notArchived(channel: ChannelModel): void {
  if (channel.archived) throw new ApiError(400, 50083, 'Thread is archived');
}

/**
 * Without Embed Links, Discord drops a bot's embeds from channel messages and refuses to send a message of
 * embeds only (403). Interaction webhooks are exempt.
 */
function withoutEmbeds(hub: Hub, channel: ChannelModel, req: RestRequest, creating: boolean): Record<string, unknown> {
  const body = req.body;
  if (!hub.settings.enforcePermissions || !Array.isArray(body.embeds) || body.embeds.length === 0) return body;
  if (channelPermissions(hub.world, channel, hub.world.bot.id) & Perm.EmbedLinks) return body;
  const hasOther =
    (typeof body.content === 'string' && body.content.length > 0) ||
    (Array.isArray(body.components) && body.components.length > 0) ||
    req.files.length > 0;
  if (creating && !hasOther) throw new ApiError(403, 50013, 'Missing Permissions');
  return { ...body, embeds: [] };
}

function sendMessage(hub: Hub, req: RestRequest) {
  if (hub.world.dms.has(req.params.channelId ?? '')) return sendDm(hub, req, req.params.channelId ?? '');
  const channel = requireChannel(hub, req.params.channelId);
  const send = isThread(channel) ? Perm.SendMessagesInThreads : Perm.SendMessages;
  requirePerms(hub, channel, send | (req.files.length > 0 ? Perm.AttachFiles : 0n));
  if (channel.archived) {
    // Discord unarchives an unlocked thread when someone who may send there posts in it.
    if (channel.locked) notArchived(channel);
    updateChannel(hub, channel, { archived: false });
  }
  const message = createMessage(hub, {
    channel,
    authorId: hub.world.bot.id,
    body: withoutEmbeds(hub, channel, req, true),
    files: req.files,
  });
  return { status: 200, body: messagePayload(hub.world, message) };
}

/**
 * What Discord's Modify Channel asks of the bot. A thread: unarchiving an unlocked one (and nothing else) needs
 * Send Messages; anything else (archiving, locking, renaming), even of a thread the bot created, needs Manage
 * Threads. A channel: Manage Channels.
 */
function modifyPermission(channel: ChannelModel, body: Record<string, unknown>): bigint {
  if (!isThread(channel)) return Perm.ManageChannels;
  const unarchiveOnly =
    body.archived === false &&
    body.locked !== true &&
    !channel.locked &&
    Object.keys(body).every((k) => k === 'archived' || k === 'locked');
  return unarchiveOnly ? Perm.SendMessages : Perm.ManageThreads;
}

export function updateChannel(hub: Hub, channel: ChannelModel, body: Record<string, unknown>): ChannelModel {
  if (typeof body.name === 'string') channel.name = body.name;
  if (isThread(channel)) {
    if (typeof body.archived === 'boolean' && body.archived !== channel.archived) {
      channel.archived = body.archived;
      channel.archiveTimestamp = new Date().toISOString();
    }
    if (typeof body.locked === 'boolean') channel.locked = body.locked;
    if (typeof body.invitable === 'boolean') channel.invitable = body.invitable;
    if (typeof body.auto_archive_duration === 'number') channel.autoArchiveDuration = body.auto_archive_duration;
  }
  const event = isThread(channel) ? 'THREAD_UPDATE' : 'CHANNEL_UPDATE';
  hub.gateway.dispatch(event, channelPayload(hub.world, channel), Intent.Guilds);
  hub.emit({ type: 'channelUpdate', channel });
  return channel;
}

export function channelRoutes(hub: Hub): RouteDef[] {
  const ch = '/channels/:channelId';
  return [
    {
      method: 'GET',
      pattern: ch,
      handler: (req) => {
        const channel = requireChannel(hub, req.params.channelId);
        requirePerms(hub, channel, Perm.ViewChannel);
        return { status: 200, body: channelPayload(hub.world, channel) };
      },
    },
    {
      method: 'PATCH',
      pattern: ch,
      handler: (req) => {
        const channel = requireChannel(hub, req.params.channelId);
        requirePerms(hub, channel, modifyPermission(channel, req.body));
        // Discord edits an archived thread only in the request that unarchives it.
        if (isThread(channel) && channel.archived && req.body.archived !== false) notArchived(channel);
        return {
          status: 200,
          body: channelPayload(hub.world, updateChannel(hub, channel, req.body)),
        };
      },
    },
    {
      method: 'DELETE',
      pattern: ch,
      handler: (req) => {
        const channel = requireChannel(hub, req.params.channelId);
        requirePerms(hub, channel, isThread(channel) ? Perm.ManageThreads : Perm.ManageChannels);
        hub.world.channels.delete(channel.id);
        const d = {
          id: channel.id,
          guild_id: channel.guildId,
          parent_id: channel.parentId,
          type: channel.type,
        };
        hub.gateway.dispatch(isThread(channel) ? 'THREAD_DELETE' : 'CHANNEL_DELETE', d, Intent.Guilds);
        hub.emit({ type: 'channelDelete', channel });
        return { status: 200, body: channelPayload(hub.world, channel) };
      },
    },
    {
      method: 'GET',
      pattern: `${ch}/messages`,
      handler: (req) => {
        const channel = requireChannel(hub, req.params.channelId);
        requirePerms(hub, channel, Perm.ReadMessageHistory);
        const limit = Math.min(Number(req.query.get('limit') ?? 50), 100);
        const before = req.query.get('before');
        const after = req.query.get('after');
        const list = hub.world
          .channelMessages(channel.id)
          .filter((m) => !m.visibleTo)
          .filter((m) => !before || BigInt(m.id) < BigInt(before))
          .filter((m) => !after || BigInt(m.id) > BigInt(after))
          .reverse()
          .slice(0, limit);
        return {
          status: 200,
          body: list.map((m) => messagePayload(hub.world, m)),
        };
      },
    },
    {
      method: 'POST',
      pattern: `${ch}/messages`,
      handler: (req) => sendMessage(hub, req),
    },
    {
      method: 'GET',
      pattern: `${ch}/messages/:messageId`,
      handler: (req) => {
        const channel = requireChannel(hub, req.params.channelId);
        requirePerms(hub, channel, Perm.ReadMessageHistory);
        return {
          status: 200,
          body: messagePayload(hub.world, requireMessage(hub, channel, req.params.messageId)),
        };
      },
    },
    {
      method: 'PATCH',
      pattern: `${ch}/messages/:messageId`,
      handler: (req) => {
        const channel = requireChannel(hub, req.params.channelId);
        const message = requireMessage(hub, channel, req.params.messageId);
        if (message.authorId !== hub.world.bot.id) {
          throw new ApiError(403, 50005, 'Cannot edit a message authored by another user');
        }
        if (channel.archived) notArchived(channel);
        requirePerms(hub, channel, req.files.length > 0 ? Perm.AttachFiles : 0n);
        return {
          status: 200,
          body: messagePayload(
            hub.world,
            editMessage(hub, message, withoutEmbeds(hub, channel, req, false), req.files),
          ),
        };
      },
    },
    {
      method: 'DELETE',
      pattern: `${ch}/messages/:messageId`,
      handler: (req) => {
        const channel = requireChannel(hub, req.params.channelId);
        const message = requireMessage(hub, channel, req.params.messageId);
        if (message.authorId !== hub.world.bot.id) requirePerms(hub, channel, Perm.ManageMessages);
        deleteMessage(hub, message);
        return { status: 204 };
      },
    },
    {
      method: 'POST',
      pattern: `${ch}/typing`,
      handler: () => ({ status: 204 }),
    },
    {
      method: 'GET',
      pattern: '/attachments/:channelId/:attachmentId/:filename',
      auth: false,
      handler: (req) => {
        for (const m of hub.world.allChannelMessages(req.params.channelId ?? '')) {
          const a = m.attachments.find((x) => x.id === req.params.attachmentId);
          if (a)
            return {
              status: 200,
              raw: a.data,
              headers: { 'content-type': a.contentType },
            };
        }
        throw new ApiError(404, 0, '404: Not Found');
      },
    },
  ];
}
