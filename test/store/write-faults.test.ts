/** `FaultInjector.failWrite` (src/store/faulty.ts): a write failing before it lands, or after. */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FaultInjector, InjectedFault, openStore, StoreError } from '../../src/store/index.ts';

const Note = z.object({ text: z.string() });

async function setup() {
  const faults = new FaultInjector();
  const store = await openStore('memory://', { faults });
  const notes = store.collection('notes', Note);
  await notes.create('a', { text: 'v1' });
  return { faults, store, notes };
}

const failure = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => e,
  );

describe('FaultInjector.failWrite', () => {
  it('landed: the write is applied, then the caller gets a StoreError', async () => {
    const { faults, store, notes } = await setup();
    faults.failWrite(/:notes:a$/, { landed: true });
    const err = await failure(notes.update('a', () => ({ text: 'v2' }), { expectedVersion: 1 }));
    expect(err).toBeInstanceOf(StoreError);
    expect((err as StoreError).cause).toBeInstanceOf(InjectedFault);
    expect(await notes.get('a')).toMatchObject({ version: 2, value: { text: 'v2' } });
    await store.close();
  });

  it('not landed: nothing is applied; only a matching key is hit, after `skip` writes went through', async () => {
    const { faults, store, notes } = await setup();
    await notes.create('b', { text: 'b1' });
    faults.failWrite(/:notes:a$/, { landed: false, skip: 1 });
    await notes.update('b', () => ({ text: 'b2' }));
    await notes.update('a', () => ({ text: 'v2' }));
    expect(await failure(notes.update('a', () => ({ text: 'v3' })))).toBeInstanceOf(StoreError);
    expect(await notes.get('a')).toMatchObject({ version: 2, value: { text: 'v2' } });
    expect(faults.fired).toBe(1);
    await notes.update('a', () => ({ text: 'v3' }));
    expect((await notes.get('a'))?.version).toBe(3);
    await store.close();
  });

  it('outage: after the landed write every operation fails until failAll(false)', async () => {
    const { faults, store, notes } = await setup();
    faults.failWrite(/:notes:a$/, { landed: true, outage: true });
    expect(await failure(notes.update('a', () => ({ text: 'v2' })))).toBeInstanceOf(StoreError);
    expect(await failure(notes.get('a'))).toBeInstanceOf(StoreError);
    faults.failAll(false);
    expect(await notes.get('a')).toMatchObject({ version: 2, value: { text: 'v2' } });
    await store.close();
  });
});
