/**
 * The committed package-lock.json is exactly what `npm install` writes on a fresh clone (it used
 * to rewrite the key order of the optional platform entries .ci/lock-platforms.mjs adds). Runs a
 * real install in a copy of the project, from the npm cache where it can; skipped, saying so,
 * when the registry cannot be reached.
 */
import { execFile, spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const online = spawnSync('npm', ['ping'], { stdio: 'ignore', timeout: 20_000 }).status === 0;

describe('package-lock.json', () => {
  it.skipIf(!online)(
    `is left unchanged by npm install on a fresh copy${online ? '' : ' (skipped: `npm ping` failed, no registry)'}`,
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'lock-'));
      // npm install reads only these two (no .npmrc in the project; scripts are not run).
      for (const file of ['package.json', 'package-lock.json']) copyFileSync(join(ROOT, file), join(dir, file));
      await promisify(execFile)('npm', ['install', '--ignore-scripts', '--no-audit', '--no-fund', '--prefer-offline'], {
        cwd: dir,
        timeout: 280_000,
        maxBuffer: 1 << 24,
      });
      const before = readFileSync(join(ROOT, 'package-lock.json'), 'utf8');
      const after = readFileSync(join(dir, 'package-lock.json'), 'utf8');
      if (after !== before) {
        const a = before.split('\n');
        const b = after.split('\n');
        const first = a.findIndex((line, n) => line !== b[n]);
        expect(b.slice(first - 3, first + 6).join('\n')).toBe(a.slice(first - 3, first + 6).join('\n'));
      }
      expect(after).toBe(before);
    },
    300_000,
  );
});
