/**
 * Abstrac's advice for the Hint control (src/session/hints.ts): a perfect solve of the position in
 * the worker pool, e.g. "Take 1 or 3. With perfect play from here you finish 14 points ahead."
 */
import { UserError } from '../../bot/types.ts';
import { t } from '../../i18n/index.ts';
import { hintControl } from '../../session/hints.ts';
import { matchToMove } from './engine/index.ts';
import type { AbstracOptions, AbstracState } from './schema.ts';
import { hintText, solveInWorker } from './solver/index.ts';

export const hint = hintControl<AbstracState, AbstracOptions>({
  toMove: matchToMove,
  async advise(session, _seat, locale) {
    const solution = await solveInWorker(session.state.current);
    if (solution.toMove === null) throw new UserError({ key: 'abstrac.gameOver' });
    // Fullpack's halves are scored apart, so the solver's values are the current half's.
    const half = session.state.variant === 'fullpack' ? ` ${t(locale, 'abstrac.hint.half')}` : '';
    return `${hintText(solution, session.state.current, locale)}${half}`;
  },
});
