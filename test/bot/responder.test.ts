/**
 * The responder in every interaction state, through the stand-in: whatever a
 * handler calls, in whatever order, Discord gets exactly one acknowledgement
 * and the player sees the intended message.
 */
import { ActionRowBuilder, ButtonBuilder, ButtonStyle, MessageFlags, Routes, SlashCommandBuilder } from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCustomId } from '../../src/bot/customId.ts';
import { type SlashCommand, UserError } from '../../src/bot/types.ts';
import { botWorld, sleep } from './harness.ts';

const EPHEMERAL = MessageFlags.Ephemeral;
const id = (action: string) => makeCustomId({ namespace: 'r', action, gameId: '-', version: 0 });
const slash = (name: string, execute: SlashCommand['execute'], extra: Partial<SlashCommand> = {}): SlashCommand => ({
  data: new SlashCommandBuilder().setName(name).setDescription(name),
  execute,
  ...extra,
});

const commands: SlashCommand[] = [
  slash(
    'r',
    async (_i, { res }) => {
      await res.reply({
        content: 'table',
        components: [
          new ActionRowBuilder<ButtonBuilder>().addComponents(
            ['note', 'twice', 'later', 'elsewhere'].map((a) =>
              new ButtonBuilder().setCustomId(id(a)).setLabel(a).setStyle(ButtonStyle.Secondary),
            ),
          ),
        ],
      });
    },
    {
      components: {
        // A private note to the clicker, then the shared table edited.
        note: {
          async run(i, { res }) {
            await res.reply({ content: `note for ${i.user.username}`, ephemeral: true });
            await res.update({ content: 'table, edited after a note', components: [] });
          },
        },
        // Another process of the bot answered this click first (it called back on the same token).
        elsewhere: {
          async run(i, { res }) {
            await i.client.rest.post(Routes.interactionCallback(i.id, i.token), { body: { type: 6 }, auth: false });
            await res.update({ content: 'table, edited by the process that lost the answer', components: [] });
          },
        },
        twice: {
          async run(_i, { res }) {
            await res.update('table v2');
            await res.update('table v3');
          },
        },
        // Declared to defer as an ephemeral reply: the edit of the table goes through the message.
        later: {
          defer: 'ephemeral',
          async run(_i, { res }) {
            await sleep(150);
            await res.reply('your hand: A♠ K♦');
            await res.update('table after a private answer');
          },
        },
      },
    },
  ),
  slash('twice', async (_i, { res }) => {
    await res.reply('one');
    await res.reply('two');
  }),
  slash('follow', async (_i, { res }) => {
    await res.followUp('first via followUp');
    await res.followUp('second via followUp');
  }),
  slash('edit', async (_i, { res }) => {
    await res.update('draft');
    await res.update('final');
  }),
  slash(
    'private-slow',
    async (_i, { res }) => {
      await sleep(250);
      await res.reply('private, after a defer');
    },
    { defer: 'ephemeral' },
  ),
  slash('public-defer-fail', async (_i, { res }) => {
    await res.defer('reply');
    throw new UserError('That game is full.');
  }),
  slash('private-defer-fail', async (_i, { res }) => {
    await res.defer('ephemeral');
    throw new UserError('That game is full.');
  }),
  slash('defer-follow', async (_i, { res }) => {
    await res.defer();
    await res.followUp('first');
    await res.followUp('second');
  }),
  slash('race', async (_i, { res }) => {
    await sleep(100);
    await res.reply('raced');
  }),
];

let w: Awaited<ReturnType<typeof botWorld>>;
// A short auto-defer so the tests exercise it without waiting 2 s.
beforeAll(async () => {
  w = await botWorld(commands, { autoDeferMs: 100 });
});
afterAll(async () => {
  await w?.close();
});

const run = (name: string) =>
  w.standIn.runSlashCommand({ user: w.alice, guildId: w.guild.id, channelId: w.channelId, name });

/** Every callback Discord got for this interaction was accepted, and there was exactly one. */
const oneAck = (h: ReturnType<typeof run>) => {
  expect(h.record.callbacks.map((c) => c.status < 300)).toEqual([true]);
};

describe('responder', () => {
  it('a second reply becomes a follow-up', async () => {
    const h = run('twice');
    expect((await h.response()).content).toBe('one');
    expect((await h.followUp(0)).content).toBe('two');
    oneAck(h);
  });

  it('followUp as the first answer replies', async () => {
    const h = run('follow');
    expect((await h.response()).content).toBe('first via followUp');
    expect((await h.followUp(0)).content).toBe('second via followUp');
    oneAck(h);
  });

  it('update on a command edits its reply', async () => {
    const h = run('edit');
    const reply = await w.standIn.waitFor(() => h.original()?.content === 'final' && h.original());
    expect(reply.history.map((v) => v.content)).toEqual(['draft']);
    oneAck(h);
  });

  it('an ephemeral auto-defer keeps the answer private', async () => {
    const h = run('private-slow');
    const ack = await h.acknowledged();
    expect(ack.type).toBe(5);
    const answer = await h.response();
    expect(answer.content).toBe('private, after a defer');
    expect(answer.flags & EPHEMERAL).toBe(EPHEMERAL);
    oneAck(h);
  });

  it('an error after a public defer replaces the "thinking…" message (Discord cannot make it private any more)', async () => {
    const h = run('public-defer-fail');
    const answer = await h.response();
    expect(answer.content).toBe('That game is full.');
    expect(answer.flags & EPHEMERAL).toBe(0);
    expect(h.followUps()).toEqual([]);
    oneAck(h);
  });

  it('a follow-up after a defer fills the placeholder, the next one is a new message', async () => {
    const h = run('defer-follow');
    expect((await h.response()).content).toBe('first');
    expect((await h.followUp(0)).content).toBe('second');
    oneAck(h);
  });

  it('an error after a private defer fills the placeholder', async () => {
    const h = run('private-defer-fail');
    const answer = await h.response();
    expect(answer.content).toBe('That game is full.');
    expect(answer.flags & EPHEMERAL).toBe(EPHEMERAL);
    expect(h.followUps()).toEqual([]);
    oneAck(h);
  });

  it('never double-acknowledges when the handler answers as the auto-defer fires', async () => {
    for (let n = 0; n < 5; n++) {
      const h = run('race');
      expect((await h.response()).content).toBe('raced');
      oneAck(h);
    }
  });

  describe('on a button', () => {
    const table = async () => (await run('r').response()).id;
    const click = (message: string, action: string) =>
      w.standIn.clickButton({ user: w.bob, message, customId: id(action) });

    it('reply then update: a private note, then the table edited', async () => {
      const message = await table();
      const h = click(message, 'note');
      const note = await h.response();
      expect(note.content).toBe('note for bob');
      expect(note.visibleTo).toBe(w.bob.id);
      await w.standIn.waitFor(() => w.standIn.message(message)?.content === 'table, edited after a note');
      oneAck(h);
    });

    it('update twice: the second edits the same message', async () => {
      const message = await table();
      const h = click(message, 'twice');
      const edited = await w.standIn.waitFor(() => w.standIn.message(message)?.content === 'table v3');
      expect(edited).toBe(true);
      expect(h.record.ack?.type).toBe(7);
      oneAck(h);
    });

    it('answered first by another process (40060): the clicked message is still edited, through the channel', async () => {
      const message = await table();
      const h = click(message, 'elsewhere');
      await w.standIn.waitFor(
        () => w.standIn.message(message)?.content === 'table, edited by the process that lost the answer',
      );
      expect(w.standIn.message(message)?.components).toEqual([]);
      await w.standIn.waitFor(() => h.record.callbacks.length === 2);
      expect(h.record.callbacks.map((c) => c.status)).toEqual([204, 400]);
      expect(w.logs.filter((l) => l.msg === 'interaction handler failed')).toEqual([]);
    });

    it('a declared ephemeral defer: private answer, then the table edited through the message', async () => {
      const message = await table();
      const h = click(message, 'later');
      expect((await h.acknowledged()).type).toBe(5);
      const answer = await h.response();
      expect(answer.content).toBe('your hand: A♠ K♦');
      expect(answer.flags & EPHEMERAL).toBe(EPHEMERAL);
      await w.standIn.waitFor(() => w.standIn.message(message)?.content === 'table after a private answer');
      oneAck(h);
    });
  });

  it('an interaction that expired before the answer (10062) is logged, with no doomed error reply', async () => {
    const before = w.standIn.settings.interactionTimeoutMs;
    w.standIn.settings.interactionTimeoutMs = 0;
    try {
      const h = run('twice');
      await w.standIn.waitFor(() => h.record.callbacks.length > 0);
      await w.standIn
        .waitFor(() => w.logs.some((l) => l.msg === 'interaction expired before it was answered'), 10_000)
        .catch(() => undefined);
      expect(w.logs.some((l) => l.msg === 'interaction expired before it was answered' && l.route === '/twice')).toBe(
        true,
      );
      expect(h.record.callbacks.map((c) => c.status)).toEqual([404]);
      expect(w.logs.some((l) => l.msg === 'interaction handler failed' && l.route === '/twice')).toBe(false);
    } finally {
      w.standIn.settings.interactionTimeoutMs = before;
    }
  });
});
