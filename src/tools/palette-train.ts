/**
 * Chooses each theme's fixed palette (src/render/theme-palette.ts) from the colours of sample pictures and
 * writes them to src/render/theme-palettes.ts: `npm run render:palettes` after a theme's colours
 * change (test/render/palette.test.ts fails when a theme's pictures drift from its palette).
 *
 * The samples are Abstrac boards at several points of deals of every variant, their summaries,
 * post-deal analyses and boards with names in many scripts; and Rummy tables.
 * None is a position the tests check the palette on (their seeds differ), so the tests measure
 * the palette on pictures it was not made from.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Canvas } from '@napi-rs/canvas';
import { analysisModel } from '../games/abstrac/analysis.ts';
import { drawAnalysisTable } from '../games/abstrac/render/analysis-table.ts';
import { drawAbstracBoard, LAYOUT_W } from '../games/abstrac/render/board.ts';
import { matchEndModel, playout, playToEnd, SCRIPT_NAMES, sampleModel } from '../games/abstrac/render/sample-states.ts';
import { drawAbstracSummary } from '../games/abstrac/render/summary.ts';
import { analyseDeal } from '../games/abstrac/solver/analysis.ts';
import { rummySampleModel } from '../games/rummy/render/samples.ts';
import { drawRummyTable } from '../games/rummy/render/table.ts';
import { picturePixels } from '../render/canvas-pool.ts';
import { IMAGE_W } from '../render/job.ts';
import { choosePalette } from '../render/palette.ts';
import { THEMES, type Theme, type ThemeName } from '../render/theme.ts';

const VARIANTS = ['classic', 'suits', 'unlimited', 'fullpack'] as const;
const SEEDS = [1, 2, 4, 6];
/** Entries a theme palette has, and how many of them are its most frequent colours. */
export const THEME_PALETTE_SIZE = 128;
const POPULAR = 80;

/** The sample pictures of a theme, drawn one at a time (each canvas is read before the next). */
export function* trainingPictures(theme: Theme): Generator<Canvas> {
  const scale = IMAGE_W / LAYOUT_W;
  for (const variant of VARIANTS)
    for (const seed of SEEDS) {
      for (const moves of [0, 3, 9, 15, 22])
        yield drawAbstracBoard(sampleModel(playout(variant, seed, moves)), theme, scale);
      const end = playToEnd(variant, seed);
      yield drawAbstracSummary(sampleModel(end), theme, scale);
      if (seed === SEEDS[0]) yield drawAnalysisTable(analysisModel(analyseDeal(end), 2, ['Maëlle', 'Tobias']), theme);
    }
  for (let i = 0; i + 1 < SCRIPT_NAMES.length; i += 2)
    yield drawAbstracBoard(
      matchEndModel(playout('classic', 2, 12), SCRIPT_NAMES[i] as string, SCRIPT_NAMES[i + 1] as string),
      theme,
      scale,
    );
  for (const players of [2, 4, 6]) yield drawRummyTable(rummySampleModel(players, 20 + 10 * players, 3), theme);
}

/** A theme's palette: RGB triples, as chosen from its sample pictures' colours. */
export function trainPalette(theme: Theme): Uint8Array {
  const counts = new Map<number, number>();
  for (const canvas of trainingPictures(theme)) {
    const rgba = picturePixels(canvas);
    const words = new Int32Array(rgba.buffer, rgba.byteOffset, rgba.length >>> 2);
    for (let p = 0; p < words.length; p++) {
      const word = (words[p] as number) & 0xffffff;
      counts.set(word, (counts.get(word) ?? 0) + 1);
    }
  }
  // Sorted by colour, so the palette does not depend on the order the samples were drawn in.
  const colours = Int32Array.from([...counts.keys()].sort((a, b) => a - b));
  const weights = Float64Array.from(colours, (c) => counts.get(c) as number);
  const { centres, k } = choosePalette(colours, weights, THEME_PALETTE_SIZE, POPULAR);
  return Uint8Array.from({ length: k * 3 }, (_, i) => Math.max(0, Math.min(255, Math.round(centres[i] as number))));
}

async function main(): Promise<void> {
  const lines = Object.keys(THEMES).map((name) => {
    const hex = Buffer.from(trainPalette(THEMES[name as ThemeName])).toString('hex');
    return `  ${name}:\n    '${hex.match(/.{1,96}/g)?.join("' +\n    '")}',`;
  });
  const out = fileURLToPath(new URL('../render/theme-palettes.ts', import.meta.url));
  writeFileSync(
    out,
    `/**
 * Each theme's fixed palette (theme-palette.ts): RGB triples in hex. Written by
 * \`npm run render:palettes\` (src/tools/palette-train.ts); do not edit by hand.
 */
import type { ThemeName } from './theme.ts';

export const THEME_PALETTES: Readonly<Record<ThemeName, string>> = {
${lines.join('\n')}
};
`,
  );
  console.log(`theme palettes written to ${out}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
