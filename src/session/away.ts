/**
 * Away mode (`/away`): a person pauses their reminders and forfeit clocks in every game, in every
 * server, for some days; it ends on its own (their `u` entry in the `due` index) or with `/away off`.
 * Each server caps the away days taken in its games over any 30 days (`/settings away_days`); a
 * request over any server's cap is refused with the days left there. Opponents are told with one
 * short message in each game's thread (no pings). While away, the scheduler skips them (players.ts
 * computes the paused deadlines), so no game record is written.
 */
import { UserError } from '../bot/types.ts';
import { t } from '../i18n/index.ts';
import type { SessionContext } from './context.ts';
import { gameLocale } from './language.ts';
import { activeGames } from './listing.ts';
import {
  AWAY_WINDOW_MS,
  awayNow,
  DAY_MS,
  endAway,
  nextPlayerDue,
  type PlayerRecord,
  players,
  pruned,
  usedAwayMs,
} from './players.ts';
import { AWAY_DAYS, getSettings } from './settings.ts';
import { NO_GUILD, setDue } from './store.ts';
import { stamp } from './text.ts';

/** `/away set days:N`: refused past a server's cap; a running away is replaced (from now). */
export async function goAway(ctx: SessionContext, userId: string, days: number, here: string | null) {
  const now = ctx.clock.now();
  const games = await activeGames(ctx, undefined, userId);
  const guilds = [...new Set([...games.map((g) => g.guildId), ...(here ? [here] : [])])];
  const caps = await Promise.all(guilds.map(async (g) => (await getSettings(ctx.store, g)).awayDays ?? AWAY_DAYS));
  const until = now + days * DAY_MS;
  const saved = await players(ctx.store).update(userId, (cur) => {
    const p = pruned(endAway(cur?.value ?? { notify: 'off', digestAt: null, away: [] }, now), now);
    guilds.forEach((g, n) => {
      const cap = (caps[n] ?? AWAY_DAYS) * DAY_MS;
      const left = cap - usedAwayMs(p, g, now);
      if (days * DAY_MS > left) throw refusal(ctx, g, caps[n] ?? AWAY_DAYS, left);
    });
    return { ...p, away: [...p.away, { from: now, until, guilds }] };
  });
  await afterChange(ctx, userId, saved.value, games, (locale, name) =>
    t(locale, 'session.away.gone', { name, until: stamp(until, 'f') }),
  );
  return { until, games: games.length };
}

/** The refusal of an away past a server's cap, said in the asker's language. */
function refusal(ctx: SessionContext, guildId: string, cap: number, leftMs: number): UserError {
  const name = ctx.sessions.outbox.serverName(guildId);
  const left = Math.max(0, Math.floor(leftMs / DAY_MS));
  return new UserError((locale) => {
    const server = name ?? t(locale, 'session.away.someServer');
    if (cap === 0) return t(locale, 'session.away.none', { server });
    return t(locale, 'session.away.cap', {
      server,
      allowed: t(locale, 'session.away.awayDays', { count: cap }),
      window: AWAY_WINDOW_MS / DAY_MS,
      left: t(locale, 'session.away.days', { count: left }),
    });
  });
}

/** `/away off`: back now; refused when not away. */
export async function comeBack(ctx: SessionContext, userId: string): Promise<number> {
  const now = ctx.clock.now();
  const saved = await players(ctx.store).update(userId, (cur) => {
    if (!cur || !awayNow(cur.value, now)) throw new UserError({ key: 'session.away.notAway' });
    return endAway(cur.value, now);
  });
  const games = await activeGames(ctx, undefined, userId);
  await afterChange(ctx, userId, saved.value, games, (locale, name) => t(locale, 'session.away.back', { name }));
  return games.length;
}

/** The person's `u` entry, each game looked at again on the next tick (deadlines moved), each thread told. */
async function afterChange(
  ctx: SessionContext,
  userId: string,
  p: PlayerRecord,
  games: Awaited<ReturnType<typeof activeGames>>,
  say: (locale: string, name: string) => string,
): Promise<void> {
  const now = ctx.clock.now();
  await setDue(ctx.store, 'u', NO_GUILD, userId, nextPlayerDue(p, now));
  for (const { guildId, threadId, session } of games) {
    await setDue(ctx.store, 'g', guildId, threadId, now);
    // Told where someone else plays: not in a game against the computer alone.
    if (!session.seats.some((s) => s.id !== userId && !s.computer)) continue;
    const locale = gameLocale(session);
    const name = session.seats.find((s) => s.id === userId)?.name ?? t(locale, 'session.away.aPlayer');
    try {
      await ctx.sessions.outbox.send(threadId, { content: say(locale, name), allowedMentions: { parse: [] } });
    } catch (err) {
      ctx.logger.warn({ err, threadId }, 'could not tell a game thread about an away');
    }
  }
}
