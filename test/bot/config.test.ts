import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, PROJECT_DIR, resolveStoreUrl } from '../../src/bot/config.ts';
import { nodeVersionProblem } from '../../src/ops/node-version.ts';

const ok = { DISCORD_TOKEN: 'MTIz.abc.def', DISCORD_CLIENT_ID: '123456789012345678' };
const load = (env: NodeJS.ProcessEnv) => loadConfig({ env, envFile: null });

describe('config', () => {
  it('reads the required settings and applies defaults; empty values count as unset', () => {
    expect(load({ ...ok, STORE_URL: '', DISCORD_API_URL: '', GUILD_ID: ' ' })).toEqual({
      token: 'MTIz.abc.def',
      clientId: '123456789012345678',
      storeUrl: `sqlite://${join(PROJECT_DIR, 'data', 'bot.sqlite')}`,
      logLevel: 'info',
      apiUrl: undefined,
      guildId: undefined,
      healthPort: undefined,
      healthHost: '127.0.0.1',
      restThread: true,
    });
  });

  it('resolves the default and relative SQLite paths against the project, never the working directory', () => {
    expect(PROJECT_DIR).toBe(`${resolve(import.meta.dirname, '../..')}/`);
    expect(resolveStoreUrl(undefined, '/srv/bot')).toBe('sqlite:///srv/bot/data/bot.sqlite');
    expect(resolveStoreUrl('sqlite://data/x.sqlite', '/srv/bot')).toBe('sqlite:///srv/bot/data/x.sqlite');
    expect(resolveStoreUrl('sqlite://./data/x.sqlite', '/srv/bot')).toBe('sqlite:///srv/bot/data/x.sqlite');
    expect(resolveStoreUrl('sqlite:///var/lib/bot.sqlite', '/srv/bot')).toBe('sqlite:///var/lib/bot.sqlite');
    expect(resolveStoreUrl('sqlite://:memory:', '/srv/bot')).toBe('sqlite://:memory:');
    expect(resolveStoreUrl('redis://127.0.0.1:6379', '/srv/bot')).toBe('redis://127.0.0.1:6379');
    expect(resolveStoreUrl('memory://', '/srv/bot')).toBe('memory://');
  });

  it('takes HEALTH_PORT and HEALTH_HOST, and refuses a port that is not one', () => {
    expect(load({ ...ok, HEALTH_PORT: '9464', HEALTH_HOST: '0.0.0.0' })).toMatchObject({
      healthPort: 9464,
      healthHost: '0.0.0.0',
    });
    expect(() => load({ ...ok, HEALTH_PORT: '70000' })).toThrow(/HEALTH_PORT is invalid: use a port number/);
    expect(() => load({ ...ok, HEALTH_PORT: 'yes' })).toThrow(/HEALTH_PORT is invalid/);
  });

  it('takes REST_THREAD=off, and only on or off', () => {
    expect(load({ ...ok, REST_THREAD: 'off' }).restThread).toBe(false);
    expect(load({ ...ok, REST_THREAD: 'on' }).restThread).toBe(true);
    expect(() => load({ ...ok, REST_THREAD: 'no' })).toThrow(/REST_THREAD is invalid: use on or off/);
  });

  it('checks the Node.js version against engines', () => {
    expect(nodeVersionProblem('v20.12.0', '>=20.12')).toBeUndefined();
    expect(nodeVersionProblem('v22.1.0', '>=20.12')).toBeUndefined();
    expect(nodeVersionProblem('v20.11.1', '>=20.12')).toMatch(
      /^This bot needs Node\.js 20\.12 or newer; this is Node\.js 20\.11\.1\. Install/,
    );
    expect(nodeVersionProblem('v18.19.0', '>=20.12')).toMatch(/needs Node\.js 20\.12/);
  });

  it('takes the optional settings', () => {
    const c = load({
      ...ok,
      STORE_URL: 'redis://127.0.0.1:6379',
      LOG_LEVEL: 'debug',
      DISCORD_API_URL: 'http://127.0.0.1:8080/api/',
      GUILD_ID: '42',
    });
    expect(c).toMatchObject({
      storeUrl: 'redis://127.0.0.1:6379',
      logLevel: 'debug',
      apiUrl: 'http://127.0.0.1:8080/api',
      guildId: '42',
    });
  });

  it('names every missing setting in one line', () => {
    const err = (() => {
      try {
        load({});
      } catch (e) {
        return e;
      }
    })();
    expect(err).toBeInstanceOf(ConfigError);
    const msg = (err as Error).message;
    expect(msg).not.toContain('\n');
    expect(msg).toMatch(/DISCORD_TOKEN is not set: set it to the bot's token/);
    expect(msg).toMatch(/DISCORD_CLIENT_ID is not set/);
  });

  it.each([
    ['DISCORD_CLIENT_ID', { DISCORD_CLIENT_ID: 'my-bot' }],
    ['DISCORD_TOKEN', { DISCORD_TOKEN: 'two words' }],
    ['STORE_URL', { STORE_URL: 'mysql://localhost/db' }],
    ['LOG_LEVEL', { LOG_LEVEL: 'loud' }],
    ['DISCORD_API_URL', { DISCORD_API_URL: 'ftp://example.com' }],
    ['GUILD_ID', { GUILD_ID: 'my server' }],
  ])('rejects an invalid %s by name', (key, bad) => {
    expect(() => load({ ...ok, ...bad })).toThrow(new RegExp(`^Configuration problem: ${key} is invalid: `));
  });
});

const run = promisify(execFile);
const tsx = resolve('node_modules/.bin/tsx');
const main = resolve('src/main.ts');

/** Runs `npm start`'s entry in a directory of its own, with none of this shell's Discord settings. */
async function startIn(dir: string): Promise<{ code: number; stderr: string }> {
  const env = { PATH: process.env.PATH, HOME: process.env.HOME };
  try {
    await run(tsx, [main], { cwd: dir, env, timeout: 60_000 });
    return { code: 0, stderr: '' };
  } catch (e) {
    const err = e as { code: number; stderr: string };
    return { code: err.code, stderr: err.stderr };
  }
}

// Real processes (tsx compiling the bot's sources): seconds on a loaded machine.
describe('npm start with bad settings', () => {
  it('without .env or token: exits 1 with one line saying what to set', async () => {
    const { code, stderr } = await startIn(mkdtempSync(join(tmpdir(), 'cfg-')));
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(stderr).toMatch(/copy \.env\.example to \.env\): DISCORD_TOKEN is not set/);
  }, 90_000);

  it('reads .env and names the bad value in it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cfg-'));
    writeFileSync(join(dir, '.env'), 'DISCORD_TOKEN=abc\nDISCORD_CLIENT_ID=123\nLOG_LEVEL=chatty\n');
    const { code, stderr } = await startIn(dir);
    expect(code).toBe(1);
    expect(stderr.trim()).toMatch(/^Configuration problem in \.env: LOG_LEVEL is invalid: use one of trace, /);
    expect(stderr.trim().split('\n')).toHaveLength(1);
  }, 90_000);
});

describe('npm start on an old Node.js', () => {
  it('exits 1 with one line naming the version needed, before loading the bot', async () => {
    // Node 20.12+ is what runs here: the process is told it is 18.19.0 before src/main.ts loads.
    const fake = `data:text/javascript,Object.defineProperty(process,"version",{value:"v18.19.0"})`;
    const dir = mkdtempSync(join(tmpdir(), 'cfg-'));
    const tsxLoader = pathToFileURL(resolve('node_modules/tsx/dist/loader.mjs')).href;
    const result = await run(process.execPath, ['--import', fake, '--import', tsxLoader, main], {
      cwd: dir,
      env: { PATH: process.env.PATH, HOME: process.env.HOME },
      timeout: 60_000,
    }).then(
      () => ({ code: 0, stderr: '' }),
      (e: { code: number; stderr: string }) => e,
    );
    expect(result.code).toBe(1);
    expect(result.stderr.trim().split('\n')).toEqual([
      'This bot needs Node.js 20.12 or newer; this is Node.js 18.19.0. Install Node.js 20 LTS (https://nodejs.org) and start it again.',
    ]);
  }, 90_000);
});
