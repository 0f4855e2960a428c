/**
 * Which language a game speaks. What is said to one person (a refusal, a private hand, a private
 * answer) follows that person's Discord client (`Asker.locale`, `Click.locale`). What a whole thread
 * reads (boards, results, reminders) is in one language for every reader, chosen when the game
 * starts and kept on its record, so a game does not change language mid-way when someone else clicks:
 * the server's `/settings language` if set, else the server's preferred locale (Community settings),
 * else (a DM or group DM, which has no server) the language of the person who started it.
 */
import type { Rejection } from '../engine/result.ts';
import { hasText, resolveLocale, SOURCE_LOCALE, type Text, t } from '../i18n/index.ts';
import type { Asker } from './ports.ts';
import type { GuildSettings } from './settings.ts';

/** The public language of a game (or an invitation) started by `asker` under `settings`. */
export function publicLocale(
  settings: Pick<GuildSettings, 'language'> | null,
  asker: Pick<Asker, 'locale' | 'serverLocale'>,
): string {
  return resolveLocale(settings?.language ?? asker.serverLocale ?? asker.locale);
}

/** The language a game's public posts are written in. */
export const gameLocale = (session: { locale?: string | undefined }): string => session.locale ?? SOURCE_LOCALE;

/**
 * An engine's refusal as the player reads it: the catalog's `<game>.refuse.<code>` with the engine's
 * values, said in the player's language; the engine's own English when the catalog has no such text.
 */
export function refusalOf(game: string, rejection: Rejection): Text | string {
  const key = `${game}.refuse.${rejection.code}`;
  return hasText(key) ? { key, ...(rejection.vars ? { vars: rejection.vars } : {}) } : rejection.reason;
}

/** A computer level as players of `locale` say it (the level option's choice), else as the game names it. */
export function levelName(level: string, locale: string): string {
  const key = `cmd.anyGame.level.choices.${level}`;
  return hasText(key) ? t(locale, key) : level;
}
