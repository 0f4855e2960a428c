/**
 * What `replay` and `solve` share: read FILE or standard input, take it as one
 * record (possibly pretty-printed over several lines), as JSON Lines, or as
 * several pretty-printed records one after the other, print exactly one JSON
 * line per record in input order, and exit 1 after printing every line if any
 * record was bad (2 for a usage error). Input with no record at all (an empty
 * file) is an error too: one line on stderr, status 1, nothing on stdout.
 */
import { parseArgs } from 'node:util';
import { type Command, parseOr, readInput, usageError } from './command.ts';

export type RecordOutput = Record<string, unknown>;

/** One top-level JSON text of the input and the line (from 1) where it starts. */
export interface Chunk {
  text: string;
  line: number;
}

/**
 * Splits input into its top-level JSON texts: an object or array runs to its matching bracket
 * (across lines, strings and escapes respected), anything else to the end of its line. An object
 * left open that started with content on its first line is taken as a broken JSON Lines record:
 * its lines are split again one per line, so one truncated line does not swallow the rest.
 */
export function splitRecords(input: string): Chunk[] {
  const chunks: Chunk[] = [];
  const lines = input.split(/\r?\n/);
  let i = 0;
  while (i < lines.length) {
    const first = (lines[i] ?? '').trim();
    if (first === '') {
      i++;
      continue;
    }
    if (first[0] !== '{' && first[0] !== '[') {
      chunks.push({ text: first, line: i + 1 });
      i++;
      continue;
    }
    const end = closingLine(lines, i);
    if (end === undefined && first.length > 1) {
      chunks.push({ text: first, line: i + 1 });
      i++;
      continue;
    }
    const last = end ?? lines.length - 1;
    chunks.push({
      text: lines
        .slice(i, last + 1)
        .join('\n')
        .trim(),
      line: i + 1,
    });
    i = last + 1;
  }
  return chunks;
}

/** The line on which the bracket opening line `from` is closed, or undefined. */
function closingLine(lines: readonly string[], from: number): number | undefined {
  let depth = 0;
  let inString = false;
  let escaped = false;
  for (let n = from; n < lines.length; n++) {
    for (const ch of lines[n] ?? '') {
      if (inString) {
        if (escaped) escaped = false;
        else if (ch === '\\') escaped = true;
        else if (ch === '"') inString = false;
      } else if (ch === '"') inString = true;
      else if (ch === '{' || ch === '[') depth++;
      else if (ch === '}' || ch === ']') {
        depth--;
        if (depth === 0) return n;
      }
    }
  }
  return undefined;
}

/** The outputs for a whole input, one per record; text that is not JSON is a malformed record. */
export function eachRecord(text: string, perRecord: (record: unknown) => RecordOutput): RecordOutput[] {
  const input = text.replace(/^\uFEFF/, ''); // a byte-order mark some editors write
  if (input.trim() === '') return [];
  let whole: { value: unknown } | undefined;
  try {
    whole = { value: JSON.parse(input) };
  } catch {
    whole = undefined;
  }
  if (whole) return [perRecord(whole.value)];
  return splitRecords(input).map(({ text: chunk, line }) => {
    let record: unknown;
    try {
      record = JSON.parse(chunk);
    } catch (error) {
      return { error: `malformed JSON: ${(error as Error).message} (the record starting on line ${line})` };
    }
    return perRecord(record);
  });
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
      const input = await readInput(io, name, file);
      if (typeof input === 'number') return input;
      const outputs = eachRecord(input, perRecord);
      if (outputs.length === 0) {
        io.err(`${name}: no records in ${file === '-' ? 'standard input' : file}: it is empty\n`);
        return 1;
      }
      io.out(outputs.map((o) => `${JSON.stringify(o)}\n`).join(''));
      return outputs.some((o) => 'error' in o) ? 1 : 0;
    },
  };
}
