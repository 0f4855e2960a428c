/**
 * Rummy in Discord (`GameUI`): its command's description, the table picture after every move
 * (pictures.ts), each turn's notes as the thread reads them, each player's private hand (hand.ts) and
 * the Hint button. Its rules are rules.ts.
 */
import type { GameUI } from '../../session/types.ts';
import type { RummyEvent, RummyMove } from './engine/index.ts';
import { rummyHand } from './hand.ts';
import { hint } from './hint.ts';
import { notesOf, sayNotes } from './notes.ts';
import { boardPayload, goal, handSummary, nameOf, playedLine } from './pictures.ts';
import type { RummyGameState, RummyOptions } from './schema.ts';

export const rummyUi: GameUI<RummyGameState, RummyMove, RummyOptions, RummyEvent> = {
  description: 'Rummy for 2 to 6: meld sets and runs, lay off, go out first',
  describe: (o) =>
    `**Rummy** (${goal({ target: o.target ?? (o.hands ? null : 100), handsLimit: o.hands ?? null })}${o.hints ? ', hints allowed' : ''})`,
  inviteNote: (o) =>
    o.hints ? 'Hints allowed: accepting agrees that every player may ask for a hint, announced in the thread.' : '',
  moveActions: [],
  parseMove: () => undefined,
  narrate: (session, events) => sayNotes((n) => nameOf(session, n), notesOf(events)),
  played: playedLine,
  roundSummary: handSummary,
  board: ({ session, theme }) => boardPayload(session, theme),
  resultLine: (session) => {
    const s = session.state;
    const names = s.winners.map((n) => nameOf(session, n));
    const best = Math.max(...s.scores);
    if (s.resigned && s.players === 2)
      return `🏆 ${names.join(' and ')} wins the game: ${nameOf(session, s.resigned.seat)} ${s.resigned.how}.`;
    if (names.length > 1) return `🏆 ${names.join(' and ')} tie for first: each wins with ${best} points.`;
    return `🏆 ${names[0] ?? '?'} wins the game with ${best} points.`;
  },
  statusLine: (session, seat) => {
    const s = session.state;
    const mover = s.finished ? '' : ` · ${nameOf(session, s.current.toMove)} to play`;
    return `Rummy, hand ${s.hand + 1} · you ${s.scores[seat] ?? 0}, best ${Math.max(...s.scores)}${mover}`;
  },
  hand: rummyHand,
  extras: { hint },
};
