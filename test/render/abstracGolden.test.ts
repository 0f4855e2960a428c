/**
 * Golden images of the Abstrac board and summary: fixed positions rendered and
 * compared with the reference PNGs in test/golden/ (UPDATE_GOLDEN=1 rewrites them
 * after a deliberate change; look at the new images before committing them).
 */
import { describe, expect, it } from 'vitest';
import { renderAbstracBoard, renderAbstracSummary } from '../../src/games/abstrac/render/index.ts';
import {
  MISERE_SEED,
  playout,
  playToEnd,
  playUntil,
  playUntilRow,
  sampleModel,
} from '../../src/games/abstrac/render/sample-states.ts';
import { THEMES } from '../../src/render/theme.ts';
import { compareGolden } from './golden.ts';

const CASES = [
  { name: 'classic-opening', render: () => renderAbstracBoard(sampleModel(playout('classic', 7, 1))) },
  { name: 'classic-middle', render: () => renderAbstracBoard(sampleModel(playUntilRow('classic', 7, 12))) },
  {
    name: 'suits-middle-four-colour',
    render: () => renderAbstracBoard(sampleModel(playUntilRow('suits', 11, 13)), THEMES.fourColour),
  },
  { name: 'unlimited-middle', render: () => renderAbstracBoard(sampleModel(playUntilRow('unlimited', 5, 14))) },
  {
    name: 'fullpack-half2-middle',
    render: () => renderAbstracBoard(sampleModel(playUntil('fullpack', 3, (v) => v.half === 1 && v.row.length <= 12))),
  },
  {
    // The full 1100 px layout, unscaled (the default 1000 px images scale it).
    name: 'classic-middle-1100px',
    render: () => renderAbstracBoard(sampleModel(playUntilRow('classic', 7, 12)), THEMES.classic, { width: 1100 }),
  },
  {
    name: 'classic-misere-summary',
    render: () => renderAbstracSummary(sampleModel(playToEnd('classic', MISERE_SEED))),
  },
  {
    name: 'fullpack-summary',
    render: () => renderAbstracSummary(sampleModel(playToEnd('fullpack', 3)), THEMES.fourColour),
  },
];

describe('Abstrac golden images', () => {
  it.each(CASES)('$name matches its golden image', async ({ name, render }) => {
    expect(await compareGolden(name, await render())).toBeNull();
  });

  it('the misère sample is a misère deal, so its golden shows the rule', () => {
    const { view } = sampleModel(playToEnd('classic', MISERE_SEED));
    expect(view.score?.misere).toBe('nondealer');
  });
});
