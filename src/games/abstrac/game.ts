/**
 * The game service's rules edge: turns a click into an engine move on a stored game, with the
 * engine as the only guard, and maps refusals to what the player reads. No Discord here.
 */

import { UserError } from '../../bot/types.ts';
import {
  type AbstracMove,
  applyMatchMove,
  createMatch,
  type MatchEvent,
  matchTotals,
  matchView,
  type Player,
  resign,
  type Variant,
} from '../../engine/abstrac/index.ts';
import type { GameRecord } from './records.ts';

export const TEXT = {
  notYourGame: "This isn't your game.",
  gameOver: 'This game is over.',
  boardChanged: 'The board has changed — use the latest message.',
  turnOf: (name: string) => `It's ${name}'s turn.`,
  noGame: 'There is no game in this thread any more.',
} as const;

export interface NewGame {
  guildId: string;
  parentChannelId: string;
  /** [challenged, challenger]: the challenged player is the first deal's nondealer. */
  players: [string, string];
  names: [string, string];
  variant: Variant;
  target: number | null;
  deals: number | null;
  seed: number;
  now: number;
  /** Both players agreed to hints. */
  hints?: boolean;
}

export function newGameRecord(g: NewGame): GameRecord {
  return {
    guildId: g.guildId,
    parentChannelId: g.parentChannelId,
    players: g.players,
    names: g.names,
    match: createMatch({ variant: g.variant, target: g.target, deals: g.deals }, g.seed),
    createdAt: g.now,
    lastMoveAt: g.now,
    status: 'active',
    ...(g.hints ? { hints: true } : {}),
  };
}

export function playerOf(game: GameRecord, userId: string): Player | null {
  if (game.players[0] === userId) return 0;
  if (game.players[1] === userId) return 1;
  return null;
}

/** The player to move, or null once the match is over. */
export function toMove(game: GameRecord): Player | null {
  return matchView(game.match).toMove;
}

/**
 * `userId`'s move applied to the game, or a UserError saying why not (not a player, over,
 * not their turn, or the engine's own reason). `now` becomes lastMoveAt.
 */
export function playMove(
  game: GameRecord | undefined,
  userId: string,
  move: AbstracMove,
  now: number,
): { game: GameRecord; events: MatchEvent[] } {
  if (!game) throw new UserError(TEXT.noGame);
  const player = playerOf(game, userId);
  if (player === null) throw new UserError(TEXT.notYourGame);
  if (game.status !== 'active' || game.match.outcome !== null) throw new UserError(TEXT.gameOver);
  const mover = toMove(game);
  if (mover !== null && mover !== player) throw new UserError(TEXT.turnOf(game.names[mover]));
  const result = applyMatchMove(game.match, player, move);
  if (!result.ok) throw new UserError(result.reason);
  const over = result.state.outcome !== null;
  return {
    game: {
      ...game,
      match: result.state,
      lastMoveAt: now,
      status: over ? 'finished' : 'active',
    },
    events: result.events,
  };
}

/** Ends the game with `loser` resigning or forfeiting. */
export function endBy(
  game: GameRecord | undefined,
  loser: Player,
  how: 'resigned' | 'forfeited',
): { game: GameRecord; events: MatchEvent[] } {
  if (!game) throw new UserError(TEXT.noGame);
  if (game.status !== 'active') throw new UserError(TEXT.gameOver);
  const result = resign(game.match, loser, how);
  if (!result.ok) throw new UserError(result.reason);
  return {
    game: { ...game, match: result.state, status: 'finished' },
    events: result.events,
  };
}

/** Winner, loser and their match totals, once the match is over. */
export function resultOf(game: GameRecord): { winner: Player; loser: Player; totals: [number, number] } | null {
  const outcome = game.match.outcome;
  if (!outcome) return null;
  return {
    winner: outcome.winner,
    loser: (1 - outcome.winner) as Player,
    totals: matchTotals(game.match),
  };
}
