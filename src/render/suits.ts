/**
 * Suit symbols as vector paths in a 100 × 100 box, so pips look the same on every
 * host (no font fallback) and stay crisp at any size. Shapes are filled with the
 * non-zero rule; the club's lobes are circles drawn the same way round, so they merge.
 */
import { Path2D, type SKRSContext2D } from '@napi-rs/canvas';
import type { Suit } from '../cards/card.ts';

const circle = (cx: number, cy: number, r: number) =>
  `M${cx - r},${cy} a${r},${r} 0 1,0 ${2 * r},0 a${r},${r} 0 1,0 ${-2 * r},0 Z`;

const SVG: Readonly<Record<Suit, string>> = {
  '♥': 'M50,94 C34,80 3,58 3,31 C3,14 15,4 29,4 C39,4 46,10 50,19 C54,10 61,4 71,4 C85,4 97,14 97,31 C97,58 66,80 50,94 Z',
  '♦': 'M50,2 C60,20 74,37 90,50 C74,63 60,80 50,98 C40,80 26,63 10,50 C26,37 40,20 50,2 Z',
  '♠':
    'M50,3 C62,22 97,38 97,62 C97,77 86,85 74,85 C65,85 58,81 54,75 C55,85 59,92 68,97 L32,97 ' +
    'C41,92 45,85 46,75 C42,81 35,85 26,85 C14,85 3,77 3,62 C3,38 38,22 50,3 Z',
  '♣':
    `${circle(50, 27, 22)} ${circle(25, 60, 22)} ${circle(75, 60, 22)} ${circle(50, 52, 12)} ` +
    'M46,60 C46,80 41,90 31,97 L69,97 C59,90 54,80 54,60 Z',
};

const paths = new Map<Suit, Path2D>();

function pathOf(suit: Suit): Path2D {
  let path = paths.get(suit);
  if (path === undefined) {
    path = new Path2D(SVG[suit]);
    paths.set(suit, path);
  }
  return path;
}

/** Fills the suit symbol centred on (cx, cy), `size` pixels tall (and wide). */
export function drawSuit(ctx: SKRSContext2D, suit: Suit, cx: number, cy: number, size: number, colour: string): void {
  ctx.save();
  ctx.translate(cx - size / 2, cy - size / 2);
  ctx.scale(size / 100, size / 100);
  ctx.fillStyle = colour;
  ctx.fill(pathOf(suit));
  ctx.restore();
}

/** A five-pointed star centred on (cx, cy) with outer radius `r`: the Joker's mark. */
export function drawStar(ctx: SKRSContext2D, cx: number, cy: number, r: number, colour: string): void {
  ctx.beginPath();
  for (let i = 0; i < 10; i++) {
    const radius = i % 2 === 0 ? r : r * 0.45;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    const x = cx + radius * Math.cos(angle);
    const y = cy + radius * Math.sin(angle);
    if (i === 0) ctx.moveTo(x, y);
    else ctx.lineTo(x, y);
  }
  ctx.closePath();
  ctx.fillStyle = colour;
  ctx.fill();
}
