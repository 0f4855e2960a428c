import { describe, expect, it } from 'vitest';
import { standardPack } from '../../src/cards/card.ts';
import {
  applyTurn,
  cardPoints,
  dealRound,
  isSet,
  roundLegalMoves,
  topsOf,
} from '../../src/games/threedom/engine/index.ts';
import type { RoundState } from '../../src/games/threedom/engine/types.ts';
import { card, cards, round, turn } from '../fixtures/threedom/build.ts';

function play(state: RoundState, ...moves: ReturnType<typeof turn>[]) {
  let current = state;
  const events = [];
  for (const move of moves) {
    const result = applyTurn(current, current.toMove, move);
    if (!result.ok) throw new Error(result.reason);
    current = result.state;
    events.push(...result.events);
  }
  return { state: current, events };
}

describe('the set test', () => {
  it.each([
    ['7S 7H 7D', true],
    ['AS AH AC', true],
    ['9H 10H JH', true],
    ['JH 10H 9H', true],
    ['9H JH 10H', false],
    ['AS 2S 3S', true],
    ['3S 2S AS', true],
    ['QS KS AS', true],
    ['AS KS QS', true],
    ['KS AS 2S', false],
    ['2S AS KS', false],
    ['AS 2S 4S', false],
    ['7S 8H 9S', false],
    ['7S 7H 8D', false],
    ['5C 5C 6C', false],
  ])('%s is a set: %s', (line, expected) => {
    const [a, b, c] = cards(line) as [never, never, never];
    expect(isSet(a, b, c)).toBe(expected);
  });

  it.each([
    ['2S', 5],
    ['9H', 5],
    ['10D', 10],
    ['JC', 10],
    ['QS', 10],
    ['KH', 10],
    ['AD', 15],
  ])('%s scores %i', (c, points) => {
    expect(cardPoints(card(c))).toBe(points);
  });
});

describe('the deal', () => {
  it('follows the record order: piles of four (last on top), p1, p2, then the draw pile', () => {
    const pack = standardPack();
    const r = dealRound(pack);
    expect(r.piles[0]).toEqual(cards('AS 2S 3S 4S'));
    expect(topsOf(r.piles)).toEqual(cards('4S 8S QS 3H 7H JH 2D 6D 10D'));
    expect(r.hands).toEqual({ p1: cards('JD QD KD'), p2: cards('AC 2C 3C') });
    expect(r.drawPile).toEqual(cards('4C 5C 6C 7C 8C 9C 10C JC QC KC'));
    expect(r.toMove).toBe('p1');
  });

  it('offers 3 cards x 9 piles x 8 other piles = 216 turns', () => {
    expect(roundLegalMoves(dealRound(standardPack()), 'p1')).toHaveLength(216);
    expect(roundLegalMoves(dealRound(standardPack()), 'p2')).toHaveLength(0);
  });
});

describe('a turn', () => {
  // Tops before the turn: 7♠ 2♣ 7♦ / 4♣ 8♥ J♠ / K♦ 9♥ 5♠: no set yet.
  const overlapping = round({
    piles: ['10C 7S', '2C', 'QH 7D', '4C', '6D 8H', 'JS', 'KD', 'AD 9H', '3D 5S'],
    p1: '7H 2H 3H',
    p2: '4H 5H 6H',
    draw: '8C 9C',
  });

  it('plays, takes, and claims overlapping sets together, each shared card once', () => {
    const { state, events } = play(overlapping, turn('7H', 1, 8));
    expect(state.collected.p1).toEqual(cards('7S 7H 7D 8H 9H'));
    expect(state.hands.p1).toEqual(cards('2H 3H 5S'));
    expect(topsOf(state.piles)).toEqual(cards('10C 2C QH 4C 6D JS KD AD 3D'));
    expect(state.turnsWithoutClaim).toBe(0);
    expect(state.toMove).toBe('p2');
    const claim = events.find((e) => e.type === 'claimed');
    expect(claim).toMatchObject({
      player: 'p1',
      cards: cards('7S 7H 7D 8H 9H'),
      points: 25,
    });
    expect(claim?.type === 'claimed' && claim.lines.map((l) => l.name)).toEqual(['top row', 'middle column']);
  });

  it('leaves a set shown by a claim for the next turn, and refills the emptied piles in pile order', () => {
    const start = round({
      piles: ['2C 7S', '2D', '2H 7D', '4C', '9S', '8C JD', 'KH', '6S', '3D QC'],
      p1: '7H AS AH',
      p2: '10S AC AD',
      draw: '4H 5D 6H 8D',
    });
    const first = play(start, turn('7H', 1, 8));
    expect(first.state.collected.p1).toEqual(cards('7S 7H 7D'));
    expect(topsOf(first.state.piles).slice(0, 3)).toEqual(cards('2C 2D 2H'));
    const second = play(first.state, turn('10S', 7, 5));
    expect(second.state.collected.p2).toEqual(cards('2C 2D 2H'));
    expect(second.events).toContainEqual({
      type: 'refilled',
      cards: [
        { pile: 0, card: '4♥' },
        { pile: 1, card: '5♦' },
        { pile: 2, card: '6♥' },
      ],
      drawPileLeft: 1,
    });
  });

  it('leaves a set made by refilling for the next player', () => {
    const start = round({
      piles: ['AC 5S', '7D 5H', '9C', '2D', 'JH', '4C', 'KS', '6C 8D', 'QC'],
      p1: '3C 2H 3H',
      p2: '10S 4H 6H',
      draw: '5D 2S 9D',
    });
    const first = play(start, turn('3C', 8, 2));
    expect(first.state.collected.p1).toEqual([]);
    expect(topsOf(first.state.piles).slice(0, 3)).toEqual(cards('5S 5H 5D'));
    expect(first.state.turnsWithoutClaim).toBe(1);
    const second = play(first.state, turn('10S', 6, 7));
    expect(second.state.collected.p2).toEqual(cards('5S 5H 5D'));
    expect(topsOf(second.state.piles).slice(0, 3)).toEqual(cards('AC 7D 2S'));
  });

  it('claims a set dealt on the grid at the end of the first turn, unless the turn breaks it', () => {
    const dealt = round({
      piles: ['2C', '9S', '4D', 'JH', '3S', '6C', 'AC KS', 'AD KH', 'AH KD'],
      p1: '8D 8C 5H',
      p2: '10S 4H 6H',
      draw: '5D 2S 9D',
    });
    expect(play(dealt, turn('8D', 0, 1)).state.collected.p1).toEqual(cards('KS KH KD'));
    expect(play(dealt, turn('8D', 6, 1)).state.collected.p1).toEqual([]);
  });

  it('ends the round at once when the draw pile cannot refill every empty pile', () => {
    const short = round({
      piles: ['7S', '2C', '7D', '4C', '6D 8H', 'JS', 'KD', 'AD 9H', '3D 5S'],
      p1: '7H 2H 3H',
      p2: '4H 5H 6H',
      draw: '8C',
    });
    const { state, events } = play(short, turn('7H', 1, 8));
    expect(state.ended).toBe('draw-pile');
    expect(topsOf(state.piles).slice(0, 3)).toEqual([null, '2♣', null]);
    expect(state.drawPile).toEqual(cards('8C'));
    expect(events.at(-1)).toEqual({
      type: 'round-ended',
      reason: 'draw-pile',
      points: { p1: 25, p2: 0 },
    });
    expect(roundLegalMoves(state, 'p2')).toEqual([]);
    expect(applyTurn(state, 'p2', turn('4H', 0, 1))).toMatchObject({
      ok: false,
      code: 'threedom/round-over',
    });
  });

  it('refills when the draw pile has exactly enough, and plays on with it empty', () => {
    const exact = round({
      piles: ['7S', '2C', '7D', '4C', '6D 8H', 'JS', 'KD', 'AD 9H', '3D 5S'],
      p1: '7H 2H 3H',
      p2: '4H 5H 6H',
      draw: '8C 10C',
    });
    const { state } = play(exact, turn('7H', 1, 8));
    expect(state.ended).toBeNull();
    expect(topsOf(state.piles).slice(0, 3)).toEqual(cards('8C 2C 10C'));
    expect(state.drawPile).toEqual([]);
  });

  it('ends the round after 40 turns in a row without a claim', () => {
    let state = dealRound(standardPack());
    for (let n = 1; n <= 40; n++) {
      expect(state.ended).toBeNull();
      // The first turn that neither claims nor empties a pile.
      let quiet: RoundState | undefined;
      for (const move of roundLegalMoves(state, state.toMove)) {
        const r = applyTurn(state, state.toMove, move);
        if (r.ok && !r.events.some((e) => e.type === 'claimed' || e.type === 'refilled')) {
          quiet = r.state;
          break;
        }
      }
      if (quiet === undefined) throw new Error('no quiet turn');
      state = quiet;
      expect(state.turnsWithoutClaim).toBe(n);
    }
    expect(state.ended).toBe('no-claims');
    expect(state.turns).toBe(40);
  });

  it('resets the stall count with a claim', () => {
    const stalled = { ...overlapping, turnsWithoutClaim: 39 };
    expect(play(stalled, turn('7H', 1, 8)).state).toMatchObject({
      turnsWithoutClaim: 0,
      ended: null,
    });
    expect(play(stalled, turn('2H', 3, 8)).state).toMatchObject({
      turnsWithoutClaim: 40,
      ended: 'no-claims',
    });
  });

  it.each([
    ['a card not in hand', 'p1', turn('4H', 0, 1), 'threedom/not-in-hand', '4♥ is not in your hand.'],
    ['taking from the pile just played on', 'p1', turn('7H', 4, 4), 'threedom/take-from-played-pile', ''],
    ['a move out of turn', 'p2', turn('4H', 0, 1), 'threedom/not-your-turn', 'It is not your turn.'],
    ['a pile off the grid', 'p1', turn('7H', 9, 1), 'threedom/no-such-pile', ''],
    ['a negative pile', 'p1', turn('7H', 0, -1), 'threedom/no-such-pile', ''],
    ['a fractional pile', 'p1', turn('7H', 1.5, 0), 'threedom/no-such-pile', ''],
  ] as const)('rejects %s', (_, player, move, code, reason) => {
    const result = applyTurn(overlapping, player, move);
    expect(result).toMatchObject({ ok: false, code });
    if (!result.ok && reason) expect(result.reason).toBe(reason);
    if (!result.ok) expect(result.reason.length).toBeGreaterThan(10);
  });
});
