/**
 * Abstrac's board says what the last take was on a line of its own, as large as the status line,
 * and a new deal or a new half of the full pack shows no take of the one before.
 */
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { lastTakeLine } from '../../src/games/abstrac/render/board.ts';
import { playout, playUntil, sampleModel } from '../../src/games/abstrac/render/sample-states.ts';

const ctx = createCanvas(1, 1).getContext('2d');

describe('the last take on the board', () => {
  it('names the taker and the cards taken', () => {
    const model = sampleModel(playout('classic', 7, 3));
    const last = model.lastTake;
    if (last === null) throw new Error('no take');
    expect(lastTakeLine(ctx, model, 1000)).toBe(`${model.players[last.seat].name} took ${last.cards.join(' ')}`);
  });

  it('is not shown at a new deal, nor at the start of the second half', () => {
    expect(sampleModel(playout('classic', 7, 0)).lastTake).toBeNull();
    const second = sampleModel(playUntil('fullpack', 3, (v) => v.half === 1));
    expect(second.view.half).toBe(1);
    expect(second.lastTake).toBeNull();
    expect(lastTakeLine(ctx, second, 1000)).toBe('');
  });
});
