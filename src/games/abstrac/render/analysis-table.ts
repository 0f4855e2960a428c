/**
 * The post-deal analysis as a compact table image: one row per move (who, what they took, the
 * best move, the points it cost), then each player's total. Plain rows in, PNG out: no rules here
 * (the rows come from the solver's review). 1000 px wide with 28 px type at least (11.2 px when shown
 * 400 px wide on a phone: test/render/legibility.test.ts);
 * a long deal (fullpack) keeps only the moves that cost points, and says how many best moves it left out.
 */
import type { Canvas } from '@napi-rs/canvas';
import { t } from '../../../i18n/index.ts';
import { takeCanvas } from '../../../render/canvas-pool.ts';
import { fillRound, richText, text } from '../../../render/draw.ts';
import { ensureFonts } from '../../../render/fonts.ts';
import { DEFAULT_THEME, type Theme } from '../../../render/theme.ts';

export interface AnalysisRow {
  /** 1-based move number in the deal. */
  n: number;
  who: string;
  /** "take 2", "play first"… */
  played: string;
  /** The cards taken, in symbol form (empty for a choice). */
  cards: string;
  /** The best move(s), e.g. "take 1 or 3". */
  best: string;
  /** Points lost against perfect play (0: a best move). */
  cost: number;
}

export interface AnalysisModel {
  title: string;
  rows: AnalysisRow[];
  totals: { name: string; lost: number; best: number; moves: number }[];
  /** The language of the table's headings and totals (default English); `title` and rows come said. */
  locale?: string;
}

/** More rows than this: only the moves that cost points are drawn. */
export const MAX_ROWS = 30;
const W = 1000;
const PAD = 24;
const ROW_H = 44;
const SIZE = 28;
/** Column left edges (cost is right-aligned at the panel's edge). */
const COL = { n: PAD + 12, who: PAD + 62, played: PAD + 255, cards: PAD + 440, best: PAD + 700 } as const;

const truncate = (s: string, max: number) => (s.length <= max ? s : `${s.slice(0, max - 1)}…`);

function cardsShown(cards: string): string {
  const list = cards.split(' ').filter(Boolean);
  return list.length <= 5 ? list.join(' ') : `${list.slice(0, 4).join(' ')} +${list.length - 4}`;
}

/** The rows drawn: all of them, or only the costly ones for a long deal (with how many were left out). */
export function rowsShown(rows: readonly AnalysisRow[]): { rows: AnalysisRow[]; hidden: number } {
  if (rows.length <= MAX_ROWS) return { rows: [...rows], hidden: 0 };
  const costly = rows.filter((r) => r.cost > 0).slice(0, MAX_ROWS);
  return { rows: costly, hidden: rows.length - costly.length };
}

/** The table as palette PNG bytes, drawn and encoded in a render worker (`src/render/pool.ts`). */
export function drawAnalysisTable(model: AnalysisModel, theme: Theme = DEFAULT_THEME): Canvas {
  ensureFonts();
  const locale = model.locale ?? 'en-US';
  const { rows, hidden } = rowsShown(model.rows);
  const headerH = 110;
  const footerH = (hidden > 0 ? 1 : 0) * ROW_H + model.totals.length * ROW_H + 30;
  const h = headerH + rows.length * ROW_H + footerH + PAD;
  const canvas = takeCanvas(W, h, theme.background);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = theme.background;
  ctx.fillRect(0, 0, W, h);
  fillRound(ctx, PAD / 2, PAD / 2, W - PAD, h - PAD, 16, theme.panel);
  text(ctx, model.title, PAD + 12, 56, { size: 34, weight: 800, colour: theme.text, maxWidth: W - 2 * PAD - 24 });
  const head = { size: SIZE, weight: 700 as const, colour: theme.textMuted };
  const headY = 96;
  text(ctx, '#', COL.n, headY, head);
  text(ctx, t(locale, 'abstrac.analysis.player'), COL.who, headY, head);
  text(ctx, t(locale, 'abstrac.analysis.played'), COL.played, headY, head);
  text(ctx, t(locale, 'abstrac.analysis.cards'), COL.cards, headY, head);
  text(ctx, t(locale, 'abstrac.analysis.best'), COL.best, headY, head);
  text(ctx, t(locale, 'abstrac.analysis.cost'), W - PAD - 12, headY, { ...head, align: 'right' });
  let y = headerH;
  for (const [i, r] of rows.entries()) {
    if (i % 2 === 0) fillRound(ctx, PAD, y + 2, W - 2 * PAD, ROW_H - 4, 8, theme.panelActive);
    const base = y + ROW_H / 2 + SIZE * 0.36;
    const colour = r.cost > 0 ? theme.text : theme.textMuted;
    text(ctx, String(r.n), COL.n, base, { size: SIZE, weight: 600, colour: theme.textMuted });
    text(ctx, r.who, COL.who, base, { size: SIZE, weight: 600, colour, maxWidth: COL.played - COL.who - 12 });
    text(ctx, r.played, COL.played, base, { size: SIZE, weight: 600, colour, maxWidth: COL.cards - COL.played - 12 });
    richText(ctx, cardsShown(r.cards), COL.cards, base, {
      size: SIZE,
      weight: 600,
      colour: theme.text,
      suitColours: theme.suitsOnFelt,
    });
    text(ctx, r.cost > 0 ? truncate(r.best, 14) : t(locale, 'abstrac.analysis.bestMove'), COL.best, base, {
      size: SIZE,
      weight: 600,
      colour,
      maxWidth: W - PAD - 130 - COL.best,
    });
    text(ctx, r.cost > 0 ? `−${r.cost}` : '0', W - PAD - 12, base, {
      size: SIZE,
      weight: 800,
      colour: r.cost > 0 ? theme.misere : theme.textMuted,
      align: 'right',
    });
    y += ROW_H;
  }
  y += 10;
  if (hidden > 0) {
    text(ctx, t(locale, 'abstrac.analysis.notShown', { count: hidden }), PAD + 12, y + ROW_H / 2 + 10, {
      size: SIZE,
      colour: theme.textMuted,
    });
    y += ROW_H;
  }
  for (const total of model.totals) {
    const line = t(locale, 'abstrac.analysis.total', { name: total.name, best: total.best, count: total.moves });
    text(ctx, line, PAD + 12, y + ROW_H / 2 + 10, { size: SIZE, weight: 700, colour: theme.text, maxWidth: 720 });
    const lost = t(locale, 'abstrac.analysis.lost', { count: total.lost });
    text(ctx, total.lost > 0 ? lost : t(locale, 'abstrac.analysis.perfect'), W - PAD - 12, y + ROW_H / 2 + 10, {
      size: SIZE,
      weight: 800,
      colour: total.lost > 0 ? theme.misere : theme.accent,
      align: 'right',
    });
    y += ROW_H;
  }
  return canvas;
}
