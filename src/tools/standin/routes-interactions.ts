/**
 * Interaction callbacks and the interaction webhook (`@original`, follow-ups), with Discord's rules:
 * one acknowledgement per interaction (else 400 / 40060), acknowledgement within the timeout (else 404 /
 * 10062), a token good for 15 minutes (else 401 / 50027, callbacks included), types 6 and 7 only for
 * components, and the first follow-up after a deferred reply editing the deferred message (as Discord does).
 */

import { privateChannelModel } from './dms.ts';
import type { Hub } from './hub.ts';
import { userInstallOnly } from './install.ts';
import { createMessage, deleteMessage, editMessage, MessageFlag } from './messages.ts';
import type { CallbackRecord, InteractionRecord, StoredMessage } from './model.ts';
import { messagePayload } from './payloads.ts';
import { ApiError, type RestRequest, type RestResponse, type RouteDef } from './rest.ts';

/** Interaction callback types (Discord numbering). */
export const Callback = {
  Reply: 4,
  DeferReply: 5,
  DeferUpdate: 6,
  Update: 7,
  Autocomplete: 8,
  Modal: 9,
} as const;

const unknownInteraction = () => new ApiError(404, 10062, 'Unknown interaction');
const unknownWebhook = () => new ApiError(404, 10015, 'Unknown Webhook');
const unknownMessage = () => new ApiError(404, 10008, 'Unknown Message');
const invalidToken = () => new ApiError(401, 50027, 'Invalid Webhook Token');

function channelOf(hub: Hub, rec: InteractionRecord) {
  const channel = hub.world.channel(rec.channelId) ?? privateChannelModel(hub, rec.channelId);
  if (!channel) throw new ApiError(404, 10003, 'Unknown Channel');
  return channel;
}

/** The Ephemeral flag when Discord forces it on every response of the interaction (install.ts). */
const forced = (rec: InteractionRecord): number => (rec.forcedEphemeral ? MessageFlag.Ephemeral : 0);

/** Discord's cap on follow-ups of an interaction where only the user install applies. */
export const USER_INSTALL_FOLLOW_UPS = 5;

/** Apply an accepted callback; returns the message `@original` now points to, if any. */
function applyCallback(hub: Hub, rec: InteractionRecord, req: RestRequest, type: number): StoredMessage | null {
  const data = (req.body.data ?? {}) as Record<string, unknown>;
  // Types 6 and 7 need a message to update: a component's, or the one a modal was opened from.
  const isComponent = rec.messageId !== null;
  const ephemeral = rec.forcedEphemeral || (Number(data.flags ?? 0) & MessageFlag.Ephemeral) !== 0;
  // An autocomplete is answered with choices (8) and nothing else; choices answer nothing else.
  if ((rec.type === 4) !== (type === Callback.Autocomplete)) {
    throw new ApiError(400, 40004, `Interaction callback type ${type} is not valid for interaction type ${rec.type}`);
  }
  const common = {
    channel: channelOf(hub, rec),
    authorId: hub.world.bot.id,
    interactionId: rec.id,
    webhook: true,
    visibleTo: ephemeral ? rec.userId : null,
  };
  switch (type) {
    case Callback.Reply:
      return createMessage(hub, { ...common, body: data, files: req.files, flags: forced(rec) });
    case Callback.DeferReply:
      return createMessage(hub, {
        ...common,
        body: { flags: data.flags ?? 0 },
        files: [],
        loading: true,
        flags: MessageFlag.Loading | forced(rec),
      });
    case Callback.DeferUpdate:
    case Callback.Update: {
      if (!isComponent) {
        throw new ApiError(400, 40004, `Interaction callback type ${type} is only valid for component interactions`);
      }
      // A message deleted (or never stored) since the click: Discord refuses with Unknown Message, and a
      // refused callback acknowledges nothing, so the interaction can still be answered another way.
      const message = rec.messageId ? hub.world.messages.get(rec.messageId) : undefined;
      if (!message || message.deleted) throw unknownMessage();
      return type === Callback.Update ? editMessage(hub, message, data, req.files) : message;
    }
    case Callback.Modal:
      if (rec.type === 5) throw new ApiError(400, 40004, 'A modal cannot be answered with another modal');
      rec.modal = data;
      return null;
    case Callback.Autocomplete:
      return null;
    default:
      throw new ApiError(400, 50035, 'Invalid Form Body', {
        type: { _errors: [{ code: 'BASE_TYPE_CHOICES' }] },
      });
  }
}

function callback(hub: Hub) {
  return (req: RestRequest): RestResponse => {
    const rec = hub.world.interactions.get(req.params.id ?? '');
    if (!rec || rec.token !== req.params.token) throw unknownInteraction();
    const at = Date.now();
    const type = Number(req.body.type);
    const attempt: CallbackRecord = {
      type,
      at,
      latencyMs: at - rec.dispatchedAt,
      status: 0,
      data: req.body.data ?? null,
    };
    const finish = (status: number) => {
      attempt.status = status;
      rec.callbacks.push(attempt);
      hub.emit({
        type: 'interactionCallback',
        interaction: rec,
        callback: attempt,
      });
    };
    try {
      // The token dies after 15 minutes whatever the callback window (a stand-in may be given a long one).
      if (at > rec.tokenExpiresAt) throw invalidToken();
      if (rec.ack) throw new ApiError(400, 40060, 'Interaction has already been acknowledged.');
      if (attempt.latencyMs > hub.settings.interactionTimeoutMs) throw unknownInteraction();
      const original = applyCallback(hub, rec, req, type);
      rec.ack = attempt;
      if (original) rec.originalMessageId = original.id;
      const withResponse = req.query.get('with_response') === 'true';
      finish(withResponse ? 200 : 204);
      if (!withResponse) return { status: 204 };
      return {
        status: 200,
        body: {
          interaction: {
            id: rec.id,
            type: rec.type,
            response_message_id: original?.id ?? null,
            response_message_loading: original?.loading ?? false,
            response_message_ephemeral: original ? (original.flags & MessageFlag.Ephemeral) !== 0 : false,
          },
          resource: {
            type,
            ...(original && type !== Callback.DeferUpdate ? { message: messagePayload(hub.world, original) } : {}),
          },
        },
      };
    } catch (err) {
      finish(err instanceof ApiError ? err.status : 500);
      throw err;
    }
  };
}

function webhookInteraction(hub: Hub, req: RestRequest): InteractionRecord {
  if (req.params.appId !== hub.world.applicationId) throw unknownWebhook();
  const rec = hub.world.interactionByToken(req.params.token ?? '');
  if (!rec) throw unknownWebhook();
  if (Date.now() > rec.tokenExpiresAt) throw invalidToken();
  return rec;
}

function webhookMessage(hub: Hub, req: RestRequest): { rec: InteractionRecord; message: StoredMessage } {
  const rec = webhookInteraction(hub, req);
  const id = req.params.messageId === '@original' ? rec.originalMessageId : req.params.messageId;
  const message = id ? hub.world.messages.get(id) : undefined;
  const ours = message && (message.id === rec.originalMessageId || rec.followUpIds.includes(message.id));
  if (!message || message.deleted || !ours) throw unknownMessage();
  return { rec, message };
}

export function interactionRoutes(hub: Hub): RouteDef[] {
  const base = '/webhooks/:appId/:token';
  // Discord authenticates these by the interaction token in the path, not the bot token.
  const routes: RouteDef[] = [
    {
      method: 'POST',
      pattern: '/interactions/:id/:token/callback',
      handler: callback(hub),
    },
    {
      method: 'GET',
      pattern: `${base}/messages/:messageId`,
      handler: (req) => ({
        status: 200,
        body: messagePayload(hub.world, webhookMessage(hub, req).message),
      }),
    },
    {
      method: 'PATCH',
      pattern: `${base}/messages/:messageId`,
      handler: (req) => {
        const { message } = webhookMessage(hub, req);
        return {
          status: 200,
          body: messagePayload(hub.world, editMessage(hub, message, req.body, req.files)),
        };
      },
    },
    {
      method: 'DELETE',
      pattern: `${base}/messages/:messageId`,
      handler: (req) => {
        deleteMessage(hub, webhookMessage(hub, req).message);
        return { status: 204 };
      },
    },
    {
      method: 'POST',
      pattern: base,
      handler: (req) => {
        const rec = webhookInteraction(hub, req);
        if (!rec.ack) throw unknownWebhook();
        // Counted per accepted POST, the one that fills a deferred reply included.
        if (userInstallOnly(rec.owners) && rec.followUpPosts >= USER_INSTALL_FOLLOW_UPS)
          throw new ApiError(400, 40094, 'This interaction has hit the maximum number of follow up messages');
        const original = rec.originalMessageId ? hub.world.messages.get(rec.originalMessageId) : undefined;
        let message: StoredMessage;
        if (original?.loading && rec.ack.type === Callback.DeferReply) {
          message = editMessage(hub, original, req.body, req.files);
        } else {
          const ephemeral = rec.forcedEphemeral || (Number(req.body.flags ?? 0) & MessageFlag.Ephemeral) !== 0;
          message = createMessage(hub, {
            channel: channelOf(hub, rec),
            authorId: hub.world.bot.id,
            body: req.body,
            files: req.files,
            interactionId: rec.id,
            webhook: true,
            visibleTo: ephemeral ? rec.userId : null,
            flags: forced(rec),
          });
          rec.followUpIds.push(message.id);
        }
        rec.followUpPosts += 1;
        if (req.query.get('wait') !== 'true') return { status: 204 };
        return { status: 200, body: messagePayload(hub.world, message) };
      },
    },
  ];
  return routes.map((r) => ({ ...r, auth: false }));
}
