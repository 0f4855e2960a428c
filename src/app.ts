/**
 * The composition root: the whole bot in one call, used by `npm start` (src/main.ts), the sharded
 * processes, the end-to-end tests, the benches and the offline demo (against the local stand-in).
 * It puts the layers together, each knowing only those below it: the Discord transport
 * (src/bot/bot.ts), the games (src/games/catalog.ts) and the session service built from its ports
 * (the store and the Discord outbox, src/app/discord-outbox.ts).
 */
import { discordOutbox } from './app/discord-outbox.ts';
import { type StartBotOptions as DiscordOptions, type RunningBot, startDiscord } from './bot/bot.ts';
import type { BotContext } from './bot/types.ts';
import { GAMES } from './games/catalog.ts';
import { GAME_RENDERER } from './games/render-jobs.ts';
import { OPENING_TABLE_MS } from './session/compete/tournament.ts';
import { createSessionService } from './session/create.ts';
import { startPlatform } from './session/platform.ts';
import type { AnyGame } from './session/types.ts';
import { upgradeStore } from './session/upgrade.ts';

export type { RunningBot };

export interface StartBotOptions extends Omit<DiscordOptions, 'extendContext' | 'setup'> {
  /** The games to run (default: src/games/catalog.ts). */
  games?: readonly AnyGame[];
  /** Adds services that other modules declare on BotContext, after the session service. */
  extendContext?: (ctx: BotContext) => BotContext | Promise<BotContext>;
}

export function startBot(opts: StartBotOptions): Promise<RunningBot> {
  const { games = GAMES, extendContext, ...discord } = opts;
  return startDiscord({
    ...discord,
    extendContext: async (core) => {
      const sessions = createSessionService({
        store: core.store,
        outbox: discordOutbox(core.client),
        logger: core.logger,
        clock: core.clock,
        games,
        pictures: GAME_RENDERER,
        openingTableMs: OPENING_TABLE_MS,
      });
      const ctx: BotContext = { ...core, games: sessions.games, sessions };
      return extendContext ? extendContext(ctx) : ctx;
    },
    setup: async (ctx) => {
      await upgradeStore(ctx.store, ctx.games.values(), ctx.logger);
      return startPlatform(ctx, GAME_RENDERER);
    },
  });
}
