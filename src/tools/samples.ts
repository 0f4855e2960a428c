/**
 * `npm run render:samples -- --out DIR [--preview] [--width W] [--docs]`: writes every Abstrac
 * picture (each variant; opening, middle, end; misère; fullpack's second half;
 * the summaries; the four-colour deck; names in many scripts; a won match), Threedom's grids and
 * Rummy's tables (2, 4, 6 seats) as PNGs into DIR, so a person can look
 * at them all at once. `--preview` also writes each image scaled to 400 px
 * wide, the size Discord shows on a phone; `--width W` sets the image width
 * (default 1000 px, the renderers' default); `--docs` also renews the
 * documentation's pictures in docs/images/.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { analysisModel } from '../games/abstrac/analysis.ts';
import {
  IMAGE_W,
  renderAbstracBoard,
  renderAbstracSummary,
  renderAnalysisTable,
} from '../games/abstrac/render/index.ts';
import { playToEnd, playUntilRow, SAMPLE_PLAYERS, sampleModel } from '../games/abstrac/render/sample-states.ts';
import { analyseDeal } from '../games/abstrac/solver/analysis.ts';
import { DEFINITIONS } from '../games/definitions.ts';
import { renderRummyTable } from '../games/rummy/render/pooled.ts';
import { rummySampleModel } from '../games/rummy/render/samples.ts';
import { gridModel } from '../games/threedom/pictures.ts';
import { renderThreedomGrid } from '../games/threedom/render/pooled.ts';
import { threedomSamples } from '../games/threedom/render/samples.ts';
import { closeRenderPool } from '../render/pool.ts';
import { THEMES } from '../render/theme.ts';

/** What each game's `src/games/<game>/samples.ts` exports. */
interface GameSamples {
  samples(options: { width: number }): AsyncIterable<{ name: string; png: Buffer }>;
}

async function scaled(png: Buffer, width: number): Promise<Buffer> {
  const image = await loadImage(png);
  const height = Math.round((image.height * width) / image.width);
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(image, 0, 0, width, height);
  return canvas.encode('png');
}

/**
 * The documentation's pictures, `docs/images/`: a mid-deal board, a deal summary, a post-deal
 * analysis, a Threedom grid after a turn that claimed a set, a six-seat Rummy table.
 */
async function writeDocImages(): Promise<void> {
  const dir = fileURLToPath(new URL('../../docs/images/', import.meta.url));
  const middle = sampleModel(playUntilRow('classic', 7, 12));
  writeFileSync(join(dir, 'board.png'), await renderAbstracBoard(middle));
  const end = playToEnd('classic', 7);
  writeFileSync(join(dir, 'summary.png'), await renderAbstracSummary(sampleModel(end)));
  const names = [SAMPLE_PLAYERS.nondealer.name, SAMPLE_PLAYERS.dealer.name] as const;
  writeFileSync(join(dir, 'analysis.png'), await renderAnalysisTable(analysisModel(analyseDeal(end), 2, names)));
  const claim = threedomSamples().find((s) => s.name === 'threedom-claim');
  if (claim)
    writeFileSync(join(dir, 'threedom-grid.png'), await renderThreedomGrid(gridModel(claim.session), THEMES.classic));
  writeFileSync(join(dir, 'rummy-table.png'), await renderRummyTable(rummySampleModel(6, 60), THEMES.classic));
  console.log(`README pictures in ${dir}`);
}

const USAGE = `Usage: npm run render:samples -- [--out DIR] [--preview] [--width W] [--docs]

Writes every Abstrac picture as PNGs into DIR (default samples). --preview also writes each
scaled to 400 px wide, as Discord shows it on a phone; --width W sets the image width
(200 to 4000, default ${IMAGE_W}); --docs also renews the README's pictures in docs/images/.
Status: 0, or 2 for a usage error.
`;

/** The options, or the exit status and text for --help and usage errors (printed, no stack trace). */
function readOptions(argv: string[]) {
  try {
    const { values } = parseArgs({
      args: argv,
      options: {
        out: { type: 'string', default: 'samples' },
        preview: { type: 'boolean', default: false },
        width: { type: 'string', default: String(IMAGE_W) },
        docs: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h' },
      },
    });
    if (values.help) return { status: 0, text: USAGE };
    const width = Number(values.width);
    if (!(width >= 200 && width <= 4000)) {
      return { status: 2, text: `render:samples: --width must be 200 to 4000 pixels, not ${values.width}\n` };
    }
    return { values, width };
  } catch (error) {
    return { status: 2, text: `render:samples: ${(error as Error).message}\n\n${USAGE}` };
  }
}

async function main(): Promise<void> {
  const parsed = readOptions(process.argv.slice(2));
  if ('status' in parsed) {
    (parsed.status === 0 ? process.stdout : process.stderr).write(parsed.text ?? '');
    process.exitCode = parsed.status;
    return;
  }
  const { values, width } = parsed;
  const options = { width };
  const out = resolve(values.out ?? 'samples');
  mkdirSync(out, { recursive: true });
  const written: string[] = [];
  const write = async (name: string, png: Buffer) => {
    writeFileSync(join(out, `${name}.png`), png);
    written.push(`${name}.png (${Math.round(png.length / 1024)} KB)`);
    if (values.preview) writeFileSync(join(out, `${name}.400px.png`), await scaled(png, 400));
  };
  // Each game's pictures, from its folder's samples.ts, in the catalog's order (so a new game's appear).
  for (const game of DEFINITIONS) {
    const { samples } = (await import(`../games/${game.id}/samples.ts`)) as GameSamples;
    for await (const { name, png } of samples(options)) await write(name, png);
  }
  console.log(`${written.length} images in ${out}:\n  ${written.join('\n  ')}`);
  if (values.docs) await writeDocImages();
  await closeRenderPool();
}

await main();
