/** A message laid out as a Components V2 card, and read back: its text and control ids wherever they sit. */
import { ActionRowBuilder, AttachmentBuilder, ButtonBuilder, ButtonStyle, MessageFlags } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { CARD_TEXT_MAX, cardComponents, isCard, messageCustomIds, messageText } from '../../src/bot/card.ts';

const row = new ActionRowBuilder<ButtonBuilder>().addComponents(
  new ButtonBuilder().setCustomId('g:play:1:2').setLabel('Play').setStyle(ButtonStyle.Primary),
);
const picture = new AttachmentBuilder(Buffer.from('png'), { name: 'board.png', description: 'The board: 9♠ on top' });

describe('a card', () => {
  it('holds the text, the pictures with their alt text and the controls in one container', () => {
    const { flags, components } = cardComponents('<@1>, your turn', [picture], [row], { accent: 0x3b82f6 });
    expect(flags).toBe(MessageFlags.IsComponentsV2);
    expect(components).toEqual([
      {
        type: 17,
        accent_color: 0x3b82f6,
        components: [
          { type: 10, content: '<@1>, your turn' },
          { type: 12, items: [{ media: { url: 'attachment://board.png' }, description: 'The board: 9♠ on top' }] },
          row.toJSON(),
        ],
      },
    ]);
    expect(messageText({ content: '', components })).toBe('<@1>, your turn');
    expect(messageCustomIds(components)).toEqual(['g:play:1:2']);
  });

  it('an edit names the pictures it keeps, has no accent when given none, and cuts its text to the limit', () => {
    const { components } = cardComponents('x'.repeat(CARD_TEXT_MAX + 10), undefined, [], {
      accent: null,
      keep: [{ name: 'table.png', alt: null }],
    });
    const [top] = components as unknown as {
      accent_color?: number;
      components: { content?: string; items?: unknown }[];
    }[];
    expect(top?.accent_color).toBeUndefined();
    expect(top?.components[0]?.content?.length).toBe(CARD_TEXT_MAX);
    expect(top?.components[1]?.items).toEqual([{ media: { url: 'attachment://table.png' } }]);
    expect(messageCustomIds(components)).toEqual([]);
  });

  it('reads a plain message as it is', () => {
    expect(messageText({ content: 'hello', components: [row] })).toBe('hello');
    expect(messageCustomIds([row])).toEqual(['g:play:1:2']);
    expect(isCard(MessageFlags.IsComponentsV2 | MessageFlags.Ephemeral)).toBe(true);
    expect(isCard(MessageFlags.Ephemeral)).toBe(false);
  });
});
