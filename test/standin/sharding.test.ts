import { ChannelType, Client, GatewayIntentBits } from 'discord.js';
import { afterEach, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { shardOf, type StandIn, startStandIn } from '../../src/tools/standin/index.ts';

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

/** A client serving one shard of `count`, as each ShardingManager process does. */
async function shardClient(standIn: StandIn, shard: number, count: number): Promise<Client> {
  const client = new Client({
    intents: [GatewayIntentBits.Guilds],
    shards: shard,
    shardCount: count,
    rest: { api: standIn.apiUrl },
  });
  cleanups.push(() => client.destroy());
  const ready = new Promise<void>((resolve) => client.once('clientReady', () => resolve()));
  await client.login('stand-in-token');
  await ready;
  return client;
}

it('serves each shard only its guilds, their events and their interactions', async () => {
  const standIn = await startStandIn({ shards: 2 });
  cleanups.push(() => standIn.close());
  const zero = standIn.createGuild({ name: 'Zero', shardOf: [0, 2] });
  const one = standIn.createGuild({ name: 'One', shardOf: [1, 2] });
  expect([shardOf(zero.id, 2), shardOf(one.id, 2)]).toEqual([0, 1]);
  const alice = standIn.createUser('alice');
  standIn.addMember(zero.id, alice);
  standIn.addMember(one.id, alice);

  const [c0, c1] = await Promise.all([shardClient(standIn, 0, 2), shardClient(standIn, 1, 2)]);
  expect(await c0.rest.get('/gateway/bot')).toMatchObject({ shards: 2 });
  expect([...c0.guilds.cache.keys()]).toEqual([zero.id]);
  expect([...c1.guilds.cache.keys()]).toEqual([one.id]);
  expect(standIn.connectedSessions).toHaveLength(2);
  const identifies = standIn.gatewayFrames.filter((f) => f.op === 2).map((f) => (f.d as { shard: number[] }).shard);
  expect(identifies.sort()).toEqual([
    [0, 2],
    [1, 2],
  ]);

  const seen: string[] = [];
  for (const [name, client] of [
    ['c0', c0],
    ['c1', c1],
  ] as const) {
    client.on('interactionCreate', (i) => {
      seen.push(`${name}:${i.guildId}`);
      if (i.isRepliable()) void i.reply(`${name} answers`);
    });
  }
  const run = (guildId: string, channelId: string) =>
    standIn.runSlashCommand({ user: alice, guildId, channelId, name: 'where' }).response();
  expect((await run(zero.id, zero.defaultChannelId)).content).toBe('c0 answers');
  expect((await run(one.id, one.defaultChannelId)).content).toBe('c1 answers');
  expect(seen).toEqual([`c0:${zero.id}`, `c1:${one.id}`]);
  // Outside guilds (the bot's DM, a group DM) Discord uses shard 0, whichever session is newest.
  expect((await standIn.runDmCommand({ user: alice, name: 'where' }).response()).content).toBe('c0 answers');
  standIn.installToUser(alice);
  const group = standIn.createGroupDm([alice, standIn.createUser('bob')]);
  const inGroup = standIn.runSlashCommand({ user: alice, channelId: group.id, name: 'where' });
  expect((await inGroup.response()).content).toBe('c0 answers');
  expect(seen.slice(2)).toEqual(['c0:null', 'c0:null']);

  // Guild events follow the guild's shard too.
  const created = new Promise((resolve) => c1.once('channelCreate', resolve));
  const extra = standIn.createTextChannel(one.id, 'extra');
  await created;
  expect(c1.channels.cache.get(extra)?.type).toBe(ChannelType.GuildText);
  expect(c0.channels.cache.has(extra)).toBe(false);
  // A guild joined later reaches only its shard.
  const joined = new Promise((resolve) => c0.once('guildCreate', resolve));
  const later = standIn.createGuild({ name: 'Later', shardOf: [0, 2] });
  await joined;
  expect(c0.guilds.cache.has(later.id)).toBe(true);
  expect(c1.guilds.cache.has(later.id)).toBe(false);
});

it('closes with 4010 on an invalid shard', async () => {
  const standIn = await startStandIn();
  cleanups.push(() => standIn.close());
  const ws = new WebSocket(`${standIn.gatewayUrl}?v=10&encoding=json`);
  ws.on('open', () => ws.send(JSON.stringify({ op: 2, d: { token: 't', intents: 1, properties: {}, shard: [2, 2] } })));
  expect(await new Promise((resolve) => ws.on('close', resolve))).toBe(4010);
});
