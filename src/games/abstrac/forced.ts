/**
 * Abstrac's forced turns, for the session layer's `forced` hook: when the player to move has exactly
 * one legal move and it is a take (one card left in the row, a ♠ on top in the suit-limited variants,
 * a first take capped at one), the bot plays it for them and says so, so a turn without a choice
 * costs nobody a ping or a tap. The nondealer's choice of who starts is never forced (two moves), and
 * a single take is never guessed at from a position: the engine's own legal moves decide. Pure.
 */
import { t } from '../../i18n/index.ts';
import { type AbstracMove, type MatchState, matchLegalMoves, matchToMove } from './engine/index.ts';

/** The single legal move of the player to move when there is exactly one and it is a take, else null. */
export function forcedMove(state: MatchState): AbstracMove | null {
  const player = matchToMove(state);
  if (player === null) return null;
  const legal = matchLegalMoves(state, player);
  const only = legal.length === 1 ? legal[0] : undefined;
  return only?.type === 'take' ? only : null;
}

/** The session layer's hook: the move, and how the thread says it was the only one. */
export const abstracForced = { move: forcedMove, note: (locale: string) => t(locale, 'abstrac.onlyTake') } as const;
