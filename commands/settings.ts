/**
 * /settings (Manage Server): reminder and forfeit delays, challenge expiry, public or private game
 * threads, whether forced moves are played for the player. Without options it shows the current values. Hidden from members without the permission
 * (default member permissions) and checked again here, since server admins can override visibility.
 * A setting the bot could not carry out here (archiving without Manage Threads, a kind of thread it
 * may not create) is refused, naming the permission to grant.
 */
import { EmbedBuilder, PermissionFlagsBits, type PermissionsBitField, SlashCommandBuilder } from 'discord.js';
import { ARCHIVE_PERMISSIONS, missingPermissionNames } from '../src/bot/permissions.ts';
import { type SlashCommand, UserError } from '../src/bot/types.ts';
import { LANGUAGE_NAMES, LOCALES, resolveLocale } from '../src/i18n/locales.ts';
import { PACES, paceLabel } from '../src/session/clock.ts';
import { AWAY_DAYS, type GuildSettings, getSettings, LIMITS, updateSettings } from '../src/session/settings.ts';

const hours = (n: number) => `${n} h`;

export function describeSettings(s: GuildSettings): string {
  return [
    `Reminder after **${hours(s.reminderHours)}** without a move`,
    `Forfeit after **${hours(s.forfeitHours)}** without a move`,
    `Challenges expire after **${hours(s.challengeExpiryHours)}**`,
    `Game threads are **${s.threads}**`,
    `Cards are drawn in the **${s.deck ?? 'classic'}** deck`,
    s.archive ? 'Finished game threads are **archived and locked**' : 'Finished game threads stay **open**',
    `Players may be away (\`/away\`) for **${s.awayDays ?? AWAY_DAYS} days** in any 30 (clocks paused meanwhile)`,
    s.forcedMoves === false
      ? "A turn with a single legal move (e.g. Abstrac's only take) **waits for the player**"
      : "A turn with a single legal move (e.g. Abstrac's only take) is **played for the player**, and said in the thread",
    s.pace
      ? `New games are played at **${paceLabel(s.pace)}**, with a time bank (a challenge may name another pace)`
      : 'New games are **untimed** (the reminder and forfeit hours above), unless a challenge names a pace',
    s.weekendsOff ? 'Timed games **skip weekends** (UTC)' : 'Timed games count **every day**',
    s.language
      ? `New games are written in **${LANGUAGE_NAMES[resolveLocale(s.language)]}**`
      : "New games are written in **the server's language** (its Community settings)",
  ].join('\n');
}

/**
 * Throws a UserError when a change asks for something the bot's permissions in this channel do not allow
 * (the interaction's `app_permissions`, overwrites included): Discord would refuse it later, in a game
 * thread, where only a log line would say so.
 */
function refuseWhatICannotDo(changes: Partial<GuildSettings>, have: Readonly<PermissionsBitField> | null): void {
  const wanted: { what: string; flags: readonly bigint[] }[] = [];
  if (changes.archive === true)
    wanted.push({ what: 'archive and lock finished game threads', flags: ARCHIVE_PERMISSIONS });
  if (changes.threads === 'private') {
    wanted.push({ what: 'open private game threads', flags: [PermissionFlagsBits.CreatePrivateThreads] });
  } else if (changes.threads === 'public') {
    wanted.push({ what: 'open public game threads', flags: [PermissionFlagsBits.CreatePublicThreads] });
  }
  const refused = wanted
    .map((w) => ({ what: w.what, missing: missingPermissionNames(have, w.flags) }))
    .filter((w) => w.missing.length > 0);
  if (refused.length === 0) return;
  const names = [...new Set(refused.flatMap((w) => w.missing))];
  throw new UserError(
    `Nothing was changed: to ${refused.map((w) => w.what).join(' and ')}, I need ${names.join(', ')} here. ` +
      `Ask a server admin to grant ${names.length === 1 ? 'it' : 'them'} to my role, then try again.`,
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
    if (!i.guildId) throw new UserError('Settings belong to a server: use this command in one.');
    if (!i.memberPermissions?.has(PermissionFlagsBits.ManageGuild))
      throw new UserError('Only members with the Manage Server permission can change these settings.');
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
        if (err instanceof RangeError) throw new UserError(err.message);
        throw err;
      }
    }
    const embed = new EmbedBuilder()
      .setTitle(Object.keys(changes).length === 0 ? 'Game settings' : 'Game settings updated')
      .setDescription(describeSettings(settings));
    await res.reply({ embeds: [embed], ephemeral: true });
  },
};
