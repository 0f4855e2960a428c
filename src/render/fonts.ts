/**
 * The fonts, registered under family names of our own, so images never depend
 * on the host's fonts (the golden tests compare pixels across machines).
 *
 * Inter (4.0 beta 7, the OTF files of Debian's fonts-inter package, bundled in
 * `assets/fonts/`, SIL Open Font License: `assets/fonts/LICENSE-Inter.txt`)
 * draws all the renderers' own words, and Latin, Greek and Cyrillic names.
 *
 * Names in other scripts come from Noto fonts installed from the npm registry
 * (the @fontsource packages in package.json, SIL Open Font License, each with
 * its LICENSE): Noto Color Emoji, Noto Sans Arabic and Hebrew, and Noto Sans
 * SC, JP and KR for Han, kana and Hangul (variable weight). Each package is
 * split into subset files by Unicode range (its `unicode.json`); a subset is
 * registered only when a text to draw has one of its characters
 * (`ensureGlyphs`), so a process that never meets a Chinese name never loads
 * any of the 5 MB of Chinese subsets, and one that does loads only the few
 * hundred KB it needs.
 *
 * Every font string lists the families in one fixed order (FALLBACK_ORDER); a
 * character's subset is taken from its script's own font (kana: JP, Hangul: KR)
 * or else the first family whose ranges have it. A character two loaded fonts
 * both draw (a kanji in SC and JP) is drawn by the earlier one in the list.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { GlobalFonts, type SKRSContext2D } from '@napi-rs/canvas';

/** The family every renderer uses first; a name no host font has. */
export const FONT_FAMILY = 'CardsInter';

const FILES = ['Inter-Regular.otf', 'Inter-SemiBold.otf', 'Inter-Bold.otf', 'Inter-ExtraBold.otf'];

interface ScriptFont {
  family: string;
  /** The npm package (its `unicode.json` names the subsets and their ranges). */
  pkg: string;
  /** The subset file of key `[n]`. */
  file: (key: string) => string;
  /**
   * The one file to load for any character in the ranges, instead of the subset: some of
   * Noto Color Emoji's subsets map an emoji but draw nothing for it; its whole font (5.8 MB) draws all.
   */
  whole?: string;
  /** Characters this font is the first choice for, before the fallback order (its script's own). */
  prefers?: (cp: number) => boolean;
}

const isHangul = (cp: number) =>
  (cp >= 0x1100 && cp <= 0x11ff) || (cp >= 0x3130 && cp <= 0x318f) || (cp >= 0xac00 && cp <= 0xd7af);
const isKana = (cp: number) => (cp >= 0x3040 && cp <= 0x30ff) || (cp >= 0x31f0 && cp <= 0x31ff);

/**
 * After Inter, in this order: emoji first, since the CJK fonts have plain glyphs for some emoji
 * code points. The CJK subsets' ranges are wider than their glyphs (Noto Sans SC's ranges take in
 * Hangul it does not draw), so Hangul is taken from KR and kana from JP first.
 */
const SCRIPT_FONTS: readonly ScriptFont[] = [
  {
    family: 'CardsEmoji',
    pkg: '@fontsource/noto-color-emoji',
    file: (k) => `noto-color-emoji-${k}-400-normal.woff2`,
    whole: 'noto-color-emoji-emoji-400-normal.woff2',
  },
  {
    family: 'CardsArabic',
    pkg: '@fontsource-variable/noto-sans-arabic',
    file: (k) => `noto-sans-arabic-${k}-wght-normal.woff2`,
  },
  {
    family: 'CardsHebrew',
    pkg: '@fontsource-variable/noto-sans-hebrew',
    file: (k) => `noto-sans-hebrew-${k}-wght-normal.woff2`,
  },
  { family: 'CardsSC', pkg: '@fontsource-variable/noto-sans-sc', file: (k) => `noto-sans-sc-${k}-wght-normal.woff2` },
  {
    family: 'CardsJP',
    pkg: '@fontsource-variable/noto-sans-jp',
    file: (k) => `noto-sans-jp-${k}-wght-normal.woff2`,
    prefers: isKana,
  },
  {
    family: 'CardsKR',
    pkg: '@fontsource-variable/noto-sans-kr',
    file: (k) => `noto-sans-kr-${k}-wght-normal.woff2`,
    prefers: isHangul,
  },
];

/** The CSS family list of every font string. */
export const FALLBACK_ORDER = [FONT_FAMILY, ...SCRIPT_FONTS.map((f) => f.family)].join(', ');

/**
 * Code points Inter is taken to draw (a conservative subset of its coverage):
 * no subset is loaded for them, Inter being first in every font list.
 */
const INTER: readonly [number, number][] = [
  [0x0000, 0x024f], // ASCII, Latin-1, Latin Extended-A and -B
  [0x0300, 0x036f], // combining accents
  [0x0370, 0x03ff], // Greek
  [0x0400, 0x04ff], // Cyrillic
  [0x1e00, 0x1eff], // Latin Extended Additional (Vietnamese etc.)
  [0x2010, 0x2027], // dashes, quotes, bullet, ellipsis
  [0x20a0, 0x20bf], // currency signs
  [0x2190, 0x2193], // arrows
  [0x2212, 0x2212], // minus
  [0x2660, 0x2667], // card suits (drawn as vector pips anyway)
];

const inInter = (cp: number) => INTER.some(([from, to]) => cp >= from && cp <= to);

interface Subset {
  font: ScriptFont;
  path: string;
  ranges: [number, number][];
}

let registered = false;
let subsets: Subset[] | null = null;
/** Characters already looked up (found or not), so each costs one lookup per thread. */
const seen = new Set<number>();
/** Font files registered (in this thread). */
const loaded = new Set<string>();

/** Registers Inter (idempotent). Throws if a file is missing: an image with fallback glyphs is a bug. */
export function ensureFonts(): void {
  if (registered) return;
  for (const file of FILES) {
    const path = fileURLToPath(new URL(`../../assets/fonts/${file}`, import.meta.url));
    if (GlobalFonts.registerFromPath(path, FONT_FAMILY) === null) throw new Error(`cannot load font ${path}`);
  }
  registered = true;
}

function parseRanges(text: string): [number, number][] {
  return text.split(',').map((part) => {
    const [from, to] = part.trim().replace(/^U\+/i, '').split('-');
    const start = Number.parseInt(from ?? '', 16);
    return [start, to === undefined ? start : Number.parseInt(to, 16)];
  });
}

/** Every subset of every script font, in FALLBACK_ORDER (read once; a package not installed is skipped). */
function allSubsets(): Subset[] {
  if (subsets !== null) return subsets;
  const require = createRequire(import.meta.url);
  subsets = SCRIPT_FONTS.flatMap((font) => {
    let dir: string;
    try {
      dir = dirname(require.resolve(`${font.pkg}/LICENSE`));
    } catch {
      return [];
    }
    const table = JSON.parse(readFileSync(join(dir, 'unicode.json'), 'utf8')) as Record<string, string>;
    return Object.entries(table).map(([key, ranges]) => ({
      font,
      path: join(dir, 'files', font.whole ?? font.file(key.replace(/^\[|\]$/g, ''))),
      ranges: parseRanges(ranges),
    }));
  });
  return subsets;
}

/**
 * Registers the subsets that draw the characters of `text` Inter lacks (cheap
 * when there are none: one range test per character).
 */
export function ensureGlyphs(text: string): void {
  for (const char of text) {
    const cp = char.codePointAt(0) ?? 0;
    if (cp < 0x250 || inInter(cp)) continue;
    if (seen.has(cp)) continue;
    seen.add(cp);
    const covers = (s: Subset) => s.ranges.some(([from, to]) => cp >= from && cp <= to);
    const subset = allSubsets().find((s) => s.font.prefers?.(cp) === true && covers(s)) ?? allSubsets().find(covers);
    if (subset !== undefined && !loaded.has(subset.path)) {
      loaded.add(subset.path);
      GlobalFonts.registerFromPath(subset.path, subset.font.family);
    }
  }
}

/** Whether some bundled or installed font draws `cp` (Inter, or a subset of a script font). */
export function hasGlyph(cp: number): boolean {
  return inInter(cp) || allSubsets().some((s) => s.ranges.some(([from, to]) => cp >= from && cp <= to));
}

/** A CSS font string in the fixed family list: `font(700, 32)` → `700 32px CardsInter, CardsEmoji, …`. */
export function font(weight: 400 | 600 | 700 | 800, size: number): string {
  return `${weight} ${size}px ${FALLBACK_ORDER}`;
}

/** The smallest text drawn since `resetSmallestFont`, in device pixels (the legibility test reads it). */
let smallest = Number.POSITIVE_INFINITY;

/** Sets the context's font for drawing text, and notes its size in device pixels. */
export function useFont(ctx: SKRSContext2D, weight: 400 | 600 | 700 | 800, size: number): void {
  ctx.font = font(weight, size);
  const m = ctx.getTransform();
  smallest = Math.min(smallest, size * Math.min(Math.hypot(m.a, m.b), Math.hypot(m.c, m.d)));
}

export function resetSmallestFont(): void {
  smallest = Number.POSITIVE_INFINITY;
}

export function smallestFont(): number {
  return smallest;
}
