/**
 * Every game the bot runs. Adding a game: its engine (src/engine/<game>/), its pictures
 * (src/render/), its module (src/games/<game>/module.ts), its command file (commands/<game>.ts, one
 * line: `gameCommand(module)`), and a line here.
 */
import { abstrac } from './games/abstrac/module.ts';
import { rummy } from './games/rummy/module.ts';
import { threedom } from './games/threedom/module.ts';
import type { AnyGame } from './games/types.ts';

export const GAMES: readonly AnyGame[] = [abstrac, threedom, rummy];
