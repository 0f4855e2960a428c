/**
 * The locales the bot speaks, and how a Discord locale string maps onto one of them. English
 * (en-US) is the source and the fallback. A Discord locale we have no catalog for falls back by
 * language where the written language is the same (en-GB to en-US, es-419 to es-ES), otherwise to
 * English: zh-TW readers write Traditional characters, and a Simplified answer would look foreign
 * where English is at least neutral (and matches the slash commands Discord shows them, which carry
 * no zh-TW localizations).
 */
export const LOCALES = ['en-US', 'de', 'fr', 'es-ES', 'pt-BR', 'it', 'nl', 'pl', 'ru', 'tr', 'ja', 'zh-CN'] as const;
export type Locale = (typeof LOCALES)[number];

export const SOURCE_LOCALE: Locale = 'en-US';

/** Each locale's name in its own language, as a language picker shows it (the same in every catalog). */
export const LANGUAGE_NAMES: Readonly<Record<Locale, string>> = {
  'en-US': 'English',
  de: 'Deutsch',
  fr: 'Français',
  'es-ES': 'Español',
  'pt-BR': 'Português (Brasil)',
  it: 'Italiano',
  nl: 'Nederlands',
  pl: 'Polski',
  ru: 'Русский',
  tr: 'Türkçe',
  ja: '日本語',
  'zh-CN': '简体中文',
};

/** The locales slash commands carry localizations for (Discord's keys; the source is the command's own text). */
export const TRANSLATED_LOCALES = LOCALES.filter((l): l is Exclude<Locale, 'en-US'> => l !== SOURCE_LOCALE);

const KNOWN = new Set<string>(LOCALES);
/** Discord locales (see its Locale enum) written the same as one of ours. */
const SAME_WRITING: Readonly<Record<string, Locale>> = { 'en-GB': 'en-US', 'es-419': 'es-ES' };

/** One of our locales for a Discord locale string (an interaction's `locale`, a guild's preferred one). */
export function resolveLocale(discord: string | null | undefined): Locale {
  if (!discord) return SOURCE_LOCALE;
  if (KNOWN.has(discord)) return discord as Locale;
  return SAME_WRITING[discord] ?? SOURCE_LOCALE;
}

/** The locale of an answer to one person (a reply, a private message): their Discord client's. */
export const personLocale = (interaction: { locale?: string | null }): Locale => resolveLocale(interaction.locale);

/**
 * The locale of a public post in a server (a thread's board, a result, an announcement): the server's
 * preferred locale, which every reader shares, rather than the language of whoever acted last.
 * Give an interaction's `guildLocale` or a guild's `preferredLocale`.
 */
export const serverLocale = (source: { guildLocale?: string | null; preferredLocale?: string | null }): Locale =>
  resolveLocale(source.guildLocale ?? source.preferredLocale);
