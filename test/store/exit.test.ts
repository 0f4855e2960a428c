/** close() leaves no handle open: a process that used the store exits on its own. */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';
import { removeTempDirs, tempDir, uniqueNamespace } from './backends.ts';

const child = fileURLToPath(new URL('./fixtures/exit-child.ts', import.meta.url));
afterAll(removeTempDirs);

/** Runs the child on `urls` (one process, to pay tsx's start-up once); rejects if it does not exit. */
function runChild(urls: string[]): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, ['--import', 'tsx', child, uniqueNamespace(), ...urls], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    proc.stdout.on('data', (d) => {
      out += d;
    });
    proc.stderr.on('data', (d) => {
      out += d;
    });
    const timer = setTimeout(() => {
      proc.kill('SIGKILL');
      reject(new Error(`child still running after 20 s (a handle was left open):\n${out}`));
    }, 20_000);
    proc.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, out });
    });
  });
}

it('close() lets the process exit (sqlite, and redis / postgres when configured)', async () => {
  const backends = [
    ['sqlite', `sqlite://${join(tempDir(), 'exit.sqlite')}`],
    ['redis', process.env.REDIS_URL],
    ['postgres', process.env.DATABASE_URL],
  ].filter((b): b is [string, string] => Boolean(b[1]));
  const { code, out } = await runChild(backends.map(([, url]) => url));
  for (const [kind] of backends) expect(out).toContain(`closed ${kind}`);
  expect(code).toBe(0);
});
