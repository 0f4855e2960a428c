/**
 * /settings (Manage Server): reminder and forfeit delays, challenge expiry, public or private game
 * threads, whether forced moves are played for the player. Without options it shows the current values. Hidden from members without the permission
 * (default member permissions) and checked again here, since server admins can override visibility.
 * A setting the bot could not carry out here (archiving without Manage Threads, a kind of thread it
 * may not create) is refused, naming the permission to grant.
 */
import { EmbedBuilder, PermissionFlagsBits, type PermissionsBitField, SlashCommandBuilder } from 'discord.js';
import { choiceName, commandPartName, slashText } from '../src/bot/command-text.ts';
import { ARCHIVE_PERMISSIONS, listOf, missingPermissionNames, permissionName } from '../src/bot/permissions.ts';
import { type SlashCommand, UserError } from '../src/bot/types.ts';
import { type MessageKey, t } from '../src/i18n/index.ts';
import { LANGUAGE_NAMES, LOCALES, resolveLocale } from '../src/i18n/locales.ts';
import { PACES, paceLabel } from '../src/session/clock.ts';
import { AWAY_DAYS, type GuildSettings, getSettings, LIMITS, updateSettings } from '../src/session/settings.ts';

/** A choice of one of /settings' options as the reader's client names it (the slash command's own catalog text). */
const choice = (locale: string | null | undefined, option: string, value: string): string =>
  choiceName(locale, `settings ${option}:${value}`) ?? value;

/** The server's settings, one line each, in `locale` (default English). */
export function describeSettings(s: GuildSettings, locale?: string | null): string {
  const say = (key: MessageKey, vars?: Record<string, string | number>) => t(locale, key, vars);
  return [
    say('commands.settings.reminder', { hours: s.reminderHours }),
    say('commands.settings.forfeit', { hours: s.forfeitHours }),
    say('commands.settings.expiry', { hours: s.challengeExpiryHours }),
    say('commands.settings.threads', { threads: choice(locale, 'threads', s.threads) }),
    say('commands.settings.deck', { deck: choice(locale, 'deck', s.deck ?? 'classic') }),
    say(s.archive ? 'commands.settings.archived' : 'commands.settings.open'),
    say('commands.settings.away', { count: s.awayDays ?? AWAY_DAYS, away: slashText(locale, 'away') }),
    say(s.forcedMoves === false ? 'commands.settings.forcedWaits' : 'commands.settings.forcedPlayed'),
    s.pace ? say('commands.settings.paced', { pace: paceName(locale, s.pace) }) : say('commands.settings.untimed'),
    say(s.weekendsOff ? 'commands.settings.weekendsOff' : 'commands.settings.everyDay'),
    s.language
      ? say('commands.settings.language', { language: LANGUAGE_NAMES[resolveLocale(s.language)] })
      : say('commands.settings.serverLanguage'),
  ].join('\n');
}

/** A pace as the `pace` option's choice names it in `locale` (paceLabel, English, for a pace it does not offer). */
function paceName(locale: string | null | undefined, pace: number): string {
  return choiceName(locale, `settings pace:${pace}`) ?? paceLabel(pace);
}

/**
 * Throws a UserError when a change asks for something the bot's permissions in this channel do not allow
 * (the interaction's `app_permissions`, overwrites included): Discord would refuse it later, in a game
 * thread, where only a log line would say so. Said in the reader's language, permission names included.
 */
function refuseWhatICannotDo(changes: Partial<GuildSettings>, have: Readonly<PermissionsBitField> | null): void {
  const wanted: { what: MessageKey; flags: readonly bigint[] }[] = [];
  if (changes.archive === true) wanted.push({ what: 'commands.settings.toArchive', flags: ARCHIVE_PERMISSIONS });
  if (changes.threads === 'private') {
    wanted.push({ what: 'commands.settings.toOpenPrivate', flags: [PermissionFlagsBits.CreatePrivateThreads] });
  } else if (changes.threads === 'public') {
    wanted.push({ what: 'commands.settings.toOpenPublic', flags: [PermissionFlagsBits.CreatePublicThreads] });
  }
  const refused = wanted
    .map((w) => ({ what: w.what, missing: missingPermissionNames(have, w.flags) }))
    .filter((w) => w.missing.length > 0);
  if (refused.length === 0) return;
  const names = [...new Set(refused.flatMap((w) => w.missing))];
  throw new UserError((locale) => {
    const whats = refused.map((w) => t(locale, w.what));
    return t(locale, 'commands.settings.refused', {
      count: names.length,
      what:
        whats.length === 1
          ? (whats[0] ?? '')
          : t(locale, 'commands.settings.both', { first: whats[0] ?? '', second: whats[1] ?? '' }),
      permissions: listOf(
        names.map((n) => permissionName(n, locale)),
        locale,
      ),
    });
  });
}

/** updateSettings' RangeError (a check Discord's own limits on the options make rare) in the reader's language. */
function invalidChange(next: GuildSettings): UserError {
  if (next.forfeitHours <= next.reminderHours)
    return new UserError({
      key: 'commands.settings.forfeitAfterReminder',
      vars: { forfeit: next.forfeitHours, reminder: next.reminderHours },
    });
  const hours = {
    reminder_hours: next.reminderHours,
    forfeit_hours: next.forfeitHours,
    challenge_expiry_hours: next.challengeExpiryHours,
  };
  const option = Object.entries(hours).find(([, h]) => h < LIMITS.minHours || h > LIMITS.maxHours)?.[0];
  return new UserError((locale) =>
    t(locale, 'commands.settings.hoursRange', {
      option: commandPartName(locale, `settings ${option ?? 'reminder_hours'}`),
      min: LIMITS.minHours,
      max: LIMITS.maxHours,
    }),
  );
}

export const command: SlashCommand = {
  data: new SlashCommandBuilder()
    .setName('settings')
    .setDescription('Server settings for games: reminders, forfeits, away days, challenge expiry, threads, deck')
    .setDMPermission(false)
    .setDefaultMemberPermissions(PermissionFlagsBits.ManageGuild)
    .addIntegerOption((o) =>
      o
        .setName('reminder_hours')
        .setDescription('Remind the player to move after this many hours (default 24)')
        .setMinValue(LIMITS.minHours)
        .setMaxValue(LIMITS.maxHours),
    )
    .addIntegerOption((o) =>
      o
        .setName('forfeit_hours')
        .setDescription('Forfeit after this many hours without a move (default 72)')
        .setMinValue(LIMITS.minHours)
        .setMaxValue(LIMITS.maxHours),
    )
    .addIntegerOption((o) =>
      o
        .setName('challenge_expiry_hours')
        .setDescription('Challenges expire after this many hours (default 24)')
        .setMinValue(LIMITS.minHours)
        .setMaxValue(LIMITS.maxHours),
    )
    .addStringOption((o) =>
      o
        .setName('threads')
        .setDescription('Open games in public threads (from the challenge) or private ones')
        .addChoices({ name: 'public', value: 'public' }, { name: 'private', value: 'private' }),
    )
    .addStringOption((o) =>
      o
        .setName('deck')
        .setDescription('Card colours in the pictures: four-colour (♦ blue, ♣ green) helps colour-blind players')
        .addChoices({ name: 'classic', value: 'classic' }, { name: 'four-colour', value: 'four-colour' }),
    )
    .addBooleanOption((o) =>
      o.setName('archive').setDescription('Archive and lock a game thread once its result is posted (default off)'),
    )
    .addIntegerOption((o) =>
      o
        .setName('away_days')
        .setDescription(
          `Days a player may be away (/away, clocks paused) in any 30 days (default ${AWAY_DAYS}; 0: none)`,
        )
        .setMinValue(0)
        .setMaxValue(30),
    )
    .addBooleanOption((o) =>
      o
        .setName('forced_moves')
        .setDescription("Play a turn with a single legal move (e.g. Abstrac's only take) for the player (default on)"),
    )
    .addStringOption((o) =>
      o
        .setName('pace')
        .setDescription('New games: days per move with a time bank, unless the command names one (default untimed)')
        .addChoices(
          { name: 'untimed', value: 'untimed' },
          ...PACES.map((p) => ({ name: paceLabel(p), value: String(p) })),
        ),
    )
    .addBooleanOption((o) =>
      o
        .setName('weekends_off')
        .setDescription("Timed games started from now on don't count Saturdays and Sundays (UTC) (default off)"),
    )
    .addStringOption((o) =>
      o
        .setName('language')
        .setDescription("The language of new games' boards and posts (default: the server's own)")
        .addChoices(
          { name: "the server's language", value: 'auto' },
          ...LOCALES.map((l) => ({ name: LANGUAGE_NAMES[l], value: l })),
        ),
    ),
  defer: 'ephemeral',
  async execute(i, { store, res }) {
    if (!i.guildId) throw new UserError({ key: 'commands.settings.serverOnly' });
    if (!i.memberPermissions?.has(PermissionFlagsBits.ManageGuild))
      throw new UserError((locale) =>
        t(locale, 'commands.settings.manageServer', { permission: permissionName('ManageGuild', locale) }),
      );
    const changes: Partial<GuildSettings> = {};
    const reminder = i.options.getInteger('reminder_hours');
    const forfeit = i.options.getInteger('forfeit_hours');
    const expiry = i.options.getInteger('challenge_expiry_hours');
    const threads = i.options.getString('threads');
    const deck = i.options.getString('deck');
    const archive = i.options.getBoolean('archive');
    const awayDays = i.options.getInteger('away_days');
    const forcedMoves = i.options.getBoolean('forced_moves');
    const pace = i.options.getString('pace');
    const weekendsOff = i.options.getBoolean('weekends_off');
    const language = i.options.getString('language');
    if (reminder !== null) changes.reminderHours = reminder;
    if (forfeit !== null) changes.forfeitHours = forfeit;
    if (expiry !== null) changes.challengeExpiryHours = expiry;
    if (threads === 'public' || threads === 'private') changes.threads = threads;
    if (deck === 'classic' || deck === 'four-colour') changes.deck = deck;
    if (archive !== null) changes.archive = archive;
    if (awayDays !== null) changes.awayDays = awayDays;
    if (forcedMoves !== null) changes.forcedMoves = forcedMoves;
    if (pace !== null) changes.pace = pace === 'untimed' ? null : Number(pace);
    if (weekendsOff !== null) changes.weekendsOff = weekendsOff;
    // 'auto' forgets the choice: games then follow the server's preferred locale (Community settings).
    if (language !== null) changes.language = language === 'auto' ? undefined : resolveLocale(language);
    refuseWhatICannotDo(changes, i.appPermissions);
    let settings: GuildSettings;
    if (Object.keys(changes).length === 0) settings = await getSettings(store, i.guildId);
    else {
      try {
        settings = await updateSettings(store, i.guildId, changes);
      } catch (err) {
        if (err instanceof RangeError)
          throw invalidChange({ ...(await getSettings(store, i.guildId)), ...changes } as GuildSettings);
        throw err;
      }
    }
    const embed = new EmbedBuilder()
      .setTitle(
        t(i.locale, Object.keys(changes).length === 0 ? 'commands.settings.title' : 'commands.settings.updatedTitle'),
      )
      .setDescription(describeSettings(settings, i.locale));
    await res.reply({ embeds: [embed], ephemeral: true });
  },
};
