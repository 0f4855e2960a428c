/** Reading the stored Abstrac sessions in tests, typed. */
import type { AbstracSession } from '../../src/games/abstrac/schema.ts';
import { collections } from '../../src/games/store.ts';
import type { Doc, Store } from '../../src/store/index.ts';

export async function abstracDoc(store: Store, threadId: string): Promise<Doc<AbstracSession> | undefined> {
  return (await collections(store).sessions.get(threadId)) as Doc<AbstracSession> | undefined;
}

export const abstracGame = async (store: Store, threadId: string) => (await abstracDoc(store, threadId))?.value;

/** The seats' names, in seat order. */
export const namesOf = (game: AbstracSession | undefined) => game?.seats.map((s) => s.name) ?? [];
