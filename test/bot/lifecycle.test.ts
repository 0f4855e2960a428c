/**
 * Starting and stopping: draining on stop, a rejected token, and the real
 * `npm start` process shut down by SIGTERM.
 */
import { once } from 'node:events';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Events, MessageFlags, SlashCommandBuilder } from 'discord.js';
import { afterEach, describe, expect, it } from 'vitest';
import { startBot } from '../../src/app.ts';
import { LoginError } from '../../src/bot/client.ts';
import { MESSAGES } from '../../src/bot/router.ts';
import type { BotContext, SlashCommand } from '../../src/bot/types.ts';
import { silentLogger } from '../../src/log.ts';
import { type StandIn, startStandIn } from '../../src/tools/standin/index.ts';
import { openStore } from '../../src/store/index.ts';
import { botWorld, RELAXED_ACK_WINDOW_MS } from './harness.ts';
import { spawnEntry, until } from './process.ts';

let started = 0;
/** `/work` finishes when the test opens this gate (not after a fixed time, which a loaded machine can outrun). */
let workGate: Promise<void> = Promise.resolve();
const commands: SlashCommand[] = [
  {
    data: new SlashCommandBuilder().setName('ping').setDescription('Ping'),
    async execute(_i, { res }) {
      await res.reply('pong');
    },
  },
  {
    data: new SlashCommandBuilder().setName('work').setDescription('Works until the test lets it finish'),
    async execute(_i, { res }) {
      started++;
      await res.defer();
      await workGate;
      await res.reply('work finished');
    },
  },
  {
    data: new SlashCommandBuilder().setName('hang').setDescription('Never finishes'),
    async execute(_i, { res }) {
      started++;
      await res.defer();
      await new Promise(() => undefined);
    },
  },
];

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c().catch(() => undefined);
});

describe('stop()', () => {
  it('answers new interactions "restarting", lets in-flight ones finish, then disconnects', async () => {
    const w = await botWorld(commands);
    cleanups.push(() => w.close());
    const ctx = { user: w.alice, guildId: w.guild.id, channelId: w.channelId };
    let finishWork = () => {};
    workGate = new Promise<void>((resolve) => {
      finishWork = resolve;
    });
    cleanups.push(async () => finishWork());
    const before = started;
    const work = w.standIn.runSlashCommand({ ...ctx, name: 'work' });
    await w.standIn.waitFor(() => started > before);
    let stopped = false;
    const stopping = w.bot.stop().then(() => {
      stopped = true;
    });

    const late = w.standIn.runSlashCommand({ ...ctx, user: w.bob, name: 'ping' });
    const refusal = await late.response();
    expect(refusal.content).toBe(MESSAGES.restarting);
    expect(refusal.flags & MessageFlags.Ephemeral).toBe(MessageFlags.Ephemeral);
    // Still draining: /work has not finished, so the bot is still connected.
    expect(stopped).toBe(false);
    expect(w.bot.client.isReady()).toBe(true);

    finishWork();
    await stopping;
    expect((await work.response()).content).toBe('work finished');
    expect(w.bot.client.isReady()).toBe(false);
    expect(w.logs.find((l) => l.msg === 'in-flight interactions finished')).toMatchObject({
      inFlight: 1,
      drained: true,
    });
  });

  it('gives commands the extended context, and runs the disposers they returned from init after draining', async () => {
    type Extended = BotContext & { greeting: string };
    const greeting = (ctx: BotContext) => (ctx as Extended).greeting;
    const events: string[] = [];
    const w = await botWorld(
      [
        ...commands,
        {
          data: new SlashCommandBuilder().setName('greet').setDescription('Uses a service from the context'),
          async execute(interaction, ctx) {
            await ctx.res.reply(`${greeting(ctx)}, ${interaction.user.username}`);
          },
          init(ctx) {
            events.push(`init ${ctx.store.kind} ${greeting(ctx)}`);
            return async () => {
              events.push(`dispose, client ready: ${ctx.client.isReady()}`);
            };
          },
        },
      ],
      { extendContext: (core) => ({ ...core, greeting: 'hello' }) as Extended },
    );
    cleanups.push(() => w.close());
    expect(events).toEqual(['init memory hello']);
    const reply = await w.standIn
      .runSlashCommand({ user: w.bob, guildId: w.guild.id, channelId: w.channelId, name: 'greet' })
      .response();
    expect(reply.content).toBe('hello, bob');
    await w.bot.stop();
    expect(events).toEqual(['init memory hello', 'dispose, client ready: true']);
  });

  it('gives up on a handler that never finishes after the drain timeout', async () => {
    const w = await botWorld(commands, { drainTimeoutMs: 300 });
    cleanups.push(() => w.close());
    const before = started;
    w.standIn.runSlashCommand({ user: w.alice, guildId: w.guild.id, channelId: w.channelId, name: 'hang' });
    await w.standIn.waitFor(() => started > before);
    const t0 = Date.now();
    await w.bot.stop();
    // After the 300 ms drain timeout, not the default 10 s (with room for a slow machine).
    expect(Date.now() - t0).toBeLessThan(6000);
    expect(w.logs.find((l) => l.msg === 'gave up waiting for interactions')).toMatchObject({ drained: false });
  });
});

describe('login', () => {
  it('reports a gateway closed for good (4004: the token was reset while running)', async () => {
    const w = await botWorld(commands);
    cleanups.push(() => w.close());
    const disconnected = once(w.bot.client, Events.ShardDisconnect);
    w.standIn.dropConnections(4004);
    const [event] = (await disconnected) as [{ code: number }];
    expect(event.code).toBe(4004);
    expect(w.logs.find((l) => l.msg === 'gateway closed for good')).toMatchObject({ code: 4004, level: 50 });
  });

  it('explains a token Discord rejects (401 on /gateway/bot) in one line', async () => {
    const standIn = await startStandIn();
    cleanups.push(() => standIn.close());
    standIn.failRoute({
      method: 'GET',
      route: '/gateway/bot',
      status: 401,
      times: Infinity,
      code: 0,
      message: '401: Unauthorized',
    });
    const store = await openStore('memory://');
    cleanups.push(() => store.close());
    const failure = startBot({
      config: { token: 'bad-token', clientId: standIn.applicationId },
      apiUrl: standIn.apiUrl,
      store,
      logger: silentLogger(),
      commands,
    });
    await expect(failure).rejects.toBeInstanceOf(LoginError);
    await expect(failure).rejects.toThrow(/^DISCORD_TOKEN was rejected by Discord: .*Reset Token/);
  });
});

/** What `npm start` runs (`tsx src/main.ts`), started directly (see process.ts). */
function npmStart(env: Record<string, string>) {
  const bot = spawnEntry('src/main.ts', env);
  cleanups.push(async () => bot.kill());
  return bot;
}

async function standInWorld(): Promise<{ standIn: StandIn; guildId: string; channelId: string }> {
  // The bot runs in its own process here; what is tested is starting and stopping, not the 3 s window.
  const standIn = await startStandIn({ settings: { interactionTimeoutMs: RELAXED_ACK_WINDOW_MS } });
  cleanups.push(() => standIn.close());
  const guild = standIn.createGuild({ name: 'Card Club' });
  return { standIn, guildId: guild.id, channelId: guild.defaultChannelId };
}

// These start real processes (tsx compiling the bot), which takes seconds on a loaded machine.
describe('npm start', () => {
  it('serves /help, then on SIGTERM finishes, closes the store and exits 0', async () => {
    const { standIn, guildId, channelId } = await standInWorld();
    const alice = standIn.createUser('alice');
    standIn.addMember(guildId, alice);
    const dir = mkdtempSync(join(tmpdir(), 'bot-'));
    const bot = npmStart({
      DISCORD_TOKEN: 'stand-in-token',
      DISCORD_CLIENT_ID: standIn.applicationId,
      DISCORD_API_URL: standIn.apiUrl,
      STORE_URL: `sqlite://${dir}/bot.sqlite`,
      LOG_LEVEL: 'info',
    });
    await until(() => bot.lines.find((l) => l.msg === 'bot ready'), 60_000, `bot ready (stderr: ${bot.stderr()})`);
    expect(existsSync(join(dir, 'bot.sqlite'))).toBe(true);

    const help = await standIn.runSlashCommand({ user: alice, guildId, channelId, name: 'help' }).response();
    expect(help.flags & MessageFlags.Ephemeral).toBe(MessageFlags.Ephemeral);
    expect(JSON.stringify(help.embeds)).toContain('/help');

    bot.child.kill('SIGTERM');
    expect(await bot.exited).toBe(0);
    const msgs = bot.lines.map((l) => l.msg);
    expect(msgs).toContain('shutting down');
    expect(msgs).toContain('store closed');
    expect(msgs.at(-1)).toBe('store closed; bye');
    expect(bot.stderr()).toBe('');
  }, 90_000);

  it('exits 1 with one line when Discord rejects the token', async () => {
    const { standIn } = await standInWorld();
    standIn.failRoute({ route: '/gateway/bot', status: 401, times: Infinity, code: 0, message: '401: Unauthorized' });
    const bot = npmStart({
      DISCORD_TOKEN: 'revoked-token',
      DISCORD_CLIENT_ID: standIn.applicationId,
      DISCORD_API_URL: standIn.apiUrl,
      STORE_URL: 'memory://',
    });
    expect(await bot.exited).toBe(1);
    const err = bot.stderr().trim();
    expect(err.split('\n')).toHaveLength(1);
    expect(err).toMatch(/^DISCORD_TOKEN was rejected by Discord: /);
  }, 90_000);
});
