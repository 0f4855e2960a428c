/** /threedom challenge | resign | status, and Threedom's controls: all from its module (src/games/threedom/). */
import { gameCommand } from '../src/session/command.ts';
import { threedom } from '../src/games/threedom/module.ts';

export const command = gameCommand(threedom);
