/**
 * The one-off upgrade of a store written before the session layer, when Abstrac kept its own
 * records: `abstrac-games`, `abstrac-boards`, `abstrac-challenges`, `abstrac-results`,
 * `abstrac-vs-computer`, one `timers` record per guild, one `active-games` record per guild and
 * user, and one `leaderboards` record per guild, game and variant. Each is carried into the session
 * layer's records and indexes (a game keeps its store version, so the buttons of boards already
 * posted keep working). Every step is idempotent (a record already carried over is left as it is).
 * The old records are left in place, untouched, so a rollback to the older bot still finds them.
 */
import { z } from 'zod';
import type { Logger } from '../../log.ts';
import { ComputerRecord, computerKey, computerRecords } from '../../session/computer-records.ts';
import { PlayerStanding, putStanding } from '../../session/leaderboard.ts';
import type { InviteRecord, SessionRecord } from '../../session/records.ts';
import { collections, listGame, setDue } from '../../session/store.ts';
import { AlreadyExistsError, type Store } from '../../store/index.ts';
import { ActiveRecord, BoardRecord, ChallengeRecord, GameRecord, TimersRecord } from './schema.ts';

const LegacyBoard = z.object({
  players: z.record(z.string(), PlayerStanding.omit({ counted: true })),
  counted: z.array(z.string()).default([]),
});
const Marker = z.object({ recordedAt: z.number() });

async function create<T>(make: () => Promise<T>): Promise<void> {
  try {
    await make();
  } catch (err) {
    if (!(err instanceof AlreadyExistsError)) throw err;
  }
}

function session(g: GameRecord): SessionRecord {
  return {
    game: 'abstrac',
    guildId: g.guildId,
    parentChannelId: g.parentChannelId,
    seats: [
      { id: g.players[0], name: g.names[0] },
      { id: g.players[1], name: g.names[1], ...(g.computer ? { computer: g.computer } : {}) },
    ],
    options: { variant: g.match.variant, target: g.match.target, deals: g.match.deals, hints: g.hints === true },
    state: g.match,
    createdAt: g.createdAt,
    lastMoveAt: g.lastMoveAt,
    status: g.status,
  };
}

function invite(c: ChallengeRecord): InviteRecord {
  return {
    game: 'abstrac',
    kind: 'challenge',
    guildId: c.guildId,
    channelId: c.channelId,
    hostId: c.challengerId,
    invited: [c.challengedId],
    seats: [],
    names: { [c.challengerId]: c.names.challenger, [c.challengedId]: c.names.challenged },
    options: { variant: c.variant, target: c.target, deals: c.deals, hints: c.hints === true },
    messageId: c.messageId,
    createdAt: c.createdAt,
    expiresAt: c.expiresAt,
    status: c.status,
    threadId: c.threadId,
  };
}

export async function upgradeAbstrac(store: Store, from: number, logger?: Logger): Promise<void> {
  if (from >= 2) return;
  const c = collections(store);
  const old = {
    games: store.collection('abstrac-games', GameRecord),
    boards: store.collection('abstrac-boards', BoardRecord),
    challenges: store.collection('abstrac-challenges', ChallengeRecord),
    results: store.collection('abstrac-results', Marker),
    timers: store.collection('timers', TimersRecord),
    active: store.collection('active-games', ActiveRecord),
    boardsOfRatings: store.collection('leaderboards', LegacyBoard),
    computer: store.collection('abstrac-vs-computer', ComputerRecord),
  };
  const counts = { games: 0, boards: 0, challenges: 0, timers: 0, listed: 0, results: 0, ratings: 0, computer: 0 };
  const created = new Map<string, number>();
  for await (const id of old.games.ids()) {
    const doc = await old.games.get(id);
    if (!doc) continue;
    created.set(id, doc.value.createdAt);
    await create(() => c.sessions.create(id, session(doc.value) as SessionRecord, doc.version));
    if (doc.value.status === 'active') await c.inPlay.set('abstrac', id, doc.value.createdAt);
    counts.games++;
  }
  for await (const id of old.boards.ids()) {
    const doc = await old.boards.get(id);
    const game = await old.games.get(id);
    if (!doc) continue;
    const { messageId, version, remindedFor } = doc.value;
    const rounds = doc.value.deals ?? game?.value.match.results.length ?? 0;
    await create(() => c.posts.create(id, { messageId, version, remindedFor, rounds, claim: null }));
    counts.boards++;
  }
  for await (const id of old.challenges.ids()) {
    const doc = await old.challenges.get(id);
    if (doc) await create(() => c.invites.create(id, invite(doc.value), doc.version));
    counts.challenges++;
  }
  for await (const id of old.results.ids()) {
    const doc = await old.results.get(id);
    if (doc) await create(() => c.results.create(id, doc.value));
    counts.results++;
  }
  for await (const guildId of old.timers.ids()) {
    const doc = await old.timers.get(guildId);
    for (const [threadId, due] of Object.entries(doc?.value.games ?? {}))
      await setDue(store, 'g', guildId, threadId, due);
    for (const [inviteId, due] of Object.entries(doc?.value.challenges ?? {}))
      await setDue(store, 'i', guildId, inviteId, due);
    counts.timers++;
  }
  for await (const key of old.active.ids()) {
    const [guildId, userId] = key.split(':');
    const doc = await old.active.get(key);
    if (!guildId || !userId || !doc) continue;
    for (const g of doc.value.games)
      await listGame(store, userId, guildId, g.threadId, created.get(g.threadId) ?? 0).then(() => counts.listed++);
  }
  for await (const key of old.boardsOfRatings.ids()) {
    const [guildId, game, variant] = key.split(':');
    const doc = await old.boardsOfRatings.get(key);
    if (!guildId || !game || !variant || !doc) continue;
    for (const [userId, p] of Object.entries(doc.value.players)) {
      await putStanding(store, { guildId, game, variant, userId }, { ...p, counted: doc.value.counted });
      counts.ratings++;
    }
  }
  for await (const key of old.computer.ids()) {
    const [guildId, userId] = key.split(':');
    const doc = await old.computer.get(key);
    if (!guildId || !userId || !doc) continue;
    await create(() => computerRecords(store).create(computerKey(guildId, 'abstrac', userId), doc.value));
    counts.computer++;
  }
  logger?.info(counts, 'Abstrac records carried over to the session layer');
}
