/**
 * Threedom's pictures: the grid after every turn (nine piles with their top card, count and name,
 * the last turn marked on them), the last turn in words beside the sets it claimed (the claimed
 * cards where they lay, a line through each set: the grid above shows the cards that replaced
 * them), each player's collected cards and points, the round summary and a player's private hand.
 * Laid out 760 px wide so that, shown 400 px wide on a phone, the smallest text (22 px) is still
 * about 11.6 px.
 */
import type { Canvas, SKRSContext2D } from '@napi-rs/canvas';
import type { SuitedCard } from '../../../cards/card.ts';
import { t } from '../../../i18n/index.ts';
import { recycleCanvas, takeCanvas } from '../../../render/canvas-pool.ts';
import { cardSprite, placeSprite, slotSprite, tileSprite } from '../../../render/cards.ts';
import { fillRound, richText, strokeRound, text, wrapItems } from '../../../render/draw.ts';
import { ensureFonts, useFont } from '../../../render/fonts.ts';
import type { RenderOptions } from '../../../render/job.ts';
import type { Theme } from '../../../render/theme.ts';
import { cardsWord } from '../words.ts';
import { lastTurnText } from './alt.ts';
import type { ThreedomGridModel, ThreedomHandModel, ThreedomPlayerModel, ThreedomSummaryModel } from './model.ts';
import { localeOf, roundScoreWords, scoreWords } from './model.ts';

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
function drawPlayer(
  ctx: SKRSContext2D,
  theme: Theme,
  p: ThreedomPlayerModel,
  y: number,
  score: string,
  locale: string,
): number {
  const h = playerHeight(p);
  fillRound(ctx, M, y, THREEDOM_W - 2 * M, h, 14, p.toMove ? theme.panelActive : theme.panel);
  if (p.toMove) strokeRound(ctx, M + 1.5, y + 1.5, THREEDOM_W - 2 * M - 3, h - 3, 14, theme.accent, 3);
  text(ctx, p.name, M + 14, y + 36, { size: 26, weight: 800, colour: theme.text, maxWidth: 330 });
  text(ctx, score, THREEDOM_W - M - 14, y + 36, {
    size: 24,
    weight: 700,
    colour: p.toMove ? theme.accent : theme.textMuted,
    align: 'right',
  });
  if (p.collected.length === 0)
    text(ctx, t(locale, 'threedom.pic.noneCollected'), M + 14, y + 54 + 28, { size: SMALL, colour: theme.textMuted });
  p.collected.forEach((card, n) => {
    const tx = M + 12 + (n % TILES_PER_ROW) * (TILE_W + TILE_GAP);
    const ty = y + 54 + Math.floor(n / TILES_PER_ROW) * (TILE_H + TILE_GAP);
    placeSprite(ctx, (w, hh) => tileSprite(card, theme, w, hh), tx, ty, TILE_W, TILE_H);
  });
  return y + h + GAP;
}

/** What a pile's cell says of the last turn: its mark and outline. */
export type PileMark = 'played' | 'taken' | 'claimed' | null;

/**
 * The mark of each pile. "▲ played" only where the played card still shows on top: a card claimed
 * at once is gone (the claim diagram shows it), and the card on top is another. A pile claimed
 * from says so, whatever else happened to it; a pile both played on and taken from shows no mark.
 */
export function pileMarks(m: ThreedomGridModel): PileMark[] {
  const last = m.last;
  const claimed = new Set(last?.claims.flatMap((c) => c.piles) ?? []);
  return m.piles.map((p, pile) => {
    if (!last) return null;
    if (claimed.has(pile)) return 'claimed';
    const played = last.on === pile && p.top === last.play;
    const taken = last.from === pile;
    if (played && taken) return null;
    return played ? 'played' : taken ? 'taken' : null;
  });
}

function drawPile(ctx: SKRSContext2D, theme: Theme, m: ThreedomGridModel, pile: number, top: number, mark: PileMark) {
  const p = m.piles[pile];
  if (!p) return;
  const locale = localeOf(m);
  const x = cellX(pile);
  const y = cellY(top, pile);
  fillRound(ctx, x, y, CELL_W, CELL_H, 14, theme.panel);
  const colour = mark === 'played' ? theme.accent : mark === 'taken' ? theme.sequence : theme.set;
  if (mark === 'taken') ctx.setLineDash([10, 7]);
  if (mark !== null) strokeRound(ctx, x + 2, y + 2, CELL_W - 4, CELL_H - 4, 14, colour, 4);
  ctx.setLineDash([]);
  text(ctx, p.name, x + CELL_W / 2, y + 32, { size: 24, weight: 800, colour: theme.text, align: 'center' });
  const cx = x + (CELL_W - CARD_W) / 2;
  const cy = y + 44;
  if (p.top) placeSprite(ctx, (w, h) => cardSprite(p.top as SuitedCard, theme, w, h), cx, cy, CARD_W, CARD_H);
  else {
    fillRound(ctx, cx, cy, CARD_W, CARD_H, 10, theme.slot);
    text(ctx, t(locale, 'threedom.pic.empty'), cx + CARD_W / 2, cy + CARD_H / 2 + 8, {
      size: SMALL,
      colour: theme.slotText,
      align: 'center',
    });
  }
  const foot = y + CELL_H - 16;
  const markW =
    mark === null
      ? 0
      : text(ctx, t(locale, `threedom.pic.${mark}`), x + CELL_W - 12, foot, {
          size: SMALL,
          weight: 800,
          colour,
          align: 'right',
        });
  // The count in words where it fits beside the mark (words differ in length by language), else the number.
  const words = cardsWord(locale, p.count);
  useFont(ctx, 600, SMALL);
  const room = CELL_W - 24 - (markW > 0 ? markW + 10 : 0);
  text(ctx, ctx.measureText(words).width <= room ? words : String(p.count), x + 12, foot, {
    size: SMALL,
    colour: theme.textMuted,
  });
}

/** The claim diagram: the nine places small, each claimed card where it lay when claimed. */
const CLAIM_TILE_W = 64;
const CLAIM_TILE_H = 46;
const CLAIM_GAP = 8;
export const CLAIM_W = 3 * CLAIM_TILE_W + 2 * CLAIM_GAP;
const CLAIM_H = 3 * CLAIM_TILE_H + 2 * CLAIM_GAP;

export interface ClaimDiagram {
  /** Each claimed card at its pile's place (the top left of its tile, relative to the diagram). */
  tiles: { pile: number; card: SuitedCard; x: number; y: number; played: boolean }[];
  /** One line per set, from the centre of its first card's tile to its last's. */
  lines: { from: [number, number]; to: [number, number]; cards: readonly SuitedCard[] }[];
}

/** Where the claim diagram puts the claimed cards and the lines through them (null: nothing claimed). */
export function claimDiagram(m: ThreedomGridModel): ClaimDiagram | null {
  const last = m.last;
  if (!last || last.claims.length === 0) return null;
  const at = (pile: number) => ({
    x: (pile % 3) * (CLAIM_TILE_W + CLAIM_GAP),
    y: Math.floor(pile / 3) * (CLAIM_TILE_H + CLAIM_GAP),
  });
  const centre = (pile: number): [number, number] => {
    const { x, y } = at(pile);
    return [x + CLAIM_TILE_W / 2, y + CLAIM_TILE_H / 2];
  };
  const cardAt = new Map<number, SuitedCard>();
  for (const claim of last.claims)
    claim.piles.forEach((pile, n) => {
      cardAt.set(pile, claim.cards[n] as SuitedCard);
    });
  const tiles = [...cardAt].map(([pile, card]) => ({
    pile,
    card,
    ...at(pile),
    played: pile === last.on && card === last.play,
  }));
  const lines = last.claims.map((c) => ({ from: centre(c.piles[0]), to: centre(c.piles[2]), cards: c.cards }));
  return { tiles, lines };
}

function drawClaimDiagram(ctx: SKRSContext2D, theme: Theme, d: ClaimDiagram, left: number, top: number): void {
  for (let pile = 0; pile < 9; pile++) {
    const x = left + (pile % 3) * (CLAIM_TILE_W + CLAIM_GAP);
    const y = top + Math.floor(pile / 3) * (CLAIM_TILE_H + CLAIM_GAP);
    placeSprite(ctx, (w, h) => slotSprite(theme, w, h), x, y, CLAIM_TILE_W, CLAIM_TILE_H);
  }
  // Each set as a band behind its three cards, so the line joins them without hiding a rank.
  ctx.save();
  ctx.lineCap = 'round';
  ctx.strokeStyle = theme.set;
  ctx.globalAlpha = 0.75;
  ctx.lineWidth = CLAIM_TILE_H + 14;
  for (const line of d.lines) {
    ctx.beginPath();
    ctx.moveTo(left + line.from[0], top + line.from[1]);
    ctx.lineTo(left + line.to[0], top + line.to[1]);
    ctx.stroke();
  }
  ctx.restore();
  for (const t of d.tiles) {
    placeSprite(ctx, (w, h) => tileSprite(t.card, theme, w, h), left + t.x, top + t.y, CLAIM_TILE_W, CLAIM_TILE_H);
    if (t.played)
      strokeRound(ctx, left + t.x - 3, top + t.y - 3, CLAIM_TILE_W + 6, CLAIM_TILE_H + 6, 9, theme.accent, 4);
  }
}

function lines(ctx: SKRSContext2D, value: string, size: number): string[] {
  return wrapItems(ctx, value, THREEDOM_W - 2 * M - 28, size, 600);
}

const TURN_SIZE = 24;
const TURN_STEP = 32;

/** The grid after a turn, drawn (src/render/job.ts encodes it; pooled.ts has it made in a render worker). */
export function drawThreedomGrid(m: ThreedomGridModel, theme: Theme, options: RenderOptions = {}): Canvas {
  ensureFonts();
  const locale = localeOf(m);
  const diagram = claimDiagram(m);
  const besideDiagram = diagram === null ? 0 : CLAIM_W + 18;
  const probe = takeCanvas(THREEDOM_W, 10, theme.background);
  const turn = m.last
    ? wrapItems(
        probe.getContext('2d'),
        t(locale, 'threedom.pic.lastTurn', { turn: lastTurnText(m) }),
        THREEDOM_W - 2 * M - 28 - besideDiagram,
        TURN_SIZE,
        600,
      )
    : [];
  recycleCanvas(probe);
  const headerH = 96;
  const gridTop = headerH;
  const gridH = 3 * CELL_H + 2 * GAP;
  const turnH = turn.length > 0 ? Math.max(turn.length * TURN_STEP + 24, diagram === null ? 0 : CLAIM_H + 28) + 8 : 0;
  const height = gridTop + gridH + GAP + turnH + m.players.reduce((sum, p) => sum + playerHeight(p) + GAP, 0) + M - GAP;
  // Laid out THREEDOM_W wide; another width scales the drawing (the canvas, not the layout).
  const scale = (options.width ?? THREEDOM_W) / THREEDOM_W;
  const canvas = takeCanvas(Math.round(THREEDOM_W * scale), Math.round(height * scale), theme.background);
  const ctx = canvas.getContext('2d');
  ctx.scale(scale, scale);
  ctx.fillStyle = theme.background;
  ctx.fillRect(0, 0, THREEDOM_W, height);
  text(ctx, `Threedom · ${m.title}`, M, 40, { size: 28, weight: 800, colour: theme.text, maxWidth: 480 });
  text(ctx, t(locale, 'threedom.pic.drawPile', { count: m.drawPile }), THREEDOM_W - M, 40, {
    size: 26,
    weight: 800,
    colour: theme.text,
    align: 'right',
  });
  text(ctx, m.status, M, 78, { size: 26, weight: 800, colour: theme.accent, maxWidth: THREEDOM_W - 2 * M });
  const marks = pileMarks(m);
  for (let pile = 0; pile < 9; pile++) drawPile(ctx, theme, m, pile, gridTop, marks[pile] ?? null);
  let y = gridTop + gridH + GAP;
  if (turn.length > 0) {
    fillRound(ctx, M, y, THREEDOM_W - 2 * M, turnH - 8, 14, theme.panel);
    if (diagram !== null) drawClaimDiagram(ctx, theme, diagram, M + 14, y + 14);
    turn.forEach((line, n) => {
      richText(ctx, line, M + 14 + besideDiagram, y + 32 + n * TURN_STEP, {
        size: TURN_SIZE,
        colour: theme.text,
        suitColours: theme.suitsOnFelt,
      });
    });
    y += turnH;
  }
  for (const p of m.players) y = drawPlayer(ctx, theme, p, y, scoreWords(p, locale), locale);
  return canvas;
}

/** A finished round: why it ended, each player's collected cards and points, the match totals. */
export function drawThreedomSummary(m: ThreedomSummaryModel, theme: Theme): Canvas {
  ensureFonts();
  const locale = localeOf(m);
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
    const score = roundScoreWords(p.points, m.totals[n] ?? 0, m.target, locale);
    y = drawPlayer(ctx, theme, { ...p, toMove: false }, y, score, locale);
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
  text(ctx, t(localeOf(m), 'threedom.pic.yourHand'), M, 40, { size: 28, weight: 800, colour: theme.text });
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
