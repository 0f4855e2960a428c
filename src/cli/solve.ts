/**
 * `solve [FILE|-]`: the perfect-play value of every legal move of the position a
 * record stops at (records as for `replay`, with the takes so far), one JSON line
 * per record, in input order. Bad records print `{"error":…}` as in `replay`.
 */
import { parseAbstracRecord, replayParsed } from '../games/abstrac/engine/record.ts';
import { solvePosition } from '../games/abstrac/solver/solve.ts';
import type { Command } from './command.ts';
import { eachRecord, recordsCommand } from './records-command.ts';

const help = `Usage: npm run --silent cli -- solve [FILE|-]

Solves the Abstrac position each record stops at, under perfect play by both
sides, and prints one JSON line per record, in order. Reads FILE, or standard
input when FILE is "-" or absent: one JSON record, or JSON Lines (blank lines
are ignored). Records are those "replay" reads, with the takes so far.

A value is the final deal score of the player to move minus the other's
(fullpack: of the current half only). A position where someone takes prints
  {"toMove":"dealer","value":14,"best":[1,3],"takes":{"1":14,"2":-6,"3":14}}
"takes" gives the value of every legal take, "best" every take reaching "value".
A record without "first" (for fullpack: a half not yet begun) stops at the
nondealer's choice of who plays first; it prints, for the nondealer, the value
of each seat playing first:
  {"toMove":"nondealer","choice":true,"value":14,"best":["dealer"],"first":{"nondealer":-14,"dealer":14}}
A finished deal prints {"toMove":null,"finished":true,"totals":{"nondealer":…,"dealer":…}}.
A bad record prints {"error":"<reason>"}. The exit status is 1 if any record
was bad (after every line has been printed), 2 for a usage error, otherwise 0.

Example:
  echo '{"game":"abstrac","variant":"classic","layout":[...],"first":"nondealer","takes":[3,3]}' \\
    | npm run --silent cli -- solve
`;

/** The output line of one parsed JSON record. */
export function solveRecord(record: unknown): Record<string, unknown> {
  if (typeof record !== 'object' || record === null || Array.isArray(record)) {
    return { error: 'a record is a JSON object, e.g. {"game":"abstrac",…}' };
  }
  const game = (record as { game?: unknown }).game;
  if (game !== 'abstrac') {
    return {
      error: `solve reads Abstrac records only (game: ${JSON.stringify(game ?? null)})`,
    };
  }
  const parsed = parseAbstracRecord(record);
  if (!parsed.ok) return { error: parsed.reason };
  const replayed = replayParsed(parsed);
  if (!replayed.ok) return { error: replayed.reason };
  try {
    return { ...solvePosition(replayed.state) };
  } catch (error) {
    // A throw is a solver bug; still one readable line per record.
    return {
      error: `internal error solving this record: ${(error as Error).message}`,
    };
  }
}

/** The outputs for a whole input: one record (possibly pretty-printed) or JSON Lines. */
export function solveInput(input: string): Record<string, unknown>[] {
  return eachRecord(input, solveRecord);
}

export const solve: Command = recordsCommand({
  name: 'solve',
  summary: 'the perfect-play value of every legal move of Abstrac positions (one JSON line per record)',
  help,
  perRecord: solveRecord,
});
