/**
 * Every game the bot runs. Adding a game: its engine (src/engine/<game>/), its pictures
 * (src/render/), its module (src/games/<game>/module.ts), its command file (commands/<game>.ts, one
 * line: `gameCommand(module)`), and a line here.
 */
import { abstrac } from './abstrac/module.ts';
import { rummy } from './rummy/module.ts';
import { threedom } from './threedom/module.ts';
import type { AnyGame } from '../session/types.ts';

export const GAMES: readonly AnyGame[] = [abstrac, threedom, rummy];
