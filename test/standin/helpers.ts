/** Shared setup for stand-in tests: a stand-in with one guild and two users, and a logged-in real client. */
import { Client, GatewayIntentBits } from 'discord.js';
import { type StandIn, startStandIn, type StandInOptions } from '../../src/tools/standin/index.ts';

export async function world(opts: StandInOptions = {}) {
  const standIn = await startStandIn(opts);
  const guild = standIn.createGuild({ name: 'Test Guild' });
  const alice = standIn.createUser('alice');
  const bob = standIn.createUser('bob');
  standIn.addMember(guild.id, alice);
  standIn.addMember(guild.id, bob);
  return { standIn, guild, alice, bob, channelId: guild.defaultChannelId };
}

/** A real discord.js client logged in to the stand-in; resolves once `clientReady` fired. */
export async function connect(
  standIn: StandIn,
  opts: { intents?: GatewayIntentBits[]; token?: string } = {},
): Promise<Client> {
  const client = new Client({ intents: opts.intents ?? [GatewayIntentBits.Guilds], rest: { api: standIn.apiUrl } });
  const ready = new Promise<void>((resolve) => client.once('clientReady', () => resolve()));
  await client.login(opts.token ?? 'stand-in-token');
  await ready;
  return client;
}
