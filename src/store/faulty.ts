/**
 * Failure injection for the store, for tests and the demo.
 *
 * Pass a FaultInjector to `openStore(url, { faults })`: the backend adapter is wrapped so that every
 * `get`, `set` and `delete` first asks the injector whether to fail. An injected failure is thrown
 * from inside the adapter, beneath keyv, so it travels the same path as a real backend error
 * (keyv's `throwOnErrors`, then the store's StoreError wrapping) and the caller sees a StoreError
 * whose `cause` is an InjectedFault.
 *
 * ```ts
 * const faults = new FaultInjector();
 * const store = await openStore('memory://', { faults });
 * faults.failNext('set');        // the next write fails once: update() rejects with StoreError
 * faults.failNext('get', 3);     // the next three reads fail
 * faults.failAll(true);          // every operation fails until failAll(false)
 * faults.delayNext('get', 1500); // the next read answers 1.5 s late (a slow backend)
 * faults.reset();                // back to normal
 * ```
 * `failNext` counts add up per operation. `fired` counts the failures thrown so far.
 */
import type { KeyvStoreAdapter } from 'keyv';

export type FaultOp = 'get' | 'set' | 'delete';

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

/** A keyv adapter that delegates to `inner` after consulting `faults` (delays, failures) on get/set/delete. */
export function withFaults(inner: KeyvStoreAdapter, faults: FaultInjector): KeyvStoreAdapter {
  const wrapper: KeyvStoreAdapter = {
    get opts() {
      return inner.opts;
    },
    get namespace() {
      return inner.namespace;
    },
    set namespace(ns: string | undefined) {
      inner.namespace = ns;
    },
    async get(key) {
      await faults.enter('get', key);
      return inner.get(key);
    },
    async set(key, value, ttl) {
      await faults.enter('set', key);
      return inner.set(key, value, ttl);
    },
    async delete(key) {
      await faults.enter('delete', key);
      return inner.delete(key);
    },
    clear: () => inner.clear(),
    disconnect: async () => inner.disconnect?.(),
    on(event, listener) {
      inner.on(event, listener);
      return wrapper;
    },
  };
  return wrapper;
}
