/**
 * The permissions check and deploy-commands, against the stand-in with the
 * real discord.js client and REST.
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { ChannelType, PermissionFlagsBits as P, SlashCommandBuilder, type TextChannel } from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deployCommands, describeDeploy } from '../../src/bot/deploy.ts';
import { missingThreadPermissions } from '../../src/bot/permissions.ts';
import { CommandRegistry } from '../../src/bot/registry.ts';
import { DEFAULT_BOT } from '../../src/tools/standin/index.ts';
import { botWorld, sleep } from './harness.ts';

let w: Awaited<ReturnType<typeof botWorld>>;
beforeAll(async () => {
  w = await botWorld([]);
});
afterAll(async () => {
  await w?.close();
});

async function eventually<T>(probe: () => T, ok: (v: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const t0 = Date.now();
  for (;;) {
    const v = probe();
    if (ok(v) || Date.now() - t0 > timeoutMs) return v;
    await sleep(25);
  }
}

describe('thread permissions of the bot, from the client cache', () => {
  it('names what is missing from the role and from a channel overwrite, and what a thread inherits', async () => {
    const guild = w.bot.client.guilds.cache.get(w.guild.id);
    const me = guild?.members.me;
    const channel = w.bot.client.channels.cache.get(w.channelId) as TextChannel | undefined;
    if (!guild || !me || !channel) throw new Error('guild, bot member or channel not cached');
    expect(missingThreadPermissions(channel, me, 'private')).toEqual([]);

    w.standIn.setBotPermissions(w.guild.id, DEFAULT_BOT & ~P.AttachFiles & ~P.CreatePrivateThreads);
    const fromRole = await eventually(
      () => missingThreadPermissions(channel, me, 'private'),
      (m) => m.length > 0,
    );
    expect(fromRole).toEqual(['Attach Files', 'Create Private Threads']);
    expect(missingThreadPermissions(channel, me, 'public')).toEqual(['Attach Files']);

    w.standIn.setChannelOverwrite(w.channelId, { id: w.guild.botRoleId, type: 0, allow: 0n, deny: P.EmbedLinks });
    const withOverwrite = await eventually(
      () => missingThreadPermissions(channel, me, 'public'),
      (m) => m.length > 1,
    );
    expect(withOverwrite).toEqual(['Attach Files', 'Embed Links']);

    w.standIn.setBotPermissions(w.guild.id, DEFAULT_BOT & ~P.AttachFiles);
    const thread = await channel.threads.create({ name: 'game', type: ChannelType.PrivateThread });
    expect(missingThreadPermissions(thread, me)).toEqual(['Attach Files', 'Embed Links']);
  });
});

const cmd = (name: string) => ({
  data: new SlashCommandBuilder().setName(name).setDescription(`The ${name} command`),
  execute() {},
});

describe('deploy-commands', () => {
  it('registers the commands in one guild with GUILD_ID, globally without, replacing the previous set', async () => {
    const config = { token: 't', clientId: w.standIn.applicationId, apiUrl: w.standIn.apiUrl };
    const guildRun = await deployCommands(
      { ...config, guildId: w.guild.id },
      new CommandRegistry([cmd('abstrac'), cmd('help')]),
    );
    expect(guildRun).toEqual({ scope: 'guild', guildId: w.guild.id, names: ['abstrac', 'help'] });
    expect(describeDeploy(guildRun)).toBe(`Registered 2 commands in guild ${w.guild.id}: /abstrac, /help`);
    expect(w.standIn.commands(w.guild.id).map((c) => c.name)).toEqual(['abstrac', 'help']);

    const globalRun = await deployCommands(config, new CommandRegistry([cmd('help')]));
    expect(globalRun).toEqual({ scope: 'global', names: ['help'] });
    expect(describeDeploy(globalRun)).toMatch(/^Registered 1 command globally .*: \/help$/);
    expect(w.standIn.commands('global').map((c) => c.name)).toEqual(['help']);
    expect(w.standIn.commands(w.guild.id)).toHaveLength(2);
  });

  it('`npm run deploy-commands` registers commands/ and prints what it did', async () => {
    const { stdout } = await promisify(execFile)(join('node_modules', '.bin', 'tsx'), ['src/bot/deploy.ts'], {
      cwd: process.cwd(),
      env: {
        PATH: process.env.PATH,
        DISCORD_TOKEN: 'stand-in-token',
        DISCORD_CLIENT_ID: w.standIn.applicationId,
        DISCORD_API_URL: w.standIn.apiUrl,
        GUILD_ID: w.guild.id,
      },
      timeout: 60_000,
    });
    const names = (await CommandRegistry.load()).names.map((n) => `/${n}`);
    const [first, invite] = stdout.trim().split('\n');
    expect(first).toBe(
      `Registered ${names.length} command${names.length === 1 ? '' : 's'} in guild ${w.guild.id}: ${names.join(', ')}`,
    );
    expect(invite).toMatch(
      /^Invite the bot to a server: https:\/\/discord\.com\/oauth2\/authorize\?client_id=\d+&scope=bot/,
    );
    expect(w.standIn.commands(w.guild.id).map((c) => `/${c.name}`)).toEqual(names);
    // A real process (tsx compiling the bot's sources): seconds on a loaded machine.
  }, 90_000);
});
