/**
 * The session layer's ports: what it needs from the world, as interfaces it owns. The session
 * service (service.ts) is built from a store (src/store) and an outbox (below); the Discord adapter
 * (src/app/discord-outbox.ts) implements the outbox for a server's threads, the tests' recording
 * outbox (test/session/harness.ts) records what would have been sent.
 *
 * The outbox is the seam a second transport implements: in a DM or group DM the bot cannot post on
 * its own, so every post there rides on an interaction (the click's answer and its follow-ups).
 * That is why a post first goes through the click that brought it (`Click.post`) and only falls
 * back to the outbox when the click cannot carry it; a transport with no channel of its own answers
 * `send` with TransportRefused and the post waits for the next click (or the player's `status`).
 */
import type { CardLayout, CardMedia } from '../bot/card.ts';
import type { Place } from './place.ts';
import type { Picture } from './types.ts';

/** A message as the session layer sends it: text, pictures, controls, and whom it may ping. */
export interface OutMessage {
  content: string;
  files?: Picture['files'];
  // Message components as discord.js builders or their JSON (the games' UI makes them).
  components?: readonly unknown[];
  /** Whom it may ping: the users listed, or nobody (`parse: []`). */
  allowedMentions: Mentions;
  /** Laid out as one card (a board, a private hand): its accent, and the pictures an edit keeps. */
  card?: CardLayout;
}

export type Mentions = { users: string[] } | { parse: [] };

/** A message that went out: its id, its text, and its attachments as the transport keeps them (opaque here). */
export interface SentMessage {
  id: string;
  content: string;
  attachments: readonly unknown[];
}

/** An edit of a sent message: new text, pictures added to the `attachments` kept, and (optionally) new controls. */
export interface MessageEdit {
  content: string;
  files?: Picture['files'];
  attachments?: readonly unknown[];
  components?: readonly unknown[];
  allowedMentions: Mentions;
  /** A card's edit is a card (see OutMessage); `card.keep` names the pictures it shows that are already on it. */
  card?: CardLayout;
}

/** The outbox answers this when it has no way to send without an interaction (a DM transport). */
export class TransportRefused extends Error {
  override name = 'TransportRefused';
}

/** Everything the session layer sends or asks of the chat platform on its own (not as a click's answer). */
export interface Outbox {
  /** A new message in `channelId` (a game's thread, an invitation's channel). */
  send(channelId: string, message: OutMessage): Promise<SentMessage>;
  /** Edits a message of `channelId`. */
  edit(channelId: string, messageId: string, edit: MessageEdit): Promise<void>;
  /** Removes a message's controls, in one request (an old board). */
  dropControls(channelId: string, messageId: string): Promise<void>;
  /** The bot's own last `limit` messages of `channelId`, newest first: their text, control ids and, for a card, pictures. */
  recentControls(
    channelId: string,
    limit: number,
  ): Promise<{ id: string; content: string; customIds: string[]; card?: { keep: CardMedia[] } }[]>;
  /**
   * Archives and locks a finished game's thread (`lock` false: archives it only, so a post still
   * reopens it): 'forbidden' when the bot lacks the permission.
   */
  archive(channelId: string, reason: string, lock?: boolean): Promise<'done' | 'forbidden'>;
  /** A direct message to a person: 'closed' when their DMs are closed to the bot. */
  dm(userId: string, message: OutMessage): Promise<'sent' | 'closed'>;
  /** The bot's own user id (the computer seats' id), once connected. */
  selfId(): string | undefined;
  /** Whether this process serves that server (its shard holds it): the scheduler leaves other servers' games to their process. */
  servesServer(guildId: string): boolean;
  /** A server's name as the bot sees it, if it does. */
  serverName(guildId: string): string | undefined;
  /** Whether the transport is connected (timers wait while it is not). */
  ready(): boolean;
  /** Calls `fn` once, when the transport is first connected. */
  onceReady(fn: () => void): void;
  /** Whether the transport has stopped for good (timers stop). */
  closed(): boolean;
  /**
   * A game's new thread in `channelId`: opened from the message `fromMessageId` (the invitation, or
   * the reply saying where the game will be; a thread that message has already is reused), or a
   * private thread of the channel (only its members see it). Throws NoThreadsHere when the channel
   * cannot hold a private thread, ThreadLimitReached when the server has as many active threads as
   * Discord allows.
   */
  openThread(channelId: string, fromMessageId: string, name: string, isPrivate: boolean): Promise<{ id: string }>;
  /** Adds a person to a thread (a player, or a spectator). */
  addToThread(threadId: string, userId: string): Promise<void>;
  /** Whether `id` is a thread the bot can reach (a thread an earlier attempt opened, a game's). */
  threadExists(id: string): Promise<boolean>;
}

/** Who used a command that starts something (an invitation, a game against the computer), and where. */
export interface Asker {
  userId: string;
  /** Their name as the server shows it. */
  name: string;
  /** The command's own id (an invitation is keyed by it, so the same command reaching two processes makes one). */
  commandId: string;
  guildId: string | null;
  channelId: string;
  /** Used in a thread (games are opened from a channel, not a thread). */
  inThread: boolean;
  channelName: string | undefined;
  /** The names of the permissions the bot lacks here to open a game's thread of that kind. */
  missingPermissions(threads: 'public' | 'private'): string[];
  /** The pace the command asked for (days per move; null: untimed; undefined: the server's default). */
  pace?: number | null | undefined;
  /** Their Discord client's language (the interaction's `locale`): what is said to them alone. */
  locale: string;
  /** The server's preferred language (the interaction's `guildLocale`), null outside a server. */
  serverLocale: string | null;
  /** Where the game would live: its own thread in a server with the bot, else this channel (place.ts). */
  place: Place;
  /** Used in the person's DM with the bot, where nobody else is. */
  inBotDm?: boolean;
  /** In a server without the bot whose moderators turned off external apps here: every answer is private. */
  externalAppsOff?: boolean;
}

/** The outbox answers this when a channel cannot hold a game's private thread. */
export class NoThreadsHere extends Error {
  override name = 'NoThreadsHere';
}

/** The outbox answers this when a person cannot be added to a thread: they are no longer in the server (or on Discord). */
export class MemberGone extends Error {
  override name = 'MemberGone';
}

/** The outbox answers this when Discord refuses a new thread: the server has its most active threads (about 1,000). */
export class ThreadLimitReached extends Error {
  override name = 'ThreadLimitReached';
}

/**
 * How a flow outside the move pipeline (an invitation, a lobby's button, a rematch, a take-back, a
 * spectator) answers the person who asked, built from the interaction at the edge (click.ts).
 */
export interface Answer {
  /** The language of the person answered (their interaction's `locale`). */
  locale: string;
  /** Acknowledges a click whose message is updated later. */
  deferUpdate(): Promise<void>;
  /** Acknowledges with a private answer to come. */
  deferPrivate(): Promise<void>;
  /** Updates the clicked message (a click) or the command's own reply. */
  update(message: Omit<OutMessage, 'files'>): Promise<void>;
  /** A private answer, pinging nobody beyond `mentions` when given. */
  tell(content: string, mentions?: Mentions): Promise<void>;
  /** The command's public reply: its message id once sent. */
  reply(message: Omit<OutMessage, 'files'>): Promise<{ id: string }>;
  /** Sends nothing: another process of this bot received the same interaction and answers it. */
  leaveToOther(): void;
  /** The interaction's follow-ups: a game in a DM or group DM posts its first board through them (place.ts). */
  followUps: ClickPort;
}

/**
 * The interaction that brought a version, as far as posting goes: Discord lets a click's answer
 * carry follow-ups outside the bot's global request limit, for 15 minutes.
 */
export interface ClickPort {
  /** A public message as the click's follow-up, or null when the click cannot carry one. */
  post(message: OutMessage): Promise<SentMessage | null>;
  /** Edits a message `post` sent. */
  editPost(messageId: string, edit: MessageEdit): Promise<void>;
}

/** A person's click on a game's control, as the move pipeline needs it (built from the interaction at the edge). */
export interface Click extends ClickPort {
  userId: string;
  /** The language of the person who clicked (their interaction's `locale`): refusals and private hands. */
  locale: string;
  guildId: string | null;
  /** The channel the click came from (a game's thread, or the channel a private hand is shown in). */
  channelId: string;
  /**
   * The clicked message (null for a modal submit): its id and text, and, when it is a card, the
   * pictures on it (an update of a card is a card that keeps them).
   */
  message: { id: string; content: string; card?: { keep: CardMedia[] } } | null;
  /** Acknowledges the click without answering it yet (a slow save). */
  defer(): Promise<void>;
  /** Answers the click by updating the clicked message. */
  update(
    message: Omit<OutMessage, 'allowedMentions'> & { allowedMentions?: OutMessage['allowedMentions'] },
  ): Promise<void>;
  /** The names of the permissions the bot lacks in the channel to post there, if the platform says. */
  missingPermissions(): string[];
}
