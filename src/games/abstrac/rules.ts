/**
 * Abstrac's rules as the session layer plays them (`GameRules`, pure: no Discord, pictures or store):
 * its options (variant, target or deals), its engine (src/games/abstrac/engine/) and its computer
 * opponent (the solver, in the worker pool). Every card is in plain view: no seat has a view of its own.
 */

import { deriveSeed } from '../../cards/random.ts';
import type { GameRules, Session } from '../../session/types.ts';
import {
  type AbstracMove,
  applyMatchMove,
  createMatch,
  type MatchEvent,
  matchToMove,
  matchTotals,
  type Player,
  resign,
  VARIANT_LABELS,
  VARIANTS,
} from './engine/index.ts';
import { abstracForced } from './forced.ts';
import { AbstracOptions, type AbstracState, MatchStateSchema } from './schema.ts';
import { chooseMove, chooseMoveInWorker, LEVELS } from './solver/index.ts';

/** A computer move not answered by the worker pool within this time is chosen in-process by the casual level. */
export const MOVE_TIMEOUT_MS = 5_000;

/** The computer's move at its level: in a worker; if the pool fails or is slow, the casual heuristic here. */
async function computerMove(session: Session<AbstracState, AbstracOptions>, seat: number): Promise<AbstracMove> {
  const level = (session.seats[seat]?.computer?.level ?? 'strong') as (typeof LEVELS)[number];
  const state = session.state;
  // One seed per deal: chooseMove mixes in the moves made, so the play is varied yet replayable.
  const seed = deriveSeed(state.seed, 1000 + state.results.length);
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      chooseMoveInWorker(level, state.current, seed),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no computer move in ${MOVE_TIMEOUT_MS} ms`)), MOVE_TIMEOUT_MS);
      }),
    ]);
  } catch {
    return chooseMove('casual', state.current, seed);
  } finally {
    clearTimeout(timer);
  }
}

export const abstracRules: GameRules<AbstracState, AbstracMove, AbstracOptions, MatchEvent> = {
  id: 'abstrac',
  name: 'Abstrac',
  seats: { min: 2, max: 2 },
  optionsSchema: AbstracOptions,
  stateSchema: MatchStateSchema,
  variantOf: (o) => o.variant,
  variants: VARIANTS.map((v) => ({ value: v, label: VARIANT_LABELS[v] })),
  setup: (o, _seats, seed) => createMatch({ variant: o.variant, target: o.target, deals: o.deals }, seed),
  toMove: matchToMove,
  apply: (s, seat, move) => applyMatchMove(s, seat as Player, move),
  leave: (s, seat, how) => resign(s, seat as Player, how),
  outcome: (s) => {
    if (!s.outcome) return null;
    const w = s.outcome.winner;
    return {
      places: w === 0 ? [1, 2] : [2, 1],
      points: matchTotals(s),
      how: s.outcome.type === 'points' ? 'played' : s.outcome.type,
    };
  },
  roundsFinished: (s) => s.results.length,
  computer: { levels: LEVELS, defaultLevel: 'strong', choose: computerMove },
  forced: abstracForced,

  // Every card is in plain view: any take or choice can be taken back, but not the end of a half or a deal.
  canTakeBack: (_before, _after, events) => events.every((e) => e.type === 'chose' || e.type === 'took'),
};
