/**
 * In-memory world of the stand-in: users, guilds, roles, members, channels/threads, messages, interactions.
 * Plain mutable records owned by `World`; payload shapes for the wire live in `payloads.ts`.
 */

/** Discord epoch (2015-01-01) used to build snowflakes, so discord.js derives sane creation times. */
const DISCORD_EPOCH = 1420070400000n;
let counter = 0n;

/** A fresh snowflake id for the current time (unique within the process). */
export function snowflake(): string {
  return snowflakeAt(BigInt(Date.now()));
}

function snowflakeAt(ms: bigint): string {
  counter = (counter + 1n) & 0xfffn;
  return (((ms - DISCORD_EPOCH) << 22n) | (1n << 17n) | counter).toString();
}

/**
 * A snowflake that Discord's shard formula `(id >> 22) % count` puts on shard `shard`: its timestamp is
 * the first millisecond from now (at most `count - 1` ms ahead) whose offset from the epoch fits.
 */
export function snowflakeOnShard(shard: number, count: number): string {
  const now = BigInt(Date.now()) - DISCORD_EPOCH;
  const n = BigInt(count);
  const delta = (((BigInt(shard) - (now % n)) % n) + n) % n;
  return snowflakeAt(now + delta + DISCORD_EPOCH);
}

/** A user as tests pass it around: snowflake id plus username. */
export interface StandInUser {
  id: string;
  username: string;
  bot?: boolean;
  globalName?: string;
  /** The language of the user's Discord client, sent as an interaction's `locale`; default 'en-US'. */
  locale?: string;
}

export interface RoleModel {
  id: string;
  name: string;
  permissions: bigint;
  position: number;
  managed: boolean;
}

export interface MemberModel {
  userId: string;
  roles: string[];
  joinedAt: string;
  nick: string | null;
}

export interface OverwriteModel {
  /** Role id or user id. */
  id: string;
  /** 0 = role, 1 = member (as Discord). */
  type: 0 | 1;
  allow: bigint;
  deny: bigint;
}

export interface GuildModel {
  id: string;
  name: string;
  ownerId: string;
  roles: Map<string, RoleModel>;
  members: Map<string, MemberModel>;
  /** The managed role that carries the bot's permissions ('' while the app is not installed to the guild). */
  botRoleId: string;
  /** The server's preferred locale (community settings): `preferred_locale`, an interaction's `guild_locale`. */
  preferredLocale?: string;
  createdAt: string;
}

/** Channel types the stand-in models (Discord numbering). */
export const ChannelKind = {
  GuildText: 0,
  /** The bot's DM with one user (dms.ts). */
  DM: 1,
  /** A group DM between 2–10 users, which the bot is never in (dms.ts). */
  GroupDM: 3,
  PublicThread: 11,
  PrivateThread: 12,
} as const;
export type ChannelKind = (typeof ChannelKind)[keyof typeof ChannelKind];

export interface ChannelModel {
  id: string;
  guildId: string;
  type: ChannelKind;
  name: string;
  position: number;
  overwrites: OverwriteModel[];
  lastMessageId: string | null;
  /** Threads only. */
  parentId: string | null;
  ownerId: string | null;
  archived: boolean;
  locked: boolean;
  invitable: boolean;
  autoArchiveDuration: number;
  archiveTimestamp: string;
  createdAt: string;
  memberIds: Set<string>;
  messageCount: number;
  /** Message a thread was started from, if any. */
  starterMessageId: string | null;
}

/** A file the bot uploaded, kept as bytes so tests can decode the PNG. */
export interface StoredAttachment {
  id: string;
  filename: string;
  contentType: string;
  data: Buffer;
  size: number;
  url: string;
  description: string | null;
}

/** Snapshot of a message's visible content, kept for edit history. */
export interface MessageSnapshot {
  at: number;
  content: string;
  /**
   * What a reader sees as words: the content, or, for a Components V2 message (which has none),
   * its text displays joined by new lines. Kept for tests and transcripts; the gateway and REST
   * payloads carry `content` as Discord does.
   */
  text: string;
  embeds: unknown[];
  components: unknown[];
  attachments: StoredAttachment[];
  flags: number;
}

export interface StoredMessage extends MessageSnapshot {
  id: string;
  channelId: string;
  guildId: string | null;
  authorId: string;
  /** Set when sent through an interaction webhook (reply, follow-up, update). */
  interactionId: string | null;
  /** Ephemeral messages are visible only to this user and are not fetchable through the channel. */
  visibleTo: string | null;
  allowedMentions: unknown;
  createdAt: number;
  editedAt: number | null;
  /** Previous versions, oldest first; the current version is the message itself. */
  history: MessageSnapshot[];
  deleted: boolean;
  /** Webhook id (application id) for interaction messages. */
  webhookId: string | null;
  /** For interaction responses: the type-4/5 "deferred" placeholder not yet edited. */
  loading: boolean;
}

/** One interaction callback the bot attempted, accepted or not. */
export interface CallbackRecord {
  type: number;
  at: number;
  /** Milliseconds from dispatch to this callback. */
  latencyMs: number;
  status: number;
  data: unknown;
}

export interface InteractionRecord {
  id: string;
  token: string;
  /** 2 = application command, 3 = message component, 5 = modal submit. */
  type: number;
  userId: string;
  guildId: string;
  channelId: string;
  commandName: string | null;
  customId: string | null;
  values: string[] | null;
  /** The message a component sits on. */
  messageId: string | null;
  /** The gateway sessions it was delivered to (see `Delivery`). */
  deliveredTo: string[];
  dispatchedAt: number;
  /** After this time (ms epoch) the webhook routes refuse the token. */
  tokenExpiresAt: number;
  /** The accepted acknowledgement (first successful callback). */
  ack: CallbackRecord | null;
  /** Every callback attempt, including rejected second acknowledgements. */
  callbacks: CallbackRecord[];
  /** The message `@original` points to, once there is one. */
  originalMessageId: string | null;
  followUpIds: string[];
  /** Follow-up POSTs accepted, the one that filled a deferred reply included (Discord's 5-follow-up cap). */
  followUpPosts: number;
  /** The modal shown in answer (callback type 9), if any. */
  modal: Record<string, unknown> | null;
  /** 0 guild, 1 the bot's DM, 2 a private channel (group DM), as the payload's `context`. */
  context: number;
  /**
   * The installations the interaction goes through, as the payload's `authorizing_integration_owners`:
   * `"0"` (guild install) → the guild's id, or `"0"` in the bot's DM; `"1"` (user install) → the user's id.
   */
  owners: Record<string, string>;
  /**
   * Discord makes every response ephemeral: a user-installed app, not installed to the server, used by
   * someone without Use External Apps there (install.ts).
   */
  forcedEphemeral: boolean;
  payload: Record<string, unknown>;
}

/** A group DM (type 3): its users talk, the bot is not a member and only answers interactions there. */
export interface GroupDmModel {
  id: string;
  name: string | null;
  ownerId: string;
  recipientIds: string[];
}

export interface CommandRecord {
  id: string;
  applicationId: string;
  guildId: string | null;
  name: string;
  type: number;
  description: string;
  options: unknown[];
  /** `integration_types` as registered, else the app's (`World.integrationTypes`), as Discord fills it in. */
  integrationTypes: number[];
  /** `contexts` as registered, or null (then `dm_permission` or the default decides; install.ts). */
  contexts: number[] | null;
  raw: Record<string, unknown>;
}

/** Everything the stand-in knows; shared by gateway, REST routes and user actions. */
export class World {
  readonly applicationId: string;
  readonly bot: StandInUser;
  readonly users = new Map<string, StandInUser>();
  readonly guilds = new Map<string, GuildModel>();
  readonly channels = new Map<string, ChannelModel>();
  readonly messages = new Map<string, StoredMessage>();
  /** The same messages by channel, in creation order, so a channel's messages cost what that
   *  channel holds, not every message of the world (waits probe them on every event). */
  readonly #byChannel = new Map<string, StoredMessage[]>();
  readonly interactions = new Map<string, InteractionRecord>();
  readonly #byToken = new Map<string, InteractionRecord>();
  /** Key: `global` or guild id. */
  readonly commands = new Map<string, CommandRecord[]>();
  /** DM channels the bot opened (dms.ts): channel id → the user's id. */
  readonly dms = new Map<string, string>();
  /** Users whose DMs are closed to the bot: a DM to them gets 403 / 50007. */
  readonly closedDms = new Set<string>();
  /** Group DMs by channel id (dms.ts). */
  readonly groupDms = new Map<string, GroupDmModel>();
  /** Users who installed the app to their account (user install). */
  readonly userInstalls = new Set<string>();
  /**
   * The installation contexts the app supports (its `integration_types_config`): 0 guild install, 1 user
   * install. A command that names no `integration_types` gets these, as on Discord.
   */
  integrationTypes: number[] = [0, 1];

  constructor(bot: StandInUser, applicationId: string) {
    this.bot = { ...bot, bot: true };
    this.applicationId = applicationId;
    this.users.set(bot.id, this.bot);
  }

  guild(id: string): GuildModel | undefined {
    return this.guilds.get(id);
  }

  /** Whether the app is installed to the guild (its bot is a member), as opposed to only used there. */
  botIn(guildId: string): boolean {
    return this.guilds.get(guildId)?.members.has(this.bot.id) ?? false;
  }

  channel(id: string): ChannelModel | undefined {
    return this.channels.get(id);
  }

  /** Stores a new message (the only way messages are added). */
  addMessage(message: StoredMessage): void {
    this.messages.set(message.id, message);
    const list = this.#byChannel.get(message.channelId);
    if (list) list.push(message);
    else this.#byChannel.set(message.channelId, [message]);
  }

  /** Forgets a message entirely (long runs dropping what they no longer look at). */
  removeMessage(id: string): void {
    const message = this.messages.get(id);
    if (!message) return;
    this.messages.delete(id);
    const list = this.#byChannel.get(message.channelId);
    if (list)
      this.#byChannel.set(
        message.channelId,
        list.filter((m) => m.id !== id),
      );
  }

  /** Messages of one channel in creation order (deleted ones excluded). */
  channelMessages(channelId: string): StoredMessage[] {
    return (this.#byChannel.get(channelId) ?? []).filter((m) => !m.deleted);
  }

  /** Every message of one channel, deleted ones included (e.g. to serve their attachments). */
  allChannelMessages(channelId: string): readonly StoredMessage[] {
    return this.#byChannel.get(channelId) ?? [];
  }

  /** Stores a new interaction (the only way interactions are added), findable by its token. */
  addInteraction(rec: InteractionRecord): void {
    this.interactions.set(rec.id, rec);
    this.#byToken.set(rec.token, rec);
  }

  removeInteraction(id: string): void {
    const rec = this.interactions.get(id);
    this.interactions.delete(id);
    if (rec) this.#byToken.delete(rec.token);
  }

  interactionByToken(token: string): InteractionRecord | undefined {
    return this.#byToken.get(token);
  }

  /** Registered commands visible in a guild: guild-specific first, then global. */
  visibleCommands(guildId: string): CommandRecord[] {
    return [...(this.commands.get(guildId) ?? []), ...(this.commands.get('global') ?? [])];
  }
}

/** Appends the text displays of `list` (rows, containers and sections walked) to `out`, in order. */
function collectText(list: readonly unknown[], out: string[]): void {
  for (const raw of list) {
    const c = raw as { type?: unknown; content?: unknown; components?: unknown; accessory?: unknown };
    if (c?.type === 10 && typeof c.content === 'string') out.push(c.content);
    if (Array.isArray(c?.components)) collectText(c.components, out);
    if (c?.accessory) collectText([c.accessory], out);
  }
}

/** The text displays of Components V2 components, in order (rows, containers and sections walked). */
export function componentText(components: readonly unknown[]): string[] {
  const out: string[] = [];
  collectText(components, out);
  return out;
}

/** A message's words as a reader sees them (see MessageSnapshot.text). */
export const textOf = (m: { content: string; components: readonly unknown[] }): string =>
  m.content || componentText(m.components).join('\n');

/** Appends the interactive components (buttons, menus) of `list` to `out`, wherever they sit. */
function collectControls(list: readonly unknown[], out: Record<string, unknown>[]): void {
  for (const raw of list) {
    const c = raw as Record<string, unknown>;
    if (c?.type === 2 || (typeof c?.type === 'number' && c.type >= 3 && c.type <= 8)) out.push(c);
    if (Array.isArray(c?.components)) collectControls(c.components as unknown[], out);
    if (c?.accessory) collectControls([c.accessory], out);
  }
}

/**
 * A message's interactive components (buttons, menus), wherever they sit: in its rows, or in
 * the rows of a Components V2 container or a section's accessory. (The walkers are module
 * functions: the test runner's transform names every nested function each time it is made,
 * which cost the benches' players more than the walk itself.)
 */
/** Whether any control of a message has an id containing `part` (e.g. a finished game's `:rematch:`). */
export const hasControl = (m: { components: readonly unknown[] } | null | undefined, part: string): boolean =>
  controlsOf(m).some((c) => typeof c.custom_id === 'string' && c.custom_id.includes(part));

/**
 * Controls by components list: a message's list is replaced, never changed in place, when it is
 * edited, so its controls are collected once. Players probing every thread on every event asked
 * for them thousands of times a second (the mixed bench: a third of the stand-in's CPU).
 */
const controlsByList = new WeakMap<readonly unknown[], readonly Record<string, unknown>[]>();

export function controlsOf(m: { components: readonly unknown[] } | null | undefined): readonly Record<string, unknown>[] {
  if (!m) return [];
  let out = controlsByList.get(m.components);
  if (out === undefined) {
    const collected: Record<string, unknown>[] = [];
    collectControls(m.components, collected);
    out = Object.freeze(collected);
    controlsByList.set(m.components, out);
  }
  return out;
}
