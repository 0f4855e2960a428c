/**
 * Creating and editing stored messages from REST bodies, with the validation Discord applies that matters
 * to a bot: content ≤ 2000, ≤ 10 embeds, ≤ 5 action rows of ≤ 5 components, custom_id ≤ 100 and unique,
 * attachments resolved from `attachments[].id` ↔ `files[n]`.
 */

import { Intent } from './gateway.ts';
import type { Hub } from './hub.ts';
import { type ChannelModel, type StoredAttachment, type StoredMessage, snowflake } from './model.ts';
import { messagePayload } from './payloads.ts';
import { ApiError, type UploadedFile } from './rest.ts';

export const MessageFlag = {
  Ephemeral: 1 << 6,
  Loading: 1 << 7,
  SuppressEmbeds: 1 << 2,
  ComponentsV2: 1 << 15,
};

type Body = Record<string, unknown>;

function formError(path: string[], code: string, message: string): ApiError {
  let errors: Record<string, unknown> = { _errors: [{ code, message }] };
  for (const key of [...path].reverse()) errors = { [key]: errors };
  return new ApiError(400, 50035, 'Invalid Form Body', errors);
}

/** Walk components (rows, v2 containers, section accessories) checking custom ids and row sizes. */
function validateComponents(components: unknown, flags: number): void {
  if (components === undefined || components === null) return;
  if (!Array.isArray(components)) throw formError(['components'], 'BASE_TYPE_ARRAY', 'Must be an array.');
  const v2 = (flags & MessageFlag.ComponentsV2) !== 0;
  if (!v2 && components.length > 5) {
    throw formError(['components'], 'BASE_TYPE_MAX_LENGTH', 'Must be 5 or fewer in length.');
  }
  const seen = new Set<string>();
  const walk = (list: unknown[], path: string[]): void => {
    list.forEach((raw, i) => {
      const c = raw as Body;
      const here = [...path, String(i)];
      if (c.type === 1 && Array.isArray(c.components) && c.components.length > 5) {
        throw formError([...here, 'components'], 'BASE_TYPE_MAX_LENGTH', 'Must be 5 or fewer in length.');
      }
      if (typeof c.custom_id === 'string') {
        if (c.custom_id.length > 100) {
          throw formError([...here, 'custom_id'], 'BASE_TYPE_MAX_LENGTH', 'Must be 100 or fewer in length.');
        }
        if (seen.has(c.custom_id)) {
          throw formError(
            [...here, 'custom_id'],
            'COMPONENT_CUSTOM_ID_DUPLICATED',
            'Component custom id cannot be duplicated',
          );
        }
        seen.add(c.custom_id);
      } else if (c.type === 2 && c.style !== 5 && c.style !== 6) {
        throw formError([...here, 'custom_id'], 'BASE_TYPE_REQUIRED', 'This field is required');
      }
      if (Array.isArray(c.components)) walk(c.components, [...here, 'components']);
      if (c.accessory) walk([c.accessory], [...here, 'accessory']);
    });
  };
  walk(components, ['components']);
}

/** Validate the parts of a message body present in `body`. */
export function validateMessageBody(body: Body): void {
  if (typeof body.content === 'string' && body.content.length > 2000) {
    throw formError(['content'], 'BASE_TYPE_MAX_LENGTH', 'Must be 2000 or fewer in length.');
  }
  if (Array.isArray(body.embeds) && body.embeds.length > 10) {
    throw formError(['embeds'], 'BASE_TYPE_MAX_LENGTH', 'Must be 10 or fewer in length.');
  }
  validateComponents(body.components, Number(body.flags ?? 0));
}

function storeFile(hub: Hub, channelId: string, f: UploadedFile, meta?: Body): StoredAttachment {
  const id = snowflake();
  const filename = typeof meta?.filename === 'string' ? meta.filename : f.filename;
  return {
    id,
    filename,
    contentType: f.contentType,
    data: f.data,
    size: f.data.length,
    url: `${hub.origin()}/attachments/${channelId}/${id}/${encodeURIComponent(filename)}`,
    description: typeof meta?.description === 'string' ? meta.description : null,
  };
}

/** New attachment list: `attachments[]` keeps existing ones by id and maps `files[n]` by index. */
function resolveAttachments(
  hub: Hub,
  channelId: string,
  body: Body,
  files: UploadedFile[],
  existing: StoredAttachment[],
): StoredAttachment[] {
  const used = new Set<UploadedFile>();
  const result: StoredAttachment[] = [];
  if (Array.isArray(body.attachments)) {
    for (const raw of body.attachments as Body[]) {
      const file = files.find((f) => String(f.index) === String(raw.id));
      if (file) {
        used.add(file);
        result.push(storeFile(hub, channelId, file, raw));
        continue;
      }
      const keep = existing.find((a) => a.id === String(raw.id));
      if (!keep) throw formError(['attachments'], 'ATTACHMENT_NOT_FOUND', `Unknown attachment ${String(raw.id)}`);
      result.push(keep);
    }
  } else {
    result.push(...existing);
  }
  for (const f of files) if (!used.has(f)) result.push(storeFile(hub, channelId, f));
  if (result.length > 10) throw formError(['attachments'], 'BASE_TYPE_MAX_LENGTH', 'Must be 10 or fewer in length.');
  return result;
}

export interface NewMessage {
  channel: ChannelModel;
  authorId: string;
  body: Body;
  files: UploadedFile[];
  interactionId?: string | null;
  webhook?: boolean;
  visibleTo?: string | null;
  loading?: boolean;
  /** Extra flags forced on (e.g. Loading for a deferred reply). */
  flags?: number;
}

export function createMessage(hub: Hub, m: NewMessage): StoredMessage {
  const { body, files, channel } = m;
  validateMessageBody(body);
  const attachments = resolveAttachments(hub, channel.id, body, files, []);
  const content = typeof body.content === 'string' ? body.content : '';
  const embeds = Array.isArray(body.embeds) ? body.embeds : [];
  const components = Array.isArray(body.components) ? body.components : [];
  if (!m.loading && !content && embeds.length === 0 && components.length === 0 && attachments.length === 0) {
    throw new ApiError(400, 50006, 'Cannot send an empty message');
  }
  const flags = (Number(body.flags ?? 0) & ~MessageFlag.Loading) | (m.flags ?? 0);
  const now = Date.now();
  const message: StoredMessage = {
    id: snowflake(),
    channelId: channel.id,
    guildId: channel.guildId || null, // a DM channel (dms.ts) has none
    authorId: m.authorId,
    content,
    embeds,
    components,
    attachments,
    flags,
    at: now,
    interactionId: m.interactionId ?? null,
    visibleTo: m.visibleTo ?? null,
    allowedMentions: body.allowed_mentions ?? null,
    createdAt: now,
    editedAt: null,
    history: [],
    deleted: false,
    webhookId: m.webhook ? hub.world.applicationId : null,
    loading: m.loading ?? false,
  };
  hub.world.addMessage(message);
  if (!message.visibleTo) {
    channel.lastMessageId = message.id;
    if (channel.parentId) channel.messageCount += 1;
    hub.gateway.dispatch('MESSAGE_CREATE', messagePayload(hub.world, message), Intent.GuildMessages);
  }
  hub.emit({ type: 'messageCreate', message });
  return message;
}

/** Apply an edit body (only the fields present change); keeps the previous version in `history`. */
export function editMessage(hub: Hub, message: StoredMessage, body: Body, files: UploadedFile[]): StoredMessage {
  validateMessageBody(body);
  const next = {
    content: 'content' in body ? (typeof body.content === 'string' ? body.content : '') : message.content,
    embeds: 'embeds' in body ? (Array.isArray(body.embeds) ? body.embeds : []) : message.embeds,
    components: 'components' in body ? (Array.isArray(body.components) ? body.components : []) : message.components,
    attachments:
      'attachments' in body || files.length > 0
        ? resolveAttachments(hub, message.channelId, body, files, message.attachments)
        : message.attachments,
  };
  const empty = !next.content && !next.embeds.length && !next.components.length && !next.attachments.length;
  if (empty) throw new ApiError(400, 50006, 'Cannot send an empty message');
  const { history: _history, loading: _loading, ...current } = message;
  message.history.push({
    at: current.at,
    content: current.content,
    embeds: current.embeds,
    components: current.components,
    attachments: current.attachments,
    flags: current.flags,
  });
  Object.assign(message, next);
  if ('allowed_mentions' in body) message.allowedMentions = body.allowed_mentions;
  if (typeof body.flags === 'number') {
    // Only SuppressEmbeds may be toggled on an existing message; ephemeral/loading are fixed by Discord.
    message.flags = (message.flags & ~MessageFlag.SuppressEmbeds) | (body.flags & MessageFlag.SuppressEmbeds);
  }
  if (message.loading) {
    message.loading = false;
    message.flags &= ~MessageFlag.Loading;
  }
  const now = Date.now();
  message.at = now;
  message.editedAt = now;
  if (!message.visibleTo) {
    hub.gateway.dispatch('MESSAGE_UPDATE', messagePayload(hub.world, message), Intent.GuildMessages);
  }
  hub.emit({ type: 'messageUpdate', message });
  return message;
}

export function deleteMessage(hub: Hub, message: StoredMessage): void {
  message.deleted = true;
  if (!message.visibleTo) {
    const d = {
      id: message.id,
      channel_id: message.channelId,
      guild_id: message.guildId,
    };
    hub.gateway.dispatch('MESSAGE_DELETE', d, Intent.GuildMessages);
  }
  hub.emit({ type: 'messageDelete', message });
}
