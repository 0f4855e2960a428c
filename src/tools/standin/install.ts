/**
 * Installations and what Discord derives from them for one interaction. The app is installed to a guild
 * (its bot is a member, setup.ts) and/or to users' accounts (`standIn.installToUser`). From that and the
 * command's `integration_types` and `contexts`, Discord decides where a command is offered, and fills an
 * interaction's `context`, `authorizing_integration_owners` and `app_permissions`; in a server where the
 * app is only user-installed, Use External Apps decides whether its responses may be public.
 */
import type { ChannelModel, CommandRecord, GroupDmModel, GuildModel, World } from './model.ts';
import { channelPermissions, everyonePermissions, Perm } from './permissions.ts';

/** Interaction context types (Discord numbering). */
export const Context = { Guild: 0, BotDm: 1, PrivateChannel: 2 } as const;

/** Application integration types (Discord numbering). */
export const Install = { Guild: 0, User: 1 } as const;

/** Where a user acts: a guild channel, their DM with the bot, or a group DM the bot is not in. */
export type Place =
  | { kind: 'guild'; guild: GuildModel; channel: ChannelModel }
  | { kind: 'dm'; channel: ChannelModel }
  | { kind: 'group'; group: GroupDmModel; channel: ChannelModel };

export function contextOf(place: Place): number {
  return place.kind === 'guild' ? Context.Guild : place.kind === 'dm' ? Context.BotDm : Context.PrivateChannel;
}

export const placeName = (place: Place): string =>
  place.kind === 'guild' ? 'servers' : place.kind === 'dm' ? 'DMs' : 'group DMs';

/**
 * Where a command may be used. A guild command exists only in its guild (Discord: `contexts` is for global
 * commands). A global one: its `contexts`; without them the deprecated `dm_permission: false` means the
 * guild only; otherwise every context (Discord's default for new commands).
 */
export function commandContexts(command: CommandRecord): number[] {
  if (command.guildId) return [Context.Guild];
  if (command.contexts) return command.contexts;
  return command.raw.dm_permission === false ? [Context.Guild] : [Context.Guild, Context.BotDm, Context.PrivateChannel];
}

/** Through which installations a command is reachable: a guild command through its guild's install only. */
export function commandInstalls(command: CommandRecord): number[] {
  return command.guildId ? [Install.Guild] : command.integrationTypes;
}

/** Whether `userId` shares a guild with the bot, so that the guild install reaches their DM with it. */
function sharesGuildWithBot(world: World, userId: string): boolean {
  for (const guild of world.guilds.values())
    if (guild.members.has(world.bot.id) && guild.members.has(userId)) return true;
  return false;
}

/**
 * `authorizing_integration_owners` for a command reachable through `installs`: `"0"` when the guild install
 * applies (the guild's id; `"0"` in the bot's DM), `"1"` when the user installed the app (their id).
 * Empty: the app is not reachable there, and Discord would not offer the command.
 */
export function ownersFor(world: World, place: Place, userId: string, installs: readonly number[]) {
  const owners: Record<string, string> = {};
  if (installs.includes(Install.Guild) && world.integrationTypes.includes(Install.Guild)) {
    if (place.kind === 'guild' && world.botIn(place.guild.id)) owners[Install.Guild] = place.guild.id;
    if (place.kind === 'dm' && sharesGuildWithBot(world, userId)) owners[Install.Guild] = '0';
  }
  if (
    installs.includes(Install.User) &&
    world.integrationTypes.includes(Install.User) &&
    world.userInstalls.has(userId)
  )
    owners[Install.User] = userId;
  return owners;
}

/**
 * What Discord sends as `app_permissions` where the bot is not: the example payload of a user-installed
 * command in Discord's docs carries 442368 (Embed Links, Attach Files, Mention Everyone, Use External
 * Emojis), as an interaction webhook may always embed and attach.
 */
export const PRIVATE_APP_PERMISSIONS =
  Perm.EmbedLinks | Perm.AttachFiles | Perm.MentionEveryone | Perm.UseExternalEmojis;

/**
 * `app_permissions`: the bot's own permissions in the channel where it is a member; in a guild it is not in,
 * @everyone's there plus Embed Links and Attach Files (which interaction responses always have, per
 * Discord's changelog); in DMs and group DMs, `PRIVATE_APP_PERMISSIONS`.
 */
export function appPermissions(world: World, place: Place): bigint {
  if (place.kind !== 'guild') return PRIVATE_APP_PERMISSIONS;
  if (world.botIn(place.guild.id)) return channelPermissions(world, place.channel, world.bot.id);
  return everyonePermissions(world, place.channel) | Perm.EmbedLinks | Perm.AttachFiles;
}

/**
 * Discord's Use External Apps: "when disabled, users will still be allowed to use their apps but the
 * responses will be ephemeral. This only applies to apps not also installed to the server."
 */
export function forcedEphemeral(world: World, place: Place, userId: string): boolean {
  if (place.kind !== 'guild' || world.botIn(place.guild.id)) return false;
  return (channelPermissions(world, place.channel, userId) & Perm.UseExternalApps) === 0n;
}

/** Only the user install applies: Discord then allows 5 follow-ups per interaction. */
export const userInstallOnly = (owners: Record<string, string>): boolean =>
  Install.User in owners && !(Install.Guild in owners);
