/**
 * One player's panel in the Abstrac images: name and role, the taken cards as a
 * grid with the scoring shapes highlighted, and the score explained in words.
 * Everything shown comes from the engine's score breakdown; nothing is scored here.
 */
import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import { type Card, type Rank, rankOf, suitOf } from '../../../cards/card.ts';
import { t } from '../../../i18n/index.ts';
import { fillRound, MIN_TEXT, richText, strokeRound, text, wrapItems } from '../../../render/draw.ts';
import { font } from '../../../render/fonts.ts';
import { drawHandGrid, type GridMarks, gridSize } from '../../../render/hand-grid.ts';
import type { Theme } from '../../../render/theme.ts';
import type { Combination, DealScore, FullpackHandScore, Seat } from '../engine/types.ts';
import { otherSeat } from '../engine/types.ts';

export function combinationLabel(combination: Combination): string {
  const first = combination.cards[0];
  const last = combination.cards.at(-1);
  if (first === undefined || last === undefined) return '';
  return combination.kind === 'set'
    ? `${combination.cards.length}×${rankOf(first)}`
    : `${rankOf(first)}–${rankOf(last)}${suitOf(first)}`;
}

export function classicMarks(score: DealScore['seats'][Seat], theme: Theme): GridMarks {
  const marks: GridMarks = { columns: [], rows: [], cells: [] };
  for (const combination of score.combinations) {
    const first = combination.cards[0];
    if (first === undefined) continue;
    const label = String(combination.points);
    if (combination.kind === 'set') marks.columns.push({ rank: rankOf(first), colour: theme.set, label });
    else
      marks.rows.push({
        suit: suitOf(first),
        cards: combination.cards,
        colour: theme.sequence,
        label,
      });
  }
  return marks;
}

export function fullpackMarks(score: FullpackHandScore, theme: Theme): GridMarks {
  const marks: GridMarks = { columns: [], rows: [], cells: [] };
  const { longestSuit, longestRun, largestSet } = score;
  if (longestSuit.suit !== null) {
    marks.rows.push({
      suit: longestSuit.suit,
      cards: longestSuit.cards,
      colour: theme.sequence,
      label: String(longestSuit.count),
    });
  }
  if (largestSet.rank !== null && largestSet.count > 1) {
    marks.columns.push({
      rank: largestSet.rank,
      colour: theme.set,
      label: String(largestSet.count),
    });
  }
  if (longestRun.length > 1) marks.cells.push({ cards: longestRun.cards, colour: theme.run });
  return marks;
}

/**
 * The classic score in words: the combinations, then points × multiplier, or how
 * the misère rule decides it (docs/rules.md 6). `alert` is set when misère applies.
 */
export function classicLines(
  score: DealScore,
  seat: Seat,
  names: Record<Seat, string>,
  finished: boolean,
  locale = 'en-US',
): { lines: PanelLine[]; alert: string | null } {
  const own = score.seats[seat];
  const other = otherSeat(seat);
  if (own.cardsTaken === 0 && !finished) return { lines: [t(locale, 'abstrac.pic.noneTaken')], alert: null };
  const lines: PanelLine[] = combinationLines(own.combinations, '  ·  ');
  if (lines.length === 0)
    lines.push(t(locale, finished ? 'abstrac.pic.noCombination' : 'abstrac.pic.noCombinationYet'));
  const product = { points: own.combinationPoints, multiplier: own.multiplier, score: own.score };
  if (score.misere === null) {
    lines.push(t(locale, finished ? 'abstrac.pic.product' : 'abstrac.pic.productSoFar', product));
    return { lines, alert: null };
  }
  if (score.misere === 'both') {
    // Nobody has scored yet: not worth an alert until the deal ends that way.
    if (!finished) return { lines: [...lines, t(locale, 'abstrac.pic.zeroSoFar')], alert: null };
    return { lines, alert: t(locale, 'abstrac.pic.misereNeither') };
  }
  if (score.misere === seat) {
    const points = score.seats[other].combinationPoints;
    const vars = { points, name: names[other], multiplier: own.multiplier, score: own.score };
    return { lines, alert: t(locale, finished ? 'abstrac.pic.misereOwn' : 'abstrac.pic.misereOwnSoFar', vars) };
  }
  lines.push(t(locale, 'abstrac.pic.pointsTimes', product));
  return {
    lines,
    alert: t(locale, finished ? 'abstrac.pic.misereOther' : 'abstrac.pic.misereOtherSoFar', { name: names[other] }),
  };
}

/**
 * The combinations as text lines coloured like their highlights: the sets on one
 * line and the sequences on another, items joined by `joiner` (`·` lines wrap
 * between items), or one line per combination when `joiner` is null.
 */
export function combinationLines(combinations: readonly Combination[], joiner: string | null): PanelLine[] {
  const lines: PanelLine[] = [];
  for (const kind of ['set', 'sequence'] as const) {
    const items = combinations.filter((c) => c.kind === kind).map((c) => `${combinationLabel(c)} ${c.points}`);
    if (items.length === 0) continue;
    if (joiner === null) lines.push(...items.map((text) => ({ text, tone: kind })));
    else lines.push({ text: items.join(joiner), tone: kind });
  }
  return lines;
}

/** The fullpack half score in words: each factor (coloured like its highlight), then the product. */
export function fullpackLines(score: FullpackHandScore, locale = 'en-US'): PanelLine[] {
  const { longestSuit, longestRun, largestSet } = score;
  if (score.cardsTaken === 0) return [t(locale, 'abstrac.pic.noneTaken')];
  const low = longestRun.cards[0];
  const high = longestRun.cards.at(-1);
  const run =
    low !== undefined && high !== undefined && longestRun.length > 1
      ? t(locale, 'abstrac.pic.runOf', { low: rankOf(low), high: rankOf(high), count: longestRun.length })
      : t(locale, 'abstrac.pic.run', { count: longestRun.length });
  return [
    {
      text: t(locale, 'abstrac.pic.longestSuit', { suit: longestSuit.suit ?? '', count: longestSuit.count }),
      tone: 'sequence',
    },
    { text: run, tone: 'run' },
    largestSet.count > 1
      ? { text: t(locale, 'abstrac.pic.setOf', { rank: largestSet.rank ?? '', count: largestSet.count }), tone: 'set' }
      : t(locale, 'abstrac.pic.noPair', { count: largestSet.count }),
    `${longestSuit.count} × ${longestRun.length} × ${largestSet.count} = ${score.score}`,
  ];
}

/**
 * Tile sizes of the taken-cards grids, in layout px (1100 wide): as large as the width allows, so a
 * tile's rank is about 13 px on a phone showing the picture 400 px wide. Six columns (classic,
 * suits, unlimited) leave room beside the grid; the full pack's thirteen fill the width.
 */
export const CLASSIC_TILE = { w: 70, h: 58, gap: 6 } as const;
export const FULLPACK_TILE = { w: 72, h: 62, gap: 4 } as const;

/** A line of explanation: plain, or coloured like one kind of highlight in the grid. */
export type PanelLine = string | { text: string; tone: 'set' | 'sequence' | 'run' };

export interface PanelSpec {
  x: number;
  y: number;
  w: number;
  name: string;
  /** What to show after the name, longest first: the first that fits is drawn (or none). */
  role: string[];
  active: boolean;
  /** The big number at the top right (the deal score so far) and its caption. */
  headline: { value: string; caption: string };
  cards: readonly Card[];
  fresh: readonly Card[];
  marks: GridMarks;
  ranks: readonly Rank[];
  jokerRow: boolean;
  tile: { w: number; h: number; gap: number };
  /** Lines of explanation (suit symbols become vector pips); placed under the grid or beside it. */
  lines: PanelLine[];
  linesBeside: boolean;
  /** A warning line drawn in the misère colour (the misère rule applies to this player). */
  alert: string | null;
  /** Explanation text size in px (default MIN_TEXT). */
  lineSize?: number;
  /** Lines below the grid in this many columns, filled top to bottom then left to right (default 1). */
  columns?: number;
  /** Stretch the panel to this height (side-by-side panels line up); at least its own height. */
  height?: number;
}

/** Two lines: the name and the score, then the role and the score's caption. */
const HEADER = 104;
/** Explanation text size (px) unless the spec sets one; lines are spaced at 4/3 of the size. */
const LINE_SIZE = MIN_TEXT;
const lineSize = (spec: Omit<PanelSpec, 'x' | 'y'>) => spec.lineSize ?? LINE_SIZE;
const lineStep = (spec: Omit<PanelSpec, 'x' | 'y'>) => Math.round(lineSize(spec) * 1.34);

/** A context for measuring text before the real canvas exists (its size depends on the measurements). */
let scratch: SKRSContext2D | null = null;
function measuring(): SKRSContext2D {
  scratch ??= createCanvas(1, 1).getContext('2d');
  return scratch;
}

function textArea(spec: Omit<PanelSpec, 'x' | 'y'>) {
  const grid = gridSize(spec.ranks.length, spec.tile.w, spec.tile.h, spec.tile.gap, spec.jokerRow);
  const x = spec.linesBeside ? 10 + grid.w + 16 : 22;
  const columns = spec.columns ?? 1;
  return { grid, x, columns, width: (spec.w - x - 18 - (columns - 1) * 24) / columns };
}

/** The explanation lines as drawn: long `·`-separated lines wrapped to the panel's text area. */
function wrappedLines(
  spec: Omit<PanelSpec, 'x' | 'y'>,
): { text: string; tone: 'set' | 'sequence' | 'run' | undefined }[] {
  const { width } = textArea(spec);
  return spec.lines.flatMap((line) => {
    const { text, tone } = typeof line === 'string' ? { text: line, tone: undefined } : line;
    return wrapItems(measuring(), text, width, lineSize(spec), 600).map((part) => ({ text: part, tone }));
  });
}

function wrappedAlert(spec: Omit<PanelSpec, 'x' | 'y'>): string[] {
  return spec.alert === null ? [] : wrapItems(measuring(), spec.alert, textArea(spec).width, lineSize(spec), 800);
}

/** The height a panel will take, so layouts can be computed before drawing. */
export function panelHeight(spec: Omit<PanelSpec, 'x' | 'y'>): number {
  const { grid } = textArea(spec);
  const lines = Math.ceil((wrappedLines(spec).length + wrappedAlert(spec).length) / (spec.columns ?? 1));
  const below = spec.linesBeside ? 0 : lines * lineStep(spec) + 10;
  return HEADER + Math.max(grid.h, spec.linesBeside ? lines * lineStep(spec) + 40 : 0) + below + 12;
}

export function drawPanel(ctx: SKRSContext2D, theme: Theme, spec: PanelSpec): number {
  const h = Math.max(spec.height ?? 0, panelHeight(spec));
  const { x, y, w } = spec;
  fillRound(ctx, x, y, w, h, 16, spec.active ? theme.panelActive : theme.panel);
  if (spec.active) strokeRound(ctx, x + 1.5, y + 1.5, w - 3, h - 3, 15, theme.accent, 3);
  const headlineW = text(ctx, spec.headline.value, x + w - 18, y + 48, {
    size: 44,
    weight: 800,
    colour: theme.text,
    align: 'right',
  });
  const captionStyle = { size: MIN_TEXT, colour: theme.textMuted, align: 'right' as const };
  const captionW = text(ctx, spec.headline.caption, x + w - 18, y + 90, captionStyle);
  let nameX = x + 18;
  if (spec.active) {
    // A play-style triangle: this player acts next.
    ctx.beginPath();
    ctx.moveTo(nameX, y + 20);
    ctx.lineTo(nameX + 20, y + 33);
    ctx.lineTo(nameX, y + 46);
    ctx.closePath();
    ctx.fillStyle = theme.accent;
    ctx.fill();
    nameX += 30;
  }
  // The name gets the whole line left of the score; the longest role that fits goes under it.
  text(ctx, spec.name, nameX, y + 46, {
    size: 36,
    weight: 800,
    colour: spec.active ? theme.accent : theme.text,
    maxWidth: x + w - 18 - headlineW - 16 - nameX,
  });
  const roleRoom = w - 36 - captionW - 20;
  ctx.font = font(600, MIN_TEXT);
  const role = spec.role.find((r) => ctx.measureText(r).width <= roleRoom);
  if (role !== undefined) text(ctx, role, x + 18, y + 90, { size: MIN_TEXT, colour: theme.textMuted });

  const gridY = y + HEADER - 4;
  drawHandGrid(ctx, theme, {
    x: x + 10,
    y: gridY,
    ranks: spec.ranks,
    tileW: spec.tile.w,
    tileH: spec.tile.h,
    gap: spec.tile.gap,
    cards: spec.cards,
    marks: spec.marks,
    fresh: spec.fresh,
    jokerRow: spec.jokerRow,
  });
  const area = textArea(spec);
  const lineX = x + area.x;
  const lineY = spec.linesBeside ? gridY + 46 : gridY + area.grid.h + lineSize(spec);
  const colours = { size: lineSize(spec), colour: theme.text, suitColours: theme.suitsOnFelt };
  const all = [
    ...wrappedLines(spec).map((line) => ({
      text: line.text,
      style: { ...colours, colour: line.tone === undefined ? theme.text : theme[line.tone] },
    })),
    ...wrappedAlert(spec).map((line) => ({
      text: line,
      style: { ...colours, weight: 800 as const, colour: theme.misere },
    })),
  ];
  const perColumn = Math.ceil(all.length / area.columns);
  all.forEach((line, i) => {
    const column = Math.floor(i / perColumn);
    const at = i % perColumn;
    richText(ctx, line.text, lineX + column * (area.width + 24), lineY + at * lineStep(spec), line.style);
  });
  return h;
}
