import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import type { CliIO } from '../../src/cli/command.ts';
import { solve, solveInput } from '../../src/cli/solve.ts';

/**
 * records.jsonl: endgames of every variant (their expected lines were checked
 * against the exhaustive minimax of exhaustive.ts when the fixture was made),
 * a classic opening and a fullpack second half awaiting the choice of who plays
 * first, a finished deal, an illegal take and a record of another game.
 */
const FIXTURE = 'test/fixtures/solver/records.jsonl';
const expectedLines = readFileSync('test/fixtures/solver/records.expected.jsonl', 'utf8');

function memoryIO(stdin = ''): CliIO & { stdout: string; stderr: string } {
  const io = {
    stdout: '',
    stderr: '',
    readStdin: async () => stdin,
    out: (text: string) => {
      io.stdout += text;
    },
    err: (text: string) => {
      io.stderr += text;
    },
  };
  return io;
}

describe('cli solve', () => {
  it('prints one line per record, exactly, and exits 1 when a record is bad', async () => {
    const io = memoryIO();
    expect(await solve.run([FIXTURE], io)).toBe(1);
    expect(io.stdout).toBe(expectedLines);
  });

  it('prints the documented shape for a take position', () => {
    const [first] = solveInput(readFileSync(FIXTURE, 'utf8').split('\n')[0] ?? '');
    expect(Object.keys(first ?? {})).toEqual(['toMove', 'value', 'best', 'takes']);
  });

  it('reads a pretty-printed record from standard input; malformed lines get an error line', async () => {
    const record = JSON.parse(readFileSync(FIXTURE, 'utf8').split('\n')[4] ?? '');
    const io = memoryIO(JSON.stringify(record, null, 2));
    expect(await solve.run(['-'], io)).toBe(0);
    expect(io.stdout).toBe(`${expectedLines.split('\n')[4]}\n`);
    expect(solveInput('{"game":"abstrac",\n\n[]')).toEqual([
      { error: expect.stringMatching(/^malformed JSON/) },
      { error: 'a record is a JSON object, e.g. {"game":"abstrac",…}' },
    ]);
  });

  it('reports usage errors with status 2', async () => {
    const io = memoryIO();
    expect(await solve.run(['a', 'b'], io)).toBe(2);
    expect(await solve.run(['/no/such/file'], io)).toBe(2);
    expect(io.stderr).toMatch(/cannot read/);
  });

  it('is wired into the CLI', async () => {
    const { stdout } = await promisify(execFile)('node_modules/.bin/tsx', ['src/cli/main.ts', 'solve', FIXTURE]).catch(
      (error: { stdout: string; code: number }) => {
        expect(error.code).toBe(1);
        return error;
      },
    );
    expect(stdout).toBe(expectedLines);
  }, 30_000);
});
