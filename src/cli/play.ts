/**
 * `play`: the computer's move for a seat's view, one JSON line in, one JSON line out, so another
 * program can drive it interactively (like a chess engine over UCI). Each input line is
 *   {"game":"abstrac"|"threedom"|"rummy","level":"strong","seed":1,"view":{…the seat's view, as viewFor returns it…}}
 * and each answer is {"move":…} in the records' notation of that game (docs/records.md), or
 * {"error":"<reason>"}. A bad line never stops it; each answer is written as soon as it is known.
 */
import { createInterface } from 'node:readline';
import { z } from 'zod';
import { describeIssue } from '../engine/records-common.ts';
import { DEFINITIONS } from '../games/definitions.ts';
import { PLAYERS } from '../solver/players.ts';
import { type CliIO, type Command, usageError } from './command.ts';

const help = `Usage: npm run --silent cli -- play

Reads JSON lines from standard input, each a seat's view and the computer level to play it:
  {"game":"abstrac"|"threedom"|"rummy","level":"strong","seed":1,"view":{...}}
("view" is what the seat may see, as the engine's viewFor returns it; "seed" makes the choice
reproducible) and prints one JSON line per input line, as soon as it is decided:
  {"move":{"take":2}} or {"move":{"first":"dealer"}} (Abstrac)
  {"move":{"play":"Q♥","on":4,"take":7}}          (Threedom)
  {"move":{"draw":"stock"}}                        (Rummy: draw, meld, layoff or discard)
or {"error":"<reason>"} for a line that is not a request or a view where the seat cannot move.
Abstrac hides nothing: its view is the deal as records write it (variant, layout, first and takes,
first and takes one list per half begun) with "seat" and "toMove" ("nondealer" or "dealer") and,
optionally, "taken" (each seat's cards this half). Threedom's view may carry the round's public
memory ("covered", "opponentTaken", "claims"); a view without it is still read.
A view is refused, with the reason, when it shows what the seat may not see (another seat's hand,
the face-down stock or draw pile) or cannot be true (a card twice, more or fewer cards than the
pack, a hand of the wrong size, a take or claim the rules do not allow).
Blank lines are ignored. Levels: casual and strong (offered on Discord; Abstrac also perfect), and fixed, versioned
yardsticks to measure players against:
  greedy2  (both games) the straightforward greedy player. Rummy: takes the discard when it melds
           or lays off, lays down the largest meld first, lays off, discards the highest card not
           in a pair or near-sequence. Threedom: the turn that surely claims the most points, and
           of those the one that leaves the opponent least to claim next turn.
  expert   (Rummy) a careful rule-based player: least deadwood counting only partial melds a
           live card can complete, never feeding what the others were seen to take.
  strong1  (Rummy) the strong level before its expert-guided search, kept for comparison.
  greedy, heuristic, random: older baselines (Rummy greedy takes only what it melds and throws
           its highest card; Threedom greedy breaks ties at random; heuristic is the one-move
           judgement the strong search starts from).
The exit status is 1 if any line was bad (after every line is answered), otherwise 0.

Example:
  echo '{"game":"threedom","level":"strong","seed":1,"view":{...}}' | npm run --silent cli -- play
`;

/** Per game that plays from a seat's view: the view's schema and the move in the records' notation. */
const GAMES = new Map(DEFINITIONS.flatMap((game) => (game.play ? [[game.id, game.play] as const] : [])));

const request = z.object({
  game: z.enum([...GAMES.keys()] as [string, ...string[]]),
  level: z.string(),
  seed: z.number().int(),
  view: z.unknown(),
});

/** The answer to one input line. */
export function playLine(line: string): Record<string, unknown> {
  let json: unknown;
  try {
    json = JSON.parse(line);
  } catch (error) {
    return { error: `malformed JSON: ${(error as Error).message}` };
  }
  const req = request.safeParse(json);
  if (!req.success) return { error: describeIssue(req.error) };
  const { game, level, seed, view } = req.data;
  const rules = GAMES.get(game);
  if (!rules) return { error: `no computer player for ${game}` };
  const parsed = rules.view.safeParse(view);
  if (!parsed.success) {
    const where = parsed.error.issues[0]?.path.length ? 'view.' : 'view: ';
    return { error: `${where}${describeIssue(parsed.error)}` };
  }
  const seat = parsed.data;
  if (seat.toMove !== seat.seat) return { error: `it is not seat ${seat.seat}'s turn (toMove: ${seat.toMove})` };
  const player = PLAYERS[game];
  if (!player) return { error: `no computer player for ${game}` };
  try {
    return { move: rules.notation(player(level, seat, seed)) };
  } catch (error) {
    return { error: (error as Error).message };
  }
}

/** The input's lines as they arrive (standard input by default), or all at once from `readStdin`. */
async function* inputLines(io: CliIO): AsyncIterable<string> {
  if (io.lines) {
    yield* io.lines();
    return;
  }
  for (const line of (await io.readStdin()).split(/\r?\n/)) yield line;
}

/** Standard input a line at a time, for the real CLI. */
export function stdinLines(): AsyncIterable<string> {
  return createInterface({ input: process.stdin, crlfDelay: Number.POSITIVE_INFINITY });
}

export const play: Command = {
  name: 'play',
  summary: "the computer's move for a seat's view (JSON lines in and out, answered one by one)",
  help,
  async run(args, io) {
    if (args.includes('--help') || args.includes('-h')) {
      io.out(help);
      return 0;
    }
    if (args.length > 0) return usageError(io, 'play', `takes no arguments (got ${args.join(' ')})`);
    let bad = false;
    for await (const line of inputLines(io)) {
      if (line.trim() === '') continue;
      const answer = playLine(line);
      if ('error' in answer) bad = true;
      io.out(`${JSON.stringify(answer)}\n`);
    }
    return bad ? 1 : 0;
  },
};
