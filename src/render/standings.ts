/**
 * A competition's standings as a picture: a title and one row per player (place, name, points,
 * Buchholz, wins-draws-losses), the leaders marked, withdrawn players dimmed. Drawn in the render
 * workers as the games' pictures are (`STANDINGS_DRAWERS`, which src/games/render-jobs.ts adds to
 * theirs): a table of 32 rows takes 60 ms or so, ten divisions' tables twice that, too long for
 * the main thread. The text beside it carries the same table, for screen readers and search.
 */
import { takeCanvas } from './canvas-pool.ts';
import { fillRound, MIN_TEXT, text } from './draw.ts';
import { ensureFonts } from './fonts.ts';
import type { Drawers } from './job.ts';
import { encodePngSync } from './png.ts';
import { DEFAULT_THEME, type Theme } from './theme.ts';

export interface StandingsModel {
  title: string;
  columns: { rank: string; player: string; points: string; buchholz: string; record: string };
  /** Points and Buchholz as the reader writes numbers. */
  rows: { rank: number; name: string; points: string; buchholz: string; record: string; out?: boolean }[];
}

/** Rows drawn at most; the text lists the same first rows, and says how many more. */
export const MAX_ROWS = 32;
const W = 1100;
const PAD = 40;
const ROW = 56;
const HEAD = 150;

export function drawStandings(model: StandingsModel, theme: Theme = DEFAULT_THEME) {
  ensureFonts();
  const rows = model.rows.slice(0, MAX_ROWS);
  const more = model.rows.length - rows.length;
  const height = HEAD + rows.length * ROW + (more > 0 ? ROW : 0) + PAD;
  const canvas = takeCanvas(W, height, theme.background);
  const ctx = canvas.getContext('2d');
  text(ctx, model.title, PAD, 70, { size: 38, weight: 800, colour: theme.text, maxWidth: W - 2 * PAD });
  const cols = { rank: PAD + 10, name: PAD + 90, points: 690, buchholz: 850, record: W - PAD - 10 };
  const head = { size: MIN_TEXT, weight: 600 as const, colour: theme.textMuted };
  text(ctx, model.columns.rank, cols.rank, 130, head);
  text(ctx, model.columns.player, cols.name, 130, head);
  text(ctx, model.columns.points, cols.points, 130, { ...head, align: 'right' });
  text(ctx, model.columns.buchholz, cols.buchholz, 130, { ...head, align: 'right' });
  text(ctx, model.columns.record, cols.record, 130, { ...head, align: 'right' });
  for (const [n, r] of rows.entries()) {
    const y = HEAD + n * ROW;
    fillRound(ctx, PAD - 10, y, W - 2 * PAD + 20, ROW - 6, 10, r.rank === 1 ? theme.panelActive : theme.panel);
    const colour = r.out ? theme.textMuted : r.rank <= 3 ? theme.accent : theme.text;
    const style = { size: 34, weight: 700 as const, colour };
    const base = y + 38;
    text(ctx, String(r.rank), cols.rank, base, style);
    text(ctx, r.name, cols.name, base, { ...style, maxWidth: cols.points - cols.name - 120 });
    text(ctx, r.points, cols.points, base, { ...style, align: 'right' });
    text(ctx, r.buchholz, cols.buchholz, base, { ...style, weight: 600, align: 'right' });
    text(ctx, r.record, cols.record, base, { ...style, weight: 600, align: 'right' });
  }
  if (more > 0) text(ctx, `+${more}`, cols.name, HEAD + rows.length * ROW + 38, { ...head, size: 34 });
  return canvas;
}

/** The standings picture by job kind, for a render pool. */
export const STANDINGS_DRAWERS = {
  standings: (model: StandingsModel, theme: Theme) => drawStandings(model, theme),
} satisfies Drawers;

/** The standings picture as PNG bytes, drawn here (where there is no render pool: tests, tools). */
export function encodeStandings(model: StandingsModel): Buffer {
  return encodePngSync(drawStandings(model));
}
