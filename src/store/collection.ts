/**
 * A typed, versioned collection over one keyv instance. Records are stored as the JSON envelope
 * `{ schemaVersion, version, updatedAt, value }` under `<namespace>:<collection>:<id>`, and every
 * record read back is checked (envelope, then the collection's zod schema): a bad record is a
 * StoreError, never `undefined`, because `undefined` means "no such game" and would let an update
 * start over and overwrite it.
 */
import type Keyv from 'keyv';
import { z } from 'zod';
import { AlreadyExistsError, StaleVersionError, StoreError } from './errors.ts';
import type { KeyedLock } from './locks.ts';

export interface Doc<T> {
  schemaVersion: number;
  version: number;
  updatedAt: number;
  value: T;
}

export interface Collection<T> {
  get(id: string): Promise<Doc<T> | undefined>;
  /** Creates version 1; throws AlreadyExistsError if the id exists. */
  create(id: string, value: T): Promise<Doc<T>>;
  /** Serialised per (collection, id) by an in-process lock: load → check expectedVersion (throws
   *  StaleVersionError) → fn(current) → write version+1. If fn throws, nothing is written and the error
   *  propagates unchanged (handlers throw their own "illegal move" errors through it). fn receives
   *  undefined when the doc does not exist (then it is created at version 1). */
  update(
    id: string,
    fn: (current: Doc<T> | undefined) => T | Promise<T>,
    opts?: { expectedVersion?: number },
  ): Promise<Doc<T>>;
  delete(id: string): Promise<void>;
}

export interface CollectionOptions<T> {
  /** Version of the value's shape; records stored with an older one go through `migrate`. Default 1. */
  schemaVersion?: number;
  /** Upgrades a value stored at `fromVersion` (< schemaVersion); its result is schema-checked too. */
  migrate?: (old: unknown, fromVersion: number) => T;
}

/** What collections share with their store: the keyv instance, the per-key lock, and the gate
 *  that refuses work after close() and lets close() wait for work in flight. */
export interface StoreCore {
  kv: Keyv;
  namespace: string;
  locks: KeyedLock;
  guard<R>(fn: () => Promise<R>): Promise<R>;
}

const Envelope = z.object({
  schemaVersion: z.number().int().min(1),
  version: z.number().int().min(1),
  updatedAt: z.number(),
  value: z.unknown(),
});

/** PostgreSQL's keyv table has key VARCHAR(255); the other backends follow so keys stay portable. */
const MAX_KEY_LENGTH = 255;

export class KeyvCollection<T> implements Collection<T> {
  readonly #core: StoreCore;
  readonly #name: string;
  readonly #schema: z.ZodType<T>;
  readonly #schemaVersion: number;
  readonly #migrate: CollectionOptions<T>['migrate'];

  constructor(core: StoreCore, name: string, schema: z.ZodType<T>, opts: CollectionOptions<T> = {}) {
    if (!/^[\w-]+$/.test(name)) throw new TypeError(`collection name must match [A-Za-z0-9_-]+: "${name}"`);
    this.#core = core;
    this.#name = name;
    this.#schema = schema;
    this.#schemaVersion = opts.schemaVersion ?? 1;
    this.#migrate = opts.migrate;
  }

  async get(id: string): Promise<Doc<T> | undefined> {
    const key = this.#key(id);
    return this.#core.guard(() => this.#load(key));
  }

  async create(id: string, value: T): Promise<Doc<T>> {
    const key = this.#key(id);
    return this.#core.guard(() =>
      this.#core.locks.run(key, async () => {
        if ((await this.#read(key)) !== undefined) throw new AlreadyExistsError(key);
        return this.#write(key, value, 1);
      }),
    );
  }

  async update(
    id: string,
    fn: (current: Doc<T> | undefined) => T | Promise<T>,
    opts: { expectedVersion?: number } = {},
  ): Promise<Doc<T>> {
    const key = this.#key(id);
    return this.#core.guard(() =>
      this.#core.locks.run(key, async () => {
        const current = await this.#load(key);
        const actual = current?.version ?? 0;
        if (opts.expectedVersion !== undefined && opts.expectedVersion !== actual) {
          throw new StaleVersionError(key, opts.expectedVersion, actual);
        }
        const next = await fn(current);
        return this.#write(key, next, actual + 1);
      }),
    );
  }

  async delete(id: string): Promise<void> {
    const key = this.#key(id);
    return this.#core.guard(() =>
      this.#core.locks.run(key, async () => {
        try {
          await this.#core.kv.delete(key);
        } catch (err) {
          throw new StoreError(`could not delete ${key}: ${describe(err)}`, {
            cause: err,
          });
        }
      }),
    );
  }

  #key(id: string): string {
    if (id === '') throw new TypeError('id must not be empty');
    const key = `${this.#core.namespace}:${this.#name}:${id}`;
    if (key.length > MAX_KEY_LENGTH) throw new RangeError(`key longer than ${MAX_KEY_LENGTH} characters: ${key}`);
    return key;
  }

  /** The raw stored value, or undefined when there is none; backend failures become StoreError. */
  async #read(key: string): Promise<unknown> {
    try {
      return await this.#core.kv.get(key);
    } catch (err) {
      throw new StoreError(`could not read ${key}: ${describe(err)}`, {
        cause: err,
      });
    }
  }

  async #load(key: string): Promise<Doc<T> | undefined> {
    const raw = await this.#read(key);
    if (raw === undefined) return undefined;
    const env = Envelope.safeParse(raw);
    if (!env.success) {
      throw new StoreError(`bad record at ${key}: ${z.prettifyError(env.error)}`, { cause: env.error });
    }
    let value: unknown = env.data.value;
    const stored = env.data.schemaVersion;
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
      throw new StoreError(`bad record at ${key}: ${z.prettifyError(parsed.error)}`, { cause: parsed.error });
    }
    return {
      schemaVersion: this.#schemaVersion,
      version: env.data.version,
      updatedAt: env.data.updatedAt,
      value: parsed.data,
    };
  }

  /** Validates then writes; an invalid value is refused (it could never be loaded again). */
  async #write(key: string, value: T, version: number): Promise<Doc<T>> {
    const parsed = this.#schema.safeParse(value);
    if (!parsed.success) {
      throw new StoreError(`refusing to write an invalid record at ${key}: ${z.prettifyError(parsed.error)}`, {
        cause: parsed.error,
      });
    }
    const doc: Doc<T> = {
      schemaVersion: this.#schemaVersion,
      version,
      updatedAt: Date.now(),
      value: parsed.data,
    };
    let ok: boolean;
    try {
      ok = await this.#core.kv.set(key, doc);
    } catch (err) {
      throw new StoreError(`could not write ${key}: ${describe(err)}`, {
        cause: err,
      });
    }
    if (!ok) throw new StoreError(`could not write ${key}: the backend reported failure`);
    return doc;
  }
}

function describe(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}
