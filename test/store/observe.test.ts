/** The observer hook (OpenStoreOptions.observe): one event per operation, and never in the way. */
import { pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { FaultInjector, openStore, StaleVersionError, type StoreEvent } from '../../src/store/index.ts';
import { GameSchema, removeTempDirs, tempDir } from './backends.ts';

afterAll(removeTempDirs);

describe.each([
  ['memory', () => 'memory://'],
  ['sqlite', () => `sqlite://${tempDir()}/observe.sqlite`],
])('observer on %s', (_name, url) => {
  it('reports every operation with its collection (or index), duration and outcome', async () => {
    const events: StoreEvent[] = [];
    const faults = new FaultInjector();
    const store = await openStore(url(), { faults, observe: (e) => events.push(e) });
    const games = store.collection('games', GameSchema);
    await games.create('g', { moves: [], note: '' });
    await games.get('g');
    await games.update('g', (cur) => ({ moves: [1], note: cur?.value.note ?? '' }));
    await games.update('g', () => ({ moves: [], note: '' }), { expectedVersion: 1 }).catch(() => {});
    faults.failNext('get');
    await games.get('g').catch(() => {});
    await games.delete('g');
    const board = store.index('board');
    await board.set('p', 'a', 1);
    await board.score('p', 'a');
    await board.range('p');
    await board.rank('p', 'a');
    await board.count('p');
    await board.remove('p', 'a');
    for await (const _ of games.ids()) {
      // nothing stored any more
    }
    await store.close();
    expect(events.map((e) => [e.op, e.collection, e.ok])).toEqual([
      ['create', 'games', true],
      ['get', 'games', true],
      ['update', 'games', true],
      ['update', 'games', true], // a StaleVersionError is an expected outcome, not a store failure
      ['get', 'games', false],
      ['delete', 'games', true],
      ['index.set', 'board', true],
      ['index.score', 'board', true],
      ['index.range', 'board', true],
      ['index.rank', 'board', true],
      ['index.count', 'board', true],
      ['index.remove', 'board', true],
      ['ids', 'games', true],
    ]);
    expect(events.every((e) => e.ms >= 0 && Number.isFinite(e.ms))).toBe(true);
    expect(events.filter((e) => e.op === 'update').map((e) => e.conflicts)).toEqual([0, 0]);
  });

  it('an observer that throws is logged, and the operation still succeeds', async () => {
    const lines: Array<{ msg: string }> = [];
    const logger = pino({ level: 'warn' }, { write: (line: string) => lines.push(JSON.parse(line)) });
    const store = await openStore(url(), {
      logger,
      observe: () => {
        throw new Error('metrics down');
      },
    });
    const games = store.collection('games', GameSchema);
    await expect(games.create('g', { moves: [], note: '' })).resolves.toMatchObject({ version: 1 });
    await expect(games.update('g', () => ({ moves: [], note: '' }), { expectedVersion: 5 })).rejects.toBeInstanceOf(
      StaleVersionError,
    );
    await store.close();
    expect(lines.map((l) => l.msg)).toEqual(['store observer threw', 'store observer threw']);
  });
});
