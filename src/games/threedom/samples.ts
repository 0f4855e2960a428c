/**
 * Threedom's sample pictures for `npm run render:samples` (src/tools/samples.ts finds each game's
 * `samples.ts` by its folder): the grid (classic and four-colour) and a round's summary, drawn at
 * their own width.
 */
import { THEMES } from '../../render/theme.ts';
import { boardPayload, roundSummary } from './pictures.ts';
import { threedomSamples } from './render/samples.ts';

export async function* samples(_options: { width: number }): AsyncGenerator<{ name: string; png: Buffer }> {
  for (const { name, session } of threedomSamples()) {
    for (const [suffix, theme] of [
      ['', THEMES.classic],
      ['-four-colour', THEMES.fourColour],
    ] as const) {
      const board = await boardPayload(session, theme);
      yield { name: `${name}${suffix}`, png: board.files[0]?.attachment as Buffer };
    }
    if (session.state.match.history.length > 0) {
      const summary = await roundSummary(session, 0, THEMES.classic);
      yield { name: `${name}-summary`, png: summary.files[0]?.attachment as Buffer };
    }
  }
}
