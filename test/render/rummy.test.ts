/**
 * Rummy's pictures: the table at 2 to 6 seats is 640 px wide (its 18 px text is 11 px or more when a
 * phone shows it 400 px wide) and grows with the melds; the alt text names what the picture shows;
 * the hand and summary pictures are valid PNGs sized to their content.
 */
import { loadImage } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { pipTotal } from '../../src/games/rummy/engine/index.ts';
import { renderRummyHand, renderRummySummary, renderRummyTable } from '../../src/games/rummy/render/pooled.ts';
import { rummySampleModel, rummySampleState } from '../../src/games/rummy/render/samples.ts';
import { describeRummyTable, TABLE_WIDTH } from '../../src/games/rummy/render/table.ts';
import { THEMES } from '../../src/render/theme.ts';

const size = async (png: Buffer) => {
  const image = await loadImage(png);
  return { width: image.width, height: image.height };
};

describe('the Rummy table picture', () => {
  it.each([2, 4, 6])('draws %i seats at 640 px, taller with more melds', async (players) => {
    const early = rummySampleModel(players, 1);
    const later = rummySampleModel(players, 60);
    const a = await size(await renderRummyTable(early, THEMES.classic));
    const b = await size(await renderRummyTable(later, THEMES.fourColour));
    expect(a.width).toBe(TABLE_WIDTH);
    expect(b.width).toBe(TABLE_WIDTH);
    if (later.melds.length > early.melds.length) expect(b.height).toBeGreaterThanOrEqual(a.height);
    // 18 px, the smallest text, is at least 11 px on a phone 400 px wide.
    expect((18 * 400) / TABLE_WIDTH).toBeGreaterThanOrEqual(11);
  });

  it('says in its alt text the piles, every seat and every meld', () => {
    const model = rummySampleModel(6, 60);
    const alt = describeRummyTable(model);
    expect(alt).toContain(`Stock ${model.stockSize}`);
    expect(alt).toContain(`discard pile ${model.discardSize}`);
    for (const seat of model.seats) expect(alt).toContain(`${seat.name}`);
    expect(alt).toMatch(/\(dealer\)/);
    expect(alt).toMatch(/to (draw|meld, lay off or discard)/);
    model.melds.forEach((meld, n) => {
      expect(alt).toContain(`${n + 1}: ${meld.join(' ')}`);
    });
  });
});

describe('the Rummy hand and summary pictures', () => {
  it('draws a hand in rows of eight and a summary row per seat', async () => {
    const state = rummySampleState(2, 0);
    const hand = state.current.hands[0] ?? [];
    expect(hand).toHaveLength(10);
    const h = await size(await renderRummyHand(hand, THEMES.classic, hand[3] ?? null));
    expect(h.width).toBe(640);
    const one = await size(await renderRummyHand(hand.slice(0, 8), THEMES.classic, null));
    expect(h.height).toBeGreaterThan(one.height);
    const seats = state.current.hands.map((cards, n) => ({
      name: `seat ${n}`,
      cards,
      pips: pipTotal(cards),
      payment: n === 0 ? 10 : -10,
      total: n === 0 ? 10 : 0,
      winner: n === 0,
    }));
    const two = await size(await renderRummySummary({ title: 'Hand 1', seats, note: '' }, THEMES.classic));
    const six = await size(
      await renderRummySummary({ title: 'Hand 1', seats: [...seats, ...seats, ...seats], note: 'x' }, THEMES.classic),
    );
    expect(six.height).toBeGreaterThan(two.height);
  });
});
