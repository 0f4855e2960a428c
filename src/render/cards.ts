/**
 * Card faces and hand tiles as cached sprites: each (theme, card, size) is drawn
 * once into its own small canvas and then copied with drawImage, which is much
 * cheaper than laying out text and paths again on every board.
 *
 * A full card has one index (rank over suit), in its top-right corner: the row
 * is drawn with each card lying on the one to its right, so the strip left
 * visible is the right-hand edge. A second index (top-left, or the usual
 * turned-round one bottom-left) would peek out in fragments between the strips.
 * The centre holds one big suit symbol (the Joker: a star, and a star for its index).
 */
import { type Canvas, createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import { type Card, isJoker, rankOf, type Suit, suitOf } from '../cards/card.ts';
import { fillRound, strokeRound } from './draw.ts';
import { ensureFonts, useFont } from './fonts.ts';
import { drawStar, drawSuit } from './suits.ts';
import type { Theme } from './theme.ts';

const sprites = new Map<string, Canvas>();

/** Enough for every card in a few themes and sizes; callers using many scales start the cache afresh. */
const MAX_SPRITES = 2000;

/** The sprite under `key`, painted by `paint` onto a `w` × `h` canvas the first time it is asked for. */
export function cached(key: string, w: number, h: number, paint: (ctx: SKRSContext2D) => void): Canvas {
  // The canvas may be larger than the face (a card's shadow): callers size it.
  let sprite = sprites.get(key);
  if (sprite === undefined) {
    if (sprites.size >= MAX_SPRITES) sprites.clear();
    ensureFonts();
    sprite = createCanvas(w, h);
    paint(sprite.getContext('2d'));
    sprites.set(key, sprite);
  }
  return sprite;
}

/** How many sprites are cached (for tests and the bench). */
export function spriteCount(): number {
  return sprites.size;
}

/** Forgets every sprite (the bench uses it to measure drawing without the cache). */
export function clearSprites(): void {
  sprites.clear();
}

/**
 * Draws a sprite of layout size `w` × `h` at layout position (x, y). Under a
 * scaling transform (a board rendered smaller than its layout) the sprite is made
 * at its device size and placed on whole device pixels, so it stays crisp
 * instead of being resampled.
 */
export function placeSprite(
  ctx: SKRSContext2D,
  make: (w: number, h: number) => Canvas,
  x: number,
  y: number,
  w: number,
  h: number,
): void {
  const m = ctx.getTransform();
  if (m.a === 1 && m.d === 1 && m.b === 0 && m.c === 0) {
    ctx.drawImage(make(w, h), x, y);
    return;
  }
  const sprite = make(Math.round(w * m.a), Math.round(h * m.d));
  ctx.save();
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.drawImage(sprite, Math.round(m.a * x + m.e), Math.round(m.d * y + m.f));
  ctx.restore();
}

/** Draws `text` so that it is at most `maxWidth` wide, squeezing "10" horizontally rather than shrinking it. */
function rankText(ctx: SKRSContext2D, rank: string, x: number, y: number, maxWidth: number): void {
  const width = ctx.measureText(rank).width;
  if (width <= maxWidth) {
    ctx.fillText(rank, x, y);
    return;
  }
  ctx.save();
  ctx.translate(x, y);
  ctx.scale(maxWidth / width, 1);
  ctx.fillText(rank, 0, 0);
  ctx.restore();
}

/** The width of a card's corner index, which an overlapping neighbour must leave visible. */
export function indexWidth(cardWidth: number): number {
  return Math.round(cardWidth * 0.4);
}

/** The offset of a row card's shadow, part of its sprite (one blit instead of a translucent fill per card). */
export function shadowOffset(w: number): number {
  return Math.max(2, Math.round(w * 0.04));
}

/**
 * A full card face, `w` × `h` pixels (aspect about 5:7), with its shadow to the
 * lower right: the sprite is `shadowOffset(w)` pixels wider and taller.
 */
export function cardSprite(card: Card, theme: Theme, w: number, h: number): Canvas {
  const shadow = shadowOffset(w);
  return cached(`card|${theme.name}|${card}|${w}x${h}`, w + shadow, h + shadow, (ctx) => {
    const r = Math.round(w * 0.08);
    fillRound(ctx, shadow, shadow, w, h, r, 'rgba(0,0,0,0.28)');
    fillRound(ctx, 0.5, 0.5, w - 1, h - 1, r, theme.cardFace);
    strokeRound(ctx, 0.75, 0.75, w - 1.5, h - 1.5, r, theme.cardEdge, 1.5);
    if (isJoker(card)) return paintJoker(ctx, theme, w, h);
    const suit = suitOf(card);
    const rank = rankOf(card);
    const colour = theme.suits[suit];
    const iw = indexWidth(w);
    const rankSize = Math.round(w * 0.34);
    const pip = Math.round(w * 0.2);
    useFont(ctx, 800, rankSize);
    ctx.fillStyle = colour;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'alphabetic';
    const inset = Math.round(w * 0.04);
    const cx = w - inset - iw / 2;
    const baseline = Math.round(h * 0.06) + rankSize * 0.74;
    rankText(ctx, rank, cx, baseline, iw - 4);
    drawSuit(ctx, suit, cx, baseline + pip * 0.78, pip, colour);
    drawSuit(ctx, suit, w * 0.42, h * 0.65, w * 0.44, colour);
  });
}

function paintJoker(ctx: SKRSContext2D, theme: Theme, w: number, h: number): void {
  // A star for the index (letters small enough to fit the corner would be illegible on a phone).
  const iw = indexWidth(w);
  const inset = Math.round(w * 0.04);
  drawStar(ctx, w - inset - iw / 2, Math.round(h * 0.06) + iw * 0.45, iw * 0.42, theme.joker);
  drawStar(ctx, w * 0.4, h * 0.6, w * 0.3, theme.joker);
  drawStar(ctx, w * 0.4, h * 0.6, w * 0.12, theme.accent);
}

/** An empty place in a hand grid (a card not taken), the size of a tile. */
export function slotSprite(theme: Theme, w: number, h: number): Canvas {
  return cached(`slot|${theme.name}|${w}x${h}`, w, h, (ctx) => {
    fillRound(ctx, 0, 0, w, h, Math.round(h * 0.14), theme.slot);
  });
}

/**
 * A hand tile: rank and suit side by side on a small card, for the taken-cards
 * grids where cards never overlap. The Joker shows a star.
 */
export function tileSprite(card: Card, theme: Theme, w: number, h: number): Canvas {
  return cached(`tile|${theme.name}|${card}|${w}x${h}`, w, h, (ctx) => {
    const r = Math.round(h * 0.14);
    fillRound(ctx, 0, 0, w, h, r, theme.cardFace);
    ctx.textBaseline = 'alphabetic';
    if (isJoker(card)) {
      drawStar(ctx, w / 2, h / 2, h * 0.4, theme.joker);
      return;
    }
    const suit: Suit = suitOf(card);
    const colour = theme.suits[suit];
    const size = Math.round(h * 0.6);
    useFont(ctx, 800, size);
    ctx.fillStyle = colour;
    ctx.textAlign = 'left';
    const rank = rankOf(card);
    // Rank and suit side by side, centred. A wide rank ("10") takes room from the suit symbol
    // before it is squeezed: a squeezed rank reads smaller on a phone than its font size says.
    const margin = w * 0.05;
    const gap = Math.max(2, w * 0.04);
    const width = ctx.measureText(rank).width;
    const pip = Math.max(h * 0.3, Math.min(h * 0.46, w - 2 * margin - gap - width));
    const room = w - 2 * margin - gap - pip;
    const shown = Math.min(width, room);
    const left = (w - shown - gap - pip) / 2;
    ctx.save();
    ctx.translate(left, Math.round(h / 2 + size * 0.36));
    if (width > room) ctx.scale(room / width, 1);
    ctx.fillText(rank, 0, 0);
    ctx.restore();
    drawSuit(ctx, suit, left + shown + gap + pip / 2, h / 2, pip, colour);
  });
}
