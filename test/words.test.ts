import { describe, expect, it } from 'vitest';
import { count, upTo } from '../src/words.ts';

describe('counts in words', () => {
  it.each([
    [0, 'card', '0 cards'],
    [1, 'card', '1 card'],
    [2, 'card', '2 cards'],
    [1, 'time', '1 time'],
    [21, 'point', '21 points'],
  ])('count(%i, %s) is %s', (n, noun, said) => expect(count(n, noun)).toBe(said));

  it('takes an irregular plural', () => expect(count(2, 'match', 'matches')).toBe('2 matches'));

  it.each([
    [1, 1, '1 card'],
    [1, 2, '1 or 2 cards'],
    [1, 5, '1 to 5 cards'],
    [2, 6, '2 to 6 cards'],
  ])('upTo(%i, %i) is %s', (min, max, said) => expect(upTo(min, max, 'card')).toBe(said));
});
