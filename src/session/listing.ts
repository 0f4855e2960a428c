/**
 * A person's games, for every game and every server they share with the bot: one read of their
 * `user-games` index partition (keyed by user; members `<guild>:<thread>`), then each game's own
 * record. The one listing behind `/games`, `/<game> status` (filtered to that game) and the digest:
 * their turn first (longest wait first), with how long it has waited, when the player to move is
 * reminded or forfeits (the server's settings, paused while they are away), and away status.
 */

import { t } from '../i18n/index.ts';
import { catalogGame, parseSession } from './catalog.ts';
import { formatLeft, timeLeft } from './clock.ts';
import type { SessionContext } from './context.ts';
import { CHANNEL_GUILD, gameLink, isChannelGame } from './place.ts';
import { getPlayer, type PlayerRecord, pausedMs, turnClock } from './players.ts';
import { seatOf } from './session.ts';
import { type GuildSettings, getSettings } from './settings.ts';
import { collections, listedGames, unlistGame } from './store.ts';
import { jumpLink, stamp } from './text.ts';
import type { AnyGame, Session } from './types.ts';

/**
 * A person's active games in a guild (all guilds when `guildId` is undefined; all games together):
 * the sessions the index lists, each checked; entries whose session does not exist (a start that
 * failed or stopped before creating it) are dropped from this person's list, best effort.
 */
export async function activeGames(ctx: SessionContext, guildId: string | undefined, userId: string) {
  const listed = await listedGames(ctx.store, userId, guildId);
  const found = await Promise.all(
    listed.map(async (g) => (await collections(ctx.store).sessions.get(g.threadId))?.value),
  );
  await Promise.all(
    listed.map((g, n) =>
      found[n] === undefined ? unlistGame(ctx.store, userId, g.guildId, g.threadId).catch(() => undefined) : undefined,
    ),
  );
  return listed.flatMap((g, n) => {
    const session = found[n];
    return session?.status === 'active' ? [{ guildId: g.guildId, threadId: g.threadId, session }] : [];
  });
}

export interface Listed {
  guildId: string;
  threadId: string;
  game: AnyGame;
  session: Session;
  seat: number;
  mover: number | null;
  /** Whether it is this person's turn. */
  mine: boolean;
}

/** `userId`'s active games (only `gameId`'s, when given), their turn first, then by longest wait. */
export async function turnList(
  ctx: SessionContext,
  userId: string,
  gameId?: string,
  guildId?: string,
): Promise<Listed[]> {
  const out: Listed[] = [];
  for (const { guildId: g, threadId, session: record } of await activeGames(ctx, guildId, userId)) {
    if (gameId !== undefined && record.game !== gameId) continue;
    const game = ctx.games.get(record.game);
    if (!game) continue;
    const session = parseSession(catalogGame(ctx, record.game), record);
    const seat = seatOf(session, userId) ?? 0;
    const mover = game.toMove(session.state);
    out.push({ guildId: g, threadId, game, session, seat, mover, mine: mover === seat });
  }
  return out.sort((a, b) => Number(b.mine) - Number(a.mine) || a.session.lastMoveAt - b.session.lastMoveAt);
}

/**
 * One line per game, at most `max` characters in all (a last line says how many more). A game of
 * the server `here` is linked as a channel mention, another server's with a jump link named after it.
 */
export async function listingLines(
  ctx: SessionContext,
  list: readonly Listed[],
  here: string | null,
  /** The reader's language. */
  locale: string,
  max = 1900,
): Promise<string[]> {
  const settings = new Map<string, GuildSettings>();
  const people = new Map<string, PlayerRecord>();
  const now = ctx.clock.now();
  const lines: string[] = [];
  let length = 0;
  for (const [n, g] of list.entries()) {
    const s = settings.get(g.guildId) ?? (await getSettings(ctx.store, g.guildId));
    settings.set(g.guildId, s);
    const moverId = g.mover === null ? undefined : g.session.seats[g.mover]?.id;
    const p = moverId ? (people.get(moverId) ?? (await getPlayer(ctx.store, moverId))) : undefined;
    if (moverId && p) people.set(moverId, p);
    const where = isChannelGame(g.threadId)
      ? // A game in a DM or group DM (place.ts): the channel it lives in.
        `[${t(locale, 'place.where')}](${gameLink(g.session, g.threadId)})`
      : g.guildId === here
        ? `<#${g.threadId}>`
        : `[${ctx.sessions.outbox.serverName(g.guildId) ?? t(locale, 'session.listing.anotherServer')}](${jumpLink(g.guildId, g.threadId)})`;
    const moverName = g.mover === null ? '?' : (g.session.seats[g.mover]?.name ?? '?');
    const turn = g.mine
      ? t(locale, 'session.listing.yourTurn')
      : t(locale, 'session.listing.turnOf', { name: moverName });
    const parts = [where, g.game.name, g.game.statusLine(g.session, g.seat, locale), turn];
    const clock = p && turnClock(g.session.lastMoveAt, s, p, now);
    if (clock?.away) {
      const until = stamp(clock.away.until, 'f');
      parts.push(
        g.mine
          ? t(locale, 'session.listing.youAway', { until })
          : t(locale, 'session.listing.away', { name: moverName, until }),
      );
    } else if (clock && g.session.clock && g.mover !== null && g.session.clock.seat === g.mover && p) {
      // A timed game: the mover's clock, which runs out at a moment the server's hours do not set,
      // and, while someone else is to move, the reader's own.
      const left = timeLeft(g.session.clock, g.mover, now, pausedMs(p, g.session.clock.since, now));
      parts.push(
        t(locale, g.mine ? 'session.listing.leftYours' : 'session.listing.leftTheirs', {
          left: formatLeft(left, locale),
        }),
      );
      if (!g.mine)
        parts.push(
          t(locale, 'session.listing.yours', { left: formatLeft(timeLeft(g.session.clock, g.seat, now), locale) }),
        );
    } else if (clock && g.session.seats[g.mover ?? 0]?.computer === undefined) {
      parts.push(t(locale, 'session.listing.waiting', { since: stamp(g.session.lastMoveAt) }));
      if (g.mine) {
        if (clock.remindAt > now) parts.push(t(locale, 'session.listing.reminder', { when: stamp(clock.remindAt) }));
        parts.push(t(locale, 'session.listing.forfeit', { when: stamp(clock.forfeitAt) }));
      }
    }
    const line = parts.join(' · ');
    if (length + line.length + 1 > max - 60) {
      lines.push(t(locale, 'session.listing.more', { n: list.length - n }));
      break;
    }
    lines.push(line);
    length += line.length + 1;
  }
  return lines;
}

/** The person's game in progress in this DM or group DM (of `game` if given; the latest started, if several). */
export async function channelGameKeyOf(
  ctx: SessionContext,
  userId: string,
  channelId: string,
  game?: { id: string },
): Promise<string | undefined> {
  const here = (await activeGames(ctx, CHANNEL_GUILD, userId)).filter(
    (g) => (game === undefined || g.session.game === game.id) && g.session.parentChannelId === channelId,
  );
  return here.sort((a, b) => b.session.createdAt - a.session.createdAt)[0]?.threadId;
}
