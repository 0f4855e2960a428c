/**
 * Slash-command options checked against the command's own declared definition (the JSON of its
 * SlashCommandBuilder, as registered with Discord) before any handler runs. Discord's client usually
 * enforces the same rules, but a modified client, a stale command cache or a replayed payload can
 * deliver anything, and a handler trusts `getString`/`getInteger` to return what it declared. So the
 * router refuses, privately and with a short reason naming the option, any interaction whose options
 * are not exactly of the declared shape: subcommand (group) known, every option known and given once,
 * of its declared type, within its choices, min/max value and min/max length, and resolved (users,
 * channels, roles, attachments); every required option present. Value rules are zod schemas built
 * once per declared option.
 */
import {
  type APIApplicationCommandBasicOption,
  type APIApplicationCommandOption,
  type CommandInteractionOption,
  type RESTPostAPIChatInputApplicationCommandsJSONBody,
  ApplicationCommandOptionType as T,
} from 'discord.js';
import { z } from 'zod';
import type { SlashCommand } from './types.ts';

type Body = RESTPostAPIChatInputApplicationCommandsJSONBody;

/** Discord's bounds: strings up to 6000 characters, numbers within ±2^53. */
const STRING_MAX = 6000;
const NUMBER_LIMIT = 2 ** 53;
const SNOWFLAKE = /^(?:0|[1-9]\d{0,19})$/;

const bodies = new WeakMap<SlashCommand, Body>();

/** The command's registered JSON (computed once per command). */
export function commandBody(command: SlashCommand): Body {
  let body = bodies.get(command);
  if (!body) {
    body = 'toJSON' in command.data ? command.data.toJSON() : command.data;
    bodies.set(command, body);
  }
  return body;
}

/** An option name as given by the user, safe to echo: declared-name characters only, short. */
function shown(name: unknown): string {
  const clean = typeof name === 'string' ? name.replace(/[^\p{L}\p{N}_-]/gu, '').slice(0, 32) : '';
  return clean ? `\`${clean}\`` : 'an option';
}

const schemas = new WeakMap<APIApplicationCommandBasicOption, z.ZodType>();

function choicesOf(def: APIApplicationCommandBasicOption): Set<unknown> | undefined {
  const choices = 'choices' in def ? def.choices : undefined;
  return choices && choices.length > 0 ? new Set(choices.map((c) => c.value)) : undefined;
}

function numberSchema(def: APIApplicationCommandBasicOption, integer: boolean): z.ZodType {
  const min = ('min_value' in def ? def.min_value : undefined) ?? -NUMBER_LIMIT;
  const max = ('max_value' in def ? def.max_value : undefined) ?? NUMBER_LIMIT;
  const range = `between ${min} and ${max}`;
  const base = z.number({ error: integer ? 'must be a whole number' : 'must be a number' });
  return (integer ? base.int({ error: 'must be a whole number' }) : base.finite({ error: 'must be a number' }))
    .min(min, { error: `must be ${range}` })
    .max(max, { error: `must be ${range}` });
}

function valueSchema(def: APIApplicationCommandBasicOption): z.ZodType {
  let schema = schemas.get(def);
  if (schema) return schema;
  const choices = choicesOf(def);
  switch (def.type) {
    case T.String: {
      const min = def.min_length ?? 0;
      const max = def.max_length ?? STRING_MAX;
      schema = z
        .string({ error: 'must be text' })
        .min(min, { error: `must be at least ${min} characters` })
        .max(max, { error: `must be at most ${max} characters` });
      break;
    }
    case T.Integer:
      schema = numberSchema(def, true);
      break;
    case T.Number:
      schema = numberSchema(def, false);
      break;
    case T.Boolean:
      schema = z.boolean({ error: 'must be true or false' });
      break;
    default:
      // Users, channels, roles, mentionables, attachments: an id, checked against `resolved` below.
      schema = z.string({ error: 'must be an id' }).regex(SNOWFLAKE, { error: 'must be an id' });
  }
  if (choices) schema = schema.refine((v) => choices.has(v), { error: 'must be one of the listed choices' });
  schemas.set(def, schema);
  return schema;
}

/** Whether discord.js resolved the entity an id option points to (Discord sends it in `resolved`). */
function resolvedProblem(def: APIApplicationCommandBasicOption, given: CommandInteractionOption): string | undefined {
  switch (def.type) {
    case T.User:
      return given.user ? undefined : 'must be a user';
    case T.Role:
      return given.role ? undefined : 'must be a role';
    case T.Mentionable:
      return given.user || given.role ? undefined : 'must be a user or a role';
    case T.Attachment:
      return given.attachment ? undefined : 'must be a file';
    case T.Channel: {
      if (!given.channel) return 'must be a channel';
      const types = def.channel_types;
      return types && types.length > 0 && !types.includes(given.channel.type as never)
        ? 'must be another kind of channel'
        : undefined;
    }
    default:
      return undefined;
  }
}

function checkLeaf(defs: readonly APIApplicationCommandOption[], given: readonly CommandInteractionOption[]) {
  const seen = new Set<string>();
  for (const option of given) {
    const def = defs.find((d) => d.name === option?.name);
    if (!def || def.type === T.Subcommand || def.type === T.SubcommandGroup)
      return `Unknown option ${shown(option?.name)}.`;
    const name = `\`${def.name}\``;
    if (seen.has(def.name)) return `Option ${name} was given twice.`;
    seen.add(def.name);
    if (option.type !== def.type || 'options' in option) return `Option ${name} has the wrong type.`;
    const parsed = valueSchema(def).safeParse(option.value);
    if (!parsed.success) return `Option ${name} ${parsed.error.issues[0]?.message ?? 'is invalid'}.`;
    const unresolved = resolvedProblem(def, option);
    if (unresolved) return `Option ${name} ${unresolved}.`;
  }
  const missing = defs.find((d) => 'required' in d && d.required && !seen.has(d.name));
  return missing ? `Option \`${missing.name}\` is required.` : undefined;
}

function checkLevel(
  defs: readonly APIApplicationCommandOption[],
  given: readonly CommandInteractionOption[],
): string | undefined {
  if (!Array.isArray(given) || given.length > 25) return 'These options are not valid for this command.';
  const nested = defs.filter((d) => d.type === T.Subcommand || d.type === T.SubcommandGroup);
  if (nested.length === 0) return checkLeaf(defs, given);
  const [sub, ...extra] = given;
  const def = nested.find((d) => d.name === sub?.name && d.type === sub?.type);
  if (!sub || !def || extra.length > 0 || 'value' in sub) return 'Choose one of the listed subcommands.';
  return checkLevel(def.options ?? [], sub.options ?? []);
}

/**
 * Why the given options do not fit the command's definition (a short sentence naming the option,
 * for the user), or undefined when they do.
 */
export function optionsRefusal(body: Body, given: readonly CommandInteractionOption[]): string | undefined {
  return checkLevel(body.options ?? [], given);
}
