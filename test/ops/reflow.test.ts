/**
 * /help and /rules send paragraphs as single lines (Discord wraps them to the screen), keeping
 * lists, headings, tables and code as written.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { command as help } from '../../commands/help.ts';
import { command as rules, reflow, rulesMessages, rulesSections, RULES_FILE } from '../../commands/rules.ts';
import { readFileSync } from 'node:fs';
import { botWorld } from '../bot/harness.ts';

const BLOCK = /^\s*(#{1,6}\s|\||>|[-*+]\s|\d+[.)]\s|\*\*[^*]+\*\*$)/;

/** Two non-blank lines in a row where the second neither starts a block nor follows a heading/table: a hard wrap. */
function hardWraps(text: string): string[] {
  const lines = text.split('\n');
  const found: string[] = [];
  for (let n = 1; n < lines.length; n++) {
    const [a, b] = [lines[n - 1] ?? '', lines[n] ?? ''];
    if (a.trim() && b.trim() && !BLOCK.test(b) && !/^\s*(#|\||\*\*[^*]+\*\*$)/.test(a)) found.push(`${a}⏎${b}`);
  }
  return found;
}

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c().catch(() => undefined);
});

describe('reflow', () => {
  it('joins wrapped paragraph and list-item lines, keeps everything else', () => {
    const md = [
      '# Title',
      'A paragraph that was',
      'wrapped by hand',
      'at sixty columns.',
      '',
      '- **One.** an item that',
      '  goes on here',
      '  - a nested item',
      '    continued',
      '1. numbered',
      '   and continued',
      '',
      '| a | b |',
      '| --- | --- |',
      '| 1 | 2 |',
      '',
      '```',
      'code  stays',
      'as is',
      '```',
      'hard break  ',
      'after it',
      '> quoted',
    ].join('\n');
    expect(reflow(md).split('\n')).toEqual([
      '# Title',
      'A paragraph that was wrapped by hand at sixty columns.',
      '',
      '- **One.** an item that goes on here',
      '  - a nested item continued',
      '1. numbered and continued',
      '',
      '| a | b |',
      '| --- | --- |',
      '| 1 | 2 |',
      '',
      '```',
      'code  stays',
      'as is',
      '```',
      'hard break',
      'after it',
      '> quoted',
    ]);
  });

  it('leaves no hard wrap in any /rules message, and loses no word of docs/rules.md', () => {
    const sections = rulesSections(readFileSync(RULES_FILE, 'utf8'));
    expect(sections.size).toBeGreaterThanOrEqual(3);
    for (const [game, section] of sections) {
      const text = rulesMessages(game)
        .flat()
        .map((e) => e.data.description ?? '')
        .join('\n');
      expect(hardWraps(text), game).toEqual([]);
      const words = (s: string) => s.replace(/^### /gm, '').replace(/\*\*/g, '').split(/\s+/).filter(Boolean);
      expect(words(text)).toEqual(words(section.body));
    }
    expect(JSON.stringify(rules.data)).toContain('"rules"');
  });
});

describe('/help', () => {
  it('sends its paragraphs unwrapped and the commands as a list', async () => {
    const w = await botWorld([help, rules]);
    cleanups.push(() => w.close());
    const reply = await w.standIn
      .runSlashCommand({ user: w.alice, guildId: w.guild.id, channelId: w.channelId, name: 'help' })
      .response();
    const description = String((reply.embeds as { description?: string }[])[0]?.description);
    expect(hardWraps(description)).toEqual([]);
    expect(description).toContain(
      'the bot posts the table (a picture, with a description for screen readers) and buttons.',
    );
    expect(description).toMatch(/\*\*Commands\*\*\n- \*\*\/help\*\*: .+\n- \*\*\/rules\*\*: .+$/);
  });
});
