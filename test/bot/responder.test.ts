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
const id = (action: string, namespace = 'r') => makeCustomId({ namespace, action, gameId: '-', version: 0 });
const slash = (name: string, execute: SlashCommand['execute'], extra: Partial<SlashCommand> = {}): SlashCommand => ({
  data: new SlashCommandBuilder().setName(name).setDescription(name),
  execute,
  ...extra,
});

/** What `post` gave each private hand's control (a message, or null when it could not post). */
const posted = new Map<string, { id: string } | null>();

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
  // A private hand (an ephemeral message) whose controls post the public board as the click's follow-up.
  slash(
    'hand',
    async (_i, { res }) => {
      await res.reply({
        content: 'your hand: A♠ K♦',
        ephemeral: true,
        components: [
          new ActionRowBuilder<ButtonBuilder>().addComponents(
            ['play', 'deferred', 'unanswered', 'reply'].map((a) =>
              new ButtonBuilder().setCustomId(id(a, 'hand')).setLabel(a).setStyle(ButtonStyle.Secondary),
            ),
          ),
        ],
      });
    },
    {
      components: {
        // Answered with an update (callback 7), then the board as a follow-up.
        play: {
          async run(_i, { res }) {
            await res.update({ content: 'your hand: K♦', components: [] });
            posted.set('play', await res.post({ content: 'board after play' }));
          },
        },
        // Answered with a deferred update (callback 6): the follow-up is still public.
        deferred: {
          async run(_i, { res }) {
            await res.defer('update');
            posted.set('deferred', await res.post({ content: 'board after a deferred update' }));
            await res.update({ content: 'your hand, redrawn', components: [] });
          },
        },
        // The board is ready before the hand's redraw: the click is acknowledged by the post itself.
        unanswered: {
          async run(_i, { res }) {
            posted.set('unanswered', await res.post({ content: 'board before the hand' }));
            await res.update({ content: 'your hand, redrawn after the board', components: [] });
          },
        },
        // After a private deferred reply the first follow-up would fill its placeholder, privately: never posted so.
        reply: {
          async run(_i, { res }) {
            await res.defer('ephemeral');
            posted.set('reply', await res.post({ content: 'board after a deferred reply' }));
            await res.reply('a private note');
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

  describe('on a private (ephemeral) message', () => {
    const hand = async () => {
      const m = await w.standIn
        .runSlashCommand({ user: w.bob, guildId: w.guild.id, channelId: w.channelId, name: 'hand' })
        .response();
      expect(m.visibleTo).toBe(w.bob.id);
      return m;
    };
    const click = (message: string, action: string) =>
      w.standIn.clickButton({ user: w.bob, message, customId: id(action, 'hand') });
    /** `post`'s message: a public follow-up of the click, seen by everyone in the channel, the hand left private. */
    const publicFollowUp = async (action: string, h: ReturnType<typeof click>, content: string, handId: string) => {
      await w.standIn.waitFor(() => posted.has(action), 10_000, `${action} posted`);
      const board = await h.followUp(0);
      expect(posted.get(action)?.id).toBe(board.id);
      expect(board.content).toBe(content);
      expect(board.visibleTo).toBeNull();
      expect(board.flags & EPHEMERAL).toBe(0);
      expect(h.followUps()).toHaveLength(1);
      // Alice (who cannot see bob's hand) can use the board; the hand stays bob's alone.
      expect(w.standIn.message(handId)?.visibleTo).toBe(w.bob.id);
      expect(() => w.standIn.clickButton({ user: w.alice, message: handId, customId: id(action, 'hand') })).toThrow();
    };

    it('after an update (7): the board is a public follow-up', async () => {
      const m = await hand();
      const h = click(m.id, 'play');
      expect((await h.acknowledged()).type).toBe(7);
      await publicFollowUp('play', h, 'board after play', m.id);
      expect(w.standIn.message(m.id)?.content).toBe('your hand: K♦');
      oneAck(h);
    });

    it('after a deferred update (6): the board is a public follow-up, then the hand is edited', async () => {
      const m = await hand();
      const h = click(m.id, 'deferred');
      expect((await h.acknowledged()).type).toBe(6);
      await publicFollowUp('deferred', h, 'board after a deferred update', m.id);
      await w.standIn.waitFor(() => w.standIn.message(m.id)?.content === 'your hand, redrawn');
      oneAck(h);
    });

    it('posted before any answer: a deferred update first, the board public, the hand edited after', async () => {
      const m = await hand();
      const h = click(m.id, 'unanswered');
      expect((await h.acknowledged()).type).toBe(6);
      await publicFollowUp('unanswered', h, 'board before the hand', m.id);
      await w.standIn.waitFor(() => w.standIn.message(m.id)?.content === 'your hand, redrawn after the board');
      oneAck(h);
    });

    it('after a private deferred reply: nothing posted (it would fill the private placeholder)', async () => {
      const m = await hand();
      const h = click(m.id, 'reply');
      expect((await h.acknowledged()).type).toBe(5);
      const note = await h.response();
      expect(note.content).toBe('a private note');
      expect(note.visibleTo).toBe(w.bob.id);
      expect(posted.get('reply')).toBeNull();
      expect(h.followUps()).toEqual([]);
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
