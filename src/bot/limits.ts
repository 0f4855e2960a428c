/**
 * Discord's size limits on a message, applied to every payload the responder sends, so that no
 * answer is ever refused (400 / 50035) for its length, whatever a handler put in it (a long list of
 * games, a user-chosen name echoed back). Text is cut with an ellipsis, lists are cut at the limit.
 * Limits: https://discord.com/developers/docs/resources/message#create-message and the embed limits.
 */
import type { APIEmbed } from 'discord.js';
import type { ReplyPayload } from './responder.ts';

export const LIMITS = {
  content: 2000,
  embeds: 10,
  embedTotal: 6000,
  title: 256,
  description: 4096,
  fields: 25,
  fieldName: 256,
  fieldValue: 1024,
  footer: 2048,
  author: 256,
  rows: 5,
  files: 10,
} as const;

/** `text` cut to at most `max` UTF-16 units, ending with '…' when cut, never splitting a surrogate pair. */
export function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  let end = max - 1;
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end -= 1;
  return `${text.slice(0, end)}…`;
}

type EmbedInput = NonNullable<ReplyPayload['embeds']>[number];

const toJSON = (e: EmbedInput): APIEmbed =>
  (typeof (e as { toJSON?: unknown }).toJSON === 'function' ? (e as { toJSON(): APIEmbed }).toJSON() : e) as APIEmbed;

function capEmbed(e: APIEmbed): APIEmbed {
  const out: APIEmbed = { ...e };
  if (out.title !== undefined) out.title = cut(out.title, LIMITS.title);
  if (out.description !== undefined) out.description = cut(out.description, LIMITS.description);
  if (out.footer) out.footer = { ...out.footer, text: cut(out.footer.text, LIMITS.footer) };
  if (out.author) out.author = { ...out.author, name: cut(out.author.name, LIMITS.author) };
  if (out.fields)
    out.fields = out.fields.slice(0, LIMITS.fields).map((f) => ({
      ...f,
      name: cut(f.name, LIMITS.fieldName),
      value: cut(f.value, LIMITS.fieldValue),
    }));
  return out;
}

/** The characters Discord counts towards the 6000 of a message's embeds. */
function embedSize(e: APIEmbed): number {
  const fields = (e.fields ?? []).reduce((n, f) => n + f.name.length + f.value.length, 0);
  return (
    (e.title?.length ?? 0) +
    (e.description?.length ?? 0) +
    (e.footer?.text.length ?? 0) +
    (e.author?.name.length ?? 0) +
    fields
  );
}

/** `e` shrunk to at most `room` counted characters (fields dropped from the end, then the description cut), or undefined. */
function shrinkToFit(e: APIEmbed, room: number): APIEmbed | undefined {
  const out: APIEmbed = { ...e, fields: [...(e.fields ?? [])] };
  while (embedSize(out) > room && out.fields?.length) out.fields.pop();
  const over = embedSize(out) - room;
  if (over > 0 && out.description && out.description.length - over >= 2)
    out.description = cut(out.description, out.description.length - over);
  return embedSize(out) <= room ? out : undefined;
}

function capEmbeds(embeds: readonly EmbedInput[]): APIEmbed[] {
  const out: APIEmbed[] = [];
  let total = 0;
  for (const raw of embeds.slice(0, LIMITS.embeds)) {
    const e = shrinkToFit(capEmbed(toJSON(raw)), LIMITS.embedTotal - total);
    // The first embed that cannot be made to fit ends the list.
    if (!e) break;
    total += embedSize(e);
    out.push(e);
  }
  return out;
}

/** The payload within Discord's limits (the same object when nothing needed cutting). */
export function capPayload<P extends ReplyPayload>(msg: P): P {
  const over =
    (msg.content?.length ?? 0) > LIMITS.content ||
    msg.embeds !== undefined ||
    (msg.components?.length ?? 0) > LIMITS.rows ||
    (msg.files?.length ?? 0) > LIMITS.files;
  if (!over) return msg;
  const out: P = { ...msg };
  if (msg.content !== undefined) out.content = cut(msg.content, LIMITS.content);
  if (msg.embeds) out.embeds = capEmbeds(msg.embeds);
  if (msg.components) out.components = msg.components.slice(0, LIMITS.rows);
  if (msg.files) out.files = msg.files.slice(0, LIMITS.files);
  return out;
}
