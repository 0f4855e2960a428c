/** A channel the bot posts in, from the cache or fetched (shared by posting, reminders and notices). */
import type { SendableChannels } from 'discord.js';
import type { BotContext } from '../bot/types.ts';

export async function sendableChannel(ctx: BotContext, id: string): Promise<SendableChannels> {
  const channel = ctx.client.channels.cache.get(id) ?? (await ctx.client.channels.fetch(id));
  if (!channel?.isSendable()) throw new Error(`channel ${id} is not one the bot can post in`);
  return channel;
}
