/** /threedom challenge | resign | status, and Threedom's controls: all from its module (src/games/threedom/). */

import { threedom } from '../src/games/threedom/module.ts';
import { gameCommand } from '../src/session/command.ts';

export const command = gameCommand(threedom);
