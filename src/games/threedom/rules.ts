/**
 * Threedom's rules as the session layer plays them (`GameRules`, pure: no Discord, pictures or
 * store): its options (the target), the engine (src/games/threedom/engine/) wrapped with the last turn
 * and the cards shown this round, and its computer opponent (src/games/threedom/solver/player.ts, in
 * the worker pool). Seat 0 is the challenged player (or the person against the computer) and starts
 * the first round.
 */
import { deriveSeed } from '../../cards/random.ts';
import type { GameRules, Session } from '../../session/types.ts';
import { playInWorker } from '../../solver/pool.ts';
import { applyMove, resign, roundDeck, setup, toMove, topsOf, viewFor } from './engine/index.ts';
import type { Seat, ThreedomEvent, ThreedomMove, ThreedomState } from './engine/types.ts';
import { logTurn } from './record.ts';
import { type LastTurn, type ThreedomGameState, ThreedomOptions, ThreedomStateSchema } from './schema.ts';
import { chooseThreedomMove, THREEDOM_LEVELS, type ThreedomLevel } from './solver/player.ts';

/** A computer move not answered by the worker pool within this time is chosen in-process (casual). */
export const MOVE_TIMEOUT_MS = 5_000;

/** The seed of the computer's decision for the turn to play (the same scheme for its moves and for hints). */
export function turnSeed(match: ThreedomState): number {
  return deriveSeed(match.seed, 1_000_000 + match.round * 1000 + match.current.turns);
}

/** The last turn of `events` (one turn's), for the grid; null when the events hold no turn. */
function lastTurn(round: number, events: readonly ThreedomEvent[]): LastTurn | null {
  let last: LastTurn | null = null;
  for (const e of events) {
    if (e.type === 'played')
      last = {
        round,
        seat: e.seat,
        play: e.card,
        on: e.on,
        took: e.card,
        from: 0,
        claims: [],
        claimed: [],
        points: 0,
        refilled: [],
      };
    if (e.type === 'took' && last) {
      last.took = e.card;
      last.from = e.from;
    }
    if (e.type === 'claimed' && last) {
      last.claims = e.lines;
      last.claimed = e.cards;
      last.points = e.points;
    }
    if (e.type === 'refilled' && last) last.refilled = e.cards.map((c) => c.pile);
  }
  return last;
}

async function computerMove(session: Session<ThreedomGameState, ThreedomOptions>, seat: number): Promise<ThreedomMove> {
  const level = (session.seats[seat]?.computer?.level ?? 'strong') as ThreedomLevel;
  const match = session.state.match;
  const view = viewFor(match, seat as Seat);
  // One seed per turn, so the play is varied yet replayable (the hint uses the same).
  const seed = turnSeed(match);
  let timer: NodeJS.Timeout | undefined;
  try {
    return (await Promise.race([
      playInWorker('threedom', level, view, seed),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no computer move in ${MOVE_TIMEOUT_MS} ms`)), MOVE_TIMEOUT_MS);
      }),
    ])) as ThreedomMove;
  } catch {
    return chooseThreedomMove('casual', view, seed);
  } finally {
    clearTimeout(timer);
  }
}

export const threedomRules: GameRules<ThreedomGameState, ThreedomMove, ThreedomOptions, ThreedomEvent> = {
  id: 'threedom',
  name: 'Threedom',
  seats: { min: 2, max: 2 },
  optionsSchema: ThreedomOptions,
  stateSchema: ThreedomStateSchema,
  variantOf: () => 'standard',
  variants: [{ value: 'standard', label: 'Standard' }],
  setup: (o, _seats, seed) => ({
    match: setup({ target: o.target, firstStarter: 0 }, seed),
    last: null,
    shown: [],
    log: [[]],
  }),
  toMove: (s) => toMove(s.match),
  apply: (s, seat, move) => {
    const result = applyMove(s.match, seat as Seat, move);
    if (!result.ok) return result;
    const last = lastTurn(s.match.round, result.events) ?? s.last;
    const newRound = result.state.round !== s.match.round;
    const shown = newRound ? [] : [...s.shown, ...(last ? [last.took] : [])];
    const log = s.log && logTurn(s.log, s.match.round, move);
    return { ok: true, state: { match: result.state, last, shown, ...(log ? { log } : {}) }, events: result.events };
  },
  leave: (s, seat, how) => {
    const result = resign(s.match, seat as Seat, how);
    return result.ok ? { ok: true, state: { ...s, match: result.state }, events: result.events } : result;
  },
  outcome: (s) => {
    const w = s.match.winner;
    if (w === null) return null;
    return { places: w === 0 ? [1, 2] : [2, 1], points: [...s.match.scores], how: s.match.resigned?.how ?? 'played' };
  },
  roundsFinished: (s) => s.match.history.length,
  view: (s, seat) => viewFor(s.match, seat as Seat),
  computer: { levels: THREEDOM_LEVELS, defaultLevel: 'strong', choose: computerMove },

  // A take shows the card beneath; a claim or a refill shows more. A turn may be taken back only if
  // no card dealt face down this round shows that did not before (such a card uncovered a second
  // time is refused too: the piles' history is not kept).
  canTakeBack: (before, after, events) => {
    if (!events.every((e) => e.type === 'played' || e.type === 'took')) return false;
    const { seed, round } = before.match;
    if (after.match.round !== round) return false;
    const faceDown = new Set(roundDeck(seed, round).filter((_, n) => n < 36 && n % 4 !== 3));
    const known = new Set([
      ...topsOf(before.match.current.piles),
      ...events.flatMap((e) => (e.type === 'played' ? [e.card] : [])),
    ]);
    return topsOf(after.match.current.piles).every((c) => c === null || known.has(c) || !faceDown.has(c));
  },
};
