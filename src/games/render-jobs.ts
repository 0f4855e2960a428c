/**
 * Every game's pictures by job kind, and the renderer the shared render pool (src/render/pool.ts)
 * draws with: its workers start on src/games/render-worker.ts, which serves these drawers, and
 * its in-process fallback draws with them. src/render/ names no game; the games reach it through
 * this file. A game's `render/jobs.ts` exports its drawers; one line here per game, by id, in the
 * order of src/games/definitions.ts (test/games/completeness.test.ts checks every game has one).
 */
import type { Drawers, JobOf } from '../render/job.ts';
import type { Renderer } from '../render/pool.ts';
import { STANDINGS_DRAWERS } from '../render/standings.ts';
import { ABSTRAC_DRAWERS } from './abstrac/render/jobs.ts';
import { RUMMY_DRAWERS } from './rummy/render/jobs.ts';
import { THREEDOM_DRAWERS } from './threedom/render/jobs.ts';

/** Each game's drawers, by game id. */
export const DRAWERS_BY_GAME = {
  abstrac: ABSTRAC_DRAWERS,
  threedom: THREEDOM_DRAWERS,
  rummy: RUMMY_DRAWERS,
} as const;

type ByGame = typeof DRAWERS_BY_GAME;
type Intersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;
/** Every game's drawers in one table, and the competitions' standings (drawn in the same workers). */
export type GameDrawers = Intersection<ByGame[keyof ByGame]> & typeof STANDINGS_DRAWERS;
/** A picture of any game, typed by its kind (each game's render/pooled.ts sends these). */
export type GameRenderJob = JobOf<GameDrawers>;

/** The drawers of `byGame` in one table; two games may not name the same kind. */
function oneTable(byGame: Readonly<Record<string, Drawers>>): Drawers {
  const all: Record<string, Drawers[string]> = {};
  const owner = new Map<string, string>();
  for (const [game, drawers] of Object.entries(byGame))
    for (const [kind, draw] of Object.entries(drawers)) {
      const other = owner.get(kind);
      if (other !== undefined) throw new Error(`${other} and ${game} both draw pictures of kind ${kind}`);
      owner.set(kind, game);
      all[kind] = draw;
    }
  return all;
}

export const GAME_DRAWERS = oneTable({ ...DRAWERS_BY_GAME, standings: STANDINGS_DRAWERS }) as GameDrawers;

/**
 * What the shared render pool draws with: every game's drawers, in workers started on
 * render-worker.ts (which serves the same table) or in-process. Every user of the pool names it.
 */
export const GAME_RENDERER: Renderer<GameDrawers> = {
  drawers: GAME_DRAWERS,
  workerUrl: new URL('./render-worker.ts', import.meta.url),
};
