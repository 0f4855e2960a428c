/**
 * Before a game opens its thread: can the bot do everything the game needs
 * there? Returns what is missing by the names Discord's UI uses (in the reader's
 * language when given one: `commands.permission.*` in the catalog), so the reply
 * can tell the server admin exactly which permission to grant.
 */
import {
  type GuildMember,
  type GuildTextBasedChannel,
  PermissionFlagsBits,
  type PermissionResolvable,
  PermissionsBitField,
} from 'discord.js';
import { enUS } from '../i18n/catalog/en-US.ts';
import { type MessageKey, t } from '../i18n/index.ts';

/** The permissions the bot names, by their discord.js flag name: `commands.permission.<flag>` in the catalog. */
const NAMED: Readonly<Record<string, string>> = enUS.commands.permission;

/** Display names as in Discord's (English) channel settings. */
export const PERMISSION_NAMES: Readonly<Record<string, string>> = { ...NAMED };

/** The English display name back to its flag name, so a name already said in English can be said again. */
const FLAG_OF: ReadonlyMap<string, string> = new Map(Object.entries(NAMED).map(([flag, name]) => [name, flag]));

/**
 * A permission as Discord's interface names it in `locale`: given by its flag name (`AttachFiles`) or
 * its English display name (`Attach Files`); one the catalog does not name is kept as given.
 */
export function permissionName(permission: string, locale?: string | null): string {
  const flag = Object.hasOwn(NAMED, permission) ? permission : FLAG_OF.get(permission);
  return flag ? t(locale, `commands.permission.${flag}` as MessageKey) : permission;
}

/** Names in a list as `locale` writes one ("A, B"; "A、B" in Japanese and Chinese). */
export const listOf = (names: readonly string[], locale?: string | null): string =>
  names.join(t(locale, 'commands.listSeparator'));

export type ThreadKind = 'public' | 'private';

/**
 * What a game needs in the channel it starts from. In a text channel: create the
 * thread (public or private) and post in it. Inside an existing thread the game
 * plays there, so only posting is needed (permissions of a thread are its parent's).
 */
export function requiredThreadPermissions(inThread: boolean, kind: ThreadKind): bigint[] {
  const P = PermissionFlagsBits;
  const base = [P.ViewChannel, P.ReadMessageHistory, P.SendMessagesInThreads, P.AttachFiles, P.EmbedLinks];
  if (inThread) return base;
  return [...base, kind === 'private' ? P.CreatePrivateThreads : P.CreatePublicThreads];
}

/**
 * What to grant the bot's role when inviting it: everything the bot does in any
 * channel it is used from (SendMessages for the rare post outside a thread).
 * Manage Threads is for the server's `archive` setting: Discord requires it to
 * archive or lock a thread, even one the bot created (only unarchiving an
 * unlocked thread needs less); `/settings` refuses that setting without it.
 */
export const INVITE_PERMISSIONS: bigint = [
  PermissionFlagsBits.ViewChannel,
  PermissionFlagsBits.ReadMessageHistory,
  PermissionFlagsBits.SendMessages,
  PermissionFlagsBits.SendMessagesInThreads,
  PermissionFlagsBits.CreatePublicThreads,
  PermissionFlagsBits.CreatePrivateThreads,
  PermissionFlagsBits.AttachFiles,
  PermissionFlagsBits.EmbedLinks,
  PermissionFlagsBits.ManageThreads,
].reduce((all, flag) => all | flag, 0n);

/** What archiving and locking a finished game's thread needs (the `archive` setting). */
export const ARCHIVE_PERMISSIONS: readonly bigint[] = [PermissionFlagsBits.ManageThreads];

/** The OAuth2 URL that adds the bot to a server with the `bot` and `applications.commands` scopes. */
export function inviteUrl(clientId: string): string {
  const q = new URLSearchParams({
    client_id: clientId,
    scope: 'bot applications.commands',
    permissions: INVITE_PERMISSIONS.toString(),
  });
  return `https://discord.com/oauth2/authorize?${q}`;
}

/**
 * The readable names of the `required` flags absent from `have` (Administrator grants all), in
 * `locale` (default English).
 */
export function missingPermissionNames(
  have: PermissionResolvable | null,
  required: readonly bigint[],
  locale?: string | null,
): string[] {
  const bits = new PermissionsBitField(have ?? 0n);
  if (bits.has(PermissionFlagsBits.Administrator)) return [];
  return required
    .filter((flag) => !bits.has(flag, false))
    .map((flag) => {
      const key = new PermissionsBitField(flag).toArray()[0] ?? String(flag);
      return permissionName(key, locale);
    });
}

/**
 * The permissions the bot lacks to run a game from `channel` (a text channel or a
 * thread), using the channel's overwrites. An empty array means all is well.
 */
export function missingThreadPermissions(
  channel: GuildTextBasedChannel,
  botMember: GuildMember,
  kind: ThreadKind = 'private',
): string[] {
  const have = channel.permissionsFor(botMember);
  return missingPermissionNames(have, requiredThreadPermissions(channel.isThread(), kind));
}

/**
 * The one-line answer for a player when something is missing (empty string when nothing is), in
 * `locale` (default English). `missing` may be English display names (as missingPermissionNames gives
 * them without a locale) or flag names: either is said in `locale`.
 */
export function describeMissing(missing: readonly string[], channelName?: string, locale?: string | null): string {
  if (missing.length === 0) return '';
  const vars = {
    count: missing.length,
    permissions: listOf(
      missing.map((m) => permissionName(m, locale)),
      locale,
    ),
  };
  return channelName
    ? t(locale, 'commands.cannotStartIn', { ...vars, channel: channelName })
    : t(locale, 'commands.cannotStartHere', vars);
}
