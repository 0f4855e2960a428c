/**
 * Slash commands' localizations, from the catalog: the registry (src/bot/registry.ts) passes each
 * command's JSON through `localizeCommand`, which adds `name_localizations` and
 * `description_localizations` to the command, its subcommands and options, and `name_localizations`
 * to their choices. A command file keeps its English text (Discord's default) and names no key: the
 * keys follow the command's shape, under `cmd.<prefix>` for each of its catalog prefixes in order
 * (by default its own name; the games' commands add the shared `anyGame`):
 *   the command          cmd.<prefix>.name / .description
 *   a subcommand/option  cmd.<prefix>.<sub>.<option>.name / .description, else cmd.<prefix>.<option>.…
 *                        (an option's texts shared by all its command's subcommands)
 *   a choice             cmd.<prefix>[.<sub>].<option>.choices.<value>
 * test/i18n/commands.test.ts checks that every text has a key and that English's equals the
 * command's own, so neither can change without the other. (An option named `name`, `description` or
 * `choices` could have no entry of its own, those being its parent's texts: that test would say so.)
 */
import { CATALOGS } from './catalog/index.ts';
import type { Messages } from './catalog/types.ts';
import { SOURCE_LOCALE, TRANSLATED_LOCALES } from './locales.ts';

type Localizations = Partial<Record<string, string | null>>;

interface Choice {
  name: string;
  value: string | number;
  name_localizations?: Localizations | null;
}

/** A command, subcommand (group) or option as Discord's JSON has it, as far as localizing goes. */
export interface Localizable {
  name: string;
  description?: string;
  name_localizations?: Localizations | null;
  description_localizations?: Localizations | null;
  options?: readonly Localizable[];
  choices?: readonly Choice[];
}

/** The text at `path` in a catalog, if it is one. */
export function catalogText(catalog: Messages, path: readonly string[]): string | undefined {
  let at: string | Messages | undefined = catalog;
  for (const segment of path) {
    if (typeof at !== 'object' || !Object.hasOwn(at, segment)) return undefined;
    at = at[segment];
  }
  return typeof at === 'string' ? at : undefined;
}

/** Where the item at `path` (subcommand and option names) may have its `field`, most specific first. */
function candidates(prefixes: readonly string[], path: readonly string[], field: readonly string[]): string[][] {
  const full = prefixes.map((p) => ['cmd', p, ...path, ...field]);
  const last = path.at(-1);
  const short = path.length > 1 && last !== undefined ? prefixes.map((p) => ['cmd', p, last, ...field]) : [];
  return [...full, ...short];
}

/** The catalog key (its path) of one of an item's texts: the first candidate English has. */
export function commandKey(
  prefixes: readonly string[],
  path: readonly string[],
  field: readonly string[],
): string[] | undefined {
  return candidates(prefixes, path, field).find((c) => catalogText(CATALOGS[SOURCE_LOCALE], c) !== undefined);
}

/** The translations of the text at `key` that differ from English's (Discord shows English otherwise). */
function localizations(key: string[] | undefined, english: string): Localizations | undefined {
  if (!key) return undefined;
  const out: Localizations = {};
  for (const locale of TRANSLATED_LOCALES) {
    const text = catalogText(CATALOGS[locale], key);
    if (text !== undefined && text !== english) out[locale] = text;
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

function localizeItem<T extends Localizable>(item: T, prefixes: readonly string[], path: readonly string[]): T {
  const out: T = { ...item };
  const names = localizations(commandKey(prefixes, path, ['name']), item.name);
  if (names) out.name_localizations = names;
  if (item.description !== undefined) {
    const descriptions = localizations(commandKey(prefixes, path, ['description']), item.description);
    if (descriptions) out.description_localizations = descriptions;
  }
  if (item.choices)
    out.choices = item.choices.map((c) => {
      const l = localizations(commandKey(prefixes, path, ['choices', String(c.value)]), c.name);
      return l ? { ...c, name_localizations: l } : c;
    });
  if (item.options) out.options = item.options.map((o) => localizeItem(o, prefixes, [...path, o.name]));
  return out;
}

/** `command` (its registered JSON) with the catalog's localizations added; the English left as it is. */
export function localizeCommand<T extends Localizable>(command: T, prefixes: readonly string[] = [command.name]): T {
  return localizeItem(command, prefixes, []);
}

/** One of a command's texts: where it is, its English as the command says it, and its catalog key if any. */
export interface CommandText {
  where: string;
  english: string;
  key: string[] | undefined;
  /** A name (command, subcommand or option: Discord's naming rules apply) rather than a description or a choice. */
  kind: 'name' | 'description' | 'choice';
}

/** Every text of `command` that gets localized, with its key: for the checks (test/i18n). */
export function commandTexts(command: Localizable, prefixes: readonly string[] = [command.name]): CommandText[] {
  const texts: CommandText[] = [];
  const walk = (item: Localizable, path: string[]) => {
    const where = `/${[command.name, ...path].join(' ')}`;
    texts.push({ where, english: item.name, key: commandKey(prefixes, path, ['name']), kind: 'name' });
    if (item.description !== undefined)
      texts.push({
        where,
        english: item.description,
        key: commandKey(prefixes, path, ['description']),
        kind: 'description',
      });
    for (const c of item.choices ?? [])
      texts.push({
        where: `${where} = ${c.value}`,
        english: c.name,
        key: commandKey(prefixes, path, ['choices', String(c.value)]),
        kind: 'choice',
      });
    for (const o of item.options ?? []) walk(o, [...path, o.name]);
  };
  walk(command, []);
  return texts;
}
