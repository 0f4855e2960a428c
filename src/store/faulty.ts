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

  reset(): void {
    this.#pending = { get: 0, set: 0, delete: 0 };
    this.#all = false;
  }

  /** Number of injected failures thrown so far. */
  get fired(): number {
    return this.#fired;
  }

  /** Throws an InjectedFault when `op` is set to fail; called by the wrapped adapter. */
  check(op: FaultOp, key: string): void {
    if (this.#all || this.#pending[op] > 0) {
      if (!this.#all) this.#pending[op] -= 1;
      this.#fired += 1;
      throw new InjectedFault(op, key);
    }
  }
}

/** A keyv adapter that delegates to `inner` after consulting `faults` on get/set/delete. */
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
      faults.check('get', key);
      return inner.get(key);
    },
    async set(key, value, ttl) {
      faults.check('set', key);
      return inner.set(key, value, ttl);
    },
    async delete(key) {
      faults.check('delete', key);
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
