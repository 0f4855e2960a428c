/** /abstrac challenge | resign | status, and Abstrac's controls: all from its module (src/games/abstrac/). */
import { abstrac } from '../src/games/abstrac/module.ts';
import { gameCommand } from '../src/session/command.ts';

export const command = gameCommand(abstrac);
