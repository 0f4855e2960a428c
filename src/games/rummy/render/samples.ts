/**
 * A Rummy table part-way through a hand, for the samples, the bench and the render tests: `players`
 * seats played by the `greedy` computer player for `moves` engine moves from a seeded deal.
 */
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

export function rummySampleModel(players = 6, moves = 40, seed = 7): RummyTableModel {
  const { state: s, lastTurn, turn } = play(players, moves, seed);
  const hand = s.current;
  const name = (n: number) => SAMPLE_NAMES[n] ?? `seat ${n + 1}`;
  const top = hand.discard.at(-1);
  const todo =
    hand.phase === 'draw'
      ? `draw from the stock${top ? ` or take the ${top}` : ''}`
      : 'meld or lay off as you like, then discard';
  return {
    title: `Rummy · hand ${s.hand + 1} · to ${s.target ?? 100}`,
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
    status: s.finished ? '' : `${name(hand.toMove)} to ${todo}`,
    turns: [
      ...(lastTurn.length > 0 ? [`Last turn: ${sayNotes(name, lastTurn)}`] : []),
      ...(turn.length > 0 ? [`This turn: ${sayNotes(name, turn)}`] : []),
    ],
  };
}
