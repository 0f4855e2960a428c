/**
 * `render [FILE|-] [--out DIR] [--no-gif] [--delay MS] [--theme NAME]`: a record drawn as the
 * pictures the bot posts (src/session/record-frames.ts), one numbered PNG per picture, and an
 * animated GIF of them all (src/render/gif.ts).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { GAMES } from '../games/catalog.ts';
import { encodeGif } from '../render/gif.ts';
import { closeRenderPool } from '../render/pool.ts';
import { THEMES, type ThemeName } from '../render/theme.ts';
import { drawSteps, recordSteps } from '../session/record-frames.ts';
import { type Command, parseOr, readInput, usageError } from './command.ts';

const help = `Usage: npm run --silent cli -- render [FILE|-] [--out DIR] [--no-gif] [--delay MS] [--theme NAME]

Draws one record as the pictures the bot posts in the game's thread: the board
after the deal and after every move, and each round's summary as it ends.
FILE (or standard input when "-" or absent) holds one record: a game record as
/export attaches it (a finished game's; a running game's public record has no
cards to draw, except Abstrac's), or one deal, round or hand (docs/records.md).

Writes DIR/0001.png, DIR/0002.png, … in order and, unless --no-gif, DIR/game.gif
(every picture, --delay ms each, the last one 4 s; it loops). Prints one JSON
line: {"frames":N,"out":"DIR","gif":"DIR/game.gif"}.

Options:
  --out DIR      where to write (default: render); created if missing
  --no-gif       the PNG files only
  --delay MS     how long each picture shows in the GIF (default 1200)
  --theme NAME   classic (default) or fourColour (the four-colour deck)

A bad record prints {"error":"<reason>"} and exits 1; a usage error exits 2.

Example:
  npm run --silent cli -- render threedom-123.json --out frames
`;

export const render: Command = {
  name: 'render',
  summary: 'draw a record as the pictures of every turn (numbered PNG files) and an animated GIF',
  help,
  async run(args, io) {
    const parsed = parseOr(io, 'render', () =>
      parseArgs({
        args,
        options: {
          help: { type: 'boolean', short: 'h' },
          out: { type: 'string', default: 'render' },
          'no-gif': { type: 'boolean', default: false },
          delay: { type: 'string', default: '1200' },
          theme: { type: 'string', default: 'classic' },
        },
        allowPositionals: true,
      }),
    );
    if (typeof parsed === 'number') return parsed;
    const { values, positionals } = parsed;
    if (values.help) {
      io.out(help);
      return 0;
    }
    if (positionals.length > 1) return usageError(io, 'render', 'give at most one FILE');
    const delayMs = Number(values.delay);
    if (!Number.isInteger(delayMs) || delayMs < 20 || delayMs > 60_000) {
      return usageError(io, 'render', '--delay is a whole number of milliseconds, 20 to 60000');
    }
    if (!Object.hasOwn(THEMES, values.theme)) {
      return usageError(io, 'render', `--theme is one of ${Object.keys(THEMES).join(', ')}`);
    }
    const theme = THEMES[values.theme as ThemeName];
    const file = positionals[0] ?? '-';
    const text = await readInput(io, 'render', file);
    if (typeof text === 'number') return text;
    const bad = (reason: string) => {
      io.out(`${JSON.stringify({ error: reason })}\n`);
      return 1;
    };
    let record: unknown;
    try {
      record = JSON.parse(text.replace(/^\uFEFF/, ''));
    } catch (error) {
      return bad(`malformed JSON (render reads one record): ${(error as Error).message}`);
    }
    if (typeof record !== 'object' || record === null || Array.isArray(record)) {
      return bad('a record is a JSON object, e.g. {"game":"abstrac",…}');
    }
    const name = (record as { game?: unknown }).game;
    const game = GAMES.find((g) => g.id === name);
    if (!game) return bad(`unknown game ${JSON.stringify(name)} (one of: ${GAMES.map((g) => g.id).join(', ')})`);
    const steps = recordSteps(game, record as Record<string, unknown>);
    if (!steps.ok) return bad(steps.reason);
    try {
      const pngs = await drawSteps(game, steps.steps, theme);
      await mkdir(values.out, { recursive: true });
      const width = Math.max(4, String(pngs.length).length);
      await Promise.all(
        pngs.map((png, n) => writeFile(join(values.out, `${String(n + 1).padStart(width, '0')}.png`), png)),
      );
      const gif = values['no-gif'] ? null : join(values.out, 'game.gif');
      if (gif)
        await writeFile(gif, await encodeGif(pngs, { background: theme.background, delayMs, lastDelayMs: 4000 }));
      io.out(`${JSON.stringify({ frames: pngs.length, out: values.out, gif })}\n`);
      return 0;
    } finally {
      await closeRenderPool();
    }
  },
};
