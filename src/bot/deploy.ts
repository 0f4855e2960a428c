/**
 * `npm run deploy-commands`: registers every command in commands/ with Discord,
 * in one guild when GUILD_ID is set (instant, for development) or globally, and
 * prints what it did. A PUT replaces the whole set, so commands removed from
 * commands/ disappear too. Honours DISCORD_API_URL (proxy or the local stand-in).
 */
import '../ops/require-node.ts';
import { realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { DiscordAPIError, REST, Routes } from 'discord.js';
import { explainLoginError } from './client.ts';
import { type Config, loadConfig, readSettingsOrReport } from './config.ts';
import { inviteUrl } from './permissions.ts';
import { CommandRegistry } from './registry.ts';

export interface DeployResult {
  scope: 'guild' | 'global';
  guildId?: string;
  /** Names of the commands Discord now has in that scope. */
  names: string[];
}

export async function deployCommands(
  config: Pick<Config, 'token' | 'clientId'> & Partial<Pick<Config, 'guildId' | 'apiUrl'>>,
  registry?: CommandRegistry,
): Promise<DeployResult> {
  const commands = registry ?? (await CommandRegistry.load());
  const rest = new REST(config.apiUrl ? { api: config.apiUrl } : {}).setToken(config.token);
  const route = config.guildId
    ? Routes.applicationGuildCommands(config.clientId, config.guildId)
    : Routes.applicationCommands(config.clientId);
  const saved = (await rest.put(route, { body: commands.toJSON() })) as { name: string }[];
  const names = saved.map((c) => c.name);
  return config.guildId ? { scope: 'guild', guildId: config.guildId, names } : { scope: 'global', names };
}

export function describeDeploy(r: DeployResult): string {
  const list = r.names.map((n) => `/${n}`).join(', ') || '(none)';
  const count = `${r.names.length} command${r.names.length === 1 ? '' : 's'}`;
  return r.scope === 'guild'
    ? `Registered ${count} in guild ${r.guildId}: ${list}`
    : `Registered ${count} globally (every server the bot is in; Discord may take a few minutes to show changes): ${list}`;
}

function explainDeployError(err: unknown, config: Pick<Config, 'clientId' | 'guildId' | 'apiUrl'>): string {
  if (err instanceof DiscordAPIError) {
    if (err.status === 401) return `DISCORD_TOKEN was rejected by Discord: ${err.message}`;
    if (err.status === 403 || err.status === 404) {
      const target = config.guildId ? `GUILD_ID ${config.guildId} (is the bot in that server?) and ` : '';
      return `Discord refused the registration (${err.status} ${err.message}): check ${target}DISCORD_CLIENT_ID ${config.clientId} (it must be the token's application)`;
    }
    return `Discord refused the registration: ${err.status} ${err.message}`;
  }
  return explainLoginError(err, config.apiUrl).message;
}

async function run(): Promise<number> {
  const config = readSettingsOrReport(() => loadConfig());
  if (!config) return 1;
  try {
    console.log(describeDeploy(await deployCommands(config)));
    console.log(`Invite the bot to a server: ${inviteUrl(config.clientId)}`);
    return 0;
  } catch (err) {
    console.error(explainDeployError(err, config));
    return 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href) {
  run().then((code) => process.exit(code));
}
