/**
 * The slash commands' localizations, as registered with Discord: every text of every command has a
 * catalog key whose English is the command's own (so neither changes alone), every cmd key is used,
 * and every localized name, description and choice keeps Discord's rules: names lower case,
 * `^[-_\p{L}\p{N}]{1,32}$` and unique among their siblings in each locale; descriptions 1-100
 * characters, choice names 1-100; a command's texts at most 4,000 characters in each locale.
 */
import { describe, expect, it } from 'vitest';
import { CommandRegistry } from '../../src/bot/registry.ts';
import { CATALOGS } from '../../src/i18n/catalog/index.ts';
import type { Messages } from '../../src/i18n/catalog/types.ts';
import { catalogText, commandTexts, type Localizable } from '../../src/i18n/commands.ts';
import { TRANSLATED_LOCALES } from '../../src/i18n/index.ts';

const registry = await CommandRegistry.load();
const registered = registry.toJSON() as unknown as Localizable[];
const sources = registry.commands.map((c) => ({
  json: ('toJSON' in c.data ? c.data.toJSON() : c.data) as unknown as Localizable,
  prefixes: c.i18n,
}));

const NAME = /^[-_\p{L}\p{N}]{1,32}$/u;

/** Every item (command, subcommand, option) of a command with its siblings. */
function items(command: Localizable): { item: Localizable; siblings: readonly Localizable[] }[] {
  const out: { item: Localizable; siblings: readonly Localizable[] }[] = [{ item: command, siblings: registered }];
  const walk = (item: Localizable) => {
    for (const o of item.options ?? []) {
      out.push({ item: o, siblings: item.options ?? [] });
      walk(o);
    }
  };
  walk(command);
  return out;
}

const localName = (item: Localizable, locale: string) => item.name_localizations?.[locale] ?? item.name;

describe('the slash commands in the catalog', () => {
  it("has a key for every text of every command, its English the command's own", () => {
    const problems: string[] = [];
    for (const { json, prefixes } of sources)
      for (const text of commandTexts(json, prefixes)) {
        const en = text.key && catalogText(CATALOGS['en-US'], text.key);
        if (en !== text.english)
          problems.push(`${text.where} ${text.kind}: "${text.english}" vs ${text.key?.join('.') ?? 'no key'} "${en}"`);
      }
    expect(problems).toEqual([]);
  });

  it('uses every key under cmd', () => {
    const used = new Set(
      sources.flatMap(({ json, prefixes }) => commandTexts(json, prefixes).map((t) => t.key?.join('.'))),
    );
    const all: string[] = [];
    const walk = (m: Messages, path: string) => {
      for (const [k, v] of Object.entries(m))
        typeof v === 'string' ? all.push(`${path}.${k}`) : walk(v, `${path}.${k}`);
    };
    walk(CATALOGS['en-US'].cmd as Messages, 'cmd');
    expect(all.filter((k) => !used.has(k))).toEqual([]);
  });
});

describe.each(TRANSLATED_LOCALES)('the commands as a %s client shows them', (locale) => {
  it('have a translated description for every command, subcommand and option', () => {
    for (const command of registered)
      for (const { item } of items(command))
        expect(item.description_localizations?.[locale], `/${command.name} ${item.name}`).toBeTruthy();
  });

  it("name everything by Discord's rules, each name unique among its siblings", () => {
    for (const command of registered)
      for (const { item, siblings } of items(command)) {
        const name = localName(item, locale);
        expect(name, `/${command.name} ${item.name}`).toMatch(NAME);
        expect(name, `/${command.name} ${item.name}`).toBe(name.toLowerCase());
        expect(siblings.filter((s) => localName(s, locale) === name).length, `${locale} ${name}`).toBe(1);
      }
  });

  it("keep descriptions and choices within Discord's limits", () => {
    for (const command of registered) {
      let total = 0;
      for (const { item } of items(command)) {
        const description = item.description_localizations?.[locale] ?? item.description ?? '';
        expect(description.length, `/${command.name} ${item.name}`).toBeGreaterThan(0);
        expect(description.length, `/${command.name} ${item.name}: ${description}`).toBeLessThanOrEqual(100);
        total += localName(item, locale).length + description.length;
        for (const c of item.choices ?? []) {
          const name = c.name_localizations?.[locale] ?? c.name;
          expect(name.length, `/${command.name} ${item.name} = ${c.value}`).toBeGreaterThan(0);
          expect(name.length, `/${command.name} ${item.name} = ${c.value}`).toBeLessThanOrEqual(100);
          total += name.length + String(c.value).length;
        }
      }
      expect(total, `/${command.name}`).toBeLessThanOrEqual(4000);
    }
  });
});

describe('the localizations', () => {
  it("use only Discord's locale keys for our languages", () => {
    const keys = new Set<string>();
    for (const command of registered)
      for (const { item } of items(command)) {
        for (const k of Object.keys(item.name_localizations ?? {})) keys.add(k);
        for (const k of Object.keys(item.description_localizations ?? {})) keys.add(k);
      }
    expect([...keys].sort()).toEqual([...TRANSLATED_LOCALES].sort());
  });

  it('translate command names where a word exists, and keep the games that are names', () => {
    const byName = new Map(registered.map((c) => [c.name, c]));
    expect(byName.get('leaderboard')?.name_localizations?.de).toBe('rangliste');
    expect(byName.get('rules')?.name_localizations?.ja).toBe('ルール');
    expect(byName.get('rummy')?.name_localizations?.fr).toBe('rami');
    expect(byName.get('abstrac')?.name_localizations).toBeUndefined();
    expect(byName.get('threedom')?.name_localizations).toBeUndefined();
  });
});
