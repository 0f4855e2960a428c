/**
 * A Rummy table part-way through a hand, for the samples, the bench and the render tests: `players`
 * seats played by the `greedy` computer player for `moves` engine moves from a seeded deal.
 */
import { SOURCE_LOCALE, t } from '../../../i18n/index.ts';
import { applyMove, type RummyState, setup, viewFor } from '../engine/index.ts';
import { notesOf, sayNotes } from '../notes.ts';
import type { Note } from '../schema.ts';
import { rummyMove } from '../solver/player.ts';
import type { RummyTableModel } from './table.ts';

export const SAMPLE_NAMES = ['Annabelle', 'Benedikt', 'Catalina', 'Dmitri', 'Eleanor', 'Fitzgerald Longname'];

/** The state after `moves` greedy moves, and the notes of the turn before and of the turn so far. */
function play(players: number, moves: number, seed: number): { state: RummyState; lastTurn: Note[]; turn: Note[] } {
  let state = setup({ players, target: 100 }, seed);
  let lastTurn: Note[] = [];
  let turn: Note[] = [];
  for (let n = 0; n < moves && !state.finished; n++) {
    const seat = state.current.toMove;
    const result = applyMove(state, seat, rummyMove('greedy', viewFor(state, seat), seed + n));
    if (!result.ok) throw new Error(result.reason);
    state = result.state;
    turn = [...turn, ...notesOf(result.events)];
    if (state.current.toMove !== seat) [lastTurn, turn] = [turn, []];
  }
  return { state, lastTurn, turn };
}

export function rummySampleState(players = 6, moves = 40, seed = 7): RummyState {
  return play(players, moves, seed).state;
}

/** The table after `moves` greedy moves, its words in `locale`. */
export function rummySampleModel(players = 6, moves = 40, seed = 7, locale: string = SOURCE_LOCALE): RummyTableModel {
  const { state: s, lastTurn, turn } = play(players, moves, seed);
  const hand = s.current;
  const name = (n: number) => SAMPLE_NAMES[n] ?? t(locale, 'rummy.seat', { n: n + 1 });
  const top = hand.discard.at(-1);
  const todo =
    hand.phase === 'draw'
      ? top
        ? t(locale, 'rummy.todo.drawOrTake', { card: top })
        : t(locale, 'rummy.todo.draw')
      : t(locale, 'rummy.todo.play');
  const goal = t(locale, 'rummy.goal.target', { target: s.target ?? 100 });
  return {
    locale,
    title: t(locale, 'rummy.title', { hand: s.hand + 1, goal }),
    seats: SAMPLE_NAMES.slice(0, players).map((name, n) => ({
      name,
      cards: hand.hands[n]?.length ?? 0,
      score: s.scores[n] ?? 0,
      dealer: hand.dealer === n,
      phase: hand.toMove === n ? hand.phase : null,
      out: false,
    })),
    melds: hand.melds,
    discardTop: hand.discard.at(-1) ?? null,
    discardSize: hand.discard.length,
    stockSize: hand.stock.length,
    stockTurns: hand.stockTurns,
    status: s.finished ? '' : t(locale, 'rummy.toDo', { name: name(hand.toMove), todo }),
    turns: [
      ...(lastTurn.length > 0 ? [t(locale, 'rummy.lastTurn', { said: sayNotes(locale, name, lastTurn) })] : []),
      ...(turn.length > 0 ? [t(locale, 'rummy.thisTurn', { said: sayNotes(locale, name, turn) })] : []),
    ],
  };
}
