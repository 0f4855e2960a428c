/**
 * /help: what the bot can do, built from the registry so new game commands
 * appear here without editing this file. Private (ephemeral) to the asker.
 * Two pages (Discord allows 4,096 characters in an embed and 6,000 in a message): how to play,
 * with the commands; and playing over days. In the reader's language, naming the commands as
 * their client shows them; a language whose pages do not fit one message gets two.
 */

import { EmbedBuilder, SlashCommandBuilder } from 'discord.js';
import { anywhere } from '../src/bot/anywhere.ts';
import { choiceName, commandPartName, slashText } from '../src/bot/command-text.ts';
import type { SlashCommand } from '../src/bot/types.ts';
import { type MessageKey, resolveLocale, t } from '../src/i18n/index.ts';
import { splitText } from './rules.ts';

/** Discord: 4,096 characters per embed description, 6,000 per message across its embeds (kept under both). */
const DESCRIPTION_MAX = 4000;
const MESSAGE_MAX = 5800;

/** The paragraphs of the first page (names every game: test/games/completeness.test.ts checks a new game is here). */
const PLAYING_KEYS = [
  'commands.help.tables',
  'commands.help.start',
  'commands.help.computer',
  'commands.help.hints',
  'commands.help.leaving',
] as const satisfies readonly MessageKey[];

/** The paragraphs of the second page: playing over days. */
const OVER_DAYS_KEYS = [
  'commands.help.yourGames',
  'commands.help.away',
  'commands.help.after',
  'commands.help.takeback',
  'commands.help.watching',
  'commands.help.records',
] as const satisfies readonly MessageKey[];

/** The commands, options and choices the help names, as the reader's client shows them. */
function named(locale: string | null | undefined): Record<string, string> {
  const level = (v: string) => choiceName(locale, `abstrac challenge level:${v}`) ?? v;
  return {
    fourColour: slashText(locale, 'settings deck:four-colour'),
    rules: slashText(locale, 'rules'),
    abstrac: slashText(locale, 'abstrac challenge opponent:'),
    threedom: slashText(locale, 'threedom challenge opponent:'),
    rummy: slashText(locale, 'rummy new'),
    target: commandPartName(locale, 'abstrac challenge target'),
    deals: commandPartName(locale, 'abstrac challenge deals'),
    settings: slashText(locale, 'settings'),
    challenge: `${commandPartName(locale, 'abstrac challenge')} ${commandPartName(locale, 'abstrac challenge opponent')}:`,
    casual: level('casual'),
    strong: level('strong'),
    perfect: level('perfect'),
    hintsOn: `${commandPartName(locale, 'abstrac challenge hints')}:true`,
    resign: commandPartName(locale, 'abstrac resign'),
    games: slashText(locale, 'games'),
    status: commandPartName(locale, 'abstrac status'),
    awaySet: slashText(locale, 'away set days:'),
    awayDays: slashText(locale, 'settings away_days'),
    awayOff: slashText(locale, 'away off'),
    notifyTurn: slashText(locale, 'notify mode:turn'),
    digest: commandPartName(locale, 'notify mode:digest'),
    takeback: slashText(locale, 'takeback'),
    export: slashText(locale, 'export'),
  };
}

const paragraphs = (locale: string | null | undefined, keys: readonly MessageKey[]) => {
  const vars = named(locale);
  return keys.map((key) => t(locale, key, vars));
};

/** The first page's paragraphs in English (each one line: Discord wraps them to the reader's screen). */
export const PLAYING = paragraphs('en-US', PLAYING_KEYS);

/** A registered command (its localized JSON) as the help lists it. */
interface Listed {
  name: string;
  description: string;
  name_localizations?: Partial<Record<string, string | null>> | null;
  description_localizations?: Partial<Record<string, string | null>> | null;
}

/**
 * The help in `locale`, as messages of embeds within Discord's limits: how to play with every command
 * (`commands`, the registry's localized JSON, named as the reader's client shows them), then playing
 * over days. A page too long for one embed continues in the next, numbered.
 */
export function helpMessages(locale: string | null | undefined, commands: readonly Listed[]): EmbedBuilder[][] {
  const lang = resolveLocale(locale);
  const lines = commands
    .map((c) => ({
      name: c.name_localizations?.[lang] ?? c.name,
      description: c.description_localizations?.[lang] ?? c.description,
    }))
    .sort((a, b) => a.name.localeCompare(b.name, lang))
    .map((c) => t(locale, 'commands.help.command', { name: `/${c.name}`, description: c.description }));
  const pages = [
    {
      title: t(locale, 'commands.help.title'),
      text: [
        ...paragraphs(locale, PLAYING_KEYS),
        `**${t(locale, 'commands.help.commands')}**\n${lines.join('\n')}`,
      ].join('\n\n'),
    },
    { title: t(locale, 'commands.help.overDaysTitle'), text: paragraphs(locale, OVER_DAYS_KEYS).join('\n\n') },
  ];
  const messages: EmbedBuilder[][] = [];
  let size = 0;
  for (const page of pages) {
    const pieces = splitText(page.text, DESCRIPTION_MAX);
    pieces.forEach((piece, n) => {
      const title = pieces.length > 1 ? `${page.title} (${n + 1}/${pieces.length})` : page.title;
      const cost = title.length + piece.length;
      if (messages.length === 0 || size + cost > MESSAGE_MAX || (messages.at(-1)?.length ?? 0) >= 10) {
        messages.push([]);
        size = 0;
      }
      messages.at(-1)?.push(new EmbedBuilder().setTitle(title).setDescription(piece));
      size += cost;
    });
  }
  return messages;
}

export const command: SlashCommand = {
  data: anywhere(new SlashCommandBuilder())
    .setName('help')
    .setDescription('How to play: the games and commands of this bot'),
  defer: 'ephemeral',
  async execute(i, { registry, res }) {
    const [first = [], ...more] = helpMessages(i.locale, registry.toJSON());
    await res.reply({ embeds: first, ephemeral: true });
    for (const embeds of more) await res.followUp({ embeds, ephemeral: true });
  },
};
