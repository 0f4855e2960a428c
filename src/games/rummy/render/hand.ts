/**
 * Rummy's private hand picture (the seat's cards in the order it chose, numbered by position, the
 * card taken from the discard pile this turn framed) and a finished hand's summary (every seat's
 * remaining cards, their pips, what each paid or won, and the running totals). 640 px wide, text
 * of 18 px and more.
 */
import type { Canvas } from '@napi-rs/canvas';
import type { SuitedCard } from '../../../cards/card.ts';
import { SOURCE_LOCALE, t } from '../../../i18n/index.ts';
import { takeCanvas } from '../../../render/canvas-pool.ts';
import { placeSprite, tileSprite } from '../../../render/cards.ts';
import { fillRound, strokeRound, text } from '../../../render/draw.ts';
import { ensureFonts } from '../../../render/fonts.ts';
import type { Theme } from '../../../render/theme.ts';

const WIDTH = 640;
const PAD = 14;

/** The hand: `cards` in display order; `taken` is framed. Drawn (src/render/job.ts encodes it). */
export function drawRummyHand(
  cards: readonly SuitedCard[],
  theme: Theme,
  taken: SuitedCard | null,
  locale: string = SOURCE_LOCALE,
): Canvas {
  ensureFonts();
  const perRow = 8;
  const tileW = Math.floor((WIDTH - 2 * PAD) / perRow) - 6;
  const tileH = Math.round(tileW * 0.72);
  const rows = Math.max(1, Math.ceil(cards.length / perRow));
  const height = PAD + rows * (tileH + 34) + PAD;
  const canvas = takeCanvas(WIDTH, height, theme.background);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = theme.background;
  ctx.fillRect(0, 0, WIDTH, height);
  cards.forEach((card, k) => {
    const x = PAD + (k % perRow) * (tileW + 6);
    const y = PAD + Math.floor(k / perRow) * (tileH + 34);
    placeSprite(ctx, (w, h) => tileSprite(card, theme, w, h), x, y, tileW, tileH);
    if (card === taken) strokeRound(ctx, x - 2, y - 2, tileW + 4, tileH + 4, 8, theme.accent, 3);
    text(ctx, String(k + 1), x + tileW / 2, y + tileH + 24, {
      size: 18,
      weight: 700,
      colour: theme.textMuted,
      align: 'center',
    });
  });
  if (cards.length === 0) text(ctx, t(locale, 'rummy.hand.noCards'), PAD, PAD + 30, { size: 20, colour: theme.text });
  return canvas;
}

export interface RummySummaryModel {
  /** The language of the words drawn (the game's); absent: English. Title and note come already said in it. */
  locale?: string;
  title: string;
  seats: { name: string; cards: SuitedCard[]; pips: number; payment: number; total: number; winner: boolean }[];
  note: string;
}

/** A finished hand: one row per seat, drawn (src/render/job.ts encodes it). */
export function drawRummySummary(model: RummySummaryModel, theme: Theme): Canvas {
  ensureFonts();
  const locale = model.locale ?? SOURCE_LOCALE;
  const rowH = 84;
  const height = 52 + model.seats.length * (rowH + 6) + (model.note ? 34 : 0) + PAD;
  const canvas = takeCanvas(WIDTH, height, theme.background);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = theme.background;
  ctx.fillRect(0, 0, WIDTH, height);
  text(ctx, model.title, PAD, 34, { size: 22, weight: 800, colour: theme.text, maxWidth: WIDTH - 2 * PAD });
  model.seats.forEach((seat, n) => {
    const y = 52 + n * (rowH + 6);
    fillRound(ctx, PAD, y, WIDTH - 2 * PAD, rowH, 10, seat.winner ? theme.panelActive : theme.panel);
    text(ctx, seat.name, PAD + 12, y + 26, { size: 20, weight: 700, colour: theme.text, maxWidth: 260 });
    const pips = t(locale, 'rummy.summary.pips', { count: seat.pips });
    const total = t(locale, 'rummy.summary.total', { total: seat.total });
    const paid = seat.winner
      ? [t(locale, 'rummy.summary.won', { points: seat.payment })]
      : seat.payment < 0
        ? [pips, t(locale, 'rummy.summary.paid', { points: -seat.payment })]
        : [pips];
    text(ctx, [...paid, total].join(' · '), WIDTH - PAD - 12, y + 26, {
      size: 18,
      weight: 700,
      colour: seat.winner ? theme.accent : theme.textMuted,
      align: 'right',
    });
    const tileW = 40;
    seat.cards.forEach((card, k) => {
      placeSprite(ctx, (w, h) => tileSprite(card, theme, w, h), PAD + 12 + k * (tileW + 4), y + 40, tileW, 32);
    });
    if (seat.cards.length === 0)
      text(ctx, t(locale, 'rummy.summary.out'), PAD + 12, y + 64, { size: 18, colour: theme.textMuted });
  });
  if (model.note)
    text(ctx, model.note, PAD, height - PAD - 8, { size: 18, colour: theme.textMuted, maxWidth: WIDTH - 2 * PAD });
  return canvas;
}
