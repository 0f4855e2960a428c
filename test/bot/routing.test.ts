/**
 * The runtime end to end: the real discord.js client, logged in to the local
 * stand-in, routing slash commands and buttons to command handlers.
 */
import {
  ActionRowBuilder,
  ButtonBuilder,
  ButtonStyle,
  MessageFlags,
  ModalBuilder,
  SlashCommandBuilder,
  StringSelectMenuBuilder,
  TextInputBuilder,
  TextInputStyle,
} from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { makeCustomId, type ParsedCustomId } from '../../src/bot/customId.ts';
import { MESSAGES } from '../../src/bot/router.ts';
import { type SlashCommand, UserError } from '../../src/bot/types.ts';
import { FaultInjector, openStore } from '../../src/store/index.ts';
import { botWorld, DISCORD_ACK_WINDOW_MS, sleep, withAckWindow } from './harness.ts';

const buttons = (ids: string[]) =>
  new ActionRowBuilder<ButtonBuilder>().addComponents(
    ids.map((id, n) => new ButtonBuilder().setCustomId(id).setLabel(`b${n}`).setStyle(ButtonStyle.Primary)),
  );
/** Rows of at most 5 buttons, as Discord requires. */
const row = (...ids: string[]) => [buttons(ids.slice(0, 5)), ...(ids.length > 5 ? [buttons(ids.slice(5))] : [])];

const presses: { userId: string; id: ParsedCustomId }[] = [];
const pressId = makeCustomId({ namespace: 'board', action: 'press', gameId: 'g1', version: 3, args: ['A♠', 2] });
const slowId = makeCustomId({ namespace: 'board', action: 'slow', gameId: 'g1', version: 3 });
const failId = makeCustomId({ namespace: 'board', action: 'fail', gameId: 'g1', version: 3 });
const staleId = makeCustomId({ namespace: 'board', action: 'move', gameId: 'g1', version: 1 });
const Game = z.object({ moves: z.array(z.string()) });
const pickId = makeCustomId({ namespace: 'board', action: 'pick', gameId: 'g1', version: 3 });
const nameId = makeCustomId({ namespace: 'board', action: 'name', gameId: 'g1', version: 3 });
const namedId = makeCustomId({ namespace: 'board', action: 'named', gameId: 'g1', version: 3 });

/** A store whose backend fails on demand, used by `/note`. */
const faults = new FaultInjector();
const faultyStore = openStore('memory://routing-faults', { faults });

const commands: SlashCommand[] = [
  {
    data: new SlashCommandBuilder().setName('note').setDescription('Saves a note'),
    async execute(_interaction, { res }) {
      const notes = (await faultyStore).collection('notes', z.object({ text: z.string() }));
      await notes.update('n', () => ({ text: 'hello' }));
      await res.reply('saved');
    },
  },
  {
    data: new SlashCommandBuilder().setName('ping').setDescription('Ping'),
    async execute(interaction, { res }) {
      await res.reply(`pong, ${interaction.user.username}`);
    },
  },
  {
    data: new SlashCommandBuilder().setName('board').setDescription('Post a board with buttons'),
    async execute(_interaction, { res }) {
      await res.reply({
        content: 'board v3',
        // Next to live buttons: an old game's button (its namespace is gone) and a pre-namespace id.
        components: [
          ...row(pressId, slowId, failId, staleId, 'legacy-button', 'oldgame:take:g0:1', nameId),
          new ActionRowBuilder<StringSelectMenuBuilder>().addComponents(
            new StringSelectMenuBuilder()
              .setCustomId(pickId)
              .addOptions(['A♠', 'K♦', '10♣'].map((c) => ({ label: c, value: c })))
              .setMaxValues(2),
          ),
        ],
      });
    },
    components: {
      press: {
        async run(interaction, { res }, id) {
          presses.push({ userId: interaction.user.id, id });
          await res.update({ content: `pressed by ${interaction.user.username}`, components: [] });
        },
      },
      slow: {
        async run(interaction, { res }) {
          await sleep(3500);
          await res.update({ content: `slowly pressed by ${interaction.user.username}` });
        },
      },
      fail: {
        run() {
          throw new UserError('It is not your turn.');
        },
      },
      pick: {
        async run(interaction, { res }) {
          if (!interaction.isStringSelectMenu()) throw new Error('not a menu');
          await res.update({ content: `${interaction.user.username} picked ${interaction.values.join(' ')}` });
        },
      },
      // A button that asks for text in a modal; the modal's submit is routed by its own custom id.
      name: {
        async run(_interaction, { res }) {
          await res.modal(
            new ModalBuilder()
              .setCustomId(namedId)
              .setTitle('Name the table')
              .addComponents(
                new ActionRowBuilder<TextInputBuilder>().addComponents(
                  new TextInputBuilder().setCustomId('title').setLabel('Title').setStyle(TextInputStyle.Short),
                ),
              ),
          );
        },
      },
      named: {
        modal: true,
        async run(interaction, { res }) {
          if (!interaction.isModalSubmit()) throw new Error('not a modal');
          await res.update({ content: `table: ${interaction.fields.getTextInputValue('title')}` });
        },
      },
      // A move on a board rendered at version 1 while the stored game is at version 2.
      move: {
        async run(_interaction, { res, store }, id) {
          await res.defer('update');
          const games = store.collection('test-games', Game);
          await games.update(id.gameId, (doc) => ({ moves: [...(doc?.value.moves ?? []), 'x'] }), {
            expectedVersion: id.version,
          });
          await res.update('moved');
        },
      },
    },
  },
  {
    data: new SlashCommandBuilder().setName('boom').setDescription('Fails'),
    execute() {
      throw new Error('kaput: a bug in a handler');
    },
  },
  {
    data: new SlashCommandBuilder().setName('slow').setDescription('Takes 3.5 s'),
    async execute(_interaction, { res }) {
      await sleep(3500);
      await res.reply('done slowly');
    },
  },
  {
    data: new SlashCommandBuilder().setName('post').setDescription('Posts in the channel'),
    async execute(interaction, { res }) {
      await res.defer('ephemeral');
      if (!interaction.channel?.isSendable()) throw new Error('no channel');
      await interaction.channel.send('a table');
      await res.reply('posted');
    },
  },
  {
    data: new SlashCommandBuilder().setName('silent').setDescription('Forgets to answer'),
    execute() {},
  },
];

let w: Awaited<ReturnType<typeof botWorld>>;
beforeAll(async () => {
  w = await botWorld(commands);
});
afterAll(async () => {
  await w?.close();
});

const EPHEMERAL = MessageFlags.Ephemeral;

describe('bot runtime through the stand-in', () => {
  it('starts, logs in and becomes ready with the guild cached', () => {
    expect(w.bot.client.isReady()).toBe(true);
    expect(w.bot.client.guilds.cache.has(w.guild.id)).toBe(true);
    expect(w.bot.client.channels.cache.has(w.channelId)).toBe(true);
    expect(w.logs.find((l) => l.msg === 'bot ready')).toMatchObject({ guilds: 1, store: 'memory' });
  });

  it('answers a slash command through its handler', async () => {
    const i = w.standIn.runSlashCommand({ user: w.alice, guildId: w.guild.id, channelId: w.channelId, name: 'ping' });
    const reply = await i.response();
    expect(reply.content).toBe('pong, alice');
    expect(reply.flags & EPHEMERAL).toBe(0);
    // A reply (4), not the auto-defer (5): answered at once. Discord's 3 s window is the point of the
    // "defers … within 3 s" tests below; here a slow machine must not fail the routing.
    expect(i.record.ack?.type).toBe(4);
    expect(i.record.callbacks).toHaveLength(1);
  });

  it('routes a button to its handler with the clicking user and the parsed custom id', async () => {
    const board = await w.standIn
      .runSlashCommand({ user: w.alice, guildId: w.guild.id, channelId: w.channelId, name: 'board' })
      .response();
    const click = w.standIn.clickButton({ user: w.bob, message: board, customId: pressId });
    const updated = await click.response();
    expect(click.record.ack?.type).toBe(7);
    expect(updated.id).toBe(board.id);
    expect(updated.content).toBe('pressed by bob');
    expect(updated.components).toEqual([]);
    expect(presses).toEqual([
      { userId: w.bob.id, id: { namespace: 'board', action: 'press', gameId: 'g1', version: 3, args: ['A♠', '2'] } },
    ]);
  });

  it('routes a select menu with the chosen values', async () => {
    const board = await w.standIn
      .runSlashCommand({ user: w.alice, guildId: w.guild.id, channelId: w.channelId, name: 'board' })
      .response();
    const pick = w.standIn.selectMenu({ user: w.bob, message: board, customId: pickId, values: ['K♦', '10♣'] });
    expect((await pick.response()).content).toBe('bob picked K♦ 10♣');
  });

  it('shows a modal from a button and routes its submit by custom id', async () => {
    const board = await w.standIn
      .runSlashCommand({ user: w.alice, guildId: w.guild.id, channelId: w.channelId, name: 'board' })
      .response();
    const click = w.standIn.clickButton({ user: w.alice, message: board, customId: nameId });
    expect((await click.modal()).custom_id).toBe(namedId);
    const submit = w.standIn.submitModal(click, { title: 'Friday night' });
    const updated = await submit.response();
    expect(updated.id).toBe(board.id);
    expect(updated.content).toBe('table: Friday night');
  });

  it.each([
    ['an unknown namespace', 'oldgame:take:g0:1'],
    ['a malformed id', 'legacy-button'],
  ])('answers a button with %s "no longer valid", ephemerally', async (_label, customId) => {
    const board = await w.standIn
      .runSlashCommand({ user: w.alice, guildId: w.guild.id, channelId: w.channelId, name: 'board' })
      .response();
    const click = w.standIn.clickButton({ user: w.alice, message: board, customId });
    const answer = await click.response();
    expect(answer.content).toBe(MESSAGES.noLongerValid);
    expect(answer.flags & EPHEMERAL).toBe(EPHEMERAL);
    expect(answer.visibleTo).toBe(w.alice.id);
    expect(w.standIn.message(board.id)?.content).toBe('board v3');
  });

  it('turns a thrown error into an ephemeral reply with an incident code, and logs the stack', async () => {
    const i = w.standIn.runSlashCommand({ user: w.alice, guildId: w.guild.id, channelId: w.channelId, name: 'boom' });
    const answer = await i.response();
    expect(answer.flags & EPHEMERAL).toBe(EPHEMERAL);
    const incident = /code: ([0-9a-f]{8})$/.exec(answer.content)?.[1];
    expect(incident).toBeDefined();
    const line = await waitForLog((l) => l.incident === incident);
    expect(line).toMatchObject({ level: 50, msg: 'interaction handler failed', route: '/boom', user: w.alice.id });
    expect((line.err as { stack: string }).stack).toMatch(/kaput: a bug in a handler\n\s+at /);
  });

  it('answers a storage failure in any handler with a clear ephemeral message, and logs it for the host', async () => {
    faults.failNext('get');
    const answer = await w.standIn
      .runSlashCommand({ user: w.alice, guildId: w.guild.id, channelId: w.channelId, name: 'note' })
      .response();
    expect(answer.content).toBe(MESSAGES.storeDown);
    expect(answer.flags & EPHEMERAL).toBe(EPHEMERAL);
    expect(await waitForLog((l) => l.msg === 'store failed during an interaction')).toMatchObject({ level: 50 });
    const again = w.standIn.runSlashCommand({
      user: w.alice,
      guildId: w.guild.id,
      channelId: w.channelId,
      name: 'note',
    });
    expect((await again.response()).content).toBe('saved');
  });

  it("answers a UserError with the handler's text, ephemerally, without an incident", async () => {
    const board = await w.standIn
      .runSlashCommand({ user: w.alice, guildId: w.guild.id, channelId: w.channelId, name: 'board' })
      .response();
    const answer = await w.standIn.clickButton({ user: w.bob, message: board, customId: failId }).response();
    expect(answer.content).toBe('It is not your turn.');
    expect(answer.flags & EPHEMERAL).toBe(EPHEMERAL);
  });

  it('answers a click on an outdated board (store StaleVersionError) "board changed", and writes nothing', async () => {
    const games = w.store.collection('test-games', Game);
    await games.create('g1', { moves: [] });
    await games.update('g1', () => ({ moves: ['first'] }));
    const board = await w.standIn
      .runSlashCommand({ user: w.alice, guildId: w.guild.id, channelId: w.channelId, name: 'board' })
      .response();
    const click = w.standIn.clickButton({ user: w.bob, message: board, customId: staleId });
    const answer = await click.followUp();
    expect(click.record.ack?.type).toBe(6);
    expect(answer.content).toBe(MESSAGES.boardChanged);
    expect(answer.flags & EPHEMERAL).toBe(EPHEMERAL);
    expect(await games.get('g1')).toMatchObject({ version: 2, value: { moves: ['first'] } });
    expect(w.standIn.message(board.id)?.content).toBe('board v3');
  });

  it('survives Discord refusing the answer itself (403 on the callback): logged, and the next command works', async () => {
    const fault = w.standIn.failRoute({
      method: 'POST',
      route: '/interactions/:id/:token/callback',
      status: 403,
      times: 2,
    });
    w.standIn.runSlashCommand({ user: w.alice, guildId: w.guild.id, channelId: w.channelId, name: 'ping' });
    await waitForLog((l) => l.msg === 'could not send the error reply');
    expect(fault.hits).toBe(2);
    expect(w.logs.some((l) => l.msg === 'missing permissions' && l.route === '/ping')).toBe(true);
    const next = w.standIn.runSlashCommand({ user: w.bob, guildId: w.guild.id, channelId: w.channelId, name: 'ping' });
    expect((await next.response()).content).toBe('pong, bob');
  });

  it('tells the player when Discord refuses the bot a permission (403, code 50013)', async () => {
    w.standIn.failRoute({ method: 'POST', route: '/channels/:channelId/messages', status: 403 });
    const i = w.standIn.runSlashCommand({ user: w.alice, guildId: w.guild.id, channelId: w.channelId, name: 'post' });
    const answer = await i.response();
    expect(answer.content).toBe(MESSAGES.missingPermissions);
    expect(answer.flags & EPHEMERAL).toBe(EPHEMERAL);
    expect(w.logs.some((l) => l.msg === 'missing permissions' && l.route === '/post')).toBe(true);
  });

  // These two hold the bot to Discord's real 3 s window, in wall-clock time. The bot defers after 2 s,
  // so a stall of the whole test process (stand-in and bot alike) for over a second on a loaded machine
  // makes Discord's side see the defer late; one retry absorbs that, while a bot that does not defer in
  // time fails every attempt. Each attempt runs its own interaction.
  it('defers a slow command within 3 s and then fills in the answer', { retry: 2 }, () =>
    withAckWindow(w.standIn, async () => {
      const i = w.standIn.runSlashCommand({ user: w.alice, guildId: w.guild.id, channelId: w.channelId, name: 'slow' });
      // The first callback attempt, accepted or not, so that a late one fails here with its latency.
      const first = await w.standIn.waitFor(() => i.record.callbacks[0], 10_000, 'the first callback');
      expect(first.type).toBe(5);
      expect(first.latencyMs).toBeGreaterThanOrEqual(1900);
      expect(first.latencyMs).toBeLessThan(DISCORD_ACK_WINDOW_MS);
      expect(i.record.ack).toBe(first);
      const answer = await i.response(10_000);
      expect(answer.content).toBe('done slowly');
      expect(answer.createdAt - i.record.dispatchedAt).toBeLessThan(DISCORD_ACK_WINDOW_MS);
      expect((answer.editedAt ?? 0) - i.record.dispatchedAt).toBeGreaterThanOrEqual(3500);
    }),
  );

  it('defers a slow button with a deferred update, then edits the clicked message', { retry: 2 }, () =>
    withAckWindow(w.standIn, async () => {
      const board = await w.standIn
        .runSlashCommand({ user: w.alice, guildId: w.guild.id, channelId: w.channelId, name: 'board' })
        .response();
      const click = w.standIn.clickButton({ user: w.bob, message: board, customId: slowId });
      const first = await w.standIn.waitFor(() => click.record.callbacks[0], 10_000, 'the first callback');
      expect(first.type).toBe(6);
      expect(first.latencyMs).toBeLessThan(DISCORD_ACK_WINDOW_MS);
      expect(click.record.ack).toBe(first);
      const edited = await click.response(10_000);
      expect(edited.id).toBe(board.id);
      expect(edited.content).toBe('slowly pressed by bob');
    }),
  );

  it('answers for a handler that returned without answering', async () => {
    const i = w.standIn.runSlashCommand({ user: w.alice, guildId: w.guild.id, channelId: w.channelId, name: 'silent' });
    const answer = await i.response();
    expect(answer.flags & EPHEMERAL).toBe(EPHEMERAL);
    expect(w.logs.some((l) => l.msg === 'handler returned without answering' && l.route === '/silent')).toBe(true);
  });

  it('retries a reply that Discord rate-limited (429) and then delivers it', async () => {
    const fault = w.standIn.failRoute({
      method: 'POST',
      route: '/interactions/:id/:token/callback',
      status: 429,
      retryAfter: 0.3,
    });
    const started = Date.now();
    const i = w.standIn.runSlashCommand({ user: w.bob, guildId: w.guild.id, channelId: w.channelId, name: 'ping' });
    const reply = await i.response();
    expect(reply.content).toBe('pong, bob');
    expect(fault.hits).toBe(1);
    // The stand-in records a request once answered, just after the reply it carried was stored.
    const attempts = await w.standIn.waitFor(() => {
      const list = w.standIn.requests.filter((r) => r.method === 'POST' && r.path.includes(`/interactions/${i.id}/`));
      return list.length === 2 && list;
    });
    expect(attempts.map((r) => [r.status, r.fault])).toEqual([
      [429, true],
      [204, false],
    ]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
    expect(w.logs.some((l) => l.msg === 'rate limited (429), retrying')).toBe(true);
  });

  it('never called a route the stand-in does not know', () => {
    expect(w.standIn.unknownRoutes).toEqual([]);
  });
});

/** A log line, polled: generous, since a loaded machine can take seconds where an idle one takes milliseconds. */
function waitForLog(match: (l: (typeof w.logs)[number]) => boolean, timeoutMs = 10_000) {
  const started = Date.now();
  return new Promise<(typeof w.logs)[number]>((resolve, reject) => {
    const poll = () => {
      const line = w.logs.find(match);
      if (line) resolve(line);
      else if (Date.now() - started > timeoutMs) reject(new Error(`log line not found in ${timeoutMs} ms`));
      else setTimeout(poll, 20);
    };
    poll();
  });
}
