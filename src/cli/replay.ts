/**
 * `replay [FILE|-]`: replays game records (docs/records.md) and prints exactly one
 * JSON line per record, in input order. Input is one record (possibly spread over
 * several lines) or JSON Lines; blank lines are ignored; a line that is not JSON
 * is a malformed record and gets an error line like any other bad record.
 */
import { replayRecord } from '../games/replay.ts';
import type { Command } from './command.ts';
import { eachRecord, recordsCommand } from './records-command.ts';

const help = `Usage: npm run --silent cli -- replay [FILE|-]

Replays game records and prints one JSON line per record, in order.
Reads FILE, or standard input when FILE is "-" or absent. The input is one
JSON record, or JSON Lines (one record per line; blank lines are ignored).

A legal record prints its result, e.g.
  {"finished":true,"seats":{"nondealer":{"cards":[...],"combinations":[...],
   "combinationPoints":12,"cardsTaken":10,"score":168},"dealer":{...}},"misere":null}
a record that stops early prints "finished":false and "toMove", and a bad one
prints {"error":"<reason>"}. The exit status is 1 if any record was bad
(after every line has been printed), 2 for a usage error, otherwise 0.

Example:
  echo '{"game":"abstrac","variant":"classic","layout":[...],"first":"nondealer","takes":[3,3]}' \\
    | npm run --silent cli -- replay
`;

/** The outputs for a whole input, one per record. */
export function replayInput(text: string): Record<string, unknown>[] {
  return eachRecord(text, replayRecord);
}

export const replay: Command = recordsCommand({
  name: 'replay',
  summary: 'replay game records (one, or JSON Lines) and print one JSON result line each',
  help,
  perRecord: replayRecord,
});
