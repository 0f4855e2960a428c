/**
 * Slash-command options checked against the command's own declared definition (the JSON of its
 * SlashCommandBuilder, as registered with Discord) before any handler runs. Discord's client usually
 * enforces the same rules, but a modified client, a stale command cache or a replayed payload can
 * deliver anything, and a handler trusts `getString`/`getInteger` to return what it declared. So the
 * router refuses, privately and with a short reason naming the option, any interaction whose options
 * are not exactly of the declared shape: subcommand (group) known, every option known and given once,
 * of its declared type, within its choices, min/max value and min/max length, and resolved (users,
 * channels, roles, attachments); every required option present. Value rules are zod schemas built
 * once per declared option. The reason is said in the user's language (src/i18n): each check names
 * a catalog key (`validate.*`), a zod rule its key's last part as its error.
 */
import {
  type APIApplicationCommandBasicOption,
  type APIApplicationCommandOption,
  type CommandInteractionOption,
  type RESTPostAPIChatInputApplicationCommandsJSONBody,
  ApplicationCommandOptionType as T,
} from 'discord.js';
import { z } from 'zod';
import { type MessageKey, t, type Vars } from '../i18n/index.ts';

type Body = RESTPostAPIChatInputApplicationCommandsJSONBody;

/** Discord's bounds: strings up to 6000 characters, numbers within ±2^53. */
const STRING_MAX = 6000;
const NUMBER_LIMIT = 2 ** 53;
const SNOWFLAKE = /^(?:0|[1-9]\d{0,19})$/;

/** A refusal, said later in the user's language. */
interface Refusal {
  key: MessageKey;
  vars?: Vars;
}

/** An option name as given by the user, safe to echo: declared-name characters only, short. */
function shown(name: unknown): string {
  return typeof name === 'string' ? name.replace(/[^\p{L}\p{N}_-]/gu, '').slice(0, 32) : '';
}

/** The zod rules' errors: the last part of a `validate.*` key, filled from the option's definition. */
type Rule = 'between' | 'wholeNumber' | 'number' | 'text' | 'minChars' | 'maxChars' | 'boolean' | 'id' | 'choice';
const RULES = new Set<string>([
  'between',
  'wholeNumber',
  'number',
  'text',
  'minChars',
  'maxChars',
  'boolean',
  'id',
  'choice',
]);

const schemas = new WeakMap<APIApplicationCommandBasicOption, z.ZodType>();

function choicesOf(def: APIApplicationCommandBasicOption): Set<unknown> | undefined {
  const choices = 'choices' in def ? def.choices : undefined;
  return choices && choices.length > 0 ? new Set(choices.map((c) => c.value)) : undefined;
}

function numberSchema(def: APIApplicationCommandBasicOption, integer: boolean): z.ZodType {
  const min = ('min_value' in def ? def.min_value : undefined) ?? -NUMBER_LIMIT;
  const max = ('max_value' in def ? def.max_value : undefined) ?? NUMBER_LIMIT;
  const error = (rule: Rule) => ({ error: rule });
  const base = z.number(error(integer ? 'wholeNumber' : 'number'));
  return (integer ? base.int(error('wholeNumber')) : base.finite(error('number')))
    .min(min, error('between'))
    .max(max, error('between'));
}

function valueSchema(def: APIApplicationCommandBasicOption): z.ZodType {
  let schema = schemas.get(def);
  if (schema) return schema;
  const choices = choicesOf(def);
  switch (def.type) {
    case T.String: {
      const min = def.min_length ?? 0;
      const max = def.max_length ?? STRING_MAX;
      schema = z.string({ error: 'text' }).min(min, { error: 'minChars' }).max(max, { error: 'maxChars' });
      break;
    }
    case T.Integer:
      schema = numberSchema(def, true);
      break;
    case T.Number:
      schema = numberSchema(def, false);
      break;
    case T.Boolean:
      schema = z.boolean({ error: 'boolean' });
      break;
    default:
      // Users, channels, roles, mentionables, attachments: an id, checked against `resolved` below.
      schema = z.string({ error: 'id' }).regex(SNOWFLAKE, { error: 'id' });
  }
  if (choices) schema = schema.refine((v) => choices.has(v), { error: 'choice' });
  schemas.set(def, schema);
  return schema;
}

/** Whether discord.js resolved the entity an id option points to (Discord sends it in `resolved`). */
function resolvedProblem(
  def: APIApplicationCommandBasicOption,
  given: CommandInteractionOption,
): MessageKey | undefined {
  switch (def.type) {
    case T.User:
      return given.user ? undefined : 'validate.user';
    case T.Role:
      return given.role ? undefined : 'validate.role';
    case T.Mentionable:
      return given.user || given.role ? undefined : 'validate.mentionable';
    case T.Attachment:
      return given.attachment ? undefined : 'validate.file';
    case T.Channel: {
      if (!given.channel) return 'validate.channel';
      const types = def.channel_types;
      return types && types.length > 0 && !types.includes(given.channel.type as never)
        ? 'validate.channelKind'
        : undefined;
    }
    default:
      return undefined;
  }
}

/** The values a zod rule's sentence names: the option's bounds (a count picks the plural form). */
function ruleVars(def: APIApplicationCommandBasicOption, rule: Rule): Vars {
  if (rule === 'between')
    return {
      min: ('min_value' in def ? def.min_value : undefined) ?? -NUMBER_LIMIT,
      max: ('max_value' in def ? def.max_value : undefined) ?? NUMBER_LIMIT,
    };
  if (rule === 'minChars') return { count: ('min_length' in def ? def.min_length : undefined) ?? 0 };
  if (rule === 'maxChars') return { count: ('max_length' in def ? def.max_length : undefined) ?? STRING_MAX };
  return {};
}

/** An option's name as the user sees it: its localization for their Discord locale, else its own. */
function nameOf(def: APIApplicationCommandOption, locale: string | undefined): string {
  const localized = locale ? def.name_localizations?.[locale as never] : undefined;
  return `\`${localized ?? def.name}\``;
}

function checkLeaf(
  defs: readonly APIApplicationCommandOption[],
  given: readonly CommandInteractionOption[],
  locale: string | undefined,
): Refusal | undefined {
  const seen = new Set<string>();
  for (const option of given) {
    const def = defs.find((d) => d.name === option?.name);
    if (!def || def.type === T.Subcommand || def.type === T.SubcommandGroup) {
      const typed = shown(option?.name);
      return typed
        ? { key: 'validate.unknownOption', vars: { option: `\`${typed}\`` } }
        : { key: 'validate.unknownOptionUnnamed' };
    }
    const vars = { option: nameOf(def, locale) };
    if (seen.has(def.name)) return { key: 'validate.givenTwice', vars };
    seen.add(def.name);
    if (option.type !== def.type || 'options' in option) return { key: 'validate.wrongType', vars };
    const parsed = valueSchema(def).safeParse(option.value);
    if (!parsed.success) {
      const rule = parsed.error.issues[0]?.message ?? '';
      return RULES.has(rule)
        ? { key: `validate.${rule as Rule}`, vars: { ...vars, ...ruleVars(def, rule as Rule) } }
        : { key: 'validate.invalid', vars };
    }
    const unresolved = resolvedProblem(def, option);
    if (unresolved) return { key: unresolved, vars };
  }
  const missing = defs.find((d) => 'required' in d && d.required && !seen.has(d.name));
  return missing ? { key: 'validate.required', vars: { option: nameOf(missing, locale) } } : undefined;
}

function checkLevel(
  defs: readonly APIApplicationCommandOption[],
  given: readonly CommandInteractionOption[],
  locale: string | undefined,
): Refusal | undefined {
  if (!Array.isArray(given) || given.length > 25) return { key: 'validate.tooMany' };
  const nested = defs.filter((d) => d.type === T.Subcommand || d.type === T.SubcommandGroup);
  if (nested.length === 0) return checkLeaf(defs, given, locale);
  const [sub, ...extra] = given;
  const def = nested.find((d) => d.name === sub?.name && d.type === sub?.type);
  if (!sub || !def || extra.length > 0 || 'value' in sub) return { key: 'validate.chooseSubcommand' };
  return checkLevel(def.options ?? [], sub.options ?? [], locale);
}

/**
 * Why the given options do not fit the command's definition (a short sentence naming the option,
 * for the user, in their Discord `locale`; English without one), or undefined when they do. With
 * the command's localized JSON (the registry's), an option is named as the user's client shows it.
 */
export function optionsRefusal(
  body: Body,
  given: readonly CommandInteractionOption[],
  locale?: string,
): string | undefined {
  const refusal = checkLevel(body.options ?? [], given, locale);
  return refusal && t(locale, refusal.key, refusal.vars);
}
