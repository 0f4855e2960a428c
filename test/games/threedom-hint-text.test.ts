/**
 * Threedom's hint in words (src/games/threedom/hint.ts) over the strong level's turns in real games:
 * the reason tells what the turn claims, what it leaves the opponent (a line its seen cards finish is
 * named as a sure loss), what the hand can finish next, and uses the round's memory (the card seen
 * under a taken top comes up); and no card the asking seat has not seen is ever named.
 */
import { describe, expect, it } from 'vitest';
import type { SuitedCard } from '../../src/cards/card.ts';
import { deriveSeed } from '../../src/cards/random.ts';
import { applyMove, setup, toMove, viewFor } from '../../src/games/threedom/engine/index.ts';
import type { Seat, ThreedomState } from '../../src/games/threedom/engine/types.ts';
import { adviceText } from '../../src/games/threedom/hint.ts';
import type { ThreedomGameState } from '../../src/games/threedom/schema.ts';
import { chooseThreedomMove } from '../../src/games/threedom/solver/player.ts';

/** Cards the seat has not seen: the opponent's hand but what it was seen to take, the draw pile, pile cards never shown. */
function unseenBy(match: ThreedomState, seat: Seat): SuitedCard[] {
  const round = match.current;
  const them = seat === match.starter ? 'p2' : 'p1';
  const taken = new Set(round.seen?.taken[them].map((t) => t.card));
  return [
    ...round.hands[them].filter((c) => !taken.has(c)),
    ...round.drawPile,
    ...round.piles.flatMap((pile, p) => pile.slice(0, round.seen?.unseen[p] ?? 0)),
  ];
}

describe('the Threedom hint in words', () => {
  it('explains the strong turn from what the seat saw, and names no card it did not see', () => {
    const texts: string[] = [];
    for (const game of [1, 2]) {
      let match = setup({ target: 300 }, 40 + game);
      for (let n = 0; toMove(match) !== null; n++) {
        const seat = toMove(match) as Seat;
        const move = chooseThreedomMove('strong', viewFor(match, seat), deriveSeed(game, n));
        const text = adviceText({ match } as unknown as ThreedomGameState, seat, move);
        expect(text).toMatch(
          /^Play \S+ on the [a-z ]+ and take \S+ from the [a-z ]+( \(the \S+ seen under it comes up\))?: .+\.$/,
        );
        for (const card of unseenBy(match, seat)) expect(text).not.toMatch(new RegExp(`(^|[ (])${card}([ ),.]|$)`));
        texts.push(text);
        const result = applyMove(match, seat, move);
        if (!result.ok) throw new Error(result.reason);
        match = result.state;
      }
    }
    const some = (pattern: RegExp) => texts.some((t) => pattern.test(t));
    expect(some(/it claims the [a-z ]+ \(\S+ \S+ \S+\) for \d+ points/)).toBe(true);
    expect(some(/\(the \S+ seen under it comes up\)/)).toBe(true);
    expect(some(/your opponent was seen taking \S+, which finishes the/)).toBe(true);
    expect(some(/it leaves no line showing that your opponent can finish/)).toBe(true);
    expect(some(/your hand can then finish the/)).toBe(true);
  }, 120_000);
});
