/**
 * The fixed opponents the computer players are measured against (src/games/rummy/solver/yardsticks.ts,
 * Threedom's `greedy2` in src/games/threedom/solver/heuristic.ts): legal moves only through whole hands, the same
 * move for the same view and seed, the rules they are documented to follow, and the ordering the
 * win rates rest on (their ranking is measured by the self-play tools, not here: single hands are too noisy).
 */
import { describe, expect, it } from 'vitest';
import type { SuitedCard } from '../../src/cards/card.ts';
import { setup as rummySetup, viewFor as rummyView } from '../../src/games/rummy/engine/index.ts';
import type { RummyView } from '../../src/games/rummy/engine/types.ts';
import { applyMove, setup, toMove, viewFor } from '../../src/games/threedom/engine/index.ts';
import type { Seat } from '../../src/games/threedom/engine/types.ts';
import { rummyMove } from '../../src/games/rummy/solver/player.ts';
import { rummyHintText } from '../../src/games/rummy/solver/hint.ts';
import { playHand } from '../../src/games/rummy/solver/selfplay.ts';
import { chooseThreedomMove } from '../../src/games/threedom/solver/player.ts';
import { scoreMoves } from '../../src/games/threedom/solver/heuristic.ts';

/** A 2-seat view of seat 0 in its play phase holding `hand`, with `melds` on the table. */
function playView(hand: SuitedCard[], melds: SuitedCard[][] = [], discard: SuitedCard[] = ['2♦']): RummyView {
  const base = rummyView(rummySetup({ players: 2 }, 1), 0);
  return {
    ...base,
    hand,
    handSizes: [hand.length, 10],
    melds,
    discard,
    discardTop: discard.at(-1) ?? null,
    discardSize: discard.length,
    known: [[], []],
    phase: 'play',
    toMove: 0,
    takenFromDiscard: null,
    stockSize: 52 - hand.length - 10 - discard.length - melds.flat().length,
  };
}

describe('Rummy yardsticks', () => {
  it.each([2, 4, 6])('greedy2 and expert play whole hands of %i seats with legal moves only', (seats) => {
    for (const level of ['greedy2', 'expert'])
      for (let seed = 1; seed <= 3; seed++) {
        const payments = playHand(
          Array.from({ length: seats }, (_, s) => (s % 2 === 0 ? level : 'greedy')),
          seed % seats,
          seed,
        );
        expect(payments.reduce((a, b) => a + b, 0)).toBe(0);
      }
  });

  it('decide the same move from the same view and seed', () => {
    const state = rummySetup({ players: 3 }, 8);
    const view = rummyView(state, 0);
    for (const level of ['greedy2', 'expert']) expect(rummyMove(level, view, 1)).toEqual(rummyMove(level, view, 2));
  });

  it('greedy2 takes a discard that melds or lays off, and no other', () => {
    const hand: SuitedCard[] = ['5♠', '6♠', '9♥', 'K♦', '2♣', '3♥', 'J♣'];
    const draw = (top: SuitedCard, melds: SuitedCard[][] = []) =>
      rummyMove('greedy2', { ...playView(hand, melds, [top]), phase: 'draw' }, 1);
    expect(draw('7♠')).toEqual({ type: 'draw', from: 'discard' });
    expect(draw('Q♦', [['9♦', '10♦', 'J♦']])).toEqual({ type: 'draw', from: 'discard' });
    expect(draw('8♦')).toEqual({ type: 'draw', from: 'stock' });
  });

  it('greedy2 lays the largest meld first, then discards the highest card without a partner', () => {
    const melding = playView(['4♥', '5♥', '6♥', '7♥', '9♠', '9♦', '9♣', 'K♠']);
    expect(rummyMove('greedy2', melding, 1)).toEqual({ type: 'meld', cards: ['4♥', '5♥', '6♥', '7♥'] });
    // The kings are a pair; the Q♦ is the highest card with no partner.
    const discarding = playView(['K♠', 'K♥', 'Q♦', '8♣', '3♠', '4♠']);
    expect(rummyMove('greedy2', discarding, 1)).toEqual({ type: 'discard', card: 'Q♦' });
  });

  it('expert does not throw a card that melds with what another seat was seen to take', () => {
    const view = { ...playView(['K♦', '9♠', '2♣', '3♥']), known: [[], ['K♣', 'K♥']] as SuitedCard[][] };
    expect(rummyMove('expert', view, 1)).toEqual({ type: 'discard', card: '9♠' });
    // Without that knowledge the king, the most points, goes.
    expect(rummyMove('expert', playView(['K♦', '9♠', '2♣', '3♥']), 1)).toEqual({ type: 'discard', card: 'K♦' });
  });

  it("the hint says why a high card is kept back: it would complete another seat's meld", () => {
    const view = { ...playView(['K♦', '9♠', '2♣', '3♥']), known: [[], ['K♣', 'K♥']] as SuitedCard[][] };
    expect(rummyHintText(view, { type: 'discard', card: '9♠' })).toContain(
      'Keep the K♦: seat 2 was seen to take K♥ K♣, and it would complete their meld.',
    );
    expect(rummyHintText(playView(['K♦', '9♠', '2♣', '3♥']), { type: 'discard', card: 'K♦' })).not.toContain('Keep');
  });
});

describe('Threedom greedy2', () => {
  it('plays legal turns through a round: the most points, then the least left to the opponent', () => {
    let state = setup({ target: 1_000_000 }, 4);
    for (let turn = 0; state.history.length === 0; turn++) {
      const seat = toMove(state) as Seat;
      const view = viewFor(state, seat);
      const move = chooseThreedomMove(seat === 0 ? 'greedy2' : 'greedy', view, turn);
      if (seat === 0) {
        expect(chooseThreedomMove('greedy2', view, turn)).toEqual(move);
        const points = scoreMoves('greedy', view);
        const most = Math.max(...points.map((s) => s.value));
        const value = points.find((s) => JSON.stringify(s.move) === JSON.stringify(move))?.value;
        expect(value).toBe(most);
        const careful = scoreMoves('casual', view).filter((_, i) => points[i]?.value === most);
        const risk = (x: { value: number }) => most - x.value;
        const mine = careful.find((s) => JSON.stringify(s.move) === JSON.stringify(move)) as { value: number };
        expect(risk(mine)).toBeCloseTo(Math.min(...careful.map(risk)), 6);
      }
      const result = applyMove(state, seat, move);
      expect(result.ok).toBe(true);
      if (result.ok) state = result.state;
    }
  });
});
