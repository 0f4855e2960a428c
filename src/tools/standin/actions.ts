/**
 * Acting as users: slash commands, button clicks and select menus, dispatched as INTERACTION_CREATE.
 * What a real Discord client would refuse is refused here with a thrown Error (a test bug, not a bot bug):
 * unknown registered command or option, a button that is absent or disabled, values outside a menu.
 */
import type { Delivery, Hub } from './hub.ts';
import { ChannelKind, type InteractionRecord, type StandInUser, type StoredMessage, snowflake } from './model.ts';
import { buildOptions, type SlashOptions } from './options.ts';
import {
  channelPayload,
  interactionMemberPayload,
  type Json,
  memberPayload,
  messagePayload,
  userPayload,
} from './payloads.ts';
import { channelPermissions, Perm } from './permissions.ts';

export interface SlashCommandInput {
  user: StandInUser;
  guildId: string;
  channelId: string;
  name: string;
  /** Option values by name; `subcommand` / `subcommandGroup` select the subcommand. */
  options?: SlashOptions;
  /** Who receives it; default `settings.interactionDelivery` (see `Delivery`). */
  deliverTo?: Delivery;
}

export interface ComponentInput {
  user: StandInUser;
  /** The message carrying the component (a stored message or its id). */
  message: StoredMessage | string;
  customId: string;
  /** Also accept a component found only in an earlier version of the message (a stale client). */
  allowStale?: boolean;
  /** Who receives it; default `settings.interactionDelivery` (see `Delivery`). */
  deliverTo?: Delivery;
}

export interface SelectInput extends ComponentInput {
  values: string[];
}

function context(hub: Hub, user: StandInUser, guildId: string, channelId: string, type: number) {
  const guild = hub.world.guild(guildId);
  if (!guild) throw new Error(`unknown guild ${guildId}`);
  const channel = hub.world.channel(channelId);
  if (!channel || channel.guildId !== guildId) throw new Error(`unknown channel ${channelId} in guild ${guildId}`);
  if (!guild.members.has(user.id)) throw new Error(`${user.username} is not a member of ${guild.name}`);
  // What the user's Discord client would not even show: a channel they cannot view, a private thread
  // they were not added to, commands they may not use.
  const perms = channelPermissions(hub.world, channel, user.id);
  if (!(perms & Perm.ViewChannel)) throw new Error(`${user.username} cannot view channel ${channel.name}`);
  if (channel.type === ChannelKind.PrivateThread && !channel.memberIds.has(user.id) && !(perms & Perm.ManageThreads)) {
    throw new Error(`${user.username} is not a member of private thread ${channel.name}`);
  }
  if (type === 2 && !(perms & Perm.UseApplicationCommands)) {
    throw new Error(`${user.username} may not use application commands in ${channel.name}`);
  }
  return { guild, channel };
}

/** Build, record and dispatch one interaction. */
export function dispatch(
  hub: Hub,
  input: { user: StandInUser; guildId: string; channelId: string; deliverTo?: Delivery | undefined },
  type: number,
  data: Json,
  extra: Partial<InteractionRecord>,
  message?: StoredMessage,
): InteractionRecord {
  const { guild, channel } = context(hub, input.user, input.guildId, input.channelId, type);
  const id = snowflake();
  const token = `standin-${id}-${Math.random().toString(36).slice(2)}`;
  const payload: Json = {
    id,
    application_id: hub.world.applicationId,
    type,
    token,
    version: 1,
    data,
    guild_id: guild.id,
    guild: { id: guild.id, locale: guild.preferredLocale ?? 'en-US', features: [] },
    channel: channelPayload(hub.world, channel),
    channel_id: channel.id,
    member: interactionMemberPayload(hub.world, guild, channel, input.user.id),
    app_permissions: channelPermissions(hub.world, channel, hub.world.bot.id).toString(),
    locale: input.user.locale ?? 'en-US',
    guild_locale: guild.preferredLocale ?? 'en-US',
    entitlements: [],
    authorizing_integration_owners: { '0': guild.id },
    context: 0,
    attachment_size_limit: 10_485_760,
  };
  if (message) payload.message = messagePayload(hub.world, message);
  const rec: InteractionRecord = {
    id,
    token,
    type,
    userId: input.user.id,
    guildId: guild.id,
    channelId: channel.id,
    commandName: null,
    customId: null,
    values: null,
    messageId: message?.id ?? null,
    deliveredTo: [],
    dispatchedAt: Date.now(),
    tokenExpiresAt: Date.now() + hub.settings.interactionTokenTtlMs,
    ack: null,
    callbacks: [],
    originalMessageId: null,
    followUpIds: [],
    modal: null,
    payload,
    ...extra,
  };
  hub.world.addInteraction(rec);
  rec.deliveredTo = hub.gateway.dispatchInteraction(payload, input.deliverTo ?? hub.settings.interactionDelivery);
  if (rec.deliveredTo.length === 0) {
    hub.world.removeInteraction(id);
    throw new Error('no bot session: log a client in before acting as a user');
  }
  hub.emit({ type: 'interactionCreate', interaction: rec });
  return rec;
}

export function runSlashCommand(hub: Hub, input: SlashCommandInput): InteractionRecord {
  const registered = hub.world.visibleCommands(input.guildId);
  const command = registered.find((c) => c.name === input.name && c.type === 1);
  if (registered.length > 0 && !command) {
    throw new Error(`/${input.name} is not registered (have: ${registered.map((c) => c.name).join(', ')})`);
  }
  const { options, resolved } = buildOptions(hub, input.guildId, input.options ?? {}, command?.options);
  const data: Json = {
    id: command?.id ?? snowflake(),
    name: input.name,
    type: 1,
  };
  if (command?.guildId) data.guild_id = command.guildId;
  if (options.length > 0) data.options = options;
  if (resolved) data.resolved = resolved;
  return dispatch(hub, input, 2, data, { commandName: input.name });
}

/** Find a component by custom_id in a component tree. */
function findComponent(components: unknown[], customId: string): Json | undefined {
  for (const raw of components) {
    const c = raw as Json;
    if (c.custom_id === customId) return c;
    const inner = [...(Array.isArray(c.components) ? c.components : []), ...(c.accessory ? [c.accessory] : [])];
    const found = findComponent(inner, customId);
    if (found) return found;
  }
  return undefined;
}

function locate(hub: Hub, input: ComponentInput): { message: StoredMessage; component: Json } {
  const id = typeof input.message === 'string' ? input.message : input.message.id;
  const message = hub.world.messages.get(id);
  if (!message || message.deleted) throw new Error(`unknown message ${id}`);
  if (message.visibleTo && message.visibleTo !== input.user.id) {
    throw new Error(`message ${id} is ephemeral to another user`);
  }
  const versions = input.allowStale ? [message, ...[...message.history].reverse()] : [message];
  for (const v of versions) {
    const component = findComponent(v.components, input.customId);
    if (component) {
      if (component.disabled === true && !input.allowStale) throw new Error(`component ${input.customId} is disabled`);
      return { message, component };
    }
  }
  throw new Error(`no component with custom_id ${input.customId} on message ${id}`);
}

function componentInput(hub: Hub, message: StoredMessage, input: ComponentInput) {
  const channel = hub.world.channel(message.channelId);
  if (!channel) throw new Error(`message ${message.id} is in an unknown channel`);
  return { user: input.user, guildId: channel.guildId, channelId: channel.id, deliverTo: input.deliverTo };
}

export function clickButton(hub: Hub, input: ComponentInput): InteractionRecord {
  const { message, component } = locate(hub, input);
  if (component.type !== 2) throw new Error(`component ${input.customId} is not a button`);
  const data = { custom_id: input.customId, component_type: 2 };
  return dispatch(hub, componentInput(hub, message, input), 3, data, { customId: input.customId }, message);
}

export function selectMenu(hub: Hub, input: SelectInput): InteractionRecord {
  const { message, component } = locate(hub, input);
  const type = Number(component.type);
  if (![3, 5, 6, 7, 8].includes(type)) throw new Error(`component ${input.customId} is not a select menu`);
  const min = Number(component.min_values ?? 1);
  const max = Number(component.max_values ?? 1);
  if (input.values.length < min || input.values.length > max) {
    throw new Error(`select ${input.customId} takes ${min}..${max} values, got ${input.values.length}`);
  }
  if (type === 3) {
    const allowed = new Set(((component.options ?? []) as Json[]).map((o) => String(o.value)));
    const bad = input.values.filter((v) => !allowed.has(v));
    if (bad.length > 0) throw new Error(`select ${input.customId} has no option(s) ${bad.join(', ')}`);
  }
  const data: Json = {
    custom_id: input.customId,
    component_type: type,
    values: input.values,
  };
  if (type === 5) {
    const channel = hub.world.channel(message.channelId);
    const guild = channel ? hub.world.guild(channel.guildId) : undefined;
    const users: Json = {};
    const members: Json = {};
    for (const v of input.values) {
      const u = hub.world.users.get(v);
      if (!u) throw new Error(`unknown user ${v}`);
      users[v] = userPayload(u);
      const m = guild?.members.get(v);
      if (m) {
        const { user: _user, ...rest } = memberPayload(hub.world, m);
        members[v] = rest;
      }
    }
    data.resolved = { users, members };
  }
  const extra = { customId: input.customId, values: input.values };
  return dispatch(hub, componentInput(hub, message, input), 3, data, extra, message);
}
