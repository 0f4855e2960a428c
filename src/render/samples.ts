/**
 * `npm run render:samples -- --out DIR [--preview] [--width W]`: writes Rummy's table (2, 4, 6 seats) and every Abstrac
 * picture (each variant; opening, middle, end; misère; fullpack's second half;
 * the summaries; the four-colour deck) as PNGs into DIR, so a person can look
 * at them all at once. `--preview` also writes each image scaled to 400 px
 * wide, the size Discord shows on a phone; `--width W` sets the image width
 * (default 1000 px, the renderers' default).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { IMAGE_W, renderAbstracBoard, renderAbstracSummary } from './abstrac.ts';
import { renderRummyTable } from './rummyTable.ts';
import { rummySampleModel } from './rummySample.ts';
import { sampleModel, sampleStates } from './sampleStates.ts';
import { THEMES } from './theme.ts';

async function scaled(png: Buffer, width: number): Promise<Buffer> {
  const image = await loadImage(png);
  const height = Math.round((image.height * width) / image.width);
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(image, 0, 0, width, height);
  return canvas.encode('png');
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      out: { type: 'string', default: 'samples' },
      preview: { type: 'boolean', default: false },
      width: { type: 'string', default: String(IMAGE_W) },
    },
  });
  const width = Number(values.width);
  if (!(width >= 200 && width <= 4000)) throw new Error(`--width must be 200 to 4000 pixels, not ${values.width}`);
  const options = { width };
  const out = resolve(values.out ?? 'samples');
  mkdirSync(out, { recursive: true });
  const written: string[] = [];
  const write = async (name: string, png: Buffer) => {
    writeFileSync(join(out, `${name}.png`), png);
    written.push(`${name}.png (${Math.round(png.length / 1024)} KB)`);
    if (values.preview) writeFileSync(join(out, `${name}.400px.png`), await scaled(png, 400));
  };
  for (const { name, state } of sampleStates()) {
    const model = sampleModel(state);
    await write(name, await renderAbstracBoard(model, THEMES.classic, options));
    if (model.view.phase === 'finished') {
      await write(`${name}-summary`, await renderAbstracSummary(model, THEMES.classic, options));
    }
    if (name.endsWith('-middle') || name === 'classic-misere-end') {
      await write(`${name}-four-colour`, await renderAbstracBoard(model, THEMES.fourColour, options));
    }
  }
  for (const players of [2, 4, 6])
    await write(`rummy-table-${players}`, await renderRummyTable(rummySampleModel(players, 30), THEMES.classic));
  await write('rummy-table-6-four-colour', await renderRummyTable(rummySampleModel(6, 60), THEMES.fourColour));
  console.log(`${written.length} images in ${out}:\n  ${written.join('\n  ')}`);
}

await main();
