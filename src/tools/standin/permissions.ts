/**
 * Permission bits and Discord's effective-permission algorithm (base roles, administrator, then channel
 * overwrites: @everyone, roles, member). Threads inherit their parent channel's permissions.
 */
import type { ChannelModel, GuildModel, World } from './model.ts';

/** The permission bits the stand-in checks or that bots commonly ask for (Discord's values). */
export const Perm = {
  CreateInstantInvite: 1n << 0n,
  Administrator: 1n << 3n,
  ManageChannels: 1n << 4n,
  AddReactions: 1n << 6n,
  ViewChannel: 1n << 10n,
  SendMessages: 1n << 11n,
  ManageMessages: 1n << 13n,
  EmbedLinks: 1n << 14n,
  AttachFiles: 1n << 15n,
  ReadMessageHistory: 1n << 16n,
  MentionEveryone: 1n << 17n,
  UseExternalEmojis: 1n << 18n,
  ManageRoles: 1n << 28n,
  UseApplicationCommands: 1n << 31n,
  ManageThreads: 1n << 34n,
  CreatePublicThreads: 1n << 35n,
  CreatePrivateThreads: 1n << 36n,
  SendMessagesInThreads: 1n << 38n,
  /** Lets a member's user-installed apps answer publicly in the server (else their responses are ephemeral). */
  UseExternalApps: 1n << 50n,
} as const;

const ALL = (1n << 53n) - 1n;

/**
 * Default @everyone permissions: a normal member can see, talk and use commands (their own apps' too, as
 * in a new Discord server), but not more.
 */
export const DEFAULT_EVERYONE =
  Perm.ViewChannel |
  Perm.SendMessages |
  Perm.ReadMessageHistory |
  Perm.UseApplicationCommands |
  Perm.AddReactions |
  Perm.UseExternalApps;

/**
 * Default permissions of the bot's managed role: exactly what the bot's invite URL asks for
 * (`INVITE_PERMISSIONS` in src/bot/permissions.ts; test/bot/permissions.test.ts keeps the two equal), as
 * Discord gives the role it creates on invite. A stand-in more generous than the invite hides a permission
 * the bot uses but never asks for; tests that need more or less set it (`botPermissions`, `setBotPermissions`).
 */
export const DEFAULT_BOT =
  Perm.ViewChannel |
  Perm.ReadMessageHistory |
  Perm.SendMessages |
  Perm.SendMessagesInThreads |
  Perm.CreatePublicThreads |
  Perm.CreatePrivateThreads |
  Perm.AttachFiles |
  Perm.EmbedLinks |
  Perm.ManageThreads;

/** Guild-level permissions of a member (no channel overwrites). */
export function basePermissions(guild: GuildModel, userId: string): bigint {
  if (guild.ownerId === userId) return ALL;
  const member = guild.members.get(userId);
  if (!member) return 0n;
  let perms = guild.roles.get(guild.id)?.permissions ?? 0n;
  for (const roleId of member.roles) perms |= guild.roles.get(roleId)?.permissions ?? 0n;
  return perms & Perm.Administrator ? ALL : perms;
}

/** Effective permissions of a member in a channel (threads use their parent). */
export function channelPermissions(world: World, channel: ChannelModel, userId: string): bigint {
  const guild = world.guild(channel.guildId);
  if (!guild) return 0n;
  const base = basePermissions(guild, userId);
  if (base === ALL) return ALL;
  const source = channel.parentId ? (world.channel(channel.parentId) ?? channel) : channel;
  const member = guild.members.get(userId);
  let perms = base;
  const everyone = source.overwrites.find((o) => o.type === 0 && o.id === guild.id);
  if (everyone) perms = (perms & ~everyone.deny) | everyone.allow;
  let allow = 0n;
  let deny = 0n;
  for (const o of source.overwrites) {
    if (o.type === 0 && o.id !== guild.id && member?.roles.includes(o.id)) {
      allow |= o.allow;
      deny |= o.deny;
    }
  }
  perms = (perms & ~deny) | allow;
  const own = source.overwrites.find((o) => o.type === 1 && o.id === userId);
  if (own) perms = (perms & ~own.deny) | own.allow;
  return perms;
}

/** @everyone's permissions in a channel (its role, then the channel's @everyone overwrite). */
export function everyonePermissions(world: World, channel: ChannelModel): bigint {
  const guild = world.guild(channel.guildId);
  if (!guild) return 0n;
  const base = guild.roles.get(guild.id)?.permissions ?? 0n;
  if (base & Perm.Administrator) return ALL;
  const source = channel.parentId ? (world.channel(channel.parentId) ?? channel) : channel;
  const everyone = source.overwrites.find((o) => o.type === 0 && o.id === guild.id);
  return everyone ? (base & ~everyone.deny) | everyone.allow : base;
}

/** Names of the bits in `required` that `have` lacks, for readable error messages. */
export function missingNames(have: bigint, required: bigint): string[] {
  return Object.entries(Perm)
    .filter(([, bit]) => (required & bit) !== 0n && (have & bit) === 0n)
    .map(([name]) => name);
}
