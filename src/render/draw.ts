/**
 * Small drawing helpers shared by the renderers: rounded boxes, text that fits
 * a width, badges, and text runs that mix words with vector suit symbols.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { SUITS, type Suit } from '../cards/card.ts';
import { ensureGlyphs, font, useFont } from './fonts.ts';
import { graphemesOf } from './names.ts';
import { drawSuit } from './suits.ts';
import type { Theme } from './theme.ts';

export type Weight = 400 | 600 | 700 | 800;

/**
 * The smallest text size, in layout pixels (the layout is LAYOUT_W = 1100 wide): a picture shown
 * 400 px wide on a phone draws it at 31 × 400 / 1100 ≈ 11.3 px. test/render/legibility.test.ts holds
 * every picture to it.
 */
export const MIN_TEXT = 31;

export function fillRound(ctx: SKRSContext2D, x: number, y: number, w: number, h: number, r: number, colour: string) {
  ctx.beginPath();
  ctx.roundRect(x, y, w, h, r);
  ctx.fillStyle = colour;
  ctx.fill();
}

export function strokeRound(
  ctx: SKRSContext2D,
  x: number,
  y: number,
  w: number,
  h: number,
  r: number,
  colour: string,
  lineWidth: number,
) {
  ctx.beginPath();
  ctx.roundRect(x, y, w, h, r);
  ctx.strokeStyle = colour;
  ctx.lineWidth = lineWidth;
  ctx.stroke();
}

/** `text` shortened with an ellipsis so it fits `maxWidth` in the current font (never inside a character). */
export function fitText(ctx: SKRSContext2D, text: string, maxWidth: number): string {
  if (ctx.measureText(text).width <= maxWidth) return text;
  let chars = graphemesOf(text);
  while (chars.length > 1 && ctx.measureText(`${chars.join('')}…`).width > maxWidth) chars = chars.slice(0, -1);
  return `${chars.join('').trimEnd()}…`;
}

export interface TextStyle {
  size: number;
  weight?: Weight;
  colour: string;
  align?: 'left' | 'center' | 'right';
  maxWidth?: number;
}

/** Draws one line of text with its alphabetic baseline at y; returns the width drawn. */
export function text(ctx: SKRSContext2D, value: string, x: number, y: number, style: TextStyle): number {
  ensureGlyphs(value);
  useFont(ctx, style.weight ?? 600, style.size);
  ctx.fillStyle = style.colour;
  ctx.textAlign = style.align ?? 'left';
  ctx.textBaseline = 'alphabetic';
  const shown = style.maxWidth === undefined ? value : fitText(ctx, value, style.maxWidth);
  ctx.fillText(shown, x, y);
  return ctx.measureText(shown).width;
}

/** A rounded badge with centred text (take counts, points); returns its width. */
export function badge(
  ctx: SKRSContext2D,
  value: string,
  x: number,
  y: number,
  h: number,
  colours: { fill: string; text: string },
  align: 'left' | 'center' | 'right' = 'left',
): number {
  useFont(ctx, 800, Math.round(h * 0.62));
  const w = Math.max(h * 0.9, Math.ceil(ctx.measureText(value).width + h * 0.34));
  const left = align === 'left' ? x : align === 'center' ? x - w / 2 : x - w;
  fillRound(ctx, left, y, w, h, h / 2, colours.fill);
  ctx.fillStyle = colours.text;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(value, left + w / 2, y + h / 2 + h * 0.04);
  ctx.textBaseline = 'alphabetic';
  return w;
}

const SUIT_CHARS = new Set<string>(SUITS);

/**
 * Draws text in which every ♠ ♥ ♦ ♣ is a vector suit symbol in its theme colour
 * (font glyphs for suits differ between hosts); returns the width drawn.
 * `measureOnly` returns the width without drawing.
 */
export function richText(
  ctx: SKRSContext2D,
  value: string,
  x: number,
  y: number,
  style: {
    size: number;
    weight?: Weight;
    colour: string;
    suitColours?: Theme['suits'];
    measureOnly?: boolean;
  },
): number {
  ensureGlyphs(value);
  if (style.measureOnly === true) ctx.font = font(style.weight ?? 600, style.size);
  else useFont(ctx, style.weight ?? 600, style.size);
  ctx.textAlign = 'left';
  ctx.textBaseline = 'alphabetic';
  const pip = style.size * 0.8;
  let cursor = x;
  for (const part of value.split(/([♠♥♦♣])/u)) {
    if (part === '') continue;
    if (SUIT_CHARS.has(part)) {
      const suit = part as Suit;
      if (style.measureOnly !== true) {
        drawSuit(
          ctx,
          suit,
          cursor + pip / 2 + 1,
          y - style.size * 0.34,
          pip,
          style.suitColours?.[suit] ?? style.colour,
        );
      }
      cursor += pip + 2;
    } else {
      if (style.measureOnly !== true) {
        ctx.fillStyle = style.colour;
        ctx.fillText(part, cursor, y);
      }
      cursor += ctx.measureText(part).width;
    }
  }
  return cursor - x;
}

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/**
 * Splits a line into lines that each fit `maxWidth` when drawn with `richText`
 * at `size`: between `·`-separated items where possible, else between words
 * (a single word too long for the width keeps a line of its own).
 */
export function wrapItems(ctx: SKRSContext2D, value: string, maxWidth: number, size: number, weight: Weight): string[] {
  const fits = (line: string) => richText(ctx, line, 0, 0, { size, weight, colour: '', measureOnly: true }) <= maxWidth;
  const pack = (parts: string[], sep: string, onTooLong: (part: string) => string[]): string[] => {
    const lines: string[] = [];
    let current = '';
    for (const part of parts) {
      const candidate = current === '' ? part : `${current}${sep}${part}`;
      if (fits(candidate)) current = candidate;
      else {
        if (current !== '') lines.push(current);
        if (fits(part)) current = part;
        else {
          const pieces = onTooLong(part);
          current = pieces.pop() ?? '';
          lines.push(...pieces);
        }
      }
    }
    if (current !== '') lines.push(current);
    return lines;
  };
  // Chinese and Japanese write no spaces: a run of their characters too long for the line breaks
  // between any two characters, as those languages wrap; any other word stays whole.
  const byCharacters = (word: string) => (CJK.test(word) ? pack([...word], '', (ch) => [ch]) : [word]);
  const byWords = (item: string) => pack(item.split(' '), ' ', byCharacters);
  return pack(value.split('  ·  '), '  ·  ', byWords);
}
