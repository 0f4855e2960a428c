/** Sorted indexes (Store.index), run against every configured backend (see backends.ts). */
import { createClient } from '@keyv/redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FaultInjector, InjectedFault, type SortedIndex, type Store, StoreError } from '../../src/store/index.ts';
import { BACKENDS, Harness, removeTempDirs } from './backends.ts';

afterAll(removeTempDirs);

/** A small deterministic PRNG (mulberry32), so a failing sequence can be replayed. */
function rng(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Reference order: score, then member by code point (UTF-8 bytes). */
function byScoreThenMember(a: { member: string; score: number }, b: { member: string; score: number }): number {
  if (a.score !== b.score) return a.score - b.score;
  return Buffer.compare(Buffer.from(a.member), Buffer.from(b.member));
}

describe.each(BACKENDS)('sorted index on $name', (backend) => {
  let h: Harness;
  let store: Store;
  let faults: FaultInjector;
  const used: Array<[string, string, string]> = [];
  /** An index whose members are removed after the suite (real servers are shared). */
  const tracked = (name: string) => {
    const idx = store.index(name);
    return {
      ...idx,
      set: (part: string, member: string, score: number) => {
        used.push([name, part, member]);
        return idx.set(part, member, score);
      },
      remove: idx.remove.bind(idx),
      score: idx.score.bind(idx),
      range: idx.range.bind(idx),
      rank: idx.rank.bind(idx),
      count: idx.count.bind(idx),
    } satisfies SortedIndex;
  };

  beforeAll(async () => {
    if (backend.skip) return;
    h = new Harness(backend);
    faults = new FaultInjector();
    store = await h.open(faults);
  });
  afterAll(async () => {
    if (backend.skip) return;
    faults.reset();
    for (const [name, part, member] of used) await store.index(name).remove(part, member);
    await h.cleanup();
  });

  describe.skipIf(backend.skip)('contract', () => {
    it('upserts, reads back and removes scores', async () => {
      const idx = tracked('basic');
      expect(await idx.score('p', 'alice')).toBeUndefined();
      await idx.set('p', 'alice', 10);
      await idx.set('p', 'alice', 12.5);
      await idx.set('p', 'bob', -3);
      expect(await idx.score('p', 'alice')).toBe(12.5);
      expect(await idx.count('p')).toBe(2);
      await idx.remove('p', 'alice');
      await idx.remove('p', 'nobody');
      expect(await idx.score('p', 'alice')).toBeUndefined();
      expect(await idx.range('p')).toEqual([{ member: 'bob', score: -3 }]);
      // Partitions, index names and stores' namespaces are separate.
      expect(await idx.count('q')).toBe(0);
      expect(await store.index('other').count('p')).toBe(0);
    });

    it('orders by score then member bytewise, desc exactly reversed, with bounds and paging', async () => {
      const idx = tracked('order');
      const members = ['b', 'a', 'ab', 'B', 'é', '\uE000', '😀', 'z'];
      for (const [i, m] of members.entries()) await idx.set('p', m, i % 3 === 0 ? 1 : 2.5);
      await idx.set('p', 'low', -1e9);
      await idx.set('p', 'high', 1e15 + 0.5);
      const expected = [...members.map((m, i) => ({ member: m, score: i % 3 === 0 ? 1 : 2.5 }))]
        .concat([
          { member: 'low', score: -1e9 },
          { member: 'high', score: 1e15 + 0.5 },
        ])
        .sort(byScoreThenMember);
      expect(await idx.range('p')).toEqual(expected);
      expect(await idx.range('p', { order: 'desc' })).toEqual([...expected].reverse());
      expect(await idx.range('p', { min: 1, max: 2.5 })).toEqual(expected.slice(1, -1));
      expect(await idx.range('p', { min: 2, offset: 1, limit: 3 })).toEqual(
        expected.filter((e) => e.score >= 2).slice(1, 4),
      );
      expect(await idx.range('p', { max: 2.5, order: 'desc', offset: 2, limit: 2 })).toEqual(
        [...expected]
          .reverse()
          .filter((e) => e.score <= 2.5)
          .slice(2, 4),
      );
      expect(await idx.range('p', { offset: 100 })).toEqual([]);
      expect(await idx.range('p', { limit: 0 })).toEqual([]);
      expect(await idx.range('p', { min: 3, max: 2 })).toEqual([]);
      for (const [pos, e] of expected.entries()) {
        expect(await idx.rank('p', e.member)).toBe(pos);
        expect(await idx.rank('p', e.member, 'desc')).toBe(expected.length - 1 - pos);
      }
      expect(await idx.rank('p', 'absent')).toBeUndefined();
      expect(await idx.count('p', { min: 1, max: 2.5 })).toBe(members.length);
      expect(await idx.count('p', { min: 2.5 })).toBe(expected.filter((e) => e.score >= 2.5).length);
    });

    it('agrees with a reference model over 400 random operations', async () => {
      const idx = tracked('model');
      const model = new Map<string, number>();
      const next = rng(42);
      const pick = (n: number) => Math.floor(next() * n);
      for (let step = 0; step < 400; step++) {
        const member = `m${pick(40)}`;
        const roll = pick(10);
        if (roll < 5) {
          const score = pick(8) - 3 + (pick(2) ? 0.25 : 0);
          await idx.set('p', member, score);
          model.set(member, score);
        } else if (roll < 7) {
          await idx.remove('p', member);
          model.delete(member);
        } else {
          const sorted = [...model].map(([m, s]) => ({ member: m, score: s })).sort(byScoreThenMember);
          const min = pick(3) ? pick(6) - 3 : undefined;
          const max = pick(3) ? pick(6) - 1 : undefined;
          const inRange = sorted.filter(
            (e) => (min === undefined || e.score >= min) && (max === undefined || e.score <= max),
          );
          const order = pick(2) ? 'desc' : 'asc';
          const offset = pick(5);
          const limit = pick(3) ? pick(10) : undefined;
          const ordered = order === 'desc' ? [...inRange].reverse() : inRange;
          const want = ordered.slice(offset, limit === undefined ? undefined : offset + limit);
          expect(await idx.range('p', { min, max, order, offset, limit })).toEqual(want);
          expect(await idx.count('p', { min, max })).toBe(inRange.length);
          const pos = sorted.findIndex((e) => e.member === member);
          const rank = await idx.rank('p', member, order);
          expect(rank).toBe(pos < 0 ? undefined : order === 'desc' ? sorted.length - 1 - pos : pos);
          expect(await idx.score('p', member)).toBe(model.get(member));
        }
      }
    });

    it('refuses bad arguments before touching the backend', async () => {
      const idx = store.index('checks');
      const fired = faults.fired;
      faults.failAll(true);
      try {
        expect(() => store.index('a:b')).toThrow(TypeError);
        await expect(idx.set('p', 'm', Number.NaN)).rejects.toThrow(TypeError);
        await expect(idx.set('p', 'm', Number.POSITIVE_INFINITY)).rejects.toThrow(TypeError);
        await expect(idx.set('p', 'x'.repeat(201), 1)).rejects.toThrow(TypeError);
        await expect(idx.score('', 'm')).rejects.toThrow(TypeError);
        await expect(idx.range('p', { offset: -1 })).rejects.toThrow(TypeError);
        await expect(idx.range('p', { limit: 1.5 })).rejects.toThrow(TypeError);
        await expect(idx.count('p', { min: Number.NaN })).rejects.toThrow(TypeError);
        await expect(idx.rank('p', 'm', 'up' as 'asc')).rejects.toThrow(TypeError);
      } finally {
        faults.failAll(false);
      }
      expect(faults.fired).toBe(fired);
      // 200 characters is fine.
      await tracked('checks').set('x'.repeat(200), 'y'.repeat(200), 1);
      expect(await idx.score('x'.repeat(200), 'y'.repeat(200))).toBe(1);
    });

    it('injected failures reach index operations as StoreError', async () => {
      const idx = tracked('faulty');
      await idx.set('p', 'a', 1);
      faults.failNext('set');
      const err = await idx.set('p', 'a', 2).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(StoreError);
      expect((err as StoreError).cause).toBeInstanceOf(InjectedFault);
      faults.failNext('get', 4);
      for (const op of [idx.score('p', 'a'), idx.range('p'), idx.rank('p', 'a'), idx.count('p')]) {
        await expect(op).rejects.toBeInstanceOf(StoreError);
      }
      faults.failNext('delete');
      await expect(idx.remove('p', 'a')).rejects.toBeInstanceOf(StoreError);
      expect(await idx.range('p')).toEqual([{ member: 'a', score: 1 }]);
    });
  });

  it.skipIf(backend.name !== 'redis' || backend.skip)(
    'redis: one ZSET per partition at <namespace>:idx:<name>:<part>',
    async () => {
      await tracked('layout').set('guild-1', 'u1', 3);
      const client = createClient({ url: backend.url });
      await client.connect();
      try {
        expect(await client.sendCommand(['ZSCORE', `${h.namespace}:idx:layout:guild-1`, 'u1'])).toBe('3');
      } finally {
        await client.close();
      }
    },
  );
});
