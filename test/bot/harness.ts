/**
 * End-to-end setup for the bot runtime: a Discord stand-in with one guild and two
 * players, and the real bot (`startBot`) logged in to it with a memory store and
 * the given commands. Logs are captured as parsed JSON lines for assertions.
 *
 * Discord's 3 s acknowledgement window is wall-clock time, and here the stand-in
 * shares one process with the bot. On a loaded machine (CI: 2 cores, test
 * forks, bot processes, solver workers) the process can stall for a second or
 * more, and an acknowledgement the bot sent in time reaches the stand-in late.
 * So by default the window is `RELAXED_ACK_WINDOW_MS`: tests about what the bot
 * answers do not fail on a slow machine. Tests whose point is the 3 s window ask
 * for `DISCORD_ACK_WINDOW_MS` (`ackWindowMs`, or `withAckWindow` for a while).
 */
import { startBot, type RunningBot, type StartBotOptions } from '../../src/app.ts';
import type { SlashCommand } from '../../src/bot/types.ts';
import { createLogger } from '../../src/log.ts';
import { startStandIn, type StandIn } from '../../src/tools/standin/index.ts';
import { openStore } from '../../src/store/index.ts';

export interface LogLine {
  level: number;
  msg: string;
  [key: string]: unknown;
}

/** Discord's window for the first callback (the stand-in's default). */
export const DISCORD_ACK_WINDOW_MS = 3000;
/** The window tests get unless they ask for Discord's: a late acknowledgement is still recorded (`latencyMs`). */
export const RELAXED_ACK_WINDOW_MS = 60_000;

export interface WorldOptions {
  /** The stand-in's acknowledgement window; default `RELAXED_ACK_WINDOW_MS`. */
  ackWindowMs?: number;
}

export async function botWorld(
  commands: SlashCommand[],
  opts: Partial<StartBotOptions> = {},
  world: WorldOptions = {},
) {
  const standIn: StandIn = await startStandIn({
    settings: { interactionTimeoutMs: world.ackWindowMs ?? RELAXED_ACK_WINDOW_MS },
  });
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

/** Runs `fn` with the stand-in enforcing `windowMs` (default Discord's 3 s), then restores the window. */
export async function withAckWindow<T>(standIn: StandIn, fn: () => Promise<T>, windowMs = DISCORD_ACK_WINDOW_MS) {
  const before = standIn.settings.interactionTimeoutMs;
  standIn.settings.interactionTimeoutMs = windowMs;
  try {
    return await fn();
  } finally {
    standIn.settings.interactionTimeoutMs = before;
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
