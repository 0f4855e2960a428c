/**
 * Per-server settings (`/settings`, Manage Server only): how long before a reminder and a
 * forfeit, how long a challenge stays open, whether games get public or private threads, and the
 * deck's colours in the pictures (classic, or four colours for colour-blind players), and whether a
 * finished game's thread is archived and locked, and how many away days (`/away`) a player may take
 * in this server's games over any 30 days, and whether a turn without a choice (a game's forced move,
 * e.g. Abstrac's only take) is played for the player (src/session/forced.ts).
 */
import { z } from 'zod';
import type { Store } from '../store/index.ts';
import { SOURCE_LOCALE, say, type Text } from '../i18n/index.ts';

export const HOUR_MS = 3_600_000;

export const GuildSettings = z.object({
  reminderHours: z.number().positive(),
  forfeitHours: z.number().positive(),
  challengeExpiryHours: z.number().positive(),
  threads: z.enum(['public', 'private']),
  /** The card colours of the pictures: the four-colour deck (♦ blue, ♣ green) helps colour-blind players. Absent: classic. */
  deck: z.enum(['classic', 'four-colour']).optional(),
  /** Archive and lock a game's thread once its result is posted. Absent: off. */
  archive: z.boolean().optional(),
  /** Away days (`/away`) a player may take in this server's games over any rolling 30 days. Absent: AWAY_DAYS. */
  awayDays: z.number().int().min(0).max(30).optional(),
  /** Play a person's forced move (a turn with a single legal move the game calls forced) for them. Absent: on. */
  forcedMoves: z.boolean().optional(),
  /** The pace (days per move, clock.ts) a new game is played at unless its command names one. Absent or null: untimed. */
  pace: z.number().int().positive().nullable().optional(),
  /** Timed games started while this is on do not count Saturdays and Sundays (UTC). Absent: off. */
  weekendsOff: z.boolean().optional(),
  /** The language of new games' public posts (a catalog locale, src/i18n). Absent: the server's own (Community settings). */
  language: z.string().max(16).optional(),
});
export type GuildSettings = z.infer<typeof GuildSettings>;

/** The default away allowance: days per rolling 30 days. */
export const AWAY_DAYS = 14;

export const DEFAULT_SETTINGS: GuildSettings = {
  reminderHours: 24,
  forfeitHours: 72,
  challengeExpiryHours: 24,
  threads: 'public',
  deck: 'classic',
  awayDays: AWAY_DAYS,
};

/** Bounds a host may pick; the forfeit must come after the reminder. */
export const LIMITS = { minHours: 1, maxHours: 24 * 30 } as const;

const collection = (store: Store) => store.collection('settings', GuildSettings);

export async function getSettings(store: Store, guildId: string): Promise<GuildSettings> {
  return (await collection(store).get(guildId))?.value ?? DEFAULT_SETTINGS;
}

/**
 * Settings read on every move (the deck's colours, archiving) are kept this long per process: a
 * read and a schema check less per move. A change made here is seen at once; one made by another
 * process (a shard) shows in the pictures within this time.
 */
export const SETTINGS_CACHE_MS = 10_000;
const cached = new WeakMap<Store, Map<string, { value: GuildSettings; at: number }>>();

/** The guild's settings as `getSettings`, from this process's copy when it is recent (see SETTINGS_CACHE_MS). */
export async function recentSettings(store: Store, guildId: string, now = Date.now()): Promise<GuildSettings> {
  let byGuild = cached.get(store);
  if (byGuild === undefined) {
    byGuild = new Map();
    cached.set(store, byGuild);
  }
  const hit = byGuild.get(guildId);
  if (hit !== undefined && now - hit.at < SETTINGS_CACHE_MS) return hit.value;
  const value = await getSettings(store, guildId);
  // Bounded: a process serves many guilds, each read again after SETTINGS_CACHE_MS anyway.
  if (byGuild.size >= 10_000) byGuild.clear();
  byGuild.set(guildId, { value, at: now });
  return value;
}

/** The slash options that set the hours (what an admin typed). */
const OPTION_NAMES = {
  reminderHours: 'reminder_hours',
  forfeitHours: 'forfeit_hours',
  challengeExpiryHours: 'challenge_expiry_hours',
} as const;

/** Invalid settings: `message` in English, `text` to say it in the admin's language. */
export class SettingsRangeError extends RangeError {
  readonly text: Text;
  constructor(text: Text) {
    super(say(SOURCE_LOCALE, text));
    this.text = text;
  }
}

/** Merges `changes` into the guild's settings; throws SettingsRangeError (a RangeError, its text for the admin) when invalid. */
export async function updateSettings(
  store: Store,
  guildId: string,
  changes: Partial<GuildSettings>,
): Promise<GuildSettings> {
  const doc = await collection(store).update(guildId, (current) => {
    const next = { ...(current?.value ?? DEFAULT_SETTINGS), ...changes };
    for (const key of ['reminderHours', 'forfeitHours', 'challengeExpiryHours'] as const) {
      if (next[key] < LIMITS.minHours || next[key] > LIMITS.maxHours)
        throw new SettingsRangeError({
          key: 'session.settings.between',
          vars: { option: OPTION_NAMES[key], min: LIMITS.minHours, max: LIMITS.maxHours },
        });
    }
    if (next.forfeitHours <= next.reminderHours)
      throw new SettingsRangeError({
        key: 'session.settings.forfeitAfter',
        vars: { forfeit: next.forfeitHours, reminder: next.reminderHours },
      });
    return next;
  });
  cached.get(store)?.delete(guildId);
  return doc.value;
}
