/**
 * A slash command as a person's Discord client shows it, for the texts that name one ("`/away off`
 * ends it sooner"): a German client shows `/abwesend aus`, so a German answer says that. The names
 * come from the same catalog entries the registry localizes the commands with (src/i18n/commands.ts),
 * so a text and the command it names cannot drift apart.
 */
import { CATALOGS } from '../i18n/catalog/index.ts';
import { catalogText, commandKey } from '../i18n/commands.ts';
import { resolveLocale } from '../i18n/locales.ts';

/** The catalog text at `key` in `locale`, else English's, else `fallback`. */
function textAt(locale: string | null | undefined, key: string[] | undefined, fallback: string): string {
  if (!key) return fallback;
  return catalogText(CATALOGS[resolveLocale(locale)], key) ?? catalogText(CATALOGS['en-US'], key) ?? fallback;
}

/**
 * `words` ("away set days:N", "settings deck:four-colour", "abstrac challenge opponent:") as `locale`'s
 * client shows them, with the leading slash: the command, then subcommands and options by name; an
 * option's value after `:` is a choice's name when the option has that choice, else kept as written.
 * The games' commands share their texts (`anyGame`), so those are looked up too.
 */
export function slashText(locale: string | null | undefined, words: string): string {
  const [command = '', ...rest] = words.split(' ');
  const prefixes = [command, 'anyGame'];
  const out = [textAt(locale, ['cmd', command, 'name'], command)];
  const path: string[] = [];
  for (const word of rest) {
    const colon = word.indexOf(':');
    const name = colon < 0 ? word : word.slice(0, colon);
    path.push(name);
    const shown = textAt(locale, commandKey(prefixes, path, ['name']), name);
    if (colon < 0) {
      out.push(shown);
      continue;
    }
    const value = word.slice(colon + 1);
    const choice = value ? textAt(locale, commandKey(prefixes, path, ['choices', value]), value) : '';
    out.push(`${shown}:${choice}`);
    path.pop();
  }
  return `/${out.join(' ')}`;
}

/** Just the name a client shows for one part of a command (`slashText` without the slash and the parents). */
export function commandPartName(locale: string | null | undefined, words: string): string {
  return slashText(locale, words).split(' ').at(-1)?.replace(/^\//, '').replace(/:$/, '') ?? words;
}

/**
 * A choice's name as `locale`'s client shows it ("notify mode:turn" → "Zug" in German), or undefined
 * when the catalog has no such choice.
 */
export function choiceName(locale: string | null | undefined, words: string): string | undefined {
  const [command = '', ...rest] = words.split(' ');
  const last = rest.pop() ?? '';
  const colon = last.indexOf(':');
  if (colon < 0) return undefined;
  const value = last.slice(colon + 1);
  const key = commandKey([command, 'anyGame'], [...rest, last.slice(0, colon)], ['choices', value]);
  return key ? textAt(locale, key, value) : undefined;
}
