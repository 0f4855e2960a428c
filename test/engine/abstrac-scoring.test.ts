import { describe, expect, it } from 'vitest';
import { type Card, parseCard } from '../../src/cards/card.ts';
import {
  findCombinations,
  scoreDeal,
  scoreFullpackHalf,
  scoreFullpackHand,
  scoreHand,
} from '../../src/games/abstrac/engine/index.ts';

/** `"A♠ KH 10♦"` → cards; throws on a typo so a table row can't silently shrink. */
function cards(text: string): Card[] {
  return text
    .split(/\s+/)
    .filter(Boolean)
    .map((t) => {
      const card = parseCard(t);
      if (card === undefined) throw new Error(`bad card in test: ${t}`);
      return card;
    });
}

const summary = (text: string) => findCombinations(cards(text)).map((c) => `${c.kind} ${c.cards.join('')} ${c.points}`);

describe('classic combinations (RULES.md Abstrac 4)', () => {
  it.each([
    ['three of a kind', 'A♠ A♥ A♦', ['set A♠A♥A♦ 2']],
    ['four of a kind', 'K♠ K♥ K♦ K♣', ['set K♠K♥K♦K♣ 8']],
    ['a pair is nothing', '9♠ 9♥ J♦', []],
    ['three in a suit', 'Q♥ J♥ 10♥', ['sequence Q♥J♥10♥ 3']],
    ['four in a suit', 'K♠ Q♠ J♠ 10♠', ['sequence K♠Q♠J♠10♠ 4']],
    ['five in a suit', 'A♣ K♣ Q♣ J♣ 10♣', ['sequence A♣K♣Q♣J♣10♣ 6']],
    ['six in a suit', 'A♦ K♦ Q♦ J♦ 10♦ 9♦', ['sequence A♦K♦Q♦J♦10♦9♦ 12']],
    ['maximal run only: KQJ10♠ is 4, not 4+3+3', 'K♠ Q♠ J♠ 10♠', ['sequence K♠Q♠J♠10♠ 4']],
    ['a gap splits: KJ109♥ is 3', 'K♥ J♥ 10♥ 9♥', ['sequence J♥10♥9♥ 3']],
    ['no wrap: 10 9 A K', '10♠ 9♠ A♠ K♠', []],
    ['Ace high only: A K Q', 'A♥ K♥ Q♥', ['sequence A♥K♥Q♥ 3']],
    ['two runs in one suit', 'A♠ K♠ Q♠ 10♠ 9♠', ['sequence A♠K♠Q♠ 3']],
    ['mixed suits are no run', 'A♠ K♥ Q♠', []],
    ['a card in a set and a run at once', 'A♦ K♦ Q♦ Q♠ Q♥', ['set Q♠Q♥Q♦ 2', 'sequence A♦K♦Q♦ 3']],
    ['the Joker never combines', 'Joker A♠ A♥ K♠', []],
    ['letter form', 'AS AH AD TC JC QC', ['set A♠A♥A♦ 2', 'sequence Q♣J♣10♣ 3']],
  ])('%s', (_name, hand, expected) => {
    expect(summary(hand)).toEqual(expected);
  });

  it('the seed example hands: 12 and 25 points', () => {
    expect(scoreHand(cards('A♠ 9♠ A♥ Q♥ A♣ A♦ K♦ Q♦ J♦ 9♦')).combinationPoints).toBe(12);
    expect(scoreHand(cards('K♠ Q♠ J♠ 10♠ K♥ J♥ 10♥ 9♥ K♣ Q♣ J♣ 10♣ 9♣ 10♦')).combinationPoints).toBe(25);
  });

  it('arranges cards by suit and rank, Ace high, the Joker last', () => {
    expect(scoreHand(cards('9♣ Joker 10♥ A♥ K♠ 9♠ Q♦')).cards).toEqual(['K♠', '9♠', 'A♥', '10♥', 'Q♦', '9♣', 'Joker']);
  });

  it('the Joker counts as a card taken', () => {
    expect(scoreHand(cards('Joker A♠ A♥ A♦')).cardsTaken).toBe(4);
  });
});

describe('deal score and misère (RULES.md Abstrac 5-6)', () => {
  const deal = (nd: string, d: string) => {
    const score = scoreDeal({ nondealer: cards(nd), dealer: cards(d) });
    return [score.seats.nondealer.score, score.seats.dealer.score, score.misere];
  };
  it.each([
    [
      'the seed example: 12 × 14 and 25 × 10',
      'A♠ 9♠ A♥ Q♥ A♣ A♦ K♦ Q♦ J♦ 9♦',
      'K♠ Q♠ J♠ 10♠ K♥ J♥ 10♥ 9♥ K♣ Q♣ J♣ 10♣ 9♣ 10♦',
      [168, 250, null],
    ],
    // Nondealer made nothing: scores the dealer's 2 points × its own 3 cards; dealer 0.
    ['misère: nondealer at zero', 'A♠ K♥ Q♦', 'J♠ J♥ J♦ 9♣ 10♣', [6, 0, 'nondealer']],
    ['misère: dealer at zero', 'A♠ A♥ A♦ 9♣ 10♣', 'J♠ K♥ Q♦ Joker', [0, 8, 'dealer']],
    ['both at zero score zero', 'A♠ K♥', 'Q♦ J♣', [0, 0, 'both']],
    ['no misère when both score', 'A♠ A♥ A♦', 'K♠ K♥ K♦ K♣ 9♦', [10, 24, null]],
    ['the Joker is a card for the multiplier', 'Joker A♠ A♥ A♦', 'K♠ K♥ K♦', [6, 8, null]],
  ])('%s', (_name, nd, d, expected) => {
    expect(deal(nd, d)).toEqual(expected);
  });
});

describe('fullpack half score (longest suit × longest run × largest set)', () => {
  const half = (hand: string) => {
    const s = scoreFullpackHand(cards(hand));
    return [s.longestSuit.count, s.longestRun.length, s.largestSet.count, s.score];
  };
  it.each([
    ['no cards', '', [0, 0, 0, 0]],
    ['one card', '7♦', [1, 1, 1, 1]],
    ['no pair: the set counts 1', '2♠ 5♥ 9♦', [1, 1, 1, 1]],
    ['run regardless of suit', '4♠ 5♥ 6♦ 7♣ 7♠', [2, 4, 2, 16]],
    ['Ace low: A-2-3', 'A♠ 2♥ 3♦ 9♣', [1, 3, 1, 3]],
    ['Ace high: Q-K-A', 'Q♠ K♥ A♦ 5♣', [1, 3, 1, 3]],
    ['no wrap: K-A-2 is 2', 'K♠ A♥ 2♦', [1, 2, 1, 2]],
    ['all thirteen ranks: a run of 13, not 14', 'A♠ 2♠ 3♠ 4♠ 5♠ 6♠ 7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠ A♥', [13, 13, 2, 338]],
    ['four of a kind', '9♠ 9♥ 9♦ 9♣ 8♣', [2, 2, 4, 16]],
  ])('%s', (_name, hand, expected) => {
    expect(half(hand)).toEqual(expected);
  });

  it('scores both seats, with no misère and no opponent multiplier', () => {
    const s = scoreFullpackHalf({ nondealer: cards('2♠ 3♠ 4♠ 4♥'), dealer: cards('K♦') });
    expect([s.seats.nondealer.score, s.seats.dealer.score]).toEqual([3 * 3 * 2, 1]);
  });
});
