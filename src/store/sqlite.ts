/**
 * The SQLite connection: one `sqlite3` database (the driver @keyv/sqlite is built on), keyv's own
 * table in keyv's own format (so a file written here is read by keyv and the other way round:
 * test/store/compat.test.ts), and every statement prepared once and kept.
 *
 * Why not @keyv/sqlite's connection: it runs each query as `Database#all`, which prepares a
 * statement, runs it and finalizes it, three trips to libuv's thread pool and back. A kept
 * statement is one trip. Measured on this project's queries (a 3 KB record, 3,000 runs): 66 µs of
 * main-thread CPU a SELECT or compare-and-set UPDATE through `Database#all`, 33 µs on a kept
 * statement; a move makes about ten.
 *
 * A statement runs one call at a time (the driver queues the others on it) and binds its
 * parameters afresh each run. The SQL texts are the store's fixed statements (sql.ts), so the
 * cache stays small; it is bounded all the same.
 */
import sqlite3 from 'sqlite3';
import type { Query } from './sql.ts';

/** keyv's table, exactly as @keyv/sqlite creates it (its default table name and key size). */
export const KEYV_TABLE_DDL = 'CREATE TABLE IF NOT EXISTS keyv(key VARCHAR(255) PRIMARY KEY, value TEXT )';

/** Kept statements at most; past this the least recently used one is finalized. */
const MAX_STATEMENTS = 64;

export class SqliteConnection {
  readonly #db: Promise<sqlite3.Database>;
  readonly #statements = new Map<string, Promise<sqlite3.Statement>>();
  readonly #errorListeners: Array<(err: unknown) => void> = [];

  constructor(path: string, busyTimeoutMs: number) {
    this.#db = new Promise((resolve, reject) => {
      const db = new sqlite3.Database(path, (err) => {
        if (err) return reject(err);
        db.configure('busyTimeout', busyTimeoutMs);
        resolve(db);
      });
      // A failure reported as an event (none is expected once open) must not go unheard.
      db.on('error', (err) => {
        for (const listener of this.#errorListeners) listener(err);
      });
    });
    // The open's failure is reported by the first query; it must not be an unhandled rejection.
    this.#db.catch(() => {});
  }

  onError(listener: (err: unknown) => void): void {
    this.#errorListeners.push(listener);
  }

  /** Runs `sql` with `params` on its kept statement and returns its rows. */
  readonly query: Query = async (sql, params) => {
    const statement = await this.#statement(sql);
    return new Promise((resolve, reject) =>
      statement.all(params, (err: Error | null, rows: Record<string, unknown>[]) =>
        err ? reject(err) : resolve(rows),
      ),
    );
  };

  #statement(sql: string): Promise<sqlite3.Statement> {
    const kept = this.#statements.get(sql);
    if (kept !== undefined) {
      // Most recently used last, so the first entry is the one to drop.
      this.#statements.delete(sql);
      this.#statements.set(sql, kept);
      return kept;
    }
    const prepared = this.#db.then(
      (db) =>
        new Promise<sqlite3.Statement>((resolve, reject) => {
          const statement = db.prepare(sql, (err) => (err ? reject(err) : resolve(statement)));
        }),
    );
    this.#statements.set(sql, prepared);
    // A statement that fails to prepare (a table not there yet, a syntax error) is not kept.
    prepared.catch(() => {
      if (this.#statements.get(sql) === prepared) this.#statements.delete(sql);
    });
    if (this.#statements.size > MAX_STATEMENTS) {
      const [oldest, statement] = this.#statements.entries().next().value as [string, Promise<sqlite3.Statement>];
      this.#statements.delete(oldest);
      // Finalizing waits for the statement's queued runs (the driver finalizes after them).
      statement.then(
        (s) => s.finalize(),
        () => {},
      );
    }
    return prepared;
  }

  /** Finalizes the kept statements, then closes the database (after the queries in flight). */
  async close(): Promise<void> {
    const db = await this.#db.catch(() => undefined);
    if (db === undefined) return;
    const statements = await Promise.allSettled(this.#statements.values());
    this.#statements.clear();
    await Promise.all(
      statements.map((s) =>
        s.status === 'fulfilled' ? new Promise<void>((resolve) => s.value.finalize(() => resolve())) : undefined,
      ),
    );
    await new Promise<void>((resolve, reject) => db.close((err) => (err ? reject(err) : resolve())));
  }
}
