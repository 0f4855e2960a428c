/**
 * Abstrac's sample pictures for `npm run render:samples` (src/tools/samples.ts finds each game's
 * `samples.ts` by its folder): every variant's opening, middle and end, misère, fullpack's second
 * half, the summaries, the four-colour deck, names in many scripts and a won match.
 */
import { THEMES } from '../../render/theme.ts';
import { renderAbstracBoard, renderAbstracSummary } from './render/index.ts';
import {
  matchEndModel,
  playToEnd,
  playUntilRow,
  SCRIPT_NAMES,
  sampleModel,
  sampleStates,
} from './render/sample-states.ts';

export async function* samples(options: { width: number }): AsyncGenerator<{ name: string; png: Buffer }> {
  for (const { name, state } of sampleStates()) {
    const model = sampleModel(state);
    yield { name, png: await renderAbstracBoard(model, THEMES.classic, options) };
    if (model.view.phase === 'finished') {
      yield { name: `${name}-summary`, png: await renderAbstracSummary(model, THEMES.classic, options) };
    }
    if (name.endsWith('-middle') || name === 'classic-misere-end') {
      yield { name: `${name}-four-colour`, png: await renderAbstracBoard(model, THEMES.fourColour, options) };
    }
  }
  // Names in many scripts (player 0 is the dealer here, so the fixed order shows), and a won match.
  const names = SCRIPT_NAMES;
  for (let i = 0; i + 1 < names.length; i += 2) {
    const middle = matchEndModel(playUntilRow('classic', 7, 12), names[i] as string, names[i + 1] as string);
    yield {
      name: `names-${i / 2 + 1}`,
      png: await renderAbstracBoard(
        { ...middle, match: middle.match && { ...middle.match, winner: undefined } },
        THEMES.classic,
        options,
      ),
    };
  }
  const won = matchEndModel(playToEnd('classic', 7), 'さくら', 'Computer (strong)');
  yield { name: 'match-won-summary', png: await renderAbstracSummary(won, THEMES.classic, options) };
}
