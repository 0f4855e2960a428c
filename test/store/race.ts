/** What cas.test.ts and its child process (fixtures/race-child.ts) both run against one record. */
import { z } from 'zod';
import { type Collection, type Doc, StaleVersionError } from '../../src/store/index.ts';

export const Counter = z.object({ n: z.number().int(), by: z.record(z.string(), z.number().int()) });
export type Counter = z.infer<typeof Counter>;

/** An update fn adding one, counted per writer, after a short pause (so racing reads overlap). */
export function increment(who: string) {
  return async (cur: Doc<Counter> | undefined): Promise<Counter> => {
    await new Promise((r) => setTimeout(r, 1));
    const value = cur?.value ?? { n: 0, by: {} };
    return { n: value.n + 1, by: { ...value.by, [who]: (value.by[who] ?? 0) + 1 } };
  };
}

/** Clicks as a player does: read the version shown, then update with it as expectedVersion. Stops
 *  once the record is past version `last`; returns the versions this writer produced. */
export async function clickUntil(c: Collection<Counter>, id: string, last: number, who: string): Promise<number[]> {
  const won: number[] = [];
  for (;;) {
    const seen = (await c.get(id))?.version ?? 0;
    if (seen >= last) return won;
    try {
      won.push((await c.update(id, increment(who), { expectedVersion: seen })).version);
    } catch (err) {
      if (!(err instanceof StaleVersionError)) throw err;
    }
  }
}
