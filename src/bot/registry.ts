/**
 * The command registry: every slash command by name, and every component
 * handler by `<namespace>:<action>`. Built from the files in `commands/`
 * (one command per file, `export const command`) or from an explicit list.
 * The JSON registered with Discord carries each command's localizations, from the message catalog
 * (src/i18n/commands.ts): a command file writes English and names no language.
 */
import { readdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  ApplicationIntegrationType,
  InteractionContextType,
  type RESTPostAPIChatInputApplicationCommandsJSONBody,
} from 'discord.js';
import { localizeCommand } from '../i18n/commands.ts';
import type { ComponentHandler, SlashCommand } from './types.ts';

/** `<repo>/commands`, found from this file so it works whatever the cwd. */
export const COMMANDS_DIR = resolve(fileURLToPath(new URL('../../commands', import.meta.url)));

/**
 * A command's JSON saying where it may be used, unless it says so itself (the games and the players'
 * own commands do: anywhere.ts): installed to a server only, and in a server, plus the bot's DM for a
 * command that allows DMs. Left unsaid, Discord would take the app's install types, and a person who
 * installed the app to their account would be offered, in servers without the bot, commands that
 * need it there (settings, the server's leaderboard).
 */
function placed(
  json: RESTPostAPIChatInputApplicationCommandsJSONBody,
): RESTPostAPIChatInputApplicationCommandsJSONBody {
  return {
    ...json,
    integration_types: json.integration_types ?? [ApplicationIntegrationType.GuildInstall],
    contexts:
      json.contexts ??
      (json.dm_permission === false
        ? [InteractionContextType.Guild]
        : [InteractionContextType.Guild, InteractionContextType.BotDM]),
  };
}

export class CommandRegistry {
  readonly #commands = new Map<string, SlashCommand>();
  readonly #json = new Map<string, RESTPostAPIChatInputApplicationCommandsJSONBody>();
  readonly #components = new Map<string, ComponentHandler>();

  /** Throws on duplicate command names or namespaces, or a command without name/execute. */
  constructor(commands: readonly SlashCommand[]) {
    const namespaces = new Set<string>();
    for (const command of commands) {
      if (!command || typeof command.execute !== 'function' || !command.data) {
        throw new Error('A command must have `data` and an `execute` function');
      }
      const json = 'toJSON' in command.data ? command.data.toJSON() : command.data;
      if (!json.name) throw new Error('A command has no name');
      if (this.#commands.has(json.name)) throw new Error(`Two commands are named /${json.name}`);
      const namespace = command.namespace ?? json.name;
      if (namespaces.has(namespace)) throw new Error(`Two commands use the custom_id namespace "${namespace}"`);
      namespaces.add(namespace);
      this.#commands.set(json.name, command);
      this.#json.set(json.name, localizeCommand(placed(json), command.i18n ?? [json.name]));
      for (const [action, handler] of Object.entries(command.components ?? {})) {
        this.#components.set(`${namespace}:${action}`, handler);
      }
    }
  }

  /** Imports every `.ts`/`.js` file in `dir` (not tests or declarations) and takes its `command` export. */
  static async load(dir: string = COMMANDS_DIR): Promise<CommandRegistry> {
    const files = (await readdir(dir))
      .filter((f) => /\.(ts|js|mjs)$/.test(f) && !/\.(test|spec|d)\.[mc]?[tj]s$/.test(f))
      .sort();
    const commands: SlashCommand[] = [];
    for (const file of files) {
      // The project's own commands by a pattern esbuild can follow, so that a bundled bot
      // (src/run.mjs) carries them; another directory's by its path.
      const mod = (await (dir === COMMANDS_DIR
        ? import(`../../commands/${file}`)
        : import(pathToFileURL(join(dir, file)).href))) as {
        command?: SlashCommand;
      };
      if (!mod.command) throw new Error(`${join(dir, file)} does not export \`command\``);
      commands.push(mod.command);
    }
    return new CommandRegistry(commands);
  }

  command(name: string): SlashCommand | undefined {
    return this.#commands.get(name);
  }

  /** The command's registered JSON, localizations included (what the user's client shows). */
  body(name: string): RESTPostAPIChatInputApplicationCommandsJSONBody | undefined {
    return this.#json.get(name);
  }

  component(namespace: string, action: string): ComponentHandler | undefined {
    return this.#components.get(`${namespace}:${action}`);
  }

  get names(): string[] {
    return [...this.#commands.keys()];
  }

  get commands(): SlashCommand[] {
    return [...this.#commands.values()];
  }

  /** The bodies to register with Discord (deploy-commands), localized. */
  toJSON(): RESTPostAPIChatInputApplicationCommandsJSONBody[] {
    return [...this.#json.values()];
  }
}
