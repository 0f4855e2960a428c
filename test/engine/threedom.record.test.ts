import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { standardPack } from '../../src/cards/card.ts';
import { replayRecord } from '../../src/games/threedom/engine/index.ts';
import { cards } from '../fixtures/threedom/build.ts';

// Piles bottom to top; the overlapping-sets grid of threedom.test.ts with the rest of the pack underneath.
const deck = cards(
  [
    'AS 2S 10C 7S',
    '3S 4S 6S 2C',
    '8S 9S QH 7D',
    '10S QS KS 4C',
    'AH 10H 6D 8H',
    'JH KH 2D JS',
    '4D 5D 8D KD',
    '9D 10D AD 9H',
    'JD QD 3D 5S',
    '7H 2H 3H',
    '4H 5H 6H',
    'AC 3C 5C 6C 7C 8C 9C JC QC KC',
  ].join(' '),
);
const record = (moves: unknown[], overrides: Record<string, unknown> = {}) => ({
  game: 'threedom',
  deck,
  moves,
  ...overrides,
});

describe('Threedom replay', () => {
  it('prints the dealt position of a record with no moves, keys in the documented order', () => {
    const out = replayRecord({
      game: 'threedom',
      deck: standardPack(),
      moves: [],
    });
    expect(Object.keys(out)).toEqual(['finished', 'ended', 'toMove', 'players', 'tops']);
    expect(out).toEqual({
      finished: false,
      ended: null,
      toMove: 'p1',
      players: {
        p1: { collected: [], points: 0, hand: cards('JD QD KD') },
        p2: { collected: [], points: 0, hand: cards('AC 2C 3C') },
      },
      tops: cards('4S 8S QS 3H 7H JH 2D 6D 10D'),
    });
  });

  it('replays claims, in letter notation too, and prints symbols', () => {
    const letters = deck.map((c) => c.replace('♠', 'S').replace('♥', 'H').replace('♦', 'D').replace('♣', 'C'));
    const expected = {
      finished: false,
      ended: null,
      toMove: 'p2',
      players: {
        p1: {
          collected: cards('7S 7H 7D 8H 9H'),
          points: 25,
          hand: cards('2H 3H 5S'),
        },
        p2: { collected: [], points: 0, hand: cards('4H 5H 6H') },
      },
      tops: cards('10C 2C QH 4C 6D JS KD AD 3D'),
    };
    expect(replayRecord(record([{ play: '7♥', on: 1, take: 8 }]))).toEqual(expected);
    expect(replayRecord(record([{ play: '7h', on: 1, take: 8 }], { deck: letters }))).toEqual(expected);
  });

  it("alternates the players: the second move is p2's", () => {
    const out = replayRecord(
      record([
        { play: '7H', on: 1, take: 8 },
        { play: '4H', on: 0, take: 3 },
      ]),
    );
    expect(out).toMatchObject({
      finished: false,
      toMove: 'p1',
      tops: cards('4H 2C QH KS 6D JS KD AD 3D'),
    });
  });

  it.each([
    ['not an object', 'threedom', /not a Threedom record/],
    ['another game', { game: 'rummy', deck, moves: [] }, /not a Threedom record: game/],
    ['no moves', { game: 'threedom', deck }, /not a Threedom record: moves/],
    ['a short deck', record([], { deck: deck.slice(1) }), /deck: has 51 cards/],
    ['a card twice', record([], { deck: [...deck.slice(1), deck[2]] }), /^deck: 10♣ appears twice$/],
    ['a Joker', record([], { deck: [...deck.slice(1), 'Joker'] }), /deck: Joker is not in the 52-card pack/],
    ['a non-card', record([], { deck: [...deck.slice(1), 'ZZ'] }), /deck: "ZZ" is not a card/],
    ['a pile off the grid', record([{ play: '7H', on: 9, take: 8 }]), /moves\[0\]\.on/],
    ['a pile that is not an integer', record([{ play: '7H', on: '1', take: 8 }]), /moves\[0\]\.on/],
    ['an unknown key', record([{ play: '7H', on: 1, take: 8, by: 'p1' }]), /moves\[0\]/],
    ['an unreadable card', record([{ play: 'ZZ', on: 1, take: 8 }]), /^move 1: "ZZ" is not a card$/],
    ['a Joker played', record([{ play: 'joker', on: 1, take: 8 }]), /^move 1: there is no Joker in Threedom$/],
    ['a card not in hand', record([{ play: 'QH', on: 1, take: 8 }]), /^move 1: Q♥ is not in p1's hand\.$/],
    [
      'taking from the pile just played on',
      record([
        { play: '7H', on: 1, take: 8 },
        { play: '4H', on: 3, take: 3 },
      ]),
      /^move 2: p2 can't take from pile 3 \(middle left\): it is the pile just played on\.$/,
    ],
    ['a move by the wrong player', record([{ play: '4H', on: 1, take: 8 }]), /^move 1: 4♥ is not in p1's hand\.$/],
  ])('rejects %s', (_, input, error) => {
    const out = replayRecord(input);
    expect(Object.keys(out)).toEqual(['error']);
    expect(out.error).toMatch(error);
  });

  it('never throws, whatever the input', () => {
    const anyCard = fc.oneof(fc.constantFrom(...deck), fc.string({ maxLength: 4 }));
    const move = fc.record({
      play: anyCard,
      on: fc.integer({ min: -1, max: 9 }),
      take: fc.integer({ min: -1, max: 9 }),
    });
    fc.assert(
      fc.property(
        fc.oneof(
          fc.anything(),
          fc.record({ game: fc.constant('threedom'), deck: fc.constant(deck), moves: fc.array(move) }),
        ),
        (input) => {
          const out = replayRecord(input);
          expect('error' in out ? Object.keys(out) : Object.keys(out).length).toEqual('error' in out ? ['error'] : 5);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('replays the fixture records to their expected lines', () => {
    const read = (name: string) =>
      readFileSync(new URL(`../fixtures/threedom/${name}`, import.meta.url), 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line));
    const records = read('records.jsonl');
    const expected = read('records.expected.jsonl');
    expect(records.length).toBe(expected.length);
    expect(records.map(replayRecord)).toEqual(expected);
  });
});
