/**
 * Names in any script: every character of a Chinese, Japanese, Korean, Arabic,
 * Hebrew or emoji name draws a real glyph (never the missing-glyph box, never
 * nothing), and names are shortened by the width they have, never so that the
 * words around them are lost: a 32-character name leaves "to take 1 to 3 cards"
 * whole, and "Computer (strong)" beside it is not cut.
 */
import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { LAYOUT_W, matchLineText, PAD, statusParts } from '../../src/games/abstrac/render/board.ts';
import { MIN_TEXT, text } from '../../src/render/draw.ts';
import { ensureFonts, useFont } from '../../src/render/fonts.ts';
import { drawableName, fitNames, graphemesOf, withDrawableNames } from '../../src/render/names.ts';
import { matchEndModel, playUntilRow, SCRIPT_NAMES } from '../../src/games/abstrac/render/sample-states.ts';

/** The pixels of `value` drawn alone, white on black, 64 px high. */
function ink(value: string): Buffer {
  ensureFonts();
  const canvas = createCanvas(160, 90);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#000000';
  ctx.fillRect(0, 0, 160, 90);
  text(ctx, value, 10, 70, { size: 64, weight: 800, colour: '#ffffff' });
  return Buffer.from(canvas.data());
}

const lit = (pixels: Buffer) => pixels.filter((v, i) => i % 4 === 0 && v > 128).length;

describe('names in any script', () => {
  // A private-use character: no font has it, so it draws the missing-glyph box.
  const box = ink('\u{10FFFD}');

  it.each(SCRIPT_NAMES)('every character of %s draws a glyph of its own', (name) => {
    expect(drawableName(name, 'dealer')).toBe(name);
    for (const char of graphemesOf(name)) {
      if (char.trim() === '') continue;
      const drawn = ink(char);
      expect(lit(drawn), `“${char}” draws nothing`).toBeGreaterThan(20);
      expect(drawn.equals(box), `“${char}” draws the missing-glyph box`).toBe(false);
    }
  });

  it('emoji keep their colours (a colour font, not a monochrome fallback)', () => {
    const pixels = ink('🔥');
    let coloured = 0;
    for (let i = 0; i < pixels.length; i += 4) {
      const [r, g, b] = [pixels[i] ?? 0, pixels[i + 1] ?? 0, pixels[i + 2] ?? 0];
      if (Math.max(r, g, b) - Math.min(r, g, b) > 80) coloured++;
    }
    expect(coloured).toBeGreaterThan(200);
  });
});

describe('names shortened by width', () => {
  let ctx: SKRSContext2D;
  const measuring = () => {
    ctx ??= createCanvas(10, 10).getContext('2d');
    return ctx;
  };
  const long = 'Bartholomew Maximilian Featherst';

  it('the 32-character name is 32 characters', () => {
    expect([...long].length).toBe(32);
  });

  it('a long name never pushes out what the player may take', () => {
    const model = withDrawableNames(matchEndModel(playUntilRow('classic', 7, 12), long, 'Computer (strong)'));
    const c = measuring();
    useFont(c, 800, 34);
    for (const width of [LAYOUT_W - 2 * PAD, 600, 420]) {
      const { names, build } = statusParts(model);
      const sentence = fitNames(c, names, build, width);
      expect(sentence).toMatch(/ to take 1 to 3 cards$/);
      expect(c.measureText(sentence).width).toBeLessThanOrEqual(width);
    }
  });

  it('the computer’s name stays whole beside a long name; the long one gets the ellipsis', () => {
    const model = withDrawableNames(matchEndModel(playUntilRow('classic', 7, 12), long, 'Computer (strong)'));
    const c = measuring();
    useFont(c, 700, MIN_TEXT);
    // The width the board gives the line: the layout's less the goal at its right ("first to 500").
    useFont(c, 600, MIN_TEXT);
    const room = LAYOUT_W - 2 * PAD - c.measureText('first to 500').width - 24;
    useFont(c, 700, MIN_TEXT);
    const line = matchLineText(c, model, room);
    expect(line).toContain('Computer (strong) 371');
    expect(line).toMatch(/^Match: Bartholomew.*… 402 · /);
  });

  it('an emoji made of several code points is never cut in half', () => {
    const c = measuring();
    useFont(c, 800, 34);
    const family = '👨‍👩‍👧👨‍👩‍👧👨‍👩‍👧👨‍👩‍👧👨‍👩‍👧👨‍👩‍👧';
    const cut = fitNames(c, [family], ([n]) => `${n} to take 1 card`, 200);
    const kept = graphemesOf(cut.replace(/… to take 1 card$/, ''));
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.every((g) => g === '👨‍👩‍👧')).toBe(true);
  });
});
