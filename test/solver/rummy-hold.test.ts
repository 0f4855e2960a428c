/**
 * The holding playout policy (src/games/rummy/solver/policy4.ts): keeps its melds back while it may
 * still go out with a rummy and no one is close to going out, and goes out all at once when it can.
 */
import { describe, expect, it } from 'vitest';
import type { SuitedCard } from '../../src/cards/card.ts';
import { seededShuffle } from '../../src/cards/random.ts';
import { cardIndex, FastHand } from '../../src/games/rummy/solver/fast.ts';
import { holdingPlayOut, holdingRest } from '../../src/games/rummy/solver/policy4.ts';

/** Four seats, seat 0 to move holding `mine` (after its draw), the others `sizes` cards each from the rest. */
function table(mine: SuitedCard[], sizes = [7, 7, 7]): FastHand {
  const g = new FastHand(4);
  const used = new Set(mine.map(cardIndex));
  for (const c of used) g.give(0, c);
  let next = 0;
  const free = () => {
    while (used.has(next)) next++;
    used.add(next);
    return next;
  };
  sizes.forEach((n, i) => {
    for (let k = 0; k < n; k++) g.give(i + 1, free());
  });
  for (let c = 0; c < 52; c++) if (!used.has(c)) g.stock[g.stockEnd++] = c;
  g.toMove = 0;
  return g;
}

const holds = (g: FastHand, card: SuitedCard) =>
  ((g.hands[(cardIndex(card) / 13) | 0] as number) & (1 << (cardIndex(card) % 13))) !== 0;

describe('the holding playout policy', () => {
  it('keeps a meld in hand and throws a card outside it', () => {
    const g = table(['5♠', '6♠', '7♠', 'K♥', 'Q♦', '2♣', '9♣', '4♥']);
    holdingRest(g, 3);
    expect(g.sizes[0]).toBe(7);
    for (const c of ['5♠', '6♠', '7♠'] as const) expect(holds(g, c)).toBe(true);
    expect(g.table.every((m) => m === 0)).toBe(true);
    expect(holds(g, 'K♥')).toBe(false);
    expect(g.hasLaid[0]).toBe(0);
  });

  it('goes out all at once when every card but one melds: a rummy, paid double', () => {
    const g = table(['5♠', '6♠', '7♠', '9♥', '9♦', '9♣', '9♠', 'K♥']);
    holdingRest(g, 3);
    expect(g.finished).toBe(true);
    expect(g.winner).toBe(0);
    expect(g.rummy).toBe(true);
    expect(g.gain(0)).toBe(2 * (g.pips(1) + g.pips(2) + g.pips(3)));
  });

  it('lays down at once when another seat holds few cards, or once it has laid anything', () => {
    const near = table(['5♠', '6♠', '7♠', 'K♥', 'Q♦', '2♣', '9♣', '4♥'], [7, 3, 7]);
    holdingRest(near, 3);
    expect(near.sizes[0]).toBe(4);
    const laid = table(['5♠', '6♠', '7♠', 'K♥', 'Q♦', '2♣', '9♣', '4♥']);
    laid.hasLaid[0] = 1;
    holdingRest(laid, 3);
    expect(laid.sizes[0]).toBe(4);
  });

  it('plays whole hands to an end with every card accounted for', () => {
    for (let k = 0; k < 20; k++) {
      const g = table(['5♠', '6♠', '7♠', 'K♥', 'Q♦', '2♣', '9♣', '4♥']);
      g.stock.set(seededShuffle(Array.from(g.stock.subarray(g.stockHead, g.stockEnd)), k));
      holdingRest(g, 3);
      expect(holdingPlayOut(g, 0, 3)).toBe(true);
      expect(g.finished).toBe(true);
      let cards = g.discardLen + (g.stockEnd - g.stockHead);
      for (let p = 0; p < 4; p++) cards += g.sizes[p] as number;
      for (const m of g.table) for (let b = m; b !== 0; b &= b - 1) cards++;
      expect(cards).toBe(52);
    }
  });
});
