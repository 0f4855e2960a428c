/**
 * The raw operations every backend implements natively (sql.ts, redis.ts, memory.ts): single-key
 * reads and conditional writes of the stored text, key listing, and sorted indexes. Everything
 * above this layer (envelopes, schemas, versions, errors) is backend-neutral and lives in
 * collection.ts and sorted.ts. Raw operations throw the backend's own errors; the store wraps them.
 *
 * Atomicity: `insert` and `replace` are each one conditional statement in the backend (SQL
 * `ON CONFLICT DO NOTHING` / `UPDATE … WHERE value = ?`, Redis `SET NX` / a Lua script), so two
 * processes writing one key cannot both succeed from the same starting point.
 */

export interface RawStore {
  /** The stored text (keyv's JSON `{"value": …}`), or undefined when the key is absent. */
  get(key: string): Promise<string | undefined>;
  /** Writes only when the key is absent; false (nothing written) when it exists. */
  insert(key: string, value: string): Promise<boolean>;
  /** Writes only when the stored text is exactly `expected`; false (nothing written) otherwise. */
  replace(key: string, expected: string, value: string): Promise<boolean>;
  delete(key: string): Promise<void>;
  /** One batch of keys starting with `prefix`, resuming at `cursor` (undefined: from the start);
   *  the returned cursor is undefined once there are no more. */
  scan(prefix: string, cursor: string | undefined, limit: number): Promise<{ keys: string[]; cursor?: string }>;
  readonly index: RawIndex;
}

/** Identifies one partition of one index: `ns` is the store's namespace. */
export interface IndexPart {
  ns: string;
  name: string;
  part: string;
}

export interface RangeQuery {
  /** -Infinity / Infinity when unbounded. */
  min: number;
  max: number;
  offset: number;
  /** undefined: no limit. */
  limit: number | undefined;
  desc: boolean;
}

export interface Scored {
  member: string;
  score: number;
}

export interface RawIndex {
  set(p: IndexPart, member: string, score: number): Promise<void>;
  remove(p: IndexPart, member: string): Promise<void>;
  score(p: IndexPart, member: string): Promise<number | undefined>;
  range(p: IndexPart, q: RangeQuery): Promise<Scored[]>;
  rank(p: IndexPart, member: string, desc: boolean): Promise<number | undefined>;
  count(p: IndexPart, min: number, max: number): Promise<number>;
}

/** The smallest string greater than every string that starts with `prefix`, in code point (= UTF-8
 *  byte) order: the exclusive upper bound of a prefix range. undefined when there is none. */
export function prefixEnd(prefix: string): string | undefined {
  const points = [...prefix];
  while (points.length > 0) {
    const last = points.pop()?.codePointAt(0) ?? 0;
    if (last < 0x10ffff) {
      const next = last + 1 === 0xd800 ? 0xe000 : last + 1;
      return points.join('') + String.fromCodePoint(next);
    }
  }
  return undefined;
}

/** Compares strings by code point, which is Redis's and SQLite's (UTF-8 byte) order; plain `<` on
 *  JS strings compares UTF-16 units and would put U+E000…U+FFFF after astral characters. */
export function compareCodePoints(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x !== y) return unitWeight(x) - unitWeight(y);
  }
  return a.length - b.length;
}

function unitWeight(u: number): number {
  if (u >= 0xd800 && u <= 0xdfff) return u + 0x2000;
  if (u >= 0xe000) return u - 0x800;
  return u;
}
