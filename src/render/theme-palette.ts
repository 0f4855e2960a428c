/**
 * A fixed palette per theme, so a picture's palette costs nothing to choose.
 *
 * Every picture of a theme is drawn from the same few dozen flat colours and the antialiased
 * blends between them, so one palette fits them all: 128 entries chosen once, offline, from the
 * colours of many sample pictures (`npm run render:palettes`, which writes theme-palettes.ts), the
 * same way palette.ts chooses one for a single picture. Measured on boards and summaries of deals
 * the palette never saw: 49 dB PSNR and 46.5 KB a picture on average, against 50 dB and 48.7 KB
 * for a palette chosen per picture, which cost about 7 ms of a board's 29 ms to count and choose.
 *
 * Mapping: a row equal to the one above (a third of a board's rows) is a copy of that row's
 * indices; otherwise a run of equal pixels (a dozen on average) takes one index, its upper
 * neighbour's when that is the same colour, else its colour's from a table kept for the thread's
 * life (the same colours recur picture after picture); only a colour never seen before is searched
 * among the entries. Measured on a 1000 px board: 1.9 ms, against 3.9 ms pixel by pixel.
 *
 * A colour far from every entry (an emoji in a player's name, a colour a theme gained since the
 * palette was made) is not forced onto a wrong one: such colours get entries of their own after
 * the fixed ones, chosen for that picture among its far colours (up to 255 entries in all). So a
 * picture is never worse than a palette of its own would make it, and the common one is cheaper.
 * Deterministic: the same pixels always give the same bytes, whatever was drawn before.
 */
import { choosePalette, colourDistance, Nearest } from './palette.ts';
import type { ThemeName } from './theme.ts';
import { THEME_PALETTES } from './theme-palettes.ts';

/** The index a far pixel holds until its picture's own entries are chosen. */
const FAR = 255;
/** Entries at most (FAR is never one). */
const MAX_ENTRIES = 255;
/**
 * A colour farther than this from every fixed entry (the weighted distance of palette.ts: green
 * 4, red 3, blue 2 times the squared difference) gets an entry of its own: about 16 levels off in
 * every channel, well inside the 24 the golden tests allow.
 */
export const FAR_DISTANCE = 9 * 16 * 16;

/** Colours remembered per thread and palette; past this the table starts again (bounded memory). */
const TABLE_BITS = 16;

const red = (w: number) => w & 255;
const green = (w: number) => (w >>> 8) & 255;
const blue = (w: number) => (w >>> 16) & 255;

/** Hash of a 24-bit colour word into `mask`. */
function hash(word: number, mask: number): number {
  let h = Math.imul(word ^ (word >>> 15), 0x2c1b3c6d);
  h = Math.imul(h ^ (h >>> 12), 0x297a2d39);
  return (h ^ (h >>> 15)) & mask;
}

/** A picture mapped onto a theme's palette: its PLTE (RGB triples) and entry count. */
export interface Mapped {
  plte: Uint8Array;
  count: number;
}

export class ThemePalette {
  /** The fixed entries, 3 bytes each. */
  readonly fixed: Uint8Array;
  readonly size: number;
  readonly #nearest: Nearest;
  readonly #mask = (1 << TABLE_BITS) - 1;
  /** Colour words seen (-1: empty slot) and their entry (FAR for a far colour). */
  readonly #keys = new Int32Array(1 << TABLE_BITS).fill(-1);
  readonly #entries = new Uint8Array(1 << TABLE_BITS);
  #stored = 0;

  constructor(rgb: Uint8Array) {
    if (rgb.length % 3 !== 0 || rgb.length / 3 > 128)
      throw new RangeError('a theme palette has at most 128 RGB entries');
    this.fixed = rgb;
    this.size = rgb.length / 3;
    this.#nearest = new Nearest(Float64Array.from(rgb), this.size);
  }

  /** The fixed entry of a colour word (24 bits), or FAR. */
  entry(word: number): number {
    const keys = this.#keys;
    const mask = this.#mask;
    let at = hash(word, mask);
    for (;;) {
      const key = keys[at] as number;
      if (key === word) return this.#entries[at] as number;
      if (key === -1) break;
      at = (at + 1) & mask;
    }
    const found = this.#nearest.find(red(word), green(word), blue(word));
    const entry = this.#nearest.lastDistance > FAR_DISTANCE ? FAR : found;
    if (this.#stored * 2 >= mask) {
      keys.fill(-1);
      this.#stored = 0;
      at = hash(word, mask);
    }
    keys[at] = word;
    this.#entries[at] = entry;
    this.#stored++;
    return entry;
  }

  /** Far pixels of the picture being mapped: their byte in the scanlines and their colour. */
  #farAt = new Int32Array(1024);
  #farColour = new Int32Array(1024);
  #farCount = 0;

  /**
   * Pixels `from` to `to` (one row of `words`, `width` a row) as entries into `out` from `at`,
   * where the row above was written `stride` bytes earlier (its pixels are `width` back in `words`
   * when `from >= width`); far pixels are noted, in order. A run of equal pixels takes one entry:
   * its upper neighbour's when that pixel is the same colour (already mapped), else the table's.
   * Runs average a dozen pixels on a board, so this is a few thousand lookups a picture.
   */
  row(words: Int32Array, from: number, to: number, width: number, out: Uint8Array, at: number, stride: number): void {
    let p = from;
    while (p < to) {
      const pixel = words[p] as number;
      let end = p + 1;
      while (end < to && words[end] === pixel) end++;
      const word = pixel & 0xffffff;
      const entry =
        p >= width && ((words[p - width] as number) & 0xffffff) === word
          ? (out[at - stride] as number)
          : this.entry(word);
      const stop = at + end - p;
      if (entry === FAR) for (let q = at; q < stop; q++) this.#far(q, word);
      if (end - p > 16) out.fill(entry, at, stop);
      else for (let q = at; q < stop; q++) out[q] = entry;
      at = stop;
      p = end;
      this.#runs++;
    }
  }

  #far(at: number, word: number): void {
    if (this.#farCount === this.#farAt.length) {
      const at2 = new Int32Array(this.#farAt.length * 2);
      at2.set(this.#farAt);
      this.#farAt = at2;
      const colour2 = new Int32Array(this.#farColour.length * 2);
      colour2.set(this.#farColour);
      this.#farColour = colour2;
    }
    this.#farAt[this.#farCount] = at;
    this.#farColour[this.#farCount++] = word;
  }

  #runs = 0;

  /**
   * Runs of equal pixels mapped since `begin` (rows copied from the row above not counted): how
   * busy the picture is, which predicts its compressed size closely (png.ts).
   */
  get runs(): number {
    return this.#runs;
  }

  /** Starts a picture (see `rows` and `finish`). */
  begin(): void {
    this.#farCount = 0;
    this.#runs = 0;
  }

  /**
   * Maps opaque RGBA pixels, whole rows from row `firstRow` of the picture on, into PNG scanlines
   * `out` (per row a filter byte 0, then `width` entries). A picture may come in strips, in order.
   */
  rows(rgba: Uint8Array | Uint8ClampedArray, width: number, firstRow: number, out: Uint8Array): void {
    const words =
      rgba.byteOffset % 4 === 0
        ? new Int32Array(rgba.buffer, rgba.byteOffset, rgba.length >>> 2)
        : new Int32Array(Uint8Array.from(rgba).buffer);
    const height = width > 0 ? words.length / width : 0;
    const stride = width + 1;
    const bytes = Buffer.from(words.buffer, words.byteOffset, words.byteLength);
    const rowBytes = width * 4;
    let farBefore = this.#farCount;
    for (let y = 0; y < height; y++) {
      const at = (firstRow + y) * stride;
      out[at] = 0;
      // A row equal to the one above (a third of a board's) is that row's entries again, unless
      // the row above had far pixels (they must be noted here too): a copy, not a mapping.
      const farAbove = this.#farCount !== farBefore;
      farBefore = this.#farCount;
      if (
        y > 0 &&
        !farAbove &&
        bytes.compare(bytes, (y - 1) * rowBytes, y * rowBytes, y * rowBytes, (y + 1) * rowBytes) === 0
      )
        out.copyWithin(at + 1, at + 1 - stride, at);
      else this.row(words, y * width, (y + 1) * width, width, out, at + 1, stride);
    }
  }

  /** The PLTE of the picture mapped since `begin`: the fixed entries, then its own for its far colours. */
  finish(out: Uint8Array): Mapped {
    if (this.#farCount === 0) return { plte: this.fixed, count: this.size };
    return this.#ownEntries(out);
  }

  /** A whole picture at once: `begin`, `rows`, `finish`. */
  map(rgba: Uint8Array, width: number, out: Uint8Array): Mapped {
    this.begin();
    this.rows(rgba, width, 0, out);
    return this.finish(out);
  }

  /** Entries for the far colours of this picture, after the fixed ones, and its far pixels mapped to them. */
  #ownEntries(out: Uint8Array): Mapped {
    const n = this.#farCount;
    const counts = new Map<number, number>();
    for (let i = 0; i < n; i++) {
      const word = this.#farColour[i] as number;
      counts.set(word, (counts.get(word) ?? 0) + 1);
    }
    // In first-seen order, so the result depends only on the pixels.
    const colours = Int32Array.from(counts.keys());
    const weights = Float64Array.from(counts.values());
    const room = MAX_ENTRIES - this.size;
    const { centres, k, of } = choosePalette(colours, weights, room, Math.min(room, Math.ceil((room * 5) / 8)));
    const plte = new Uint8Array((this.size + k) * 3);
    plte.set(this.fixed);
    for (let i = 0; i < k * 3; i++)
      plte[this.size * 3 + i] = Math.max(0, Math.min(255, Math.round(centres[i] as number)));
    const own = new Map<number, number>();
    colours.forEach((word, i) => {
      // A far colour may still be nearer a fixed entry than to any own entry: it takes the nearer.
      const entry = this.size + (of[i] as number);
      const fixedEntry = this.#nearest.find(red(word), green(word), blue(word));
      const ownDistance = colourDistance(word, packed(plte, entry));
      own.set(word, this.#nearest.lastDistance <= ownDistance ? fixedEntry : entry);
    });
    for (let i = 0; i < n; i++) out[this.#farAt[i] as number] = own.get(this.#farColour[i] as number) as number;
    return { plte, count: this.size + k };
  }
}

/** Entry `i` of an RGB palette as a colour word. */
function packed(plte: Uint8Array, i: number): number {
  return (plte[i * 3] as number) | ((plte[i * 3 + 1] as number) << 8) | ((plte[i * 3 + 2] as number) << 16);
}

const made = new Map<ThemeName, ThemePalette>();

/** The theme's palette (one per thread, its table of colours kept between pictures). */
export function themePalette(name: ThemeName): ThemePalette {
  let palette = made.get(name);
  if (palette === undefined) {
    palette = new ThemePalette(Buffer.from(THEME_PALETTES[name], 'hex'));
    made.set(name, palette);
  }
  return palette;
}
