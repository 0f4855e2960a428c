/**
 * The strong Rummy level: its fast playout hand keeps the engine's rules (every move of random games
 * mirrored and compared), it is honest (two full states that look the same from the seat, with the
 * hidden cards dealt differently, get the same move for the same seed), its budget is a count so a
 * decision repeats exactly, and its hint names the move in words.
 */
import { describe, expect, it } from 'vitest';
import { type SuitedCard, standardPack } from '../../src/cards/card.ts';
import { deriveSeed, seededShuffle } from '../../src/cards/random.ts';
import {
  applyMove,
  fitsMeld,
  handLegalMoves,
  pipTotal,
  type RummyState,
  setup,
  viewFor,
} from '../../src/games/rummy/engine/index.ts';
import { rummyMove } from '../../src/games/rummy/solver/player.ts';
import { cardIndex, FastHand } from '../../src/games/rummy/solver/fast.ts';
import { rummyHintText } from '../../src/games/rummy/solver/hint.ts';
import { playHand } from '../../src/games/rummy/solver/selfplay.ts';

const pick = <T>(xs: readonly T[], seed: number): T => xs[(deriveSeed(seed, 7) >>> 0) % xs.length] as T;

/** A position of a game between greedy players, `moves` moves in (into later hands too). */
function position(players: number, seed: number, moves: number): RummyState {
  let state = setup({ players }, seed);
  for (let n = 0; n < moves && !state.finished; n++) {
    const seat = state.current.toMove;
    const result = applyMove(state, seat, rummyMove(n % 3 ? 'greedy' : 'random', viewFor(state, seat), seed + n));
    if (!result.ok) throw new Error(result.reason);
    state = result.state;
  }
  return state;
}

/** The same state with every card the seat cannot see dealt again at random into the same places. */
function redeal(state: RummyState, seat: number, seed: number): RummyState {
  const hand = state.current;
  const known = new Set<SuitedCard>(hand.known?.flat() ?? []);
  const open = hand.stockTurns > 0; // a turned-over stock is public
  const hidden = (c: SuitedCard) => !known.has(c);
  const pool = seededShuffle(
    [...hand.hands.flatMap((h, p) => (p === seat ? [] : h.filter(hidden))), ...(open ? [] : hand.stock)],
    seed,
  );
  const next = (c: SuitedCard) => (hidden(c) ? (pool.shift() as SuitedCard) : c);
  const hands = hand.hands.map((h, p) => (p === seat ? h.slice() : h.map(next)));
  const stock = open ? hand.stock.slice() : hand.stock.map(() => pool.shift() as SuitedCard);
  return { ...state, current: { ...hand, hands, stock } };
}

describe('the strong Rummy level', () => {
  it('plays out hands by the engine rules (random games mirrored move by move)', () => {
    for (let game = 0; game < 10; game++) {
      const players = 2 + (game % 5);
      let state = setup({ players, hands: 1 }, 500 + game);
      const g = new FastHand(players);
      state.current.hands.forEach((h, p) => {
        for (const c of h) g.give(p, cardIndex(c));
      });
      for (const c of state.current.stock) g.stock[g.stockEnd++] = cardIndex(c);
      for (const c of state.current.discard) g.discard[g.discardLen++] = cardIndex(c);
      g.toMove = state.current.toMove;
      for (let n = 0; !state.finished; n++) {
        const seat = state.current.toMove;
        const legal = handLegalMoves(state.current, seat);
        const move = pick(legal, deriveSeed(game, n));
        if (move.type === 'draw') (move.from === 'stock' ? g.drawStock : g.drawDiscard).call(g, seat);
        if (move.type === 'meld') g.meld(seat, move.cards.map(cardIndex));
        if (move.type === 'layoff') {
          const meld = state.current.melds[move.meld] ?? [];
          g.layoff(seat, cardIndex(move.card), meld[0]?.slice(-1) !== meld[1]?.slice(-1));
        }
        if (move.type === 'discard') g.discardCard(seat, cardIndex(move.card));
        const result = applyMove(state, seat, move);
        if (!result.ok) throw new Error(result.reason);
        const hand = state.finished ? result.state.previous : result.state.current;
        state = result.state;
        if (!hand) throw new Error('no hand');
        hand.hands.forEach((h, p) => {
          expect(g.sizes[p]).toBe(h.length);
          expect(g.pips(p)).toBe(pipTotal(h));
          for (const c of h) {
            expect(g.layable(cardIndex(c)), `${c} on ${hand.melds.map((m) => m.join(' ')).join(' | ')}`).toBe(
              hand.melds.some((m) => fitsMeld(m, c)),
            );
          }
        });
        expect(Array.from(g.discard.subarray(0, g.discardLen))).toEqual(hand.discard.map(cardIndex));
        expect(g.stockEnd - g.stockHead).toBe(hand.stock.length);
        expect(g.finished).toBe(hand.finished);
        if (hand.finished) {
          expect(g.winner).toBe(hand.winner ?? -1);
          if (hand.winner !== null) expect(g.gain(hand.winner)).toBe(hand.payments[hand.winner]);
        } else expect(g.toMove).toBe(hand.toMove);
      }
    }
  }, 120_000);

  it('plays whole hands of 2 to 6 seats with legal moves only, one strong seat among greedy ones', () => {
    for (let seats = 2; seats <= 6; seats++) {
      const levels = Array.from({ length: seats }, (_, s) => (s === seats - 1 ? 'strong' : 'greedy'));
      const payments = playHand(levels, 0, seats);
      expect(payments.reduce((a, b) => a + b, 0)).toBe(0);
    }
  }, 120_000);

  it('is honest: the same view with other hidden cards gets the same move for the same seed', () => {
    let checked = 0;
    for (let k = 0; k < 32; k++) {
      const players = k % 3 === 0 ? 4 : 2;
      const state = position(players, 900 + k, 3 + ((k * 7) % 60));
      if (state.finished) continue;
      const seat = state.current.toMove;
      const other = redeal(state, seat, 77 + k);
      const view = viewFor(state, seat);
      expect(viewFor(other, seat)).toEqual(view);
      if (players === 2 || k % 2 === 0) {
        // The hidden cards really differ (unless nothing is hidden).
        const seen = (s: RummyState) => JSON.stringify([s.current.hands, s.current.stock]);
        if (state.current.stock.length > 1) expect(seen(other)).not.toBe(seen(state));
      }
      const seed = deriveSeed(k, 3);
      expect(rummyMove('strong', viewFor(other, seat), seed)).toEqual(rummyMove('strong', view, seed));
      checked++;
    }
    expect(checked).toBeGreaterThan(20);
  }, 120_000);

  it('advises a legal move in words', () => {
    for (let k = 0; k < 20; k++) {
      const state = position(2, 40 + k, 1 + k * 3);
      if (state.finished) continue;
      const seat = state.current.toMove;
      const view = viewFor(state, seat);
      const move = rummyMove('strong', view, k);
      expect(handLegalMoves(state.current, seat)).toContainEqual(move);
      expect(rummyMove('strong', view, k)).toEqual(move);
      expect(rummyHintText(view, move)).toMatch(
        /^(Draw from the stock|Take the \S+ from the discard pile|Lay down|Lay off the|Discard the)[^:]*: .+\.$/,
      );
    }
  });

  it('hides from the view what no one saw', () => {
    const state = position(2, 3, 9);
    const view = viewFor(state, state.current.toMove);
    expect(view.stock).toBeNull();
    const opponent = 1 - view.seat;
    const shown = new Set([...view.hand, ...view.discard, ...view.melds.flat(), ...(view.known[opponent] ?? [])]);
    const secret = standardPack().filter((c) => !shown.has(c));
    expect(secret).toHaveLength(view.stockSize + (view.handSizes[opponent] ?? 0) - (view.known[opponent] ?? []).length);
  });
});
