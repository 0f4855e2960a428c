/**
 * Acting as users: slash commands, button clicks and select menus, dispatched as INTERACTION_CREATE.
 * What a real Discord client would refuse is refused here with a thrown Error (a test bug, not a bot bug):
 * unknown registered command or option, a button that is absent or disabled, values outside a menu.
 */
import { dmChannelOf, privateChannelModel, privateChannelPayload } from './dms.ts';
import type { Delivery, Hub } from './hub.ts';
import {
  appPermissions,
  commandContexts,
  commandInstalls,
  contextOf,
  forcedEphemeral,
  Install,
  ownersFor,
  type Place,
  placeName,
} from './install.ts';
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
  /** The guild, for a guild channel; omitted for a DM or group DM channel. */
  guildId?: string;
  /** A guild channel or thread, the user's DM with the bot, or a group DM they are in. */
  channelId: string;
  name: string;
  /** Option values by name; `subcommand` / `subcommandGroup` select the subcommand. */
  options?: SlashOptions;
  /** Who receives it; default `settings.interactionDelivery` (see `Delivery`). */
  deliverTo?: Delivery;
}

export interface DmCommandInput {
  user: StandInUser;
  name: string;
  options?: SlashOptions;
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

/** Where an interaction happens. */
export interface Where {
  user: StandInUser;
  guildId?: string | undefined;
  channelId: string;
  deliverTo?: Delivery | undefined;
}

/**
 * Where `user` acts, refusing what their Discord client would not even show: a channel they cannot view,
 * a private thread they were not added to, commands they may not use, another user's DM with the bot, a
 * group DM they are not in.
 */
function placeOf(hub: Hub, where: Where, type: number): Place {
  const { user, guildId, channelId } = where;
  if (!guildId) {
    const channel = privateChannelModel(hub, channelId);
    if (!channel) throw new Error(`unknown channel ${channelId} (give guildId for a guild channel)`);
    if (!channel.memberIds.has(user.id)) throw new Error(`${user.username} is not in channel ${channelId}`);
    const group = hub.world.groupDms.get(channelId);
    return group ? { kind: 'group', group, channel } : { kind: 'dm', channel };
  }
  const guild = hub.world.guild(guildId);
  if (!guild) throw new Error(`unknown guild ${guildId}`);
  const channel = hub.world.channel(channelId);
  if (!channel || channel.guildId !== guildId) throw new Error(`unknown channel ${channelId} in guild ${guildId}`);
  if (!guild.members.has(user.id)) throw new Error(`${user.username} is not a member of ${guild.name}`);
  const perms = channelPermissions(hub.world, channel, user.id);
  if (!(perms & Perm.ViewChannel)) throw new Error(`${user.username} cannot view channel ${channel.name}`);
  if (channel.type === ChannelKind.PrivateThread && !channel.memberIds.has(user.id) && !(perms & Perm.ManageThreads)) {
    throw new Error(`${user.username} is not a member of private thread ${channel.name}`);
  }
  if (type === 2 && !(perms & Perm.UseApplicationCommands)) {
    throw new Error(`${user.username} may not use application commands in ${channel.name}`);
  }
  return { kind: 'guild', guild, channel };
}

/**
 * The installations an interaction on `message` goes through: those of the interaction that sent the
 * message (Discord keeps the authorizing owners of the source interaction, so a click by another user
 * still names who installed the app); for a message the bot posted itself, the guild install. Without a
 * message (a forged command), the app's installs reaching that place.
 */
function messageOwners(hub: Hub, place: Place, userId: string, message: StoredMessage | undefined) {
  const source = message?.interactionId ? hub.world.interactions.get(message.interactionId) : undefined;
  if (source) return source.owners;
  return ownersFor(hub.world, place, userId, message ? [Install.Guild] : hub.world.integrationTypes);
}

/** Build, record and dispatch one interaction. `owners`: its installations, when the caller knows them. */
export function dispatch(
  hub: Hub,
  input: Where,
  type: number,
  data: Json,
  extra: Partial<InteractionRecord>,
  message?: StoredMessage,
  owners?: Record<string, string>,
): InteractionRecord {
  const place = placeOf(hub, input, type);
  const { channel } = place;
  const authorizing = owners ?? messageOwners(hub, place, input.user.id, message);
  if (Object.keys(authorizing).length === 0) {
    throw new Error(`the app is not installed where ${input.user.username} acts (${placeName(place)})`);
  }
  const id = snowflake();
  const token = `standin-${id}-${Math.random().toString(36).slice(2)}`;
  const context = contextOf(place);
  const payload: Json = {
    id,
    application_id: hub.world.applicationId,
    type,
    token,
    version: 1,
    data,
    channel_id: channel.id,
    app_permissions: appPermissions(hub.world, place).toString(),
    locale: input.user.locale ?? 'en-US',
    entitlements: [],
    authorizing_integration_owners: authorizing,
    context,
    attachment_size_limit: 10_485_760,
  };
  if (place.kind === 'guild') {
    const { guild } = place;
    Object.assign(payload, {
      guild_id: guild.id,
      guild: { id: guild.id, locale: guild.preferredLocale ?? 'en-US', features: [] },
      channel: channelPayload(hub.world, channel),
      member: interactionMemberPayload(hub.world, guild, channel, input.user.id),
      guild_locale: guild.preferredLocale ?? 'en-US',
    });
  } else {
    // Outside a guild Discord sends the user, not a member, and the partial DM / group DM channel.
    Object.assign(payload, { channel: privateChannelPayload(hub, channel), user: userPayload(input.user) });
  }
  if (message) payload.message = messagePayload(hub.world, message);
  const rec: InteractionRecord = {
    id,
    token,
    type,
    userId: input.user.id,
    guildId: place.kind === 'guild' ? place.guild.id : '',
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
    followUpPosts: 0,
    modal: null,
    context,
    owners: authorizing,
    forcedEphemeral: forcedEphemeral(hub.world, place, input.user.id),
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

/**
 * A user runs a slash command where they are. A registered command is offered only in its contexts and
 * through an installation that reaches the place: the guild install (the bot is in the guild; the user
 * shares a guild with it, in its DM) or the user's own install; otherwise it throws, as a Discord client
 * would not list it.
 */
export function runSlashCommand(hub: Hub, input: SlashCommandInput): InteractionRecord {
  const place = placeOf(hub, input, 2);
  const registered =
    place.kind === 'guild' ? hub.world.visibleCommands(place.guild.id) : (hub.world.commands.get('global') ?? []);
  const command = registered.find((c) => c.name === input.name && c.type === 1);
  if (registered.length > 0 && !command) {
    const all = [...hub.world.commands.values()].flat();
    if (all.some((c) => c.name === input.name && c.type === 1))
      throw new Error(`/${input.name} is not available in ${placeName(place)}`);
    throw new Error(`/${input.name} is not registered (have: ${registered.map((c) => c.name).join(', ')})`);
  }
  if (command && !commandContexts(command).includes(contextOf(place)))
    throw new Error(`/${input.name} is not available in ${placeName(place)}`);
  const installs = command ? commandInstalls(command) : hub.world.integrationTypes;
  const owners = ownersFor(hub.world, place, input.user.id, installs);
  if (Object.keys(owners).length === 0) {
    throw new Error(
      `/${input.name} is not offered to ${input.user.username} in ${placeName(place)}: no installation of the app reaches there (integration_types ${JSON.stringify(installs)})`,
    );
  }
  const guildId = place.kind === 'guild' ? place.guild.id : '';
  const { options, resolved } = buildOptions(hub, guildId, input.options ?? {}, command?.options);
  const data: Json = {
    id: command?.id ?? snowflake(),
    name: input.name,
    type: 1,
  };
  if (command?.guildId) data.guild_id = command.guildId;
  if (options.length > 0) data.options = options;
  if (resolved) data.resolved = resolved;
  return dispatch(hub, input, 2, data, { commandName: input.name }, undefined, owners);
}

/** `user` runs a global slash command in their DM with the bot (opened if need be). */
export function runDmCommand(hub: Hub, input: DmCommandInput): InteractionRecord {
  const channelId = dmChannelOf(hub, input.user.id);
  return runSlashCommand(hub, { ...input, channelId });
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

function componentInput(hub: Hub, message: StoredMessage, input: ComponentInput): Where {
  const channel = hub.world.channel(message.channelId) ?? privateChannelModel(hub, message.channelId);
  if (!channel) throw new Error(`message ${message.id} is in an unknown channel`);
  return { user: input.user, guildId: channel.guildId || undefined, channelId: channel.id, deliverTo: input.deliverTo };
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
