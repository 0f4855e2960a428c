/**
 * A small per-person record of how they like their Rummy hand sorted (`s` by suit, `r` by rank),
 * kept across turns and games: `rummy-prefs` keyed by user id. A failure to read or write it only
 * means the default sort.
 */
import { z } from 'zod';
import type { Store } from '../../store/index.ts';

const Prefs = z.object({ sort: z.enum(['s', 'r']) });

const prefs = (store: Store) => store.collection('rummy-prefs', Prefs);

export async function firstDraft(store: Store, userId: string): Promise<string[]> {
  const doc = await prefs(store)
    .get(userId)
    .catch(() => undefined);
  return [doc?.value.sort ?? 's'];
}

export async function remember(store: Store, userId: string, draft: readonly string[]): Promise<void> {
  const sort = draft[0];
  if (sort !== 's' && sort !== 'r') return;
  await prefs(store)
    .update(userId, () => ({ sort }))
    .then(() => undefined)
    .catch(() => undefined);
}
