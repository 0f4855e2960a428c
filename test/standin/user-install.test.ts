/**
 * User install through the real discord.js client: commands' install types and contexts, where Discord
 * offers them, what an interaction carries in a server, the bot's DM and a group DM, the bot shut out of
 * group DMs, the 5-follow-up cap when only the user install applies, and a server with external apps off.
 */
import {
  ApplicationIntegrationType,
  type ChatInputCommandInteraction,
  type Client,
  DiscordAPIError,
  GatewayIntentBits,
  InteractionContextType,
  MessageFlags,
  PermissionFlagsBits,
  Routes,
} from 'discord.js';
import { afterEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_EVERYONE,
  Perm,
  PRIVATE_APP_PERMISSIONS,
  type StandIn,
  type StandInOptions,
  type StandInUser,
} from '../../src/tools/standin/index.ts';
import { connect, world } from './helpers.ts';

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

const { GuildInstall, UserInstall } = ApplicationIntegrationType;
const { Guild, BotDM, PrivateChannel } = InteractionContextType;

/** The usual world (a guild with the bot, alice and bob), a server without the bot, and a group DM. */
async function setup(opts: StandInOptions = {}) {
  const w = await world(opts);
  cleanups.push(() => w.standIn.close());
  const client: Client = await connect(w.standIn, {
    intents: [GatewayIntentBits.Guilds, GatewayIntentBits.GuildMessages, GatewayIntentBits.DirectMessages],
  });
  cleanups.push(() => client.destroy());
  const carol = w.standIn.createUser('carol');
  const elsewhere = w.standIn.createGuild({ name: 'Elsewhere', appInstalled: false });
  w.standIn.addMember(elsewhere.id, w.alice);
  w.standIn.addMember(elsewhere.id, w.bob);
  const group = w.standIn.createGroupDm([w.alice, w.bob, carol], 'friends');
  return { ...w, client, carol, elsewhere, group };
}

type World = Awaited<ReturnType<typeof setup>>;

/** Registers global commands as the bot does at start-up. */
async function register(w: World, commands: Record<string, unknown>[]) {
  await w.client.application?.commands.set(commands.map((c) => ({ description: 'd', ...c })) as never);
}

/** The next chat-input interaction the client receives. */
function nextCommand(client: Client): Promise<ChatInputCommandInteraction> {
  return new Promise((resolve) => {
    const on = (i: unknown) => {
      const c = i as ChatInputCommandInteraction;
      if (!c.isChatInputCommand()) return;
      client.off('interactionCreate', on);
      resolve(c);
    };
    client.on('interactionCreate', on);
  });
}

const inGroup = (w: World, user: StandInUser, name: string) =>
  w.standIn.runSlashCommand({ user, channelId: w.group.id, name });
const inElsewhere = (w: World, user: StandInUser, name: string) =>
  w.standIn.runSlashCommand({ user, guildId: w.elsewhere.id, channelId: w.elsewhere.defaultChannelId, name });

describe('install types and contexts of commands', () => {
  it('keeps integration_types and contexts of global and guild commands, and fills in the app default', async () => {
    const w = await setup();
    await register(w, [
      { name: 'play', integration_types: [GuildInstall, UserInstall], contexts: [Guild, BotDM, PrivateChannel] },
      { name: 'admin', integration_types: [GuildInstall], contexts: [Guild] },
      { name: 'plain' },
    ]);
    await w.client.rest.put(Routes.applicationGuildCommands(w.standIn.applicationId, w.guild.id), {
      body: [{ name: 'local', description: 'd', contexts: [Guild], integration_types: [GuildInstall] }],
    });
    const fetched = await w.client.application?.commands.fetch();
    const byName = new Map([...(fetched?.values() ?? [])].map((c) => [c.name, c]));
    expect(byName.get('play')?.integrationTypes).toEqual([GuildInstall, UserInstall]);
    expect(byName.get('play')?.contexts).toEqual([Guild, BotDM, PrivateChannel]);
    expect(byName.get('admin')?.integrationTypes).toEqual([GuildInstall]);
    expect(byName.get('admin')?.contexts).toEqual([Guild]);
    // Not given: the app's installation contexts (both, as a new app), and no contexts (every one).
    expect(byName.get('plain')?.integrationTypes).toEqual([GuildInstall, UserInstall]);
    expect(byName.get('plain')?.contexts).toBeNull();
    const local = (await w.client.rest.get(
      Routes.applicationGuildCommands(w.standIn.applicationId, w.guild.id),
    )) as Record<string, unknown>[];
    expect(local[0]).toMatchObject({ name: 'local', contexts: [0], integration_types: [0] });
    // The app tells which installations it supports.
    const app = await w.client.application?.fetch();
    expect(Object.keys(app?.integrationTypesConfig ?? {}).sort()).toEqual(['0', '1']);
  });

  it('refuses contexts and install types Discord does not have', async () => {
    const w = await setup();
    const put = (body: unknown) =>
      w.client.rest.put(Routes.applicationCommands(w.standIn.applicationId), { body }).catch((e) => e);
    for (const bad of [{ contexts: [3] }, { integration_types: [2] }, { contexts: [] }]) {
      const err = await put([{ name: 'x', description: 'd', ...bad }]);
      expect(err).toBeInstanceOf(DiscordAPIError);
      expect(err).toMatchObject({ status: 400, code: 50035 });
    }
  });

  it("the bot's own commands, as registered: the games anywhere the app is installed, the server's own only where the bot is", async () => {
    const w = await setup();
    const { CommandRegistry } = await import('../../src/bot/registry.ts');
    await w.client.application?.commands.set((await CommandRegistry.load()).toJSON() as never);
    // Without the user install nothing reaches the group DM or the server without the bot.
    expect(() => inElsewhere(w, w.alice, 'abstrac')).toThrow(/not offered/);
    expect(() => inGroup(w, w.alice, 'games')).toThrow(/not/);
    w.standIn.installToUser(w.alice);
    const status = { subcommand: 'status' };
    const abstrac = w.standIn.runSlashCommand({
      user: w.alice,
      guildId: w.elsewhere.id,
      channelId: w.elsewhere.defaultChannelId,
      name: 'abstrac',
      options: status,
    });
    expect(abstrac.record.commandName).toBe('abstrac');
    expect(inGroup(w, w.alice, 'games').record.commandName).toBe('games');
    expect(w.standIn.runDmCommand({ user: w.alice, name: 'rummy', options: status }).record.commandName).toBe('rummy');
    expect(() => inElsewhere(w, w.alice, 'settings')).toThrow(/not offered/);
    expect(() => inGroup(w, w.alice, 'leaderboard')).toThrow(/not/);
    const here = w.standIn.runSlashCommand({
      user: w.alice,
      guildId: w.guild.id,
      channelId: w.channelId,
      name: 'help',
    });
    expect(here.record.commandName).toBe('help');
  });

  it('offers a command only where its contexts and an installation reach', async () => {
    const w = await setup();
    await register(w, [
      { name: 'guildonly', integration_types: [GuildInstall], contexts: [Guild, BotDM, PrivateChannel] },
      { name: 'useronly', integration_types: [UserInstall], contexts: [Guild, BotDM, PrivateChannel] },
      { name: 'noprivate', integration_types: [GuildInstall, UserInstall], contexts: [Guild, BotDM] },
      { name: 'legacy', dm_permission: false },
    ]);
    // Without a user install, a group DM offers nothing, and a server without the bot neither.
    expect(() => inGroup(w, w.alice, 'guildonly')).toThrow(/not offered/);
    expect(() => inElsewhere(w, w.alice, 'guildonly')).toThrow(/not offered/);
    expect(() => w.standIn.runDmCommand({ user: w.alice, name: 'useronly' })).toThrow(/not offered/);
    w.standIn.installToUser(w.alice);
    // A command without context 2 is not shown in a group DM, whatever the installs.
    expect(() => inGroup(w, w.alice, 'noprivate')).toThrow(/not available in group DMs/);
    expect(() => w.standIn.runDmCommand({ user: w.alice, name: 'legacy' })).toThrow(/not available in DMs/);
    // The guild install never reaches a group DM, and does not reach a server the bot is not in.
    expect(() => inGroup(w, w.alice, 'guildonly')).toThrow(/not offered/);
    expect(() => inElsewhere(w, w.alice, 'guildonly')).toThrow(/not offered/);
    // Only the user who installed the app gets its user-install commands.
    expect(() => inGroup(w, w.bob, 'useronly')).toThrow(/not offered/);
    // A user cannot act in a group DM they are not in.
    const outsider = w.standIn.createUser('dave');
    expect(() => inGroup(w, outsider, 'useronly')).toThrow(/not in channel/);
    w.client.on('interactionCreate', (i) => {
      if (i.isChatInputCommand()) void i.reply(`${i.commandName} ok`);
    });
    expect((await inGroup(w, w.alice, 'useronly').response()).content).toBe('useronly ok');
    expect((await inElsewhere(w, w.alice, 'useronly').response()).content).toBe('useronly ok');
    expect((await w.standIn.runDmCommand({ user: w.alice, name: 'useronly' }).response()).content).toBe('useronly ok');
  });
});

describe('what an interaction carries', () => {
  async function seen(w: World, run: () => { record: { payload: Record<string, unknown> } }) {
    const next = nextCommand(w.client);
    const h = run();
    const i = await next;
    await i.reply('ok');
    return {
      context: i.context,
      owners: { guildId: i.authorizingIntegrationOwners.guildId, userId: i.authorizingIntegrationOwners.userId },
      guildId: i.guildId,
      inGuildCache: i.inCachedGuild(),
      member: i.member !== null,
      user: i.user.username,
      // discord.js caches a DM's or an unknown guild's channel only with Partials.Channel: read the wire.
      channelType: (h.record.payload.channel as { type: number }).type,
      appPermissions: i.appPermissions.bitfield,
    };
  }

  it('in a server with both installs, one without the bot, the bot DM and a group DM', async () => {
    const w = await setup();
    await register(w, [{ name: 'where', integration_types: [GuildInstall, UserInstall] }]);
    w.standIn.installToUser(w.alice);
    const both = await seen(w, () =>
      w.standIn.runSlashCommand({ user: w.alice, guildId: w.guild.id, channelId: w.channelId, name: 'where' }),
    );
    expect(both).toMatchObject({
      context: Guild,
      owners: { guildId: w.guild.id, userId: w.alice.id },
      guildId: w.guild.id,
      inGuildCache: true,
      member: true,
    });
    // The bot is not in the server: @everyone's permissions there, with embeds and files, and no cached guild.
    const userOnly = await seen(w, () => inElsewhere(w, w.alice, 'where'));
    expect(userOnly).toEqual({
      context: Guild,
      owners: { guildId: null, userId: w.alice.id },
      guildId: w.elsewhere.id,
      inGuildCache: false,
      member: true,
      user: 'alice',
      channelType: 0,
      appPermissions: DEFAULT_EVERYONE | Perm.EmbedLinks | Perm.AttachFiles,
    });
    // The bot's DM: the guild install's owner is "0", the user install's the user.
    const dm = await seen(w, () => w.standIn.runDmCommand({ user: w.alice, name: 'where' }));
    expect(dm).toMatchObject({
      context: BotDM,
      owners: { guildId: '0', userId: w.alice.id },
      guildId: null,
      member: false,
      channelType: 1,
    });
    expect(dm.appPermissions).toBe(PRIVATE_APP_PERMISSIONS);
    const group = await seen(w, () => inGroup(w, w.alice, 'where'));
    expect(group).toEqual({
      context: PrivateChannel,
      owners: { guildId: null, userId: w.alice.id },
      guildId: null,
      inGuildCache: false,
      member: false,
      user: 'alice',
      channelType: 3,
      appPermissions: PRIVATE_APP_PERMISSIONS,
    });
    const payload = [...w.standIn.world.interactions.values()].at(-1)?.payload ?? {};
    expect(payload).not.toHaveProperty('guild_id');
    expect(payload).not.toHaveProperty('member');
    expect(payload.channel).toMatchObject({ id: w.group.id, type: 3, name: 'friends', owner_id: w.alice.id });
    expect((payload.channel as { recipients: unknown[] }).recipients).toHaveLength(3);
  });

  it('a click by another user keeps the installer as the authorizing owner', async () => {
    const w = await setup();
    await register(w, [{ name: 'board', integration_types: [UserInstall] }]);
    w.standIn.installToUser(w.alice);
    const clicked = new Promise<{ owner: string | null; clicker: string; context: number | null }>((resolve) => {
      w.client.on('interactionCreate', async (i) => {
        if (i.isChatInputCommand())
          await i.reply({
            content: 'board',
            components: [{ type: 1, components: [{ type: 2, style: 1, label: 'Play', custom_id: 'play' }] }],
          });
        if (i.isButton()) {
          resolve({ owner: i.authorizingIntegrationOwners.userId, clicker: i.user.username, context: i.context });
          await i.update({ content: 'played' });
        }
      });
    });
    const board = await inGroup(w, w.alice, 'board').response();
    const click = w.standIn.clickButton({ user: w.bob, message: board, customId: 'play' });
    expect(await clicked).toEqual({ owner: w.alice.id, clicker: 'bob', context: PrivateChannel });
    expect((await click.response()).content).toBe('played');
  });

  it('a click on a message the bot posted itself goes through the guild install only', async () => {
    const w = await setup();
    w.standIn.installToUser(w.alice);
    const row = { type: 1, components: [{ type: 2, style: 1, label: 'Join', custom_id: 'join' }] };
    await w.client.rest.post(Routes.channelMessages(w.channelId), { body: { content: 'lobby', components: [row] } });
    const lobby = await w.standIn.waitForMessage((m) => m.content === 'lobby');
    const owners = new Promise<unknown>((resolve) => {
      w.client.on('interactionCreate', async (i) => {
        if (!i.isButton()) return;
        const { guildId, userId } = i.authorizingIntegrationOwners;
        resolve({ guildId, userId });
        await i.deferUpdate();
      });
    });
    w.standIn.clickButton({ user: w.alice, message: lobby, customId: 'join' });
    expect(await owners).toEqual({ guildId: w.guild.id, userId: null });
  });
});

describe('group DMs', () => {
  it('the bot answers through the interaction only: no posts, reads or threads there', async () => {
    const w = await setup();
    await register(w, [{ name: 'deal', integration_types: [UserInstall] }]);
    w.standIn.installToUser(w.alice);
    const refusals = new Promise<unknown[]>((resolve) => {
      w.client.on('interactionCreate', async (i) => {
        if (!i.isChatInputCommand()) return;
        await i.deferReply();
        await i.editReply('dealt');
        await i.followUp({ content: 'your hand', flags: MessageFlags.Ephemeral });
        const rest = w.client.rest;
        resolve([
          await rest.post(Routes.channelMessages(w.group.id), { body: { content: 'hi' } }).catch((e) => e),
          await rest.get(Routes.channelMessages(w.group.id)).catch((e) => e),
          await rest.get(Routes.channel(w.group.id)).catch((e) => e),
          await rest.post(Routes.threads(w.group.id), { body: { name: 'game', type: 11 } }).catch((e) => e),
        ]);
      });
    });
    const h = inGroup(w, w.alice, 'deal');
    for (const err of await refusals) expect(err).toMatchObject({ status: 403, code: 50001 });
    const answer = await h.response();
    expect(answer).toMatchObject({ channelId: w.group.id, guildId: null, content: 'dealt', visibleTo: null });
    const hand = await h.followUp(0);
    expect(hand.visibleTo).toBe(w.alice.id);
    expect(w.standIn.messages(w.group.id).map((m) => m.content)).toEqual(['dealt', 'your hand']);
    expect(w.standIn.transcript()).toContain('[group DM friends]');
  });

  it('takes at most 2 to 10 users and never the bot', async () => {
    const w = await setup();
    expect(() => w.standIn.createGroupDm([w.alice])).toThrow(/2 to 10/);
    const many = Array.from({ length: 11 }, (_, n) => w.standIn.createUser(`u${n}`));
    expect(() => w.standIn.createGroupDm(many)).toThrow(/2 to 10/);
    expect(() => w.standIn.createGroupDm([w.alice, w.standIn.bot])).toThrow(/bots/);
    expect(w.standIn.createGroupDm(many.slice(0, 10)).recipientIds).toHaveLength(10);
  });
});

describe('follow-ups and tokens of user-installed interactions', () => {
  async function followUps(w: World, run: () => unknown, n: number) {
    const next = nextCommand(w.client);
    run();
    const i = await next;
    await i.reply('start');
    const out: unknown[] = [];
    for (let k = 1; k <= n; k++) out.push(await i.followUp(`more ${k}`).catch((e) => e));
    return out;
  }

  it('allows 5 follow-ups where only the user install applies (then 400 / 40094), more where the guild install does', async () => {
    const w = await setup();
    await register(w, [{ name: 'talk', integration_types: [GuildInstall, UserInstall] }]);
    w.standIn.installToUser(w.alice);
    for (const run of [() => inGroup(w, w.alice, 'talk'), () => inElsewhere(w, w.alice, 'talk')]) {
      const results = await followUps(w, run, 6);
      expect(results.slice(0, 5).every((r) => !(r instanceof Error))).toBe(true);
      expect(results[5]).toBeInstanceOf(DiscordAPIError);
      expect(results[5]).toMatchObject({
        status: 400,
        code: 40094,
        message: 'This interaction has hit the maximum number of follow up messages',
      });
    }
    const inGuild = () =>
      w.standIn.runSlashCommand({ user: w.alice, guildId: w.guild.id, channelId: w.channelId, name: 'talk' });
    const guildResults = await followUps(w, inGuild, 7);
    expect(guildResults.filter((r) => r instanceof Error)).toEqual([]);
  });

  it('refuses a follow-up from a group DM once the token is 15 minutes old (401 / 50027)', async () => {
    const w = await setup({ settings: { interactionTimeoutMs: 60 * 60_000 } });
    await register(w, [{ name: 'late', integration_types: [UserInstall] }]);
    w.standIn.installToUser(w.alice);
    const next = nextCommand(w.client);
    inGroup(w, w.alice, 'late');
    const i = await next;
    await i.reply('first');
    w.standIn.expireInteractionTokens();
    expect(await i.followUp('second').catch((e) => e)).toMatchObject({ status: 401, code: 50027 });
    expect(await i.editReply('edited').catch((e) => e)).toMatchObject({ status: 401, code: 50027 });
  });
});

describe('a server with external apps off', () => {
  async function answer(standIn: StandIn, client: Client, run: () => { response(): Promise<unknown> }) {
    const next = nextCommand(client);
    const h = run() as ReturnType<StandIn['runSlashCommand']>;
    const i = await next;
    const canAnswerPublicly = i.memberPermissions?.has(PermissionFlagsBits.UseExternalApps) ?? true;
    const r = await i.reply({ content: 'result', withResponse: true });
    await i.followUp('more');
    const reply = await h.response();
    return {
      canAnswerPublicly,
      ephemeral: r.interaction.responseMessageEphemeral,
      reply: { flags: reply.flags & MessageFlags.Ephemeral, visibleTo: reply.visibleTo },
      followUp: (await h.followUp(0)).visibleTo,
      fetched: (await i.fetchReply()).flags.has(MessageFlags.Ephemeral),
      standIn,
    };
  }

  it('forces a user-installed app’s responses ephemeral, and the member’s permissions tell beforehand', async () => {
    const w = await setup();
    await register(w, [{ name: 'show', integration_types: [GuildInstall, UserInstall] }]);
    w.standIn.installToUser(w.alice);
    const open = await answer(w.standIn, w.client, () => inElsewhere(w, w.alice, 'show'));
    expect(open).toMatchObject({
      canAnswerPublicly: true,
      ephemeral: false,
      reply: { flags: 0, visibleTo: null },
      followUp: null,
      fetched: false,
    });
    w.standIn.setExternalApps(w.elsewhere.id, false);
    const closed = await answer(w.standIn, w.client, () => inElsewhere(w, w.alice, 'show'));
    expect(closed).toMatchObject({
      canAnswerPublicly: false,
      ephemeral: true,
      reply: { flags: MessageFlags.Ephemeral, visibleTo: w.alice.id },
      followUp: w.alice.id,
      fetched: true,
    });
    // A channel overwrite granting it again lets responses there be public.
    w.standIn.setChannelOverwrite(w.elsewhere.defaultChannelId, {
      id: w.elsewhere.id,
      type: 0,
      allow: Perm.UseExternalApps,
      deny: 0n,
    });
    const granted = await answer(w.standIn, w.client, () => inElsewhere(w, w.alice, 'show'));
    expect(granted).toMatchObject({ canAnswerPublicly: true, ephemeral: false });
  });

  it('does not apply once the app is also installed to the server, which the bot then sees', async () => {
    const w = await setup();
    await register(w, [{ name: 'show', integration_types: [GuildInstall, UserInstall] }]);
    w.standIn.installToUser(w.alice);
    expect(w.client.guilds.cache.has(w.elsewhere.id)).toBe(false);
    expect(await w.client.guilds.fetch(w.elsewhere.id).catch((e) => e)).toMatchObject({ status: 403, code: 50001 });
    // Its channels are closed to the bot even with permission checks off: it is not a member.
    w.standIn.settings.enforcePermissions = false;
    const post = w.client.rest.post(Routes.channelMessages(w.elsewhere.defaultChannelId), { body: { content: 'hi' } });
    expect(await post.catch((e) => e)).toMatchObject({ status: 403, code: 50001 });
    w.standIn.settings.enforcePermissions = true;
    w.standIn.setExternalApps(w.elsewhere.id, false);
    w.standIn.installToGuild(w.elsewhere.id);
    await w.standIn.waitFor(() => w.client.guilds.cache.has(w.elsewhere.id));
    const next = nextCommand(w.client);
    const h = inElsewhere(w, w.alice, 'show');
    const i = await next;
    expect(i.authorizingIntegrationOwners.guildId).toBe(w.elsewhere.id);
    await i.reply('public');
    expect((await h.response()).visibleTo).toBeNull();
  });
});
