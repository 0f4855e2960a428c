/**
 * The Abstrac board image posted after every move: header, whose turn and what
 * they may take, the row, and both players' taken cards with their scores.
 * Layout is computed first (heights depend on the row length and the variant),
 * then everything is drawn onto one canvas. No rules here: every number shown
 * comes from the engine's `DealView`.
 */
import type { Canvas, SKRSContext2D } from '@napi-rs/canvas';
import { t } from '../../../i18n/index.ts';
import { takeCanvas } from '../../../render/canvas-pool.ts';
import { MIN_TEXT, richText, text } from '../../../render/draw.ts';
import { ensureFonts, useFont } from '../../../render/fonts.ts';
import { ALL_RANKS, NO_MARKS, SHORT_RANKS } from '../../../render/hand-grid.ts';
import { fitNames, withDrawableNames } from '../../../render/names.ts';
import type { Theme } from '../../../render/theme.ts';
import { type Seat, VARIANT_LABELS } from '../engine/types.ts';
import { cardsUpTo, cardsWord, pictureGoal, seatLabel, variantLabel } from '../words.ts';
import { type AbstracRenderModel, localeOf, seatOrder } from './model.ts';
import {
  CLASSIC_TILE,
  classicLines,
  classicMarks,
  drawPanel,
  FULLPACK_TILE,
  fullpackLines,
  fullpackMarks,
  type PanelSpec,
  panelHeight,
} from './panel.ts';
import { drawRow, layoutRow } from './row.ts';

/** The width the layout is drawn in; images are scaled from it to the width asked for (see `index.ts`). */
export const LAYOUT_W = 1100;
export const PAD = 22;
/** The title line, and the match line under it when the deal is part of a match. */
const TITLE_H = 58;
const MATCH_H = 46;
const STATUS_H = 64;
/** The last take's line under the status (what changed, as large as the status line). */
const LAST_H = 48;
const LAST_SIZE = 34;
const GAP = 16;

/** Kept here too for the pictures that take it from the board. */
export { VARIANT_LABELS };

const takeRange = (locale: string, legal: readonly number[]) => cardsUpTo(locale, Math.max(1, legal.at(-1) ?? 0));

/** Why the take is limited as it is, shown after the row's card count. */
export function rowCaption(model: AbstracRenderModel): string {
  const { view } = model;
  const locale = localeOf(model);
  if (view.phase !== 'take') return '';
  const max = view.legalTakes.at(-1) ?? 0;
  const top = view.row[0] ?? '';
  // When the rest of the row is all that may be taken, that is the reason worth stating.
  if (max === view.row.length) return t(locale, 'abstrac.pic.onlyLeft', { count: max });
  switch (view.variant) {
    case 'classic':
      return '';
    case 'suits':
    case 'fullpack':
      return t(locale, 'abstrac.pic.topAllows', { suit: top.slice(-1), count: max });
    case 'unlimited':
      return view.lastTake === null
        ? t(locale, 'abstrac.pic.firstTake', { count: max })
        : t(locale, 'abstrac.pic.afterTake', { last: view.lastTake, count: max });
  }
}

/** The status sentence around its names: `build(names)`, names shortened only when drawn (`fitNames`). */
export function statusParts(model: AbstracRenderModel): { names: string[]; build: (names: string[]) => string } {
  const { view, players } = model;
  const locale = localeOf(model);
  if (view.phase === 'choose') {
    const half = view.half + 1;
    return {
      names: [players.nondealer.name],
      build: ([name = '']) =>
        view.halves > 1
          ? t(locale, 'abstrac.pic.halfChooses', { half, name })
          : t(locale, 'abstrac.pic.chooses', { name }),
    };
  }
  if (view.phase === 'take' && view.toMove !== null) {
    const range = takeRange(locale, view.legalTakes);
    return {
      names: [players[view.toMove].name],
      build: ([name = '']) => t(locale, 'abstrac.pic.toTake', { name, range }),
    };
  }
  const [a, b] = seatOrder(model);
  return {
    names: [players[a].name, players[b].name],
    build: ([na = '', nb = '']) =>
      t(locale, 'abstrac.pic.dealOver', { a: na, scoreA: view.totals[a], b: nb, scoreB: view.totals[b] }),
  };
}

export function statusLine(model: AbstracRenderModel): string {
  const { names, build } = statusParts(model);
  return build(names);
}

/** The panels of both seats, before positions are known. */
export function panelSpecs(model: AbstracRenderModel, theme: Theme, width: number): Omit<PanelSpec, 'x' | 'y'>[] {
  const { view, players } = model;
  const locale = localeOf(model);
  const cardCount = (n: number) => cardsWord(locale, n);
  const names = { nondealer: players.nondealer.name, dealer: players.dealer.name };
  const fullpack = view.variant === 'fullpack';
  const fresh = (seat: Seat) => (model.lastTake?.seat === seat ? model.lastTake.cards : []);
  return seatOrder(model).map((seat) => {
    const common = {
      w: width,
      name: players[seat].name,
      role: [
        t(locale, 'abstrac.pic.role', { seat: seatLabel(locale, seat), cards: cardCount(view.taken[seat].length) }),
        cardCount(view.taken[seat].length),
      ],
      active: view.toMove === seat,
      headline: {
        value: String(view.totals[seat]),
        caption: t(locale, view.phase === 'finished' ? 'abstrac.pic.dealCaption' : 'abstrac.pic.dealSoFar'),
      },
      cards: view.taken[seat],
      fresh: fresh(seat),
      jokerRow: view.variant === 'unlimited',
    };
    if (fullpack) {
      const half = view.fullpack?.halves[view.half]?.seats[seat];
      const earlier = view.fullpack?.halves.slice(0, view.half) ?? [];
      const lines = half === undefined ? [] : fullpackLines(half, locale);
      earlier.forEach((h, i) => {
        lines.push(t(locale, 'abstrac.pic.halfScore', { half: i + 1, score: h.seats[seat].score }));
      });
      return {
        ...common,
        marks: half === undefined ? NO_MARKS : fullpackMarks(half, theme),
        ranks: ALL_RANKS,
        tile: FULLPACK_TILE,
        lines,
        linesBeside: false,
        columns: 2,
        alert: null,
      };
    }
    const score = view.score;
    const words =
      score === null ? { lines: [], alert: null } : classicLines(score, seat, names, view.phase === 'finished', locale);
    return {
      ...common,
      marks: score === null ? NO_MARKS : classicMarks(score.seats[seat], theme),
      ranks: SHORT_RANKS,
      tile: CLASSIC_TILE,
      ...words,
      linesBeside: false,
    };
  });
}

function headerHeight(model: AbstracRenderModel): number {
  return model.match === null ? TITLE_H : TITLE_H + MATCH_H;
}

function drawHeader(ctx: SKRSContext2D, theme: Theme, model: AbstracRenderModel): void {
  const { view } = model;
  const locale = localeOf(model);
  ctx.fillStyle = theme.panel;
  ctx.fillRect(0, 0, LAYOUT_W, headerHeight(model));
  const titleW = text(ctx, 'ABSTRAC', PAD, 42, { size: 34, weight: 800, colour: theme.accent });
  const half = view.halves > 1 ? t(locale, 'abstrac.pic.halfOf', { half: view.half + 1, halves: view.halves }) : '';
  const variantW = text(ctx, `${variantLabel(locale, view.variant)}${half}`, PAD + titleW + 14, 42, {
    size: MIN_TEXT,
    colour: theme.text,
  });
  if (view.variant === 'suits' || view.variant === 'fullpack') {
    // The suit limits, always in sight: the top card's suit sets the most that may be taken.
    const legend = { size: MIN_TEXT, colour: theme.textMuted, suitColours: theme.suitsOnFelt };
    richText(ctx, '♠1  ♥2  ♣3  ♦4', PAD + titleW + 14 + variantW + 28, 42, legend);
  }
  if (model.match !== null) {
    const { dealNumber, deals } = model.match;
    const deal =
      deals === null
        ? t(locale, 'abstrac.pic.deal', { deal: dealNumber })
        : t(locale, 'abstrac.pic.dealOf', { deal: dealNumber, deals });
    text(ctx, deal, LAYOUT_W - PAD, 42, { size: MIN_TEXT, colour: theme.textMuted, align: 'right' });
  }
  drawMatchLine(ctx, theme, model, TITLE_H + 30);
}

/**
 * "Match: Ann 212 · Bo 187" — the totals of the deals finished before this one, in
 * the players' fixed order (the message's), with the goal at the right (the deal
 * number is on the title line, so the names have the width). This deal's running score is the panels' "deal so far", never added here.
 */
function drawMatchLine(ctx: SKRSContext2D, theme: Theme, model: AbstracRenderModel, y: number): void {
  const { match } = model;
  if (match === null) return;
  const locale = localeOf(model);
  const goal = pictureGoal(locale, match);
  const dealW = text(ctx, goal, LAYOUT_W - PAD, y, { size: MIN_TEXT, colour: theme.textMuted, align: 'right' });
  useFont(ctx, 700, MIN_TEXT);
  const line = matchLineText(ctx, model, LAYOUT_W - 2 * PAD - dealW - 24);
  text(ctx, line, PAD, y, { size: MIN_TEXT, weight: 700, colour: theme.text });
}

/** The match line's words, names shortened to fit `maxWidth` in the context's font ('' outside a match). */
export function matchLineText(ctx: SKRSContext2D, model: AbstracRenderModel, maxWidth: number): string {
  const { match, players } = model;
  if (match === null) return '';
  const [a, b] = seatOrder(model);
  const locale = localeOf(model);
  const build = ([na = '', nb = '']: string[]) =>
    t(locale, 'abstrac.pic.match', { a: na, scoreA: match.before[a], b: nb, scoreB: match.before[b] });
  return fitNames(ctx, [players[a].name, players[b].name], build, maxWidth);
}

/** "Maëlle took K♠ Q♥" for the most recent take (the name fitted to `maxWidth`), or ''. */
export function lastTakeLine(ctx: SKRSContext2D, model: AbstracRenderModel, maxWidth: number): string {
  const last = model.lastTake;
  if (last === null) return '';
  const locale = localeOf(model);
  const cards = last.cards.length <= 6 ? last.cards.join(' ') : cardsWord(locale, last.cards.length);
  useFont(ctx, 700, LAST_SIZE);
  const build = ([name = '']: string[]) => t(locale, 'abstrac.pic.took', { name, cards });
  return fitNames(ctx, [model.players[last.seat].name], build, maxWidth - 6 * LAST_SIZE);
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
  const headerH = headerHeight(model);
  const lastH = model.lastTake === null ? 0 : LAST_H;
  const rowY = headerH + STATUS_H + lastH;
  const panelsY = rowY + rowLayout.height + 4;
  const height = panelsY + panelsH + PAD;

  const canvas = takeCanvas(Math.round(LAYOUT_W * scale), Math.round(height * scale), theme.background);
  const ctx = canvas.getContext('2d');
  ctx.scale(scale, scale);
  ctx.fillStyle = theme.background;
  ctx.fillRect(0, 0, LAYOUT_W, height);
  drawHeader(ctx, theme, model);
  const statusColour = view.phase === 'finished' ? theme.text : theme.accent;
  const status = statusParts(model);
  useFont(ctx, 800, 34);
  const sentence = fitNames(ctx, status.names, status.build, inner);
  text(ctx, sentence, PAD, headerH + 46, {
    size: 34,
    weight: 800,
    colour: statusColour,
    maxWidth: inner,
  });
  // The last take on a line of its own, as large as the status: it is what changed.
  const note = lastTakeLine(ctx, model, inner);
  if (note !== '') {
    richText(ctx, note, PAD, headerH + 46 + LAST_H, {
      size: LAST_SIZE,
      weight: 700,
      colour: theme.text,
      suitColours: theme.suitsOnFelt,
    });
  }
  drawRow(ctx, theme, {
    x: PAD,
    y: rowY,
    width: inner,
    row: view.row,
    legalTakes: view.legalTakes,
    caption: rowCaption(model),
    note: '',
    locale: localeOf(model),
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
