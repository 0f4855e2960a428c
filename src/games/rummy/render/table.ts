/**
 * Rummy's table picture: the numbered melds (each kept sorted by the engine), the discard pile's
 * top card and size, the stock's size, who acts and what they may do, what the turns before did
 * (the same words as the board's text), and every seat with its name, cards in hand, points and
 * the dealer's mark. 640 px wide with text of 18 px and more, so it stays at 11 px or more on a
 * phone that shows it 400 px wide; the alt text says the same.
 */
import { type Canvas, createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import type { SuitedCard } from '../../../cards/card.ts';
import { SOURCE_LOCALE, t } from '../../../i18n/index.ts';
import { takeCanvas } from '../../../render/canvas-pool.ts';
import { placeSprite, tileSprite } from '../../../render/cards.ts';
import { badge, fillRound, richText, text, wrapItems } from '../../../render/draw.ts';
import { ensureFonts, ensureGlyphs } from '../../../render/fonts.ts';
import type { Theme } from '../../../render/theme.ts';

export interface RummySeatModel {
  name: string;
  cards: number;
  score: number;
  dealer: boolean;
  /** The phase, for the seat to act; null for the others. */
  phase: 'draw' | 'play' | null;
  out: boolean;
}

export interface RummyTableModel {
  /** The language of the words drawn and of the alt text (the game's); absent: English. Title,
   *  status and turns come already said in it. */
  locale?: string;
  title: string;
  seats: RummySeatModel[];
  melds: SuitedCard[][];
  discardTop: SuitedCard | null;
  discardSize: number;
  stockSize: number;
  stockTurns: number;
  /** "Ann to meld, lay off or discard", "Ann wins"; '' for none. */
  status?: string;
  /** What happened since the board before, in the board's own words ("Last turn: …", "This turn: …"), one entry a line. */
  turns?: string[];
}

export const TABLE_WIDTH = 640;
const PAD = 14;
const TILE_W = 46;
const TILE_H = 34;
const SEAT_H = 58;
/** Phases as the seat's line says them (the status line says them whole). */
const PHASES = { draw: 'rummy.table.toDraw', play: 'rummy.table.toPlay' } as const;
/** Lines of the turns' text are clipped to this many, the last ending in "…". */
const MAX_TURN_LINES = 6;
const TURN_SIZE = 19;
const TURN_STEP = 26;

interface MeldPlace {
  n: number;
  x: number;
  y: number;
  cards: SuitedCard[];
}

/** Melds placed left to right in rows, each behind its number. */
function placeMelds(melds: SuitedCard[][], top: number): { places: MeldPlace[]; bottom: number } {
  const places: MeldPlace[] = [];
  let x = PAD;
  let y = top;
  melds.forEach((cards, n) => {
    const w = 30 + cards.length * (TILE_W + 2) + 12;
    if (x + w > TABLE_WIDTH - PAD && x > PAD) {
      x = PAD;
      y += TILE_H + 10;
    }
    places.push({ n: n + 1, x, y, cards });
    x += w;
  });
  return { places, bottom: melds.length === 0 ? top + 26 : y + TILE_H };
}

let scratch: SKRSContext2D | null = null;

/**
 * `value` wrapped at spaces to `maxWidth`, a run too long for a line (Japanese and Chinese put no
 * spaces between words) broken between characters.
 */
function wrap(ctx: SKRSContext2D, value: string, maxWidth: number, size: number, weight: 600 | 800): string[] {
  const width = (line: string) => richText(ctx, line, 0, 0, { size, weight, colour: '', measureOnly: true });
  return wrapItems(ctx, value, maxWidth, size, weight).flatMap((line) => {
    if (width(line) <= maxWidth) return [line];
    const out: string[] = [];
    let current = '';
    for (const char of line) {
      if (current !== '' && width(current + char) > maxWidth) {
        out.push(current);
        current = char.trimStart();
      } else current += char;
    }
    return current === '' ? out : [...out, current];
  });
}
/** The turns' words wrapped to the picture's width (at most MAX_TURN_LINES lines). */
function turnLines(model: RummyTableModel): string[] {
  scratch ??= createCanvas(1, 1).getContext('2d');
  const ctx = scratch;
  // The words are the board text's; its Markdown bold is the message's, not the picture's.
  const plain = (model.turns ?? []).map((t) => t.replaceAll('**', ''));
  const lines = plain.flatMap((t) => wrap(ctx, t, TABLE_WIDTH - 2 * PAD - 24, TURN_SIZE, 600));
  if (lines.length <= MAX_TURN_LINES) return lines;
  return [...lines.slice(0, MAX_TURN_LINES - 1), `${lines[MAX_TURN_LINES - 1]} …`];
}

/** The status line, wrapped (a long name and "meld or lay off…" may take two lines). */
function statusLines(model: RummyTableModel): string[] {
  scratch ??= createCanvas(1, 1).getContext('2d');
  return model.status ? wrap(scratch, model.status, TABLE_WIDTH - 2 * PAD, 22, 800) : [];
}

function layout(model: RummyTableModel) {
  const status = statusLines(model);
  const statusH = status.length * 30 + (status.length > 0 ? 8 : 0);
  const turns = turnLines(model);
  const turnsTop = 104 + statusH;
  const turnsH = turns.length === 0 ? 0 : turns.length * TURN_STEP + 18 + 8;
  const seatsTop = turnsTop + turnsH;
  const rows = Math.ceil(model.seats.length / 2);
  const meldsTop = seatsTop + rows * (SEAT_H + 8) + 34;
  const melds = placeMelds(model.melds, meldsTop);
  return { status, turns, turnsTop, seatsTop, meldsTop, melds, height: melds.bottom + PAD };
}

function drawSeat(
  ctx: SKRSContext2D,
  theme: Theme,
  locale: string,
  seat: RummySeatModel,
  x: number,
  y: number,
  w: number,
) {
  fillRound(ctx, x, y, w, SEAT_H, 10, seat.phase ? theme.panelActive : theme.panel);
  if (seat.phase) fillRound(ctx, x, y, 6, SEAT_H, 3, theme.accent);
  const nameW = text(ctx, seat.name, x + 14, y + 24, { size: 20, weight: 700, colour: theme.text, maxWidth: w - 78 });
  if (seat.dealer) {
    const mark = t(locale, 'rummy.table.dealerBadge');
    // A badge loads no font itself: the mark may be a character only a script's font has (親, 庄).
    ensureGlyphs(mark);
    badge(ctx, mark, x + 22 + nameW, y + 4, 30, { fill: theme.accent, text: theme.accentText });
  }
  const shown = [
    t(locale, 'rummy.table.cards', { count: seat.cards }),
    t(locale, 'rummy.table.points', { score: seat.score }),
    ...(seat.out ? [t(locale, 'rummy.table.computer')] : []),
    ...(seat.phase ? [t(locale, PHASES[seat.phase])] : []),
  ].join(' · ');
  text(ctx, shown, x + 14, y + 48, {
    size: 18,
    weight: seat.phase ? 700 : 600,
    colour: seat.phase ? theme.accent : theme.textMuted,
    maxWidth: w - 24,
  });
}

export function drawRummyTable(model: RummyTableModel, theme: Theme): Canvas {
  ensureFonts();
  const locale = model.locale ?? SOURCE_LOCALE;
  const l = layout(model);
  const canvas = takeCanvas(TABLE_WIDTH, l.height, theme.background);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = theme.background;
  ctx.fillRect(0, 0, TABLE_WIDTH, l.height);
  text(ctx, model.title, PAD, 32, { size: 22, weight: 800, colour: theme.text, maxWidth: TABLE_WIDTH - 2 * PAD });
  // The piles: the stock as a count, the discard pile's top card and its size.
  const pilesY = 48;
  fillRound(ctx, PAD, pilesY, TABLE_WIDTH - 2 * PAD, 44, 10, theme.panel);
  const stock =
    model.stockTurns > 0
      ? t(locale, 'rummy.table.stockTurned', { n: model.stockSize, turns: model.stockTurns })
      : t(locale, 'rummy.table.stock', { n: model.stockSize });
  const discardX = TABLE_WIDTH / 2 + 10;
  text(ctx, stock, PAD + 12, pilesY + 29, {
    size: 20,
    weight: 700,
    colour: theme.text,
    maxWidth: discardX - PAD - 24,
  });
  text(ctx, t(locale, 'rummy.table.discard', { n: model.discardSize }), discardX, pilesY + 29, {
    size: 20,
    weight: 700,
    colour: theme.text,
    maxWidth: TABLE_WIDTH - PAD - 24 - TILE_W - discardX,
  });
  if (model.discardTop) {
    const top = model.discardTop;
    placeSprite(
      ctx,
      (w, h) => tileSprite(top, theme, w, h),
      TABLE_WIDTH - PAD - 12 - TILE_W,
      pilesY + 5,
      TILE_W,
      TILE_H,
    );
  }
  l.status.forEach((line, n) => {
    richText(ctx, line, PAD, 104 + 22 + n * 30, {
      size: 22,
      weight: 800,
      colour: theme.accent,
      suitColours: theme.suitsOnFelt,
    });
  });
  if (l.turns.length > 0) {
    fillRound(ctx, PAD, l.turnsTop, TABLE_WIDTH - 2 * PAD, l.turns.length * TURN_STEP + 18, 10, theme.panel);
    l.turns.forEach((line, n) => {
      richText(ctx, line, PAD + 12, l.turnsTop + 8 + (n + 1) * TURN_STEP - 6, {
        size: TURN_SIZE,
        colour: theme.text,
        suitColours: theme.suitsOnFelt,
      });
    });
  }
  const colW = (TABLE_WIDTH - 2 * PAD - 8) / 2;
  model.seats.forEach((seat, n) => {
    const x = PAD + (n % 2) * (colW + 8);
    const y = l.seatsTop + Math.floor(n / 2) * (SEAT_H + 8);
    drawSeat(ctx, theme, locale, seat, x, y, colW);
  });
  text(ctx, t(locale, model.melds.length === 0 ? 'rummy.table.noMelds' : 'rummy.table.melds'), PAD, l.meldsTop - 10, {
    size: 20,
    weight: 700,
    colour: theme.textMuted,
  });
  for (const place of l.melds.places) {
    text(ctx, String(place.n), place.x + 24, place.y + 25, {
      size: 20,
      weight: 800,
      colour: theme.accent,
      align: 'right',
    });
    place.cards.forEach((card, k) => {
      const cx = place.x + 30 + k * (TILE_W + 2);
      placeSprite(ctx, (w, h) => tileSprite(card, theme, w, h), cx, place.y, TILE_W, TILE_H);
    });
  }
  return canvas;
}

/** The picture in words, for its alt text. */
export function describeRummyTable(model: RummyTableModel): string {
  const locale = model.locale ?? SOURCE_LOCALE;
  const seats = model.seats.map((s) => {
    const said = [
      t(locale, 'rummy.table.cards', { count: s.cards }),
      t(locale, 'rummy.table.pointsAlt', { count: s.score }),
      ...(s.phase ? [t(locale, s.phase === 'draw' ? 'rummy.table.toDrawAlt' : 'rummy.table.toPlayAlt')] : []),
    ].join(t(locale, 'rummy.list.sep'));
    return t(locale, s.dealer ? 'rummy.table.dealerSeatAlt' : 'rummy.table.seatAlt', { name: s.name, said });
  });
  const melds = model.melds.map((m, n) => `${n + 1}: ${m.join(' ')}`).join('; ');
  const sentence = (x: string) => t(locale, 'rummy.table.sentenceAlt', { x });
  return [
    sentence(model.title),
    ...(model.status ? [sentence(model.status)] : []),
    model.discardTop
      ? t(locale, 'rummy.table.pilesTopAlt', {
          stock: model.stockSize,
          discard: model.discardSize,
          card: model.discardTop,
        })
      : t(locale, 'rummy.table.pilesAlt', { stock: model.stockSize, discard: model.discardSize }),
    sentence(seats.join(t(locale, 'rummy.summary.seatSepAlt'))),
    melds ? t(locale, 'rummy.table.meldsAlt', { melds }) : t(locale, 'rummy.table.noMeldsAlt'),
    // The turns last: the alt text is cut at Discord's limit, and the table's facts come first.
    ...(model.turns ?? []).map((t) => t.replaceAll('**', '')),
  ].join(' ');
}
