/**
 * Sorted indexes: for data that grows with a server (a guild's timers, a leaderboard, a user's
 * games), kept by the backend itself rather than in one ever-growing record. Each backend uses its
 * native structure (raw.ts): a Redis ZSET per partition, a B-tree-indexed SQL table, a sorted array
 * in memory; every operation costs O(log n + k) there (rank and count on SQL: a COUNT over one
 * index range). Arguments are checked here, before the backend is touched (a bad one rejects
 * with TypeError).
 */
import { backend, type StoreCore } from './collection.ts';
import type { IndexPart, RangeQuery, Scored } from './raw.ts';

export interface RangeOptions {
  min?: number;
  max?: number;
  offset?: number;
  limit?: number;
  order?: 'asc' | 'desc';
}

/** A named sorted index, partitioned: members with numeric scores, kept by the backend itself. */
export interface SortedIndex {
  /** Upsert member's score in partition `part`. */
  set(part: string, member: string, score: number): Promise<void>;
  remove(part: string, member: string): Promise<void>;
  score(part: string, member: string): Promise<number | undefined>;
  /** Members with min <= score <= max (defaults: -Inf/+Inf), ordered by (score, member) ascending,
   *  or exactly reversed with order 'desc'; offset/limit page through them. Members compare by code
   *  point (UTF-8 bytes) on every backend. */
  range(part: string, opts?: RangeOptions): Promise<Scored[]>;
  /** 0-based position of member in that order, or undefined when absent. */
  rank(part: string, member: string, order?: 'asc' | 'desc'): Promise<number | undefined>;
  count(part: string, opts?: { min?: number; max?: number }): Promise<number>;
}

/** Longest name, part or member accepted. */
export const MAX_INDEX_STRING = 200;

export class BackendIndex implements SortedIndex {
  readonly #core: StoreCore;
  readonly #name: string;

  constructor(core: StoreCore, name: string) {
    // A plain word: on Redis the partition key is `<namespace>:idx:<name>:<part>`, and a ':' in the
    // name could make two (name, part) pairs share one key.
    if (!/^[\w-]+$/.test(name) || name.length > MAX_INDEX_STRING) {
      throw new TypeError(`index name must match [A-Za-z0-9_-]{1,${MAX_INDEX_STRING}}: "${name}"`);
    }
    this.#core = core;
    this.#name = name;
  }

  async set(part: string, member: string, score: number): Promise<void> {
    const p = this.#part(part);
    checkString('member', member);
    if (!Number.isFinite(score)) throw new TypeError(`score must be a finite number: ${score}`);
    return this.#op('set', (idx) => idx.set(p, member, score));
  }

  async remove(part: string, member: string): Promise<void> {
    const p = this.#part(part);
    checkString('member', member);
    return this.#op('remove', (idx) => idx.remove(p, member));
  }

  async score(part: string, member: string): Promise<number | undefined> {
    const p = this.#part(part);
    checkString('member', member);
    return this.#op('score', (idx) => idx.score(p, member));
  }

  async range(part: string, opts: RangeOptions = {}): Promise<Scored[]> {
    const p = this.#part(part);
    const [min, max] = bounds(opts);
    const q: RangeQuery = {
      min,
      max,
      offset: count('offset', opts.offset ?? 0),
      limit: opts.limit === undefined ? undefined : count('limit', opts.limit),
      desc: order(opts.order),
    };
    return this.#op('range', (idx) => idx.range(p, q));
  }

  async rank(part: string, member: string, dir?: 'asc' | 'desc'): Promise<number | undefined> {
    const p = this.#part(part);
    checkString('member', member);
    const desc = order(dir);
    return this.#op('rank', (idx) => idx.rank(p, member, desc));
  }

  async count(part: string, opts: { min?: number; max?: number } = {}): Promise<number> {
    const p = this.#part(part);
    const [min, max] = bounds(opts);
    return this.#op('count', (idx) => idx.count(p, min, max));
  }

  #part(part: string): IndexPart {
    checkString('part', part);
    return { ns: this.#core.namespace, name: this.#name, part };
  }

  #op<R>(op: string, fn: (idx: StoreCore['raw']['index']) => Promise<R>): Promise<R> {
    return this.#core.run(`index.${op}`, this.#name, () =>
      backend(this.#core, `${op} in index ${this.#name}`, () => fn(this.#core.raw.index)),
    );
  }
}

function checkString(what: string, s: unknown): void {
  if (typeof s !== 'string' || s.length === 0 || s.length > MAX_INDEX_STRING) {
    throw new TypeError(`${what} must be a string of 1 to ${MAX_INDEX_STRING} characters`);
  }
}

function bounds(opts: { min?: number; max?: number }): [number, number] {
  const min = opts.min ?? Number.NEGATIVE_INFINITY;
  const max = opts.max ?? Number.POSITIVE_INFINITY;
  if (Number.isNaN(min) || Number.isNaN(max)) throw new TypeError('min and max must be numbers');
  return [min, max];
}

function count(what: string, n: number): number {
  if (!Number.isSafeInteger(n) || n < 0) throw new TypeError(`${what} must be a whole number >= 0: ${n}`);
  return n;
}

function order(o: 'asc' | 'desc' | undefined): boolean {
  if (o !== undefined && o !== 'asc' && o !== 'desc') throw new TypeError(`order must be 'asc' or 'desc': ${o}`);
  return o === 'desc';
}
