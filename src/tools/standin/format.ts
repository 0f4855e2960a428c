/**
 * Plain-text rendering of what happened on the stand-in, for the demo transcript and for readable test
 * failures: one line per user action, acknowledgement, message, edit, thread and member, with messages
 * shown as their content, embeds, components (label and custom_id) and attachments.
 */
import type { StandInEvent } from './hub.ts';
import type { InteractionRecord, StoredMessage, World } from './model.ts';

type Json = Record<string, unknown>;

const LOADING = 1 << 7;

const CALLBACK_NAMES: Record<number, string> = {
  4: 'reply',
  5: 'deferred reply',
  6: 'deferred update',
  7: 'update',
  8: 'autocomplete',
  9: 'modal',
};

function userName(world: World, id: string): string {
  return world.users.get(id)?.username ?? id;
}

function channelName(world: World, id: string): string {
  const c = world.channel(id);
  if (c) return `#${c.name}`;
  const group = world.groupDms.get(id);
  if (group) return `[group DM ${group.name ?? group.recipientIds.map((u) => userName(world, u)).join(', ')}]`;
  const dm = world.dms.get(id);
  return dm ? `[DM with ${userName(world, dm)}]` : `#${id}`;
}

function describeComponent(c: Json): string[] {
  const out: string[] = [];
  const disabled = c.disabled === true ? ' (disabled)' : '';
  if (c.type === 2) {
    const label = String(c.label ?? (c.emoji as Json | undefined)?.name ?? '');
    out.push(c.url ? `[${label}](${String(c.url)})` : `[${label}]${disabled} ${String(c.custom_id ?? '')}`);
  } else if (typeof c.type === 'number' && [3, 5, 6, 7, 8].includes(c.type)) {
    const options = ((c.options ?? []) as Json[]).map((o) => String(o.label ?? o.value)).join(' | ');
    out.push(`<select ${String(c.custom_id)}${disabled}${options ? `: ${options}` : ''}>`);
  } else if (c.type === 10) {
    out.push(String(c.content ?? ''));
  }
  for (const inner of [...(Array.isArray(c.components) ? c.components : []), ...(c.accessory ? [c.accessory] : [])]) {
    out.push(...describeComponent(inner as Json));
  }
  return out;
}

/** Replace `<@id>` and `<#id>` mentions by `@name` / `#name` when the world knows them. */
function readable(text: string, world?: World): string {
  if (!world) return text;
  return text
    .replace(/<@!?(\d+)>/g, (m, id: string) => (world.users.has(id) ? `@${userName(world, id)}` : m))
    .replace(/<#(\d+)>/g, (m, id: string) => (world.channel(id) ? channelName(world, id) : m));
}

/** A message as text lines (without a header); pass `world` to show mentions by name. */
export function describeMessage(
  message: Pick<StoredMessage, 'content' | 'embeds' | 'components' | 'attachments'>,
  world?: World,
): string[] {
  const lines: string[] = [];
  if (message.content) lines.push(...readable(message.content, world).split('\n'));
  for (const raw of message.embeds) {
    const e = raw as Json;
    const parts = [e.title, e.description].filter((x): x is string => typeof x === 'string' && x.length > 0);
    lines.push(`embed: ${readable(parts.join(' — '), world)}`);
    for (const f of (e.fields ?? []) as Json[]) lines.push(`  ${String(f.name)}: ${readable(String(f.value), world)}`);
    const image = (e.image as Json | undefined)?.url;
    if (typeof image === 'string') lines.push(`  image: ${image}`);
  }
  for (const row of message.components) {
    const parts = describeComponent(row as Json);
    if (parts.length > 0) lines.push(parts.join('  '));
  }
  for (const a of message.attachments) lines.push(`file: ${a.filename} (${a.contentType}, ${a.size} bytes)`);
  return lines;
}

function header(world: World, message: StoredMessage, verb: string): string {
  const rec = message.interactionId ? world.interactions.get(message.interactionId) : undefined;
  const via = rec ? ` (${describeInteraction(world, rec)})` : '';
  const secret = message.visibleTo ? `, only ${userName(world, message.visibleTo)} sees it` : '';
  return `${channelName(world, message.channelId)} ${userName(world, message.authorId)} ${verb}${via}${secret}`;
}

function describeInteraction(world: World, rec: InteractionRecord): string {
  const who = userName(world, rec.userId);
  if (rec.commandName) {
    const given = (rec.payload.data as Json).options;
    const opts = (Array.isArray(given) ? given : []) as Json[];
    const value = (o: Json) =>
      o.type === 6
        ? `@${userName(world, String(o.value))}`
        : o.type === 7
          ? channelName(world, String(o.value))
          : String(o.value);
    const flat = (list: Json[]): string[] =>
      list.flatMap((o) =>
        Array.isArray(o.options) ? [String(o.name), ...flat(o.options as Json[])] : [`${String(o.name)}:${value(o)}`],
      );
    return `/${[rec.commandName, ...flat(opts)].join(' ')} by ${who}`;
  }
  const values = rec.values ? ` [${rec.values.join(', ')}]` : '';
  return `${rec.customId}${values} by ${who}`;
}

const indent = (lines: string[]) => lines.map((l) => `    ${l}`);

/** One event as transcript lines; `[]` for events a transcript leaves out (requests, heartbeats). */
export function formatEvent(world: World, event: StandInEvent): string[] {
  switch (event.type) {
    case 'interactionCreate':
      return [
        `> ${describeInteraction(world, event.interaction)} in ${channelName(world, event.interaction.channelId)}`,
      ];
    case 'interactionCallback': {
      const { callback: cb, interaction } = event;
      const name = CALLBACK_NAMES[cb.type] ?? `callback ${cb.type}`;
      const result = cb.status < 300 ? '' : ` REJECTED ${cb.status}`;
      return [`  ${name} to ${describeInteraction(world, interaction)} after ${cb.latencyMs} ms${result}`];
    }
    case 'messageCreate':
      if (event.message.loading) return [];
      return [header(world, event.message, 'posted'), ...indent(describeMessage(event.message, world))];
    case 'messageUpdate': {
      // The first edit of a deferred reply is, for the user, the reply itself.
      const m = event.message;
      const wasLoading = m.history.length === 1 && ((m.history[0]?.flags ?? 0) & LOADING) !== 0;
      return [header(world, m, wasLoading ? 'replied' : 'edited'), ...indent(describeMessage(m, world))];
    }
    case 'messageDelete':
      return [header(world, event.message, 'deleted')];
    case 'threadCreate':
      return [
        `${channelName(world, event.thread.parentId ?? '')} thread ${channelName(world, event.thread.id)} created`,
      ];
    case 'threadMemberAdd':
      return [`${channelName(world, event.thread.id)} ${userName(world, event.userId)} added to the thread`];
    case 'threadMemberRemove':
      return [`${channelName(world, event.thread.id)} ${userName(world, event.userId)} removed from the thread`];
    case 'channelUpdate': {
      const c = event.channel;
      const state = [c.archived ? 'archived' : '', c.locked ? 'locked' : ''].filter(Boolean).join(', ');
      return [`${channelName(world, c.id)} updated${state ? ` (${state})` : ''}`];
    }
    case 'commandsUpdate':
      return [`commands registered (${event.scope}): ${event.commands.map((c) => `/${c.name}`).join(' ')}`];
    default:
      return [];
  }
}
