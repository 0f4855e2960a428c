/** Threedom's pictures: sizes, legibility on a phone, the four-colour deck, and alt text that says what the grid shows. */
import { loadImage } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { PILE_NAMES } from '../../src/games/threedom/engine/index.ts';
import { boardPayload, gridModel, roundSummary } from '../../src/games/threedom/pictures.ts';
import { THEMES } from '../../src/render/theme.ts';
import { describeThreedomGrid } from '../../src/games/threedom/render/alt.ts';
import { renderThreedomHand } from '../../src/games/threedom/render/pooled.ts';
import { THREEDOM_W } from '../../src/games/threedom/render/grid.ts';
import { threedomSamples } from '../../src/games/threedom/render/samples.ts';

const samples = Object.fromEntries(threedomSamples().map((s) => [s.name, s.session]));
const claim = samples['threedom-claim'];
const roundEnd = samples['threedom-round-end'];

describe('the Threedom grid', () => {
  it('is a PNG 760 px wide whose smallest text (22 px) stays ≥ 11 px shown 400 px wide', async () => {
    if (!claim) throw new Error('no sample');
    const board = await boardPayload(claim, THEMES.classic);
    const png = board.files[0]?.attachment as Buffer;
    const image = await loadImage(png);
    expect(image.width).toBe(THREEDOM_W);
    expect((22 * 400) / THREEDOM_W).toBeGreaterThanOrEqual(11);
    expect(image.height).toBeGreaterThan(900);
  });

  it('draws the four-colour deck when that theme is passed', async () => {
    if (!claim) throw new Error('no sample');
    const a = (await boardPayload(claim, THEMES.classic)).files[0]?.attachment as Buffer;
    const b = (await boardPayload(claim, THEMES.fourColour)).files[0]?.attachment as Buffer;
    expect(Buffer.compare(a, b)).not.toBe(0);
  });

  it('says in its alt text every pile with its name, top and count, the last turn, the claim and the turn', () => {
    if (!claim) throw new Error('no sample');
    const model = gridModel(claim);
    const alt = describeThreedomGrid(model);
    const match = claim.state.match;
    match.current.piles.forEach((pile, n) => {
      expect(alt).toContain(`${PILE_NAMES[n]} ${pile.at(-1) ?? 'empty'} (${pile.length})`);
    });
    const last = claim.state.last;
    if (!last) throw new Error('the sample has no last turn');
    expect(last.claims.length).toBeGreaterThan(0);
    expect(alt).toContain(
      `played ${last.play} on ${PILE_NAMES[last.on]} and took ${last.took} from ${PILE_NAMES[last.from]}`,
    );
    expect(alt).toContain(`claimed the ${last.claims[0]?.name}: ${last.claims[0]?.cards.join(' ')}`);
    expect(alt).toContain(`${last.points} points`);
    expect(alt).toContain(`Draw pile ${match.current.drawPile.length}`);
    expect(alt).toMatch(/(Maëlle|Tobias) to play\.$/);
    expect(alt.length).toBeLessThanOrEqual(1024);
    // The collected points agree with the card values (2–9 → 5, 10–K → 10, A → 15).
    const p = model.players.find((x) => x.collected.length > 0);
    const value = (c: string) => (c.startsWith('A') ? 15 : /^(10|J|Q|K)/.test(c) ? 10 : 5);
    expect(p?.points).toBe(p?.collected.reduce((s, c) => s + value(c), 0));
  });

  it('never shows a hand card on the public board', async () => {
    if (!claim) throw new Error('no sample');
    const board = await boardPayload(claim, THEMES.classic);
    const text = `${board.content} ${board.files.map((f) => f.description).join(' ')}`;
    const hands = claim.state.match.current.hands;
    for (const card of [...hands.p1, ...hands.p2].filter((c) => !claim.state.shown.includes(c)))
      expect(text).not.toContain(` ${card} `);
  });

  it('sums up a finished round: why it ended and each side’s points', async () => {
    if (!roundEnd) throw new Error('no sample');
    const summary = await roundSummary(roundEnd, 0, THEMES.classic);
    const h = roundEnd.state.match.history[0];
    expect(summary.content).toContain(`Round 1 is over`);
    // In the summary picture's words: "30 this round · 30 of 500".
    expect(summary.content).toContain(`Maëlle ${h?.points[0]} this round · ${h?.points[0]} of 500`);
    expect(summary.content).toContain(`Tobias ${h?.points[1]} this round · ${h?.points[1]} of 500`);
    expect(summary.files[0]?.description).toContain(`${h?.points[0]} this round · ${h?.points[0]} of 500`);
    expect(summary.files).toHaveLength(1);
  });

  it('draws a hand of three cards', async () => {
    const png = await renderThreedomHand(
      { cards: ['7♥', 'K♠', 'A♦'], picked: 1, caption: 'Play K♠ on which pile?' },
      THEMES.classic,
    );
    expect((await loadImage(png)).width).toBe(THREEDOM_W);
  });
});
