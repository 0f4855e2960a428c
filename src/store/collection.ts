/**
 * A typed, versioned collection over the backend's raw operations (raw.ts). Records are stored as
 * keyv's JSON `{"value": {schemaVersion, version, updatedAt, value}}` under
 * `<namespace>:<collection>:<id>` (what earlier versions wrote through keyv: existing stores read
 * unchanged, and older code can read what this writes). Every record read back is checked
 * (envelope, then the collection's zod schema): a bad record is a StoreError, never `undefined`,
 * because `undefined` means "no such game" and would let an update start over and overwrite it.
 *
 * Writes are compare-and-set in the backend: `create` inserts only if absent, and `update` writes
 * only if the stored text is still the one it read, so two processes sharing a store never both
 * apply a change from the same version (see index.ts).
 */
import { z } from 'zod';
import { AlreadyExistsError, InvalidRecordError, StaleVersionError, StoreError } from './errors.ts';
import type { KeyedLock } from './locks.ts';
import type { RawStore } from './raw.ts';

export interface Doc<T> {
  schemaVersion: number;
  version: number;
  updatedAt: number;
  value: T;
}

export interface Collection<T> {
  get(id: string): Promise<Doc<T> | undefined>;
  /** Creates version 1 (or `version`: a record carried over from another collection by an upgrade
   *  keeps its version) if the id is absent (atomically in the backend: of two processes creating
   *  one id, exactly one succeeds); else throws AlreadyExistsError. */
  create(id: string, value: T, version?: number): Promise<Doc<T>>;
  /** load → check expectedVersion (throws StaleVersionError) → fn(current) → write version+1, the
   *  write landing only if the stored record is still the one loaded. fn receives undefined when the
   *  doc does not exist (it is then created at version 1). If fn throws, nothing is written and the
   *  error propagates unchanged (handlers throw their own "illegal move" errors through it).
   *  Updates of one id are serialised within a process by a lock; when another process wrote in
   *  between, an update given expectedVersion throws StaleVersionError, one without it loads again
   *  and re-runs fn (so fn may run more than once and must not have side effects), giving up with a
   *  StoreError after MAX_ATTEMPTS conflicting writes. */
  update(id: string, fn: (current: Doc<T> | undefined) => T | Promise<T>, opts?: UpdateOptions<T>): Promise<Doc<T>>;
  delete(id: string): Promise<void>;
  /** The ids of this collection (optionally only those starting with `prefix`), fetched in batches.
   *  For migrations and maintenance, never on a player's path: it walks the whole collection. Ids
   *  created or deleted during the walk may or may not appear, and on Redis an id may appear twice
   *  (SCAN's guarantee), so whatever runs per id must be idempotent. */
  ids(opts?: { prefix?: string }): AsyncIterable<string>;
}

export interface UpdateOptions<T> {
  /** The version the caller saw: the update throws StaleVersionError if the record is not at it. */
  expectedVersion?: number;
  /**
   * The record as this collection returned it moments ago (from `get` or `update`): the first
   * attempt writes against it without reading the record again. The write still lands only if
   * the stored record is that one; if not, the update goes on as without it (reads, and retries
   * or throws StaleVersionError).
   */
  current?: Doc<T> | undefined;
}

export interface CollectionOptions<T> {
  /** Version of the value's shape; records stored with an older one go through `migrate`. Default 1. */
  schemaVersion?: number;
  /** Upgrades a value stored at `fromVersion` (< schemaVersion); its result is schema-checked too. */
  migrate?: (old: unknown, fromVersion: number) => T;
}

/** What the store's observer receives after every operation. */
export interface StoreEvent {
  /** get, create, update, delete, ids; index.set, index.remove, index.score, index.range, index.rank, index.count. */
  op: string;
  /** The collection, or the index name for index operations. */
  collection: string;
  ms: number;
  /** False when the operation failed with a StoreError (the backend failed or a record is bad).
   *  Outcomes the caller expects (StaleVersionError, AlreadyExistsError, an error thrown by an
   *  update's fn) count as ok. */
  ok: boolean;
  /** update only: writes lost to another process and retried (0 when the first write landed). */
  conflicts?: number;
}

/** What collections and indexes share with their store. */
export interface StoreCore {
  raw: RawStore;
  namespace: string;
  /** Per-key in-process lock: spares the backend conflicts between updates of one process. */
  locks: KeyedLock;
  /** Refuses work after close(), lets close() wait for work in flight, and reports the operation to
   *  the observer; `fn` may set `ev.conflicts`. */
  run<R>(op: string, collection: string, fn: (ev: { conflicts?: number }) => Promise<R>): Promise<R>;
  /** Logs a backend failure (once, where it is wrapped). */
  failed(err: unknown): void;
}

/** Runs a raw backend call; its failure is logged and rethrown as StoreError("could not <what>"). */
export async function backend<R>(core: StoreCore, what: string, fn: () => Promise<R>): Promise<R> {
  try {
    return await fn();
  } catch (err) {
    core.failed(err);
    throw new StoreError(`could not ${what}: ${describe(err)}`, { cause: err });
  }
}

/** Writes of one update lost to other processes before it gives up: with the waits below, about
 *  6–11 s of losing. 10 attempts (about 2 s) were not enough in test/store/cas.test.ts: on a loaded
 *  2-core machine, a process with 200 queued updates of one record kept another losing for longer. */
export const MAX_ATTEMPTS = 50;

/** Waits before retrying a lost write: 4, 8, 16 … ms, capped at 250, half of it random. Retrying at
 *  once would rarely win against a process with a queue of updates of the same record (its next
 *  read comes first every time); waiting, while this process's own updates of the record queue
 *  behind the lock, lets the other drain its queue, so the two take turns instead of one starving. */
function backOff(attempt: number): Promise<void> {
  const ms = Math.min(2 ** (attempt + 2), 250);
  return new Promise((resolve) => setTimeout(resolve, ms / 2 + (Math.random() * ms) / 2));
}

const Envelope = z.object({
  schemaVersion: z.number().int().min(1),
  version: z.number().int().min(1),
  updatedAt: z.number(),
  value: z.unknown(),
});

/** PostgreSQL's keyv table has key VARCHAR(255); the other backends follow so keys stay portable. */
const MAX_KEY_LENGTH = 255;

/**
 * The stored text of the docs collections returned (what a compare-and-set compares), for
 * `update`'s `current`. Per process, not per collection object: callers may open a collection
 * more than once. A doc's text is only a guess at what is stored; the backend's compare decides.
 */
const storedTexts = new WeakMap<object, string>();

/**
 * Docs each collection keeps of what it read or wrote last, by key, at most this many (the least
 * recently used go first). A read whose stored text is a kept doc's returns that doc: no JSON
 * parse, no schema check, and the same objects, so what was checked of them once (a game's state,
 * src/session/catalog.ts) is not checked again. A game's record is read back at every click of
 * its players, and parsing and checking it was a sixth of the bot's main thread. Docs are never
 * changed in place (under the tests they are frozen, so a change would throw).
 */
export const KEPT_DOCS = 256;
const frozen = process.env.VITEST !== undefined;

function deepFreeze(value: unknown): void {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const inner of Object.values(value)) deepFreeze(inner);
}

export class KeyvCollection<T> implements Collection<T> {
  readonly #core: StoreCore;
  readonly #name: string;
  readonly #schema: z.ZodType<T>;
  readonly #schemaVersion: number;
  readonly #migrate: CollectionOptions<T>['migrate'];
  readonly #kept = new Map<string, Doc<T>>();

  constructor(core: StoreCore, name: string, schema: z.ZodType<T>, opts: CollectionOptions<T> = {}) {
    if (!/^[\w-]+$/.test(name)) throw new TypeError(`collection name must match [A-Za-z0-9_-]+: "${name}"`);
    // Redis keeps index partitions at `<namespace>:idx:…`, which a collection "idx" would share.
    if (name === 'idx') throw new TypeError('collection name "idx" is reserved for indexes');
    this.#core = core;
    this.#name = name;
    this.#schema = schema;
    this.#schemaVersion = opts.schemaVersion ?? 1;
    this.#migrate = opts.migrate;
  }

  async get(id: string): Promise<Doc<T> | undefined> {
    const key = this.#key(id);
    return this.#core.run('get', this.#name, async () => {
      const raw = await this.#read(key);
      if (raw === undefined) return undefined;
      return this.#keep(key, this.#known(key, raw), raw);
    });
  }

  async create(id: string, value: T, version = 1): Promise<Doc<T>> {
    const key = this.#key(id);
    if (!Number.isSafeInteger(version) || version < 1)
      throw new RangeError(`version must be an integer >= 1: ${version}`);
    return this.#core.run('create', this.#name, () =>
      this.#core.locks.run(key, async () => {
        const [doc, text] = this.#encode(key, value, version);
        const inserted = await backend(this.#core, `write ${key}`, () => this.#core.raw.insert(key, text));
        if (!inserted) throw new AlreadyExistsError(key);
        return this.#keep(key, doc, text);
      }),
    );
  }

  async update(
    id: string,
    fn: (current: Doc<T> | undefined) => T | Promise<T>,
    opts: UpdateOptions<T> = {},
  ): Promise<Doc<T>> {
    const key = this.#key(id);
    const expected = opts.expectedVersion;
    const known = opts.current === undefined ? undefined : storedTexts.get(opts.current);
    return this.#core.run('update', this.#name, (ev) =>
      this.#core.locks.run(key, async () => {
        for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
          ev.conflicts = attempt;
          const given = attempt === 0 && known !== undefined;
          const raw = given ? known : await this.#read(key);
          const current = given ? opts.current : raw === undefined ? undefined : this.#known(key, raw);
          const actual = current?.version ?? 0;
          if (expected !== undefined && expected !== actual) throw new StaleVersionError(key, expected, actual);
          const [doc, text] = this.#encode(key, await fn(current), actual + 1);
          const store = this.#core.raw;
          const written = await backend(this.#core, `write ${key}`, () =>
            raw === undefined ? store.insert(key, text) : store.replace(key, raw, text),
          );
          if (written) return this.#keep(key, doc, text);
          // The record given was not the stored one any more: read it and go on as usual.
          if (given) continue;
          // Another process wrote between our read and our write.
          if (expected !== undefined) throw new StaleVersionError(key, expected, await this.#version(key));
          if (attempt + 1 < MAX_ATTEMPTS) await backOff(attempt);
        }
        throw new StoreError(`could not write ${key}: ${MAX_ATTEMPTS} attempts in a row lost to other writers`);
      }),
    );
  }

  async delete(id: string): Promise<void> {
    const key = this.#key(id);
    this.#kept.delete(key);
    return this.#core.run('delete', this.#name, () =>
      this.#core.locks.run(key, () => backend(this.#core, `delete ${key}`, () => this.#core.raw.delete(key))),
    );
  }

  async *ids(opts: { prefix?: string } = {}): AsyncIterable<string> {
    const base = `${this.#core.namespace}:${this.#name}:`;
    const prefix = base + (opts.prefix ?? '');
    let cursor: string | undefined;
    do {
      const batch = await this.#core.run('ids', this.#name, () =>
        backend(this.#core, `list ${prefix}*`, () => this.#core.raw.scan(prefix, cursor, 500)),
      );
      for (const key of batch.keys) yield key.slice(base.length);
      cursor = batch.cursor;
    } while (cursor !== undefined);
  }

  #key(id: string): string {
    if (id === '') throw new TypeError('id must not be empty');
    const key = `${this.#core.namespace}:${this.#name}:${id}`;
    if (key.length > MAX_KEY_LENGTH) throw new RangeError(`key longer than ${MAX_KEY_LENGTH} characters: ${key}`);
    return key;
  }

  /** `raw` (the stored text at `key`) as a doc: the kept one when it is that text, else decoded. */
  #known(key: string, raw: string): Doc<T> {
    const kept = this.#kept.get(key);
    return kept !== undefined && storedTexts.get(kept) === raw ? kept : this.#decode(key, raw);
  }

  /** Keeps `doc`, stored as `text` at `key`, as the most recently used; returns it. */
  #keep(key: string, doc: Doc<T>, text: string): Doc<T> {
    storedTexts.set(doc, text);
    if (frozen) deepFreeze(doc);
    this.#kept.delete(key);
    this.#kept.set(key, doc);
    if (this.#kept.size > KEPT_DOCS) this.#kept.delete(this.#kept.keys().next().value as string);
    return doc;
  }

  /** The stored text, or undefined when there is none; backend failures become StoreError. */
  #read(key: string): Promise<string | undefined> {
    return backend(this.#core, `read ${key}`, () => this.#core.raw.get(key));
  }

  /** The stored version after a lost write, for StaleVersionError (0 when deleted meanwhile). */
  async #version(key: string): Promise<number> {
    const raw = await this.#read(key);
    return raw === undefined ? 0 : this.#envelope(key, raw).version;
  }

  #envelope(key: string, raw: string): z.infer<typeof Envelope> {
    let stored: unknown;
    try {
      stored = JSON.parse(raw);
    } catch (err) {
      throw new InvalidRecordError(`bad record at ${key}: not JSON (${describe(err)})`, { cause: err });
    }
    const env = Envelope.safeParse((stored as { value?: unknown } | null)?.value);
    if (!env.success) {
      throw new InvalidRecordError(`bad record at ${key}: ${z.prettifyError(env.error)}`, { cause: env.error });
    }
    return env.data;
  }

  #decode(key: string, raw: string): Doc<T> {
    const env = this.#envelope(key, raw);
    let value: unknown = env.value;
    const stored = env.schemaVersion;
    if (stored !== this.#schemaVersion) {
      if (stored > this.#schemaVersion || !this.#migrate) {
        throw new StoreError(
          `${key} has schema version ${stored}, this code reads ${this.#schemaVersion}` +
            (stored > this.#schemaVersion ? ' (written by newer code)' : ' and has no migration'),
        );
      }
      try {
        value = this.#migrate(value, stored);
      } catch (err) {
        throw new StoreError(`migrating ${key} from schema version ${stored} failed: ${describe(err)}`, {
          cause: err,
        });
      }
    }
    const parsed = this.#schema.safeParse(value);
    if (!parsed.success) {
      throw new InvalidRecordError(`bad record at ${key}: ${z.prettifyError(parsed.error)}`, { cause: parsed.error });
    }
    return { schemaVersion: this.#schemaVersion, version: env.version, updatedAt: env.updatedAt, value: parsed.data };
  }

  /** Validates and serialises (keyv's `{"value": doc}`); an invalid value is refused (it could
   *  never be loaded again). */
  #encode(key: string, value: T, version: number): [Doc<T>, string] {
    const parsed = this.#schema.safeParse(value);
    if (!parsed.success) {
      throw new InvalidRecordError(`refusing to write an invalid record at ${key}: ${z.prettifyError(parsed.error)}`, {
        cause: parsed.error,
      });
    }
    const doc: Doc<T> = { schemaVersion: this.#schemaVersion, version, updatedAt: Date.now(), value: parsed.data };
    return [doc, JSON.stringify({ value: doc })];
  }
}

function describe(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}
