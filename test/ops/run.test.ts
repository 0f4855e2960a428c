/**
 * src/run.mjs, which every launcher of the bot starts it with (npm start, the container, the
 * systemd unit, the shards): a TypeScript entry runs bundled, without tsx, as node would run it.
 * (The bot itself is started this way by test/bot/lifecycle.test.ts and sharding.test.ts.)
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

const RUN = fileURLToPath(new URL('../../src/run.mjs', import.meta.url));
const ENTRY = fileURLToPath(new URL('../fixtures/run/entry.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('../..', import.meta.url));

const run = (args: string[]) =>
  spawnSync(process.execPath, [RUN, ...args], {
    cwd: tmpdir(),
    encoding: 'utf8',
    timeout: 60_000,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' },
  });
const leftovers = () => readdirSync(tmpdir()).filter((name) => name.startsWith('cardbot-run-'));

describe('src/run.mjs', () => {
  it('runs a TypeScript entry bundled, without tsx, as node runs a file', () => {
    const before = leftovers();
    const r = run([ENTRY, 'one', '--two']);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const seen = JSON.parse(r.stdout) as {
      argv: string[];
      url: string;
      fonts: string;
      commands: string[];
      bundle: string;
      bundleLeft: boolean; // whether the bundle was there while the entry ran
      execArgv: string[];
    };
    // The entry sees its own path and arguments, and its own URL.
    expect(seen.argv).toEqual([ENTRY, 'one', '--two']);
    expect(seen.url).toBe(pathToFileURL(ENTRY).href);
    // A module it imports finds files from its own URL.
    expect(seen.fonts).toBe(`${ROOT}assets/fonts`);
    // The commands are in the bundle (loaded by their pattern in src/bot/registry.ts).
    expect(seen.commands).toContain('abstrac');
    expect(seen.commands).toContain('help');
    // The code ran from the bundle, there while it ran and gone once it exited, with no TypeScript loader.
    expect(seen.bundle).toMatch(/cardbot-run-[^/]+\/bundle\.mjs$/);
    expect(seen.bundleLeft).toBe(true);
    expect(leftovers()).toEqual(before);
    expect(seen.execArgv.join(' ')).not.toMatch(/tsx/);
  });

  it('says where it could not write the bundle, and exits 1', () => {
    const r = spawnSync(process.execPath, [RUN, ENTRY], {
      cwd: tmpdir(),
      encoding: 'utf8',
      timeout: 60_000,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', TMPDIR: '/nonexistent/tmp' },
    });
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(
      /Could not write the bundled bot to \/nonexistent\/tmp .*set TMPDIR to a writable directory/,
    );
    expect(r.stdout).toBe('');
  });

  it('says how to use it without an entry', () => {
    const r = run([]);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/usage: node src\/run\.mjs <entry\.ts>/);
  });
});
