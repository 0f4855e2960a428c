/**
 * Creating and editing stored messages from REST bodies. The shape of a body (field types, labels ≤ 80, custom_id
 * ≤ 100, ≤ 25 select options, embed field lengths, alt text ≤ 1,024…) is checked against Discord's OpenAPI
 * description before a route runs (openapi.ts); this adds the documented limits the schema does not carry:
 * content ≤ 2,000 (the spec says 4,000), ≤ 5 action rows of ≤ 5 components and only rows at the top without
 * Components V2, and with it no content or embeds, ≤ 40 components in all and ≤ 4,000 characters of text;
 * custom ids unique; ≤ 6,000 characters across a message's embeds. Attachments are resolved from
 * `attachments[].id` ↔ `files[n]`.
 */

import { Intent } from './gateway.ts';
import type { Hub } from './hub.ts';
import {
  ChannelKind,
  type ChannelModel,
  type StoredAttachment,
  type StoredMessage,
  snowflake,
  textOf,
} from './model.ts';
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

/** Components V2 limits (Discord's "Component Reference"): components in all, and text in all. */
const V2_MAX_COMPONENTS = 40;
const V2_MAX_TEXT = 4000;

/** Walk components (rows, v2 containers, section accessories) checking custom ids, row sizes and V2 totals. */
function validateComponents(components: unknown, flags: number): void {
  if (components === undefined || components === null) return;
  if (!Array.isArray(components)) throw formError(['components'], 'BASE_TYPE_ARRAY', 'Must be an array.');
  const v2 = (flags & MessageFlag.ComponentsV2) !== 0;
  if (!v2 && components.length > 5) {
    throw formError(['components'], 'BASE_TYPE_MAX_LENGTH', 'Must be 5 or fewer in length.');
  }
  if (!v2) {
    // Without the flag only action rows may sit at the top; Discord names the flag in its refusal.
    components.forEach((c, i) => {
      if ((c as Body)?.type !== 1) {
        throw formError(
          ['components', String(i)],
          'UNION_TYPE_CHOICES',
          `Value of field "type" must be one of (1,). Set MessageFlags.IS_COMPONENTS_V2 to use component type ${String((c as Body)?.type)}.`,
        );
      }
    });
  }
  const seen = new Set<string>();
  let count = 0;
  let text = 0;
  const walk = (list: unknown[], path: string[]): void => {
    list.forEach((raw, i) => {
      const c = raw as Body;
      const here = [...path, String(i)];
      count += 1;
      if (v2 && count > V2_MAX_COMPONENTS) {
        throw formError(['components'], 'BASE_TYPE_MAX_LENGTH', `Must be ${V2_MAX_COMPONENTS} or fewer in length.`);
      }
      if (c.type === 10 && typeof c.content === 'string') text += c.content.length;
      if (v2 && text > V2_MAX_TEXT) {
        throw formError(
          [...here, 'content'],
          'BASE_TYPE_MAX_LENGTH',
          `The total length of text in components must be ${V2_MAX_TEXT} or fewer.`,
        );
      }
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

/** Discord's limit on the characters of all a message's embeds together. */
const EMBEDS_MAX_TEXT = 6000;

/** The characters Discord counts towards `EMBEDS_MAX_TEXT`: titles, descriptions, fields, footers, authors. */
function embedText(embeds: unknown[]): number {
  const len = (v: unknown) => (typeof v === 'string' ? v.length : 0);
  let n = 0;
  for (const raw of embeds) {
    const e = (raw ?? {}) as Body;
    n += len(e.title) + len(e.description);
    n += len((e.footer as Body | undefined)?.text) + len((e.author as Body | undefined)?.name);
    for (const f of Array.isArray(e.fields) ? (e.fields as Body[]) : []) n += len(f?.name) + len(f?.value);
  }
  return n;
}

/**
 * Validate the parts of a message body present in `body`. `currentFlags` are an edited message's flags: a
 * Components V2 message stays one, so its limits apply to an edit that does not repeat the flag.
 */
export function validateMessageBody(body: Body, currentFlags = 0): void {
  const flags = Number(body.flags ?? 0) | currentFlags;
  // The spec allows 4,000 characters of content; Discord's docs (and Discord) allow 2,000.
  if (typeof body.content === 'string' && body.content.length > 2000) {
    throw formError(['content'], 'BASE_TYPE_MAX_LENGTH', 'Must be 2000 or fewer in length.');
  }
  if (Array.isArray(body.embeds) && body.embeds.length > 10) {
    throw formError(['embeds'], 'BASE_TYPE_MAX_LENGTH', 'Must be 10 or fewer in length.');
  }
  if (Array.isArray(body.embeds) && embedText(body.embeds) > EMBEDS_MAX_TEXT) {
    throw formError(['embeds'], 'MAX_EMBED_SIZE_EXCEEDED', `Embed size exceeds maximum size of ${EMBEDS_MAX_TEXT}`);
  }
  if (flags & MessageFlag.ComponentsV2) {
    // A Components V2 message is made of components only.
    for (const field of ['content', 'embeds', 'stickers', 'poll'] as const) {
      const v = body[field];
      const present = typeof v === 'string' ? v.length > 0 : Array.isArray(v) ? v.length > 0 : v != null;
      if (present) {
        throw formError(
          [field],
          'MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2',
          `The '${field}' field cannot be used when using MessageFlags.IS_COMPONENTS_V2`,
        );
      }
    }
  }
  validateComponents(body.components, flags);
}

/**
 * A Components V2 message shows a picture only where a component names it, as
 * `attachment://<file name>` among the message's attachments (kept or new): a name that matches
 * none is refused, as Discord refuses it.
 */
function checkMediaRefs(components: unknown[], attachments: StoredAttachment[]): void {
  const names = new Set(attachments.map((a) => a.filename));
  const refs: string[] = [];
  collectMediaRefs(components, refs);
  for (const name of refs)
    if (!names.has(name))
      throw formError(['components'], 'UNFURLED_MEDIA_ITEM_ATTACHMENT_NOT_FOUND', `Attachment ${name} not found.`);
}

/** The file names that `list`'s media galleries, thumbnails and files name as `attachment://…`, appended to `refs`. */
function collectMediaRefs(list: unknown[], refs: string[]): void {
  for (const raw of list) {
    const c = (raw ?? {}) as Body;
    const urls = [
      ...(Array.isArray(c.items) ? (c.items as Body[]).map((it) => (it?.media as Body | undefined)?.url) : []),
      (c.media as Body | undefined)?.url,
      (c.file as Body | undefined)?.url,
    ];
    for (const u of urls) if (typeof u === 'string' && u.startsWith('attachment://')) refs.push(u.slice(13));
    if (Array.isArray(c.components)) collectMediaRefs(c.components, refs);
    if (c.accessory) collectMediaRefs([c.accessory], refs);
  }
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

/** A DM's channel type: a group DM (3) or the bot's DM (1). */
const dmType = (hub: Hub, message: StoredMessage): number =>
  hub.world.groupDms.has(message.channelId) ? ChannelKind.GroupDM : ChannelKind.DM;

/**
 * MESSAGE_* events: a guild's under GuildMessages, the bot's DM's under DirectMessages, and none from a
 * group DM, which the bot is not in (its interaction answers there included).
 */
function dispatchMessage(hub: Hub, channel: { type: number }, t: string, d: unknown): void {
  if (channel.type === ChannelKind.GroupDM) return;
  hub.gateway.dispatch(t, d, channel.type === ChannelKind.DM ? Intent.DirectMessages : Intent.GuildMessages);
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
  if (flags & MessageFlag.ComponentsV2) checkMediaRefs(components, attachments);
  const now = Date.now();
  const message: StoredMessage = {
    id: snowflake(),
    channelId: channel.id,
    guildId: channel.guildId || null, // a DM channel (dms.ts) has none
    authorId: m.authorId,
    content,
    text: textOf({ content, components }),
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
    dispatchMessage(hub, channel, 'MESSAGE_CREATE', messagePayload(hub.world, message));
  }
  hub.emit({ type: 'messageCreate', message });
  return message;
}

/** Apply an edit body (only the fields present change); keeps the previous version in `history`. */
export function editMessage(hub: Hub, message: StoredMessage, body: Body, files: UploadedFile[]): StoredMessage {
  validateMessageBody(body, message.flags & MessageFlag.ComponentsV2);
  const wasV2 = (message.flags & MessageFlag.ComponentsV2) !== 0;
  const askedV2 = typeof body.flags === 'number' && (body.flags & MessageFlag.ComponentsV2) !== 0;
  // The flag cannot be taken off a message, and an edit turns it on only for an interaction's
  // deferred answer (its placeholder) being filled in.
  if (wasV2 && typeof body.flags === 'number' && !askedV2)
    throw formError(
      ['flags'],
      'MESSAGE_CANNOT_REMOVE_COMPONENTS_V2_FLAG',
      'The IS_COMPONENTS_V2 flag cannot be removed.',
    );
  if (askedV2 && !wasV2 && !message.loading)
    throw formError(
      ['flags'],
      'MESSAGE_CANNOT_CONVERT_TO_COMPONENTS_V2',
      'Only a deferred interaction response can be turned into a Components V2 message.',
    );
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
  if (wasV2 || askedV2) checkMediaRefs(next.components, next.attachments);
  const { history: _history, loading: _loading, ...current } = message;
  message.history.push({
    at: current.at,
    content: current.content,
    text: current.text,
    embeds: current.embeds,
    components: current.components,
    attachments: current.attachments,
    flags: current.flags,
  });
  Object.assign(message, next, { text: textOf(next) });
  if ('allowed_mentions' in body) message.allowedMentions = body.allowed_mentions;
  if (typeof body.flags === 'number') {
    // Only SuppressEmbeds may be toggled on an existing message; ephemeral/loading are fixed by Discord, and
    // Components V2 may be turned on (never off).
    message.flags =
      (message.flags & ~MessageFlag.SuppressEmbeds) |
      (body.flags & (MessageFlag.SuppressEmbeds | MessageFlag.ComponentsV2));
  }
  if (message.loading) {
    message.loading = false;
    message.flags &= ~MessageFlag.Loading;
  }
  const now = Date.now();
  message.at = now;
  message.editedAt = now;
  if (!message.visibleTo) {
    const channel = hub.world.channel(message.channelId) ?? { type: message.guildId ? 0 : dmType(hub, message) };
    dispatchMessage(hub, channel, 'MESSAGE_UPDATE', messagePayload(hub.world, message));
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
    const channel = hub.world.channel(message.channelId) ?? { type: message.guildId ? 0 : dmType(hub, message) };
    dispatchMessage(hub, channel, 'MESSAGE_DELETE', d);
  }
  hub.emit({ type: 'messageDelete', message });
}
