/**
 * Every picture is legible on a phone, where Discord shows it about 400 px wide:
 * the renderers note the smallest text they draw (in device pixels, sprites
 * included), and scaled to 400 px wide it must be at least 11 px. Checked for
 * every sample position (board and summary, each variant and phase), names in
 * many scripts, and the analysis table.
 */
import { describe, expect, it } from 'vitest';
import { clearSprites } from '../../src/render/cards.ts';
import { resetSmallestFont, smallestFont } from '../../src/render/fonts.ts';
import { drawJob, IMAGE_W } from '../../src/render/job.ts';
import { GAME_DRAWERS, type GameRenderJob } from '../../src/games/render-jobs.ts';
import {
  matchEndModel,
  playToEnd,
  playUntilRow,
  SCRIPT_NAMES,
  sampleModel,
  sampleStates,
} from '../../src/games/abstrac/render/sample-states.ts';
import { THEMES } from '../../src/render/theme.ts';

const PHONE_W = 400;
const MIN_PHONE_PX = 11;

/** The smallest text of the job's picture, in px once the picture is scaled to PHONE_W wide. */
function smallestOnPhone(job: GameRenderJob): number {
  clearSprites(); // sprites drawn in an earlier test would not be measured again
  resetSmallestFont();
  const canvas = drawJob(GAME_DRAWERS, job);
  const px = (smallestFont() * PHONE_W) / canvas.width;
  expect(Number.isFinite(px)).toBe(true); // some text was drawn and measured
  return px;
}

const theme = THEMES.classic;

describe('legibility on a phone', () => {
  const cases = sampleStates().flatMap(({ name, state }) => {
    const model = sampleModel(state);
    const jobs: { name: string; job: GameRenderJob }[] = [{ name, job: { kind: 'board', model, theme, options: {} } }];
    if (model.view.phase === 'finished') {
      jobs.push({ name: `${name}-summary`, job: { kind: 'summary', model, theme, options: {} } });
    }
    return jobs;
  });

  it.each(cases)('$name: every text at least 11 px at 400 px wide', ({ job }) => {
    expect(smallestOnPhone(job)).toBeGreaterThanOrEqual(MIN_PHONE_PX);
  });

  it('holds at other widths, with names in many scripts and a won match', () => {
    const [a, b] = [SCRIPT_NAMES[0] as string, SCRIPT_NAMES[6] as string];
    const middle = matchEndModel(playUntilRow('classic', 7, 12), a, b);
    const won = matchEndModel(playToEnd('fullpack', 3), b, a);
    for (const width of [IMAGE_W, 900, 1100]) {
      expect(smallestOnPhone({ kind: 'board', model: middle, theme, options: { width } })).toBeGreaterThanOrEqual(11);
      expect(smallestOnPhone({ kind: 'summary', model: won, theme, options: { width } })).toBeGreaterThanOrEqual(11);
    }
  });

  it('the analysis table too', () => {
    const rows = Array.from({ length: 12 }, (_, i) => ({
      n: i + 1,
      who: i % 2 === 0 ? 'Maëlle' : 'Computer',
      played: `take ${(i % 3) + 1}`,
      cards: 'A♠ K♥',
      best: 'take 1 or 3',
      cost: i % 4,
    }));
    const totals = [{ name: 'Maëlle', lost: 6, best: 3, moves: 6 }];
    const job: GameRenderJob = { kind: 'analysis', model: { title: 'Deal 1: every move', rows, totals }, theme };
    expect(smallestOnPhone(job)).toBeGreaterThanOrEqual(MIN_PHONE_PX);
  });
});
