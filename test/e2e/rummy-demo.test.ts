/** The demo's Rummy game: four seats (two people, two computers) through the real client, to the result. */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runDemo } from '../../src/tools/demo/main.ts';

const out = mkdtempSync(join(tmpdir(), 'rummy-demo-test-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

describe('npm run demo: Rummy', () => {
  it('plays a whole Rummy game of four, two of them the computer', async () => {
    const result = await runDemo(out, { variants: [], computer: false, rummyHands: 1, seed: 5 });
    const text = readFileSync(result.transcript, 'utf8');
    expect(text).toMatch(/runs `\/rummy new hands:1`/);
    expect(text).toMatch(/presses \*\*Add computer\*\*/);
    expect(text).toMatch(/\*\*Rummy\*\* · hand 1/);
    expect(text).toMatch(/🤖 .*(drew from the stock|took the)/);
    expect(text).toMatch(/Hand 1: .*(went out|no winner)/);
    expect(text).toMatch(/wins the game|tie for first/);
    const images = readdirSync(join(out, 'images'));
    expect(images.some((f) => f.endsWith('table.png'))).toBe(true);
    expect(images.some((f) => f.endsWith('hand-1.png'))).toBe(true);
  }, 240_000);
});
