/**
 * The command-line interface: `npm run --silent cli -- <command> [args]`.
 * Output is byte-stable (no timestamps, no colours) so it can be diffed and
 * checked from outside. Exit status: 0 ok, 1 a bad record or hand, 2 bad usage.
 */
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { CliIO, Command } from './command.ts';
import { deal } from './deal.ts';
import { play, stdinLines } from './play.ts';
import { render } from './render.ts';
import { replay } from './replay.ts';
import { score } from './score.ts';
import { solve } from './solve.ts';

/** Every command, in the order `--help` lists them. */
export const COMMANDS: readonly Command[] = [replay, score, deal, solve, render, play];

export function mainHelp(): string {
  const width = Math.max(...COMMANDS.map((c) => c.name.length));
  const lines = COMMANDS.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`);
  return [
    'Usage: npm run --silent cli -- <command> [arguments]',
    '',
    'Commands:',
    ...lines,
    '',
    'Run "npm run --silent cli -- <command> --help" for a command\'s arguments and examples.',
    '',
  ].join('\n');
}

export async function runCli(argv: readonly string[], io: CliIO): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    io.out(mainHelp());
    return name === undefined ? 2 : 0;
  }
  const command = COMMANDS.find((c) => c.name === name);
  if (command === undefined) {
    io.err(`Unknown command "${name}".\n\n${mainHelp()}`);
    return 2;
  }
  return command.run(rest, io);
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const processIO: CliIO = {
  readStdin,
  lines: stdinLines,
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
};

function isEntryPoint(script: string | undefined): boolean {
  if (script === undefined) return false;
  try {
    return realpathSync(script) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}

// Run only as the entry point, so tests can import `runCli` and the table.
if (isEntryPoint(process.argv[1])) {
  process.exitCode = await runCli(process.argv.slice(2), processIO);
}
