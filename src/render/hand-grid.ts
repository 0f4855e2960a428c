/**
 * A player's taken cards as a grid: one row per suit (♠ ♥ ♦ ♣), one column per
 * rank, Ace high on the left. The arrangement by suit and rank makes the
 * combinations visible as shapes: a set is a column, a sequence a run along a row.
 * Marks (which columns, row segments and cells to highlight) come from the
 * engine's score breakdown; the grid only draws them.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { type Card, isJoker, type Rank, rankOf, SUITS, type Suit, type SuitedCard, suitOf } from '../cards/card.ts';
import { cached, placeSprite, slotSprite, tileSprite } from './cards.ts';
import { fillRound, MIN_TEXT, strokeRound, text } from './draw.ts';
import { drawStar, drawSuit } from './suits.ts';
import type { Theme } from './theme.ts';

export const SHORT_RANKS: readonly Rank[] = ['A', 'K', 'Q', 'J', '10', '9'];
export const ALL_RANKS: readonly Rank[] = ['A', 'K', 'Q', 'J', '10', '9', '8', '7', '6', '5', '4', '3', '2'];

export interface GridMarks {
  /** Whole columns (sets of one rank), with the points shown under the column. */
  columns: { rank: Rank; colour: string; label: string }[];
  /** Row segments (a sequence in one suit, or a whole suit), with a label at the row's end. */
  rows: { suit: Suit; cards: SuitedCard[]; colour: string; label: string }[];
  /** Single cells outlined (fullpack's run of ranks across suits). */
  cells: { cards: SuitedCard[]; colour: string }[];
}

export const NO_MARKS: GridMarks = { columns: [], rows: [], cells: [] };

export interface GridSpec {
  x: number;
  y: number;
  ranks: readonly Rank[];
  tileW: number;
  tileH: number;
  gap: number;
  cards: readonly Card[];
  marks: GridMarks;
  /** Cards of the most recent take: underlined in the accent colour. */
  fresh: readonly Card[];
  /** Reserve a fifth row for the Joker (unlimited), so both players' grids line up. */
  jokerRow: boolean;
}

/**
 * Space around the tiles: suit symbols on the left, rank letters on top (at the
 * smallest legible size, MIN_TEXT). The points of each marked shape are not
 * repeated in the grid: the panel's lines state them, in the shape's colour.
 */
const LEFT = 30;
const TOP = MIN_TEXT + 8;
const RIGHT = 8;
const BOTTOM = 10;

/** The grid's size; `jokerRow` adds a fifth row for the Joker of `unlimited`. */
export function gridSize(ranks: number, tileW: number, tileH: number, gap: number, jokerRow = false) {
  const joker = jokerRow ? tileH + gap : 0;
  return {
    w: LEFT + ranks * (tileW + gap) - gap + RIGHT,
    h: TOP + 4 * (tileH + gap) - gap + BOTTOM + joker,
  };
}

export function drawHandGrid(ctx: SKRSContext2D, theme: Theme, spec: GridSpec): void {
  const { x, y, ranks, tileW, tileH, gap, marks } = spec;
  const colX = (rank: Rank) => x + LEFT + ranks.indexOf(rank) * (tileW + gap);
  const rowY = (suit: Suit) => y + TOP + SUITS.indexOf(suit) * (tileH + gap);
  const gridW = ranks.length * (tileW + gap) - gap;
  const taken = new Set(spec.cards);
  const fresh = new Set(spec.fresh);

  const suitsH = 4 * (tileH + gap) - gap;
  for (const column of marks.columns) {
    fillRound(ctx, colX(column.rank) - 3, y + 2, tileW + 6, TOP + suitsH + 3, 8, withAlpha(column.colour, 0.34));
  }
  for (const row of marks.rows) {
    const xs = row.cards.map((card) => colX(rankOf(card)));
    const left = Math.min(...xs);
    const right = Math.max(...xs) + tileW;
    fillRound(ctx, left - 4, rowY(row.suit) - 4, right - left + 8, tileH + 8, 10, withAlpha(row.colour, 0.3));
  }

  // The rank letters and suit symbols around the tiles: one sprite per layout (and marked columns).
  const marked = marks.columns.map((column) => column.rank);
  const labelsW = LEFT + gridW;
  const labelsH = TOP + suitsH + (spec.jokerRow ? BOTTOM + tileH : 0);
  const key = `labels|${theme.name}|${ranks.join(',')}|${marked.join(',')}|${tileW}x${tileH}+${gap}|${spec.jokerRow}`;
  const labels = (w: number, h: number) =>
    cached(`${key}|${w}x${h}`, w, h, (c) => {
      c.scale(w / labelsW, h / labelsH);
      paintLabels(c, theme, spec, marked);
    });
  placeSprite(ctx, labels, x, y, labelsW, labelsH);
  for (const suit of SUITS) {
    for (const rank of ranks) {
      const card: SuitedCard = `${rank}${suit}`;
      const cx = colX(rank);
      const cy0 = rowY(suit);
      if (!taken.has(card)) {
        placeSprite(ctx, (w, h) => slotSprite(theme, w, h), cx, cy0, tileW, tileH);
        continue;
      }
      placeSprite(ctx, (w, h) => tileSprite(card, theme, w, h), cx, cy0, tileW, tileH);
      if (fresh.has(card)) fillRound(ctx, cx + 6, cy0 + tileH - 6, tileW - 12, 4, 2, theme.accent);
    }
  }

  for (const cell of marks.cells) {
    for (const card of cell.cards) {
      strokeRound(ctx, colX(rankOf(card)) - 2, rowY(suitOf(card)) - 2, tileW + 4, tileH + 4, 9, cell.colour, 3.5);
    }
  }
  if (spec.jokerRow) {
    const jy = y + TOP + suitsH + BOTTOM;
    const jx = x + LEFT;
    const joker = spec.cards.find(isJoker);
    if (joker === undefined) {
      placeSprite(ctx, (w, h) => slotSprite(theme, w, h), jx, jy, tileW, tileH);
    } else {
      placeSprite(ctx, (w, h) => tileSprite(joker, theme, w, h), jx, jy, tileW, tileH);
      if (fresh.has(joker)) fillRound(ctx, jx + 6, jy + tileH - 6, tileW - 12, 4, 2, theme.accent);
    }
    text(ctx, 'Joker: in no combination', jx + tileW + 12, jy + tileH / 2 + MIN_TEXT * 0.36, {
      size: MIN_TEXT,
      colour: theme.textMuted,
    });
  }
}

/** Rank letters over the columns (bold where a set is marked), suit symbols beside the rows, relative to (0, 0). */
function paintLabels(ctx: SKRSContext2D, theme: Theme, spec: GridSpec, marked: readonly Rank[]): void {
  const { ranks, tileW, tileH, gap } = spec;
  ranks.forEach((rank, i) => {
    const bold = marked.includes(rank);
    text(ctx, rank, LEFT + i * (tileW + gap) + tileW / 2, TOP - 8, {
      size: MIN_TEXT,
      weight: bold ? 800 : 600,
      colour: bold ? theme.text : theme.textMuted,
      align: 'center',
    });
  });
  SUITS.forEach((suit, i) => {
    drawSuit(ctx, suit, LEFT / 2 - 2, TOP + i * (tileH + gap) + tileH / 2, 20, theme.suitsOnFelt[suit]);
  });
  if (spec.jokerRow) {
    drawStar(ctx, LEFT / 2 - 2, TOP + 4 * (tileH + gap) - gap + BOTTOM + tileH / 2, 11, theme.textMuted);
  }
}

/** `#rrggbb` with an alpha, as `rgba()`. */
export function withAlpha(hex: string, alpha: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgba(${(n >> 16) & 255},${(n >> 8) & 255},${n & 255},${alpha})`;
}
