/** Every variant through the stand-in to the end of its first deal: controls match the engine's legal moves. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dealView, matchView, VARIANTS } from '../../src/games/abstrac/engine/index.ts';
import { startWorld, type World } from '../../src/tools/demo/world.ts';
import type { StandInUser } from '../../src/tools/standin/index.ts';
import { playOne, seededPick, startGame } from './play.ts';
import { abstracGame, namesOf } from './sessions.ts';

let w: World;
beforeAll(async () => {
  w = await startWorld({ players: ['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7', 'p8'] });
});
afterAll(async () => {
  await w?.close();
});

describe.each(VARIANTS)('%s', (variant) => {
  it('plays to the end of a deal with controls for the legal moves only', async () => {
    const n = VARIANTS.indexOf(variant) * 2;
    const [a, b] = [w.users[n], w.users[n + 1]] as [StandInUser, StandInUser];
    const { threadId } = await startGame(w, a, b, { variant, deals: 1 });
    let sawSelect = false;
    const pick = seededPick(VARIANTS.indexOf(variant) + 7);
    for (let moves = 0; moves < 200; moves++) {
      const board = w.liveBoard(threadId);
      if (!board) break;
      const game = await abstracGame(w.store, threadId);
      if (!game) throw new Error('no game');
      const view = matchView(game.state);
      const controls = w.choices(board);
      if (view.deal.phase === 'take') {
        expect(controls.map((c) => Number(c.kind === 'select' ? c.value : c.customId.split(':')[4]))).toEqual(
          view.deal.legalTakes,
        );
        if (controls[0]?.kind === 'select') sawSelect = true;
        expect(controls.every((c) => c.kind === (view.deal.legalTakes.length > 5 ? 'select' : 'button'))).toBe(true);
      } else {
        expect(controls.map((c) => c.label)).toEqual(['Play first', 'Play second']);
      }
      await playOne(w, threadId, pick);
    }
    // (A take played for the player, the deal's last, may lead the summary: "ann took 9♠ (the only take).")
    const summary = w.standIn.messages(threadId).find((m) => /(^|\n)Deal 1: /.test(m.text));
    expect(summary?.attachments[0]?.contentType).toBe('image/png');
    const game = await abstracGame(w.store, threadId);
    const deal = game?.state.results[0];
    expect(deal && dealView(deal.deal).phase).toBe('finished');
    expect(summary?.text).toContain(`${namesOf(game)[0]} ${deal?.scores[0]}, ${namesOf(game)[1]} ${deal?.scores[1]}`);
    if (variant === 'unlimited') expect(sawSelect).toBe(true);
  });
});
