/**
 * The hand's public log and the strong level's reading of the other hands from it
 * (src/games/rummy/solver/reading.ts): what the log holds (every throw, take, pass and card laid
 * down, never a card drawn from the stock), that the view schema checks it, that the posterior
 * leans the way the events say, and that its deals find the cards the other seats really hold more
 * often than chance does.
 */
import { describe, expect, it } from 'vitest';
import type { SuitedCard } from '../../src/cards/card.ts';
import { deriveSeed, rng } from '../../src/cards/random.ts';
import { applyMove, rummyViewSchema, setup, viewFor } from '../../src/games/rummy/engine/index.ts';
import type { PublicPlay, RummyState, RummyView } from '../../src/games/rummy/engine/types.ts';
import { RummyStateSchema } from '../../src/games/rummy/schema.ts';
import { cardIndex, FastHand } from '../../src/games/rummy/solver/fast.ts';
import { rummyMove, viewLegalMoves } from '../../src/games/rummy/solver/player.ts';
import { logLikelihood, Reader, type Reading, seatLogs } from '../../src/games/rummy/solver/reading.ts';
import {
  budgetFor,
  READING as LEVEL_READING,
  rootOf,
  STRONG_BUDGET,
  searchMove,
} from '../../src/games/rummy/solver/search.ts';

/** Plays a game between `levels` from `seed`, calling `visit` before every move. */
function play(
  levels: string[],
  seed: number,
  visit: (state: RummyState, view: RummyView, n: number) => void,
  moves = 4000,
) {
  let state = setup({ players: levels.length, target: 100 }, seed);
  for (let n = 0; n < moves && !state.finished; n++) {
    const seat = state.current.toMove;
    const view = viewFor(state, seat);
    visit(state, view, n);
    const result = applyMove(state, seat, rummyMove(levels[seat] as string, view, deriveSeed(seed, n)));
    if (!result.ok) throw new Error(result.reason);
    state = result.state;
  }
  return state;
}

const READING: Reading = { throws: 0.1, passes: 0.3, lays: 0.1, burn: 200, steps: 20 };

describe('the hand’s public log', () => {
  it('holds every throw, take and card laid down, and for a stock draw only the top let go by', () => {
    for (const players of [2, 4]) {
      let checked = 0;
      play(
        Array(players).fill('expert'),
        40 + players,
        (state, view, n) => {
          void n;
          const before = state.current.plays ?? [];
          const seat = state.current.toMove;
          const move = rummyMove('expert', view, deriveSeed(40 + players, n));
          const after = applyMove(state, seat, move);
          if (!after.ok || after.state.hand !== state.hand) return;
          const added = (after.state.current.plays ?? []).slice(before.length);
          const top = state.current.discard.at(-1) ?? null;
          const expected: PublicPlay[] =
            move.type === 'draw'
              ? [[seat, move.from === 'stock' ? 'stock' : 'take', top]]
              : move.type === 'meld'
                ? move.cards.map((c) => [seat, 'lay', c])
                : move.type === 'layoff'
                  ? [[seat, 'lay', move.card]]
                  : [[seat, 'throw', move.card]];
          expect(added).toEqual(expected);
          if (move.type === 'draw' && move.from === 'stock') {
            // The card drawn from a face-down stock is the drawer's alone.
            const drawn = after.state.current.hands[seat]?.at(-1);
            if (state.current.stockTurns === 0 && state.current.stock.length > 0)
              expect(JSON.stringify(after.state.current.plays)).not.toContain(`"${drawn}"`);
          }
          checked++;
        },
        1500,
      );
      expect(checked).toBeGreaterThan(200);
    }
  });

  it('is in every seat’s view, the same for all, and starts empty each hand', () => {
    const state = play(['expert', 'greedy2', 'expert'], 5, () => {}, 120);
    const logs = [0, 1, 2].map((s) => viewFor(state, s).plays);
    expect(logs[0]?.length).toBeGreaterThan(0);
    expect(logs[1]).toEqual(logs[0]);
    expect(logs[2]).toEqual(logs[0]);
    expect(viewFor(setup({ players: 3 }, 5), 0).plays).toEqual([]);
    // After a hand: the next starts empty, and the finished one (kept for its summary) is stored without them.
    let seen = false;
    play(['expert', 'expert'], 5, (s) => {
      if (s.hand !== 1 || seen) return;
      seen = true;
      expect(s.current.plays).toEqual([]);
      expect(s.previous?.plays).toBeUndefined();
      expect(s.previous?.finished).toBe(true);
    });
    expect(seen).toBe(true);
  });

  it('is kept when a session is read back, and a hand stored before it was kept still reads', () => {
    const state = play(['expert', 'expert'], 9, () => {}, 60);
    // As the session stores it: the engine's state and the notes of the turn.
    const stored = (s: unknown) => JSON.parse(JSON.stringify({ ...(s as object), turn: [], lastTurn: [], shown: [] }));
    const parsed = RummyStateSchema.parse(stored(state)) as RummyState;
    expect(parsed.current.plays).toEqual(state.current.plays);
    const { plays: _dropped, ...older } = state.current;
    const old = RummyStateSchema.parse(stored({ ...state, current: older })) as RummyState;
    expect(old.current.plays).toBeUndefined();
    const view = viewFor(old, old.current.toMove);
    expect(view.plays).toBeUndefined();
    const legal = viewLegalMoves(view);
    expect(legal).toContainEqual(searchMove(view, legal, 3));
  });

  it('is refused by the view schema when it names a seat there is not, a throw without a card, or a card laid down that is not on the table', () => {
    const state = play(['expert', 'expert'], 11, () => {}, 200);
    const view = viewFor(state, state.current.toMove);
    expect(rummyViewSchema.safeParse(view).success).toBe(true);
    const refused = (log: unknown) => {
      const parsed = rummyViewSchema.safeParse({ ...view, plays: log });
      return parsed.success ? '' : parsed.error.issues.map((i) => i.message).join('; ');
    };
    expect(refused([[2, 'throw', '5♣']])).toMatch(/must be a seat/);
    expect(refused([[0, 'throw', null]])).toMatch(/a throw names its card/);
    const offTable = (['A♠', 'K♦', '7♥'] as SuitedCard[]).find((c) => !view.melds.flat().includes(c)) as SuitedCard;
    expect(refused([[1, 'lay', offTable]])).toMatch(/not on the table/);
    expect(refused([[1, 'peek', '5♣']])).not.toBe('');
  });
});

describe('reading the other hands', () => {
  /** A two-seat view of seat 0 in which seat 1 drew from the stock and threw `thrown`, with this table. */
  function threw(thrown: SuitedCard, melds: SuitedCard[][] = []): RummyView {
    const view = viewFor(setup({ players: 2 }, 1), 0);
    return {
      ...view,
      melds,
      plays: [
        [1, 'stock', null],
        [1, 'throw', thrown],
      ],
    };
  }
  const hand = (cards: SuitedCard[]) => {
    const m = new Int32Array(4);
    for (const c of cards) {
      const i = cardIndex(c);
      m[(i / 13) | 0] = (m[(i / 13) | 0] as number) | (1 << (i % 13));
    }
    return m;
  };
  const lik = (view: RummyView, cards: SuitedCard[]) => {
    const [log] = seatLogs(view, [0, 7]);
    return logLikelihood(log as NonNullable<typeof log>, hand(cards), cards.length, READING);
  };

  it('a seat that threw a 6 is less likely to have kept a lone king than a lone 3', () => {
    const view = threw('6♣');
    const kept = ['2♦', '2♥', '8♠', '9♠', 'J♦', 'J♥'] as SuitedCard[];
    expect(lik(view, [...kept, 'K♣'])).toBeLessThan(lik(view, [...kept, '3♣']));
  });

  it('a seat is less likely to hold a card that lays off on the table as its turn ended', () => {
    const view = threw('2♣', [['5♥', '6♥', '7♥']]);
    const kept = ['2♦', '2♥', 'J♠', 'J♦', 'Q♥', 'Q♠'] as SuitedCard[];
    expect(lik(view, [...kept, '8♥'])).toBeLessThan(lik(view, [...kept, '8♣']));
  });

  it('its deals give the other seats the cards they really hold more often than chance, at two and four seats', () => {
    for (const [players, least] of [
      [2, 1.3],
      [4, 1.1],
    ] as const) {
      let lift = 0;
      let positions = 0;
      play(Array(players).fill('expert'), 70 + players, (state, view, n) => {
        if (view.phase !== 'draw' || n % 4 !== 0 || positions >= 60) return;
        const root = rootOf(view);
        const others = [...Array(players).keys()].filter((s) => s !== view.seat && (root.slots[s] as number) > 0);
        if (others.length === 0) return;
        const reader = new Reader(root.unseen, root.slots, seatLogs(view, root.slots), rng(n), READING);
        reader.walk(READING.burn * reader.seats);
        const g = new FastHand(players);
        const hits = others.map(() => new Float64Array(52));
        const deals = 64;
        for (let d = 0; d < deals; d++) {
          reader.walk(READING.steps * reader.seats);
          reader.deal(g, root.base, view, rng(d));
          others.forEach((s, k) => {
            for (const c of root.unseen)
              if (((g.hands[s * 4 + ((c / 13) | 0)] as number) >> (c % 13)) & 1) {
                const row = hits[k] as Float64Array;
                row[c] = (row[c] as number) + 1;
              }
          });
        }
        let sum = 0;
        let count = 0;
        others.forEach((s, k) => {
          const chance = (root.slots[s] as number) / root.unseen.length;
          const known = new Set(view.known[s]);
          for (const card of state.current.hands[s] ?? []) {
            if (known.has(card)) continue;
            sum += ((hits[k] as Float64Array)[cardIndex(card)] as number) / deals / chance;
            count++;
          }
        });
        lift += sum / count;
        positions++;
      });
      expect(positions).toBeGreaterThan(30);
      expect(lift / positions).toBeGreaterThan(least);
    }
  });

  it('the level reads at two seats and, not shown better there, not at three or more', () => {
    const two = viewFor(setup({ players: 2 }, 3), 0);
    const four = viewFor(setup({ players: 4 }, 3), 0);
    expect(budgetFor(two, STRONG_BUDGET).reading).toEqual(LEVEL_READING);
    expect(budgetFor(four, STRONG_BUDGET).reading).toBeUndefined();
  });

  it('with the reading on, the move is a function of view and seed and a legal one; a view without a log is read as before', () => {
    const budget = { ...STRONG_BUDGET, reading: READING };
    let checked = 0;
    play(['expert', 'expert'], 21, (_state, view, n) => {
      if (n % 9 !== 4 || checked >= 12) return;
      const legal = viewLegalMoves(view);
      const move = searchMove(view, legal, 5, budget);
      expect(legal).toContainEqual(move);
      expect(searchMove(view, legal, 5, budget)).toEqual(move);
      const { plays: _none, ...unlogged } = view;
      // Without plays the reading has nothing to read: the same move as with the switch off.
      expect(searchMove(unlogged, legal, 5, budget)).toEqual(
        searchMove(unlogged, legal, 5, { ...budget, reading: undefined }),
      );
      checked++;
    });
    expect(checked).toBe(12);
  });
});
