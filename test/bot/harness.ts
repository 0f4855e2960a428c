/**
 * End-to-end setup for the bot runtime: a Discord stand-in with one guild and two
 * players, and the real bot (`startBot`) logged in to it with a memory store and
 * the given commands. Logs are captured as parsed JSON lines for assertions.
 */
import { startBot, type RunningBot, type StartBotOptions } from '../../src/bot/bot.ts';
import type { SlashCommand } from '../../src/bot/types.ts';
import { createLogger } from '../../src/log.ts';
import { startStandIn, type StandIn } from '../../src/standin/index.ts';
import { openStore } from '../../src/store/index.ts';

export interface LogLine {
  level: number;
  msg: string;
  [key: string]: unknown;
}

export async function botWorld(commands: SlashCommand[], opts: Partial<StartBotOptions> = {}) {
  const standIn: StandIn = await startStandIn();
  const guild = standIn.createGuild({ name: 'Card Club' });
  const alice = standIn.createUser('alice');
  const bob = standIn.createUser('bob');
  standIn.addMember(guild.id, alice);
  standIn.addMember(guild.id, bob);
  const logs: LogLine[] = [];
  const logger = createLogger({
    level: 'debug',
    destination: { write: (line: string) => logs.push(JSON.parse(line)) },
  });
  const store = await openStore('memory://');
  const bot: RunningBot = await startBot({
    config: { token: 'stand-in-token', clientId: standIn.applicationId },
    apiUrl: standIn.apiUrl,
    store,
    logger,
    commands,
    ...opts,
  });
  return {
    standIn,
    guild,
    alice,
    bob,
    channelId: guild.defaultChannelId,
    bot,
    store,
    logs,
    async close() {
      await bot.stop();
      await store.close();
      await standIn.close();
    },
  };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
