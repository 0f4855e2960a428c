import { ChannelType, Client, GatewayIntentBits, type TextChannel } from 'discord.js';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { startStandIn } from '../../src/tools/standin/index.ts';
import { connect, world } from './helpers.ts';

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

describe('bot token', () => {
  it('refuses a wrong token: REST 401 makes discord.js report an invalid token', async () => {
    const standIn = await startStandIn({ settings: { token: 'right' } });
    cleanups.push(() => standIn.close());
    const client = new Client({ intents: [GatewayIntentBits.Guilds], rest: { api: standIn.apiUrl } });
    cleanups.push(() => client.destroy());
    await expect(client.login('wrong')).rejects.toMatchObject({ code: 'TokenInvalid' });
    expect(standIn.requests.map((r) => r.status)).toEqual([401]);
  });

  it('closes the gateway with 4004 on IDENTIFY with a wrong token, and accepts the right one', async () => {
    const standIn = await startStandIn({ settings: { token: 'right' } });
    cleanups.push(() => standIn.close());
    const ws = new WebSocket(`${standIn.gatewayUrl}?v=10&encoding=json`);
    ws.on('open', () => ws.send(JSON.stringify({ op: 2, d: { token: 'wrong', intents: 1, properties: {} } })));
    const code = await new Promise((resolve) => ws.on('close', resolve));
    expect(code).toBe(4004);
    const client = await connect(standIn, { token: 'right' });
    cleanups.push(() => client.destroy());
    expect(client.isReady()).toBe(true);
  });
});

describe('gateway protocol', () => {
  it('closes with 4005 on a second IDENTIFY on the same connection', async () => {
    const standIn = await startStandIn();
    cleanups.push(() => standIn.close());
    const ws = new WebSocket(`${standIn.gatewayUrl}?v=10&encoding=json`);
    const identify = JSON.stringify({ op: 2, d: { token: 't', intents: 1, properties: {} } });
    ws.on('open', () => {
      ws.send(identify);
      ws.send(identify);
    });
    expect(await new Promise((resolve) => ws.on('close', resolve))).toBe(4005);
    await standIn.waitFor(() => standIn.connectedSessions.length === 0);
  });
});

describe('interaction limits', () => {
  it('an expired interaction token refuses edits and follow-ups with 50027', async () => {
    const w = await world();
    cleanups.push(() => w.standIn.close());
    const client = await connect(w.standIn);
    cleanups.push(() => client.destroy());
    let edit: (() => Promise<unknown>) | undefined;
    client.on('interactionCreate', async (i) => {
      if (!i.isChatInputCommand()) return;
      await i.reply('v1');
      edit = () => i.editReply('v2');
    });
    const h = w.standIn.runSlashCommand({ user: w.alice, guildId: w.guild.id, channelId: w.channelId, name: 'x' });
    await h.response();
    w.standIn.expireInteractionTokens();
    const run = await w.standIn.waitFor(() => edit);
    await expect(run()).rejects.toMatchObject({ status: 401, code: 50027 });
    expect(h.original()?.content).toBe('v1');
  });

  it('users act only where their client would let them: private threads need membership', async () => {
    const w = await world();
    cleanups.push(() => w.standIn.close());
    const client = await connect(w.standIn);
    cleanups.push(() => client.destroy());
    const general = client.channels.cache.get(w.channelId) as TextChannel;
    const thread = await general.threads.create({ name: 'game', type: ChannelType.PrivateThread });
    await thread.members.add(w.alice.id);
    client.on('interactionCreate', (i) => {
      if (i.isButton()) void i.reply({ content: `${i.user.username} in ${i.channelId}` });
      if (i.isChatInputCommand()) void i.reply(`/${i.commandName} in ${i.channelId}`);
    });
    const board = await thread.send({
      content: 'board',
      components: [{ type: 1, components: [{ type: 2, style: 1, label: 'Go', custom_id: 'g:go:1' }] }],
    });
    expect(() => w.standIn.clickButton({ user: w.bob, message: board.id, customId: 'g:go:1' })).toThrow(
      /not a member of private thread/,
    );
    const click = w.standIn.clickButton({ user: w.alice, message: board.id, customId: 'g:go:1' });
    expect((await click.response()).content).toBe(`alice in ${thread.id}`);
    expect((await click.response()).channelId).toBe(thread.id);
    const slash = w.standIn.runSlashCommand({ user: w.alice, guildId: w.guild.id, channelId: thread.id, name: 'here' });
    expect((await slash.response()).content).toBe(`/here in ${thread.id}`);
  });
});
