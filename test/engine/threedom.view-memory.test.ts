/**
 * The Threedom view's public memory (`covered`, `opponentTaken`, `claims` of viewFor): rebuilt here by
 * an independent referee from what both players saw (the dealt tops and each turn's events, the tops
 * after it), over random games; never a card the seat could not have seen; and the view schema reads
 * every such view back.
 */
import { describe, expect, it } from 'vitest';
import type { SuitedCard } from '../../src/cards/card.ts';
import { rng } from '../../src/cards/random.ts';
import {
  applyMove,
  legalMoves,
  setup,
  threedomViewSchema,
  toMove,
  viewFor,
} from '../../src/games/threedom/engine/index.ts';
import type { Seat, TakenCard, ThreedomState } from '../../src/games/threedom/engine/types.ts';
import { ThreedomStateSchema } from '../../src/games/threedom/schema.ts';

/** What a watcher of the table remembers: per pile a stack of known cards or null (never seen), taken cards, claims. */
interface Memory {
  piles: (SuitedCard | null)[][];
  taken: [TakenCard[], TakenCard[]];
  claims: { seat: Seat; lines: number[]; cards: SuitedCard[] }[];
}

function fresh(state: ThreedomState): Memory {
  return {
    piles: state.current.piles.map((pile) => [...pile.slice(0, -1).map(() => null), pile.at(-1) as SuitedCard]),
    taken: [[], []],
    claims: [],
  };
}

/** The tops after a turn are public: each pile's top card, now known. */
function seeTops(memory: Memory, state: ThreedomState): void {
  state.current.piles.forEach((pile, p) => {
    const known = memory.piles[p] as (SuitedCard | null)[];
    expect(known.length).toBe(pile.length);
    if (pile.length > 0) known[known.length - 1] = pile.at(-1) as SuitedCard;
  });
}

describe('the Threedom view remembers what both players saw', () => {
  it('agrees with a referee that watched the table, and shows no card nobody saw', () => {
    let views = 0;
    for (let game = 1; game <= 3; game++) {
      const random = rng(game);
      let state = setup({ target: 100 }, 1000 + game);
      let memory = fresh(state);
      while (toMove(state) !== null) {
        for (const seat of [0, 1] as const) {
          const view = viewFor(state, seat);
          const other = (1 - seat) as Seat;
          const expected = {
            covered: memory.piles.map((stack) => {
              const under = stack.slice(0, -1);
              const first = under.findIndex((c) => c !== null);
              // Once a card under a top is known, so is every card above it.
              return first < 0 ? [] : (under.slice(first) as SuitedCard[]);
            }),
            opponentTaken: memory.taken[other],
            claims: memory.claims,
          };
          expect({ covered: view.covered, opponentTaken: view.opponentTaken, claims: view.claims }).toEqual(expected);
          // The opponent's hand appears only as far as it was seen taken.
          const me = seat === state.starter ? 'p1' : 'p2';
          const them = me === 'p1' ? 'p2' : 'p1';
          const text = JSON.stringify(view);
          for (const card of state.current.hands[them])
            if (!memory.taken[other].some((t) => t.card === card)) expect(text).not.toContain(`"${card}"`);
          for (const card of state.current.drawPile) expect(text).not.toContain(`"${card}"`);
          expect(threedomViewSchema.safeParse(JSON.parse(text)).success).toBe(true);
          views++;
        }
        const seat = toMove(state) as Seat;
        const moves = legalMoves(state, seat);
        const move = moves[Math.floor(random() * moves.length)];
        const result = applyMove(state, seat, move as (typeof moves)[number]);
        if (!result.ok) throw new Error(result.reason);
        for (const event of result.events) {
          if (event.type === 'played') {
            memory.piles[event.on]?.push(event.card);
            memory.taken[event.seat] = memory.taken[event.seat].filter((t) => t.card !== event.card);
          } else if (event.type === 'took') {
            memory.piles[event.from]?.pop();
            memory.taken[event.seat].push({ card: event.card, from: event.from });
          } else if (event.type === 'claimed') {
            const piles = [...new Set(event.lines.flatMap((l) => l.piles))];
            for (const p of piles) memory.piles[p]?.pop();
            memory.claims.push({ seat: event.seat, lines: event.lines.map((l) => l.line), cards: event.cards });
          } else if (event.type === 'refilled') {
            for (const { pile, card } of event.cards) memory.piles[pile]?.push(card);
          }
        }
        state = result.state;
        if (result.events.some((e) => e.type === 'round-started')) memory = fresh(state);
        else seeTops(memory, state);
      }
    }
    expect(views).toBeGreaterThan(500);
  });
});

describe('the stored game keeps the round memory', () => {
  it('survives the session schema, so a game read back from the store still remembers', () => {
    let match = setup({}, 77);
    for (let n = 0; n < 12; n++) {
      const seat = toMove(match) as Seat;
      const result = applyMove(match, seat, legalMoves(match, seat)[(n * 53) % 150] as never);
      if (!result.ok) throw new Error(result.reason);
      match = result.state;
    }
    expect(match.current.seen?.taken.p1.length).toBeGreaterThan(0);
    const stored = ThreedomStateSchema.parse(JSON.parse(JSON.stringify({ match, last: null, shown: [] })));
    expect(stored.match.current.seen).toEqual(match.current.seen);
    expect(viewFor(stored.match as ThreedomState, 0)).toEqual(viewFor(match, 0));
  });
});
