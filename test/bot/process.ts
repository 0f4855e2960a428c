/**
 * Runs one of the bot's entry points as `npm start` (`node <flags> src/run.mjs src/main.ts`) and
 * `npm run start:sharded` (`… src/shard.ts`) do, as a real process. npm and npx exit on SIGTERM
 * without passing it on (npm 11 here), so tests run node itself, as the container and the systemd
 * unit do. Stdout is collected as JSON log lines.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { BOT_NODE_FLAGS } from '../../src/ops/node-flags.ts';
import { sleep } from './harness.ts';

export interface BotProcess {
  child: ReturnType<typeof spawn>;
  lines: Record<string, unknown>[];
  exited: Promise<number | null>;
  stderr(): string;
  /** Kills the whole process group (the bot and any shard processes). */
  kill(): void;
}

export function spawnEntry(script: string, env: Record<string, string>): BotProcess {
  // A scratch working directory: a developer's own `.env` (loaded from the working directory)
  // must not leak settings into the test, and `./data` stays out of the repo.
  const child = spawn(process.execPath, [...BOT_NODE_FLAGS, resolve('src/run.mjs'), resolve(script)], {
    cwd: mkdtempSync(join(tmpdir(), 'bot-cwd-')),
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so cleanup can kill the bot and its shard processes together.
    detached: true,
  });
  const lines: Record<string, unknown>[] = [];
  let stderr = '';
  let buffered = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    buffered += chunk.toString();
    const parts = buffered.split('\n');
    buffered = parts.pop() ?? '';
    for (const p of parts) if (p.startsWith('{')) lines.push(JSON.parse(p));
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const kill = () => {
    if (!child.pid) return;
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  };
  return { child, lines, exited, stderr: () => stderr, kill };
}

export async function until<T>(probe: () => T | undefined, timeoutMs: number, what: string): Promise<T> {
  const t0 = Date.now();
  for (;;) {
    const v = probe();
    if (v !== undefined) return v;
    if (Date.now() - t0 > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}
