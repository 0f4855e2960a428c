/**
 * Online backup and restore of the SQLite store. The store runs in WAL mode, where recent writes
 * live in `<file>-wal` until a checkpoint: copying the main file alone can lose them, or copy a
 * half-written page. So a backup is SQLite's own `VACUUM INTO` (a consistent snapshot taken in
 * one read transaction while the bot keeps writing, compacted into a single self-contained file),
 * and a restore is SQLite's online backup API writing the snapshot into the target through the
 * target's own journal, so stale `-wal`/`-shm` files of the target cannot resurrect old pages.
 * Both check the snapshot with `PRAGMA integrity_check`.
 */
import { existsSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import sqlite3 from 'sqlite3';

/** The file path of a `sqlite://` store URL, or undefined for other backends and `:memory:`. */
export function sqlitePathOf(storeUrl: string): string | undefined {
  const path = /^sqlite:(?:\/\/)?(.*)$/i.exec(storeUrl.trim())?.[1];
  return !path || path === ':memory:' ? undefined : resolve(path);
}

function open(path: string, mode: number): Promise<sqlite3.Database> {
  return new Promise((ok, fail) => {
    const db = new sqlite3.Database(path, mode, (err) => (err ? fail(err) : ok(db)));
  });
}

function run(db: sqlite3.Database, sql: string, params: unknown[] = []): Promise<void> {
  return new Promise((ok, fail) => db.run(sql, params, (err) => (err ? fail(err) : ok())));
}

function all<T>(db: sqlite3.Database, sql: string): Promise<T[]> {
  return new Promise((ok, fail) => db.all(sql, (err, rows) => (err ? fail(err) : ok(rows as T[]))));
}

function close(db: sqlite3.Database): Promise<void> {
  return new Promise((ok) => db.close(() => ok()));
}

/** Throws unless `path` is an SQLite database that passes `PRAGMA integrity_check`. */
export async function checkSqliteFile(path: string): Promise<void> {
  if (!existsSync(path)) throw new Error(`${path} does not exist`);
  const db = await open(path, sqlite3.OPEN_READONLY);
  try {
    const rows = await all<{ integrity_check: string }>(db, 'PRAGMA integrity_check').catch((err: Error) => {
      throw new Error(`${path} is not a readable SQLite database (${err.message})`);
    });
    const problems = rows.map((r) => r.integrity_check).filter((r) => r !== 'ok');
    if (problems.length > 0) throw new Error(`${path} fails SQLite's integrity check: ${problems.join('; ')}`);
  } finally {
    await close(db);
  }
}

export interface BackupResult {
  dest: string;
  bytes: number;
  ms: number;
}

/** Snapshots the live database `source` into the new file `dest` (refused if it exists). */
export async function backupSqlite(source: string, dest: string): Promise<BackupResult> {
  const t0 = performance.now();
  const target = resolve(dest);
  if (!existsSync(source)) throw new Error(`there is no database at ${source}`);
  if (existsSync(target)) throw new Error(`${target} already exists: give a new file name`);
  mkdirSync(dirname(target), { recursive: true });
  // Written beside the destination, then renamed: an interrupted backup never looks complete.
  const partial = `${target}.partial-${process.pid}`;
  rmSync(partial, { force: true });
  // Read-write, not read-only: a reader of a WAL database may need to create the -shm file.
  const db = await open(source, sqlite3.OPEN_READWRITE);
  try {
    db.configure('busyTimeout', 10_000);
    await run(db, 'VACUUM INTO ?', [partial]);
  } catch (err) {
    rmSync(partial, { force: true });
    throw new Error(`the backup of ${source} failed: ${(err as Error).message}`);
  } finally {
    await close(db);
  }
  await checkSqliteFile(partial);
  renameSync(partial, target);
  return { dest: target, bytes: statSync(target).size, ms: performance.now() - t0 };
}

interface SqliteBackup {
  step(pages: number, cb: (err: Error | null) => void): void;
  finish(cb?: (err: Error | null) => void): void;
  readonly completed: boolean;
}

/**
 * Replaces the contents of the database at `target` (created if missing) with the backup file
 * `backup`. Run it with the bot stopped: a running bot keeps its own view of the games.
 */
export async function restoreSqlite(backup: string, target: string): Promise<void> {
  await checkSqliteFile(backup);
  mkdirSync(dirname(resolve(target)), { recursive: true });
  const db = await open(target, sqlite3.OPEN_READWRITE | sqlite3.OPEN_CREATE);
  try {
    db.configure('busyTimeout', 10_000);
    await new Promise<void>((ok, fail) => {
      // backup(file, destName, sourceName, filenameIsDest = false): the file is the source, `db` the destination.
      const job = (
        db as unknown as {
          backup(
            file: string,
            dest: string,
            src: string,
            fileIsDest: boolean,
            cb: (e: Error | null) => void,
          ): SqliteBackup;
        }
      ).backup(resolve(backup), 'main', 'main', false, (err) => {
        if (err) return fail(err);
        job.step(-1, (stepErr) => {
          if (stepErr) fail(stepErr);
          else job.finish(() => (job.completed ? ok() : fail(new Error('the restore did not complete'))));
        });
      });
    });
    // Back to the store's journal mode: the copy brings the backup's (VACUUM INTO writes rollback mode).
    await run(db, 'PRAGMA journal_mode = WAL');
  } catch (err) {
    throw new Error(`the restore into ${target} failed: ${(err as Error).message}`);
  } finally {
    await close(db);
  }
  await checkSqliteFile(target);
}
