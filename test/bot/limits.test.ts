/**
 * Every payload the responder sends is cut to Discord's limits (src/bot/limits.ts): a reply, an
 * update, an error and a follow-up over 2,000 characters or 10 embeds are delivered cut, never
 * refused by Discord (400 / 50035).
 */
import { ActionRowBuilder, ButtonBuilder, ButtonStyle, SlashCommandBuilder } from 'discord.js';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCustomId } from '../../src/bot/customId.ts';
import { capPayload, cut, LIMITS } from '../../src/bot/limits.ts';
import { type SlashCommand, UserError } from '../../src/bot/types.ts';
import { botWorld } from './harness.ts';

const LONG = `${'word '.repeat(1200)}end`;
const editId = makeCustomId({ namespace: 'long', action: 'edit', gameId: '-', version: 0 });

const commands: SlashCommand[] = [
  {
    data: new SlashCommandBuilder().setName('long').setDescription('Long answers'),
    async execute(_i, { res }) {
      const button = new ButtonBuilder().setCustomId(editId).setLabel('Edit').setStyle(ButtonStyle.Primary);
      await res.reply({ content: LONG, components: [new ActionRowBuilder<ButtonBuilder>().addComponents(button)] });
      await res.followUp({
        // Plain objects: EmbedBuilder itself throws on a description over 4096.
        embeds: Array.from({ length: 12 }, (_, k) => ({ title: `t${k}`.repeat(100), description: LONG.repeat(2) })),
      });
    },
    components: {
      edit: {
        async run(_i, { res }) {
          await res.update({ content: `edited ${LONG}` });
        },
      },
    },
  },
  {
    data: new SlashCommandBuilder().setName('refuse').setDescription('A long refusal'),
    execute() {
      throw new UserError(`No: ${LONG} <@everyone>`);
    },
  },
];

describe('cutting to Discord limits', () => {
  it('cuts text with an ellipsis, never splitting a surrogate pair', () => {
    expect(cut('abc', 3)).toBe('abc');
    expect(cut('abcd', 3)).toBe('ab…');
    expect(cut('a😀b', 3)).toBe('a…');
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), fc.integer({ min: 2, max: 200 }), (s, max) => {
        const c = cut(s, max);
        expect(c.length).toBeLessThanOrEqual(max);
        // A cut never leaves a lone high surrogate just before the ellipsis.
        if (c !== s) expect(/[\ud800-\udbff]…$/.test(c)).toBe(false);
      }),
    );
  });

  it('keeps a payload within the limits unchanged', () => {
    const msg = { content: 'hello', ephemeral: true };
    expect(capPayload(msg)).toBe(msg);
  });

  it('caps embeds to 10, their fields to 25 and their text to 6000 characters in all', () => {
    const embeds = Array.from({ length: 12 }, () => ({
      title: 't'.repeat(300),
      description: 'd'.repeat(5000),
      fields: Array.from({ length: 30 }, () => ({ name: 'n'.repeat(300), value: 'v'.repeat(2000) })),
    }));
    const out = capPayload({ embeds }).embeds as { title: string; description: string; fields: unknown[] }[];
    expect(out.length).toBeGreaterThan(0);
    expect(out.length).toBeLessThanOrEqual(LIMITS.embeds);
    const size = JSON.stringify(out).length;
    expect(size).toBeLessThan(LIMITS.embedTotal * 2);
    expect(out[0]?.title).toHaveLength(LIMITS.title);
  });
});

describe('replies over the limits, through the stand-in', () => {
  let w: Awaited<ReturnType<typeof botWorld>>;
  beforeAll(async () => {
    w = await botWorld(commands);
  });
  afterAll(() => w?.close());

  const refused = () => w.standIn.requests.filter((r) => r.status === 400);

  it('delivers a long reply, its follow-up of 12 long embeds and a long update, cut', async () => {
    const i = w.standIn.runSlashCommand({ user: w.alice, guildId: w.guild.id, channelId: w.channelId, name: 'long' });
    const reply = await i.response();
    expect(reply.content).toHaveLength(LIMITS.content);
    expect(reply.content.endsWith('…')).toBe(true);
    const embeds = (await i.followUp(0)).embeds as { description?: string }[];
    expect(embeds.length).toBeGreaterThan(0);
    expect(embeds.length).toBeLessThanOrEqual(LIMITS.embeds);
    const click = w.standIn.clickButton({ user: w.bob, message: reply, customId: editId });
    await click.acknowledged();
    const edited = await w.standIn.waitFor(() => (reply.content.startsWith('edited') ? reply : undefined));
    expect(edited.content).toHaveLength(LIMITS.content);
    expect(refused()).toEqual([]);
  });

  it('delivers a long refusal privately, cut, pinging nobody', async () => {
    const i = w.standIn.runSlashCommand({ user: w.alice, guildId: w.guild.id, channelId: w.channelId, name: 'refuse' });
    const answer = await i.privateAnswer();
    expect(answer.content).toHaveLength(LIMITS.content);
    expect(answer.content.startsWith('No: word')).toBe(true);
    expect(answer.allowedMentions).toEqual({ parse: [] });
    expect(refused()).toEqual([]);
  });
});
