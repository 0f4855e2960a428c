/**
 * Rummy's sample pictures for `npm run render:samples` (src/tools/samples.ts finds each game's
 * `samples.ts` by its folder): tables of 2, 4 and 6 seats, drawn at their own width, and a table
 * of 4 in German and in Japanese (the test/golden pictures' positions).
 */

import { THEMES } from '../../render/theme.ts';
import { renderRummyTable } from './render/pooled.ts';
import { rummySampleModel } from './render/samples.ts';

export async function* samples(_options: { width: number }): AsyncGenerator<{ name: string; png: Buffer }> {
  for (const players of [2, 4, 6])
    yield {
      name: `rummy-table-${players}`,
      png: await renderRummyTable(rummySampleModel(players, 30), THEMES.classic),
    };
  yield { name: 'rummy-table-6-four-colour', png: await renderRummyTable(rummySampleModel(6, 60), THEMES.fourColour) };
  for (const locale of ['de', 'ja'])
    yield {
      name: `rummy-table-4-${locale}`,
      png: await renderRummyTable(rummySampleModel(4, 30, 7, locale), THEMES.classic),
    };
}
