/**
 * What Rummy's board tells of the turns (src/games/rummy/module.ts): the last finished turn in
 * words, but never, on a new hand's board, a turn of the hand before, whose melds are gone.
 */
import { describe, expect, it } from 'vitest';
import { viewFor } from '../../src/games/rummy/engine/index.ts';
import { rummy } from '../../src/games/rummy/module.ts';
import type { RummyGameState } from '../../src/games/rummy/schema.ts';
import { rummyMove } from '../../src/games/rummy/solver/player.ts';

describe('Rummy turns on the board', () => {
  it('keeps the last turn within a hand, and starts a new hand with none', () => {
    let s = rummy.setup({ target: 100 } as never, 2, 11) as RummyGameState;
    let handsEnded = 0;
    for (let step = 0; step < 5000 && handsEnded < 3 && !s.finished; step++) {
      const seat = rummy.toMove(s) as number;
      const before = s.hand;
      const result = rummy.apply(s, seat, rummyMove('greedy', viewFor(s, seat), step));
      if (!result.ok) throw new Error(result.reason);
      s = result.state as RummyGameState;
      if (s.hand !== before) {
        handsEnded++;
        expect(s.lastTurn).toEqual([]);
        expect(s.turn).toEqual([]);
      } else if (result.events.some((e) => e.type === 'discarded')) {
        expect(s.lastTurn.length).toBeGreaterThan(0);
      }
    }
    expect(handsEnded).toBeGreaterThan(0);
  });
});
