/**
 * The shape of a CLI command. `main.ts` keeps a table of these; adding a command
 * is one file exporting a `Command` and one line in that table. Commands write
 * through `io` (not `console`) and return an exit status, so tests can run them
 * in-process as well as by spawning the CLI.
 */
import { readFile } from 'node:fs/promises';

export interface CliIO {
  /** The whole of standard input, read on demand. */
  readStdin(): Promise<string>;
  /** Standard input a line at a time as it arrives (for `play`); without it, `readStdin` split into lines. */
  lines?(): AsyncIterable<string>;
  out(text: string): void;
  err(text: string): void;
}

export interface Command {
  name: string;
  /** One line for the command list. */
  summary: string;
  /** The full `--help` text: usage, arguments, options, an example. */
  help: string;
  run(args: string[], io: CliIO): Promise<number>;
}

/** A usage error: the message, a pointer to `--help`, and status 2 (status 1 means a bad record). */
export function usageError(io: CliIO, command: string, message: string): number {
  io.err(`${command}: ${message}\nRun "npm run --silent cli -- ${command} --help" for usage.\n`);
  return 2;
}

/** The text of FILE, or of standard input when FILE is "-"; a file that cannot be read is reported (status 2). */
export async function readInput(io: CliIO, command: string, file: string): Promise<string | number> {
  try {
    return file === '-' ? await io.readStdin() : await readFile(file, 'utf8');
  } catch (error) {
    io.err(`${command}: cannot read ${file}: ${(error as Error).message}\n`);
    return 2;
  }
}

/** Runs `util.parseArgs` (passed as a thunk to keep its inferred types); a parse error becomes a usage error status. */
export function parseOr<T>(io: CliIO, command: string, parse: () => T): T | number {
  try {
    return parse();
  } catch (error) {
    return usageError(io, command, (error as Error).message);
  }
}
