/**
 * `cli render`: a short record of every game drawn as numbered PNG files and an animated GIF; the
 * number of pictures is the thread's (a board per deal and per move, a summary in place of the board
 * when a round ends, the final board once the game is over), and every file decodes.
 */
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadImage } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { deriveSeed } from '../../src/cards/random.ts';
import { matchLegalMoves, type Player } from '../../src/games/abstrac/engine/index.ts';
import { legalMoves as rummyLegal } from '../../src/games/rummy/engine/index.ts';
import { legalMoves as threedomLegal } from '../../src/games/threedom/engine/index.ts';
import type { Seat } from '../../src/games/threedom/engine/types.ts';
import { abstrac } from '../../src/games/abstrac/module.ts';
import { gameRecord } from '../../src/session/export.ts';
import { rummy } from '../../src/games/rummy/module.ts';
import type { RummyGameState } from '../../src/games/rummy/schema.ts';
import { threedom } from '../../src/games/threedom/module.ts';
import type { ThreedomGameState } from '../../src/games/threedom/schema.ts';
import type { AnyGame } from '../../src/session/types.ts';
import { run } from './run.ts';

/** The frames of a GIF: its size and how many images it holds, read block by block (GIF89a). */
function gifFrames(gif: Buffer): { width: number; height: number; frames: number; delays: number[] } {
  expect(gif.subarray(0, 6).toString('latin1')).toBe('GIF89a');
  const width = gif.readUInt16LE(6);
  const height = gif.readUInt16LE(8);
  const global = gif[10] as number;
  let at = 13 + (global & 0x80 ? 3 * 2 ** ((global & 7) + 1) : 0);
  const skipSubBlocks = () => {
    while (gif[at] !== 0) at += (gif[at] as number) + 1;
    at++;
  };
  let frames = 0;
  const delays: number[] = [];
  for (;;) {
    const kind = gif[at];
    if (kind === 0x3b) break; // the trailer
    if (kind === 0x21) {
      if (gif[at + 1] === 0xf9) delays.push(gif.readUInt16LE(at + 4) * 10);
      at += 2;
      skipSubBlocks();
    } else if (kind === 0x2c) {
      const packed = gif[at + 9] as number;
      at += 10 + (packed & 0x80 ? 3 * 2 ** ((packed & 7) + 1) : 0) + 1; // descriptor, local table, LZW size
      skipSubBlocks();
      frames++;
    } else throw new Error(`not a GIF block: ${kind} at ${at}`);
  }
  return { width, height, frames, delays };
}

interface Case {
  game: AnyGame;
  options: unknown;
  seats: number;
  moves: number;
  legal(state: unknown, seat: number): unknown[];
}

/** A game's record after `moves` seeded random legal moves (or to its end), with its deal/round count. */
function recordAfter(c: Case, seed: number) {
  let state = c.game.setup(c.options, c.seats, seed);
  let played = 0;
  for (let seat = c.game.toMove(state); seat !== null && played < c.moves; seat = c.game.toMove(state)) {
    const legal = c.legal(state, seat);
    const result = c.game.apply(state, seat, legal[(deriveSeed(seed, played) >>> 0) % legal.length]);
    if (!result.ok) throw new Error(result.reason);
    state = result.state;
    played++;
  }
  const finished = c.game.toMove(state) === null;
  const seats = Array.from({ length: c.seats }, (_, n) => ({ id: `u${n}`, name: `p${n}` }));
  const session = { game: c.game.id, guildId: 'g', parentChannelId: 'c', seats, options: c.options, state };
  const record = gameRecord(c.game, { ...session, createdAt: 0, lastMoveAt: 0, status: 'finished' });
  return { record, played, finished, rounds: record?.rounds.length ?? 0 };
}

const CASES: Case[] = [
  {
    game: abstrac,
    options: abstrac.optionsSchema.parse({ variant: 'suits', deals: 1 }),
    seats: 2,
    moves: 1000,
    legal: (s, seat) => matchLegalMoves(s as never, seat as Player),
  },
  {
    game: threedom,
    options: threedom.optionsSchema.parse({ target: 500 }),
    seats: 2,
    moves: 6,
    legal: (s, seat) => threedomLegal((s as ThreedomGameState).match, seat as Seat),
  },
  {
    game: rummy,
    options: rummy.optionsSchema.parse({}),
    seats: 3,
    moves: 8,
    legal: (s, seat) => rummyLegal(s as RummyGameState, seat),
  },
];

describe.each(CASES)('render: $game.id', (c) => {
  it('draws a board per deal and move, a summary when a round ends, and a GIF of them all', async () => {
    const { record, played, finished, rounds } = recordAfter(c, 21);
    const dir = mkdtempSync(join(tmpdir(), `render-${c.game.id}-`));
    const file = join(dir, 'record.json');
    writeFileSync(file, JSON.stringify(record));
    const out = join(dir, 'frames');
    const { status, out: stdout, err } = await run(['render', file, '--out', out, '--delay', '500']);
    expect(err).toBe('');
    expect(status).toBe(0);
    const frames = rounds + played + (finished ? 1 : 0);
    expect(JSON.parse(stdout)).toEqual({ frames, out, gif: join(out, 'game.gif') });
    const pngs = readdirSync(out).filter((f) => f.endsWith('.png'));
    expect(pngs).toEqual(Array.from({ length: frames }, (_, n) => `${String(n + 1).padStart(4, '0')}.png`));
    let widest = 0;
    let tallest = 0;
    for (const png of pngs) {
      const bytes = readFileSync(join(out, png));
      expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
      const image = await loadImage(bytes);
      widest = Math.max(widest, image.width);
      tallest = Math.max(tallest, image.height);
    }
    const gif = readFileSync(join(out, 'game.gif'));
    const decoded = gifFrames(gif);
    expect(decoded).toMatchObject({ width: widest, height: tallest, frames });
    expect(decoded.delays).toEqual([...Array(frames - 1).fill(500), 4000]);
    expect((await loadImage(gif)).width).toBe(widest);
  });
});

describe('render refuses', () => {
  it('a public record of a running game that has hidden cards, and a bad move, naming them', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'render-bad-'));
    const publicRecord = {
      game: 'threedom',
      players: ['a', 'b'],
      public: true,
      rounds: [{ seats: [0, 1], moves: [] }],
    };
    writeFileSync(join(dir, 'public.json'), JSON.stringify(publicRecord));
    const hidden = await run(['render', join(dir, 'public.json'), '--out', join(dir, 'x')]);
    expect(hidden.status).toBe(1);
    expect(JSON.parse(hidden.out).error).toMatch(/^round 1 has no cards: a public record/);
    const { record } = recordAfter(CASES[1] as Case, 4);
    const round = record?.rounds[0] as { moves: { play: string }[] };
    round.moves.push({ ...(round.moves[0] as { play: string }) });
    writeFileSync(join(dir, 'bad.json'), JSON.stringify(record));
    const bad = await run(['render', join(dir, 'bad.json'), '--no-gif', '--out', join(dir, 'y')]);
    expect(bad.status).toBe(1);
    expect(JSON.parse(bad.out).error).toMatch(/^round 1: move 7: /);
    expect((await run(['render', '--delay', '5'])).status).toBe(2);
  });
});
