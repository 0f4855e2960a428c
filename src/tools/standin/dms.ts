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
 */
import type { Hub } from './hub.ts';
import { validateMessageBody } from './messages.ts';
import {
  type ChannelKind,
  type ChannelModel,
  type InteractionRecord,
  type StandInUser,
  type StoredMessage,
  snowflake,
} from './model.ts';
import { buildOptions, type SlashOptions } from './options.ts';
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

/** The DM channel `channelId` in the shape interaction answers are stored through (no guild). */
export function dmChannelModel(hub: Hub, channelId: string): ChannelModel | undefined {
  if (!hub.world.dms.has(channelId)) return undefined;
  const at = new Date().toISOString();
  return {
    id: channelId,
    guildId: '',
    type: 1 as ChannelKind,
    name: '',
    position: 0,
    overwrites: [],
    lastMessageId: null,
    parentId: null,
    ownerId: null,
    archived: false,
    locked: false,
    invitable: false,
    autoArchiveDuration: 0,
    archiveTimestamp: at,
    createdAt: at,
    memberIds: new Set(),
    messageCount: 0,
    starterMessageId: null,
  };
}

export interface DmCommandInput {
  user: StandInUser;
  name: string;
  options?: SlashOptions;
}

/** `user` runs a global slash command in their DM with the bot. */
export function runDmCommand(hub: Hub, input: DmCommandInput): InteractionRecord {
  const command = (hub.world.commands.get('global') ?? []).find((c) => c.name === input.name && c.type === 1);
  if (!command) throw new Error(`/${input.name} is not a global command: it is not offered in DMs`);
  const contexts = command.raw.contexts;
  if (command.raw.dm_permission === false || (Array.isArray(contexts) && !contexts.includes(1)))
    throw new Error(`/${input.name} is not available in DMs`);
  const { options } = buildOptions(hub, '', input.options ?? {}, command.options);
  const channelId = dmChannelOf(hub, input.user.id);
  const id = snowflake();
  const token = `standin-${id}-${Math.random().toString(36).slice(2)}`;
  const data: Record<string, unknown> = { id: command.id, name: input.name, type: 1 };
  if (options.length > 0) data.options = options;
  const payload = {
    id,
    application_id: hub.world.applicationId,
    type: 2,
    token,
    version: 1,
    data,
    channel: { id: channelId, type: 1, recipients: [userPayload(input.user)], last_message_id: null, flags: 0 },
    channel_id: channelId,
    user: userPayload(input.user),
    app_permissions: '0',
    locale: input.user.locale ?? 'en-US',
    entitlements: [],
    // The bot is installed to guilds; in its own DM the guild install's owner is "0" (Discord's docs).
    authorizing_integration_owners: { '0': '0' },
    context: 1,
    attachment_size_limit: 10_485_760,
  };
  const rec: InteractionRecord = {
    id,
    token,
    type: 2,
    userId: input.user.id,
    guildId: '',
    channelId,
    commandName: input.name,
    customId: null,
    values: null,
    messageId: null,
    deliveredTo: [],
    dispatchedAt: Date.now(),
    tokenExpiresAt: Date.now() + hub.settings.interactionTokenTtlMs,
    ack: null,
    callbacks: [],
    originalMessageId: null,
    followUpIds: [],
    modal: null,
    payload,
  };
  hub.world.addInteraction(rec);
  rec.deliveredTo = hub.gateway.dispatchInteraction(payload, hub.settings.interactionDelivery);
  if (rec.deliveredTo.length === 0) {
    hub.world.removeInteraction(id);
    throw new Error('no bot session: log a client in before acting as a user');
  }
  hub.emit({ type: 'interactionCreate', interaction: rec });
  return rec;
}
