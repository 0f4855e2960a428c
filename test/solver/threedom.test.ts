/**
 * Threedom's computer players: only legal moves, decisions from the seat's view alone (the same
 * view with other face-down cards gives the same move), both levels beat random play, and the
 * worker pool answers for them. Also the private hand's refusals, which no stand-in control can
 * reach (a pile that is not there).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { deriveSeed } from '../../src/cards/random.ts';
import { applyMove, legalMoves, setup, toMove, viewFor } from '../../src/games/threedom/engine/index.ts';
import type { Seat, ThreedomState } from '../../src/games/threedom/engine/types.ts';
import { type Draft, readDraft } from '../../src/games/threedom/hand.ts';
import { say, type Text } from '../../src/i18n/index.ts';
import { closeSharedPool, playInWorker } from '../../src/solver/pool.ts';
import { chooseThreedomMove } from '../../src/games/threedom/solver/player.ts';
import { pairing } from '../../src/games/threedom/solver/selfplay.ts';

afterAll(() => closeSharedPool());

/** A refusal as an English player reads it. */
const said = (refusal: Draft | Text) => ('key' in refusal ? say('en-US', refusal) : refusal);

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

describe('Threedom computer players', () => {
  it('choose legal moves at every level', () => {
    for (const level of ['casual', 'strong', 'heuristic', 'greedy', 'random'] as const) {
      let state = setup({}, 11);
      for (let n = 0; n < 60 && toMove(state) !== null; n++) {
        const seat = toMove(state) as Seat;
        const move = chooseThreedomMove(level, viewFor(state, seat), deriveSeed(3, n));
        expect(legalMoves(state, seat).some((m) => same(m, move))).toBe(true);
        const r = applyMove(state, seat, move);
        if (!r.ok) throw new Error(r.reason);
        state = r.state;
      }
    }
  }, 90_000);

  it('decide from the view only: other face-down cards, the same move', () => {
    const state = setup({}, 5);
    // Swap the opponent's hand and the draw pile with each other: nothing the mover sees changes.
    const other: ThreedomState = structuredClone(state);
    const hidden = [...other.current.hands.p2, ...other.current.drawPile].reverse();
    other.current.hands.p2 = hidden.slice(0, 3);
    other.current.drawPile = hidden.slice(3);
    expect(same(viewFor(state, 0), viewFor(other, 0))).toBe(true);
    for (const level of ['casual', 'heuristic', 'strong'] as const)
      expect(chooseThreedomMove(level, viewFor(other, 0), 9)).toEqual(chooseThreedomMove(level, viewFor(state, 0), 9));
  });

  it('beat random play clearly (casual 40 rounds, heuristic 20, the strong search 10)', () => {
    for (const [level, rounds] of [
      ['casual', 40],
      ['heuristic', 20],
      ['strong', 10],
    ] as const) {
      const p = pairing(level, 'random', rounds, 77);
      expect(p.low).toBeGreaterThan(0);
    }
  }, 240_000);

  it('play in the solver worker pool', async () => {
    const view = viewFor(setup({}, 8), 0);
    const move = await playInWorker('threedom', 'strong', view, 4);
    expect(move).toEqual(chooseThreedomMove('strong', view, 4));
    await expect(playInWorker('threedom', 'perfect', view, 4)).rejects.toThrow(/no Threedom level/);
  }, 30_000);
});

describe('the private hand refuses with a reason', () => {
  it('a pile that is not there, a card not held, taking from the pile played on, a stray control', () => {
    expect(said(readDraft(['t7', 'c0', 'o9'], 3))).toMatch(/There is no pile 9 to play on/);
    expect(said(readDraft(['t12'], 3))).toMatch(/There is no pile 12 to take from/);
    expect(said(readDraft(['t7', 'c5', 'o4'], 3))).toBe('You have no such card.');
    expect(said(readDraft(['t4', 'c0', 'o4'], 3))).toMatch(/can't play on the pile you take from/);
    expect(said(readDraft(['t4', 'c0'], 3))).toMatch(/not one of this hand/);
    expect(said(readDraft(['x'], 3))).toMatch(/not one of this hand/);
    expect(readDraft(['t7'], 3)).toEqual({ take: 7, ok: false });
    expect(readDraft(['t7', 'c1', 'o4', 'ok'], 3)).toEqual({ card: 1, on: 4, take: 7, ok: true });
  });
});
