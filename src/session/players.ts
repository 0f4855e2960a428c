/**
 * A person's own record, across every server they share with the bot (collection `players`, keyed
 * by user id, compare-and-set): away periods and turn-notice preferences. Small and bounded: away
 * periods older than KEEP_MS are dropped on every write.
 *
 * Away: while `away.until` is ahead, the scheduler neither reminds nor forfeits this person, and
 * no turn notice is sent. Their clocks pause: on return, a game's reminder and forfeit deadlines are
 * pushed back by the time spent away since the last move (`pausedMs`), computed from the periods,
 * so no game record is touched. Each period lists the servers whose games it paused; a server's
 * `awayDays` limit counts the away time of the periods that list it over a rolling AWAY_WINDOW_MS.
 */
import { z } from 'zod';
import { resolveLocale } from '../i18n/index.ts';
import type { Store } from '../store/index.ts';
import { type GuildSettings, HOUR_MS } from './settings.ts';

export const DAY_MS = 24 * HOUR_MS;
/** The rolling window a server's away limit counts over. */
export const AWAY_WINDOW_MS = 30 * DAY_MS;
/** Away periods are kept this long: longer than any forfeit delay plus the window. */
const KEEP_MS = 90 * DAY_MS;
/** And at most this many (a person toggling `/away` cannot grow their record without bound). */
const KEEP_PERIODS = 60;

export const NotifyMode = z.enum(['off', 'turn', 'digest']);
export type NotifyMode = z.infer<typeof NotifyMode>;

const Period = z.object({ from: z.number(), until: z.number(), guilds: z.array(z.string()) });
export type AwayPeriod = z.infer<typeof Period>;

export const PlayerRecord = z.object({
  notify: NotifyMode.default('off'),
  /** Digest mode: when the next daily digest is due. */
  digestAt: z.number().nullable().default(null),
  /** Away periods, oldest first; the last may still be running (`until` ahead). */
  away: z.array(Period).default([]),
  /** Their Discord client's language when last seen (a command or a click): what their DMs are written in. */
  locale: z.string().max(16).optional(),
});
export type PlayerRecord = z.infer<typeof PlayerRecord>;

export const EMPTY_PLAYER: PlayerRecord = { notify: 'off', digestAt: null, away: [] };

const cache = new WeakMap<Store, ReturnType<typeof open>>();
const open = (store: Store) => store.collection('players', PlayerRecord);

export function players(store: Store) {
  let c = cache.get(store);
  if (!c) {
    c = open(store);
    cache.set(store, c);
  }
  return c;
}

export async function getPlayer(store: Store, userId: string): Promise<PlayerRecord> {
  return (await players(store).get(userId))?.value ?? EMPTY_PLAYER;
}

/** The locales noted in this process, by user: a person's language is written when it changes, not on every click. */
const noted = new WeakMap<Store, Map<string, string>>();

/**
 * Notes the language a person's client speaks (a command or a click of theirs), for what is later
 * sent to them alone (a DM). Written only when it differs from what this process last noted; a
 * failure is ignored (the DM falls back to the game's language).
 */
export async function noteLocale(store: Store, userId: string, locale: string | null | undefined): Promise<void> {
  if (!locale) return;
  const resolved = resolveLocale(locale);
  let byUser = noted.get(store);
  if (!byUser) {
    byUser = new Map();
    noted.set(store, byUser);
  }
  if (byUser.get(userId) === resolved) return;
  if (byUser.size >= 50_000) byUser.clear();
  byUser.set(userId, resolved);
  await players(store)
    .update(userId, (cur) => {
      if (cur?.value.locale === resolved) throw new Unchanged();
      return { ...(cur?.value ?? EMPTY_PLAYER), locale: resolved };
    })
    .catch(() => undefined);
}

class Unchanged extends Error {}

/** The running away period at `now`, if any. */
export function awayNow(p: PlayerRecord, now: number): AwayPeriod | undefined {
  const last = p.away.at(-1);
  return last && last.from <= now && now < last.until ? last : undefined;
}

/** How long `p` was away between `since` and `now` (a game's clocks pause for that long). */
export function pausedMs(p: PlayerRecord, since: number, now: number): number {
  let total = 0;
  for (const a of p.away) total += Math.max(0, Math.min(a.until, now) - Math.max(a.from, since));
  return total;
}

/** The away time `p` has taken in `guildId`'s games over the window ending at `now` (a running period counts in full). */
export function usedAwayMs(p: PlayerRecord, guildId: string, now: number): number {
  const start = now - AWAY_WINDOW_MS;
  return p.away
    .filter((a) => a.guilds.includes(guildId))
    .reduce((sum, a) => sum + Math.max(0, a.until - Math.max(a.from, start)), 0);
}

/** The record with periods older than KEEP_MS, or beyond the last KEEP_PERIODS, dropped. */
export const pruned = (p: PlayerRecord, now: number): PlayerRecord => ({
  ...p,
  away: p.away.filter((a) => a.until > now - KEEP_MS).slice(-KEEP_PERIODS),
});

/** `p` with a running period ended at `now` (nothing changes when none runs). */
export function endAway(p: PlayerRecord, now: number): PlayerRecord {
  const running = awayNow(p, now);
  if (!running) return p;
  return { ...p, away: p.away.map((a) => (a === running ? { ...a, until: now } : a)) };
}

/** When the person's `u` entry in the `due` index should next fire: the end of an away, or the digest. */
export function nextPlayerDue(p: PlayerRecord, now: number): number | null {
  const times = [awayNow(p, now)?.until, p.notify === 'digest' ? (p.digestAt ?? undefined) : undefined].filter(
    (t): t is number => t !== undefined,
  );
  return times.length > 0 ? Math.min(...times) : null;
}

export interface TurnClock {
  /** The mover's running away period: no reminder, no forfeit until it ends. */
  away: AwayPeriod | undefined;
  remindAt: number;
  forfeitAt: number;
}

/** When the player to move (record `p`), who last saw a move at `lastMoveAt`, is reminded and forfeits. */
export function turnClock(lastMoveAt: number, s: GuildSettings, p: PlayerRecord, now: number): TurnClock {
  const paused = pausedMs(p, lastMoveAt, now);
  return {
    away: awayNow(p, now),
    remindAt: lastMoveAt + s.reminderHours * HOUR_MS + paused,
    forfeitAt: lastMoveAt + s.forfeitHours * HOUR_MS + paused,
  };
}
