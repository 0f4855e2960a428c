/**
 * A game's slash options, made from its options schema, so that each option is declared once: the
 * zod object a command's options are checked with (`GameRules.optionsSchema`) also says what the
 * slash command offers. Each field becomes one option, in the schema's order:
 * - an integer with its bounds (`z.number().int().min(1).max(50)`) → an integer option, min and max;
 *   a number that need not be whole → a number option;
 * - a boolean → a boolean option;
 * - an enum, a literal or a union of literals (strings or integers) → a string (or integer) option
 *   with those choices, each named by the field's `labels` meta (`{ value: 'Label' }`) or its value;
 * - a string → a string option (its length bounds kept).
 * The option's description is the field's (`.describe()` or `.meta({ description })`), required: a
 * Discord option must have one. A field the player may leave out (`.default()`, `.optional()`) is
 * optional; any other is required. Anything else (an object, an array, a refinement Discord cannot
 * check) throws when the command is built, naming the field, rather than offering an option the
 * schema would then refuse.
 */
import type { SlashCommandSubcommandBuilder } from 'discord.js';
import type { z } from 'zod';

/** What a schema field's meta may carry for its slash option, besides its description. */
export interface OptionMeta {
  description?: string;
  /** A name for each choice, by value (a choice without one is named by its value). */
  labels?: Readonly<Record<string, string>>;
}

interface Base {
  name: string;
  description: string;
  required: boolean;
}

/** One slash option, as the schema declares it (what `addSlashOptions` adds). */
export type SlashOption =
  | (Base & { type: 'integer' | 'number'; min?: number; max?: number; choices?: { name: string; value: number }[] })
  | (Base & { type: 'boolean' })
  | (Base & { type: 'string'; minLength?: number; maxLength?: number; choices?: { name: string; value: string }[] });

/** zod's own description of a schema (its `_zod.def`), as far as this file reads it. */
interface Def {
  type: string;
  format?: string;
  innerType?: Node;
  in?: Node;
  shape?: Record<string, Node>;
  entries?: Record<string, string | number>;
  values?: readonly unknown[];
  options?: readonly Node[];
  checks?: readonly { _zod: { def: Check } }[];
}
interface Check {
  check: string;
  format?: string;
  value?: number;
  length?: number;
  inclusive?: boolean;
  minimum?: number;
  maximum?: number;
}
interface Node {
  _zod: { def: Def; optin?: string };
  meta(): Record<string, unknown> | undefined;
}

/** Wrappers that change what a field may be left as, not what it is. */
const WRAPPERS = new Set(['default', 'prefault', 'optional', 'nullable', 'readonly', 'nonoptional']);

/** The field's schema inside its wrappers (a pipe is read on its input side), and the meta found on the way (outer first). */
function unwrap(node: Node): { core: Node; meta: OptionMeta } {
  const meta: OptionMeta = {};
  let at: Node | undefined = node;
  while (at) {
    const m = at.meta() as OptionMeta | undefined;
    meta.description ??= m?.description;
    meta.labels ??= m?.labels;
    const def: Def = at._zod.def;
    if (WRAPPERS.has(def.type) && def.innerType) at = def.innerType;
    else if (def.type === 'pipe' && def.in) at = def.in;
    else return { core: at, meta };
  }
  throw new Error('unreachable');
}

/** The object a game's options schema checks (through a transform or a pipe). */
function objectOf(schema: z.ZodType): Record<string, Node> {
  const { core } = unwrap(schema as unknown as Node);
  if (core._zod.def.type !== 'object' || !core._zod.def.shape)
    throw new Error(`A game's options schema must be an object, not ${core._zod.def.type}`);
  return core._zod.def.shape;
}

/** The literal values a choice field allows, or null when it is not a choice. */
function choiceValues(core: Node): unknown[] | null {
  const def = core._zod.def;
  if (def.type === 'enum' && def.entries) return Object.values(def.entries);
  if (def.type === 'literal' && def.values) return [...def.values];
  if (def.type === 'union' && def.options) {
    const all = def.options.map((o) => choiceValues(o));
    return all.every((v) => v !== null) ? all.flat() : null;
  }
  return null;
}

/** zod's formats of whole numbers (`.int()`, `z.int()`, `z.int32()`, ...). */
const WHOLE = new Set(['safeint', 'int32', 'uint32']);

/** The bounds of a number or string field: inclusive, exclusive ones made inclusive for whole numbers. */
function bounds(name: string, core: Node) {
  let min: number | undefined;
  let max: number | undefined;
  let minLength: number | undefined;
  let maxLength: number | undefined;
  let int = WHOLE.has(core._zod.def.format ?? '');
  const checks = (core._zod.def.checks ?? []).map((c) => c._zod.def);
  if (checks.some((c) => c.check === 'number_format' && WHOLE.has(c.format ?? ''))) int = true;
  for (const c of checks) {
    if (c.check === 'number_format' && WHOLE.has(c.format ?? '')) continue;
    if ((c.check === 'greater_than' || c.check === 'less_than') && c.value !== undefined) {
      const low = c.check === 'greater_than';
      if (!c.inclusive && !int)
        throw new Error(`Option ${name}: an exclusive bound on a number that need not be whole has no slash option`);
      const value = c.inclusive ? c.value : low ? Math.floor(c.value) + 1 : Math.ceil(c.value) - 1;
      if (low) min = Math.max(min ?? value, value);
      else max = Math.min(max ?? value, value);
    } else if (c.check === 'min_length' && c.minimum !== undefined) minLength = c.minimum;
    else if (c.check === 'max_length' && c.maximum !== undefined) maxLength = c.maximum;
    else if (c.check === 'length_equals' && c.length !== undefined) minLength = maxLength = c.length;
    else throw new Error(`Option ${name}: its check "${c.check}" has no slash option`);
  }
  return { min, max, minLength, maxLength, int };
}

/** The slash options `schema` (a game's options schema) declares, in its fields' order. */
export function slashOptions(schema: z.ZodType): SlashOption[] {
  return Object.entries(objectOf(schema)).map(([name, field]) => {
    const { core, meta } = unwrap(field);
    const description = meta.description;
    if (!description)
      throw new Error(`Option ${name}: describe it (.describe() or .meta({ description })) for Discord`);
    // Left out, it is undefined: fine for a field with a default or an optional one, not for any other.
    const required = field._zod.optin === undefined;
    const base = { name, description, required };
    const type = core._zod.def.type;
    const values = choiceValues(core);
    if (values) {
      const label = (v: string | number) => meta.labels?.[String(v)] ?? String(v);
      const strings = values.filter((v): v is string => typeof v === 'string');
      const whole = values.filter((v): v is number => typeof v === 'number' && Number.isSafeInteger(v));
      if (strings.length === values.length)
        return { ...base, type: 'string', choices: strings.map((v) => ({ name: label(v), value: v })) };
      if (whole.length === values.length)
        return { ...base, type: 'integer', choices: whole.map((v) => ({ name: label(v), value: v })) };
      throw new Error(`Option ${name}: its choices must be all strings or all whole numbers`);
    }
    if (type === 'boolean') return { ...base, type: 'boolean' };
    if (type === 'number') {
      const { min, max, int } = bounds(name, core);
      return { ...base, type: int ? 'integer' : 'number', min, max };
    }
    if (type === 'string') {
      const { minLength, maxLength } = bounds(name, core);
      return { ...base, type: 'string', minLength, maxLength };
    }
    throw new Error(`Option ${name}: a field of type ${type} has no slash option`);
  });
}

/** `sub` with the slash options `schema` declares, added in its fields' order. */
export function addSlashOptions(sub: SlashCommandSubcommandBuilder, schema: z.ZodType): SlashCommandSubcommandBuilder {
  for (const o of slashOptions(schema)) {
    if (o.type === 'boolean')
      sub.addBooleanOption((b) => b.setName(o.name).setDescription(o.description).setRequired(o.required));
    else if (o.type === 'string')
      sub.addStringOption((b) => {
        b.setName(o.name).setDescription(o.description).setRequired(o.required);
        if (o.choices) b.addChoices(...o.choices);
        if (o.minLength !== undefined) b.setMinLength(o.minLength);
        if (o.maxLength !== undefined) b.setMaxLength(o.maxLength);
        return b;
      });
    else if (o.type === 'integer')
      sub.addIntegerOption((b) => {
        b.setName(o.name).setDescription(o.description).setRequired(o.required);
        if (o.choices) b.addChoices(...o.choices);
        if (o.min !== undefined) b.setMinValue(o.min);
        if (o.max !== undefined) b.setMaxValue(o.max);
        return b;
      });
    else
      sub.addNumberOption((b) => {
        b.setName(o.name).setDescription(o.description).setRequired(o.required);
        if (o.choices) b.addChoices(...o.choices);
        if (o.min !== undefined) b.setMinValue(o.min);
        if (o.max !== undefined) b.setMaxValue(o.max);
        return b;
      });
  }
  return sub;
}
