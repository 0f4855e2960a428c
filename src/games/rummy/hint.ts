/**
 * Rummy's advice for the Hint control (src/session/hints.ts): the next step of the strong level's
 * turn for the player to move, chosen in the worker pool from that seat's view with the seed the
 * computer's own move would use, and said with its reason (src/games/rummy/solver/hint.ts) in the
 * asker's language, e.g. "Take the 7♦ from the discard pile: it completes 5♦ 6♦ 7♦."
 */

import { hintControl } from '../../session/hints.ts';
import type { ExtraHandler } from '../../session/types.ts';
import { playInWorker } from '../../solver/pool.ts';
import { type RummyMove, viewFor } from './engine/index.ts';
import { moveSeed } from './rules.ts';
import type { RummyGameState, RummyOptions } from './schema.ts';
import { rummyHintText } from './solver/hint.ts';

/** The computer's seed for the hand (rules.ts): a hint advises what the computer would play. */
export { moveSeed };

/** The shared Hint control, its advice said in `locale` (the clicker's). */
const hintIn = (locale: string) =>
  hintControl<RummyGameState, RummyOptions>({
    toMove: (state) => (state.finished ? null : state.current.toMove),
    async advise(session, seat) {
      const view = viewFor(session.state, seat);
      const move = (await playInWorker('rummy', 'strong', view, moveSeed(session.state))) as RummyMove;
      return rummyHintText(view, move, locale);
    },
  });

export const hint: ExtraHandler<RummyGameState, RummyOptions> = { run: (x) => hintIn(x.locale).run(x) };
