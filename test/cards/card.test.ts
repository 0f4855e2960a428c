import { describe, expect, it } from 'vitest';
import { cardLetters, JOKER, packOfRanks, parseCard, parseCardList, standardPack } from '../../src/cards/card.ts';
import { deriveSeed, seededShuffle } from '../../src/cards/random.ts';

describe('parseCard', () => {
  it.each([
    ['A♠', 'A♠'],
    ['10♦', '10♦'],
    ['TD', '10♦'],
    ['10D', '10♦'],
    ['td', '10♦'],
    ['qh', 'Q♥'],
    ['K♣', 'K♣'],
    ['2s', '2♠'],
    ['Joker', JOKER],
    ['joker', JOKER],
    [' 9♥ ', '9♥'],
    ['A♠️', 'A♠'], // emoji variation selector from phones
  ])('%s → %s', (input, expected) => {
    expect(parseCard(input)).toBe(expected);
  });

  it.each(['', 'A', '11♠', '1', 'X♠', 'AX', '10', 'Jokers', '♠A'])('rejects %j', (input) => {
    expect(parseCard(input)).toBeUndefined();
  });

  it('prints the letter form', () => {
    expect(['10♦', 'A♠', 'Q♥', JOKER].map((c) => cardLetters(parseCard(c) ?? JOKER))).toEqual(['TD', 'AS', 'QH', 'JK']);
  });
});

describe('parseCardList', () => {
  const abstrac = { cards: packOfRanks(['A', 'K', 'Q', 'J', '10', '9']), packName: '24-card Abstrac pack' };
  it('parses a list in mixed notation', () => {
    expect(parseCardList(['AS', '10♦', 'kh'])).toEqual({ ok: true, cards: ['A♠', '10♦', 'K♥'] });
  });
  it('names an unknown card', () => {
    expect(parseCardList(['AS', 'ZZ'])).toEqual({ ok: false, reason: '"ZZ" is not a card' });
  });
  it('names a duplicate, whatever its notation', () => {
    expect(parseCardList(['TD', '10♦'])).toEqual({ ok: false, reason: '10♦ appears twice' });
  });
  it('names a card from the wrong pack', () => {
    expect(parseCardList(['2♠'], abstrac)).toEqual({ ok: false, reason: '2♠ is not in the 24-card Abstrac pack' });
  });
  it('rejects non-strings', () => {
    expect(parseCardList([3]).ok).toBe(false);
  });
});

describe('packs and shuffles', () => {
  it('has 52 distinct cards and a 24-card Abstrac pack', () => {
    expect(new Set(standardPack()).size).toBe(52);
    expect(packOfRanks(['A', 'K', 'Q', 'J', '10', '9'])).toHaveLength(24);
  });
  it('shuffles deterministically by seed, as a permutation', () => {
    const pack = standardPack();
    const a = seededShuffle(pack, 42);
    expect(seededShuffle(pack, 42)).toEqual(a);
    expect(seededShuffle(pack, 43)).not.toEqual(a);
    expect([...a].sort()).toEqual([...pack].sort());
    expect(pack).toEqual(standardPack()); // the input is not mutated
  });
  it('derives distinct per-deal seeds', () => {
    const seeds = new Set(Array.from({ length: 1000 }, (_, i) => deriveSeed(7, i)));
    expect(seeds.size).toBe(1000);
    expect(deriveSeed(7, 3)).toBe(deriveSeed(7, 3));
  });
});
