import { ChannelType, type Client, GatewayIntentBits, PermissionFlagsBits } from 'discord.js';
import { afterEach, describe, expect, it } from 'vitest';
import { Perm } from '../../src/tools/standin/index.ts';
import { connect, world } from './helpers.ts';

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

async function setup() {
  const w = await world();
  cleanups.push(() => w.standIn.close());
  return w;
}

async function login(w: Awaited<ReturnType<typeof setup>>): Promise<Client> {
  const client = await connect(w.standIn);
  cleanups.push(() => client.destroy());
  return client;
}

describe('gateway', () => {
  it('READY then GUILD_CREATE: guild, channels, roles and members are cached', async () => {
    const w = await setup();
    const client = await login(w);
    expect(client.user?.id).toBe(w.standIn.bot.id);
    expect(client.application?.id).toBe(w.standIn.applicationId);
    const guild = client.guilds.cache.get(w.guild.id);
    expect(guild?.name).toBe('Test Guild');
    const general = guild?.channels.cache.get(w.channelId);
    expect(general?.type).toBe(ChannelType.GuildText);
    expect(general?.name).toBe('general');
    expect(guild?.members.cache.get(w.alice.id)?.user.username).toBe('alice');
    const me = guild?.members.me;
    expect(me?.id).toBe(w.standIn.bot.id);
    const perms = general && me && 'permissionsFor' in general ? general.permissionsFor(me) : null;
    expect(perms?.has(PermissionFlagsBits.CreatePrivateThreads)).toBe(true);
    expect(perms?.has(PermissionFlagsBits.AttachFiles)).toBe(true);
    expect(perms?.has(PermissionFlagsBits.Administrator)).toBe(false);
    expect(w.standIn.requests.map((r) => `${r.method} ${r.route}`)).toContain('GET /gateway/bot');
    const identify = w.standIn.gatewayFrames.find((f) => f.op === 2);
    expect(identify?.d).toMatchObject({ token: 'stand-in-token' });
  });

  it('dispatches permission changes and new guilds to a connected client', async () => {
    const w = await setup();
    const client = await login(w);
    w.standIn.setBotPermissions(w.guild.id, Perm.ViewChannel | Perm.SendMessages);
    const general = () => client.channels.cache.get(w.channelId);
    await w.standIn.waitFor(() => {
      const ch = general();
      const me = client.guilds.cache.get(w.guild.id)?.members.me;
      return ch && me && 'permissionsFor' in ch && !ch.permissionsFor(me).has(PermissionFlagsBits.AttachFiles);
    });
    const created = new Promise((resolve) => client.once('guildCreate', resolve));
    const second = w.standIn.createGuild({ name: 'Second', textChannels: ['games', 'chat'] });
    await created;
    expect(
      client.guilds.cache
        .get(second.id)
        ?.channels.cache.map((c) => c.name)
        .sort(),
    ).toEqual(['chat', 'games']);
    const channelCreated = new Promise((resolve) => client.once('channelCreate', resolve));
    const extra = w.standIn.createTextChannel(w.guild.id, 'extra');
    await channelCreated;
    expect(client.channels.cache.get(extra)?.type).toBe(ChannelType.GuildText);
  });

  it('a new client connects after the first is destroyed and receives interactions', async () => {
    const w = await setup();
    const first = await connect(w.standIn);
    const firstSession = await w.standIn.waitForSession();
    await first.destroy();
    await w.standIn.waitFor(() => w.standIn.connectedSessions.length === 0);
    expect(() =>
      w.standIn.runSlashCommand({ user: w.alice, guildId: w.guild.id, channelId: w.channelId, name: 'x' }),
    ).toThrow(/no bot session/);
    const second = await login(w);
    expect(w.standIn.connectedSessions).toHaveLength(1);
    expect(w.standIn.connectedSessions[0]).not.toBe(firstSession);
    expect(second.guilds.cache.has(w.guild.id)).toBe(true);
    second.on('interactionCreate', (i) => void (i.isRepliable() && i.reply('second client here')));
    const h = w.standIn.runSlashCommand({ user: w.alice, guildId: w.guild.id, channelId: w.channelId, name: 'who' });
    expect((await h.response()).content).toBe('second client here');
  });

  it('a dropped connection resumes and replays what was dispatched meanwhile', async () => {
    const w = await setup();
    const client = await login(w);
    const sessionId = await w.standIn.waitForSession();
    const received: string[] = [];
    client.on('interactionCreate', (i) => {
      if (!i.isChatInputCommand()) return;
      received.push(i.commandName);
      void i.reply('ok');
    });
    w.standIn.dropConnections();
    // Dispatched while the socket is down: delivered on RESUME.
    const h = w.standIn.runSlashCommand({ user: w.alice, guildId: w.guild.id, channelId: w.channelId, name: 'during' });
    await w.standIn.waitFor(() => w.standIn.gatewayFrames.some((f) => f.op === 6), 10_000, 'RESUME');
    expect((await h.response(10_000)).content).toBe('ok');
    expect(received).toEqual(['during']);
    expect(w.standIn.connectedSessions).toEqual([sessionId]);
    // Opcode 7 makes the client reconnect and resume too.
    w.standIn.requestReconnect();
    await w.standIn.waitFor(
      () => w.standIn.gatewayFrames.filter((f) => f.op === 6).length >= 2,
      10_000,
      'second RESUME',
    );
    const again = w.standIn.runSlashCommand({
      user: w.bob,
      guildId: w.guild.id,
      channelId: w.channelId,
      name: 'after',
    });
    expect((await again.response(10_000)).content).toBe('ok');
    expect(received).toEqual(['during', 'after']);
  });

  it('answers member requests (opcode 8) with a GUILD_MEMBERS_CHUNK', async () => {
    const w = await setup();
    const client = await connect(w.standIn, { intents: [GatewayIntentBits.Guilds, GatewayIntentBits.GuildMembers] });
    cleanups.push(() => client.destroy());
    const guild = client.guilds.cache.get(w.guild.id);
    const all = await guild?.members.fetch();
    expect(all?.map((m) => m.user.username).sort()).toEqual(['StandInBot', 'alice', 'bob', 'owner']);
    const some = await guild?.members.fetch({ user: [w.bob.id] });
    expect(some?.map((m) => m.id)).toEqual([w.bob.id]);
    const carol = w.standIn.createUser('carol');
    const added = new Promise((resolve) => client.once('guildMemberAdd', resolve));
    w.standIn.addMember(w.guild.id, carol);
    await added;
    expect(guild?.members.cache.get(carol.id)?.user.username).toBe('carol');
  });
});
