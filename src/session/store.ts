/**
 * The session layer's collections and indexes. No record grows with the server: each game, post,
 * invite and result is its own record, and what must be found across them lives in the store's
 * sorted indexes, which each backend keeps in its own structure (see src/store):
 * - `due` (one partition): `g:<guild>:<thread>` and `i:<guild>:<invite>`, scored by the earliest
 *   time a reminder, forfeit or expiry may be due, `u:@:<user>` for a person's own timers (the
 *   end of an away, the daily digest), and `t:<guild>:<tournament>` for a competition's next step
 *   (its start, a round to check: compete/). The scheduler reads only what is due.
 * - `user-games` (a partition per user): `<guild>:<thread>` of each game they sit in, by creation.
 * - `user-invites` (a partition per user): the open challenges and tables they made, by expiry.
 * - `in-play` (a partition per game): the threads of its running games, for the games-in-play gauge.
 * Index writes are separate from the records they point at; each is idempotent, and readers
 * recheck the record itself, so a stop between two writes leaves nothing wrong for long.
 */
import { InvalidRecordError, type Store, StoreError } from '../store/index.ts';
import { InviteRecord, PostRecord, ResultRecord, SessionRecord, TakebackRecord } from './records.ts';

const cache = new WeakMap<Store, ReturnType<typeof open>>();

function open(store: Store) {
  return {
    sessions: store.collection('sessions', SessionRecord),
    posts: store.collection('posts', PostRecord),
    invites: store.collection('invites', InviteRecord),
    results: store.collection('results', ResultRecord),
    takebacks: store.collection('takebacks', TakebackRecord),
    due: store.index('due'),
    userGames: store.index('user-games'),
    userInvites: store.index('user-invites'),
    inPlay: store.index('in-play'),
  };
}

export function collections(store: Store) {
  let c = cache.get(store);
  if (!c) {
    c = open(store);
    cache.set(store, c);
  }
  return c;
}

export const EMPTY_POST: PostRecord = { messageId: null, version: 0, remindedFor: null, rounds: 0, claim: null };

const DUE_PART = 'all';
/** After a move, its game is looked at again this much later, so a post a stop cut short is made. */
export const RECOVERY_DELAY_MS = 2 * 60_000;
export type DueKind = 'g' | 'i' | 'u' | 't';
/** The guild part of a person's own (`u`) entries, which belong to no server. */
export const NO_GUILD = '@';
export interface DueEntry {
  kind: DueKind;
  guildId: string;
  id: string;
  at: number;
}

/** Sets (a time) or clears (null) when a game (`g`) or an invite (`i`) is next looked at. */
export async function setDue(store: Store, kind: DueKind, guildId: string, id: string, at: number | null) {
  const member = `${kind}:${guildId}:${id}`;
  if (at === null) await collections(store).due.remove(DUE_PART, member);
  else await collections(store).due.set(DUE_PART, member, at);
}

/** The entries due by `now`, earliest first, at most `limit`. */
export async function dueBy(store: Store, now: number, limit: number, offset = 0): Promise<DueEntry[]> {
  const rows = await collections(store).due.range(DUE_PART, { max: now, limit, offset });
  return rows.flatMap(({ member, score }) => {
    const [kind, guildId, id] = member.split(':');
    return (kind === 'g' || kind === 'i' || kind === 'u' || kind === 't') && guildId && id
      ? [{ kind, guildId, id, at: score }]
      : [];
  });
}

export async function dueAt(store: Store, kind: DueKind, guildId: string, id: string): Promise<number | undefined> {
  return collections(store).due.score(DUE_PART, `${kind}:${guildId}:${id}`);
}

/** The threads of `userId`'s games in `guildId` (all guilds when omitted), as the index lists them. */
export async function listedGames(store: Store, userId: string, guildId?: string) {
  const rows = await collections(store).userGames.range(userId);
  return rows.flatMap(({ member }) => {
    const [g, threadId] = member.split(':');
    return g && threadId && (guildId === undefined || g === guildId) ? [{ guildId: g, threadId }] : [];
  });
}

export async function listGame(store: Store, userId: string, guildId: string, threadId: string, at: number) {
  await collections(store).userGames.set(userId, `${guildId}:${threadId}`, at);
}

export async function unlistGame(store: Store, userId: string, guildId: string, threadId: string) {
  await collections(store).userGames.remove(userId, `${guildId}:${threadId}`);
}

/** How many open challenges and tables one person may have at once (flooding is refused before any post). */
export const MAX_OPEN_INVITES = 5;

/** The open invitations `userId` made that have not expired by `now`. */
export async function openInvites(store: Store, userId: string, now: number): Promise<number> {
  return collections(store).userInvites.count(userId, { min: now });
}

export async function trackInvite(store: Store, userId: string, inviteId: string, expiresAt: number | null) {
  if (expiresAt === null) await collections(store).userInvites.remove(userId, inviteId);
  else await collections(store).userInvites.set(userId, inviteId, expiresAt);
}

/** An invitation answered, started, withdrawn or expired: off the scheduler and its maker's count. */
export async function closeInvite(store: Store, guildId: string, hostId: string, inviteId: string) {
  await setDue(store, 'i', guildId, inviteId, null);
  await trackInvite(store, hostId, inviteId, null);
}

/** The backend failing (unreachable, refusing), as opposed to a record that does not parse (a bug). */
export const isOutage = (err: unknown): boolean => err instanceof StoreError && !(err instanceof InvalidRecordError);
