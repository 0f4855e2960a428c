import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type SuitedCard, standardPack } from '../../src/cards/card.ts';
import { replayRecord } from '../../src/games/rummy/engine/index.ts';
import { cards } from '../fixtures/rummy/build.ts';

// Two players, dealer 1: seat 0 is dealt the even cards and moves first.
const seat0 = cards('7S 7H 7D AC 2C 3C 4C 9D 10D JD');
const seat1 = cards('KS QS JH 5H 2D 3S 8S 6C 9H 4D');
const dealt = seat0.flatMap((c, i) => [c, seat1[i] as SuitedCard]);
const rest = standardPack().filter((c) => !dealt.includes(c) && c !== '5♠' && c !== 'Q♦');
const deck = [...dealt, '5♠', 'Q♦', ...rest];
const record = (moves: unknown[], overrides: Record<string, unknown> = {}) => ({
  game: 'rummy',
  players: 2,
  dealer: 1,
  deck,
  moves,
  ...overrides,
});
const rummyOut = [
  { draw: 'stock' },
  { meld: ['9D', '10D', 'JD', 'QD'] },
  { meld: ['4C', 'AC', '3C', '2C'] },
  { meld: ['7♠', '7♥', '7♦'] },
];

describe('Rummy replay', () => {
  it('prints the deal of a record with no moves, keys in the documented order', () => {
    const out = replayRecord(record([]));
    expect(Object.keys(out)).toEqual([
      'finished',
      'winner',
      'rummy',
      'payments',
      'hands',
      'melds',
      'toMove',
      'stockTurns',
    ]);
    expect(out).toEqual({
      finished: false,
      winner: null,
      rummy: false,
      payments: [0, 0],
      hands: [seat0, seat1],
      melds: [],
      toMove: 0,
      stockTurns: 0,
    });
  });

  it('replays a rummy: going out by melding everything, paid double, melds sorted in table order', () => {
    expect(replayRecord(record(rummyOut))).toEqual({
      finished: true,
      winner: 0,
      rummy: true,
      payments: [134, -134],
      hands: [[], seat1],
      melds: [cards('9D 10D JD QD'), cards('AC 2C 3C 4C'), cards('7S 7H 7D')],
      toMove: 1,
      stockTurns: 0,
    });
  });

  it('replays turns in progress, with draws appended to the hand', () => {
    const out = replayRecord(record([{ draw: 'stock' }, { discard: '9♦' }, { draw: 'discard' }, { discard: 'KS' }]));
    expect(out).toMatchObject({ finished: false, winner: null, toMove: 0, payments: [0, 0], melds: [] });
    expect(out.hands).toEqual([cards('7S 7H 7D AC 2C 3C 4C 10D JD QD'), [...seat1.slice(1), '9♦']]);
  });

  it('turns the discard pile over, oldest card first, and ends with no winner at the third run-out', () => {
    // Six players, dealer 0: 36 dealt, one discard, 15 in the stock. Everyone draws and throws the card back.
    const pack = standardPack();
    const drawAndThrow = (turns: number) => {
      const moves: unknown[] = [];
      const replay = { game: 'rummy', players: 6, dealer: 0, deck: pack, moves };
      for (let t = 0; t < turns; t++) {
        moves.push({ draw: 'stock' });
        const out = replayRecord(replay) as { hands: string[][]; toMove: number };
        const hand = out.hands[out.toMove] as string[];
        moves.push({ discard: hand.at(-1) });
      }
      return { replay, moves };
    };
    const firstTurnOver = drawAndThrow(16);
    const out = replayRecord(firstTurnOver.replay) as { hands: string[][]; stockTurns: number };
    expect(out.stockTurns).toBe(1);
    expect(firstTurnOver.moves.at(-1)).toEqual({ discard: pack[36] });

    const exhausted = drawAndThrow(47);
    expect(replayRecord(exhausted.replay)).toMatchObject({
      finished: true,
      winner: null,
      rummy: false,
      payments: [0, 0, 0, 0, 0, 0],
      toMove: 0,
      stockTurns: 2,
    });
    exhausted.moves.push({ draw: 'stock' });
    expect(replayRecord(exhausted.replay)).toEqual({ error: 'move 95: the hand is already over' });
  });

  it.each([
    ['not an object', [], /^not a Rummy record/],
    ['another game', { ...record([]), game: 'threedom' }, /^not a Rummy record: game/],
    ['seven players', record([], { players: 7 }), /^not a Rummy record: players/],
    ['a dealer who is not a seat', record([], { dealer: 2 }), /^not a Rummy record: dealer/],
    ['a short deck', record([], { deck: deck.slice(1) }), /^deck: has 51 cards/],
    ['a card twice', record([], { deck: [...deck.slice(1), deck[1]] }), /^deck: K♠ appears twice$/],
    ['an unknown draw', record([{ draw: 'deck' }]), /^not a Rummy record: moves\[0\]/],
    ['a move with two actions', record([{ draw: 'stock', discard: 'QD' }]), /^not a Rummy record: moves\[0\]/],
    ['a lay-off without a meld', record([{ draw: 'stock' }, { layoff: '8S' }]), /^not a Rummy record: moves\[1\]/],
    ['an unreadable card', record([{ draw: 'stock' }, { discard: 'XX' }]), /^move 2: "XX" is not a card$/],
    ['a Joker', record([{ draw: 'stock' }, { discard: 'Joker' }]), /^move 2: there is no Joker in Rummy$/],
    [
      'a meld naming a card twice',
      record([{ draw: 'stock' }, { meld: ['7S', '7S', '7H'] }]),
      /^move 2: meld: 7♠ appears twice$/,
    ],
    ['a card not in hand', record([{ draw: 'stock' }, { discard: 'KS' }]), /^move 2: K♠ is not in seat 0's hand\.$/],
    ['a discard before drawing', record([{ discard: '9D' }]), /^move 1: Draw a card first/],
    ['a draw twice', record([{ draw: 'stock' }, { draw: 'discard' }]), /^move 2: seat 0 already drew this turn/],
    [
      'no discard before the next draw',
      record([{ draw: 'stock' }, { meld: ['7S', '7H', '7D'] }, { draw: 'stock' }]),
      /^move 3: seat 0 already drew this turn: meld, lay off or discard\.$/,
    ],
    [
      'discarding the card taken from the discard pile',
      record([{ draw: 'discard' }, { discard: '5S' }]),
      /^move 2: seat 0 can't discard the 5♠ just taken from the discard pile\.$/,
    ],
    [
      'an illegal meld',
      record([{ draw: 'stock' }, { meld: ['AC', '2C', '4C'] }]),
      /^move 2: That is not a meld: A♣ 2♣ 4♣ is not a sequence/,
    ],
    ['a lay-off on no meld', record([{ draw: 'stock' }, { layoff: '7S', meld: 0 }]), /^move 2: There is no meld 0/],
    [
      'a lay-off that does not fit',
      record([{ draw: 'stock' }, { meld: ['7S', '7H', '7D'] }, { layoff: 'AC', meld: 0 }]),
      /^move 3: A♣ does not fit meld 0 \(7♠ 7♥ 7♦\)\.$/,
    ],
    ['a move after the hand is over', record([...rummyOut, { draw: 'stock' }]), /^move 5: the hand is already over$/],
  ])('rejects %s', (_, input, error) => {
    const out = replayRecord(input);
    expect(Object.keys(out)).toEqual(['error']);
    expect(out.error).toMatch(error);
  });

  it('never throws, whatever the input', () => {
    const anyCard = fc.oneof(fc.constantFrom(...deck), fc.string({ maxLength: 4 }));
    const move = fc.oneof(
      fc.record({ draw: fc.constantFrom('stock', 'discard', 'deck') }),
      fc.record({ meld: fc.array(anyCard, { maxLength: 5 }) }),
      fc.record({ layoff: anyCard, meld: fc.integer({ min: -1, max: 3 }) }),
      fc.record({ discard: anyCard }),
    );
    fc.assert(
      fc.property(
        fc.oneof(
          fc.anything(),
          fc.record({
            game: fc.constant('rummy'),
            players: fc.integer({ min: 1, max: 7 }),
            dealer: fc.integer({ min: -1, max: 6 }),
            deck: fc.constant(deck),
            moves: fc.array(move),
          }),
        ),
        (input) => {
          const out = replayRecord(input);
          expect('error' in out ? Object.keys(out) : Object.keys(out).length).toEqual('error' in out ? ['error'] : 8);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('replays the fixture records to their expected lines', () => {
    const read = (name: string) =>
      readFileSync(new URL(`../fixtures/rummy/${name}`, import.meta.url), 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line));
    const records = read('records.jsonl');
    const expected = read('records.expected.jsonl');
    expect(records.length).toBe(expected.length);
    expect(records.map(replayRecord)).toEqual(expected);
  });
});
