/**
 * Failure injection for the store, for tests and the demo.
 *
 * Pass a FaultInjector to `openStore(url, { faults })`: the backend's raw operations (raw.ts) are
 * wrapped so that each first asks the injector whether to fail. Every operation counts as one of
 * three kinds: `get` (reading a record, listing ids, reading an index: score, range, rank, count),
 * `set` (create, the write of an update, index set) and `delete` (delete, index remove). An
 * injected failure is thrown from beneath the store, so it travels the same path as a real backend
 * error (logged, then wrapped) and the caller sees a StoreError whose `cause` is an InjectedFault.
 *
 * ```ts
 * const faults = new FaultInjector();
 * const store = await openStore('memory://', { faults });
 * faults.failNext('set');        // the next write fails once: update() rejects with StoreError
 * faults.failNext('get', 3);     // the next three reads fail
 * faults.failAll(true);          // every operation fails until failAll(false)
 * faults.delayNext('get', 1500); // the next read answers 1.5 s late (a slow backend)
 * faults.failWrite(/:sessions:/, { landed: true });  // the next write of a matching key is applied,
 *                                // then throws: the reply was lost (add `outage: true` and every
 *                                // operation after it fails too, until failAll(false))
 * faults.reset();                // back to normal
 * ```
 * `failNext` counts add up per operation. `fired` counts the failures thrown so far.
 */
import type { RawIndex, RawStore } from './raw.ts';

export type FaultOp = 'get' | 'set' | 'delete';

/** See `FaultInjector.failWrite`. */
export interface WriteFault {
  /** Whether the write is applied before it throws (true: only its reply is lost). */
  landed: boolean;
  /** After it throws, every operation fails until `failAll(false)` (the connection is down). */
  outage?: boolean;
  /** Let this many matching writes through first (default 0). */
  skip?: number;
}

export class InjectedFault extends Error {
  override name = 'InjectedFault';
  readonly op: FaultOp;
  constructor(op: FaultOp, key: string) {
    super(`injected store failure on ${op} ${key}`);
    this.op = op;
  }
}

export class FaultInjector {
  #pending: Record<FaultOp, number> = { get: 0, set: 0, delete: 0 };
  #delays: Record<FaultOp, number[]> = { get: [], set: [], delete: [] };
  #all = false;
  #fired = 0;
  #writes: (WriteFault & { key: RegExp })[] = [];

  /**
   * The next write (`set`: create, update, index set) of a key matching `key` fails: before it
   * reaches the backend, or (`landed`) after the backend applied it, as when a connection drops
   * between a command and its reply. Faults armed on the same key fire in the order they were set.
   */
  failWrite(key: RegExp, fault: WriteFault): this {
    this.#writes.push({ ...fault, key });
    return this;
  }

  /** The armed write fault `key` hits now, if any (removed once it fires). */
  #writeFault(key: string): WriteFault | undefined {
    const n = this.#writes.findIndex((w) => w.key.test(key));
    const hit = this.#writes[n];
    if (!hit) return undefined;
    if ((hit.skip ?? 0) > 0) {
      hit.skip = (hit.skip ?? 0) - 1;
      return undefined;
    }
    this.#writes.splice(n, 1);
    return hit;
  }

  /**
   * Runs a write of `key` (`apply`) under the write faults (`failWrite`), after the usual checks:
   * a fault that is not `landed` throws before `apply`, a `landed` one after it.
   */
  async write<R>(key: string, apply: () => Promise<R>): Promise<R> {
    await this.enter('set', key);
    const fault = this.#writeFault(key);
    if (fault && !fault.landed) this.#fail('set', key, fault);
    const result = await apply();
    if (fault?.landed) this.#fail('set', key, fault);
    return result;
  }

  #fail(op: FaultOp, key: string, fault: WriteFault): never {
    if (fault.outage) this.#all = true;
    this.#fired += 1;
    throw new InjectedFault(op, key);
  }

  /** Fail the next `n` calls of `op` (in addition to any already pending). */
  failNext(op: FaultOp, n = 1): this {
    this.#pending[op] += n;
    return this;
  }

  /** Fail every operation while `on` is true. */
  failAll(on = true): this {
    this.#all = on;
    return this;
  }

  /** Delay the next `n` calls of `op` by `ms` each before they run (a slow backend, not a failure). */
  delayNext(op: FaultOp, ms: number, n = 1): this {
    for (let k = 0; k < n; k++) this.#delays[op].push(ms);
    return this;
  }

  reset(): void {
    this.#pending = { get: 0, set: 0, delete: 0 };
    this.#delays = { get: [], set: [], delete: [] };
    this.#all = false;
    this.#writes = [];
  }

  /** Number of injected failures thrown so far. */
  get fired(): number {
    return this.#fired;
  }

  /** Waits out a pending delay of `op`, then throws as `check` does; called by the wrapped adapter. */
  async enter(op: FaultOp, key: string): Promise<void> {
    const ms = this.#delays[op].shift();
    if (ms !== undefined) await new Promise((resolve) => setTimeout(resolve, ms));
    this.check(op, key);
  }

  /** Throws an InjectedFault when `op` is set to fail. */
  check(op: FaultOp, key: string): void {
    if (this.#all || this.#pending[op] > 0) {
      if (!this.#all) this.#pending[op] -= 1;
      this.#fired += 1;
      throw new InjectedFault(op, key);
    }
  }
}

/** The raw store `inner`, each operation consulting `faults` (delays, failures) before it runs. */
export function withFaults(inner: RawStore, faults: FaultInjector): RawStore {
  const idx = inner.index;
  const index: RawIndex = {
    set: (p, member, score) => faults.write(`${p.name}:${p.part}`, () => idx.set(p, member, score)),
    remove: async (p, member) => {
      await faults.enter('delete', `${p.name}:${p.part}`);
      return idx.remove(p, member);
    },
    score: async (p, member) => {
      await faults.enter('get', `${p.name}:${p.part}`);
      return idx.score(p, member);
    },
    range: async (p, q) => {
      await faults.enter('get', `${p.name}:${p.part}`);
      return idx.range(p, q);
    },
    rank: async (p, member, desc) => {
      await faults.enter('get', `${p.name}:${p.part}`);
      return idx.rank(p, member, desc);
    },
    count: async (p, min, max) => {
      await faults.enter('get', `${p.name}:${p.part}`);
      return idx.count(p, min, max);
    },
  };
  return {
    get: async (key) => {
      await faults.enter('get', key);
      return inner.get(key);
    },
    insert: (key, value) => faults.write(key, () => inner.insert(key, value)),
    replace: (key, expected, value) => faults.write(key, () => inner.replace(key, expected, value)),
    delete: async (key) => {
      await faults.enter('delete', key);
      return inner.delete(key);
    },
    scan: async (prefix, cursor, limit) => {
      await faults.enter('get', `${prefix}*`);
      return inner.scan(prefix, cursor, limit);
    },
    index,
  };
}
