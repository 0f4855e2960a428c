/** The store contract, run against every configured backend (see backends.ts). */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { KEPT_DOCS } from '../../src/store/collection.ts';
import { AlreadyExistsError, StaleVersionError, type Store, StoreError } from '../../src/store/index.ts';
import { BACKENDS, type Game, GameSchema, Harness, must, removeTempDirs } from './backends.ts';

afterAll(removeTempDirs);

describe.each(BACKENDS)('store on $name', (backend) => {
  let h: Harness;
  let store: Store;
  let n = 0;
  /** A fresh id in the `games` collection, registered for cleanup. */
  const newId = () => h.id('games', `g${++n}`);
  const games = () => store.collection('games', GameSchema);

  beforeAll(async () => {
    if (backend.skip) return;
    h = new Harness(backend);
    store = await h.open();
  });
  afterAll(async () => {
    if (!backend.skip) await h.cleanup();
  });

  describe.skipIf(backend.skip)('contract', () => {
    it('reports its kind', () => {
      expect(store.kind).toBe(backend.name);
    });

    it('round-trips a record, including strings that keyv would otherwise escape', async () => {
      const id = newId();
      const value: Game = {
        moves: [3, 1, 4],
        note: ':colon first, emoji ♠♦ and "quotes"',
      };
      const created = await games().create(id, value);
      expect(created).toMatchObject({ schemaVersion: 1, version: 1, value });
      const got = await games().get(id);
      expect(got).toEqual(created);
      // A second store (another process after a restart) reads the same record.
      const other = await h.open();
      expect(await other.collection('games', GameSchema).get(id)).toEqual(created);
    });

    it('a record read back as this collection stored it is the doc it kept, unchecked; one changed elsewhere is read anew', async () => {
      const id = newId();
      const mine = store.collection('games', GameSchema);
      const wrote = await mine.update(id, () => ({ moves: [1], note: 'a' }));
      const checks = vi.spyOn(GameSchema, 'safeParse');
      try {
        expect(await mine.get(id)).toBe(wrote);
        expect(checks).not.toHaveBeenCalled();
        // Kept docs are never changed in place: under the tests they are frozen.
        expect(Object.isFrozen(wrote.value.moves)).toBe(true);
        // Another process writes the record: this one reads and checks what is stored now.
        const other = (await h.open()).collection('games', GameSchema);
        await other.update(id, (cur) => ({ ...must(cur).value, note: 'b' }));
        checks.mockClear();
        const fresh = must(await mine.get(id));
        expect(fresh).not.toBe(wrote);
        expect(fresh).toMatchObject({ version: 2, value: { moves: [1], note: 'b' } });
        expect(checks).toHaveBeenCalledTimes(1);
        expect(await mine.get(id)).toBe(fresh);
        expect(checks).toHaveBeenCalledTimes(1);
        // A delete forgets it.
        await mine.delete(id);
        expect(await mine.get(id)).toBeUndefined();
      } finally {
        checks.mockRestore();
      }
    });

    it(`keeps at most ${KEPT_DOCS} docs, the least recently used going first`, async () => {
      const mine = store.collection('games', GameSchema);
      const ids = Array.from({ length: KEPT_DOCS + 1 }, () => newId());
      const first = await mine.create(must(ids[0]), { moves: [0], note: 'first' });
      for (const id of ids.slice(1)) await mine.create(id, { moves: [], note: '' });
      const checks = vi.spyOn(GameSchema, 'safeParse');
      try {
        const again = must(await mine.get(must(ids[0])));
        expect(again).not.toBe(first);
        expect(again).toEqual(first);
        expect(checks).toHaveBeenCalledTimes(1);
        expect(await mine.get(must(ids[KEPT_DOCS]))).toBeDefined();
        expect(checks).toHaveBeenCalledTimes(1);
      } finally {
        checks.mockRestore();
      }
    });

    it('returns undefined for a missing id and deletes idempotently', async () => {
      const id = newId();
      expect(await games().get(id)).toBeUndefined();
      await games().create(id, { moves: [], note: '' });
      await games().delete(id);
      expect(await games().get(id)).toBeUndefined();
      await expect(games().delete(id)).resolves.toBeUndefined();
    });

    it('increments the version on every update and passes the current doc to fn', async () => {
      const id = newId();
      const first = await games().update(id, (cur) => {
        expect(cur).toBeUndefined();
        return { moves: [1], note: 'created by update' };
      });
      expect(first.version).toBe(1);
      const second = await games().update(id, (cur) => ({
        ...must(cur).value,
        moves: [...must(cur).value.moves, 2],
      }));
      expect(second.version).toBe(2);
      expect(second.updatedAt).toBeGreaterThanOrEqual(first.updatedAt);
      const third = await games().update(id, (cur) => ({ ...must(cur).value, note: 'v3' }), { expectedVersion: 2 });
      expect(third).toMatchObject({
        version: 3,
        value: { moves: [1, 2], note: 'v3' },
      });
      expect(await games().get(id)).toEqual(third);
    });

    it('applies 50 concurrent updates of one record exactly once each, in the order issued', async () => {
      const id = newId();
      await games().create(id, { moves: [], note: 'race' });
      const results = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          games().update(id, async (cur) => {
            await new Promise((r) => setTimeout(r, i % 3)); // interleave the fn bodies
            return { ...must(cur).value, moves: [...must(cur).value.moves, i] };
          }),
        ),
      );
      expect(results.map((d) => d.version)).toEqual(Array.from({ length: 50 }, (_, i) => i + 2));
      const final = await games().get(id);
      expect(final?.version).toBe(51);
      expect(final?.value.moves).toEqual(Array.from({ length: 50 }, (_, i) => i));
    });

    it('rejects a stale expectedVersion with StaleVersionError and writes nothing', async () => {
      const id = newId();
      await games().create(id, { moves: [1], note: 'v1' });
      await games().update(id, (cur) => ({ ...must(cur).value, note: 'v2' }));
      const fn = vi.fn((cur: { value: Game } | undefined) => ({
        ...must(cur).value,
        note: 'stale',
      }));
      const err = await games()
        .update(id, fn, { expectedVersion: 1 })
        .catch((e: unknown) => e);
      expect(err).toBeInstanceOf(StaleVersionError);
      expect(err).toMatchObject({ expected: 1, actual: 2 });
      expect(fn).not.toHaveBeenCalled();
      expect(await games().get(id)).toMatchObject({
        version: 2,
        value: { note: 'v2' },
      });
    });

    it('applies a doubled click once: two updates with the same expectedVersion', async () => {
      const id = newId();
      await games().create(id, { moves: [], note: '' });
      const click = () =>
        games().update(
          id,
          (cur) => ({
            ...must(cur).value,
            moves: [...must(cur).value.moves, 7],
          }),
          { expectedVersion: 1 },
        );
      const outcomes = await Promise.allSettled([click(), click()]);
      expect(outcomes.map((o) => o.status).sort()).toEqual(['fulfilled', 'rejected']);
      const rejected = outcomes.find((o) => o.status === 'rejected') as PromiseRejectedResult;
      expect(rejected.reason).toBeInstanceOf(StaleVersionError);
      expect(await games().get(id)).toMatchObject({
        version: 2,
        value: { moves: [7] },
      });
    });

    it('stale check on a missing record reports actual 0', async () => {
      const err = await games()
        .update(newId(), () => ({ moves: [], note: '' }), {
          expectedVersion: 4,
        })
        .catch((e: unknown) => e);
      expect(err).toMatchObject({
        name: 'StaleVersionError',
        expected: 4,
        actual: 0,
      });
    });

    it('propagates an error thrown by fn unchanged and writes nothing', async () => {
      const id = newId();
      const before = await games().create(id, { moves: [5], note: 'keep' });
      class IllegalMove extends Error {}
      const thrown = new IllegalMove('not your turn');
      await expect(
        games().update(id, () => {
          throw thrown;
        }),
      ).rejects.toBe(thrown);
      await expect(games().update(id, async () => Promise.reject(thrown))).rejects.toBe(thrown);
      expect(await games().get(id)).toEqual(before);
    });

    it('refuses to create an id that exists', async () => {
      const id = newId();
      const before = await games().create(id, { moves: [1], note: 'first' });
      await expect(games().create(id, { moves: [2], note: 'second' })).rejects.toBeInstanceOf(AlreadyExistsError);
      expect(await games().get(id)).toEqual(before);
    });

    it('refuses to write a value its schema rejects', async () => {
      const id = newId();
      const before = await games().create(id, { moves: [1], note: 'ok' });
      const bad = { moves: ['x'], note: 'bad' } as unknown as Game;
      await expect(games().update(id, () => bad)).rejects.toBeInstanceOf(StoreError);
      await expect(games().create(newId(), bad)).rejects.toBeInstanceOf(StoreError);
      expect(await games().get(id)).toEqual(before);
    });

    it('a record that fails the schema on load is a StoreError, not undefined', async () => {
      const id = newId();
      await games().create(id, { moves: [1], note: 'old shape' });
      const Stricter = z.object({
        moves: z.array(z.string()),
        note: z.string(),
      });
      const strict = store.collection('games', Stricter);
      const err = await strict.get(id).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(StoreError);
      expect((err as StoreError).cause).toBeInstanceOf(z.ZodError);
      expect((err as Error).message).toContain(`${h.namespace}:games:${id}`);
      // update must not treat the bad record as missing and overwrite it
      const fn = vi.fn(() => ({ moves: ['a'], note: 'overwrite' }));
      await expect(strict.update(id, fn)).rejects.toBeInstanceOf(StoreError);
      expect(fn).not.toHaveBeenCalled();
      expect(await games().get(id)).toMatchObject({
        version: 1,
        value: { note: 'old shape' },
      });
    });

    it('migrates records from an older schema version, and refuses newer ones', async () => {
      const id = h.id('profiles', `p${++n}`);
      const V1 = z.object({ name: z.string() });
      const V2 = z.object({ name: z.string(), rating: z.number() });
      await store.collection('profiles', V1).create(id, { name: 'Ada' });
      const v2 = store.collection('profiles', V2, {
        schemaVersion: 2,
        migrate: (old, from) => ({
          ...(old as { name: string }),
          rating: from === 1 ? 1500 : 0,
        }),
      });
      expect(await v2.get(id)).toMatchObject({
        schemaVersion: 2,
        version: 1,
        value: { name: 'Ada', rating: 1500 },
      });
      const saved = await v2.update(id, (cur) => ({
        ...must(cur).value,
        rating: 1510,
      }));
      expect(saved).toMatchObject({ schemaVersion: 2, version: 2 });
      // old code reading a record written by newer code
      await expect(store.collection('profiles', V1).get(id)).rejects.toThrow(/newer code/);
      // no migration given
      await expect(store.collection('profiles', V2, { schemaVersion: 3 }).get(id)).rejects.toThrow(/no migration/);
    });

    it('ids() lists a collection (optionally by id prefix) across batches, and nothing else', async () => {
      const listing = store.collection('listing', GameSchema);
      const ids = [
        ...Array.from({ length: 1050 }, (_, i) => `a-${i}`),
        ...Array.from({ length: 50 }, (_, i) => `b_${i}`),
      ];
      for (let i = 0; i < ids.length; i += 100) {
        await Promise.all(
          ids.slice(i, i + 100).map((id) => listing.create(h.id('listing', id), { moves: [], note: '' })),
        );
      }
      // Neighbours that a sloppy prefix match would pick up.
      await store.collection('listing2', GameSchema).create(h.id('listing2', 'a-0'), { moves: [], note: '' });
      await store.collection('listin', GameSchema).create(h.id('listin', 'g-a-0'), { moves: [], note: '' });
      await listing.create(h.id('listing', 'bx1'), { moves: [], note: '' });
      const all: string[] = [];
      for await (const id of listing.ids()) all.push(id);
      // Redis's SCAN may repeat a key; the others list each once, in key order.
      expect(new Set(all)).toEqual(new Set([...ids, 'bx1']));
      if (backend.name !== 'redis') expect(all).toHaveLength(ids.length + 1);
      const bs: string[] = [];
      for await (const id of listing.ids({ prefix: 'b_' })) bs.push(id);
      expect(new Set(bs)).toEqual(new Set(ids.slice(1050)));
    }, 60_000);

    it('keys records per collection and namespace', async () => {
      const id = newId();
      await games().create(id, { moves: [1], note: 'games' });
      expect(await store.collection('other', GameSchema).get(id)).toBeUndefined();
    });
  });
});
