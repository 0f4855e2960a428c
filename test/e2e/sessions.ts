/** Reading the stored Abstrac sessions in tests, typed, and resigning as a player does. */

import type { AbstracSession } from '../../src/games/abstrac/schema.ts';
import { collections } from '../../src/session/store.ts';
import type { Doc, Store } from '../../src/store/index.ts';
import type { World } from '../../src/tools/demo/world.ts';
import type { InteractionHandle, StandInUser, StoredMessage } from '../../src/tools/standin/index.ts';

export async function abstracDoc(store: Store, threadId: string): Promise<Doc<AbstracSession> | undefined> {
  return (await collections(store).sessions.get(threadId)) as Doc<AbstracSession> | undefined;
}

export const abstracGame = async (store: Store, threadId: string) => (await abstracDoc(store, threadId))?.value;

/** The seats' names, in seat order. */
export const namesOf = (game: AbstracSession | undefined) => game?.seats.map((s) => s.name) ?? [];

/** The ids of the seats, in seat order. */
export const idsOf = (game: AbstracSession | undefined) => game?.seats.map((s) => s.id) ?? [];

/** A stored invite (challenge or lobby) by its id. */
export const inviteOf = async (store: Store, id: string) => (await collections(store).invites.get(id))?.value;

/**
 * `/abstrac resign` typed in `channelId` (the game's thread), then `answer` pressed on the private
 * confirmation; resolves with that confirmation once updated ("You resigned." after Resign); `timeoutMs`
 * for each answer (default the stand-in's: a loaded machine may want longer).
 */
export async function resign(
  w: World,
  user: StandInUser,
  channelId: string,
  answer: 'Resign' | 'Keep playing' = 'Resign',
  timeoutMs?: number,
): Promise<StoredMessage> {
  const ask = await w.slash(user, 'abstrac', { subcommand: 'resign' }, channelId).response(timeoutMs);
  const button = w.choices(ask).find((c) => c.label === answer);
  if (!button) throw new Error(`no ${answer} button: ${ask.text}`);
  return w.press(user, ask, button).response(timeoutMs);
}

/** Polls an async probe until it gives a truthy value (the stand-in's waitFor takes synchronous probes only). */
export async function until<T>(
  probe: () => Promise<T | undefined | null | false>,
  timeoutMs = 10_000,
  what = 'a condition',
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** The private answer of an interaction: a reply, a deferred reply once edited, or a follow-up. */
export const privately = (w: World, h: InteractionHandle) =>
  w.standIn.waitFor(() => {
    const m = h.privateMessage() ?? (h.record.ack?.type === 5 ? h.original() : undefined);
    return m && !m.loading && (m.flags & 64) !== 0 && m.text ? m.text : undefined;
  });
