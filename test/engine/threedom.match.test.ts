import { describe, expect, it } from 'vitest';
import { applyMove, legalMoves, resign, setup, toMove, viewFor } from '../../src/games/threedom/engine/index.ts';
import type { ThreedomState } from '../../src/games/threedom/engine/types.ts';
import { round, turn } from '../fixtures/threedom/build.ts';

describe('a game to 500', () => {
  /** A game whose current round ends on p1's next quiet turn with the given round points. */
  function nearEnd(scores: [number, number], collected: { p1: string; p2: string }): ThreedomState {
    const game = setup({}, 7);
    const current = round({
      piles: ['7S', '2C', '7D', '4C', '6D 8H', 'JS', 'KD', 'AD 9H', '3D 5S'],
      p1: '7H 2H 3H',
      p2: '4H 5H 6H',
      draw: '8C 10C',
      turnsWithoutClaim: 39,
      collected,
    });
    return { ...game, scores, current };
  }

  it('alternates the start and keeps playing rounds below the target', () => {
    const game = nearEnd([0, 0], { p1: 'QC', p2: '2D' });
    const result = applyMove(game, 0, turn('2H', 3, 8));
    if (!result.ok) throw new Error(result.reason);
    expect(result.state).toMatchObject({
      round: 1,
      starter: 1,
      scores: [10, 5],
      winner: null,
    });
    expect(result.state.history).toEqual([{ starter: 0, ended: 'no-claims', points: [10, 5] }]);
    expect(result.events.slice(-2)).toEqual([
      { type: 'round-scored', round: 0, points: [10, 5], scores: [10, 5] },
      { type: 'round-started', round: 1, starter: 1 },
    ]);
    expect(toMove(result.state)).toBe(1);
    expect(legalMoves(result.state, 0)).toEqual([]);
    expect(legalMoves(result.state, 1)).toHaveLength(216);
  });

  it('plays another round on a tie at the target', () => {
    const result = applyMove(nearEnd([490, 495], { p1: 'QC', p2: '2D' }), 0, turn('2H', 3, 8));
    expect(result).toMatchObject({
      ok: true,
      state: { scores: [500, 500], winner: null, round: 1 },
    });
  });

  it('ends with the higher total once someone reaches the target', () => {
    const result = applyMove(nearEnd([490, 495], { p1: 'QC', p2: 'AS' }), 0, turn('2H', 3, 8));
    if (!result.ok) throw new Error(result.reason);
    expect(result.state).toMatchObject({
      scores: [500, 510],
      winner: 1,
      round: 0,
    });
    expect(result.events.at(-1)).toEqual({
      type: 'game-over',
      winner: 1,
      scores: [500, 510],
    });
    expect(toMove(result.state)).toBeNull();
    expect(applyMove(result.state, 1, turn('4H', 0, 1))).toMatchObject({
      ok: false,
      code: 'threedom/game-over',
    });
  });

  it('maps seats to rounds: the first starter option is p1 of round one', () => {
    const game = setup({ firstStarter: 1, target: 300 }, 99);
    expect(toMove(game)).toBe(1);
    expect(game.target).toBe(300);
    expect(applyMove(game, 0, legalMoves(game, 1)[0] as never)).toMatchObject({
      code: 'threedom/not-your-turn',
    });
  });

  it('hides the opponent hand, the draw pile and the cards under the tops', () => {
    const game = setup({}, 5);
    const view = viewFor(game, 1);
    expect(view.hand).toEqual(game.current.hands.p2);
    expect(view.opponentHandSize).toBe(3);
    expect(view.drawPileSize).toBe(10);
    expect(view.pileSizes).toEqual(Array(9).fill(4));
    const text = JSON.stringify(view);
    for (const hidden of [...game.current.hands.p1, ...game.current.drawPile]) expect(text).not.toContain(hidden);
  });

  it('ends when a seat resigns or is forfeited, the other seat winning', () => {
    const game = setup({}, 8);
    const result = resign(game, 0);
    expect(result).toMatchObject({ ok: true, state: { winner: 1, resigned: { seat: 0, how: 'resigned' } } });
    if (!result.ok) return;
    expect(result.events).toEqual([{ type: 'game-over', winner: 1, scores: [0, 0], resigned: 0 }]);
    expect(toMove(result.state)).toBeNull();
    expect(resign(result.state, 1, 'forfeited')).toMatchObject({ ok: false, code: 'threedom/game-over' });
  });
});
