/**
 * Colour reduction for palette (indexed) PNGs. Our pictures are a few dozen flat
 * theme colours plus the antialiased blends along text and card edges: a board
 * has 3 000–5 000 distinct colours, most of them covering a handful of pixels.
 * So the palette is chosen from the distinct colours, not from the pixels:
 *
 * 1. count every distinct colour (an open-addressing hash table over the pixel
 *    words; runs of one colour, the common case, cost one compare);
 * 2. MAX_COLOURS or fewer: the palette is exactly those colours (lossless);
 * 3. more: start from the most frequent colours (the flat areas and the
 *    commonest edge shades) plus some picked far from those (rare but distinct
 *    colours), and refine them with a few rounds of weighted k-means (Lloyd)
 *    over the distinct colours. A flat colour's weight keeps its
 *    entry exact; the rare blends pull the other entries to where they are dense.
 *
 * The work grows with the distinct colours (each searched among the entries
 * sorted by green), not the pixel count, apart from the two passes over the pixels. Deterministic: the
 * same pixels always give the same palette and indices (the golden tests rely on it).
 */

import { histogram, mapRow } from './colours.ts';

/** The palette as RGB triples and each pixel's index into it. */
export interface IndexedImage {
  /** `count` colours, 3 bytes each (R, G, B). */
  palette: Uint8Array;
  count: number;
  /** One index a pixel, row after row. */
  indices: Uint8Array;
}

/** Rounds of k-means refinement: 4 gave under 2 dB more PSNR than 2 on our boards, for twice the time. */
const ROUNDS = 2;
/**
 * Palette size. Measured on the unlimited mid-deal board: 256 colours 55 dB PSNR and 61 KB,
 * 128 colours 50 dB and 55 KB (96: 48 dB, 52 KB). 50 dB is far below visible; the bytes are not.
 */
const MAX_COLOURS = 128;
/**
 * Entries seeded with the most frequent colours; the rest with the colours farthest from every
 * entry so far (weighted by √count), so a small colourful area (an emoji in a name) keeps its colours.
 */
const POPULAR = 80;

/** The weighted squared distance `Nearest` measures, between two colour words. */
export function colourDistance(a: number, b: number): number {
  const dr = red(a) - red(b);
  const dg = green(a) - green(b);
  const db = blue(a) - blue(b);
  return WR * dr * dr + WG * dg * dg + WB * db * db;
}

/** Perceptual-ish channel weights for the distance (green counts most, blue least). */
const WR = 3;
const WG = 4;
const WB = 2;

const red = (w: number) => w & 255;
const green = (w: number) => (w >>> 8) & 255;
const blue = (w: number) => (w >>> 16) & 255;

/**
 * Nearest-centre search: the centres sorted by green, searched outwards from the
 * colour's green until the green difference alone exceeds the best distance found
 * (the distance is at least WG·dg²). Visits a few entries instead of all.
 */
export class Nearest {
  /** The distance to the centre the last `find` returned. */
  lastDistance = 0;
  private readonly order: Int32Array;
  private readonly greens: Float64Array;

  constructor(
    private readonly centres: Float64Array,
    private readonly k: number,
  ) {
    const order = Array.from({ length: k }, (_, c) => c).sort(
      (a, b) => (centres[a * 3 + 1] as number) - (centres[b * 3 + 1] as number) || a - b,
    );
    this.order = Int32Array.from(order);
    this.greens = Float64Array.from(order, (c) => centres[c * 3 + 1] as number);
  }

  find(r: number, g: number, b: number): number {
    const { centres, order, greens, k } = this;
    let lo = 0;
    let hi = k;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((greens[mid] as number) < g) lo = mid + 1;
      else hi = mid;
    }
    let best = -1;
    let bestD = Number.POSITIVE_INFINITY;
    let up = lo;
    let down = lo - 1;
    while (up < k || down >= 0) {
      // Take the side whose next green is closer.
      const dUp = up < k ? (greens[up] as number) - g : Number.POSITIVE_INFINITY;
      const dDown = down >= 0 ? g - (greens[down] as number) : Number.POSITIVE_INFINITY;
      const fromUp = dUp <= dDown;
      const dg = fromUp ? dUp : dDown;
      if (WG * dg * dg > bestD) break;
      const c = order[fromUp ? up++ : down--] as number;
      const dr = r - (centres[c * 3] as number);
      const db = b - (centres[c * 3 + 2] as number);
      const d = WR * dr * dr + WG * dg * dg + WB * db * db;
      // Ties go to the lower entry, so the result never depends on the search order.
      if (d < bestD || (d === bestD && c < best)) {
        bestD = d;
        best = c;
      }
    }
    this.lastDistance = bestD;
    return best;
  }
}

/**
 * The `m` most frequent colours' indices, most frequent first; ties by colour, so the order is
 * total. A running top list: most colours are rarer than its last and cost one compare (sorting
 * all the distinct colours cost more than the rest of the palette's choice).
 */
function mostFrequent(colours: Int32Array, counts: Float64Array, m: number): Int32Array {
  const top = new Int32Array(m);
  let size = 0;
  const before = (a: number, b: number) =>
    (counts[a] as number) > (counts[b] as number) ||
    ((counts[a] as number) === (counts[b] as number) && (colours[a] as number) < (colours[b] as number));
  for (let i = 0; i < colours.length; i++) {
    if (size === m && !before(i, top[m - 1] as number)) continue;
    let at = size < m ? size++ : m - 1;
    while (at > 0 && before(i, top[at - 1] as number)) {
      top[at] = top[at - 1] as number;
      at--;
    }
    top[at] = i;
  }
  return top;
}

/**
 * Palette entries for the distinct colours (at most `max`, the first `popular` of them the most
 * frequent colours), and each colour's entry.
 */
export function choosePalette(
  colours: Int32Array,
  counts: Float64Array,
  max = MAX_COLOURS,
  popular = POPULAR,
): { centres: Float64Array; k: number; of: Uint8Array } {
  const n = colours.length;
  const of = new Uint8Array(n);
  if (n <= max) {
    const centres = new Float64Array(n * 3);
    for (let i = 0; i < n; i++) {
      const w = colours[i] as number;
      centres.set([red(w), green(w), blue(w)], i * 3);
      of[i] = i;
    }
    return { centres, k: n, of };
  }
  const order = mostFrequent(colours, counts, popular);
  const k = max;
  const centres = new Float64Array(k * 3);
  const place = (c: number, i: number) => {
    const w = colours[i] as number;
    centres[c * 3] = red(w);
    centres[c * 3 + 1] = green(w);
    centres[c * 3 + 2] = blue(w);
  };
  for (let c = 0; c < popular; c++) place(c, order[c] as number);
  // Distance from each colour to its nearest entry so far, for the spread-out picks.
  const gap = new Float64Array(n);
  const frequent = new Nearest(centres, popular);
  for (let j = 0; j < n; j++) {
    const v = colours[j] as number;
    frequent.find(red(v), green(v), blue(v));
    gap[j] = frequent.lastDistance;
  }
  const weight = Float64Array.from(counts, Math.sqrt);
  const pick = (c: number, i: number) => {
    place(c, i);
    const [r, g, b] = [centres[c * 3] as number, centres[c * 3 + 1] as number, centres[c * 3 + 2] as number];
    for (let j = 0; j < n; j++) {
      const v = colours[j] as number;
      const dr = red(v) - r;
      const dg = green(v) - g;
      const db = blue(v) - b;
      const d = WR * dr * dr + WG * dg * dg + WB * db * db;
      if (d < (gap[j] as number)) gap[j] = d;
    }
  };
  for (let c = popular; c < k; c++) {
    let best = 0;
    let bestScore = -1;
    for (let j = 0; j < n; j++) {
      const score = (gap[j] as number) * (weight[j] as number);
      if (score > bestScore) {
        bestScore = score;
        best = j;
      }
    }
    pick(c, best);
  }
  const sums = new Float64Array(k * 4);
  for (let round = 0; round <= ROUNDS; round++) {
    const search = new Nearest(centres, k);
    for (let i = 0; i < n; i++) {
      const w = colours[i] as number;
      of[i] = search.find(red(w), green(w), blue(w));
    }
    if (round === ROUNDS) break;
    sums.fill(0);
    for (let i = 0; i < n; i++) {
      const w = colours[i] as number;
      const c = (of[i] as number) * 4;
      const weight = counts[i] as number;
      sums[c] = (sums[c] as number) + red(w) * weight;
      sums[c + 1] = (sums[c + 1] as number) + green(w) * weight;
      sums[c + 2] = (sums[c + 2] as number) + blue(w) * weight;
      sums[c + 3] = (sums[c + 3] as number) + weight;
    }
    for (let c = 0; c < k; c++) {
      const weight = sums[c * 4 + 3] as number;
      if (weight === 0) continue; // an entry nothing is nearest to keeps its place
      for (let ch = 0; ch < 3; ch++) centres[c * 3 + ch] = (sums[c * 4 + ch] as number) / weight;
    }
  }
  return { centres, k, of };
}

/** A palette for a picture: its colours, and each pixel's entry as `of[ids[p]]`. */
export interface Palette {
  /** `count` colours, 3 bytes each (R, G, B). */
  palette: Uint8Array;
  count: number;
  /** Each pixel's distinct colour (valid until the next palette is made on this thread). */
  ids: Int32Array;
  /** Each distinct colour's palette entry. */
  of: Uint8Array;
}

/**
 * The palette of opaque RGBA pixels (`width × height × 4` bytes, alpha ignored): at most
 * MAX_COLOURS colours, exact when the image has no more. `width` (pixels a row) lets equal pixels
 * one above another share a lookup. Pixels are mapped by the caller (`mapRow`), straight into
 * whatever it writes, with no picture-sized array in between.
 */
export function paletteOf(rgba: Uint8Array, width: number): Palette {
  if (rgba.byteOffset % 4 !== 0) rgba = rgba.slice();
  const words = new Int32Array(rgba.buffer, rgba.byteOffset, rgba.length >>> 2);
  const { colours, counts, ids } = histogram(words, width > 0 ? width : words.length);
  const { centres, k, of } = choosePalette(colours, counts);
  const palette = new Uint8Array(k * 3);
  for (let i = 0; i < k * 3; i++) palette[i] = Math.max(0, Math.min(255, Math.round(centres[i] as number)));
  return { palette, count: k, ids, of };
}

/** The same, with each pixel's index in one array (tests, scripts). */
export function quantize(rgba: Uint8Array, width = 0): IndexedImage {
  const { palette, count, ids, of } = paletteOf(rgba, width);
  const indices = new Uint8Array(ids.length);
  mapRow(ids, of, 0, ids.length, indices, 0);
  return { palette, count, indices };
}
