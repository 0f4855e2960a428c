/**
 * Threedom as a game of the session layer: its options (the target), the engine
 * (src/games/threedom/engine/) wrapped with the last turn and the cards shown this round, its pictures,
 * its private hands (hand.ts), its computer opponent (src/games/threedom/solver/player.ts, in the worker pool) and
 * the Hint button (hint.ts, in the private hand on the player's turn).
 * Seat 0 is the challenged player (or the person against the computer) and starts the first round.
 */
import {
  applyMove,
  PILE_NAMES,
  resign,
  roundDeck,
  setup,
  toMove,
  topsOf,
  viewFor,
} from './engine/index.ts';
import type { Seat, ThreedomEvent, ThreedomMove } from './engine/types.ts';
import { closeSharedPool, playInWorker, sharedPool } from '../../solver/pool.ts';
import { chooseThreedomMove, THREEDOM_LEVELS, type ThreedomLevel } from './solver/player.ts';
import type { GameModule, Session } from '../../session/types.ts';
import { threedomHand } from './hand.ts';
import { hint, turnSeed } from './hint.ts';
import { boardPayload, nameOf, REASONS, resultLine, roundSummary } from './pictures.ts';
import { logTurn, threedomRecord, threedomReplay } from './record.ts';
import {
  type LastTurn,
  type ThreedomGameState,
  ThreedomOptions,
  type ThreedomSession,
  ThreedomStateSchema,
} from './schema.ts';

/** A computer move not answered by the worker pool within this time is chosen in-process (casual). */
export const MOVE_TIMEOUT_MS = 5_000;

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

function narrate(session: ThreedomSession, events: readonly ThreedomEvent[]): string {
  const out: string[] = [];
  const pile = (n: number) => PILE_NAMES[n] ?? `pile ${n}`;
  for (const e of events) {
    if (e.type === 'played') out.push(`${nameOf(session, e.seat)} played ${e.card} on ${pile(e.on)}`);
    if (e.type === 'took') out.push(`and took ${e.card} from ${pile(e.from)}.`);
    if (e.type === 'claimed')
      out.push(
        `Claimed ${e.lines.map((l) => `the ${l.name} (${l.cards.join(' ')})`).join(' and ')}: ${e.points} points.`,
      );
    if (e.type === 'round-ended') out.push(`The round is over: ${REASONS[e.reason]}.`);
    if (e.type === 'round-started') out.push(`Round ${e.round + 1}: ${nameOf(session, e.starter)} starts.`);
  }
  return out.join(' ');
}

export const threedom: GameModule<ThreedomGameState, ThreedomMove, ThreedomOptions, ThreedomEvent> = {
  id: 'threedom',
  name: 'Threedom',
  description: 'Threedom, the nine-pile card game for two',
  seats: { min: 2, max: 2 },
  optionsSchema: ThreedomOptions,
  stateSchema: ThreedomStateSchema,
  addOptions: (sub) =>
    sub
      .addIntegerOption((o) =>
        o.setName('target').setDescription('Points to win (default 500)').setMinValue(1).setMaxValue(10_000),
      )
      .addBooleanOption((o) =>
        o.setName('hints').setDescription('Allow the Hint button (accepting agrees; always on against me)'),
      ),
  shortGame: { target: 5 },
  variantOf: () => 'standard',
  variants: [{ value: 'standard', label: 'Standard' }],
  describe: (o) => `**Threedom** (to ${o.target}${o.hints ? ', hints allowed' : ''})`,
  inviteNote: (o) =>
    o.hints ? 'Hints allowed: accepting agrees that either player may ask for a hint, announced in the thread.' : '',
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
  moveActions: [],
  parseMove: () => undefined,
  narrate,
  roundsFinished: (s) => s.match.history.length,
  roundSummary,
  board: ({ session, theme }) => boardPayload(session, theme),
  resultLine,
  statusLine: (session, seat) => {
    const m = session.state.match;
    const other = 1 - seat;
    return `vs ${nameOf(session, other)} · ${m.scores[seat]}–${m.scores[other]} (to ${m.target}, round ${m.round + 1})`;
  },
  computer: { levels: THREEDOM_LEVELS, defaultLevel: 'strong', choose: computerMove },
  hand: threedomHand,
  record: threedomRecord,
  replay: threedomReplay,
  extras: { hint },
  warmUp: () => sharedPool().warmUp(),
  close: () => closeSharedPool(),

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
