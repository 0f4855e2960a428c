/**
 * The backends every store test runs against: memory and SQLite (temp dir) always, Redis when
 * REDIS_URL is set, PostgreSQL when DATABASE_URL is set. Real servers get a namespace unique to
 * this run, and every key a test writes is deleted afterwards.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { type FaultInjector, openStore, type Store } from '../../src/store/index.ts';

export interface TestBackend {
  name: string;
  url: string;
  skip: boolean;
}

const tmpDirs: string[] = [];

export function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'cardbot-store-'));
  tmpDirs.push(dir);
  return dir;
}

export function removeTempDirs(): void {
  for (const dir of tmpDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

export const BACKENDS: TestBackend[] = [
  { name: 'memory', url: `memory://test-${process.pid}`, skip: false },
  { name: 'sqlite', url: '', skip: false }, // url filled per suite with a temp file
  {
    name: 'redis',
    url: process.env.REDIS_URL ?? '',
    skip: !process.env.REDIS_URL,
  },
  {
    name: 'postgres',
    url: process.env.DATABASE_URL ?? '',
    skip: !process.env.DATABASE_URL,
  },
];

/** A namespace no other run (or parallel test file) shares. */
export function uniqueNamespace(): string {
  return `cbtest_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
}

/** Opens stores on one backend and remembers every id written, to delete them at the end. */
export class Harness {
  readonly namespace = uniqueNamespace();
  readonly #stores: Store[] = [];
  readonly #written = new Set<string>();
  readonly url: string;

  constructor(backend: TestBackend) {
    this.url = backend.name === 'sqlite' ? `sqlite://${join(tempDir(), 'store.sqlite')}` : backend.url;
  }

  async open(faults?: FaultInjector): Promise<Store> {
    const store = await openStore(this.url, {
      namespace: this.namespace,
      faults,
      timeoutMs: 2000,
    });
    this.#stores.push(store);
    return store;
  }

  /** Records `collection/id` for cleanup and returns id. */
  id(collection: string, id: string): string {
    this.#written.add(`${collection}\u0000${id}`);
    return id;
  }

  async cleanup(): Promise<void> {
    const store = await this.open();
    for (const entry of this.#written) {
      const [collection = '', id = ''] = entry.split('\u0000');
      await store.collection(collection, z.unknown()).delete(id);
    }
    for (const s of this.#stores.splice(0)) await s.close();
  }
}

/** The record every store contract test saves. */
export const GameSchema = z.object({ moves: z.array(z.number().int()), note: z.string() });
export type Game = z.infer<typeof GameSchema>;

/** The doc a test knows exists. */
export function must<T>(doc: T | undefined): T {
  if (doc === undefined) throw new Error('expected an existing record');
  return doc;
}
