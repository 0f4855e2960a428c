/**
 * The Abstrac board image posted after every move: header, whose turn and what
 * they may take, the row, and both players' taken cards with their scores.
 * Layout is computed first (heights depend on the row length and the variant),
 * then everything is drawn onto one canvas. No rules here: every number shown
 * comes from the engine's `DealView`.
 */
import type { Canvas, SKRSContext2D } from '@napi-rs/canvas';
import { SEATS, type Seat, type Variant } from '../engine/abstrac/types.ts';
import type { AbstracRenderModel } from './abstracModel.ts';
import {
  classicLines,
  classicMarks,
  drawPanel,
  fullpackLines,
  fullpackMarks,
  type PanelSpec,
  panelHeight,
} from './abstracPanel.ts';
import { drawRow, layoutRow } from './abstracRow.ts';
import { takeCanvas } from './canvasPool.ts';
import { richText, text } from './draw.ts';
import { ensureFonts } from './fonts.ts';
import { shortName, withDrawableNames } from './names.ts';
import { ALL_RANKS, NO_MARKS, SHORT_RANKS } from './handGrid.ts';
import type { Theme } from './theme.ts';

/** The width the layout is drawn in; images are scaled from it to the width asked for (see `abstrac.ts`). */
export const LAYOUT_W = 1100;
export const PAD = 22;
const HEADER_H = 54;
const STATUS_H = 64;
const GAP = 16;

export const VARIANT_LABELS: Readonly<Record<Variant, string>> = {
  classic: 'Classic',
  suits: 'Suits',
  unlimited: 'Unlimited',
  fullpack: 'Full pack',
};

function cardCount(n: number): string {
  return `${n} card${n === 1 ? '' : 's'}`;
}

function takeRange(legal: readonly number[]): string {
  const max = legal.at(-1) ?? 0;
  if (max <= 1) return '1 card';
  if (max === 2) return '1 or 2 cards';
  return `1 to ${max} cards`;
}

/** Why the take is limited as it is, shown after the row's card count. */
export function rowCaption(model: AbstracRenderModel): string {
  const { view } = model;
  if (view.phase !== 'take') return '';
  const max = view.legalTakes.at(-1) ?? 0;
  const top = view.row[0] ?? '';
  // When the rest of the row is all that may be taken, that is the reason worth stating.
  if (max === view.row.length) return `· only ${max} left`;
  switch (view.variant) {
    case 'classic':
      return '';
    case 'suits':
    case 'fullpack':
      return `· top card ${top.slice(-1)} allows ${max}`;
    case 'unlimited':
      return view.lastTake === null
        ? `· first take: 1 to ${max}`
        : `· after a take of ${view.lastTake}: at most ${max}`;
  }
}

export function statusLine(model: AbstracRenderModel): string {
  const { view, players } = model;
  const halfNote = view.halves > 1 ? `Half ${view.half + 1}: ` : '';
  if (view.phase === 'choose') return `${halfNote}${players.nondealer.name} chooses who plays first`;
  if (view.phase === 'take' && view.toMove !== null) {
    return `${players[view.toMove].name} to take ${takeRange(view.legalTakes)}`;
  }
  const [nd, d] = [shortName(players.nondealer.name, 20), shortName(players.dealer.name, 20)];
  return `Deal over: ${nd} ${view.totals.nondealer}, ${d} ${view.totals.dealer}`;
}

/** The panels of both seats, before positions are known. */
export function panelSpecs(model: AbstracRenderModel, theme: Theme, width: number): Omit<PanelSpec, 'x' | 'y'>[] {
  const { view, players } = model;
  const names = { nondealer: shortName(players.nondealer.name), dealer: shortName(players.dealer.name) };
  const fullpack = view.variant === 'fullpack';
  const fresh = (seat: Seat) => (model.lastTake?.seat === seat ? model.lastTake.cards : []);
  return SEATS.map((seat) => {
    const common = {
      w: width,
      name: players[seat].name,
      role: [`${seat} · ${cardCount(view.taken[seat].length)}`, cardCount(view.taken[seat].length)],
      active: view.toMove === seat,
      headline: {
        value: String(view.totals[seat]),
        caption: view.phase === 'finished' ? 'deal' : 'deal so far',
      },
      cards: view.taken[seat],
      fresh: fresh(seat),
      jokerRow: view.variant === 'unlimited',
    };
    if (fullpack) {
      const half = view.fullpack?.halves[view.half]?.seats[seat];
      const earlier = view.fullpack?.halves.slice(0, view.half) ?? [];
      const lines = half === undefined ? [] : fullpackLines(half);
      earlier.forEach((h, i) => {
        lines.push(`Half ${i + 1}: ${h.seats[seat].score}`);
      });
      return {
        ...common,
        marks: half === undefined ? NO_MARKS : fullpackMarks(half, theme),
        ranks: ALL_RANKS,
        tile: { w: 50, h: 42, gap: 5 },
        lines,
        linesBeside: true,
        alert: null,
      };
    }
    const score = view.score;
    const words =
      score === null ? { lines: [], alert: null } : classicLines(score, seat, names, view.phase === 'finished');
    return {
      ...common,
      marks: score === null ? NO_MARKS : classicMarks(score.seats[seat], theme),
      ranks: SHORT_RANKS,
      tile: { w: 64, h: 48, gap: 6 },
      ...words,
      linesBeside: false,
    };
  });
}

function drawHeader(ctx: SKRSContext2D, theme: Theme, model: AbstracRenderModel): void {
  const { view, match } = model;
  ctx.fillStyle = theme.panel;
  ctx.fillRect(0, 0, LAYOUT_W, HEADER_H);
  const titleW = text(ctx, 'ABSTRAC', PAD, 37, {
    size: 26,
    weight: 800,
    colour: theme.accent,
  });
  const half = view.halves > 1 ? ` · half ${view.half + 1} of ${view.halves}` : '';
  const variantW = text(ctx, `${VARIANT_LABELS[view.variant]}${half}`, PAD + titleW + 14, 37, {
    size: 24,
    colour: theme.text,
  });
  if (view.variant === 'suits' || view.variant === 'fullpack') {
    // The suit limits, always in sight: the top card's suit sets the most that may be taken.
    const legend = { size: 22, colour: theme.textMuted, suitColours: theme.suitsOnFelt };
    richText(ctx, '♠1  ♥2  ♣3  ♦4', PAD + titleW + 14 + variantW + 22, 37, legend);
  }
  if (match !== null) {
    const goal =
      match.target !== null ? ` · first to ${match.target}` : match.deals !== null ? ` of ${match.deals}` : '';
    text(ctx, `Deal ${match.dealNumber}${goal}`, LAYOUT_W - PAD, 37, {
      size: 22,
      colour: theme.textMuted,
      align: 'right',
    });
  }
}

/** The match score (totals before this deal plus this deal's so far), right-aligned; returns its left edge. */
function drawMatchScore(ctx: SKRSContext2D, theme: Theme, model: AbstracRenderModel, y: number): number {
  const { match, players, view } = model;
  if (match === null) return LAYOUT_W - PAD;
  let x = LAYOUT_W - PAD;
  for (const seat of [...SEATS].reverse()) {
    const total = match.before[seat] + view.totals[seat];
    x -= text(ctx, String(total), x, y, { size: 28, weight: 800, colour: theme.text, align: 'right' }) + 8;
    const name = { size: 20, colour: theme.textMuted, align: 'right' as const, maxWidth: 150 };
    x -= text(ctx, players[seat].name, x, y, name) + 22;
  }
  return x - text(ctx, 'Match', x, y, { size: 20, weight: 700, colour: theme.textMuted, align: 'right' });
}

/** "Maëlle took K♠ Q♥" for the most recent take, or ''. */
function lastTakeLine(model: AbstracRenderModel): string {
  const last = model.lastTake;
  if (last === null) return '';
  const cards = last.cards.length <= 5 ? last.cards.join(' ') : `${last.cards.length} cards`;
  return `${shortName(model.players[last.seat].name, 14)} took ${cards}`;
}

/**
 * Draws the whole board onto a canvas from the pool (not yet encoded; give it
 * back with `recycleCanvas` once its pixels are read, or just drop it). The layout is
 * LAYOUT_W wide; `scale` renders it smaller or larger (the canvas is scaled, the
 * layout is not): fewer pixels cost less to read back and encode.
 */
export function drawAbstracBoard(given: AbstracRenderModel, theme: Theme, scale = 1): Canvas {
  ensureFonts();
  const model = withDrawableNames(given);
  const { view } = model;
  const inner = LAYOUT_W - 2 * PAD;
  const rowLayout = layoutRow(view.row, inner);
  const stacked = view.variant === 'fullpack';
  const panelW = stacked ? inner : (inner - GAP) / 2;
  const specs = panelSpecs(model, theme, panelW);
  const heights = specs.map(panelHeight);
  const panelsH = stacked ? heights.reduce((a, b) => a + b + GAP, -GAP) : Math.max(...heights);
  const rowY = HEADER_H + STATUS_H;
  const panelsY = rowY + rowLayout.height + 4;
  const height = panelsY + panelsH + PAD;

  const canvas = takeCanvas(Math.round(LAYOUT_W * scale), Math.round(height * scale), theme.background);
  const ctx = canvas.getContext('2d');
  ctx.scale(scale, scale);
  ctx.fillStyle = theme.background;
  ctx.fillRect(0, 0, LAYOUT_W, height);
  drawHeader(ctx, theme, model);
  const scoreLeft = drawMatchScore(ctx, theme, model, HEADER_H + 44);
  const statusColour = view.phase === 'finished' ? theme.text : theme.accent;
  const statusStyle = { size: 30, weight: 800 as const, colour: statusColour, maxWidth: scoreLeft - PAD - 24 };
  text(ctx, statusLine(model), PAD, HEADER_H + 44, statusStyle);
  drawRow(ctx, theme, {
    x: PAD,
    y: rowY,
    width: inner,
    row: view.row,
    legalTakes: view.legalTakes,
    caption: rowCaption(model),
    note: lastTakeLine(model),
  });

  let y = panelsY;
  specs.forEach((spec, i) => {
    const x = stacked ? PAD : PAD + i * (panelW + GAP);
    // Side by side, both panels take the height of the taller so they line up.
    drawPanel(ctx, theme, {
      ...spec,
      x,
      y,
      height: stacked ? undefined : panelsH,
    });
    if (stacked) y += (heights[i] ?? 0) + GAP;
  });
  return canvas;
}
