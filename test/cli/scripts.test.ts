/**
 * The scripts' edges: --help prints usage (no stack trace), a bad argument is one message and
 * status 2, `bench --only` matching nothing is an error, a failing bench keeps the figures already
 * measured, and `replay`/`solve` refuse an empty file and point at the line of a broken record.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Bench, runBenches } from '../../src/tools/bench/main.ts';
import type { CliIO } from '../../src/cli/command.ts';
import { runCli } from '../../src/cli/main.ts';
import { splitRecords } from '../../src/cli/records-command.ts';
import { demoArgs } from '../../src/tools/demo/main.ts';

/** A script as `npm run <script>` runs it. */
function script(file: string, args: string[]) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', file, ...args], { encoding: 'utf8', timeout: 60_000 });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

const noStack = (text: string) => expect(text).not.toMatch(/\n\s+at /);

async function cli(args: string[], stdin = '') {
  let out = '';
  let err = '';
  const io: CliIO = {
    readStdin: async () => stdin,
    out: (t) => {
      out += t;
    },
    err: (t) => {
      err += t;
    },
  };
  return { status: await runCli(args, io), out, err };
}

const RECORD = {
  game: 'abstrac',
  variant: 'classic',
  layout: 'A♣ J♦ 10♦ 9♣ A♠ K♦ K♣ K♥ K♠ A♥ 9♥ 9♦ A♦ 10♥ J♥ Q♠ Q♦ 10♣ Q♣ J♣ 9♠ Q♥ 10♠ J♠'.split(' '),
  first: 'nondealer',
  takes: [2, 2, 2, 3, 1, 1, 2, 3, 1, 3, 2, 2],
};

describe('--help and bad arguments', () => {
  it.each([
    ['src/tools/bench/main.ts', /^Usage: npm run --silent bench -- \[--json\] \[--only NAME\]/],
    ['src/tools/demo/main.ts', /^Usage: npm run demo -- \[--out DIR\] \[--seed N\]/],
    ['src/tools/samples.ts', /^Usage: npm run render:samples -- \[--out DIR\] \[--preview\] \[--width W\]/],
  ])('%s --help prints its usage and exits 0; an unknown option is one message and status 2', (file, usage) => {
    const help = script(file, ['--help']);
    expect(help.status).toBe(0);
    expect(help.stdout).toMatch(usage);
    expect(help.stderr).toBe('');
    const bad = script(file, ['--bogus']);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/Unknown option '--bogus'/);
    noStack(bad.stderr);
  });

  it('render:samples refuses a bad width, the demo a bad seed, in one line each', () => {
    const width = script('src/tools/samples.ts', ['--width', '10']);
    expect(width).toMatchObject({ status: 2, stderr: 'render:samples: --width must be 200 to 4000 pixels, not 10\n' });
    expect(demoArgs(['--seed', 'abc'])).toEqual({
      status: 2,
      text: 'demo: --seed must be a whole number, not "abc"\n',
    });
    expect(demoArgs(['--seed', '7', '--out', 'x'])).toMatchObject({ seed: 7, out: expect.stringMatching(/\/x$/) });
  });
});

describe('bench', () => {
  it('--only matching no bench is a usage error naming the benches', () => {
    const r = script('src/tools/bench/main.ts', ['--only', 'bogus']);
    expect(r.status).toBe(2);
    expect(r.stderr).toBe(
      'bench: no bench matches --only bogus; the benches are render, solver, rummy, rummy-latency, store, move-latency, throughput, mixed, taps, i18n, compete, compete-bot, scale, ai\n',
    );
    expect(r.stdout).toBe('');
  });

  it('a failing bench keeps the figures already measured, and the others still run; status 1', async () => {
    let out = '';
    let err = '';
    const io = {
      out: (t: string) => {
        out += t;
      },
      err: (t: string) => {
        err += t;
      },
    };
    const benches: Bench[] = [
      { name: 'first', run: async () => ({ first_ms: 1.5 }) },
      {
        name: 'broken',
        run: async () => {
          throw new Error('the stand-in went away');
        },
      },
      { name: 'last', run: async () => ({ last_ms: 3 }) },
    ];
    expect(await runBenches(['--json'], io, benches)).toBe(1);
    expect(JSON.parse(out)).toEqual({ first_ms: 1.5, last_ms: 3 });
    expect(err).toMatch(/^bench: broken failed: Error: the stand-in went away/);
    expect(err).toMatch(/bench: 1 of 3 failed \(broken\); the figures above are from the others\n$/);
    out = '';
    expect(await runBenches(['--only', 'first'], io, benches)).toBe(0);
    expect(out).toBe('first_ms  1.5\n');
  });
});

describe('replay and solve input', () => {
  it.each(['replay', 'solve'])('%s: an empty file is refused with a message and status 1', async (command) => {
    const file = join(mkdtempSync(join(tmpdir(), 'cli-')), 'empty.jsonl');
    writeFileSync(file, '');
    const r = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', command, file], {
      encoding: 'utf8',
    });
    expect(r.status).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe(`${command}: no records in ${file}: it is empty\n`);
  });

  it('several pretty-printed records are one output line each; a broken one is one error naming its line', async () => {
    const pretty = JSON.stringify(RECORD, null, 2);
    const broken = pretty.replace('"variant": "classic",', '"variant": "classic"'); // a missing comma
    const input = `${pretty}\n\n${broken}\n${pretty}\n`;
    const brokenLine = pretty.split('\n').length + 2;
    const r = await cli(['replay'], input);
    const lines = r.out
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatchObject({ finished: true });
    expect(lines[1].error).toMatch(new RegExp(`^malformed JSON: .* \\(the record starting on line ${brokenLine}\\)$`));
    expect(lines[2]).toMatchObject({ finished: true });
    expect(r.status).toBe(1);
    const solved = await cli(['solve'], `${pretty}\n${pretty}`);
    expect(solved.out.trimEnd().split('\n')).toHaveLength(2);
  });

  it('a truncated JSON Lines record does not swallow the lines after it', () => {
    const line = JSON.stringify(RECORD);
    const chunks = splitRecords(`${line}\n${line.slice(0, 30)}\n${line}\nnot json\n`);
    expect(chunks.map((c) => c.line)).toEqual([1, 2, 3, 4]);
    expect(chunks[1]?.text).toBe(line.slice(0, 30));
  });
});
