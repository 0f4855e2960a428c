/**
 * /rules [game]: the rules in our words, read once at load from docs/rules.md (the one source;
 * it follows docs/rules.md), one game per answer, split to fit Discord's embed limits. The rules
 * themselves are English only (one source, kept exact); their titles and a note saying so are in
 * the reader's language.
 */

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { EmbedBuilder, SlashCommandBuilder } from 'discord.js';
import { anywhere } from '../src/bot/anywhere.ts';
import { choiceName } from '../src/bot/command-text.ts';
import type { SlashCommand } from '../src/bot/types.ts';
import { resolveLocale, SOURCE_LOCALE, t } from '../src/i18n/index.ts';

export const RULES_FILE = fileURLToPath(new URL('../docs/rules.md', import.meta.url));
/** Discord: 4096 characters per embed description, 6000 per message across its embeds. */
const DESCRIPTION_MAX = 4000;
const MESSAGE_MAX = 5800;

/** What every game shares (leaving, results): added to each game's own section. */
const SHARED = 'every game';

/** The `## <Game>` sections of the rules file, by lower-case game name, each ending with the rules
 *  every game shares (the `## Every game` section). */
export function rulesSections(markdown: string): Map<string, { title: string; body: string }> {
  const sections = new Map<string, { title: string; body: string }>();
  let shared = '';
  for (const part of markdown.split(/^## /m).slice(1)) {
    const [title = '', ...rest] = part.split('\n');
    const body = rest.join('\n').trim();
    if (title.trim().toLowerCase() === SHARED) shared = body;
    else sections.set(title.trim().toLowerCase(), { title: title.trim(), body });
  }
  if (shared) for (const s of sections.values()) s.body = `${s.body}\n\n### In every game\n${shared}`;
  return sections;
}

/** Splits text at line breaks into pieces of at most `max` characters (a longer line is cut). */
export function splitText(text: string, max = DESCRIPTION_MAX): string[] {
  const pieces: string[] = [];
  let current = '';
  for (const line of text.split('\n')) {
    for (let rest = line; ; ) {
      const room = max - current.length - (current ? 1 : 0);
      if (rest.length <= room) {
        current = current ? `${current}\n${rest}` : rest;
        break;
      }
      if (current) {
        pieces.push(current);
        current = '';
        continue;
      }
      pieces.push(rest.slice(0, max));
      rest = rest.slice(max);
    }
  }
  if (current) pieces.push(current);
  return pieces;
}

/** A line that starts a block of its own: heading, table row, quote, list item. */
const BLOCK_START = /^(#{1,6}\s|\||>|[-*+]\s|\d+[.)]\s)/;

/**
 * Joins the hard-wrapped lines of each paragraph and list item into one line, so Discord wraps
 * the text to the reader's screen instead of breaking lines mid-sentence on a phone. Kept as
 * they are: blank lines, headings, table rows, quotes, list items (a continuation line joins its
 * item), code fences and their contents, and Markdown hard breaks (two trailing spaces or `\`).
 */
export function reflow(markdown: string): string {
  const out: string[] = [];
  let fenced = false;
  let joinable = false;
  for (const raw of markdown.split('\n')) {
    const line = raw.trimEnd();
    const text = line.trim();
    if (text.startsWith('```')) {
      fenced = !fenced;
      out.push(line);
      joinable = false;
    } else if (fenced) {
      out.push(raw);
    } else if (text === '') {
      out.push('');
      joinable = false;
    } else if (joinable && !BLOCK_START.test(text)) {
      out[out.length - 1] += ` ${text}`;
      joinable = !/( {2}|\\)$/.test(raw);
    } else {
      out.push(line);
      joinable = !/^(#{1,6}\s|\|)/.test(text) && !/( {2}|\\)$/.test(raw);
    }
  }
  return out.join('\n');
}

/** `### Heading` → bold, as embeds do not render headings; paragraphs reflowed. */
const forEmbed = (md: string) => reflow(md).replace(/^### (.*)$/gm, '**$1**');

/** A game's name in `locale`, as the `game` option's choices say it (Rummy is Rommé in German). */
function gameTitle(title: string, locale: string | null | undefined): string {
  return choiceName(locale, `rules game:${title.toLowerCase()}`) ?? title;
}

const SECTIONS = rulesSections(readFileSync(RULES_FILE, 'utf8'));
const GAMES = [...SECTIONS.values()].map((s) => ({
  name: s.title,
  value: s.title.toLowerCase(),
}));

/** The messages (each a list of embeds within the limits) showing one game's rules, titled in `locale`. */
export function rulesMessages(game: string, locale?: string | null): EmbedBuilder[][] {
  const section = SECTIONS.get(game);
  if (!section) return [];
  const pieces = splitText(forEmbed(section.body));
  const messages: EmbedBuilder[][] = [];
  let size = 0;
  pieces.forEach((piece, n) => {
    const title = `${t(locale, 'commands.rules.title', { game: gameTitle(section.title, locale) })}${pieces.length > 1 ? ` (${n + 1}/${pieces.length})` : ''}`;
    const embed = new EmbedBuilder().setTitle(title).setDescription(piece);
    const cost = title.length + piece.length;
    if (messages.length === 0 || size + cost > MESSAGE_MAX) {
      messages.push([]);
      size = 0;
    }
    messages.at(-1)?.push(embed);
    size += cost;
  });
  return messages;
}

export const command: SlashCommand = {
  data: anywhere(new SlashCommandBuilder())
    .setName('rules')
    .setDescription('How to play: the rules of one game')
    .addStringOption((o) =>
      o
        .setName('game')
        .setDescription('Which game (default Abstrac)')
        .addChoices(...GAMES),
    ),
  defer: 'ephemeral',
  async execute(i, { res }) {
    const messages = rulesMessages(i.options.getString('game') ?? 'abstrac', i.locale);
    if (messages.length === 0) return res.reply({ content: t(i.locale, 'commands.rules.none'), ephemeral: true });
    // The rules are English for everyone: a reader of another language is told so, in theirs.
    const note = resolveLocale(i.locale) === SOURCE_LOCALE ? {} : { content: t(i.locale, 'commands.rules.inEnglish') };
    for (const [n, embeds] of messages.entries())
      await res.followUp({ embeds, ephemeral: true, ...(n === 0 ? note : {}) });
  },
};
