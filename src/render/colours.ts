/**
 * The distinct colours of a picture and each pixel's colour id, for the palette
 * (palette.ts). Pixels are words without their alpha (R | G << 8 | B << 16, as
 * read on a little-endian host): 24 bits keep every value a small integer for V8.
 *
 * Colours are numbered in pixel order, so the result never depends on the
 * shortcuts: a pixel equal to its left neighbour (flat areas are runs) or to the
 * one above it (an antialiased vertical edge repeats its shades row after row)
 * takes that pixel's id without a hash lookup; only a few per cent of a board's
 * pixels reach the hash table. Runs are counted when they end: one add a run,
 * not a dependent add a pixel.
 *
 * The scan goes a row per call, on purpose: V8 optimizes a function called a
 * thousand times a picture with full type feedback, whereas one loop over a
 * million pixels ran in on-stack-replaced code that was thrown away at the end
 * of every picture (measured: 12.5 ms → under 3 ms a board).
 */

export interface Histogram {
  /** The distinct colours, in order of first appearance. */
  colours: Int32Array;
  /** Pixels of each colour. */
  counts: Float64Array;
  /** Each pixel's index in `colours` (valid until the next `histogram` call on this thread). */
  ids: Int32Array;
}

/** Mixes all four bytes into the low bits (a table index keeps only those). */
function hash(word: number, mask: number): number {
  let h = Math.imul(word ^ (word >>> 15), 0x2c1b3c6d);
  h = Math.imul(h ^ (h >>> 12), 0x297a2d39);
  return (h ^ (h >>> 15)) & mask;
}

/**
 * Per-pixel ids, reused between pictures (a fresh multi-megabyte array per picture costs page
 * faults): one histogram at a time per thread, as everything here is synchronous.
 */
let idBuffer = new Int32Array(0);

/** The open-addressing table of colours seen so far, and the scan's position. */
class Scan {
  mask = (1 << 14) - 1;
  keys = new Int32Array(this.mask + 1);
  /** Slot → index in `colours` + 1 (0 is empty). */
  slots = new Int32Array(this.mask + 1);
  colours = new Int32Array(1024);
  counts = new Float64Array(1024);
  n = 0;
  previous = -1;
  previousId = 0;
  runStart = 0;

  /** The id of `word`, numbered now if it is new. */
  id(word: number): number {
    const { keys, slots, mask } = this;
    let at = hash(word, mask);
    while (slots[at] !== 0 && keys[at] !== word) at = (at + 1) & mask;
    if (slots[at] !== 0) return (slots[at] as number) - 1;
    if (this.n === this.colours.length) this.growColours();
    const id = this.n++;
    this.colours[id] = word;
    keys[at] = word;
    slots[at] = id + 1;
    if (this.n * 2 > mask) this.growTable();
    return id;
  }

  private growColours(): void {
    const colours = new Int32Array(this.n * 2);
    colours.set(this.colours);
    this.colours = colours;
    const counts = new Float64Array(this.n * 2);
    counts.set(this.counts);
    this.counts = counts;
  }

  private growTable(): void {
    const mask = this.mask * 2 + 1;
    const keys = new Int32Array(mask + 1);
    const slots = new Int32Array(mask + 1);
    for (let i = 0; i < this.n; i++) {
      const colour = this.colours[i] as number;
      let at = hash(colour, mask);
      while (slots[at] !== 0) at = (at + 1) & mask;
      keys[at] = colour;
      slots[at] = i + 1;
    }
    this.mask = mask;
    this.keys = keys;
    this.slots = slots;
  }

  /** Pixels `from` to `to` (one row); `width` back is the row above. */
  row(words: Int32Array, ids: Int32Array, from: number, to: number, width: number): void {
    let previous = this.previous;
    let previousId = this.previousId;
    for (let p = from; p < to; p++) {
      const word = (words[p] as number) & 0xffffff;
      if (word === previous) {
        ids[p] = previousId;
        continue;
      }
      if (p > 0) this.counts[previousId] = (this.counts[previousId] as number) + (p - this.runStart);
      this.runStart = p;
      previous = word;
      previousId =
        p >= width && ((words[p - width] as number) & 0xffffff) === word ? (ids[p - width] as number) : this.id(word);
      ids[p] = previousId;
    }
    this.previous = previous;
    this.previousId = previousId;
  }
}

/** The colours of `words` (pixels, `width` a row) and each pixel's id. */
export function histogram(words: Int32Array, width: number): Histogram {
  if (idBuffer.length < words.length) idBuffer = new Int32Array(words.length);
  const ids = idBuffer.subarray(0, words.length);
  const scan = new Scan();
  const step = Math.max(1, width);
  for (let from = 0; from < words.length; from += step)
    scan.row(words, ids, from, Math.min(words.length, from + step), step);
  const last = scan.previousId;
  if (words.length > 0) scan.counts[last] = (scan.counts[last] as number) + (words.length - scan.runStart);
  return { colours: scan.colours.subarray(0, scan.n), counts: scan.counts.subarray(0, scan.n), ids };
}

/**
 * The palette entries of pixels `from` to `to` (each its colour's entry, `of[id]`) into `out` from
 * `at`. Called a row at a time, for the reason the scan is.
 */
export function mapRow(ids: Int32Array, of: Uint8Array, from: number, to: number, out: Uint8Array, at: number): void {
  for (let p = from; p < to; p++) out[at++] = of[ids[p] as number] as number;
}
