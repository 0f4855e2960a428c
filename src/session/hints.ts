/**
 * The 💡 Hint control of any game (`<game>:hint:<threadId>:<version>`), built once here: a game
 * supplies only its advice (the strong level's choice for the seat to move, in one line a player can
 * follow). Hints are on always against the computer, and between people when the challenger offered
 * them (the game's `hints` option) and the challenge so worded was accepted. The answer is private;
 * between people the thread is told that the player used a hint, so it stays fair. The session is
 * never touched.
 */
import { UserError } from '../bot/types.ts';
import { say, type Text } from '../i18n/index.ts';
import { gameLocale } from './language.ts';
import { TEXT } from './text.ts';
import type { ExtraHandler, Session } from './types.ts';

export const HINT_TEXT = {
  off: { key: 'session.hint.off' },
  notYourTurn: (name: string): Text => ({ key: 'session.hint.notYourTurn', vars: { name } }),
  failed: { key: 'session.hint.failed' },
  used: (name: string): Text => ({ key: 'session.hint.used', vars: { name } }),
} as const satisfies Record<string, Text | ((...args: never[]) => Text)>;

/** True when some seat is the computer's. */
export const hasComputer = (session: Session): boolean => session.seats.some((s) => s.computer !== undefined);

/** Hints are on always against the computer, otherwise only when every player agreed (`options.hints`). */
export function hintsAllowed(session: Session): boolean {
  return hasComputer(session) || (session.options as { hints?: unknown }).hints === true;
}

export interface HintAdvisor<S, O> {
  /** The seat to act, or null when the game is over. */
  toMove(state: S): number | null;
  /** The hint's text (without the 💡) for `seat`, from what that seat may know, in `locale` (the asker's);
   *  may reject (then "try again"). */
  advise(session: Session<S, O>, seat: number, locale: string): Promise<string>;
}

/** The Hint control of a game, checked the same way for every game. */
export function hintControl<S, O>(advisor: HintAdvisor<S, O>): ExtraHandler<S, O> {
  return {
    async run({ session, version, clickedVersion, userId, locale, reply, announce }) {
      const player = session.seats.findIndex((s) => s.id === userId && !s.computer && !s.out);
      if (player < 0) throw new UserError(TEXT.notYourGame);
      if (!hintsAllowed(session as Session)) throw new UserError(HINT_TEXT.off);
      if (session.status !== 'active') throw new UserError(TEXT.gameOver);
      if (version !== clickedVersion) throw new UserError(TEXT.boardChanged);
      const mover = advisor.toMove(session.state);
      if (mover === null) throw new UserError(TEXT.gameOver);
      if (mover !== player) throw new UserError(HINT_TEXT.notYourTurn(session.seats[mover]?.name ?? ''));
      const text = await advisor.advise(session, player, locale).catch((err) => {
        if (err instanceof UserError) throw err;
        throw new UserError(HINT_TEXT.failed);
      });
      await reply(`💡 ${text}`);
      if (!hasComputer(session as Session))
        await announce(say(gameLocale(session), HINT_TEXT.used(session.seats[player]?.name ?? '')));
    },
  };
}
