/**
 * Rummy's rules as the session layer plays them (`GameRules`, pure: no Discord, pictures or store):
 * 2 to 6 seats from a lobby, hands to a target (default 100) or a number of hands, the engine of
 * src/games/rummy/engine/ with the turn's public notes kept beside its state, and computer players in
 * the solver's worker pool (src/games/rummy/solver/player.ts). A Rummy turn is several engine moves
 * (draw, melds, lay-offs, discard), each a version of the session. A seat that leaves a game of three
 * or more is played by the computer and placed last by the layer; in a game of two, leaving ends the
 * game.
 */
import { deriveSeed } from '../../cards/random.ts';
import type { GameRules, Session } from '../../session/types.ts';
import { playInWorker } from '../../solver/pool.ts';
import { applyMove, type RummyEvent, type RummyMove, type RummyState, resign, setup, viewFor } from './engine/index.ts';
import { notesOf, shownBy } from './notes.ts';
import { logMove } from './record.ts';
import { type RummyGameState, RummyOptions, RummyStateSchema } from './schema.ts';
import { RUMMY_LEVELS, rummyMove } from './solver/player.ts';

/** A computer move not answered by the worker pool within this time is chosen in-process. */
export const MOVE_TIMEOUT_MS = 5_000;

/** The seed of every computer decision (and hint) in the current hand. */
export const moveSeed = (state: RummyState): number => deriveSeed(state.seed, 100_000 + state.hand);

type RummySession = Session<RummyGameState, RummyOptions>;

async function computerMove(session: RummySession, seat: number): Promise<RummyMove> {
  const level = session.seats[seat]?.computer?.level ?? 'strong';
  const view = viewFor(session.state, seat);
  const seed = moveSeed(session.state);
  let timer: NodeJS.Timeout | undefined;
  try {
    return (await Promise.race([
      playInWorker('rummy', level, view, seed),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no computer move in ${MOVE_TIMEOUT_MS} ms`)), MOVE_TIMEOUT_MS);
      }),
    ])) as RummyMove;
  } catch {
    return rummyMove(level, view, seed);
  } finally {
    clearTimeout(timer);
  }
}

/** The engine's move, with the turn's public notes and the cards it showed kept beside the state. */
function apply(s: RummyGameState, seat: number, move: RummyMove) {
  const result = applyMove(s, seat, move);
  if (!result.ok) return result;
  const next = result.state as RummyGameState;
  const turn = [...s.turn, ...notesOf(result.events)];
  const handEnded = result.events.some((e) => e.type === 'hand-ended');
  const ended = handEnded || result.events.some((e) => e.type === 'discarded');
  const revealed = handEnded ? (next.previous?.hands.flat() ?? []) : [];
  const shown = new Set([...s.shown, ...shownBy(result.events), ...revealed, ...next.current.discard]);
  const log = s.log && logMove(s.log, s.hand, move);
  return {
    ok: true as const,
    state: {
      ...next,
      turn: ended ? [] : turn,
      // A new hand's board tells no turn of the hand before (whose melds are gone from the table):
      // the hand's summary says how it ended.
      lastTurn: handEnded ? [] : ended ? turn : s.lastTurn,
      shown: [...shown],
      ...(log ? { log } : {}),
    },
    events: result.events,
  };
}

function outcome(s: RummyGameState) {
  if (!s.finished) return null;
  const r = s.resigned;
  const score = (n: number) => (r && r.seat === n ? Number.NEGATIVE_INFINITY : (s.scores[n] ?? 0));
  const places = s.scores.map((_, n) => 1 + s.scores.filter((_, m) => score(m) > score(n)).length);
  return { places, points: s.scores.slice(), how: r ? r.how : ('played' as const) };
}

export const rummyRules: GameRules<RummyGameState, RummyMove, RummyOptions, RummyEvent> = {
  id: 'rummy',
  name: 'Rummy',
  seats: { min: 2, max: 6 },
  optionsSchema: RummyOptions,
  stateSchema: RummyStateSchema,
  variantOf: () => 'standard',
  variants: [{ value: 'standard', label: 'Standard' }],
  setup: (o, seats, seed) => ({
    ...setup({ players: seats, target: o.target, hands: o.hands }, seed),
    turn: [],
    lastTurn: [],
    shown: [],
    log: [[]],
  }),
  toMove: (s) => (s.finished ? null : s.current.toMove),
  apply,
  leave: (s, seat, how) => {
    // Three or more: the game goes on, the layer has the computer play the seat.
    if (s.players > 2 && !s.finished) return { ok: true, state: s, events: [] };
    const result = resign(s, seat, how);
    return result.ok ? { ...result, state: { ...s, ...result.state } } : result;
  },
  outcome,
  roundsFinished: (s) => s.history.length,
  view: viewFor,
  computer: { levels: RUMMY_LEVELS, defaultLevel: 'strong', choose: computerMove },

  // Every card of the discard pile was shown face up when discarded, so a turn drawn from it shows
  // nothing new; a stock draw showed its drawer a hidden card, and a stock turned over changes what
  // the stock is: those turns cannot be taken back (nor one that ended the hand: the layer refuses it).
  canTakeBack: (_before, _after, events) =>
    events.every(
      (e) => (e.type === 'drew' && e.from === 'discard') || ['melded', 'laid-off', 'discarded'].includes(e.type),
    ),
};
