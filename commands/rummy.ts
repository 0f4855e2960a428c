/** /rummy new | resign | status, and Rummy's controls: all from its module (src/games/rummy/). */
import { gameCommand } from '../src/session/command.ts';
import { rummy } from '../src/games/rummy/module.ts';

export const command = gameCommand(rummy);
