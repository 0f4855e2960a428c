import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type AbstracMove,
  applyMatchMove,
  applyMove,
  createMatch,
  type DealState,
  dealRecord,
  dealView,
  describeDeal,
  legalMoves,
  matchLegalMoves,
  matchView,
  newDeal,
  type Player,
  replayAbstracRecord,
  type Seat,
  VARIANTS,
} from '../../src/games/abstrac/engine/index.ts';
import { maxTake, recount } from '../fixtures/abstrac/recount.ts';

/** Fails the property with a message (plain checks: `expect` in the inner loop is too slow). */
function check(ok: boolean, message: () => string): void {
  if (!ok) throw new Error(message());
}

/** Plays a deal out from `seed` with choices and takes drawn from `picks` (fractions in [0, 1)), checking each step. */
function playout(variant: (typeof VARIANTS)[number], seed: number, picks: number[]): DealState {
  let state = newDeal(variant, seed);
  let i = 0;
  const pick = () => picks[i++ % picks.length] ?? 0;
  for (let step = 0; step < 200; step++) {
    const view = dealView(state);
    if (view.phase === 'finished') return state;
    const seat = view.toMove as Seat;
    const moves = legalMoves(state, seat);
    const other: Seat = seat === 'dealer' ? 'nondealer' : 'dealer';
    check(legalMoves(state, other).length === 0, () => `${other} has moves on ${seat}'s turn`);
    const before = JSON.stringify(state);
    // Every legal move is accepted; illegal counts and the wrong player are rejected, leaving the state as it was.
    for (const move of moves) check(applyMove(state, seat, move).ok, () => `legal ${JSON.stringify(move)} rejected`);
    if (view.phase === 'take') {
      const max = maxTake(variant, view.row, view.lastTake ?? undefined);
      check(view.legalTakes.length === max, () => `engine allows ${view.legalTakes.length}, recount ${max}`);
      for (const count of [0, -1, max + 1, 2.5]) {
        check(!applyMove(state, seat, { type: 'take', count }).ok, () => `illegal take ${count} accepted`);
      }
      check(!applyMove(state, other, { type: 'take', count: 1 }).ok, () => 'a take out of turn accepted');
    }
    check(JSON.stringify(state) === before, () => 'a move changed the state it was applied to');
    const move = moves[Math.floor(pick() * moves.length)];
    const result = applyMove(state, seat, move ?? { type: 'take', count: 1 });
    if (!result.ok) throw new Error(result.reason);
    state = result.state;
  }
  throw new Error('deal did not finish');
}

describe.each(VARIANTS)('%s: random legal playouts', (variant) => {
  it('cards conserved, scores match the recount, state and view are plain JSON', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }),
        fc.array(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), { minLength: 1, maxLength: 40 }),
        (seed, picks) => {
          const state = playout(variant, seed, picks);
          const view = dealView(state);
          expect(JSON.parse(JSON.stringify(state))).toEqual(state);
          expect(JSON.parse(JSON.stringify(view))).toEqual(view);
          // Every card of the layout ended with exactly one player.
          const record = dealRecord(state);
          const expected = recount(record);
          const all = [...expected.cards.nondealer, ...expected.cards.dealer];
          expect(all.sort()).toEqual([...state.layout].sort());
          expect(new Set(all).size).toBe(state.layout.length);
          // The engine's scores equal the independent recount.
          expect(view.totals).toEqual(expected.scores);
          // The record of the deal replays to the same result.
          expect(replayAbstracRecord(JSON.parse(JSON.stringify(record)))).toEqual(describeDeal(state));
        },
      ),
      { numRuns: variant === 'fullpack' ? 20 : 40 },
    );
  });
});

describe('random matches', () => {
  it('deals alternate, totals add up, the winner has the higher total, the state is plain JSON', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.constantFrom<(typeof VARIANTS)[number]>('classic', 'suits', 'unlimited'),
        fc.option(fc.integer({ min: 1, max: 3 }), { nil: undefined }),
        fc.integer({ min: 1, max: 400 }),
        (seed, variant, deals, target) => {
          let match = createMatch({ variant, deals, target: deals === undefined ? target : undefined }, seed);
          for (let step = 0; match.outcome === null; step++) {
            check(step < 2000, () => 'match did not end');
            const view = matchView(match);
            const player = view.toMove as Player;
            check(matchLegalMoves(match, (1 - player) as Player).length === 0, () => 'both players have moves');
            const moves = matchLegalMoves(match, player);
            const result = applyMatchMove(match, player, moves[(seed >>> 0) % moves.length] as AbstracMove);
            if (!result.ok) throw new Error(result.reason);
            match = result.state;
          }
          expect(JSON.parse(JSON.stringify(match))).toEqual(match);
          const view = matchView(match);
          const sums = [0, 1].map((p) => match.results.reduce((sum, r) => sum + (r.scores[p] ?? 0), 0));
          expect(view.totals).toEqual(sums);
          match.results.forEach((r, n) => {
            expect(r.nondealer).toBe(n % 2);
            const totals = dealView(r.deal).totals;
            expect([r.scores[r.nondealer], r.scores[1 - r.nondealer]]).toEqual([totals.nondealer, totals.dealer]);
          });
          const winner = view.winner as Player;
          expect(view.totals[winner]).toBeGreaterThan(view.totals[1 - winner] as number);
          if (deals !== undefined) expect(match.results.length).toBeGreaterThanOrEqual(deals);
          else expect(view.totals[winner]).toBeGreaterThanOrEqual(target);
        },
      ),
      { numRuns: 25 },
    );
  });
});
