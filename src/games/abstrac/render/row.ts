/**
 * The Abstrac row as it lies: overlapping cards with the top card (the one taken
 * first) fully exposed at the left end, framed and marked TOP, each card beneath it showing
 * the upright index of its right-hand corner. Numbered badges under the first
 * cards say how many cards a take must be to include them; only the counts the
 * engine allows now are shown. Long rows wrap onto a second line rather than
 * overlapping so much that the indices become unreadable on a phone.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Card } from '../../../cards/card.ts';
import { t } from '../../../i18n/index.ts';
import { cardSprite, placeSprite } from '../../../render/cards.ts';
import { badge, MIN_TEXT, richText, strokeRound, text } from '../../../render/draw.ts';
import type { Theme } from '../../../render/theme.ts';
import { cardsWord } from '../words.ts';

export const CARD_W = 104;
export const CARD_H = 146;
/** Space under each line of cards for the take badges. */
const BADGE_SPACE = 64;
/** Take badges' height: their digits are MIN_TEXT high. */
const BADGE_H = 50;
/** Widest step between cards (short rows spread out but still overlap a little). */
const MAX_STEP = 96;
/** Narrowest step before the row wraps: the right-hand index must stay readable. */
const MIN_STEP = 60;
/** The label line above the cards. */
const LABEL = 48;
const LABEL_BASE = 36;

export interface RowLayout {
  lines: Card[][];
  step: number;
  height: number;
}

export function layoutRow(row: readonly Card[], width: number): RowLayout {
  const fits = (n: number) => (n <= 1 ? MAX_STEP : Math.min(MAX_STEP, Math.floor((width - CARD_W) / (n - 1))));
  let lines: Card[][] = [row.slice()];
  if (fits(row.length) < MIN_STEP) {
    const split = Math.ceil(row.length / 2);
    lines = [row.slice(0, split), row.slice(split)];
  }
  const step = fits(Math.max(...lines.map((line) => line.length)));
  if (row.length === 0) return { lines: [], step, height: LABEL };
  return { lines, step, height: LABEL + lines.length * (CARD_H + BADGE_SPACE) };
}

export interface RowSpec {
  x: number;
  y: number;
  width: number;
  row: readonly Card[];
  /** Take counts allowed now (badges 1…n under the first cards); empty when nobody may take. */
  legalTakes: readonly number[];
  /** A short caption after the card count, e.g. the reason for the take limit. */
  caption: string;
  /** Right-aligned on the label line (the last take); suit symbols drawn as pips. */
  note: string;
  /** The language of the row's label (default English). */
  locale?: string;
}

export function drawRow(ctx: SKRSContext2D, theme: Theme, spec: RowSpec): number {
  const layout = layoutRow(spec.row, spec.width);
  const { x, y } = spec;
  const count = spec.row.length;
  const locale = spec.locale ?? 'en-US';
  const label =
    count === 0 ? t(locale, 'abstrac.pic.rowEmpty') : t(locale, 'abstrac.pic.row', { cards: cardsWord(locale, count) });
  // The label starts right of the top card, which has "TOP" over it on this line.
  const labelX = count === 0 ? x : x + CARD_W + 16;
  const base = y + LABEL_BASE;
  if (count > 0) {
    text(ctx, t(locale, 'abstrac.pic.top'), x + CARD_W / 2, base, {
      size: MIN_TEXT,
      weight: 800,
      colour: theme.accent,
      align: 'center',
    });
  }
  const labelW = text(ctx, label, labelX, base, {
    size: MIN_TEXT,
    weight: 700,
    colour: theme.text,
  });
  let noteW = 0;
  if (spec.note !== '') {
    const style = { size: MIN_TEXT, weight: 600 as const, colour: theme.textMuted, suitColours: theme.suitsOnFelt };
    noteW = richText(ctx, spec.note, 0, 0, { ...style, measureOnly: true });
    richText(ctx, spec.note, x + spec.width - noteW, base, style);
  }
  if (spec.caption !== '') {
    const captionX = labelX + labelW + 14;
    const room = x + spec.width - noteW - 24 - captionX;
    // Suits in the caption are vector pips (font glyphs for ♠♥♦♣ would depend on the host); a caption
    // that does not fit beside the last-take note is left out rather than cut.
    const style = { size: MIN_TEXT, colour: theme.textMuted, suitColours: theme.suitsOnFelt };
    if (richText(ctx, spec.caption, 0, 0, { ...style, measureOnly: true }) <= room) {
      richText(ctx, spec.caption, captionX, base, style);
    }
  }
  const takeable = new Set(spec.legalTakes);
  let index = 0;
  layout.lines.forEach((line, lineNo) => {
    const top = y + LABEL + lineNo * (CARD_H + BADGE_SPACE);
    const start = index;
    // Draw from the far end so each card lies on the one after it.
    for (let i = line.length - 1; i >= 0; i--) {
      const cx = x + i * layout.step;
      const card = line[i] as Card;
      placeSprite(ctx, (w, h) => cardSprite(card, theme, w, h), cx, top, CARD_W, CARD_H);
    }
    if (start === 0 && count > 0) strokeRound(ctx, x - 3, top - 3, CARD_W + 6, CARD_H + 6, 11, theme.accent, 4);
    for (let i = 0; i < line.length; i++) {
      const n = start + i + 1;
      if (!takeable.has(n)) continue;
      // Centre each badge on the part of its card left visible: the whole top card, else its right strip.
      const centre = i === 0 ? x + CARD_W / 2 : x + CARD_W + (i - 0.5) * layout.step;
      badge(
        ctx,
        String(n),
        centre,
        top + CARD_H + 8,
        BADGE_H,
        { fill: theme.accent, text: theme.accentText },
        'center',
      );
    }
    index += line.length;
  });
  return layout.height;
}
