/**
 * Every game the bot runs, as Discord modules. A game is one folder, src/games/<game>/: its pure
 * engine (engine/), its pictures (render/), its computer players and hint (solver/), its definition
 * without Discord (definition.ts: records, round points, computer player), its sample pictures
 * (samples.ts) and its Discord module (module.ts and the files beside it). Adding a game: that
 * folder, a line here and one in definitions.ts, its command file (commands/<game>.ts, one line:
 * `gameCommand(module)`), its section in docs/rules.md and its name in /help's prose;
 * test/games/completeness.test.ts names any part missing.
 */
import type { AnyGame } from '../session/types.ts';
import { abstrac } from './abstrac/module.ts';
import { rummy } from './rummy/module.ts';
import { threedom } from './threedom/module.ts';

export const GAMES: readonly AnyGame[] = [abstrac, threedom, rummy];
