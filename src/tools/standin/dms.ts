/**
 * Direct messages from the bot to a user, as much as a bot needs: `POST /users/@me/channels`
 * (`{ recipient_id }`) opens (or returns) the DM channel (type 1), and a message posted in it is
 * stored like any other (read with `standIn.dms(userId)`). A user who closed their DMs
 * (`standIn.closeDms(userId)`) makes a post fail with 403 / 50007 "Cannot send messages to this
 * user", as on Discord. DM channels are kept apart from guild channels (no permissions, no gateway
 * events: a bot without the DirectMessages intent gets none).
 *
 * A user may also run a global command in their DM with the bot (`runDmCommand`), when the command
 * allows DMs (`dm_permission` not false, `contexts` absent or with 1); its answers go to the DM.
 *
 * Group DMs (type 3, `createGroupDm`) hold 2–10 users and never the bot: a user who installed the app
 * runs its commands there (context 2), and the bot answers only through the interaction (callback,
 * follow-ups, `@original`); posting, reading or making a thread there gets 403 / 50001 Missing Access.
 */
import type { Hub } from './hub.ts';
import { validateMessageBody } from './messages.ts';
import {
  ChannelKind,
  type ChannelModel,
  type GroupDmModel,
  type StandInUser,
  type StoredMessage,
  snowflake,
} from './model.ts';
import { messagePayload, userPayload } from './payloads.ts';
import { ApiError, type RestRequest, type RouteDef } from './rest.ts';

/** The DM channel of `userId`, opened on first use. */
export function dmChannelOf(hub: Hub, userId: string): string {
  for (const [channelId, user] of hub.world.dms) if (user === userId) return channelId;
  const id = snowflake();
  hub.world.dms.set(id, userId);
  return id;
}

export function dmRoutes(hub: Hub): RouteDef[] {
  return [
    {
      method: 'POST',
      pattern: '/users/@me/channels',
      handler: (req) => {
        const user = hub.world.users.get(String(req.body.recipient_id ?? ''));
        if (!user) throw new ApiError(400, 50035, 'Invalid Form Body');
        const id = dmChannelOf(hub, user.id);
        const last = hub.world.channelMessages(id).at(-1)?.id ?? null;
        return { status: 200, body: { id, type: 1, last_message_id: last, flags: 0, recipients: [userPayload(user)] } };
      },
    },
  ];
}

/** `POST /channels/:id/messages` in a DM channel (routes-channels.ts hands it over). */
export function sendDm(hub: Hub, req: RestRequest, channelId: string) {
  const userId = hub.world.dms.get(channelId) ?? '';
  if (hub.world.closedDms.has(userId)) throw new ApiError(403, 50007, 'Cannot send messages to this user');
  const body = req.body;
  validateMessageBody(body);
  const content = typeof body.content === 'string' ? body.content : '';
  if (!content && !(Array.isArray(body.embeds) && body.embeds.length > 0))
    throw new ApiError(400, 50006, 'Cannot send an empty message');
  const now = Date.now();
  const message: StoredMessage = {
    id: snowflake(),
    channelId,
    guildId: null,
    authorId: hub.world.bot.id,
    content,
    text: content,
    embeds: Array.isArray(body.embeds) ? body.embeds : [],
    components: Array.isArray(body.components) ? body.components : [],
    attachments: [],
    flags: Number(body.flags ?? 0),
    at: now,
    interactionId: null,
    visibleTo: null,
    allowedMentions: body.allowed_mentions ?? null,
    createdAt: now,
    editedAt: null,
    history: [],
    deleted: false,
    webhookId: null,
    loading: false,
  };
  hub.world.addMessage(message);
  hub.emit({ type: 'messageCreate', message });
  return { status: 200, body: messagePayload(hub.world, message) };
}

/**
 * A DM or group DM channel in the shape interaction answers are stored through (no guild): the bot's DM
 * with a user (type 1), or a group DM (type 3) whose users are its recipients.
 */
export function privateChannelModel(hub: Hub, channelId: string): ChannelModel | undefined {
  const group = hub.world.groupDms.get(channelId);
  if (!group && !hub.world.dms.has(channelId)) return undefined;
  const at = new Date().toISOString();
  return {
    id: channelId,
    guildId: '',
    type: group ? ChannelKind.GroupDM : ChannelKind.DM,
    name: group?.name ?? '',
    position: 0,
    overwrites: [],
    lastMessageId: hub.world.channelMessages(channelId).findLast((m) => !m.visibleTo)?.id ?? null,
    parentId: null,
    ownerId: group?.ownerId ?? null,
    archived: false,
    locked: false,
    invitable: false,
    autoArchiveDuration: 0,
    archiveTimestamp: at,
    createdAt: at,
    memberIds: new Set(group?.recipientIds ?? [hub.world.dms.get(channelId) ?? '']),
    messageCount: 0,
    starterMessageId: null,
  };
}

/** The partial channel an interaction from a DM or group DM carries. */
export function privateChannelPayload(hub: Hub, channel: ChannelModel): Record<string, unknown> {
  const recipients = [...channel.memberIds]
    .map((id) => hub.world.users.get(id))
    .filter((u) => u !== undefined)
    .map(userPayload);
  const common = { id: channel.id, type: channel.type, last_message_id: channel.lastMessageId, flags: 0, recipients };
  if (channel.type !== ChannelKind.GroupDM) return common;
  return { ...common, name: channel.name || null, icon: null, owner_id: channel.ownerId };
}

/**
 * A group DM between `users` (2 to 10, Discord's limit with the owner counted), the first its owner. The bot
 * is never a member: it cannot post, read or make threads there, and only answers interactions of
 * users who installed the app.
 */
export function createGroupDm(hub: Hub, users: StandInUser[], name?: string): GroupDmModel {
  if (users.length < 2 || users.length > 10) throw new Error(`a group DM has 2 to 10 users, not ${users.length}`);
  if (new Set(users.map((u) => u.id)).size !== users.length) throw new Error('a group DM lists each user once');
  if (users.some((u) => u.id === hub.world.bot.id)) throw new Error('bots cannot be added to group DMs');
  for (const u of users) if (!hub.world.users.has(u.id)) hub.world.users.set(u.id, { ...u });
  const first = users[0] as StandInUser;
  const group: GroupDmModel = {
    id: snowflake(),
    name: name ?? null,
    ownerId: first.id,
    recipientIds: users.map((u) => u.id),
  };
  hub.world.groupDms.set(group.id, group);
  return group;
}
