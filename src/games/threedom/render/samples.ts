/**
 * Threedom games at chosen moments, for `npm run render:samples`, the docs' picture (docs/images/), the render
 * tests and the bench: a seeded game played by the greedy computer player (src/games/threedom/solver/player.ts)
 * through the module's own `apply`, stopped at the first turn that claims a set, and later at the
 * end of the first round.
 */
import { deriveSeed } from '../../../cards/random.ts';
import { viewFor } from '../engine/index.ts';
import type { Seat } from '../engine/types.ts';
import { threedom } from '../module.ts';
import type { ThreedomSession } from '../schema.ts';
import { chooseThreedomMove } from '../solver/player.ts';

function session(seed: number): ThreedomSession {
  return {
    game: 'threedom',
    guildId: 'g',
    parentChannelId: 'c',
    seats: [
      { id: '1', name: 'Maëlle' },
      { id: '2', name: 'Tobias' },
    ],
    options: { target: 500, hints: false },
    state: threedom.setup({ target: 500, hints: false }, 2, seed),
    createdAt: 0,
    lastMoveAt: 0,
    status: 'active',
  };
}

/** Plays greedy turns until `stop` says so (or 400 turns); returns the session at that point. */
export function playUntil(seed: number, stop: (s: ThreedomSession, turns: number) => boolean): ThreedomSession {
  const s = session(seed);
  for (let n = 0; n < 400 && !stop(s, n); n++) {
    const seat = threedom.toMove(s.state) as Seat;
    const move = chooseThreedomMove('greedy', viewFor(s.state.match, seat), deriveSeed(seed, n));
    const result = threedom.apply(s.state, seat, move);
    if (!result.ok) throw new Error(result.reason);
    s.state = result.state;
  }
  return s;
}

export function threedomSamples(seed = 7): { name: string; session: ThreedomSession }[] {
  return [
    { name: 'threedom-opening', session: playUntil(seed, (_, n) => n === 0) },
    {
      name: 'threedom-claim',
      session: playUntil(seed, (s, n) => n >= 6 && (s.state.last?.claims.length ?? 0) > 0),
    },
    { name: 'threedom-round-end', session: playUntil(seed, (s) => s.state.match.history.length > 0) },
  ];
}
