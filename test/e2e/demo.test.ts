/** The offline demo's machinery on a short run: a complete match, every image written, a readable transcript. */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runDemo } from '../../src/tools/demo/main.ts';

const out = mkdtempSync(join(tmpdir(), 'demo-test-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

describe('npm run demo', () => {
  it('plays a complete match and writes its images and transcript', async () => {
    const result = await runDemo(out, { variants: ['suits'], deals: 1, seed: 3, threedomTarget: 40 });
    const text = readFileSync(result.transcript, 'utf8');
    expect(text).toMatch(/\*\*Maëlle\*\* runs `\/abstrac challenge opponent:@Tobias variant:suits deals:1`/);
    expect(text).toMatch(/\*\*Tobias\*\* presses \*\*Accept\*\*/);
    expect(text).toMatch(/wins the match/);
    expect(text).toMatch(/Leaderboard · every game/);
    expect(text).toMatch(/> \*Abstrac\*\n {2}> \*\*1\. /);
    // The match against the computer: its moves, a private hint, the analysis with the summary.
    expect(text).toMatch(/runs `\/abstrac challenge opponent:@StandInBot level:strong deals:1`/);
    expect(text).toMatch(/presses \*\*Hint\*\*/);
    expect(text).toMatch(/💡 (Play first|Let your opponent play first|Either player)/);
    expect(text).toMatch(/🤖 Computer \(strong\) /);
    expect(text).toMatch(/\*\*Analysis\*\*/);
    // The Threedom match, through the private hands, to its result.
    expect(text).toMatch(/runs `\/threedom challenge opponent:@Tobias target:40`/);
    expect(text).toMatch(/presses \*\*Play it\*\*/);
    expect(text).toMatch(/Round 1 is over/);
    expect(text).toMatch(/wins the game/);
    const images = readdirSync(join(out, 'images'));
    expect(images).toHaveLength(result.images);
    expect(images.some((f) => f.endsWith('deal-1.png'))).toBe(true);
    for (const f of images) expect(text).toContain(`(images/${f})`);
    expect(existsSync(join(out, 'images', images[0] ?? ''))).toBe(true);
    expect(
      readFileSync(join(out, 'images', images[0] ?? ''))
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG');
  }, 90_000);
});
