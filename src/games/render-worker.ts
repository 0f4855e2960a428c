/**
 * The render workers' entry module (src/games/render-jobs.ts names it): the shared worker loop of
 * src/render/worker.ts, serving every game's drawers.
 */
import { serveRenderJobs } from '../render/worker.ts';
import { GAME_DRAWERS } from './render-jobs.ts';

serveRenderJobs(GAME_DRAWERS);
