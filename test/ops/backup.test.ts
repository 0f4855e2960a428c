/**
 * `npm run backup` and `npm run restore` for real: games written to an SQLite store, a backup taken
 * by the script in its own process while this process keeps the store open and writing, the backup
 * restored into a fresh path, and the games read back through the store.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { restoreMain } from '../../src/ops/restore.ts';
import { configuredSqlitePath } from '../../src/ops/store-path.ts';
import { openStore } from '../../src/store/index.ts';

const run = promisify(execFile);
const Game = z.object({ moves: z.array(z.number()), note: z.string() });

/** The real script, as `npm run backup --` runs it. */
async function backupScript(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const r = await run(process.execPath, ['--import', 'tsx', resolve('src/ops/backup.ts'), ...args], {
      timeout: 60_000,
    });
    return { code: 0, ...r };
  } catch (e) {
    return e as { code: number; stdout: string; stderr: string };
  }
}

const lines = () => {
  const out: string[] = [];
  return { out, push: (s: string) => out.push(s) };
};

describe('backup and restore of the SQLite store', () => {
  it('backs up while the store is open and writing, and restores every game into a fresh path', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'backup-'));
    const live = await openStore(`sqlite://${join(dir, 'bot.sqlite')}`);
    const games = live.collection('abstrac', Game);
    for (let i = 0; i < 200; i++) await games.create(`g${i}`, { moves: [i], note: 'x'.repeat(200) });

    // Keep writing (new games and moves on old ones) for as long as the backup runs.
    let writing = true;
    let created = 200;
    const writer = (async () => {
      while (writing) {
        await games.create(`g${created}`, { moves: [created], note: 'late' });
        await games.update(`g${created % 200}`, (doc) => ({
          ...(doc?.value ?? { note: '' }),
          moves: [...(doc?.value.moves ?? []), 1],
        }));
        created++;
      }
    })();
    const dest = join(dir, 'backups', 'snapshot.sqlite');
    const backup = await backupScript([dest, '--from', join(dir, 'bot.sqlite')]);
    writing = false;
    await writer;
    expect(backup.stderr).toBe('');
    expect(backup.stdout).toMatch(new RegExp(`^Backed up .*bot\\.sqlite to ${dest} \\(\\d+ bytes, \\d+ ms\\)\\n$`));
    expect(created).toBeGreaterThan(200); // the store really was being written during the backup
    await live.close();

    const restoredPath = join(dir, 'restored', 'bot.sqlite');
    const log = lines();
    expect(await restoreMain([dest, '--to', restoredPath], log.push, log.push)).toBe(0);
    expect(log.out).toEqual([`Restored ${dest} into ${restoredPath}`]);

    const restored = await openStore(`sqlite://${restoredPath}`);
    const back = restored.collection('abstrac', Game);
    for (let i = 0; i < 200; i++) {
      const doc = await back.get(`g${i}`);
      expect(doc?.value.moves[0]).toBe(i);
      expect(doc?.value.note).toBe('x'.repeat(200));
    }
    // A snapshot: the games created during the backup are there up to some point, with no gap.
    let n = 200;
    while ((await back.get(`g${n}`)) !== undefined) n++;
    expect(n).toBeLessThanOrEqual(created);
    for (let k = n; k < created; k++) expect(await back.get(`g${k}`)).toBeUndefined();
    await back.update('g0', (doc) => ({ ...(doc?.value ?? { note: '' }), moves: [42] }));
    expect((await back.get('g0'))?.value.moves).toEqual([42]);
    await restored.close();

    // Restoring over an existing store needs --replace.
    const again = lines();
    expect(await restoreMain([dest, '--to', restoredPath], again.push, again.push)).toBe(1);
    expect(again.out[0]).toMatch(/already holds a store: stop the bot, then run again with --replace/);
    expect(await restoreMain([dest, '--to', restoredPath, '--replace'], again.push, again.push)).toBe(0);
    const replaced = await openStore(`sqlite://${restoredPath}`);
    expect((await replaced.collection('abstrac', Game).get('g0'))?.value.moves[0]).toBe(0);
    await replaced.close();
  }, 120_000);

  it('refuses clearly: an existing destination, a missing source, a file that is not a backup, no arguments', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'backup-'));
    const store = await openStore(`sqlite://${join(dir, 'bot.sqlite')}`);
    await store.close();
    writeFileSync(join(dir, 'taken.sqlite'), 'x');
    const taken = await backupScript([join(dir, 'taken.sqlite'), '--from', join(dir, 'bot.sqlite')]);
    expect(taken.code).toBe(1);
    expect(taken.stderr).toMatch(/^Backup failed: .*taken\.sqlite already exists: give a new file name\n$/);
    const missing = await backupScript([join(dir, 'b.sqlite'), '--from', join(dir, 'none.sqlite')]);
    expect(missing.stderr).toMatch(/^Backup failed: there is no database at .*none\.sqlite\n$/);
    expect(existsSync(join(dir, 'b.sqlite'))).toBe(false);
    const usage = await backupScript([]);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toMatch(/^no destination given\nusage: npm run backup/);

    writeFileSync(join(dir, 'junk.sqlite'), 'not a database at all, just some text that is long enough '.repeat(100));
    const log = lines();
    expect(await restoreMain([join(dir, 'junk.sqlite'), '--to', join(dir, 'new.sqlite')], log.push, log.push)).toBe(1);
    expect(log.out[0]).toMatch(/^Restore failed: .*junk\.sqlite is not a readable SQLite database/);
  }, 60_000);

  it('finds the configured store, and explains that memory:// and the servers are not for this script', () => {
    expect(configuredSqlitePath({}, null)).toMatch(/\/data\/bot\.sqlite$/);
    expect(configuredSqlitePath({ STORE_URL: 'sqlite:///srv/x.sqlite' }, null)).toBe('/srv/x.sqlite');
    expect(() => configuredSqlitePath({ STORE_URL: 'memory://' }, null)).toThrow(/everything is lost on restart/);
    expect(() => configuredSqlitePath({ STORE_URL: 'redis://h:6379' }, null)).toThrow(/redis-cli --rdb, pg_dump/);
  });
});
