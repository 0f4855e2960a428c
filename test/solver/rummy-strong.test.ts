/**
 * The parts of the strong Rummy level's search beyond the plain determinisation: the game value it
 * plays for at two seats, the cards it reads as passed up by each seat (deals giving a seat a meld
 * with one are mostly redrawn), and the careful playout discard.
 */
import { describe, expect, it } from 'vitest';
import type { SuitedCard } from '../../src/cards/card.ts';
import { applyMove, setup, viewFor } from '../../src/games/rummy/engine/index.ts';
import type { RummyView } from '../../src/games/rummy/engine/types.ts';
import { CARD_OF, cardIndex, FastHand } from '../../src/games/rummy/solver/fast.ts';
import { rummyHintText } from '../../src/games/rummy/solver/hint.ts';
import { rummyMove, viewLegalMoves } from '../../src/games/rummy/solver/player.ts';
import { policyDiscard } from '../../src/games/rummy/solver/policy.ts';
import { carefulDiscard } from '../../src/games/rummy/solver/policy2.ts';
import { liveDiscard } from '../../src/games/rummy/solver/policy3.ts';
import {
  budgetFor,
  lastThrows,
  liveMove,
  passedUp,
  STRONG_BUDGET,
  STRONG5_BUDGET,
  STRONG6_BUDGET,
  STRONG7_BUDGET,
  searchMove,
  soonerThrown,
} from '../../src/games/rummy/solver/search.ts';
import { gameValue } from '../../src/games/rummy/solver/value.ts';
import { gameValueN, hasGameValueN } from '../../src/games/rummy/solver/valueN.ts';

describe('the game value (two seats, games to a target)', () => {
  it('is even at equal scores, rises with the seat’s own points, and the two seats’ chances add up to one', () => {
    expect(gameValue(0, 0, 100)).toBeCloseTo(0.5, 9);
    expect(gameValue(60, 60, 100)).toBeCloseTo(0.5, 9);
    for (const [a, b] of [
      [0, 30],
      [45, 80],
      [97, 12],
    ] as const) {
      expect(gameValue(a, b, 100) + gameValue(b, a, 100)).toBeCloseTo(1, 9);
      expect(gameValue(a + 3, b, 100)).toBeGreaterThan(gameValue(a, b, 100));
      expect(gameValue(a, b + 3, 100)).toBeLessThan(gameValue(a, b, 100));
    }
    expect(gameValue(100, 40, 100)).toBe(1);
    expect(gameValue(40, 104, 100)).toBe(0);
  });

  it('near the target, a point is worth more than far from it', () => {
    const step = (a: number, b: number) => gameValue(a + 5, b, 100) - gameValue(a, b, 100);
    expect(step(90, 90)).toBeGreaterThan(step(10, 10));
  });
});

/** A two-seat view of seat 0 mid-hand (cards drawn from the stock: every seat has had a turn) with this discard pile. */
const base = viewFor(setup({ players: 2 }, 1), 0);
const pile = (discard: SuitedCard[], extra: Partial<RummyView> = {}): RummyView => ({
  ...base,
  discard,
  discardTop: discard.at(-1) ?? null,
  discardSize: discard.length,
  stockSize: 10,
  ...extra,
});

describe('cards each seat let go by', () => {
  const view = pile;

  it('at two seats, the latest cards of the pile were thrown or passed up by the other seat', () => {
    const passed = passedUp(view(['2♣', '3♦', '9♠', 'K♥', '5♣']));
    expect(passed.every((p) => p.seat === 1)).toBe(true);
    expect(passed.map((p) => CARD_OF[p.card])).toEqual(['5♣', 'K♥', '9♠', '3♦']);
  });

  it('after taking the top discard, the pile under it is what was there before', () => {
    const passed = passedUp(view(['2♣', '3♦', '9♠'], { phase: 'play', takenFromDiscard: 'K♥' }));
    expect(passed.map((p) => CARD_OF[p.card])).toEqual(['9♠', '3♦', '2♣']);
  });

  it('at four seats, the top was thrown by the seat to the right and each card under it passed by the seats between', () => {
    const four = viewFor(setup({ players: 4 }, 1), 0);
    const passed = passedUp({ ...four, seat: 0, discard: ['2♣', '3♦', '9♠'], discardTop: '9♠', discardSize: 3 });
    const who = (c: SuitedCard) =>
      passed
        .filter((p) => CARD_OF[p.card] === c)
        .map((p) => p.seat)
        .sort();
    expect(who('9♠')).toEqual([3]);
    expect(who('3♦')).toEqual([2, 3]);
    expect(who('2♣')).toEqual([1, 2, 3]);
  });
});

describe('what each seat threw last', () => {
  it('at two seats, the top of the pile is the other seat’s last throw; after this seat’s take, the card it took', () => {
    expect(lastThrows(pile(['2♣', '3♦', '9♠'])).map((t) => [t.seat, CARD_OF[t.card]])).toEqual([[1, '9♠']]);
    const took = pile(['2♣', '3♦'], { phase: 'play', takenFromDiscard: 'K♥' });
    expect(lastThrows(took).map((t) => [t.seat, CARD_OF[t.card]])).toEqual([[1, 'K♥']]);
    expect(lastThrows(pile([]))).toEqual([]);
  });

  it('before the other seat’s first turn of the hand, the up-card is no one’s throw', () => {
    // Seat 0 moves first (seat 1 dealt): the pile holds the deal's up-card only, the stock is whole.
    const opening = { ...base, dealer: 1, seat: 0 };
    expect(opening.discard).toHaveLength(1);
    expect(lastThrows(opening)).toEqual([]);
    // Once a card has been drawn from the stock, seat 1 has had its turn.
    expect(lastThrows({ ...opening, stockSize: opening.stockSize - 2 })).toHaveLength(1);
  });

  it('at four seats, the top was thrown by the seat to the right and each card under it by the seat before', () => {
    const four = viewFor(setup({ players: 4 }, 1), 0);
    const view = {
      ...four,
      seat: 0,
      discard: ['2♣', '3♦', '9♠'] as SuitedCard[],
      discardTop: '9♠' as SuitedCard,
      stockSize: 10,
    };
    expect(lastThrows(view).map((t) => [t.seat, CARD_OF[t.card]])).toEqual([
      [3, '9♠'],
      [2, '3♦'],
      [1, '2♣'],
    ]);
  });

  const hand = (cards: string[]) => {
    const g = new FastHand(2);
    for (const c of cards) g.give(1, cardIndex(c as SuitedCard));
    return g.hands;
  };

  it('counts the cards the playout policy would sooner have thrown than the card thrown', () => {
    // A lone 4♦ thrown while a lone K♠ and J♣ were held: both would have gone first.
    expect(soonerThrown(hand(['K♠', 'J♣', '7♥', '7♣', '5♥', '6♥']), 4, cardIndex('4♦'))).toBe(2);
    // The K♠ thrown from pairs and neighbours: nothing would have gone sooner.
    expect(soonerThrown(hand(['7♥', '7♣', '5♥', '6♥', '2♦', '3♦']), 4, cardIndex('K♠'))).toBe(0);
    // A card that made a pair with the hand then counts as kept: the lone Q♥ would have gone first.
    expect(soonerThrown(hand(['9♠', 'Q♥']), 4, cardIndex('9♦'))).toBe(1);
  });

  it('the level does not read throws (measured, not shown better): the switch is off', () => {
    expect(STRONG_BUDGET.throws ?? 1).toBe(1);
    expect(STRONG_BUDGET.many?.throws ?? 1).toBe(1);
  });
});

describe('the careful playout discard', () => {
  it('keeps a card that lays off on the table while another can go', () => {
    const g = new FastHand(2);
    g.placeMeld(['5♥', '6♥', '7♥'].map((c) => cardIndex(c as SuitedCard)));
    for (const c of ['8♥', '2♣', 'J♦', 'K♠'] as SuitedCard[]) g.give(0, cardIndex(c));
    g.sizes[1] = 8;
    g.toMove = 0;
    // The plain measure would throw the 8♥ before the 2♣; the next seat would lay it off.
    expect(CARD_OF[carefulDiscard(g)]).not.toBe('8♥');
    expect(CARD_OF[carefulDiscard(g)]).toBe('K♠');
  });

  it('sheds high cards first when another seat holds three cards or fewer', () => {
    const g = new FastHand(2);
    for (const c of ['9♣', '10♣', '4♦', 'K♠'] as SuitedCard[]) g.give(0, cardIndex(c));
    g.sizes[1] = 2;
    g.toMove = 0;
    expect(['K♠', '10♣']).toContain(CARD_OF[carefulDiscard(g)]);
  });
});

describe('the game value at three and four seats', () => {
  it('is a fair share at equal scores, and the seats’ chances add up to one', () => {
    expect(gameValueN(0, [0, 0, 0], 100)).toBeCloseTo(0.25, 9);
    expect(gameValueN(40, [40, 40], 100)).toBeCloseTo(1 / 3, 9);
    const scores = [85, 20, 60, 45];
    let sum = 0;
    for (let p = 0; p < 4; p++)
      sum += gameValueN(
        scores[p] as number,
        scores.filter((_, q) => q !== p),
        100,
      ) as number;
    expect(sum).toBeCloseTo(1, 9);
  });

  it('rises with the seat’s own points, falls with another’s, and is settled at the target', () => {
    const v = (mine: number, others: number[]) => gameValueN(mine, others, 100) as number;
    expect(v(50, [30, 30, 30])).toBeGreaterThan(v(40, [30, 30, 30]));
    expect(v(40, [30, 30, 60])).toBeLessThan(v(40, [30, 30, 30]));
    // The leader's next win costs more than a trailing seat's.
    expect(v(40, [90, 10, 10])).toBeLessThan(v(40, [10, 90, 10]) + 1e-9);
    expect(v(100, [30, 95, 0])).toBe(1);
    expect(v(99, [30, 100, 0])).toBe(0);
  });

  it('has no table at two or at five seats (the search then scores points or ./value.ts)', () => {
    expect(gameValueN(0, [0], 100)).toBeNull();
    expect(gameValueN(0, [0, 0, 0, 0], 100)).toBeNull();
  });

  it('has no table where it would be too large to make (a game to 1,000), and strong still answers there', () => {
    // Four seats to 1,000 would want 200^4 entries; the search scores points there instead.
    expect(hasGameValueN(4, 100)).toBe(true);
    expect(hasGameValueN(4, 1000)).toBe(false);
    expect(hasGameValueN(3, 1000)).toBe(false);
    expect(gameValueN(0, [0, 0, 0], 1000)).toBeNull();
    for (const players of [3, 4]) {
      const state = setup({ players, target: 1000 }, 11);
      const view = viewFor(state, state.current.toMove);
      expect(view.target).toBe(1000);
      expect(viewLegalMoves(view)).toContainEqual(rummyMove('strong', view, 5));
    }
  });
});

describe('the own-turn playout discard that counts live outs', () => {
  const hand = (cards: string[], others = 8, n = 2) => {
    const g = new FastHand(n);
    for (const c of cards) g.give(0, cardIndex(c as SuitedCard));
    for (let p = 1; p < n; p++) g.sizes[p] = others;
    g.toMove = 0;
    return g;
  };

  it('throws a pair whose other two cards are gone before a live pair of higher pips', () => {
    const g = hand(['6♣', '6♦', '9♠', '9♥', 'A♠']);
    // Both other sixes are in the discard pile: the pair of sixes can no longer become a set.
    for (const c of ['6♥', '6♠']) g.discard[g.discardLen++] = cardIndex(c as SuitedCard);
    expect(['6♣', '6♦']).toContain(CARD_OF[liveDiscard(g)]);
    // The plain measure (every pair worth the same) would break up the nines instead.
    expect(['9♠', '9♥']).toContain(CARD_OF[policyDiscard(g)]);
  });

  it('with every out live, keeps the pairs and throws the lone high card', () => {
    const g = hand(['6♣', '6♦', '7♠', '7♥', 'K♣', '2♠']);
    expect(CARD_OF[liveDiscard(g)]).toBe('K♣');
  });

  it('sheds pips against a short hand at two seats only', () => {
    const two = hand(['9♣', '10♣', '4♦', 'K♠'], 2);
    expect(['K♠', '10♣']).toContain(CARD_OF[liveDiscard(two)]);
    // At four seats, with the same threat, the suited neighbours stay and a lone low card goes.
    const four = hand(['9♣', '10♣', '4♦', '5♠'], 2, 4);
    expect(['4♦', '5♠']).toContain(CARD_OF[liveDiscard(four)]);
  });
});

describe('the search switches', () => {
  /** Positions of two-seat games between expert seats, in both phases. */
  const positions = (count: number) => {
    const out: RummyView[] = [];
    for (let game = 0; out.length < count; game++) {
      let state = setup({ players: 2, hands: 1 }, 900 + game);
      for (let n = 0; n < 40 && !state.finished; n++) {
        const seat = state.current.toMove;
        const view = viewFor(state, seat);
        if (n % 7 === 3) out.push(view);
        const result = applyMove(state, seat, rummyMove('expert', view, n));
        if (!result.ok) throw new Error(result.reason);
        state = result.state;
      }
    }
    return out;
  };

  it('the live-outs policy move is always legal', () => {
    for (const view of positions(30)) {
      const legal = viewLegalMoves(view);
      const move = liveMove(view, legal);
      expect(legal).toContainEqual(move);
    }
  });

  it('reading throws, the move is still a function of view and seed, a legal one, and not always strong5’s', () => {
    // On the level before the plays were read (with them, the reading of ./reading.ts replaces this one).
    const throws = { ...STRONG5_BUDGET, throws: 0.25 };
    let differ = 0;
    for (const view of positions(30)) {
      const legal = viewLegalMoves(view);
      const move = searchMove(view, legal, 5, throws);
      expect(legal).toContainEqual(move);
      expect(searchMove(view, legal, 5, throws)).toEqual(move);
      if (JSON.stringify(searchMove(view, legal, 5, STRONG5_BUDGET)) !== JSON.stringify(move)) differ++;
    }
    expect(differ).toBeGreaterThan(0);
  });

  it('strong6 is strong7 with 128 deals at two seats, and the same at four: only the two-seat deals differ', () => {
    expect({ ...STRONG7_BUDGET, determinisations: 128 }).toEqual(STRONG6_BUDGET);
    const [two] = positions(1) as [RummyView];
    expect(budgetFor(two, STRONG_BUDGET).determinisations).toBe(256);
    expect(budgetFor(two, STRONG6_BUDGET).determinisations).toBe(128);
    const four = viewFor(setup({ players: 4, hands: 1 }, 3), 0);
    expect(budgetFor(four, STRONG7_BUDGET)).toEqual(budgetFor(four, STRONG6_BUDGET));
    // The two levels are distinct players at two seats: some moves differ, each legal.
    let differ = 0;
    for (const view of positions(40)) {
      const legal = viewLegalMoves(view);
      const move = rummyMove('strong', view, 11);
      expect(legal).toContainEqual(move);
      if (JSON.stringify(rummyMove('strong6', view, 11)) !== JSON.stringify(move)) differ++;
    }
    expect(differ).toBeGreaterThan(0);
  });

  it('strong7 is the level without holding melds back: the same at two seats, other moves at four', () => {
    const [two] = positions(1) as [RummyView];
    expect(budgetFor(two, STRONG_BUDGET)).toEqual(budgetFor(two, STRONG7_BUDGET));
    const four = viewFor(setup({ players: 4, hands: 1 }, 3), 0);
    const { hold, ...rest } = budgetFor(four, STRONG_BUDGET);
    expect(hold).toBe(3);
    expect(rest).toEqual(budgetFor(four, STRONG7_BUDGET));
    // At four seats some moves differ (a meld kept back), each legal and a function of view and seed.
    let differ = 0;
    let kept = 0;
    for (let game = 0; game < 6; game++) {
      let state = setup({ players: 4, hands: 1 }, 70 + game);
      for (let n = 0; !state.finished && n < 60; n++) {
        const seat = state.current.toMove;
        const view = viewFor(state, seat);
        const legal = viewLegalMoves(view);
        // Where a meld could go down (the choice holding changes), short of going out.
        if (legal.some((m) => m.type === 'meld' && m.cards.length < view.hand.length)) {
          const move = rummyMove('strong', view, n);
          expect(legal).toContainEqual(move);
          expect(rummyMove('strong', view, n)).toEqual(move);
          const before = rummyMove('strong7', view, n);
          if (JSON.stringify(before) !== JSON.stringify(move)) {
            differ++;
            if (before.type === 'meld' && move.type === 'discard') {
              kept++;
              // The hint says why the meld stays in hand.
              expect(rummyHintText(view, move)).toMatch(/in hand for a chance to go out with a rummy/);
            }
          }
        }
        const result = applyMove(state, seat, rummyMove('greedy2', view, n));
        if (!result.ok) throw new Error(result.reason);
        state = result.state;
      }
    }
    expect(differ).toBeGreaterThan(0);
    expect(kept).toBeGreaterThan(0);
  });

  it('with successive pruning the move is still a function of view and seed, and a legal one', () => {
    const budget = { ...STRONG_BUDGET, determinisations: 96, stages: [{ at: 32, keep: 2 }] };
    for (const view of positions(12)) {
      const legal = viewLegalMoves(view);
      const move = searchMove(view, legal, 5, budget);
      expect(legal).toContainEqual(move);
      expect(searchMove(view, legal, 5, budget)).toEqual(move);
    }
  });
});
