/**
 * What `replay` and `solve` share: read FILE or standard input, take it as one
 * record (possibly pretty-printed over several lines) or as JSON Lines, print
 * exactly one JSON line per record in input order, and exit 1 after printing
 * every line if any record was bad (2 for a usage error).
 */
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { type Command, parseOr, usageError } from './command.ts';

export type RecordOutput = Record<string, unknown>;

/** The outputs for a whole input, one per record; text that is not JSON is a malformed record. */
export function eachRecord(text: string, perRecord: (record: unknown) => RecordOutput): RecordOutput[] {
  const input = text.replace(/^\uFEFF/, ''); // a byte-order mark some editors write
  const whole = input.trim();
  if (whole === '') return [];
  try {
    return [perRecord(JSON.parse(whole))];
  } catch {
    return input
      .split(/\r?\n/)
      .filter((line) => line.trim() !== '')
      .map((line) => {
        let record: unknown;
        try {
          record = JSON.parse(line);
        } catch (error) {
          return { error: `malformed JSON: ${(error as Error).message}` };
        }
        return perRecord(record);
      });
  }
}

/** A command that maps every record of its input through `perRecord`. */
export function recordsCommand(spec: {
  name: string;
  summary: string;
  help: string;
  perRecord: (record: unknown) => RecordOutput;
}): Command {
  const { name, summary, help, perRecord } = spec;
  return {
    name,
    summary,
    help,
    async run(args, io) {
      const parsed = parseOr(io, name, () =>
        parseArgs({ args, options: { help: { type: 'boolean', short: 'h' } }, allowPositionals: true }),
      );
      if (typeof parsed === 'number') return parsed;
      if (parsed.values.help) {
        io.out(help);
        return 0;
      }
      if (parsed.positionals.length > 1) return usageError(io, name, 'give at most one FILE');
      const file = parsed.positionals[0] ?? '-';
      let input: string;
      try {
        input = file === '-' ? await io.readStdin() : await readFile(file, 'utf8');
      } catch (error) {
        io.err(`${name}: cannot read ${file}: ${(error as Error).message}\n`);
        return 2;
      }
      const outputs = eachRecord(input, perRecord);
      io.out(outputs.map((o) => `${JSON.stringify(o)}\n`).join(''));
      return outputs.some((o) => 'error' in o) ? 1 : 0;
    },
  };
}
