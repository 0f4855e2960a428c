/**
 * Thread routes: creating private/public threads (from a channel or from a message, which gives the
 * thread the message's id) and thread members, dispatching THREAD_CREATE / THREAD_MEMBERS_UPDATE.
 */
import { Intent } from './gateway.ts';
import type { Hub } from './hub.ts';
import { ChannelKind, type ChannelModel, snowflake } from './model.ts';
import { channelPayload, memberPayload } from './payloads.ts';
import { Perm } from './permissions.ts';
import { ApiError, type RestRequest, type RouteDef } from './rest.ts';
import { notArchived, requireChannel, requireMessage, requirePerms } from './routes-channels.ts';

const isThread = (c: ChannelModel) => c.type !== ChannelKind.GuildText;

/** A guild's active threads (not archived), public and private: what Discord's limit counts. */
export function activeThreads(hub: Hub, guildId: string | null): number {
  let n = 0;
  for (const c of hub.world.channels.values()) if (c.guildId === guildId && isThread(c) && !c.archived) n++;
  return n;
}

/** Create a thread under `parent`; `id` is the starter message id for threads from a message. */
function createThread(hub: Hub, parent: ChannelModel, body: Record<string, unknown>, starterId: string | null) {
  if (isThread(parent)) throw new ApiError(400, 50024, 'Cannot execute action on this channel type');
  const type = starterId ? ChannelKind.PublicThread : Number(body.type ?? ChannelKind.PrivateThread);
  if (type !== ChannelKind.PublicThread && type !== ChannelKind.PrivateThread) {
    throw new ApiError(400, 50035, 'Invalid Form Body', {
      type: { _errors: [{ code: 'BASE_TYPE_CHOICES' }] },
    });
  }
  requirePerms(hub, parent, type === ChannelKind.PrivateThread ? Perm.CreatePrivateThreads : Perm.CreatePublicThreads);
  if (typeof body.name !== 'string' || body.name.length < 1 || body.name.length > 100) {
    throw new ApiError(400, 50035, 'Invalid Form Body', {
      name: { _errors: [{ code: 'BASE_TYPE_BAD_LENGTH' }] },
    });
  }
  if (starterId && hub.world.channel(starterId))
    throw new ApiError(400, 160004, 'A thread has already been created for this message');
  if (activeThreads(hub, parent.guildId) >= hub.settings.maxActiveThreads)
    throw new ApiError(400, 160006, 'Maximum number of active threads reached');
  const now = new Date().toISOString();
  const thread: ChannelModel = {
    id: starterId ?? snowflake(),
    guildId: parent.guildId,
    type,
    name: body.name,
    position: 0,
    overwrites: [],
    lastMessageId: null,
    parentId: parent.id,
    ownerId: hub.world.bot.id,
    archived: false,
    locked: false,
    invitable: type === ChannelKind.PrivateThread ? body.invitable !== false : true,
    autoArchiveDuration: Number(body.auto_archive_duration ?? 4320),
    archiveTimestamp: now,
    createdAt: now,
    memberIds: new Set([hub.world.bot.id]),
    messageCount: 0,
    starterMessageId: starterId,
  };
  hub.world.channels.set(thread.id, thread);
  hub.gateway.dispatch('THREAD_CREATE', { ...channelPayload(hub.world, thread), newly_created: true }, Intent.Guilds);
  hub.emit({ type: 'threadCreate', thread });
  return { status: 201, body: channelPayload(hub.world, thread) };
}

function threadMemberPayload(hub: Hub, thread: ChannelModel, userId: string, withMember: boolean) {
  const member = hub.world.guild(thread.guildId)?.members.get(userId);
  return {
    id: thread.id,
    user_id: userId,
    join_timestamp: thread.createdAt,
    flags: 0,
    ...(withMember && member ? { member: memberPayload(hub.world, member) } : {}),
  };
}

function threadMembersUpdate(hub: Hub, thread: ChannelModel, added: string[], removed: string[]): void {
  hub.gateway.dispatch(
    'THREAD_MEMBERS_UPDATE',
    {
      id: thread.id,
      guild_id: thread.guildId,
      member_count: Math.min(thread.memberIds.size, 50),
      added_members: added.map((u) => threadMemberPayload(hub, thread, u, true)),
      removed_member_ids: removed,
    },
    Intent.GuildMembers,
  );
}

function threadOf(hub: Hub, req: RestRequest): { thread: ChannelModel; userId: string } {
  const thread = requireChannel(hub, req.params.channelId);
  if (!isThread(thread)) throw new ApiError(400, 50024, 'Cannot execute action on this channel type');
  const userId = req.params.userId === '@me' ? hub.world.bot.id : (req.params.userId ?? '');
  return { thread, userId };
}

export function threadRoutes(hub: Hub): RouteDef[] {
  const ch = '/channels/:channelId';
  return [
    {
      method: 'POST',
      pattern: `${ch}/threads`,
      handler: (req) => createThread(hub, requireChannel(hub, req.params.channelId), req.body, null),
    },
    {
      method: 'POST',
      pattern: `${ch}/messages/:messageId/threads`,
      handler: (req) => {
        const parent = requireChannel(hub, req.params.channelId);
        const message = requireMessage(hub, parent, req.params.messageId);
        return createThread(hub, parent, req.body, message.id);
      },
    },
    {
      method: 'PUT',
      pattern: `${ch}/thread-members/:userId`,
      handler: (req) => {
        const { thread, userId } = threadOf(hub, req);
        notArchived(thread);
        const self = userId === hub.world.bot.id;
        if (!self) requirePerms(hub, thread, Perm.SendMessagesInThreads);
        if (!hub.world.guild(thread.guildId)?.members.has(userId)) throw new ApiError(404, 10007, 'Unknown Member');
        if (!thread.memberIds.has(userId)) {
          thread.memberIds.add(userId);
          threadMembersUpdate(hub, thread, [userId], []);
          hub.emit({ type: 'threadMemberAdd', thread, userId });
        }
        return { status: 204 };
      },
    },
    {
      method: 'DELETE',
      pattern: `${ch}/thread-members/:userId`,
      handler: (req) => {
        const { thread, userId } = threadOf(hub, req);
        if (userId !== hub.world.bot.id) requirePerms(hub, thread, Perm.ManageThreads);
        if (thread.memberIds.delete(userId)) {
          threadMembersUpdate(hub, thread, [], [userId]);
          hub.emit({ type: 'threadMemberRemove', thread, userId });
        }
        return { status: 204 };
      },
    },
    {
      method: 'GET',
      pattern: `${ch}/thread-members/:userId`,
      handler: (req) => {
        const { thread, userId } = threadOf(hub, req);
        if (!thread.memberIds.has(userId)) throw new ApiError(404, 10007, 'Unknown Member');
        const withMember = req.query.get('with_member') === 'true';
        return {
          status: 200,
          body: threadMemberPayload(hub, thread, userId, withMember),
        };
      },
    },
    {
      method: 'GET',
      pattern: `${ch}/thread-members`,
      handler: (req) => {
        const { thread } = threadOf(hub, req);
        const withMember = req.query.get('with_member') === 'true';
        return {
          status: 200,
          body: [...thread.memberIds].map((u) => threadMemberPayload(hub, thread, u, withMember)),
        };
      },
    },
  ];
}
