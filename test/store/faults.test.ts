/** Injected backend failures (faulty.ts), run against every configured backend (see backends.ts). */
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FaultInjector, InjectedFault, openStore, type Store, StoreError } from '../../src/store/index.ts';
import { BACKENDS, GameSchema, Harness, must, removeTempDirs } from './backends.ts';

afterAll(removeTempDirs);

describe.each(BACKENDS)('store on $name', (backend) => {
  let h: Harness;
  let store: Store;
  let faults: FaultInjector;
  let n = 0;
  const newId = () => h.id('games', `f${++n}`);
  const games = () => store.collection('games', GameSchema);

  beforeAll(async () => {
    if (backend.skip) return;
    h = new Harness(backend);
    faults = new FaultInjector();
    store = await h.open(faults);
  });
  afterAll(async () => {
    if (!backend.skip) await h.cleanup();
  });

  describe.skipIf(backend.skip)('with injected backend failures', () => {
    it('a failed write is a StoreError and leaves the stored value unchanged', async () => {
      const id = newId();
      const before = await games().create(id, { moves: [1], note: 'before' });
      faults.failNext('set');
      const err = await games()
        .update(id, (cur) => ({ ...must(cur).value, note: 'after' }), {
          expectedVersion: 1,
        })
        .catch((e: unknown) => e);
      expect(err).toBeInstanceOf(StoreError);
      expect((err as StoreError).cause).toBeInstanceOf(InjectedFault);
      expect(await games().get(id)).toEqual(before);
      // the same move retried once the backend is back succeeds at the expected version
      const after = await games().update(id, (cur) => ({ ...must(cur).value, note: 'after' }), {
        expectedVersion: 1,
      });
      expect(after.version).toBe(2);
    });

    it('a failed read is a StoreError, never undefined, and fn is not called', async () => {
      const id = newId();
      await games().create(id, { moves: [1], note: 'x' });
      faults.failNext('get', 2);
      await expect(games().get(id)).rejects.toBeInstanceOf(StoreError);
      const fn = vi.fn(() => ({ moves: [], note: 'reset' }));
      await expect(games().update(id, fn)).rejects.toBeInstanceOf(StoreError);
      expect(fn).not.toHaveBeenCalled();
      expect(await games().get(id)).toMatchObject({
        version: 1,
        value: { note: 'x' },
      });
    });

    it('failAll fails create, update, get, delete and ids until switched off', async () => {
      const id = newId();
      await games().create(id, { moves: [], note: 'x' });
      const fired = faults.fired;
      faults.failAll(true);
      await expect(games().create(newId(), { moves: [], note: '' })).rejects.toBeInstanceOf(StoreError);
      await expect(games().update(id, () => ({ moves: [9], note: '' }))).rejects.toBeInstanceOf(StoreError);
      await expect(games().get(id)).rejects.toBeInstanceOf(StoreError);
      await expect(games().delete(id)).rejects.toBeInstanceOf(StoreError);
      const listing = (async () => {
        for await (const _ of games().ids()) return;
      })();
      await expect(listing).rejects.toBeInstanceOf(StoreError);
      faults.failAll(false);
      expect(faults.fired - fired).toBe(5);
      expect(await games().get(id)).toMatchObject({
        version: 1,
        value: { note: 'x' },
      });
    });

    it('a failed write inside a burst of updates fails only that update', async () => {
      const id = newId();
      await games().create(id, { moves: [], note: '' });
      const append = (i: number) =>
        games().update(id, (cur) => ({
          ...must(cur).value,
          moves: [...must(cur).value.moves, i],
        }));
      const p = [append(0), append(1)];
      faults.failNext('set'); // hits the first write still pending
      p.push(append(2));
      const outcomes = await Promise.allSettled(p);
      expect(outcomes.filter((o) => o.status === 'rejected')).toHaveLength(1);
      const final = await games().get(id);
      expect(final?.version).toBe(3);
      expect(final?.value.moves).toHaveLength(2);
    });
  });
});

describe('FaultInjector', () => {
  it('is not consumed by openStore, and failNext counts add up per operation', async () => {
    const faults = new FaultInjector().failNext('get', 2).failNext('get').failNext('delete');
    const store = await openStore('memory://', { faults });
    const c = store.collection('c', GameSchema);
    for (let i = 0; i < 3; i++) await expect(c.get('x')).rejects.toBeInstanceOf(StoreError);
    await expect(c.get('x')).resolves.toBeUndefined();
    await expect(c.delete('x')).rejects.toBeInstanceOf(StoreError);
    await expect(c.delete('x')).resolves.toBeUndefined();
    expect(faults.fired).toBe(4);
    faults.failNext('set', 5);
    faults.reset();
    await expect(c.create('x', { moves: [], note: '' })).resolves.toMatchObject({ version: 1 });
    await store.close();
  });

  it('delayNext slows the next calls of one operation without failing them', async () => {
    const faults = new FaultInjector().delayNext('get', 120);
    const store = await openStore('memory://', { faults });
    const c = store.collection('c', GameSchema);
    await c.create('x', { moves: [1], note: '' }); // create inserts without reading: no delay used
    const start = performance.now();
    await expect(c.get('x')).resolves.toMatchObject({ version: 1 });
    expect(performance.now() - start).toBeGreaterThanOrEqual(110);
    const again = performance.now();
    await c.get('x');
    expect(performance.now() - again).toBeLessThan(100);
    expect(faults.fired).toBe(0);
    await store.close();
  });
});

describe('logging', () => {
  it('logs opening, backend errors (with the cause) and closing', async () => {
    const lines: Array<{ msg: string; err?: { message: string } }> = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
    const faults = new FaultInjector();
    const store = await openStore('memory://', { faults, logger });
    faults.failNext('set');
    await expect(store.collection('c', GameSchema).create('x', { moves: [], note: '' })).rejects.toBeInstanceOf(
      StoreError,
    );
    await store.close();
    expect(lines.map((l) => l.msg)).toEqual(['store opened', 'store backend error', 'store closed']);
    expect(lines[1]?.err?.message).toMatch(/injected store failure on set/);
  });
});
