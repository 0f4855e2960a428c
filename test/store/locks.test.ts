import { describe, expect, it } from 'vitest';
import { KeyedLock } from '../../src/store/locks.ts';

const tick = () => new Promise((r) => setTimeout(r, 1));

describe('KeyedLock', () => {
  it('runs one holder per key at a time, in call order, and keys independently', async () => {
    const lock = new KeyedLock();
    const log: string[] = [];
    let inside = 0;
    const job = (key: string, i: number) =>
      lock.run(key, async () => {
        inside += 1;
        expect(inside).toBeLessThanOrEqual(2); // at most one per key, two keys
        log.push(`${key}${i}`);
        await tick();
        inside -= 1;
        return i;
      });
    const results = await Promise.all([job('a', 0), job('b', 0), job('a', 1), job('a', 2), job('b', 1)]);
    expect(results).toEqual([0, 0, 1, 2, 1]);
    expect(log.filter((e) => e.startsWith('a'))).toEqual(['a0', 'a1', 'a2']);
    expect(log.slice(0, 2).sort()).toEqual(['a0', 'b0']); // b did not wait for a
  });

  it('drops a key once nobody holds or waits for it, including after a throw', async () => {
    const lock = new KeyedLock();
    const pending = [lock.run('x', tick), lock.run('x', tick), lock.run('y', tick)];
    expect(lock.size).toBe(2);
    await Promise.all(pending);
    expect(lock.size).toBe(0);
    await expect(
      lock.run('z', async () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(lock.size).toBe(0);
    for (let i = 0; i < 1000; i++) await lock.run(`game-${i}`, async () => i);
    expect(lock.size).toBe(0);
  });
});
