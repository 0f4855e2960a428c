import {
  ActionRowBuilder,
  ButtonBuilder,
  ButtonStyle,
  type Client,
  DiscordAPIError,
  MessageFlags,
  ModalBuilder,
  Routes,
  StringSelectMenuBuilder,
  TextInputBuilder,
  TextInputStyle,
} from 'discord.js';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_BOT, DEFAULT_EVERYONE, type StandInOptions } from '../../src/tools/standin/index.ts';
import { connect, world } from './helpers.ts';

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

async function setup(opts: StandInOptions = {}) {
  const w = await world(opts);
  cleanups.push(() => w.standIn.close());
  const client: Client = await connect(w.standIn);
  cleanups.push(() => client.destroy());
  const slash = (name: string, options = {}, user = w.alice) =>
    w.standIn.runSlashCommand({ user, guildId: w.guild.id, channelId: w.channelId, name, options });
  return { ...w, client, slash };
}

function gameRow(prefix = 'game') {
  return new ActionRowBuilder<ButtonBuilder>().addComponents(
    new ButtonBuilder().setCustomId(`${prefix}:play:1`).setLabel('Play').setStyle(ButtonStyle.Primary),
    new ButtonBuilder()
      .setCustomId(`${prefix}:pass:1`)
      .setLabel('Pass')
      .setStyle(ButtonStyle.Secondary)
      .setDisabled(true),
  );
}

describe('slash commands', () => {
  it('dispatches a command with typed options and a resolved USER option, answered by a reply', async () => {
    const w = await setup();
    w.client.on('interactionCreate', async (i) => {
      if (!i.isChatInputCommand()) return;
      const target = i.options.getUser('opponent', true);
      const member = i.options.getMember('opponent');
      const rounds = i.options.getInteger('rounds');
      const sub = i.options.getSubcommand();
      const nick = member && 'displayName' in member ? member.displayName : '?';
      await i.reply({ content: `${sub}: ${i.user.username} vs ${target.username} (${nick}) x${rounds}` });
    });
    const h = w.slash('abstrac', { subcommand: 'start', opponent: w.bob, rounds: 3 });
    const reply = await h.response();
    expect(reply.content).toBe('start: alice vs bob (bob) x3');
    expect(reply.channelId).toBe(w.channelId);
    expect(reply.flags & MessageFlags.Ephemeral).toBe(0);
    expect(reply.interactionId).toBe(h.id);
    expect(h.record.ack?.type).toBe(4);
    expect(h.record.ack?.latencyMs).toBeLessThan(3000);
    expect(w.standIn.messages(w.channelId)).toContain(reply);
  });

  it('defers, then edits the reply; ephemeral follow-ups are visible only to the user', async () => {
    const w = await setup();
    w.client.on('interactionCreate', async (i) => {
      if (!i.isChatInputCommand()) return;
      await i.deferReply({ flags: MessageFlags.Ephemeral });
      await new Promise((r) => setTimeout(r, 50));
      await i.editReply('done thinking');
      await i.followUp({ content: 'psst', flags: MessageFlags.Ephemeral });
    });
    const h = w.slash('hand');
    const ack = await h.acknowledged();
    expect(ack.type).toBe(5);
    const reply = await h.response();
    expect(reply.content).toBe('done thinking');
    expect(reply.visibleTo).toBe(w.alice.id);
    expect(reply.flags & MessageFlags.Ephemeral).toBe(MessageFlags.Ephemeral);
    expect(reply.history[0]?.flags ?? 0).toBe(MessageFlags.Ephemeral | MessageFlags.Loading);
    const follow = await h.followUp(0);
    expect(follow.content).toBe('psst');
    expect(follow.visibleTo).toBe(w.alice.id);
    // Ephemeral messages cannot be fetched through the channel.
    await expect(w.client.rest.get(Routes.channelMessage(w.channelId, reply.id))).rejects.toMatchObject({
      code: 10008,
    });
  });

  it('a first follow-up after a deferred reply replaces the deferred message, as on Discord', async () => {
    const w = await setup();
    w.client.on('interactionCreate', async (i) => {
      if (!i.isChatInputCommand()) return;
      await i.deferReply();
      await i.followUp('first');
      await i.followUp('second');
    });
    const h = w.slash('x');
    expect((await h.response()).content).toBe('first');
    expect((await h.followUp(0)).content).toBe('second');
    expect(h.followUps()).toHaveLength(1);
  });

  it('rejects a second acknowledgement with 40060 and records both attempts', async () => {
    const w = await setup();
    const second = new Promise<unknown>((resolve) => {
      w.client.on('interactionCreate', async (i) => {
        if (!i.isChatInputCommand()) return;
        await i.reply('first');
        const body = { type: 4, data: { content: 'again' } };
        resolve(
          await w.client.rest.post(Routes.interactionCallback(i.id, i.token), { body, auth: false }).catch((e) => e),
        );
      });
    });
    const h = w.slash('twice');
    const err = await second;
    expect(err).toBeInstanceOf(DiscordAPIError);
    expect(err).toMatchObject({ status: 400, code: 40060 });
    expect(h.record.callbacks.map((c) => c.status)).toEqual([204, 400]);
    expect(w.standIn.messages(w.channelId).map((m) => m.content)).toEqual(['first']);
  });

  it('refuses an acknowledgement after the timeout with 10062 Unknown interaction', async () => {
    const w = await setup({ settings: { interactionTimeoutMs: 100 } });
    const result = new Promise<unknown>((resolve) => {
      w.client.on('interactionCreate', async (i) => {
        if (!i.isChatInputCommand()) return;
        await new Promise((r) => setTimeout(r, 200));
        resolve(await i.reply('too late').catch((e) => e));
      });
    });
    const h = w.slash('slow');
    expect(await result).toMatchObject({ status: 404, code: 10062 });
    expect(h.record.ack).toBeNull();
    expect(h.record.callbacks[0]?.latencyMs).toBeGreaterThanOrEqual(200);
  });

  it('carries locale, guild_locale, context and authorizing_integration_owners, as Discord sends them', async () => {
    const w = await setup();
    const seen = new Promise<Record<string, unknown>>((resolve) => {
      w.client.on('interactionCreate', (i) => {
        resolve({
          locale: i.locale,
          guildLocale: i.guildLocale,
          context: i.context,
          owners: { ...i.authorizingIntegrationOwners },
          appPermissions: i.appPermissions?.bitfield,
        });
      });
    });
    const h = w.slash('where');
    expect(await seen).toEqual({
      locale: 'en-US',
      guildLocale: 'en-US',
      context: 0,
      owners: { guildId: w.guild.id, userId: null },
      appPermissions: DEFAULT_BOT | DEFAULT_EVERYONE,
    });
    expect(h.record.payload).toMatchObject({ locale: 'en-US', guild_locale: 'en-US', context: 0 });
  });

  it('a DM command carries the user install context and no guild locale', async () => {
    const w = await setup();
    await w.client.application?.commands.set([{ name: 'dm', description: 'd', contexts: [0, 1] }]);
    const seen = new Promise<Record<string, unknown>>((resolve) => {
      w.client.on('interactionCreate', (i) => {
        const owners = i.authorizingIntegrationOwners;
        resolve({ locale: i.locale, guildLocale: i.guildLocale, context: i.context, owner: owners.guildId });
      });
    });
    w.standIn.runDmCommand({ user: w.alice, name: 'dm' });
    // A guild-installed app's own bot DM: the guild install's owner is "0" (Discord's docs).
    expect(await seen).toEqual({ locale: 'en-US', guildLocale: null, context: 1, owner: '0' });
  });

  it('refuses a callback, a follow-up and an edit with 401 / 50027 once the token is 15 minutes old', async () => {
    // A callback window longer than the token's life, so the token is what refuses the late callback.
    const w = await setup({ settings: { interactionTimeoutMs: 60 * 60_000 } });
    expect(w.standIn.settings.interactionTokenTtlMs).toBe(15 * 60_000);
    let expired = false;
    const results = new Map<string, Promise<unknown[]>>();
    const done = new Map<string, (v: unknown[]) => void>();
    for (const name of ['answered', 'late']) results.set(name, new Promise((r) => done.set(name, r)));
    w.client.on('interactionCreate', async (i) => {
      if (!i.isChatInputCommand()) return;
      if (i.commandName === 'answered') await i.reply('v1');
      await w.standIn.waitFor(() => expired || undefined);
      const out =
        i.commandName === 'late'
          ? [await i.reply('too late').catch((e) => e)]
          : [
              await i.editReply('v2').catch((e) => e),
              await i.followUp('more').catch((e) => e),
              await i.deleteReply().catch((e) => e),
            ];
      done.get(i.commandName)?.(out);
    });
    const answered = w.slash('answered');
    await answered.response();
    const late = w.slash('late');
    await w.standIn.waitFor(() => late.record.deliveredTo.length > 0 || undefined);
    w.standIn.expireInteractionTokens();
    expired = true;
    const errors = [...((await results.get('answered')) ?? []), ...((await results.get('late')) ?? [])];
    expect(errors).toHaveLength(4);
    for (const err of errors) expect(err).toMatchObject({ status: 401, code: 50027 });
    expect(answered.original()?.content).toBe('v1');
    expect(late.record.ack).toBeNull();
    expect(late.record.callbacks.map((c) => c.status)).toEqual([401]);
  });

  it('returns the callback resource with with_response=true', async () => {
    const w = await setup();
    const response = new Promise<{ id?: string; content?: string }>((resolve) => {
      w.client.on('interactionCreate', async (i) => {
        if (!i.isChatInputCommand()) return;
        const r = await i.reply({ content: 'hello', withResponse: true });
        resolve({ id: r.interaction.responseMessageId ?? undefined, content: r.resource?.message?.content });
      });
    });
    const h = w.slash('hello');
    const reply = await h.response();
    expect(await response).toEqual({ id: reply.id, content: 'hello' });
  });

  it('checks commands against registered definitions', async () => {
    const w = await setup();
    await w.client.rest.put(Routes.applicationGuildCommands(w.standIn.applicationId, w.guild.id), {
      body: [
        { name: 'play', description: 'Play', options: [{ type: 6, name: 'who', description: 'x', required: true }] },
      ],
    });
    expect(w.standIn.commands(w.guild.id).map((c) => c.name)).toEqual(['play']);
    expect(() => w.slash('nope')).toThrow(/not registered/);
    expect(() => w.slash('play')).toThrow(/who is required/);
    expect(() => w.slash('play', { who: w.bob, extra: 1 })).toThrow(/unknown option extra/);
    w.client.on('interactionCreate', (i) => {
      if (i.isChatInputCommand()) void i.reply(`${i.commandName} ${i.options.getUser('who')?.username}`);
    });
    // A registered USER option accepts a bare id too.
    expect((await w.slash('play', { who: w.bob.id }).response()).content).toBe('play bob');
  });
});

describe('components', () => {
  it('routes a button click with the clicking user and answers with an update', async () => {
    const w = await setup();
    w.client.on('interactionCreate', async (i) => {
      if (i.isChatInputCommand()) await i.reply({ content: 'board v1', components: [gameRow()] });
      if (i.isButton()) await i.update({ content: `board v2 by ${i.user.username} via ${i.customId}`, components: [] });
    });
    const board = await w.slash('start').response();
    expect(board.components).toHaveLength(1);
    const click = w.standIn.clickButton({ user: w.bob, message: board, customId: 'game:play:1' });
    const updated = await click.response();
    expect(updated.id).toBe(board.id);
    expect(updated.content).toBe('board v2 by bob via game:play:1');
    expect(updated.history.map((v) => v.content)).toEqual(['board v1']);
    expect(click.record.ack?.type).toBe(7);
    expect(click.record.userId).toBe(w.bob.id);
    const transcript = w.standIn.transcript().split('\n');
    expect(transcript).toEqual([
      '> /start by alice in #general',
      '#general StandInBot posted (/start by alice)',
      '    board v1',
      '    [Play] game:play:1  [Pass] (disabled) game:pass:1',
      expect.stringMatching(/^ {2}reply to \/start by alice after \d+ ms$/),
      '> game:play:1 by bob in #general',
      '#general StandInBot edited (/start by alice)',
      '    board v2 by bob via game:play:1',
      expect.stringMatching(/^ {2}update to game:play:1 by bob after \d+ ms$/),
    ]);
  });

  it('refuses clicks a real client cannot make, unless a stale click is asked for', async () => {
    const w = await setup();
    w.client.on('interactionCreate', async (i) => {
      if (i.isChatInputCommand()) await i.reply({ content: 'v1', components: [gameRow()] });
      if (i.isButton()) await i.update({ content: 'v2', components: [gameRow('next')] });
    });
    const board = await w.slash('start').response();
    expect(() => w.standIn.clickButton({ user: w.bob, message: board, customId: 'game:pass:1' })).toThrow(/disabled/);
    expect(() => w.standIn.clickButton({ user: w.bob, message: board, customId: 'nope' })).toThrow(/no component/);
    await w.standIn.clickButton({ user: w.bob, message: board, customId: 'game:play:1' }).response();
    expect(() => w.standIn.clickButton({ user: w.bob, message: board, customId: 'game:play:1' })).toThrow(
      /no component/,
    );
    const stale = w.standIn.clickButton({ user: w.alice, message: board, customId: 'game:play:1', allowStale: true });
    expect((await stale.acknowledged()).type).toBe(7);
  });

  it('refuses an update of a deleted message with 10008, leaving the interaction open for a reply', async () => {
    const w = await setup();
    const codes: unknown[] = [];
    w.client.on('interactionCreate', async (i) => {
      if (i.isChatInputCommand()) await i.reply({ content: 'v1', components: [gameRow()] });
      if (!i.isButton()) return;
      for (const first of [() => i.update({ content: 'v2' }), () => i.deferUpdate()])
        await first().catch((err: unknown) => codes.push(err instanceof DiscordAPIError ? err.code : err));
      await i.reply({ content: 'It is gone.', flags: MessageFlags.Ephemeral });
    });
    const board = await w.slash('start').response();
    const click = w.standIn.clickButton({ user: w.bob, message: board, customId: 'game:play:1' });
    w.standIn.deleteMessage(board.id);
    expect((await click.acknowledged()).type).toBe(4);
    expect(codes).toEqual([10008, 10008]);
    expect(click.record.callbacks.map((c) => [c.type, c.status])).toEqual([
      [7, 404],
      [6, 404],
      [4, 204],
    ]);
    expect((await click.privateAnswer()).content).toBe('It is gone.');
    expect(board.content).toBe('v1');
  });

  it('defers an update, then edits the message through the webhook', async () => {
    const w = await setup();
    w.client.on('interactionCreate', async (i) => {
      if (i.isChatInputCommand()) await i.reply({ content: 'v1', components: [gameRow()] });
      if (i.isButton()) {
        await i.deferUpdate();
        await i.editReply({ content: 'v2 after work' });
      }
    });
    const board = await w.slash('start').response();
    const click = w.standIn.clickButton({ user: w.bob, message: board, customId: 'game:play:1' });
    expect((await click.acknowledged()).type).toBe(6);
    expect((await click.response()).content).toBe('v2 after work');
  });

  it('dispatches select menu values', async () => {
    const w = await setup();
    const menu = new StringSelectMenuBuilder()
      .setCustomId('rummy:discard:7:3')
      .setMinValues(1)
      .setMaxValues(2)
      .addOptions({ label: 'A♠', value: 'A♠' }, { label: '10♦', value: '10♦' }, { label: 'K♣', value: 'K♣' });
    w.client.on('interactionCreate', async (i) => {
      if (i.isChatInputCommand()) {
        await i.reply({ components: [new ActionRowBuilder<StringSelectMenuBuilder>().addComponents(menu)] });
      }
      if (i.isStringSelectMenu())
        await i.reply({ content: `picked ${i.values.join(' ')}`, flags: MessageFlags.Ephemeral });
    });
    const msg = await w.slash('hand').response();
    const values = ['A♠', '10♦'];
    expect(() =>
      w.standIn.selectMenu({ user: w.bob, message: msg, customId: 'rummy:discard:7:3', values: ['Q♥'] }),
    ).toThrow(/no option/);
    const pick = w.standIn.selectMenu({ user: w.bob, message: msg, customId: 'rummy:discard:7:3', values });
    const reply = await pick.response();
    expect(reply.content).toBe('picked A♠ 10♦');
    expect(reply.visibleTo).toBe(w.bob.id);
  });

  it('rejects a custom_id over 100 characters with 400 Invalid Form Body', async () => {
    const w = await setup();
    const result = new Promise<unknown>((resolve) => {
      w.client.on('interactionCreate', async (i) => {
        if (!i.isChatInputCommand()) return;
        // Raw JSON: discord.js builders would refuse the id before it reaches Discord.
        const row = { type: 1, components: [{ type: 2, style: 1, label: 'too long', custom_id: 'x'.repeat(101) }] };
        resolve(await i.reply({ components: [row] }).catch((e) => e));
      });
    });
    const h = w.slash('long');
    const err = await result;
    expect(err).toMatchObject({ status: 400, code: 50035 });
    expect(JSON.stringify((err as DiscordAPIError).rawError)).toContain('BASE_TYPE_MAX_LENGTH');
    expect(h.record.ack).toBeNull();
  });
});

describe('modals', () => {
  it('shows a modal and submits it as the user, with the text values', async () => {
    const w = await setup();
    w.client.on('interactionCreate', async (i) => {
      if (i.isChatInputCommand()) {
        const input = new TextInputBuilder().setCustomId('meld').setLabel('Meld').setStyle(TextInputStyle.Short);
        const note = new TextInputBuilder()
          .setCustomId('note')
          .setLabel('Note')
          .setStyle(TextInputStyle.Paragraph)
          .setRequired(false);
        const modal = new ModalBuilder()
          .setCustomId('rummy:meld:9:2')
          .setTitle('Lay down')
          .addComponents(
            new ActionRowBuilder<TextInputBuilder>().addComponents(input),
            new ActionRowBuilder<TextInputBuilder>().addComponents(note),
          );
        await i.showModal(modal);
      }
      if (i.isModalSubmit()) {
        await i.reply(`${i.customId} ${i.user.username}: ${i.fields.getTextInputValue('meld')}`);
      }
    });
    const shown = w.slash('meld');
    const modal = await shown.modal();
    expect(modal).toMatchObject({ custom_id: 'rummy:meld:9:2', title: 'Lay down' });
    expect(() => w.standIn.submitModal(shown, {})).toThrow(/meld is required/);
    expect(() => w.standIn.submitModal(shown, { meld: 'x', other: 'y' })).toThrow(/no field\(s\) other/);
    const submit = w.standIn.submitModal(shown, { meld: '7♠ 8♠ 9♠' });
    expect((await submit.response()).content).toBe('rummy:meld:9:2 alice: 7♠ 8♠ 9♠');
    expect(submit.record.type).toBe(5);
  });
});
