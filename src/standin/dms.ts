/**
 * Direct messages from the bot to a user, as much as a bot needs: `POST /users/@me/channels`
 * (`{ recipient_id }`) opens (or returns) the DM channel (type 1), and a message posted in it is
 * stored like any other (read with `standIn.dms(userId)`). A user who closed their DMs
 * (`standIn.closeDms(userId)`) makes a post fail with 403 / 50007 "Cannot send messages to this
 * user", as on Discord. DM channels are kept apart from guild channels (no permissions, no gateway
 * events: a bot without the DirectMessages intent gets none).
 */
import type { Hub } from './hub.ts';
import { validateMessageBody } from './messages.ts';
import { type StoredMessage, snowflake } from './model.ts';
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
