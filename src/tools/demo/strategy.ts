/**
 * How a scripted player picks among the controls the bot shows: seeded random legal moves, or a
 * computer opponent's (`computerStrategy`) that reads the game and presses the control of the
 * move the solver chooses at its level.
 */
import { deriveSeed } from '../../cards/random.ts';
import type { AbstracMove, MatchView } from '../../games/abstrac/engine/index.ts';
import type { AbstracSession } from '../../games/abstrac/schema.ts';
import { chooseMove, type Level } from '../../games/abstrac/solver/index.ts';
import type { Choice } from './world.ts';

export interface Turn {
  game: AbstracSession;
  view: MatchView;
  /** The live controls, each one a legal move (the bot builds them from the engine's legal moves). */
  choices: Choice[];
}

export type Strategy = (turn: Turn) => Choice;

/** Uniformly random among the controls, reproducible from `seed`. */
export function randomStrategy(seed: number): Strategy {
  let n = 0;
  return ({ choices }) => {
    const pick = choices[(deriveSeed(seed, n++) >>> 0) % choices.length];
    if (!pick) throw new Error('no control to press');
    return pick;
  };
}

/** The control that makes `move` (buttons `take:N` / `choose:first|second`, or the menu's value N). */
export function controlFor(choices: readonly Choice[], move: AbstracMove): Choice {
  const found = choices.find((c) => {
    const [, action, , , arg] = c.customId.split(':');
    if (move.type === 'choose') return action === 'choose' && arg === (move.first === 'nondealer' ? 'first' : 'second');
    return (action === 'take' && arg === String(move.count)) || (action === 'pick' && c.value === String(move.count));
  });
  if (!found) throw new Error(`no control for ${JSON.stringify(move)}`);
  return found;
}

/** Plays as the computer opponent at `level` would (the solver in-process: the driver, not the bot). */
export function computerStrategy(level: Level, seed: number): Strategy {
  return ({ game, choices }) => controlFor(choices, chooseMove(level, game.state.current, seed));
}
