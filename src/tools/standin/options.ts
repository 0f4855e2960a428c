/**
 * Slash-command options as Discord sends them: typed option values plus `resolved` users/members/roles/
 * channels. Types come from the registered command definition when there is one (and the input is
 * checked against it: unknown or missing required options, invalid choices); otherwise they are inferred
 * from the JS value (string, integer, number, boolean, `{ id, username }` user).
 */
import type { Hub } from './hub.ts';
import type { StandInUser } from './model.ts';
import { channelPayload, type Json, memberPayload, rolePayload, userPayload } from './payloads.ts';
import { channelPermissions } from './permissions.ts';

export type SlashOptionValue = string | number | boolean | StandInUser;

/** Option values by name (each a `SlashOptionValue`, checked at run time); `subcommand(Group)` pick the subcommand. */
export interface SlashOptions {
  subcommand?: string;
  subcommandGroup?: string;
  [name: string]: unknown;
}

const OptionType = {
  Sub: 1,
  Group: 2,
  String: 3,
  Integer: 4,
  Boolean: 5,
  User: 6,
  Channel: 7,
  Role: 8,
  Mentionable: 9,
  Number: 10,
};

interface OptionDef {
  type: number;
  name: string;
  required?: boolean;
  choices?: { value: unknown }[];
  options?: OptionDef[];
}

function isUser(v: unknown): v is StandInUser {
  return typeof v === 'object' && v !== null && 'id' in v && 'username' in v;
}

function infer(value: SlashOptionValue): number {
  if (isUser(value)) return OptionType.User;
  if (typeof value === 'boolean') return OptionType.Boolean;
  if (typeof value === 'number') return Number.isInteger(value) ? OptionType.Integer : OptionType.Number;
  return OptionType.String;
}

function pickSub(defs: OptionDef[] | undefined, type: number, name: string | undefined): OptionDef[] | undefined {
  if (!defs) return undefined;
  if (!name) {
    if (defs.some((d) => d.type === type))
      throw new Error(`a ${type === 1 ? 'subcommand' : 'subcommand group'} is required`);
    return defs;
  }
  const found = defs.find((d) => d.type === type && d.name === name);
  if (!found) throw new Error(`unknown ${type === 1 ? 'subcommand' : 'subcommand group'} ${name}`);
  return found.options ?? [];
}

export function buildOptions(
  hub: Hub,
  guildId: string,
  input: SlashOptions,
  definitions: unknown[] | undefined,
): { options: Json[]; resolved: Json | null } {
  const { subcommand, subcommandGroup, ...values } = input;
  const defs = definitions as OptionDef[] | undefined;
  const leafDefs = pickSub(pickSub(defs, OptionType.Group, subcommandGroup), OptionType.Sub, subcommand);
  const guild = hub.world.guild(guildId);
  const resolved: Record<string, Json> = {};
  const add = (kind: string, id: string, payload: Json) => {
    resolved[kind] ??= {};
    (resolved[kind] as Json)[id] = payload;
  };
  const resolveUser = (raw: SlashOptionValue): string => {
    const id = isUser(raw) ? raw.id : String(raw);
    const user = hub.world.users.get(id) ?? (isUser(raw) ? raw : undefined);
    if (!user) throw new Error(`unknown user ${id}`);
    add('users', id, userPayload(user));
    const member = guild?.members.get(id);
    if (member) {
      const { user: _user, ...rest } = memberPayload(hub.world, member);
      add('members', id, { ...rest, permissions: '0' });
    }
    return id;
  };
  const leaf: Json[] = [];
  for (const [name, given] of Object.entries(values) as [string, unknown][]) {
    if (given === undefined) continue;
    if (!['string', 'number', 'boolean'].includes(typeof given) && !isUser(given)) {
      throw new Error(`option ${name}: use a string, number, boolean or { id, username } user`);
    }
    const raw = given as SlashOptionValue;
    const def = leafDefs?.find((d) => d.name === name);
    if (leafDefs && !def) throw new Error(`unknown option ${name}`);
    const type = def?.type ?? infer(raw);
    let value: unknown;
    switch (type) {
      case OptionType.User:
        value = resolveUser(raw);
        break;
      case OptionType.Mentionable: {
        const role = isUser(raw) ? undefined : guild?.roles.get(String(raw));
        if (role) add('roles', role.id, rolePayload(role));
        value = role ? role.id : resolveUser(raw);
        break;
      }
      case OptionType.Channel: {
        const channel = hub.world.channel(String(raw));
        if (!channel) throw new Error(`unknown channel ${String(raw)}`);
        const perms = channelPermissions(hub.world, channel, hub.world.bot.id).toString();
        add('channels', channel.id, {
          ...channelPayload(hub.world, channel),
          permissions: perms,
        });
        value = channel.id;
        break;
      }
      case OptionType.Role: {
        const role = guild?.roles.get(String(raw));
        if (!role) throw new Error(`unknown role ${String(raw)}`);
        add('roles', role.id, rolePayload(role));
        value = role.id;
        break;
      }
      case OptionType.Integer:
      case OptionType.Number:
        value = Number(raw);
        if (Number.isNaN(value) || (type === OptionType.Integer && !Number.isInteger(value))) {
          throw new Error(`option ${name} needs ${type === OptionType.Integer ? 'an integer' : 'a number'}`);
        }
        break;
      case OptionType.Boolean:
        value = Boolean(raw);
        break;
      default:
        value = String(raw);
    }
    if (def?.choices && !def.choices.some((c) => c.value === value))
      throw new Error(`option ${name}: ${String(value)} is not a choice`);
    leaf.push({ name, type, value });
  }
  for (const d of leafDefs ?? []) {
    if (d.required && !(d.name in values)) throw new Error(`option ${d.name} is required`);
  }
  let options: Json[] = leaf;
  if (subcommand) options = [{ name: subcommand, type: OptionType.Sub, options }];
  if (subcommandGroup) options = [{ name: subcommandGroup, type: OptionType.Group, options }];
  return {
    options,
    resolved: Object.keys(resolved).length > 0 ? resolved : null,
  };
}
