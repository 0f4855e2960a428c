/**
 * Turn notices by direct message, opt-in per person (`/notify`, players.ts):
 * - `turn`: one DM per game per turn, sent once the board of that version is up. Once per version
 *   across processes and retries: the `notices` record of the thread is moved to the version by a
 *   compare-and-set before the DM goes, and only the writer that moved it sends (at most once).
 * - `digest`: one DM a day listing the games where it is their turn, from the person's `u` entry in
 *   the `due` index; the record's `digestAt` moves a day on by compare-and-set before it is sent, so
 *   a digest is sent at most once a day whatever the processes and restarts.
 * None while the person is away. A DM refused with Discord's 50007 (DMs closed) turns the option
 * off, and the game's thread is told once (only the write that turned it off posts).
 * A notice holds the game's name, the server's and a link to the thread: never a card.
 */

import { z } from 'zod';
import { SOURCE_LOCALE, t } from '../i18n/index.ts';
import { StaleVersionError, type Store } from '../store/index.ts';
import type { SessionContext } from './context.ts';
import type { GameHandle } from './handle.ts';
import { gameLocale } from './language.ts';
import { turnList } from './listing.ts';
import { CHANNEL_GUILD, gameLink, isChannelGame } from './place.ts';
import { awayNow, DAY_MS, getPlayer, nextPlayerDue, players } from './players.ts';
import { humans } from './session.ts';
import { stamp } from './text.ts';
import type { AnyGame, Session } from './types.ts';

const Notice = z.object({ version: z.number().int() });
const notices = (store: Store) => store.collection('notices', Notice);

/** Thrown inside a compare-and-set to leave the record as it is. */
class Unchanged extends Error {}

const serverName = (ctx: SessionContext, guildId: string, locale: string = SOURCE_LOCALE) =>
  guildId === CHANNEL_GUILD
    ? t(locale, 'place.where')
    : (ctx.sessions.outbox.serverName(guildId) ?? t(locale, 'session.notify.aServer'));

/** After the board of `version` is posted: the mover's DM notice, if they asked for one. Never throws. */
export async function notifyTurn(handle: GameHandle, game: AnyGame, session: Session, version: number): Promise<void> {
  const { ctx, threadId } = handle;
  try {
    if (session.status !== 'active') return;
    const mover = game.toMove(session.state);
    const seat = mover === null ? undefined : session.seats[mover];
    if (!seat || seat.computer || seat.out) return;
    const player = await getPlayer(ctx.store, seat.id);
    if (player.notify !== 'turn' || awayNow(player, ctx.clock.now())) return;
    try {
      await notices(ctx.store).update(threadId, (cur) => {
        if ((cur?.value.version ?? 0) >= version) throw new Unchanged();
        return { version };
      });
    } catch (err) {
      if (err instanceof Unchanged) return; // sent already (another process, or a retry)
      throw err;
    }
    const others = humans(session)
      .filter((s) => s.id !== seat.id)
      .map((s) => s.name);
    // Read alone: in the player's own language as last seen, else the game's.
    const locale = player.locale ?? gameLocale(session);
    const vars = {
      game: game.name,
      others: others.join(', '),
      server: serverName(ctx, session.guildId, locale),
      link: gameLink(session, threadId),
    };
    const content = t(locale, others.length > 0 ? 'session.notify.turnAgainst' : 'session.notify.turn', vars);
    await sendDm(ctx, seat.id, content, threadId, gameLocale(session));
  } catch (err) {
    ctx.logger.warn({ err, threadId }, 'could not send a turn notice');
  }
}

/**
 * A DM to `userId`. Closed DMs (50007) turn their notices off; `threadId` (a game of theirs) is told
 * once, in its language `threadLocale`. Other failures are thrown.
 */
export async function sendDm(
  ctx: SessionContext,
  userId: string,
  content: string,
  threadId: string | null,
  threadLocale?: string,
): Promise<boolean> {
  const sent = await ctx.sessions.outbox.dm(userId, {
    content: content.slice(0, 2000),
    allowedMentions: { parse: [] },
  });
  if (sent === 'sent') return true;
  let turnedOff = false;
  await players(ctx.store)
    .update(userId, (cur) => {
      turnedOff = (cur?.value.notify ?? 'off') !== 'off';
      if (!cur || !turnedOff) throw new Unchanged();
      return { ...cur.value, notify: 'off', digestAt: null };
    })
    .catch((err) => {
      if (!(err instanceof Unchanged)) throw err;
    });
  // A game in a DM or group DM cannot be told (the bot posts there only through clicks).
  if (turnedOff && threadId && !isChannelGame(threadId)) {
    await ctx.sessions.outbox.send(threadId, {
      content: t(threadLocale, 'session.notify.closed', { id: userId }),
      allowedMentions: { users: [userId] },
    });
  }
  return false;
}

/**
 * A person's `u` entry is due: the daily digest when it is time (claimed by moving `digestAt` on a
 * day, compare-and-set); an away that ended needs nothing (its end is read from the record). Returns
 * when to look again.
 */
export async function playerTimers(ctx: SessionContext, userId: string): Promise<number | null> {
  const now = ctx.clock.now();
  const doc = await players(ctx.store).get(userId);
  if (!doc) return null;
  const p = doc.value;
  if (p.notify !== 'digest' || p.digestAt === null || p.digestAt > now) return nextPlayerDue(p, now);
  let next = p.digestAt;
  while (next <= now) next += DAY_MS;
  let saved: typeof doc;
  try {
    saved = await players(ctx.store).update(userId, () => ({ ...p, digestAt: next }), { expectedVersion: doc.version });
  } catch (err) {
    if (err instanceof StaleVersionError) return now; // changed meanwhile: looked at again on the next tick
    throw err;
  }
  if (!awayNow(p, now)) await sendDigest(ctx, userId, p.locale);
  return nextPlayerDue(saved.value, now);
}

async function sendDigest(ctx: SessionContext, userId: string, own: string | undefined): Promise<void> {
  const mine = (await turnList(ctx, userId)).filter((g) => g.mine);
  const first = mine[0];
  if (!first) return;
  // Read alone: in the player's own language as last seen, else their first game's.
  const locale = own ?? gameLocale(first.session);
  const lines = mine.map((g) =>
    t(locale, 'session.notify.digestLine', {
      game: g.game.name,
      server: serverName(ctx, g.guildId, locale),
      since: stamp(g.session.lastMoveAt),
      link: gameLink(g.session, g.threadId),
    }),
  );
  let content = t(locale, 'session.notify.digest', { count: mine.length });
  for (const line of lines) {
    if (content.length + line.length + 40 > 2000) {
      content += `\n${t(locale, 'session.notify.digestMore', { n: mine.length - lines.indexOf(line) })}`;
      break;
    }
    content += `\n${line}`;
  }
  await sendDm(ctx, userId, content, first.threadId, gameLocale(first.session));
}
