/**
 * The end-of-deal summary: the result in big type, then each hand with every
 * combination and its points and how the deal score follows (multiplier,
 * misère), and the match score. Fullpack shows both halves, each with the
 * longest suit × run × set of both players.
 */
import type { Canvas, SKRSContext2D } from '@napi-rs/canvas';
import { t } from '../../../i18n/index.ts';
import { takeCanvas } from '../../../render/canvas-pool.ts';
import { MIN_TEXT, text } from '../../../render/draw.ts';
import { ensureFonts, useFont } from '../../../render/fonts.ts';
import { ALL_RANKS, SHORT_RANKS } from '../../../render/hand-grid.ts';
import { fitNames, withDrawableNames } from '../../../render/names.ts';
import type { Theme } from '../../../render/theme.ts';
import type { Seat } from '../engine/types.ts';
import { otherSeat } from '../engine/types.ts';
import { cardsWord, pictureGoal, seatLabel, variantLabel } from '../words.ts';
import { LAYOUT_W, PAD } from './board.ts';
import { type AbstracRenderModel, localeOf, seatOrder } from './model.ts';
import {
  CLASSIC_TILE,
  classicMarks,
  combinationLines,
  drawPanel,
  FULLPACK_TILE,
  fullpackLines,
  fullpackMarks,
  type PanelSpec,
  panelHeight,
} from './panel.ts';

const HEADER_H = 128;
const GAP = 14;

type Spec = Omit<PanelSpec, 'x' | 'y'>;

/** Every combination on its own line, then the arithmetic of the deal score. */
function classicSpecs(model: AbstracRenderModel, theme: Theme): Spec[] {
  const { view, players } = model;
  const locale = localeOf(model);
  const score = view.score;
  if (score === null) return [];
  return seatOrder(model).map((seat) => {
    const own = score.seats[seat];
    const other = otherSeat(seat);
    // One combination a line; long lists two a line, so the panel stays as tall as its grid.
    const lines = combinationLines(own.combinations, own.combinations.length > 5 ? '  ·  ' : null);
    if (lines.length === 0) lines.push(t(locale, 'abstrac.pic.noCombination'));
    let alert: string | null = null;
    const name = players[other].name;
    if (score.misere === null) {
      const vars = { points: own.combinationPoints, multiplier: own.multiplier, name, score: own.score };
      lines.push(t(locale, 'abstrac.pic.summaryProduct', vars));
    } else if (score.misere === 'both') {
      alert = t(locale, 'abstrac.pic.summaryNeither');
    } else if (score.misere === seat) {
      const points = score.seats[other].combinationPoints;
      alert = t(locale, 'abstrac.pic.summaryOwn', { points, name, multiplier: own.multiplier, score: own.score });
    } else {
      lines.push(t(locale, 'abstrac.pic.summaryPoints', { points: own.combinationPoints }));
      alert = t(locale, 'abstrac.pic.summaryOther', { name });
    }
    const cards = cardsWord(locale, own.cardsTaken);
    return {
      w: LAYOUT_W - 2 * PAD,
      name: players[seat].name,
      role: [t(locale, 'abstrac.pic.role', { seat: seatLabel(locale, seat), cards }), cards],
      active: false,
      headline: { value: String(own.score), caption: t(locale, 'abstrac.pic.dealCaption') },
      cards: own.cards,
      fresh: [],
      marks: classicMarks(own, theme),
      ranks: SHORT_RANKS,
      jokerRow: view.variant === 'unlimited',
      tile: CLASSIC_TILE,
      lines,
      linesBeside: true,
      alert,
    };
  });
}

/** One panel per half and seat, each with that half's hand and its three factors. */
function fullpackSpecs(model: AbstracRenderModel, theme: Theme): Spec[] {
  const halves = model.view.fullpack?.halves ?? [];
  const locale = localeOf(model);
  return halves.flatMap((half, i) =>
    seatOrder(model).map((seat) => {
      const hand = half.seats[seat];
      const cards = cardsWord(locale, hand.cardsTaken);
      return {
        w: LAYOUT_W - 2 * PAD,
        name: model.players[seat].name,
        role: [t(locale, 'abstrac.pic.halfRole', { half: i + 1, cards }), cards],
        active: false,
        headline: { value: String(hand.score), caption: t(locale, 'abstrac.pic.halfCaption', { half: i + 1 }) },
        cards: hand.cards,
        fresh: [],
        marks: fullpackMarks(hand, theme),
        ranks: ALL_RANKS,
        jokerRow: false,
        tile: FULLPACK_TILE,
        lines: fullpackLines(hand, locale),
        linesBeside: false,
        columns: 2,
        alert: null,
      };
    }),
  );
}

function drawResult(ctx: SKRSContext2D, theme: Theme, model: AbstracRenderModel): void {
  const { view, players, match } = model;
  const locale = localeOf(model);
  ctx.fillStyle = theme.panel;
  ctx.fillRect(0, 0, LAYOUT_W, HEADER_H);
  const deal =
    match === null ? t(locale, 'abstrac.pic.result') : t(locale, 'abstrac.pic.dealResult', { deal: match.dealNumber });
  const titleW = text(ctx, 'ABSTRAC', PAD, 42, { size: 34, weight: 800, colour: theme.accent });
  text(ctx, `${variantLabel(locale, view.variant)} · ${deal}`, PAD + titleW + 14, 42, {
    size: MIN_TEXT,
    colour: theme.text,
  });
  let x = PAD;
  seatOrder(model).forEach((seat, i) => {
    if (i > 0) x += text(ctx, '·', x + 18, 104, { size: 40, weight: 800, colour: theme.textMuted }) + 36;
    const winner = view.totals[seat] > view.totals[otherSeat(seat)];
    const colour = winner ? theme.accent : theme.text;
    x += text(ctx, players[seat].name, x, 104, { size: 40, weight: 800, colour, maxWidth: 380 }) + 14;
    x += text(ctx, String(view.totals[seat]), x, 104, { size: 48, weight: 800, colour });
  });
}

const MATCH_LINE = 46;

function footerHeight(model: AbstracRenderModel): number {
  const { match } = model;
  if (match === null) return 0;
  return 24 + 3 * MATCH_LINE + (match.winner === undefined ? 0 : 60);
}

/**
 * The match after this deal, one line a player in the fixed order: the total
 * before, this deal's score, the new total; and on the last deal, who won.
 */
function drawMatch(ctx: SKRSContext2D, theme: Theme, model: AbstracRenderModel, y: number): void {
  const { match, players, view } = model;
  if (match === null) return;
  const locale = localeOf(model);
  const goal = pictureGoal(locale, match);
  let line = y + 24 + 34;
  text(ctx, t(locale, 'abstrac.pic.matchAfter', { deal: match.dealNumber }), PAD, line, {
    size: MIN_TEXT,
    weight: 700,
    colour: theme.text,
  });
  text(ctx, goal, LAYOUT_W - PAD, line, { size: MIN_TEXT, colour: theme.textMuted, align: 'right' });
  const total = (seat: Seat) => match.before[seat] + view.totals[seat];
  for (const seat of seatOrder(model)) {
    line += MATCH_LINE;
    const sums = `${match.before[seat]} + ${view.totals[seat]} = ${total(seat)}`;
    const sumsW = text(ctx, sums, LAYOUT_W - PAD, line, {
      size: MIN_TEXT,
      weight: 700,
      colour: theme.text,
      align: 'right',
    });
    text(ctx, players[seat].name, PAD, line, {
      size: MIN_TEXT,
      colour: theme.text,
      maxWidth: LAYOUT_W - 2 * PAD - sumsW - 24,
    });
  }
  if (match.winner !== undefined) {
    const winner = match.winner;
    useFont(ctx, 800, 40);
    const loser = otherSeat(winner);
    const sentence = fitNames(
      ctx,
      [players[winner].name],
      ([n]) => t(locale, 'abstrac.pic.winsMatch', { name: n ?? '', won: total(winner), lost: total(loser) }),
      LAYOUT_W - 2 * PAD,
    );
    text(ctx, sentence, PAD, line + 60, { size: 40, weight: 800, colour: theme.accent });
  }
}

/** Draws the summary of a finished deal (any phase draws, showing the score so far). */
export function drawAbstracSummary(given: AbstracRenderModel, theme: Theme, scale = 1): Canvas {
  ensureFonts();
  const model = withDrawableNames(given);
  const specs = model.view.variant === 'fullpack' ? fullpackSpecs(model, theme) : classicSpecs(model, theme);
  const heights = specs.map(panelHeight);
  const footer = footerHeight(model);
  const height = HEADER_H + GAP + heights.reduce((a, b) => a + b + GAP, 0) + footer + PAD - GAP;
  const canvas = takeCanvas(Math.round(LAYOUT_W * scale), Math.round(height * scale), theme.background);
  const ctx = canvas.getContext('2d');
  ctx.scale(scale, scale);
  ctx.fillStyle = theme.background;
  ctx.fillRect(0, 0, LAYOUT_W, height);
  drawResult(ctx, theme, model);
  let y = HEADER_H + GAP;
  specs.forEach((spec, i) => {
    drawPanel(ctx, theme, { ...spec, x: PAD, y });
    y += (heights[i] ?? 0) + GAP;
  });
  drawMatch(ctx, theme, model, y - GAP);
  return canvas;
}
