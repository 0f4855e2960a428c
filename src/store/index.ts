/**
 * The storage repository: the only module that knows key names, serialisation and schema versions.
 *
 * ```ts
 * const store = await openStore(process.env.STORE_URL, { logger });
 * const games = store.collection('sessions', SessionRecord, { schemaVersion: 1 });
 * await games.create(threadId, initial);                                  // version 1
 * await games.update(threadId, (doc) => apply(doc!.value), { expectedVersion: 3 });  // → version 4
 * await store.close();
 * ```
 *
 * Concurrency across processes: every write is a compare-and-set in the backend itself. `create`
 * inserts only if the key is absent; `update` loads the record, checks `expectedVersion`, runs fn
 * and writes version+1 only if the stored record is still exactly the one loaded (SQL
 * `UPDATE … WHERE key = ? AND value = ?`, a Lua script on Redis). So two bot processes on one store
 * (a rolling deploy's overlap, or shards sharing Redis/PostgreSQL) never both apply a change from
 * the same version: with `expectedVersion` the loser gets StaleVersionError (a stale or doubled
 * click is never applied twice); without it, the loser loads again and re-runs fn (bounded, then
 * StoreError). Within one process, updates of one record also queue on a FIFO lock, which spares
 * the backend needless conflicts and keeps one process's updates in the order issued.
 *
 * Layout: one key per record, `<namespace>:<collection>:<id>` (at most 255 characters), holding
 * keyv's JSON `{"value": Doc}`; SQLite and PostgreSQL use @keyv's table `keyv(key, value TEXT)`,
 * Redis plain string keys. Nothing expires. Sorted indexes (sorted.ts): table `cardbot_index` on
 * SQL, ZSETs `<namespace>:idx:<name>:<part>` on Redis.
 *
 * Failures: every backend error (unreachable, closed, locked, refused write) and every record that
 * does not parse surfaces as StoreError, logged once as "store backend error"; a failed operation
 * has written nothing. One exception no client can rule out: a Redis/PostgreSQL connection lost after
 * the server applied a write but before its reply arrived. The write may then have landed, and a
 * retry carrying the old `expectedVersion` gets StaleVersionError rather than applying twice.
 * See faulty.ts to inject failures in tests and the demo.
 */
import type { Logger } from 'pino';
import type { z } from 'zod';
import { type Backend, openBackend, type StoreKind } from './backends.ts';
import {
  type Collection,
  type CollectionOptions,
  KeyvCollection,
  type StoreCore,
  type StoreEvent,
} from './collection.ts';
import { StoreError } from './errors.ts';
import { type FaultInjector, withFaults } from './faulty.ts';
import { KeyedLock } from './locks.ts';
import { BackendIndex, type SortedIndex } from './sorted.ts';

export type { Collection, CollectionOptions, Doc, StoreEvent } from './collection.ts';
export { AlreadyExistsError, InvalidRecordError, StaleVersionError, StoreError } from './errors.ts';
export { FaultInjector, type FaultOp, InjectedFault, type WriteFault } from './faulty.ts';
export type { RangeOptions, SortedIndex } from './sorted.ts';
export type { StoreKind };

export interface Store {
  readonly kind: StoreKind;
  /** A typed collection; values are validated with the zod schema on load (a bad record → StoreError, never silently dropped). */
  collection<T>(name: string, schema: z.ZodType<T>, opts?: CollectionOptions<T>): Collection<T>;
  /** A named sorted index, partitioned: members with numeric scores, kept by the backend itself. */
  index(name: string): SortedIndex;
  /** Refuses new operations, waits for those in flight, then closes the backend connection. */
  close(): Promise<void>;
}

export interface OpenStoreOptions {
  logger?: Logger;
  /** Key prefix, default "cardbot": keys are `<namespace>:<collection>:<id>`. */
  namespace?: string;
  /** Make the backend fail on demand (tests, demo); see faulty.ts. */
  faults?: FaultInjector;
  /** SQLite busy timeout and Redis/PostgreSQL connect timeout, default 5000 ms. */
  timeoutMs?: number;
  /** Called after every operation (for latency and error metrics). It runs synchronously after the
   *  operation settles; whatever it throws is logged and otherwise ignored. */
  observe?: (e: StoreEvent) => void;
}

/** url: undefined → sqlite file `./data/bot.sqlite` (dir created); `sqlite://path`; `redis://…`;
 *  `postgres://…` / `postgresql://…`; `memory://` (in-process Map, for tests; `memory://<name>`
 *  shares one Map per name within the process, so a test can reopen it after a simulated restart).
 *  Connects and reads once before resolving, so a wrong URL or a server that is down fails here
 *  with a StoreError naming the URL (password masked), not at the first move. */
export async function openStore(url: string | undefined, opts: OpenStoreOptions = {}): Promise<Store> {
  const namespace = opts.namespace ?? 'cardbot';
  if (!/^[\w-]+$/.test(namespace)) throw new TypeError(`namespace must match [A-Za-z0-9_-]+: "${namespace}"`);
  const backend = openBackend(url, { timeoutMs: opts.timeoutMs ?? 5000 });
  // Connection-level trouble (Redis reconnecting, a PostgreSQL connection dropped) arrives only as
  // events; failed operations also throw, and are logged where they are wrapped.
  backend.onError((err: unknown) => opts.logger?.warn({ err, store: backend.label }, 'store backend error'));
  try {
    await backend.init();
    // Straight to the backend: a probe through the fault wrapper would consume injected failures.
    await backend.raw.get(`${namespace}:probe`);
  } catch (err) {
    await backend.close().catch(() => {});
    throw new StoreError(`cannot use the store at ${backend.label}: ${describe(err)}`, { cause: err });
  }
  opts.logger?.info({ store: backend.label, kind: backend.kind }, 'store opened');
  return new BackendStore(backend, namespace, opts);
}

class BackendStore implements Store {
  readonly kind: StoreKind;
  readonly #backend: Backend;
  readonly #core: StoreCore;
  readonly #logger: Logger | undefined;
  readonly #observe: OpenStoreOptions['observe'];
  readonly #inFlight = new Set<Promise<unknown>>();
  #closing: Promise<void> | undefined;

  constructor(backend: Backend, namespace: string, opts: OpenStoreOptions) {
    this.kind = backend.kind;
    this.#backend = backend;
    this.#logger = opts.logger;
    this.#observe = opts.observe;
    this.#core = {
      raw: opts.faults ? withFaults(backend.raw, opts.faults) : backend.raw,
      namespace,
      locks: new KeyedLock(),
      run: (op, collection, fn) => this.#run(op, collection, fn),
      failed: (err) => this.#logger?.warn({ err, store: backend.label }, 'store backend error'),
    };
  }

  collection<T>(name: string, schema: z.ZodType<T>, opts?: CollectionOptions<T>): Collection<T> {
    return new KeyvCollection(this.#core, name, schema, opts);
  }

  index(name: string): SortedIndex {
    return new BackendIndex(this.#core, name);
  }

  close(): Promise<void> {
    this.#closing ??= (async () => {
      await Promise.allSettled([...this.#inFlight]);
      await this.#backend.close();
      this.#logger?.info({ store: this.#backend.label }, 'store closed');
    })();
    return this.#closing;
  }

  #run<R>(op: string, collection: string, fn: (ev: { conflicts?: number }) => Promise<R>): Promise<R> {
    if (this.#closing) return Promise.reject(new StoreError(`the store at ${this.#backend.label} is closed`));
    const started = performance.now();
    const ev: { conflicts?: number } = {};
    const p = fn(ev);
    this.#inFlight.add(p);
    const settle = (ok: boolean) => {
      this.#inFlight.delete(p);
      this.#report({ op, collection, ms: performance.now() - started, ok, ...ev });
    };
    p.then(
      () => settle(true),
      (err: unknown) => settle(!(err instanceof StoreError)),
    );
    return p;
  }

  #report(e: StoreEvent): void {
    if (!this.#observe) return;
    try {
      this.#observe(e);
    } catch (err) {
      this.#logger?.warn({ err }, 'store observer threw');
    }
  }
}

function describe(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}
