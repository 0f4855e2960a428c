/**
 * TEMPORARY stand-in for the backend indexes (replaced by the store branch): a sorted index kept
 * as one record per partition. Correct on every backend, not scalable.
 */
import { z } from 'zod';
import type { Collection } from './collection.ts';

export interface RangeOptions {
  min?: number;
  max?: number;
  offset?: number;
  limit?: number;
  order?: 'asc' | 'desc';
}

export interface SortedIndex {
  set(part: string, member: string, score: number): Promise<void>;
  remove(part: string, member: string): Promise<void>;
  score(part: string, member: string): Promise<number | undefined>;
  range(part: string, opts?: RangeOptions): Promise<{ member: string; score: number }[]>;
  rank(part: string, member: string, order?: 'asc' | 'desc'): Promise<number | undefined>;
  count(part: string, opts?: { min?: number; max?: number }): Promise<number>;
}

export const ShimPart = z.record(z.string(), z.number());

export function shimIndex(parts: Collection<Record<string, number>>): SortedIndex {
  const all = async (part: string) => Object.entries((await parts.get(part))?.value ?? {});
  const sorted = async (part: string, order: 'asc' | 'desc' = 'asc') => {
    const rows = (await all(part)).map(([member, score]) => ({ member, score }));
    rows.sort((a, b) => a.score - b.score || (a.member < b.member ? -1 : a.member > b.member ? 1 : 0));
    return order === 'desc' ? rows.reverse() : rows;
  };
  return {
    async set(part, member, score) {
      await parts.update(part, (cur) => ({ ...cur?.value, [member]: score }));
    },
    async remove(part, member) {
      const cur = await parts.get(part);
      if (!cur || !(member in cur.value)) return;
      await parts.update(part, (c) => {
        const next = { ...c?.value };
        delete next[member];
        return next;
      });
    },
    async score(part, member) {
      return (await parts.get(part))?.value[member];
    },
    async range(part, opts = {}) {
      const rows = (await sorted(part, opts.order)).filter(
        (r) => r.score >= (opts.min ?? -Infinity) && r.score <= (opts.max ?? Infinity),
      );
      const from = opts.offset ?? 0;
      return rows.slice(from, opts.limit === undefined ? undefined : from + opts.limit);
    },
    async rank(part, member, order = 'asc') {
      const n = (await sorted(part, order)).findIndex((r) => r.member === member);
      return n < 0 ? undefined : n;
    },
    async count(part, opts = {}) {
      return (await all(part)).filter(([, s]) => s >= (opts.min ?? -Infinity) && s <= (opts.max ?? Infinity)).length;
    },
  };
}
