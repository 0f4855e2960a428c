/**
 * What the session layer runs for the whole bot, whatever the games: the scheduler (reminders,
 * forfeits, expiries), and, once the client is ready, the render workers' and each game's warm-up
 * (a solver pool: a worker takes about a second of CPU to load, better not spent during login) and the recovery of
 * games a stop left half-way. The disposer stops all of it when the bot stops.
 */
import type { BotContext } from '../bot/types.ts';
import { closeRenderPool, type Renderer, renderPool } from '../render/pool.ts';
import { recover, startScheduler } from './scheduler.ts';

/** After the client is ready, the warm-up and the start-up recovery wait this long (login's own work first). */
export const WARM_UP_DELAY_MS = 1_000;

/** `pictures`: what the render pool draws with (the games' renderer, given by the composition root). */
export function startPlatform(ctx: BotContext, pictures: Renderer): () => Promise<void> {
  // CARDBOT_TICK_MS: a faster scheduler for the tests that run real processes (the default is a minute).
  const stopScheduler = startScheduler(ctx, Number(process.env.CARDBOT_TICK_MS) || undefined);
  let warm: NodeJS.Timeout | undefined;
  ctx.sessions.outbox.onceReady(() => {
    warm = setTimeout(() => {
      renderPool(pictures)
        .warmUp()
        .catch((err) => ctx.logger.warn({ err }, 'the render workers did not start; pictures are drawn in-process'));
      for (const game of ctx.games.values())
        game.warmUp?.().catch((err) => ctx.logger.warn({ err, game: game.id }, 'warm-up failed; retried on first use'));
      void recover(ctx).then(
        (r) => ctx.logger.info({ checked: r.checked }, 'games recovered'),
        (err) => ctx.logger.error({ err }, 'recovery failed'),
      );
    }, WARM_UP_DELAY_MS);
    warm.unref();
  });
  return async () => {
    clearTimeout(warm);
    await stopScheduler();
    ctx.sessions.stop();
    for (const game of ctx.games.values()) await game.close?.().catch(() => undefined);
    await closeRenderPool().catch(() => undefined);
  };
}
