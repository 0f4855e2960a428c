/**
 * The view schema that guards views coming from outside (`npm run cli -- play`): every view the
 * engine itself builds is accepted, and a view claiming what no seat may know, or cards the pack
 * does not hold, is refused with a reason.
 */
import { describe, expect, it } from 'vitest';
import { applyMove, legalMoves, rummyViewSchema, setup, toMove, viewFor } from '../../src/games/rummy/engine/index.ts';
import type { RummyState, RummyView } from '../../src/games/rummy/engine/types.ts';
import { chance, pick, rngFor } from '../fixtures/threedom/playout.ts';

/** Seeded random legal play of a whole game, every seat's view of every position. */
function* views(seed: number, players: number): Generator<RummyView> {
  const rng = rngFor(seed);
  let state: RummyState = setup({ players, target: 60 }, seed);
  for (let step = 0; step < 3000; step++) {
    for (let seat = 0; seat < players; seat++) yield viewFor(state, seat);
    const seat = toMove(state);
    if (seat === null) return;
    const legal = legalMoves(state, seat);
    const laying = legal.filter((m) => m.type === 'meld' || m.type === 'layoff');
    const result = applyMove(state, seat, pick(rng, laying.length > 0 && chance(rng, 80) ? laying : legal));
    if (!result.ok) throw new Error(result.reason);
    state = result.state;
  }
}

function errorOf(view: unknown): string {
  const parsed = rummyViewSchema.safeParse(view);
  return parsed.success ? '' : parsed.error.issues.map((i) => i.message).join('; ');
}

describe('Rummy view schema', () => {
  it("accepts every seat's view of whole seeded games, 2 to 6 seats, stock turn-overs included", () => {
    let turned = 0;
    let checked = 0;
    for (let players = 2; players <= 6; players++) {
      for (const seed of [1, 2, 3]) {
        for (const view of views(seed * 31 + players, players)) {
          const error = errorOf(view);
          if (error) expect.fail(`${players} seats, seed ${seed}: ${error}`);
          if (view.stock !== null) turned++;
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(1000);
    // The property is only worth something if some views had a known stock.
    expect(turned).toBeGreaterThan(0);
  });

  const base = viewFor(setup({ players: 3 }, 7), 0);

  it.each<[string, (v: RummyView) => unknown, RegExp]>([
    ['the stock order before any turn-over', (v) => ({ ...v, stock: fill(v.stockSize) }), /face down/],
    ['more cards than the pack', (v) => ({ ...v, stockSize: v.stockSize + 1 }), /add up to 53, not 52/],
    [
      'fewer cards than the pack',
      (v) => ({ ...v, handSizes: v.handSizes.map((n, s) => (s === 1 ? n - 1 : n)) }),
      /add up to 51/,
    ],
    ['a card in two places', (v) => ({ ...v, discard: [v.hand[0]], discardTop: v.hand[0] }), /shown twice/],
    ["another seat's hand under another field", (v) => ({ ...v, hands: [v.hand, ['A♠'], ['2♠']] }), /Unrecognized key/],
    [
      "an opponent known to hold a card in this seat's hand",
      (v) => ({ ...v, known: v.known.map((k, s) => (s === 1 ? [v.hand[0]] : k)) }),
      /shown twice/,
    ],
    [
      'an opponent known to hold more cards than it has',
      (v) => ({ ...v, known: v.known.map((k, s) => (s === 1 ? unseen(v, (v.handSizes[1] ?? 0) + 1) : k)) }),
      /more cards than seat 1 holds/,
    ],
    [
      "the seat's own known card not in its hand",
      (v) => ({ ...v, known: [unseen(v, 1), [], []] }),
      /not in the seat's hand/,
    ],
  ])('refuses %s', (_what, forge, reason) => {
    expect(errorOf(base)).toBe('');
    expect(errorOf(forge(base))).toMatch(reason);
  });

  /** `n` cards this view does not show anywhere. */
  function unseen(view: RummyView, n: number): string[] {
    const shown = new Set<string>([...view.hand, ...view.melds.flat(), ...view.discard]);
    const out: string[] = [];
    for (const suit of ['♠', '♥', '♦', '♣'])
      for (const rank of ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'])
        if (!shown.has(rank + suit) && out.length < n) out.push(rank + suit);
    return out;
  }
  function fill(n: number): string[] {
    return unseen(base, n);
  }
});
