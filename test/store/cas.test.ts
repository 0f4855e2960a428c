/**
 * Compare-and-set across processes: two stores on one backend (two connections, as two bot
 * processes have), and a real second process, racing on one record. Run against every configured
 * backend (see backends.ts); memory://<name> opened twice shares its data like a server would.
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  AlreadyExistsError,
  type Collection,
  openStore,
  StaleVersionError,
  type Store,
  StoreError,
} from '../../src/store/index.ts';
import { BACKENDS, Harness, removeTempDirs } from './backends.ts';
import { Counter, clickUntil, increment } from './race.ts';

afterAll(removeTempDirs);

const child = fileURLToPath(new URL('./fixtures/race-child.ts', import.meta.url));
const race = (s: Store): Collection<Counter> => s.collection('race', Counter);

describe.each(BACKENDS)('compare-and-set on $name', (backend) => {
  let h: Harness;
  let a: Store;
  let b: Store;
  let n = 0;
  const newId = () => h.id('race', `r${++n}`);

  beforeAll(async () => {
    if (backend.skip) return;
    h = new Harness(backend);
    [a, b] = await Promise.all([h.open(), h.open()]);
  });
  afterAll(async () => {
    if (!backend.skip) await h.cleanup();
  });

  describe.skipIf(backend.skip)('two stores on one backend', () => {
    it('the same expectedVersion from both: one wins per version, the other gets StaleVersionError', async () => {
      const id = newId();
      await race(a).create(id, { n: 0, by: {} });
      let calls = 0;
      for (let v = 1; v <= 60; v++) {
        // fn waits (up to 1 s) until both have read, so the race is always decided by the write.
        let bothRead = () => {};
        const barrier = new Promise<void>((resolve) => {
          bothRead = resolve;
          setTimeout(resolve, 1000);
        });
        let entered = 0;
        const click = (s: Store, who: string) =>
          race(s).update(
            id,
            async (cur) => {
              calls += 1;
              if (++entered === 2) bothRead();
              await barrier;
              return increment(who)(cur);
            },
            { expectedVersion: v },
          );
        const outcomes = await Promise.allSettled([click(a, 'a'), click(b, 'b')]);
        const won = outcomes.filter((o) => o.status === 'fulfilled');
        expect(won).toHaveLength(1);
        expect((won[0] as PromiseFulfilledResult<{ version: number }>).value.version).toBe(v + 1);
        const lost = outcomes.find((o) => o.status === 'rejected') as PromiseRejectedResult;
        expect(lost.reason).toBeInstanceOf(StaleVersionError);
        expect(lost.reason).toMatchObject({ expected: v, actual: v + 1 });
      }
      // Both read before either wrote, so every loser was stopped by the backend's compare-and-set,
      // not by the version check before fn.
      expect(calls).toBe(120);
      const final = await race(a).get(id);
      expect(final).toMatchObject({ version: 61, value: { n: 60 } });
    });

    it('an update given the record it read writes against it; a record changed since is read again', async () => {
      const id = newId();
      await race(a).create(id, { n: 0, by: {} });
      // Given what it just read, fn gets that very doc (no second read) and the write lands.
      const seen = await race(a).get(id);
      const given: unknown[] = [];
      const next = await race(a).update(
        id,
        (cur) => {
          given.push(cur);
          return increment('a')(cur);
        },
        { current: seen, expectedVersion: 1 },
      );
      expect(given).toEqual([seen]);
      expect(given[0]).toBe(seen);
      expect(next).toMatchObject({ version: 2, value: { n: 1 } });
      // The doc an update returned serves the next one too.
      expect(await race(a).update(id, increment('a'), { current: next })).toMatchObject({ version: 3 });
      // The other store writes in between: the given doc is stale, so the update reads and re-runs
      // fn (no increment lost), or refuses when the caller expected the old version.
      const old = await race(a).get(id);
      await race(b).update(id, increment('b'));
      expect(await race(a).update(id, increment('a'), { current: old })).toMatchObject({ version: 5, value: { n: 4 } });
      await expect(
        race(a).update(id, increment('a'), { current: old, expectedVersion: old?.version ?? 0 }),
      ).rejects.toMatchObject({ expected: 3, actual: 5 });
      expect(await race(b).get(id)).toMatchObject({ version: 5, value: { n: 4 } });
    });

    it('without expectedVersion no update is lost: 2 × 200 concurrent increments end at 400', async () => {
      const id = newId();
      const burst = (s: Store, who: string) => Array.from({ length: 200 }, () => race(s).update(id, increment(who)));
      const docs = await Promise.all([...burst(a, 'a'), ...burst(b, 'b')]);
      const versions = docs.map((d) => d.version).sort((x, y) => x - y);
      expect(versions).toEqual(Array.from({ length: 400 }, (_, i) => i + 1));
      expect(await race(b).get(id)).toMatchObject({ version: 400, value: { n: 400, by: { a: 200, b: 200 } } });
    }, 60_000);

    it('players clicking on both: every version produced exactly once', async () => {
      const id = newId();
      const [wa, wb] = await Promise.all([clickUntil(race(a), id, 100, 'a'), clickUntil(race(b), id, 100, 'b')]);
      expect([...wa, ...wb].sort((x, y) => x - y)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
      const final = await race(a).get(id);
      expect(final).toMatchObject({ version: 100, value: { n: 100 } });
      expect(final?.value.by.a ?? 0).toBe(wa.length);
      expect(final?.value.by.b ?? 0).toBe(wb.length);
    }, 60_000);

    it('create races: one winner, the other AlreadyExistsError', async () => {
      for (let k = 0; k < 30; k++) {
        const id = newId();
        const outcomes = await Promise.allSettled([
          race(a).create(id, { n: 1, by: { a: 1 } }),
          race(b).create(id, { n: 1, by: { b: 1 } }),
        ]);
        expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
        const lost = outcomes.find((o) => o.status === 'rejected') as PromiseRejectedResult;
        expect(lost.reason).toBeInstanceOf(AlreadyExistsError);
        const winner = outcomes[0]?.status === 'fulfilled' ? 'a' : 'b';
        expect((await race(b).get(id))?.value.by).toEqual({ [winner]: 1 });
      }
    });
  });

  // A real second process; memory:// is per process, so only backends with a shared server or file.
  describe.skipIf(backend.skip || backend.name === 'memory')('a second process (fork)', () => {
    function start(args: string[]) {
      const proc = fork(child, [h.url, h.namespace, ...args], {
        execArgv: ['--import', 'tsx'],
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      });
      const ready = new Promise<void>((resolve) => proc.once('message', () => resolve()));
      const result = ready.then(
        () =>
          new Promise<{ ok: boolean; versions?: number[]; error?: string }>((resolve, reject) => {
            proc.once('message', (m) => resolve(m as { ok: boolean }));
            proc.once('exit', (code) => reject(new Error(`child exited with ${code} before answering`)));
          }),
      );
      return { proc, ready, result };
    }

    it('2 × 200 increments from two processes end at 400', async () => {
      const id = newId();
      const c = start([id, 'inc', '200']);
      await c.ready;
      c.proc.send('go');
      await Promise.all(Array.from({ length: 200 }, () => race(a).update(id, increment('parent'))));
      expect(await c.result).toEqual({ ok: true });
      expect(await race(a).get(id)).toMatchObject({
        version: 400,
        value: { n: 400, by: { parent: 200, child: 200 } },
      });
    }, 60_000);

    it('clicks from two processes: every version produced exactly once', async () => {
      const id = newId();
      await race(a).create(id, { n: 0, by: {} });
      const c = start([id, 'clicks', '150']);
      await c.ready;
      c.proc.send('go');
      const mine = await clickUntil(race(a), id, 150, 'parent');
      const theirs = await c.result;
      expect(theirs.ok).toBe(true);
      const all = [...mine, ...(theirs.versions ?? [])].sort((x, y) => x - y);
      expect(all).toEqual(Array.from({ length: 149 }, (_, i) => i + 2));
      const final = await race(a).get(id);
      expect(final).toMatchObject({ version: 150, value: { n: 149 } });
      expect(final?.value.by.parent ?? 0).toBe(mine.length);
      expect(final?.value.by.child ?? 0).toBe(theirs.versions?.length);
    }, 60_000);
  });
});

describe('an update that keeps losing', () => {
  it('re-runs fn on every lost write, then gives up with a StoreError after 50 attempts', async () => {
    const name = `memory://losing-${process.pid}`;
    const [mine, theirs] = await Promise.all([openStore(name), openStore(name)]);
    await race(mine).create('x', { n: 0, by: {} });
    let runs = 0;
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      const outcome = race(mine)
        .update('x', async (cur) => {
          runs += 1;
          // Another process writes between this read and this write, every time.
          await race(theirs).update('x', increment('theirs'));
          return { n: (cur?.value.n ?? 0) + 100, by: {} };
        })
        .catch((e: unknown) => e);
      let settled = false;
      void outcome.then(() => {
        settled = true;
      });
      while (!settled) await vi.advanceTimersByTimeAsync(250);
      const err = await outcome;
      expect(err).toBeInstanceOf(StoreError);
      expect(String(err)).toMatch(/50 attempts in a row lost/);
    } finally {
      vi.useRealTimers();
    }
    expect(runs).toBe(50);
    expect(await race(mine).get('x')).toMatchObject({ version: 51, value: { n: 50, by: { theirs: 50 } } });
    await Promise.all([mine.close(), theirs.close()]);
  });
});
