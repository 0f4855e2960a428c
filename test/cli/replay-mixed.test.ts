import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { CliIO } from '../../src/cli/command.ts';
import { runCli } from '../../src/cli/main.ts';

const lines = (path: string) =>
  readFileSync(new URL(path, import.meta.url), 'utf8')
    .trimEnd()
    .split('\n');

async function replay(stdin: string) {
  let out = '';
  const io: CliIO = {
    readStdin: async () => stdin,
    out: (text) => {
      out += text;
    },
    err: () => {},
  };
  const status = await runCli(['replay'], io);
  return { status, lines: out.trimEnd().split('\n') };
}

describe('replay: Abstrac, Threedom and Rummy records mixed in one JSON Lines stream', () => {
  const threedom = lines('../fixtures/threedom/records.jsonl');
  const threedomExpected = lines('../fixtures/threedom/records.expected.jsonl');
  const rummy = lines('../fixtures/rummy/records.jsonl');
  const rummyExpected = lines('../fixtures/rummy/records.expected.jsonl');

  it('prints one line per record, in input order, each as the game referee expects', async () => {
    const abstrac = JSON.stringify({
      game: 'abstrac',
      variant: 'classic',
      layout: 'A♣ J♦ 10♦ 9♣ A♠ K♦ K♣ K♥ K♠ A♥ 9♥ 9♦ A♦ 10♥ J♥ Q♠ Q♦ 10♣ Q♣ J♣ 9♠ Q♥ 10♠ J♠'.split(' '),
      first: 'nondealer',
      takes: [2, 2, 2, 3, 1, 1, 2, 3, 1, 3, 2, 2],
    });
    // Interleave: abstrac, threedom[i], rummy[i], ...
    const input: string[] = [abstrac];
    const expected: unknown[] = ['abstrac'];
    for (let i = 0; i < Math.max(threedom.length, rummy.length); i++) {
      if (threedom[i]) {
        input.push(threedom[i] as string);
        expected.push(JSON.parse(threedomExpected[i] as string));
      }
      if (rummy[i]) {
        input.push(rummy[i] as string);
        expected.push(JSON.parse(rummyExpected[i] as string));
      }
    }
    input.push('{"game":"threedom","deck":[],"moves":[]}', '{"game":"rummy","players":7}');
    const { status, lines: out } = await replay(`${input.join('\n')}\n`);
    expect(out).toHaveLength(input.length);
    const parsed = out.map((line) => JSON.parse(line));
    expect(parsed[0]).toMatchObject({
      finished: true,
      seats: { nondealer: { score: 168 }, dealer: { score: 250 } },
    });
    expected.slice(1).forEach((want, i) => {
      expect(parsed[i + 1]).toEqual(want);
    });
    expect(parsed.at(-2)).toHaveProperty('error');
    expect(parsed.at(-1)).toHaveProperty('error');
    expect(status).toBe(1);
  });
});
