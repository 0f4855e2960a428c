/**
 * The session layer's outbox (src/session/ports.ts) for a Discord server: a game lives in a thread
 * the bot posts in on its own, through the discord.js client (each request counted against the
 * bot's global limit, which is why the session layer first tries the click's follow-ups).
 */

import {
  ChannelType,
  type Client,
  DiscordAPIError,
  Events,
  type Message,
  type MessageCreateOptions,
  type MessageEditOptions,
  RESTJSONErrorCodes,
  type SendableChannels,
  ThreadAutoArchiveDuration,
  type ThreadChannel,
} from 'discord.js';
import { cardComponents, isCard, messageCustomIds, messageText } from '../bot/card.ts';
import { dropFollowUpControls, editFollowUp, type FollowUpFile } from '../bot/responder.ts';
import { CHANNEL_GUILD, isChannelGame } from '../session/place.ts';
import {
  MemberGone,
  type MessageEdit,
  NoThreadsHere,
  type Outbox,
  type OutMessage,
  type SentMessage,
  ThreadLimitReached,
  TransportRefused,
} from '../session/ports.ts';

async function sendable(client: Client, id: string): Promise<SendableChannels> {
  const channel = client.channels.cache.get(id) ?? (await client.channels.fetch(id));
  if (!channel?.isSendable()) throw new Error(`channel ${id} is not one the bot can post in`);
  return channel;
}

const sent = (m: Message): SentMessage => ({
  id: m.id,
  content: messageText(m),
  attachments: [...m.attachments.values()],
});

/** A message's text and controls as Discord takes them: as they are, or laid out as a card (card.ts). */
function body(m: OutMessage | MessageEdit): { content?: string; components?: unknown[]; flags?: number } {
  if (!m.card) return { content: m.content, ...(m.components ? { components: [...m.components] } : {}) };
  return cardComponents(m.content, m.files, m.components, m.card);
}

const create = (m: OutMessage): MessageCreateOptions => ({
  ...(body(m) as MessageCreateOptions),
  ...(m.files ? { files: m.files } : {}),
  allowedMentions: m.allowedMentions,
});

const edited = (e: MessageEdit): MessageEditOptions => ({
  ...(body(e) as MessageEditOptions),
  ...(e.files ? { files: e.files } : {}),
  ...(e.attachments ? { attachments: e.attachments as MessageEditOptions['attachments'] } : {}),
  allowedMentions: e.allowedMentions,
});

async function thread(client: Client, id: string): Promise<ThreadChannel> {
  const channel = client.channels.cache.get(id) ?? (await client.channels.fetch(id));
  if (!channel?.isThread()) throw new Error(`channel ${id} is not a thread`);
  return channel;
}

/** A builder's JSON, or the JSON itself. */
const json = (c: unknown): unknown =>
  c && typeof c === 'object' && 'toJSON' in c ? (c as { toJSON(): unknown }).toJSON() : c;

/** Pictures as raw files for a webhook edit; null when one is not a buffer in memory (then the channel edit does it). */
function rawFiles(files: NonNullable<MessageEdit['files']>): FollowUpFile[] | null {
  const out: FollowUpFile[] = [];
  for (const f of files) {
    const data = (f as { attachment?: unknown }).attachment;
    if (!Buffer.isBuffer(data) || !f.name) return null;
    out.push({ name: f.name, data, ...(f.description ? { description: f.description } : {}) });
  }
  return out;
}

const code = (err: unknown) => (err instanceof DiscordAPIError ? err.code : undefined);

/** A game in a DM or group DM (src/session/place.ts): its messages are edited only through a live interaction token. */
const NO_CHANNEL = 'the token that posted this message has expired, and the bot has no channel here';
export function discordOutbox(client: Client): Outbox {
  return {
    async send(channelId, message) {
      return sent(await (await sendable(client, channelId)).send(create(message)));
    },
    async edit(channelId, messageId, edit) {
      // A board this process posted as a click's follow-up is edited through that click's token
      // (outside the bot's global limit) while the token lives: a redraw in place, or its last edit
      // (controls off, what was played said). Pictures only as new ones (no attachment kept).
      const files =
        edit.files && !edit.attachments?.length ? rawFiles(edit.files) : edit.attachments?.length ? null : undefined;
      if (files !== null) {
        const laid = body(edit);
        const raw = {
          ...laid,
          allowed_mentions: edit.allowedMentions,
          ...(laid.components ? { components: laid.components.map(json) } : {}),
        };
        if (await editFollowUp(client, messageId, raw, files).catch(() => false)) return;
      }
      if (isChannelGame(channelId)) throw new TransportRefused(NO_CHANNEL);
      await (await sendable(client, channelId)).messages.edit(messageId, edited(edit));
    },
    async dropControls(channelId, messageId) {
      if (await dropFollowUpControls(client, messageId).catch(() => false)) return;
      if (isChannelGame(channelId)) throw new TransportRefused(NO_CHANNEL);
      await (await sendable(client, channelId)).messages.edit(messageId, { components: [] });
    },
    async recentControls(channelId, limit) {
      const recent = await (await sendable(client, channelId)).messages.fetch({ limit });
      const self = client.user?.id;
      return [...recent.values()]
        .filter((m) => m.author.id === self)
        .map((m) => ({
          id: m.id,
          content: messageText(m),
          customIds: messageCustomIds(m.components),
          ...(isCard(m.flags.bitfield)
            ? { card: { keep: [...m.attachments.values()].map((a) => ({ name: a.name, alt: a.description })) } }
            : {}),
        }));
    },
    async archive(channelId, reason, lock = true) {
      const thread = await client.channels.fetch(channelId);
      if (!thread?.isThread() || (thread.archived && !lock)) return 'done';
      try {
        // One request for both (each request counts against the bot's global limit).
        await thread.edit({ ...(lock ? { locked: true } : {}), archived: true, reason });
        return 'done';
      } catch (err) {
        if (code(err) === RESTJSONErrorCodes.MissingPermissions) return 'forbidden';
        throw err;
      }
    },
    async dm(userId, message) {
      try {
        await (await client.users.fetch(userId)).send(create(message));
        return 'sent';
      } catch (err) {
        if (code(err) === RESTJSONErrorCodes.CannotSendMessagesToThisUser) return 'closed';
        throw err;
      }
    },
    selfId: () => client.user?.id,
    // Discord sends DMs to shard 0: its process looks after the games played outside servers.
    servesServer: (guildId) =>
      guildId === CHANNEL_GUILD ? (client.shard?.ids.includes(0) ?? true) : client.guilds.cache.has(guildId),
    serverName: (guildId) => client.guilds.cache.get(guildId)?.name,
    ready: () => client.isReady(),
    onceReady: (fn) => {
      if (client.isReady()) fn();
      else client.once(Events.ClientReady, () => fn());
    },
    closed: () => client.token === null,
    async openThread(channelId, fromMessageId, name, isPrivate) {
      try {
        return await openThread(channelId, fromMessageId, name, isPrivate);
      } catch (err) {
        if (code(err) === RESTJSONErrorCodes.MaximumActiveThreads) throw new ThreadLimitReached(channelId);
        throw err;
      }
    },
    async addToThread(threadId, userId) {
      try {
        await (await thread(client, threadId)).members.add(userId);
      } catch (err) {
        const c = code(err);
        if (c === RESTJSONErrorCodes.UnknownMember || c === RESTJSONErrorCodes.UnknownUser)
          throw new MemberGone(userId);
        throw err;
      }
    },
    async threadExists(id) {
      const found = await client.channels.fetch(id).catch(() => null);
      return found?.isThread() ?? false;
    },
  };

  async function openThread(channelId: string, fromMessageId: string, name: string, isPrivate: boolean) {
    const options = { name, autoArchiveDuration: ThreadAutoArchiveDuration.OneWeek };
    if (isPrivate) {
      const parent = await client.channels.fetch(channelId);
      if (!parent || parent.type !== ChannelType.GuildText) throw new NoThreadsHere(channelId);
      return parent.threads.create({ ...options, type: ChannelType.PrivateThread, invitable: false });
    }
    const channel = await sendable(client, channelId);
    if (!('threads' in channel)) throw new Error(`channel ${channelId} cannot hold threads`);
    // The message as the interaction brought it (cached), so its own thread is found as before.
    const message = channel.messages.cache.get(fromMessageId);
    if (message) return message.thread ?? (await message.startThread(options));
    return (
      channel.threads.cache.get(fromMessageId) ??
      (await channel.threads.create({ ...options, startMessage: fromMessageId }))
    );
  }
}
