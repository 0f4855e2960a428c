/**
 * The SQLite connection's kept statements (src/store/sqlite.ts): each run binds its own
 * parameters, however many run at once on one statement; a statement that failed to prepare is
 * not kept; the cache stays bounded and every statement still answers after being dropped; close
 * finalizes them all, so the database really closes.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { KEYV_TABLE_DDL, SqliteConnection } from '../../src/store/sqlite.ts';
import { removeTempDirs, tempDir } from './backends.ts';

afterAll(removeTempDirs);

describe('SqliteConnection', () => {
  it('runs many queries at once on one kept statement, each with its own parameters', async () => {
    const connection = new SqliteConnection(`${tempDir()}/a.sqlite`, 1000);
    try {
      await connection.query(KEYV_TABLE_DDL, []);
      await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          connection.query('INSERT INTO keyv(key, value) VALUES(?, ?)', [`k${i}`, `v${i}`]),
        ),
      );
      const rows = await Promise.all(
        Array.from({ length: 50 }, (_, i) => connection.query('SELECT value FROM keyv WHERE key = ?', [`k${i}`])),
      );
      expect(rows.map((r) => r[0]?.value)).toEqual(Array.from({ length: 50 }, (_, i) => `v${i}`));
      // A compare-and-set that loses returns no row; the one that wins returns its key.
      const sql = 'UPDATE keyv SET value = ? WHERE key = ? AND value = ? RETURNING key';
      expect(await connection.query(sql, ['new', 'k1', 'stale'])).toEqual([]);
      expect(await connection.query(sql, ['new', 'k1', 'v1'])).toEqual([{ key: 'k1' }]);
    } finally {
      await connection.close();
    }
  });

  it('a kept statement holds no snapshot: another connection can checkpoint the whole WAL', async () => {
    const file = `${tempDir()}/wal.sqlite`;
    const reader = new SqliteConnection(file, 1000);
    const writer = new SqliteConnection(file, 1000);
    try {
      await reader.query('PRAGMA journal_mode = WAL', []);
      await reader.query(KEYV_TABLE_DDL, []);
      await reader.query('INSERT INTO keyv(key, value) VALUES(?, ?)', ['a', 'x'.repeat(1000)]);
      // Kept, run to the end and not reset: SQLite ends its read transaction when it finishes.
      expect(await reader.query('SELECT value FROM keyv WHERE key = ?', ['a'])).toHaveLength(1);
      expect(await reader.query('SELECT key FROM keyv WHERE key >= ?', [''])).toHaveLength(1);
      for (let i = 0; i < 20; i++)
        await writer.query('INSERT INTO keyv(key, value) VALUES(?, ?)', [`k${i}`, 'y'.repeat(1000)]);
      expect(await writer.query('PRAGMA wal_checkpoint(TRUNCATE)', [])).toEqual([{ busy: 0, log: 0, checkpointed: 0 }]);
    } finally {
      await reader.close();
      await writer.close();
    }
  });

  it('does not keep a statement that failed to prepare', async () => {
    const connection = new SqliteConnection(':memory:', 1000);
    try {
      await expect(connection.query('SELECT value FROM keyv WHERE key = ?', ['x'])).rejects.toThrow(/no such table/);
      await connection.query(KEYV_TABLE_DDL, []);
      expect(await connection.query('SELECT value FROM keyv WHERE key = ?', ['x'])).toEqual([]);
    } finally {
      await connection.close();
    }
  });

  it('stays bounded: statements dropped from the cache are prepared again when needed', async () => {
    const connection = new SqliteConnection(':memory:', 1000);
    try {
      // 200 distinct texts, three times over, some of them at once.
      for (let round = 0; round < 3; round++) {
        const answers = await Promise.all(
          Array.from({ length: 200 }, (_, i) => connection.query(`SELECT ? + ${i} AS n`, [round])),
        );
        expect(answers.map((rows) => rows[0]?.n)).toEqual(Array.from({ length: 200 }, (_, i) => round + i));
      }
    } finally {
      await connection.close();
    }
  });

  it('reports a database that cannot be opened on the first query, and closes quietly', async () => {
    const connection = new SqliteConnection(`${tempDir()}/missing/dir/x.sqlite`, 1000);
    await expect(connection.query('SELECT 1', [])).rejects.toThrow(/SQLITE_CANTOPEN|unable to open/);
    await connection.close();
  });
});
