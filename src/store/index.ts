/**
 * The storage repository: the only module that knows key names, serialisation and schema versions.
 *
 * ```ts
 * const store = await openStore(process.env.STORE_URL, { logger });
 * const games = store.collection('abstrac', AbstracRecord, { schemaVersion: 1 });
 * await games.create(threadId, initial);                                  // version 1
 * await games.update(threadId, (doc) => apply(doc!.value), { expectedVersion: 3 });  // → version 4
 * await store.close();
 * ```
 *
 * Concurrency and sharding: updates of one record are serialised by an in-process FIFO lock and
 * every write bumps `version`, so a stale or doubled click (an `expectedVersion` that no longer
 * matches) is rejected with StaleVersionError and never applied twice. The lock is per process,
 * not a backend transaction: that is enough because one game lives in one guild's thread and a
 * guild is served by exactly one shard process, so every update of a game goes through the same
 * process even when several shards share one Redis or PostgreSQL. Two processes updating the same
 * record at once would not be serialised.
 *
 * Layout: one key per record, `<namespace>:<collection>:<id>` (at most 255 characters), holding
 * keyv's JSON `{"value": Doc}`; SQLite and PostgreSQL use @keyv's table `keyv(key, value TEXT)`,
 * Redis plain string keys. Nothing expires.
 *
 * Failures: every backend error (unreachable, closed, locked, refused write) and every record that
 * does not parse surfaces as StoreError (keyv runs with `throwOnErrors`); a failed operation has
 * written nothing. One exception no client can rule out: a Redis/PostgreSQL connection lost after
 * the server applied a write but before its reply arrived. The write may then have landed, and a
 * retry carrying the old `expectedVersion` gets StaleVersionError rather than applying twice.
 * See faulty.ts to inject failures in tests and the demo.
 */
import Keyv from 'keyv';
import type { Logger } from 'pino';
import type { z } from 'zod';
import { type Backend, openBackend, type StoreKind } from './backends.ts';
import { type Collection, type CollectionOptions, KeyvCollection, type StoreCore } from './collection.ts';
import { StoreError } from './errors.ts';
import { type FaultInjector, withFaults } from './faulty.ts';
import { KeyedLock } from './locks.ts';
import { ShimPart, type SortedIndex, shimIndex } from './shim-index.ts';

export type { RangeOptions, SortedIndex } from './shim-index.ts';

export type { Collection, CollectionOptions, Doc } from './collection.ts';
export { AlreadyExistsError, StaleVersionError, StoreError } from './errors.ts';
export { type FaultOp, FaultInjector, InjectedFault } from './faulty.ts';
export type { StoreKind };

export interface Store {
  readonly kind: StoreKind;
  /** A typed collection; values are validated with the zod schema on load (a bad record → StoreError, never silently dropped). */
  collection<T>(name: string, schema: z.ZodType<T>, opts?: CollectionOptions<T>): Collection<T>;
  /** A named sorted index, partitioned: members with numeric scores. */
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
  const adapter = opts.faults ? withFaults(backend.adapter, opts.faults) : backend.adapter;
  // namespace undefined + useKeyPrefix false: key names are ours, identical on every backend.
  const kv = new Keyv({
    store: adapter,
    namespace: undefined,
    useKeyPrefix: false,
    throwOnErrors: true,
    serialize: JSON.stringify,
    deserialize: JSON.parse,
  });
  // Connection-level trouble (Redis reconnecting, a PostgreSQL connection dropped) arrives only as
  // events; failed operations also throw, and their callers log them.
  kv.on('error', (err: unknown) => opts.logger?.warn({ err, store: backend.label }, 'store backend error'));
  try {
    await backend.init();
    // Straight to the adapter: a probe through keyv would consume failures injected for the tests.
    await backend.adapter.get(`${namespace}:probe`);
  } catch (err) {
    await kv.disconnect().catch(() => {});
    throw new StoreError(`cannot use the store at ${backend.label}: ${describe(err)}`, { cause: err });
  }
  opts.logger?.info({ store: backend.label, kind: backend.kind }, 'store opened');
  return new KeyvStore(backend, kv, namespace, opts.logger);
}

class KeyvStore implements Store {
  readonly kind: StoreKind;
  readonly #backend: Backend;
  readonly #core: StoreCore;
  readonly #logger: Logger | undefined;
  readonly #inFlight = new Set<Promise<unknown>>();
  #closing: Promise<void> | undefined;

  constructor(backend: Backend, kv: Keyv, namespace: string, logger: Logger | undefined) {
    this.kind = backend.kind;
    this.#backend = backend;
    this.#logger = logger;
    this.#core = {
      kv,
      namespace,
      locks: new KeyedLock(),
      guard: (fn) => this.#guard(fn),
    };
  }

  collection<T>(name: string, schema: z.ZodType<T>, opts?: CollectionOptions<T>): Collection<T> {
    return new KeyvCollection(this.#core, name, schema, opts);
  }

  index(name: string): SortedIndex {
    return shimIndex(this.collection(`idx-${name}`, ShimPart));
  }

  close(): Promise<void> {
    this.#closing ??= (async () => {
      await Promise.allSettled([...this.#inFlight]);
      await this.#core.kv.disconnect();
      this.#logger?.info({ store: this.#backend.label }, 'store closed');
    })();
    return this.#closing;
  }

  #guard<R>(fn: () => Promise<R>): Promise<R> {
    if (this.#closing) return Promise.reject(new StoreError(`the store at ${this.#backend.label} is closed`));
    const p = fn();
    this.#inFlight.add(p);
    const forget = () => this.#inFlight.delete(p);
    p.then(forget, forget);
    return p;
  }
}

function describe(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}
