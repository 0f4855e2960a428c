/**
 * Turns a STORE_URL into a connection to one backend and its raw operations (raw.ts), configured so
 * that failures surface (errors thrown, not swallowed) and processes can exit after `close()`.
 * PostgreSQL's connection comes from @keyv's adapter (which also creates the `keyv` table every
 * existing store already has); SQLite's is our own (sqlite.ts: keyv's table and format, statements
 * prepared once instead of per query); the operations themselves are our own statements (sql.ts).
 *
 * Per-backend choices (each measured or verified in test/store):
 * - SQLite: WAL journal + synchronous=NORMAL (durable at every checkpoint, no fsync per commit;
 *   lets several shard processes share one file: readers never wait for the writer) and a busy
 *   timeout so a write waits for another process's lock instead of failing at once.
 * - Redis: our own client with the offline queue disabled, so a command issued while the server
 *   is down fails at once (StoreError) instead of hanging the interaction until a reconnect; the
 *   client keeps reconnecting in the background (backoff capped at 2 s).
 * - PostgreSQL: @keyv/postgres keeps one module-wide pg.Pool with no 'error' listener, and pg
 *   emits 'error' on the pool when the server drops an idle connection (restart, failover), which
 *   crashes the process. The subclass below gives each adapter its own pool with a listener.
 */
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import KeyvPostgres from '@keyv/postgres';
import { createClient } from '@keyv/redis';
import pg from 'pg';
import { StoreError } from './errors.ts';
import { memoryStore } from './memory.ts';
import type { RawStore } from './raw.ts';
import { redisStore } from './redis.ts';
import { createIndexTable, type Query, sqlStore } from './sql.ts';
import { KEYV_TABLE_DDL, SqliteConnection } from './sqlite.ts';

export type StoreKind = 'sqlite' | 'redis' | 'postgres' | 'memory';

export const DEFAULT_SQLITE_PATH = './data/bot.sqlite';

export interface BackendOptions {
  /** Bound on waiting for the backend: SQLite busy timeout, Redis/PostgreSQL connect timeout. */
  timeoutMs: number;
}

export interface Backend {
  kind: StoreKind;
  raw: RawStore;
  /** The URL with any password masked, for logs and error messages. */
  label: string;
  /** Connects and prepares (SQLite pragmas, the index table) before first use. */
  init(): Promise<void>;
  /** Closes the connection; afterwards no handle keeps the process alive. */
  close(): Promise<void>;
  /** Connection-level errors that arrive as events (a dropped connection, a reconnect failing).
   *  A listener is always attached: an unheard 'error' event would crash the process. */
  onError(listener: (err: unknown) => void): void;
}

export function openBackend(url: string | undefined, opts: BackendOptions): Backend {
  const u = url?.trim() || `sqlite://${DEFAULT_SQLITE_PATH}`;
  const scheme = u.slice(0, u.indexOf(':') + 1).toLowerCase();
  switch (scheme) {
    case 'memory:':
      return {
        kind: 'memory',
        raw: memoryStore(u.replace(/^memory:(\/\/)?/i, '')),
        label: u,
        init: async () => {},
        close: async () => {},
        onError: () => {},
      };
    case 'sqlite:':
      return sqliteBackend(u, opts);
    case 'redis:':
    case 'rediss:':
      return redisBackend(u, opts);
    case 'postgres:':
    case 'postgresql:':
      return postgresBackend(u, opts);
    default:
      throw new StoreError(
        `unsupported store URL "${mask(u)}": use sqlite://<path>, redis://…, postgres://… or memory://`,
      );
  }
}

function sqliteBackend(url: string, opts: BackendOptions): Backend {
  const path = url.replace(/^sqlite:(\/\/)?/i, '');
  if (path === '') throw new StoreError('sqlite:// needs a file path, e.g. sqlite://./data/bot.sqlite');
  if (path !== ':memory:') {
    try {
      mkdirSync(dirname(resolve(path)), { recursive: true });
    } catch (err) {
      throw new StoreError(`cannot create the directory for ${path}: ${String(err)}`, { cause: err });
    }
  }
  const connection = new SqliteConnection(path, opts.timeoutMs);
  const query = connection.query;
  return {
    kind: 'sqlite',
    raw: sqlStore('sqlite', query),
    label: `sqlite://${path}`,
    init: async () => {
      if (path !== ':memory:') {
        // Switching a new file to WAL takes an exclusive lock, and SQLite answers SQLITE_BUSY at once,
        // without waiting out the busy timeout, when two connections would deadlock doing it (two
        // shard processes starting on a new file): so the switch is retried within the timeout.
        await retryWhileBusy(() => query('PRAGMA journal_mode = WAL', []), opts.timeoutMs);
        await query('PRAGMA synchronous = NORMAL', []);
      }
      await retryWhileBusy(() => query(KEYV_TABLE_DDL, []), opts.timeoutMs);
      await retryWhileBusy(() => createIndexTable('sqlite', query), opts.timeoutMs);
    },
    close: () => connection.close(),
    onError: (listener) => connection.onError(listener),
  };
}

/** Runs `fn` again (5 ms, then up to 100 ms apart) while it fails with SQLITE_BUSY, for `timeoutMs` at most. */
async function retryWhileBusy<T>(fn: () => Promise<T>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (let wait = 5; ; wait = Math.min(wait * 2, 100)) {
    try {
      return await fn();
    } catch (err) {
      if ((err as { code?: unknown }).code !== 'SQLITE_BUSY' || Date.now() + wait > deadline) throw err;
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}

function redisBackend(url: string, opts: BackendOptions): Backend {
  const client = createClient({
    url,
    name: `cardbot-${process.pid}`, // CLIENT LIST shows which shard a connection belongs to
    disableOfflineQueue: true,
    socket: {
      connectTimeout: opts.timeoutMs,
      reconnectStrategy: (retries: number) => Math.min(100 * 2 ** retries, 2000),
    },
  });
  const init = async () => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no connection within ${opts.timeoutMs} ms`)), opts.timeoutMs);
    });
    try {
      await Promise.race([client.connect(), timeout]);
    } catch (err) {
      client.destroy();
      throw err;
    } finally {
      clearTimeout(timer);
    }
  };
  return {
    kind: 'redis',
    raw: redisStore(client),
    label: mask(url),
    init,
    close: async () => {
      if (client.isOpen) await client.close();
    },
    onError: (listener) => client.on('error', listener),
  };
}

/** KeyvPostgres with its own pool (see the file comment). */
class OwnPoolPostgres extends KeyvPostgres {
  // `declare`: connect() runs inside super(), before any field initialiser would.
  declare pool: InstanceType<typeof pg.Pool> | undefined;

  override async connect(): Promise<(sql: string, values?: unknown) => Promise<unknown[]>> {
    const pool = new pg.Pool({ ...this.opts, connectionString: this.opts.uri });
    pool.on('error', (err) => this.emit('error', err));
    this.pool = pool;
    return async (sql, values) => (await pool.query(sql, values as unknown[] | undefined)).rows;
  }

  override async disconnect(): Promise<void> {
    await this.pool?.end();
  }
}

function postgresBackend(url: string, opts: BackendOptions): Backend {
  const adapter = new OwnPoolPostgres({
    uri: url,
    connectionTimeoutMillis: opts.timeoutMs,
    // Per process, so an operator (or a test) can tell one shard's connections apart.
    application_name: `cardbot-${process.pid}`,
    max: 4,
    // Bound a query on a server that stopped answering: the server cancels a statement after 10 s
    // (so nothing commits late); the client gives up after 15 s if even that reply never comes.
    statement_timeout: 10_000,
    query_timeout: 15_000,
  });
  // adapter.query waits for @keyv/postgres's CREATE TABLE keyv on the first connection.
  const query: Query = (sql, params) => adapter.query(sql, params) as Promise<Record<string, unknown>[]>;
  return {
    kind: 'postgres',
    raw: sqlStore('postgres', query),
    label: mask(url),
    init: () => createIndexTable('postgres', query),
    close: () => adapter.disconnect(),
    onError: (listener) => adapter.on('error', listener),
  };
}

/** The URL with its password replaced by `***`. */
export function mask(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return url.replace(/\/\/([^:/@]*):[^@]*@/, '//$1:***@');
  }
}
