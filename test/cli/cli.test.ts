import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMMANDS } from '../../src/cli/main.ts';
import { run } from './run.ts';

const EXAMPLE = {
  game: 'abstrac',
  variant: 'classic',
  layout: 'A♣ J♦ 10♦ 9♣ A♠ K♦ K♣ K♥ K♠ A♥ 9♥ 9♦ A♦ 10♥ J♥ Q♠ Q♦ 10♣ Q♣ J♣ 9♠ Q♥ 10♠ J♠'.split(' '),
  first: 'nondealer',
  takes: [2, 2, 2, 3, 1, 1, 2, 3, 1, 3, 2, 2],
};

/** Spawns the real CLI (`npx tsx src/cli/main.ts`, via the local tsx binary to skip npx's start-up). */
function cli(args: string[], input = '') {
  const result = spawnSync(join('node_modules', '.bin', 'tsx'), ['src/cli/main.ts', ...args], {
    input,
    encoding: 'utf8',
    timeout: 20_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('replay, spawned', () => {
  it('JSON Lines on stdin: one line per record in order, errors as lines, exit 1 after all', () => {
    const lines = [
      JSON.stringify(EXAMPLE),
      '',
      JSON.stringify({ ...EXAMPLE, takes: [2, 4] }),
      'this is not json',
      '   ',
      JSON.stringify({ ...EXAMPLE, takes: [2, 2, 2] }),
      JSON.stringify({ ...EXAMPLE, layout: ['2♠', ...EXAMPLE.layout.slice(1)] }),
    ];
    const { status, stdout } = cli(['replay'], `${lines.join('\n')}\n`);
    const out = stdout
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(out).toHaveLength(5);
    expect(out[0]).toMatchObject({ finished: true, seats: { nondealer: { score: 168 }, dealer: { score: 250 } } });
    expect(out[1]).toEqual({ error: "take 2 (dealer): can't take 4, you may take 1, 2 or 3 cards" });
    expect(out[2].error).toMatch(/^malformed JSON: .* \(the record starting on line 4\)$/);
    expect(out[3]).toMatchObject({ finished: false, toMove: 'dealer' });
    expect(out[4]).toEqual({ error: 'layout: 2♠ is not in the classic pack (A K Q J 10 9 of each suit)' });
    expect(status).toBe(1);
  });

  it('a legal file exits 0, and output is byte-stable (the same as from stdin, in-process)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'abstrac-cli-'));
    const file = join(dir, 'records.jsonl');
    const input = `${JSON.stringify(EXAMPLE)}\n${JSON.stringify({ ...EXAMPLE, first: 'dealer' })}\n`;
    writeFileSync(file, input);
    const spawned = cli(['replay', file]);
    expect(spawned).toMatchObject({ status: 0, stderr: '' });
    expect(spawned.stdout.split('\n')).toHaveLength(3);
    expect(await run(['replay', '-'], input)).toEqual({ status: 0, out: spawned.stdout, err: '' });
  });
});

describe('replay, in-process', () => {
  it('one pretty-printed record is one record', async () => {
    const { status, out } = await run(['replay'], JSON.stringify(EXAMPLE, null, 2));
    expect(status).toBe(0);
    expect(out.split('\n')).toHaveLength(2);
    expect(JSON.parse(out)).toMatchObject({ finished: true });
  });

  it('CRLF line ends and a byte-order mark are fine', async () => {
    const line = JSON.stringify(EXAMPLE);
    const { status, out } = await run(['replay'], `\uFEFF${line}\r\n\r\n${line}\r\n`);
    expect(status).toBe(0);
    expect(
      out
        .trimEnd()
        .split('\n')
        .map((l) => JSON.parse(l).seats.dealer.score),
    ).toEqual([250, 250]);
  });

  it('empty input is refused in one line; a missing file and extra arguments are usage errors', async () => {
    expect(await run(['replay'], '\n\n')).toEqual({
      status: 1,
      out: '',
      err: 'replay: no records in standard input: it is empty\n',
    });
    const missing = await run(['replay', '/nonexistent/records.jsonl']);
    expect([missing.status, missing.out]).toEqual([2, '']);
    expect(missing.err).toMatch(/cannot read/);
    expect((await run(['replay', 'a', 'b'])).status).toBe(2);
    expect((await run(['replay', '--bogus'])).status).toBe(2);
  });
});

describe('score', () => {
  it('text breakdown of the seed hand', async () => {
    const { status, out } = await run(['score', 'A♠', '9♠', 'AH', 'QH', 'A♣', 'A♦,K♦,Q♦,J♦,9♦']);
    expect(status).toBe(0);
    expect(out).toBe(
      [
        'Cards (10): A♠ 9♠ A♥ Q♥ A♦ K♦ Q♦ J♦ 9♦ A♣',
        '  set       A♠ A♥ A♦ A♣            8',
        '  sequence  A♦ K♦ Q♦ J♦            4',
        'Combination points: 12',
        '',
      ].join('\n'),
    );
  });

  it('--json and --fullpack', async () => {
    const json = JSON.parse((await run(['score', '--json', 'K♠', 'Q♠', 'J♠', '10♠', 'Joker'])).out);
    expect(json).toMatchObject({
      combinationPoints: 4,
      cardsTaken: 5,
      combinations: [{ kind: 'sequence', points: 4 }],
    });
    const full = await run(['score', '--fullpack', 'A♠ 2♥ 3♦ 3♣ 9♠']);
    expect(full.out).toMatch(/Half score: 2 × 3 × 2 = 12\n$/);
    const fullJson = JSON.parse((await run(['score', '--fullpack', '--json', 'Q♠', 'K♥', 'A♦'])).out);
    expect(fullJson).toMatchObject({ longestRun: { length: 3 }, score: 3 });
  });

  it('bad cards: a reason and status 1; no cards: usage', async () => {
    expect(await run(['score', 'A♠', '2♠'])).toMatchObject({
      status: 1,
      err: expect.stringMatching(/2♠ is not in the Abstrac pack/),
    });
    expect(await run(['score', '--json', 'A♠', 'AS'])).toEqual({
      status: 1,
      out: '{"error":"A♠ appears twice"}\n',
      err: '',
    });
    expect(await run(['score', 'ZZ'])).toMatchObject({ status: 1, err: 'score: "ZZ" is not a card\n' });
    expect((await run(['score'])).status).toBe(2);
  });
});

describe('deal and help', () => {
  it('deal prints a record that replays, the same for the same seed', async () => {
    const one = await run(['deal', '--variant', 'unlimited', '--seed', '42']);
    expect(one.status).toBe(0);
    expect(await run(['deal', '--variant', 'unlimited', '--seed', '42'])).toEqual(one);
    const record = JSON.parse(one.out);
    expect(record).toMatchObject({ game: 'abstrac', variant: 'unlimited', takes: [] });
    expect(record.layout[0]).toBe('Joker');
    const replayed = await run(['replay'], JSON.stringify({ ...record, first: 'dealer', takes: [12, 13] }));
    expect(JSON.parse(replayed.out)).toMatchObject({ finished: true });
    expect((await run(['deal', '--variant', 'poker'])).status).toBe(2);
    expect((await run(['deal', '--seed', 'x'])).status).toBe(2);
  });

  it('--help on the CLI and on every command', async () => {
    const top = await run(['--help']);
    expect(top.status).toBe(0);
    for (const command of COMMANDS) {
      expect(top.out).toContain(`  ${command.name}`);
      const help = await run([command.name, '--help']);
      expect(help).toEqual({ status: 0, out: command.help, err: '' });
      expect(help.out).toMatch(/^Usage: npm run --silent cli -- /);
    }
    expect((await run([])).status).toBe(2);
    expect(await run(['frobnicate'])).toMatchObject({
      status: 2,
      err: expect.stringMatching(/^Unknown command "frobnicate"/),
    });
  });
});
