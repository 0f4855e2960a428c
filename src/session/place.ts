/**
 * Where a game lives. In a server where the bot is (its server install applies), a game gets its own
 * thread, which the bot opens, posts in and archives. Anywhere else (the bot's DM, a group DM, a
 * server where only a player's own install of the app applies) the bot has no channel of its own: the
 * game lives in the channel it was started in, and every board rides on an interaction, the click's
 * answer and its follow-ups (Discord allows five of them when only a user install applies, for 15
 * minutes). Nothing is posted there on the bot's own: a reminder or a result the scheduler has is
 * said by DM, and a board a stop left unposted waits for the next click or `/<game> status`.
 *
 * Such a game's key (the id every record and control names it by, a thread's id for a thread game)
 * is `in-` and the id of the command that started it: unique, so one channel holds any number of
 * games, one after the other or side by side, and telling the outbox, which is given only that key,
 * that it cannot post there (channelOutbox). Its session record names the channel (`channelId`) and
 * a pseudo-server, CHANNEL_GUILD: its scheduler entries, its players' game lists and their own
 * records, but no server leaderboard, since no server holds it.
 */
import { type Outbox, TransportRefused } from './ports.ts';

export type Place = 'server' | 'channel';

/** The server id of games outside servers (Discord names DMs `@me` in its links too). */
export const CHANNEL_GUILD = '@me';

const PREFIX = 'in-';

/** The key of a game started in a channel by the command `commandId`. */
export const channelGameKey = (commandId: string): string => `${PREFIX}${commandId}`;

/** Whether `key` names a game that lives in a channel through interactions (not a thread of its own). */
export const isChannelGame = (key: string): boolean => key.startsWith(PREFIX);

/**
 * Where an interaction happens, as far as games go: 'channel' outside servers, and in a server where
 * only the person's own install of the app applies (`authorizing_integration_owners` names them but
 * not this server); 'server' otherwise, where the bot is a member and a game gets its thread.
 */
export function placeOf(i: {
  guildId: string | null;
  authorizingIntegrationOwners?: { guildId?: string | null; userId?: string | null } | null;
}): Place {
  if (i.guildId === null) return 'channel';
  const owners = i.authorizingIntegrationOwners;
  return owners?.userId && owners.guildId !== i.guildId ? 'channel' : 'server';
}

/**
 * The outbox as the session layer uses it: a channel game's key is no channel, so what would be sent
 * or edited there on the bot's own is refused (TransportRefused: the post waits for a click), there is
 * nothing of the bot's to read back, to archive or to add anyone to.
 */
export function channelOutbox(outbox: Outbox): Outbox {
  const refuse = async (): Promise<never> => {
    throw new TransportRefused('a game in a DM or group DM is posted through interactions only');
  };
  return {
    send: (id, message) => (isChannelGame(id) ? refuse() : outbox.send(id, message)),
    // An edit may still go through the token of the click that posted the message (the transport
    // knows it for 15 minutes), and is refused otherwise.
    edit: (id, messageId, edit) => outbox.edit(id, messageId, edit),
    dropControls: (id, messageId) => outbox.dropControls(id, messageId),
    recentControls: (id, limit) => (isChannelGame(id) ? Promise.resolve([]) : outbox.recentControls(id, limit)),
    archive: (id, reason, lock) =>
      isChannelGame(id) ? Promise.resolve('done' as const) : outbox.archive(id, reason, lock),
    addToThread: (id, userId) => (isChannelGame(id) ? refuse() : outbox.addToThread(id, userId)),
    threadExists: (id) => (isChannelGame(id) ? Promise.resolve(false) : outbox.threadExists(id)),
    openThread: (channelId, fromMessageId, name, isPrivate) =>
      outbox.openThread(channelId, fromMessageId, name, isPrivate),
    dm: (userId, message) => outbox.dm(userId, message),
    selfId: () => outbox.selfId(),
    servesServer: (guildId) => outbox.servesServer(guildId),
    serverName: (guildId) => outbox.serverName(guildId),
    ready: () => outbox.ready(),
    onceReady: (fn) => outbox.onceReady(fn),
    closed: () => outbox.closed(),
  };
}

/** A link to where a game is: its thread, or the DM or group DM it lives in. */
export function gameLink(session: { guildId: string; parentChannelId: string }, key: string): string {
  return isChannelGame(key)
    ? `https://discord.com/channels/@me/${session.parentChannelId}`
    : `https://discord.com/channels/${session.guildId}/${key}`;
}
