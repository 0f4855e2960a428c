import { Mutex } from 'async-mutex';

/**
 * One FIFO mutex per key, created on first use and dropped as soon as nobody holds or waits for it,
 * so the map only ever holds keys with work in flight (no growth with the number of games ever
 * played). Waiters are served in the order they called `run`.
 */
export class KeyedLock {
  readonly #entries = new Map<string, { mutex: Mutex; users: number }>();

  async run<R>(key: string, fn: () => Promise<R>): Promise<R> {
    let entry = this.#entries.get(key);
    if (!entry) {
      entry = { mutex: new Mutex(), users: 0 };
      this.#entries.set(key, entry);
    }
    entry.users += 1;
    try {
      return await entry.mutex.runExclusive(fn);
    } finally {
      entry.users -= 1;
      if (entry.users === 0) this.#entries.delete(key);
    }
  }

  /** Keys with a holder or waiters right now. */
  get size(): number {
    return this.#entries.size;
  }
}
