/**
 * The in-process backend (`memory://`), for tests and the demo. JavaScript runs one operation at a
 * time, so the conditional writes are atomic by construction. `memory://<name>` opened twice in one
 * process shares its data (records and indexes), so a test can restart the bot without losing state;
 * bare `memory://` is private.
 *
 * Each index partition is a Map (member → score) plus an array kept sorted by (score, member) and
 * searched by bisection: lookups O(log n), an insert or removal moves array slots (a memmove, fast
 * at the sizes a test or demo reaches).
 */
import { compareCodePoints, type IndexPart, type RawIndex, type RawStore, type Scored } from './raw.ts';

interface Partition {
  scores: Map<string, number>;
  sorted: Scored[];
}

interface MemoryData {
  records: Map<string, string>;
  indexes: Map<string, Partition>;
}

const named = new Map<string, MemoryData>();

export function memoryStore(name: string): RawStore {
  let data = name ? named.get(name) : undefined;
  if (!data) {
    data = { records: new Map(), indexes: new Map() };
    if (name) named.set(name, data);
  }
  const { records, indexes } = data;
  return {
    get: async (key) => records.get(key),
    insert: async (key, value) => {
      if (records.has(key)) return false;
      records.set(key, value);
      return true;
    },
    replace: async (key, expected, value) => {
      if (records.get(key) !== expected) return false;
      records.set(key, value);
      return true;
    },
    delete: async (key) => {
      records.delete(key);
    },
    scan: async (prefix, cursor, limit) => {
      // Sorting every key is a full scan: fine for a test backend, and ids() is maintenance only.
      const keys = [...records.keys()]
        .filter((k) => k.startsWith(prefix) && (cursor === undefined || compareCodePoints(k, cursor) > 0))
        .sort(compareCodePoints)
        .slice(0, limit);
      const last = keys.at(-1);
      return { keys, cursor: keys.length === limit ? last : undefined };
    },
    index: memoryIndex(indexes),
  };
}

function memoryIndex(indexes: Map<string, Partition>): RawIndex {
  const id = (p: IndexPart) => JSON.stringify([p.ns, p.name, p.part]);
  const find = (p: IndexPart) => indexes.get(id(p));
  return {
    set: async (p, member, score) => {
      let part = find(p);
      if (!part) {
        part = { scores: new Map(), sorted: [] };
        indexes.set(id(p), part);
      }
      const old = part.scores.get(member);
      if (old !== undefined) part.sorted.splice(position(part.sorted, old, member), 1);
      part.sorted.splice(position(part.sorted, score, member), 0, { member, score });
      part.scores.set(member, score);
    },
    remove: async (p, member) => {
      const part = find(p);
      const old = part?.scores.get(member);
      if (!part || old === undefined) return;
      part.sorted.splice(position(part.sorted, old, member), 1);
      part.scores.delete(member);
      if (part.scores.size === 0) indexes.delete(id(p));
    },
    score: async (p, member) => find(p)?.scores.get(member),
    range: async (p, q) => {
      const sorted = find(p)?.sorted ?? [];
      const from = firstAtLeast(sorted, q.min);
      const to = firstAbove(sorted, q.max);
      const take = Math.max(0, Math.min(to - from - q.offset, q.limit ?? Number.POSITIVE_INFINITY));
      if (take === 0) return [];
      const window = q.desc
        ? sorted.slice(to - q.offset - take, to - q.offset).reverse()
        : sorted.slice(from + q.offset, from + q.offset + take);
      return window.map((e) => ({ ...e }));
    },
    rank: async (p, member, desc) => {
      const part = find(p);
      const score = part?.scores.get(member);
      if (!part || score === undefined) return undefined;
      const pos = position(part.sorted, score, member);
      return desc ? part.sorted.length - 1 - pos : pos;
    },
    count: async (p, min, max) => {
      const sorted = find(p)?.sorted ?? [];
      return Math.max(0, firstAbove(sorted, max) - firstAtLeast(sorted, min));
    },
  };
}

/** Index of the first entry not less than (score, member). */
function position(sorted: Scored[], score: number, member: string): number {
  return bisect(sorted, (e) => e.score < score || (e.score === score && compareCodePoints(e.member, member) < 0));
}

function firstAtLeast(sorted: Scored[], min: number): number {
  return bisect(sorted, (e) => e.score < min);
}

function firstAbove(sorted: Scored[], max: number): number {
  return bisect(sorted, (e) => e.score <= max);
}

/** The first index where `before` turns false (it is true on a prefix of `sorted`). */
function bisect(sorted: Scored[], before: (e: Scored) => boolean): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (before(sorted[mid] as Scored)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
