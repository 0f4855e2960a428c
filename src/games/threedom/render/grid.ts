/**
 * Threedom's pictures: the grid after every turn (nine piles with their top card, count and name,
 * the last turn marked on them, the sets just claimed drawn as lines), each player's collected
 * cards and points, the round summary and a player's private hand. Laid out 760 px wide so that,
 * shown 400 px wide on a phone, the smallest text (22 px) is still about 11.6 px.
 */
import type { Canvas, SKRSContext2D } from '@napi-rs/canvas';
import type { SuitedCard } from '../../../cards/card.ts';
import { count } from '../../../words.ts';
import { recycleCanvas, takeCanvas } from '../../../render/canvas-pool.ts';
import { cardSprite, placeSprite, tileSprite } from '../../../render/cards.ts';
import { fillRound, richText, strokeRound, text, wrapItems } from '../../../render/draw.ts';
import { ensureFonts } from '../../../render/fonts.ts';
import type { Theme } from '../../../render/theme.ts';
import { lastTurnText } from './alt.ts';
import type {
  ThreedomGridModel,
  ThreedomHandModel,
  ThreedomPlayerModel,
  ThreedomSummaryModel,
} from './model.ts';

export const THREEDOM_W = 760;
const M = 22;
const GAP = 12;
const CELL_W = Math.floor((THREEDOM_W - 2 * M - 2 * GAP) / 3);
const CELL_H = 262;
const CARD_W = 118;
const CARD_H = 165;
const TILE_W = 52;
const TILE_H = 38;
const TILE_GAP = 6;
const TILES_PER_ROW = Math.floor((THREEDOM_W - 2 * M - 24 + TILE_GAP) / (TILE_W + TILE_GAP));
const SMALL = 22;

const cellX = (pile: number) => M + (pile % 3) * (CELL_W + GAP);
const cellY = (top: number, pile: number) => top + Math.floor(pile / 3) * (CELL_H + GAP);

function playerHeight(p: ThreedomPlayerModel): number {
  const rows = Math.max(1, Math.ceil(p.collected.length / TILES_PER_ROW));
  return 54 + rows * (TILE_H + TILE_GAP) + 10;
}

/** One player's band: name, points this round, match total, and their collected cards as tiles. */
function drawPlayer(ctx: SKRSContext2D, theme: Theme, p: ThreedomPlayerModel, y: number, total: string): number {
  const h = playerHeight(p);
  fillRound(ctx, M, y, THREEDOM_W - 2 * M, h, 14, p.toMove ? theme.panelActive : theme.panel);
  if (p.toMove) strokeRound(ctx, M + 1.5, y + 1.5, THREEDOM_W - 2 * M - 3, h - 3, 14, theme.accent, 3);
  text(ctx, p.name, M + 14, y + 36, { size: 26, weight: 800, colour: theme.text, maxWidth: 330 });
  text(ctx, `${p.points} this round · ${total}`, THREEDOM_W - M - 14, y + 36, {
    size: 24,
    weight: 700,
    colour: p.toMove ? theme.accent : theme.textMuted,
    align: 'right',
  });
  if (p.collected.length === 0)
    text(ctx, 'no cards collected yet', M + 14, y + 54 + 28, { size: SMALL, colour: theme.textMuted });
  p.collected.forEach((card, n) => {
    const tx = M + 12 + (n % TILES_PER_ROW) * (TILE_W + TILE_GAP);
    const ty = y + 54 + Math.floor(n / TILES_PER_ROW) * (TILE_H + TILE_GAP);
    placeSprite(ctx, (w, hh) => tileSprite(card, theme, w, hh), tx, ty, TILE_W, TILE_H);
  });
  return y + h + GAP;
}

function drawPile(ctx: SKRSContext2D, theme: Theme, m: ThreedomGridModel, pile: number, top: number): void {
  const p = m.piles[pile];
  if (!p) return;
  const x = cellX(pile);
  const y = cellY(top, pile);
  const played = m.last?.on === pile;
  const taken = m.last?.from === pile;
  fillRound(ctx, x, y, CELL_W, CELL_H, 14, theme.panel);
  if (played) strokeRound(ctx, x + 2, y + 2, CELL_W - 4, CELL_H - 4, 14, theme.accent, 4);
  if (taken) {
    ctx.setLineDash([10, 7]);
    strokeRound(ctx, x + 2, y + 2, CELL_W - 4, CELL_H - 4, 14, theme.sequence, 4);
    ctx.setLineDash([]);
  }
  text(ctx, p.name, x + CELL_W / 2, y + 32, { size: 24, weight: 800, colour: theme.text, align: 'center' });
  const cx = x + (CELL_W - CARD_W) / 2;
  const cy = y + 44;
  if (p.top) placeSprite(ctx, (w, h) => cardSprite(p.top as SuitedCard, theme, w, h), cx, cy, CARD_W, CARD_H);
  else {
    fillRound(ctx, cx, cy, CARD_W, CARD_H, 10, theme.slot);
    text(ctx, 'empty', cx + CARD_W / 2, cy + CARD_H / 2 + 8, { size: SMALL, colour: theme.slotText, align: 'center' });
  }
  const foot = y + CELL_H - 16;
  text(ctx, count(p.count, 'card'), x + 12, foot, { size: SMALL, colour: theme.textMuted });
  const mark = played && taken ? '' : played ? '▲ played' : taken ? '▼ taken' : '';
  if (mark)
    text(ctx, mark, x + CELL_W - 12, foot, {
      size: SMALL,
      weight: 800,
      colour: played ? theme.accent : theme.sequence,
      align: 'right',
    });
}

/** The claimed lines over the grid, through the centres of their piles' cards. */
function drawClaimLines(ctx: SKRSContext2D, theme: Theme, m: ThreedomGridModel, top: number): void {
  ctx.save();
  ctx.lineCap = 'round';
  ctx.strokeStyle = theme.set;
  ctx.globalAlpha = 0.85;
  ctx.lineWidth = 10;
  for (const claim of m.last?.claims ?? []) {
    const centre = (pile: number) => [cellX(pile) + CELL_W / 2, cellY(top, pile) + 44 + CARD_H / 2] as const;
    const [ax, ay] = centre(claim.piles[0]);
    const [bx, by] = centre(claim.piles[2]);
    ctx.beginPath();
    ctx.moveTo(ax, ay);
    ctx.lineTo(bx, by);
    ctx.stroke();
  }
  ctx.restore();
}

function lines(ctx: SKRSContext2D, value: string, size: number): string[] {
  return wrapItems(ctx, value, THREEDOM_W - 2 * M - 28, size, 600);
}

/** The grid after a turn, drawn (src/render/job.ts encodes it; pooled.ts has it made in a render worker). */
export function drawThreedomGrid(m: ThreedomGridModel, theme: Theme): Canvas {
  ensureFonts();
  const probe = takeCanvas(THREEDOM_W, 10, theme.background);
  const turn = m.last ? lines(probe.getContext('2d'), `Last turn: ${lastTurnText(m)}`, 24) : [];
  recycleCanvas(probe);
  const headerH = 96;
  const gridTop = headerH;
  const gridH = 3 * CELL_H + 2 * GAP;
  const turnH = turn.length > 0 ? turn.length * 32 + 24 : 0;
  const height = gridTop + gridH + GAP + turnH + m.players.reduce((sum, p) => sum + playerHeight(p) + GAP, 0) + M - GAP;
  const canvas = takeCanvas(THREEDOM_W, height, theme.background);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = theme.background;
  ctx.fillRect(0, 0, THREEDOM_W, height);
  text(ctx, `Threedom · ${m.title}`, M, 40, { size: 28, weight: 800, colour: theme.text, maxWidth: 480 });
  text(ctx, `Draw pile: ${m.drawPile}`, THREEDOM_W - M, 40, {
    size: 26,
    weight: 800,
    colour: theme.text,
    align: 'right',
  });
  text(ctx, m.status, M, 78, { size: 26, weight: 800, colour: theme.accent, maxWidth: THREEDOM_W - 2 * M });
  for (let pile = 0; pile < 9; pile++) drawPile(ctx, theme, m, pile, gridTop);
  drawClaimLines(ctx, theme, m, gridTop);
  let y = gridTop + gridH + GAP;
  if (turn.length > 0) {
    fillRound(ctx, M, y, THREEDOM_W - 2 * M, turnH - 8, 14, theme.panel);
    turn.forEach((line, n) => {
      richText(ctx, line, M + 14, y + 32 + n * 32, { size: 24, colour: theme.text, suitColours: theme.suitsOnFelt });
    });
    y += turnH;
  }
  for (const p of m.players) y = drawPlayer(ctx, theme, p, y, `${p.total + p.points} in all`);
  return canvas;
}

/** A finished round: why it ended, each player's collected cards and points, the match totals. */
export function drawThreedomSummary(m: ThreedomSummaryModel, theme: Theme): Canvas {
  ensureFonts();
  const height = 110 + m.players.reduce((sum, p) => sum + playerHeight(p) + GAP, 0) + M - GAP;
  const canvas = takeCanvas(THREEDOM_W, height, theme.background);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = theme.background;
  ctx.fillRect(0, 0, THREEDOM_W, height);
  text(ctx, `Threedom · ${m.title}`, M, 42, {
    size: 28,
    weight: 800,
    colour: theme.text,
    maxWidth: THREEDOM_W - 2 * M,
  });
  text(ctx, m.reason, M, 82, { size: 24, colour: theme.textMuted, maxWidth: THREEDOM_W - 2 * M });
  let y = 104;
  m.players.forEach((p, n) => {
    y = drawPlayer(ctx, theme, { ...p, toMove: false }, y, `${m.totals[n]} of ${m.target}`);
  });
  return canvas;
}

/** A player's three cards, the one chosen raised and outlined, and what to do next. */
export function drawThreedomHand(m: ThreedomHandModel, theme: Theme): Canvas {
  ensureFonts();
  const w = 150;
  const h = 210;
  const height = 340;
  const canvas = takeCanvas(THREEDOM_W, height, theme.background);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = theme.background;
  ctx.fillRect(0, 0, THREEDOM_W, height);
  text(ctx, 'Your hand', M, 40, { size: 28, weight: 800, colour: theme.text });
  const left = (THREEDOM_W - (m.cards.length * w + (m.cards.length - 1) * 40)) / 2;
  m.cards.forEach((card, n) => {
    const x = left + n * (w + 40);
    const y = m.picked === n ? 56 : 72;
    if (m.picked === n) strokeRound(ctx, x - 6, y - 6, w + 12, h + 12, 14, theme.accent, 5);
    placeSprite(ctx, (ww, hh) => cardSprite(card, theme, ww, hh), x, y, w, h);
  });
  const caption = lines(ctx, m.caption, 24).slice(0, 1)[0] ?? '';
  richText(ctx, caption, M, height - 22, { size: 24, colour: theme.text, suitColours: theme.suitsOnFelt });
  return canvas;
}
