/**
 * Forced moves: a person's turn without a choice (the game's `forced` hook names its single move,
 * e.g. Abstrac's only take) is played for them, like a computer's turn, when the server allows it
 * (`/settings forced_moves`, on by default), and the thread says so: "Tobias took J♦ (the only
 * take)." So nobody is pinged, reminded or asked to tap for a move they could not choose; the
 * person is pinged once a real choice is theirs. The move goes through the same engine and the
 * same versioned save as a click (src/session/computer.ts plays it).
 */
import type { Store } from '../store/index.ts';
import { recentSettings } from './settings.ts';
import { t } from '../i18n/index.ts';
import { gameLocale } from './language.ts';
import type { AnyGame, AnyRules, Session } from './types.ts';

/** Whether the server plays forced moves for its players (`/settings forced_moves`, on by default). */
export async function playsForcedMoves(store: Store, guildId: string): Promise<boolean> {
  return (await recentSettings(store, guildId)).forcedMoves !== false;
}

/** The move the seat to move is forced to make now, when the game says so, else null (whatever the server's setting). */
export function forcedMove(game: AnyRules, session: Session): unknown | null {
  if (!game.forced || session.status !== 'active') return null;
  return game.forced.move(session.state) ?? null;
}

/**
 * `after`, a forced move played on `before`, with the take-back step of the turn it answered: a
 * forced move is no turn of its own to take back (taking it back would only see it played again),
 * so the person whose move it followed may still take theirs back, the forced one with it. Never
 * across the end of a round or of the game, as for any turn.
 */
export function keepUndo(game: AnyGame, before: Session, after: Session): Session {
  const sameRound = after.status === 'active' && game.roundsFinished(after.state) === game.roundsFinished(before.state);
  return { ...after, undo: sameRound ? (before.undo ?? null) : null };
}

/** The moves played in one go, in order: each a computer's or a forced one, with what it did. */
export type Played = { events: unknown[]; forced: boolean }[];

/**
 * What leads the next board: the computer's moves together after 🤖 as before, each forced move on its
 * own line with the game's note, in the order they were played.
 */
export function leadLines(game: AnyGame, session: Session, played: Played): string[] {
  const lines: string[] = [];
  let computer: unknown[] = [];
  const flush = () => {
    if (computer.length > 0) lines.push(`🤖 ${game.narrate(session, computer)}`);
    computer = [];
  };
  for (const { events, forced } of played) {
    if (!forced) {
      computer.push(...events);
      continue;
    }
    flush();
    const said = game.narrate(session, events).replace(/\.$/, '');
    if (said)
      lines.push(`${said} (${game.forced?.note(gameLocale(session)) ?? t(gameLocale(session), 'session.onlyMove')}).`);
  }
  flush();
  return lines;
}
