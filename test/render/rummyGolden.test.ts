/**
 * Golden images of the Rummy table in German and in Japanese, scaled to 400 px wide as Discord shows
 * it on a phone: every word the picture draws (title, piles, the seat to act and what it may do, the
 * turns before, each seat's line, the dealer's mark, the melds' heading) is in the game's language,
 * wrapped to the width (Japanese, which puts no spaces between words, between characters).
 * UPDATE_GOLDEN=1 rewrites them after a deliberate change; look at the new images before committing.
 */
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { afterAll, describe, expect, it } from 'vitest';
import { renderRummyTable } from '../../src/games/rummy/render/pooled.ts';
import { rummySampleModel } from '../../src/games/rummy/render/samples.ts';
import { describeRummyTable } from '../../src/games/rummy/render/table.ts';
import { closeRenderPool } from '../../src/render/pool.ts';
import { THEMES } from '../../src/render/theme.ts';
import { compareGolden } from './golden.ts';

afterAll(() => closeRenderPool());

/** The picture as a phone shows it: 400 px wide. */
async function at400(png: Buffer): Promise<Buffer> {
  const image = await loadImage(png);
  const height = Math.round((image.height * 400) / image.width);
  const canvas = createCanvas(400, height);
  const ctx = canvas.getContext('2d');
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(image, 0, 0, 400, height);
  return canvas.encode('png');
}

describe('Rummy table golden images in other languages', () => {
  it.each([
    { locale: 'de', words: ['Rommé · Runde 1 · bis 100', 'Talon', 'Letzter Zug:'] },
    { locale: 'ja', words: ['ラミー · ディール1 · 100点先取', '山札', '前の手番：'] },
  ])('the four-seat table in $locale, 400 px wide, matches its golden image', async ({ locale, words }) => {
    const model = rummySampleModel(4, 30, 7, locale);
    // The model the picture draws is in that language (the alt text says the same words).
    const alt = describeRummyTable(model);
    for (const w of words) expect(alt).toContain(w);
    const png = await at400(await renderRummyTable(model, THEMES.classic));
    expect(await compareGolden(`rummy-table-${locale}-400px`, png)).toBeNull();
  });
});
