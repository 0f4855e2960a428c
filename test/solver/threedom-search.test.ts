/**
 * Threedom's strong player (src/games/threedom/solver/search.ts): its fast round plays by the engine's
 * rules, its deals of the hidden cards fit the view, and it is honest: two states that look the same
 * from the seat (same view, other hidden cards) get the same move for the same seed, over many
 * positions of real games.
 */
import { describe, expect, it } from 'vitest';
import type { SuitedCard } from '../../src/cards/card.ts';
import { deriveSeed, seededShuffle } from '../../src/cards/random.ts';
import { applyMove, legalMoves, setup, toMove, viewFor } from '../../src/games/threedom/engine/index.ts';
import type { Player, Seat, ThreedomState } from '../../src/games/threedom/engine/types.ts';
import { type FastRound, INDEX, PACK, POINTS, playFast } from '../../src/games/threedom/solver/fast.ts';
import { chooseThreedomMove } from '../../src/games/threedom/solver/player.ts';
import { determinise, searchMove, unseenCards } from '../../src/games/threedom/solver/search.ts';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Positions of real games (greedy against heuristic), each with the seat to move. */
function positions(count: number, seed: number): { state: ThreedomState; seat: Seat }[] {
  const out: { state: ThreedomState; seat: Seat }[] = [];
  let state = setup({}, seed);
  for (let n = 0; out.length < count && toMove(state) !== null; n++) {
    const seat = toMove(state) as Seat;
    if (n % 3 === 0) out.push({ state, seat });
    const level = seat === 0 ? 'greedy' : 'heuristic';
    const r = applyMove(state, seat, chooseThreedomMove(level, viewFor(state, seat), deriveSeed(seed, n)));
    if (!r.ok) throw new Error(r.reason);
    state = r.state;
  }
  return out;
}

/**
 * The same state with every card the seat cannot see dealt again to the same places: the opponent's
 * hand but the cards it was seen to take, the draw pile, and under each pile what was never a top.
 */
function reshuffleHidden(state: ThreedomState, seat: Seat, seed: number): ThreedomState {
  const other: ThreedomState = structuredClone(state);
  const round = other.current;
  const them: Player = (seat === state.starter ? 'p2' : 'p1') as Player;
  const seenTaken = new Set(round.seen?.taken[them].map((t) => t.card));
  const unseenUnder = (p: number) => round.seen?.unseen[p] ?? 0;
  const hidden = [
    ...round.hands[them].filter((c) => !seenTaken.has(c)),
    ...round.drawPile,
    ...round.piles.flatMap((p, i) => p.slice(0, unseenUnder(i))),
  ];
  const dealt = seededShuffle(hidden, seed);
  let at = 0;
  const take = (n: number) => {
    at += n;
    return dealt.slice(at - n, at);
  };
  round.hands[them] = round.hands[them].map((c) => (seenTaken.has(c) ? c : (take(1)[0] as SuitedCard)));
  round.drawPile = take(round.drawPile.length);
  round.piles = round.piles.map((p, i) => [...take(unseenUnder(i)), ...p.slice(unseenUnder(i))]);
  return other;
}

describe('Threedom strong player', () => {
  it('plays turns in its fast round exactly as the engine does', () => {
    let state = setup({ target: 1_000_000 }, 21);
    for (let n = 0; state.history.length === 0; n++) {
      const seat = toMove(state) as Seat;
      const me: Player = seat === state.starter ? 'p1' : 'p2';
      const round = state.current;
      const fast: FastRound = {
        piles: round.piles.map((p) => p.map((c) => INDEX.get(c) as number)),
        hands: [round.hands[me].map((c) => INDEX.get(c) as number), []],
        draw: round.drawPile.map((c) => INDEX.get(c) as number),
        next: 0,
        stall: round.turnsWithoutClaim,
        ended: false,
      };
      const move = chooseThreedomMove('greedy', viewFor(state, seat), n);
      const points = playFast(fast, 0, fast.hands[0].indexOf(INDEX.get(move.play) as number), move.on, move.take);
      const before = state.current.collected[me].length;
      const r = applyMove(state, seat, move);
      if (!r.ok) throw new Error(r.reason);
      state = r.state;
      const after = state.history.length > 0 ? state.previous : state.current;
      if (!after) throw new Error('no round');
      const gained = after.collected[me].slice(before);
      expect(points).toBe(gained.reduce((s, c) => s + (POINTS[INDEX.get(c) as number] as number), 0));
      expect(fast.ended).toBe(after.ended !== null);
      if (!fast.ended) expect(fast.piles.map((p) => p.map((c) => PACK[c]))).toEqual(after.piles);
    }
  });

  it('deals the hidden cards only where the view says cards are hidden', () => {
    let remembered = 0;
    for (const { state, seat } of positions(10, 3)) {
      const view = viewFor(state, seat);
      if ((view.opponentTaken?.length ?? 0) > 0 && view.covered?.some((u) => u.length > 0)) remembered++;
      const deal = determinise(view, unseenCards(view), Math.random);
      expect(deal.hands[1]).toHaveLength(view.opponentHandSize);
      expect(deal.draw).toHaveLength(view.drawPileSize);
      expect(deal.piles.map((p) => p.length)).toEqual(view.pileSizes);
      expect(deal.piles.map((p) => (p.length ? PACK[p.at(-1) as number] : null))).toEqual(view.tops);
      // What the seat saw is where it saw it: the opponent's cards seen taken, the cards seen under the tops.
      for (const t of view.opponentTaken ?? []) expect(deal.hands[1]).toContain(INDEX.get(t.card));
      view.covered?.forEach((under, p) => {
        const pile = deal.piles[p] as number[];
        expect(pile.slice(pile.length - 1 - under.length, -1).map((c) => PACK[c])).toEqual(under);
      });
      const all = [...deal.hands[0], ...deal.hands[1], ...deal.draw, ...deal.piles.flat()];
      const collected = [...view.collected[0], ...view.collected[1]].map((c) => INDEX.get(c));
      expect(new Set([...all, ...collected]).size).toBe(52);
    }
    expect(remembered).toBeGreaterThan(3);
  });

  it('is honest: the same view with other hidden cards gets the same move for the same seed', () => {
    let checked = 0;
    for (const game of [1, 2, 3, 4])
      for (const { state, seat } of positions(6, game)) {
        const other = reshuffleHidden(state, seat, 99 + checked);
        const view = viewFor(state, seat);
        expect(same(view, viewFor(other, seat))).toBe(true);
        expect(same(state.current, other.current)).toBe(false);
        const move = searchMove(view, deriveSeed(5, checked));
        expect(searchMove(viewFor(other, seat), deriveSeed(5, checked))).toEqual(move);
        expect(legalMoves(state, seat).some((m) => same(m, move))).toBe(true);
        checked++;
      }
    expect(checked).toBe(24);
  }, 60_000);
});
