/**
 * `npm run cli -- play`: the real CLI spawned and driven a line at a time (each answer arrives
 * before the next line is written, like a UCI engine), a legal move in the records' notation for a
 * Threedom and a Rummy view, and bad lines answered with a reason without stopping it.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { describe, expect, it } from 'vitest';
import { playLine } from '../../src/cli/play.ts';
import * as rummy from '../../src/games/rummy/engine/index.ts';
import * as threedom from '../../src/games/threedom/engine/index.ts';

const threedomState = threedom.setup({}, 5);
const threedomRequest = { game: 'threedom', level: 'strong', seed: 1, view: threedom.viewFor(threedomState, 0) };
const rummyState = rummy.setup({ players: 2 }, 5);
const rummySeat = rummy.toMove(rummyState) as number;
const rummyRequest = { game: 'rummy', level: 'strong', seed: 1, view: rummy.viewFor(rummyState, rummySeat) };

describe('play, spawned and driven interactively', () => {
  it('answers each line as it comes: two legal moves, then an error line, and exits 1 at the end', async () => {
    const child = spawn(join('node_modules', '.bin', 'tsx'), ['src/cli/main.ts', 'play'], { stdio: 'pipe' });
    const answers = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
    const ask = async (line: string) => {
      child.stdin.write(`${line}\n`);
      const next = await answers.next();
      return JSON.parse(next.value as string);
    };

    const first = await ask(JSON.stringify(threedomRequest));
    const legal = threedom.legalMoves(threedomState, 0).map(({ play, on, take }) => ({ play, on, take }));
    expect(legal).toContainEqual(first.move);

    const second = await ask(JSON.stringify(rummyRequest));
    expect(rummy.legalMoves(rummyState, rummySeat).map(rummy.toRecordMove)).toContainEqual(second.move);

    expect(await ask('{"game":"threedom", oops')).toEqual({ error: expect.stringMatching(/^malformed JSON/) });
    const exit = new Promise<number | null>((resolve) => child.on('exit', resolve));
    child.stdin.end();
    expect(await exit).toBe(1);
  }, 60_000);
});

describe('play, one line', () => {
  it('is the computer player of that level: the same move for the same seed', () => {
    const line = JSON.stringify(threedomRequest);
    expect(playLine(line)).toEqual(playLine(line));
    expect(playLine(JSON.stringify({ ...threedomRequest, level: 'greedy' }))).toHaveProperty('move');
  });

  it('refuses with a reason: an unknown game or level, a view that does not add up, not the seat to move', () => {
    expect(playLine(JSON.stringify({ ...threedomRequest, game: 'chess' })).error).toMatch(/^game:/);
    expect(playLine(JSON.stringify({ ...threedomRequest, level: 'perfect' })).error).toMatch(/no Threedom level/);
    const view = threedomRequest.view;
    const doubled = { ...view, tops: [view.hand[0], ...view.tops.slice(1)] };
    expect(playLine(JSON.stringify({ ...threedomRequest, view: doubled })).error).toMatch(/^view: 6♦ is shown twice/);
    const short = { ...view, drawPileSize: 3 };
    expect(playLine(JSON.stringify({ ...threedomRequest, view: short })).error).toMatch(
      /^view: the cards add up to 45, not 52/,
    );
    const waiting = threedom.viewFor(threedomState, 1);
    expect(playLine(JSON.stringify({ ...threedomRequest, view: waiting })).error).toMatch(/not seat 1's turn/);
    const badCard = { ...rummyRequest.view, hand: ['Z♠', ...rummyRequest.view.hand.slice(1)] };
    expect(playLine(JSON.stringify({ ...rummyRequest, view: badCard })).error).toMatch(
      /view.hand\[0\]: "Z♠" is not a card/,
    );
  });

  it('refuses a view that holds what the seat may not know, for every game', () => {
    const opponentHand = { ...threedomRequest.view, opponentHand: ['2♣', '3♣', '4♣'] };
    expect(playLine(JSON.stringify({ ...threedomRequest, view: opponentHand })).error).toMatch(/opponentHand/);
    const rummyView = rummyRequest.view;
    const stock = { ...rummyView, stock: Array.from({ length: rummyView.stockSize }, (_, i) => `${i}`) };
    expect(playLine(JSON.stringify({ ...rummyRequest, view: stock })).error).toMatch(/^view/);
    // The real stock's order, from the engine's own state, never turned over: hidden, so refused.
    const hidden = { ...rummyView, stock: rummyState.current.stock };
    expect(playLine(JSON.stringify({ ...rummyRequest, view: hidden })).error).toMatch(
      /^view.stock: the stock is face down/,
    );
  });
});
