/** /rummy new | resign | status, and Rummy's controls: all from its module (src/games/rummy/). */

import { rummy } from '../src/games/rummy/module.ts';
import { gameCommand } from '../src/session/command.ts';

export const command = gameCommand(rummy);
