/**
 * Whole-game records (/export, src/session/export.ts): for every game, a game played with seeded random
 * legal moves through its module, exported finished (full) and running (public), replays to the same
 * scores as the stored game; a public record names no hidden card.
 */
import { describe, expect, it } from 'vitest';
import { deriveSeed } from '../../src/cards/random.ts';
import { matchLegalMoves, type Player } from '../../src/games/abstrac/engine/index.ts';
import { replayRecord } from '../../src/games/replay.ts';
import { legalMoves as rummyLegal } from '../../src/games/rummy/engine/index.ts';
import { legalMoves as threedomLegal } from '../../src/games/threedom/engine/index.ts';
import type { Seat } from '../../src/games/threedom/engine/types.ts';
import { abstrac } from '../../src/games/abstrac/module.ts';
import { gameRecord } from '../../src/session/export.ts';
import { recordSteps } from '../../src/session/record-frames.ts';
import { rummy } from '../../src/games/rummy/module.ts';
import type { RummyGameState } from '../../src/games/rummy/schema.ts';
import { threedom } from '../../src/games/threedom/module.ts';
import type { ThreedomGameState } from '../../src/games/threedom/schema.ts';
import type { AnyGame, Session } from '../../src/session/types.ts';

interface Case {
  game: AnyGame;
  options: unknown;
  seats: number;
  legal(state: unknown, seat: number): unknown[];
  /** The stored running totals, by seat. */
  scores(state: unknown): number[];
}

const CASES: Case[] = [
  {
    game: abstrac,
    options: abstrac.optionsSchema.parse({ variant: 'classic', deals: 3 }),
    seats: 2,
    legal: (s, seat) => matchLegalMoves(s as never, seat as Player),
    scores: (s) => {
      const results = (s as { results: { scores: number[] }[] }).results;
      return [0, 1].map((n) => results.reduce((sum, r) => sum + (r.scores[n] ?? 0), 0));
    },
  },
  {
    game: threedom,
    options: threedom.optionsSchema.parse({ target: 60 }),
    seats: 2,
    legal: (s, seat) => threedomLegal((s as ThreedomGameState).match, seat as Seat),
    scores: (s) => [...(s as ThreedomGameState).match.scores],
  },
  {
    game: rummy,
    options: rummy.optionsSchema.parse({ hands: 2 }),
    seats: 3,
    legal: (s, seat) => rummyLegal(s as RummyGameState, seat),
    scores: (s) => [...(s as RummyGameState).scores],
  },
];

function session(c: Case, state: unknown, status: 'active' | 'finished'): Session {
  const seats = Array.from({ length: c.seats }, (_, n) => ({ id: `u${n}`, name: `player${n}` }));
  return {
    game: c.game.id,
    guildId: 'g',
    parentChannelId: 'c',
    seats,
    options: c.options,
    state,
    createdAt: 0,
    lastMoveAt: 0,
    status,
  };
}

/** Plays seeded random legal moves; `stopAt` moves (if given) leaves the game running. */
function play(c: Case, seed: number, stopAt = Number.POSITIVE_INFINITY): { state: unknown; moves: number } {
  let state = c.game.setup(c.options, c.seats, seed);
  let moves = 0;
  for (let seat = c.game.toMove(state); seat !== null && moves < stopAt; seat = c.game.toMove(state)) {
    const legal = c.legal(state, seat);
    const move = legal[(deriveSeed(seed, moves) >>> 0) % legal.length];
    const result = c.game.apply(state, seat, move);
    if (!result.ok) throw new Error(result.reason);
    state = c.game.stateSchema.parse(JSON.parse(JSON.stringify(result.state))); // as stored
    // What the engine made is what its schema makes of it (src/session/catalog.ts, madeByEngine).
    expect(state).toEqual(JSON.parse(JSON.stringify(result.state)));
    moves++;
  }
  return { state, moves };
}

describe.each(CASES)('$game.id records', (c) => {
  it('a finished game exports its full record, which replays to the stored result', () => {
    const { state } = play(c, 7);
    const outcome = c.game.outcome(state);
    expect(outcome).not.toBeNull();
    const record = gameRecord(c.game, session(c, state, 'finished'));
    expect(record?.public).toBe(false);
    const out = replayRecord(JSON.parse(JSON.stringify(record)));
    expect(out.error).toBeUndefined();
    expect(out).toMatchObject({ game: c.game.id, finished: true, scores: outcome?.points });
    expect(out.ended).toEqual({ how: 'played', places: outcome?.places });
    expect((out.rounds as unknown[]).length).toBe(c.game.roundsFinished(state));
  });

  it('played back for cli render, the finished record ends in the stored outcome, a picture per deal and move', () => {
    const { state, moves } = play(c, 7);
    const record = gameRecord(c.game, session(c, state, 'finished'));
    const steps = recordSteps(c.game, JSON.parse(JSON.stringify(record)));
    if (!steps.ok) throw new Error(steps.reason);
    const rounds = record?.rounds.length ?? 0;
    expect(steps.steps).toHaveLength(rounds + moves + 1);
    // Each round's summary comes in place of the board after its last move; the final board closes.
    expect(steps.steps.flatMap((s) => (s.summary === undefined ? [] : [s.summary]))).toEqual([...Array(rounds).keys()]);
    const last = steps.steps.at(-1);
    expect(last?.summary).toBeUndefined();
    expect(last?.session.status).toBe('finished');
    expect(c.game.outcome(last?.session.state)).toEqual(c.game.outcome(state));
  });

  it('a running game exports only what is public, and replays to the stored scores so far', () => {
    const { moves } = play(c, 11);
    const { state } = play(c, 11, Math.floor(moves * 0.7));
    expect(c.game.toMove(state)).not.toBeNull();
    const record = gameRecord(c.game, session(c, state, 'active'));
    const text = JSON.stringify(record);
    expect(record?.public).toBe(true);
    // Cards are dealt anew each round: only the round in play could name a card now hidden.
    const inPlay = JSON.stringify(record?.rounds.at(-1));
    for (const card of c.game.hand?.secret(state) ?? []) expect(inPlay).not.toContain(`"${card}"`);
    if (c.game.id !== 'abstrac') expect(text).not.toContain('"deck"');
    const out = replayRecord(JSON.parse(text));
    expect(out.error).toBeUndefined();
    expect(out).toMatchObject({ finished: false, public: true, ended: null, scores: c.scores(state) });
    expect((out.rounds as unknown[]).length).toBe(c.game.roundsFinished(state) + 1);
  });

  it('a game ended by a resignation exports the deal in play and the resignation', () => {
    const { moves } = play(c, 5);
    const { state: running } = play(c, 5, Math.floor(moves / 2));
    const left = c.game.leave(running, 0, 'resigned');
    if (!left.ok) throw new Error(left.reason);
    if (c.game.outcome(left.state) === null) return; // 3+ seats: the game goes on without the seat
    const record = gameRecord(c.game, session(c, left.state, 'finished'));
    const out = replayRecord(JSON.parse(JSON.stringify(record)));
    expect(out).toMatchObject({ finished: true, ended: { how: 'resigned' }, scores: c.scores(running) });
  });
});

describe('game records that cannot be replayed', () => {
  it('a game begun before moves were kept has no record', () => {
    const c = CASES[1] as Case;
    const { state } = play(c, 3, 4);
    const { log: _log, ...old } = state as ThreedomGameState;
    expect(gameRecord(c.game, session(c, old, 'active'))).toBeNull();
  });

  it('a bad round is named', () => {
    const out = replayRecord({
      game: 'threedom',
      players: ['a', 'b'],
      rounds: [{ seats: [0, 1], deck: [], moves: [] }],
    });
    expect(out.error).toMatch(/^round 1: deck: has 0 cards/);
    expect(replayRecord({ game: 'rummy', players: ['a'], rounds: [] }).error).toMatch(/^not a game record: players/);
  });
});
