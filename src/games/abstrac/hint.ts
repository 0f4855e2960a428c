/**
 * The Hint button (`abstrac:hint:<threadId>:<version>`): on the board of a game that allows hints,
 * for the player to move. Hints are on against the computer, and between two people when the
 * challenger offered them (`hints:true`) and the challenge so worded was accepted. The answer is
 * private, from a perfect solve in the worker pool; between two people the thread is told that the
 * player used a hint, so it stays fair. The session is not touched.
 */
import { UserError } from '../../bot/types.ts';
import { matchView } from '../../engine/abstrac/index.ts';
import { hintText, solveInWorker } from '../../solver/index.ts';
import { TEXT } from '../text.ts';
import type { ExtraHandler } from '../types.ts';
import { computerSeat, hintsAllowed, nameOf } from './pictures.ts';
import type { AbstracOptions, AbstracState } from './schema.ts';

export const HINT_TEXT = {
  off: 'Hints are off in this game: both players agree to them when the challenge is made (`hints:true`).',
  notYourTurn: (name: string) => `Hints are for the player to move: it's ${name}'s turn.`,
  failed: "I couldn't work out a hint just now: try again in a moment.",
} as const;

export const hint: ExtraHandler<AbstracState, AbstracOptions> = {
  async run({ session, version, clickedVersion, userId, reply, announce }) {
    const player = session.seats.findIndex((s) => s.id === userId && !s.computer);
    if (player < 0) throw new UserError(TEXT.notYourGame);
    if (!hintsAllowed(session)) throw new UserError(HINT_TEXT.off);
    if (session.status !== 'active') throw new UserError(TEXT.gameOver);
    if (version !== clickedVersion) throw new UserError(TEXT.boardChanged);
    const mover = matchView(session.state).toMove;
    if (mover !== player) throw new UserError(HINT_TEXT.notYourTurn(mover === null ? '' : nameOf(session, mover)));
    const solution = await solveInWorker(session.state.current).catch(() => {
      throw new UserError(HINT_TEXT.failed);
    });
    if (solution.toMove === null) throw new UserError(TEXT.gameOver);
    // Fullpack's halves are scored apart, so the solver's values are the current half's.
    const half = session.state.variant === 'fullpack' ? ' Points are for this half of the deal.' : '';
    await reply(`💡 ${hintText(solution)}${half}`);
    if (computerSeat(session) === null) await announce(`💡 ${nameOf(session, player as 0 | 1)} used a hint.`);
  },
};
