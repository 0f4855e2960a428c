/**
 * Tournaments and league seasons in the end-to-end tests: read back from the store the bot writes
 * (a competition's header with every game of it), and read the tables it posts as players see them.
 * Shared by the tests of one bot (test/e2e/tournament.test.ts, league*.test.ts) and of two bot
 * processes on one store (two-processes-tournament.test.ts, two-processes-league.test.ts).
 */
import { expect } from 'vitest';
import { competitions, readRound, type TournamentGame } from '../../src/session/compete/records.ts';
import { placeOf } from '../../src/session/leaderboard.ts';
import type { Store } from '../../src/store/index.ts';
import type { World } from '../../src/tools/demo/world.ts';
import type { StandIn, StandInUser, StoredMessage } from '../../src/tools/standin/index.ts';
import { until } from './sessions.ts';
import { choices, settled } from './two-bots.ts';

/** The id of the server's latest competition (a new league season is the latest once made). */
export async function latestCompetition(store: Store, guildId: string): Promise<string> {
  const rows = await competitions(store).byServer.range(guildId, { order: 'desc', limit: 1 });
  const id = rows[0]?.member;
  if (!id) throw new Error('no competition on this server');
  return id;
}

/**
 * A competition's header and every game of it, from its round parts; `opening`: some part is under
 * an opening lease (a process is opening its games).
 */
export async function competition(store: Store, id: string) {
  const doc = await competitions(store).tournaments.get(id);
  if (!doc) throw new Error(`no competition ${id}`);
  const rounds = Array.from({ length: doc.value.parts.length }, (_, r) => readRound(store, id, doc.value, r + 1));
  const parts = (await Promise.all(rounds)).flat();
  return {
    ...doc.value,
    games: parts.flatMap(([, p]) => p.games),
    opening: parts.some(([, p]) => p.opening !== null),
  };
}

/** The games of a competition opened and not over. */
export const openIn = (s: { games: readonly TournamentGame[] }) =>
  s.games.filter((g) => g.threadId !== null && g.places === null);

/** Points by player from the games' own results: a win 1, a draw ½ (two seats). */
export function pointsFrom(games: readonly TournamentGame[]): Map<string, number> {
  const points = new Map<string, number>();
  for (const g of games) {
    for (const id of g.seats) points.set(id, points.get(id) ?? 0);
    if (!g.places) continue;
    const [a, b] = g.places as [number, number];
    const [p, q] = g.seats as [string, string];
    points.set(p, (points.get(p) ?? 0) + (a < b ? 1 : a === b ? 0.5 : 0));
    points.set(q, (points.get(q) ?? 0) + (b < a ? 1 : a === b ? 0.5 : 0));
  }
  return points;
}

export interface PostedRow {
  name: string;
  points: number;
  /** ↑ going up, ↓ going down (a finished season's tables). */
  moved?: string;
}

/** A posted league table read back: by division, each row's name, points and mark, in order. */
export function tablesIn(text: string): PostedRow[][] {
  const out: PostedRow[][] = [];
  for (const line of text.split('\n')) {
    if (/^\*\*Division \d+\*\*$/.test(line)) out.push([]);
    const row = /^\d+\. (\S+)(?: ([↑↓]))? · ([\d.]+) pts/.exec(line);
    if (row) out.at(-1)?.push({ name: row[1] as string, points: Number(row[3]), ...(row[2] ? { moved: row[2] } : {}) });
  }
  return out;
}

/**
 * The table messages a competition posted in `channelId`, by "round r, table t": each game's
 * message counted (a game opened twice would post two).
 */
export function tableMessages(standIn: StandIn, channelId: string, title: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const m of standIn.messages(channelId)) {
    if (!m.text.includes(`${title} · round`)) continue;
    const at = /· round (\d+), table (\d+):/.exec(m.text);
    if (at) counts.set(`${at[1]}/${at[2]}`, (counts.get(`${at[1]}/${at[2]}`) ?? 0) + 1);
  }
  return counts;
}

/** The key `tableMessages` counts a game under. */
export const tableKeyOf = (g: Pick<TournamentGame, 'round' | 'table'>) => `${g.round}/${g.table}`;

/**
 * Each game of `games` over once, `loserOf` its resigning seat: one result posted in its thread,
 * its places recorded, and each of its players' games on the server's leaderboard `gamesEach`.
 */
export async function countedOnce(
  env: { store: Store; standIn: StandIn; guildId: string },
  id: string,
  games: readonly TournamentGame[],
  gamesEach: number,
  loserOf: (g: TournamentGame) => string = (g) => g.seats[1] as string,
): Promise<void> {
  const threads = new Set(games.map((g) => g.threadId));
  await until(
    async () =>
      (await competition(env.store, id)).games.filter((g) => threads.has(g.threadId) && g.places !== null).length ===
        games.length || null,
    30_000,
    'the results',
  );
  const posted = (threadId: string) =>
    env.standIn.messages(threadId).filter((m) => m.visibleTo === null && /resign/i.test(m.text));
  // Counted before it is posted: the posts a moment later, and then no second one.
  await env.standIn.waitFor(() => games.every((g) => posted(g.threadId as string).length > 0) || undefined, 30_000);
  await new Promise((r) => setTimeout(r, 1_000));
  const now = await competition(env.store, id);
  for (const g of games) {
    const loser = loserOf(g);
    expect(now.games.find((x) => x.threadId === g.threadId)?.places).toEqual(g.seats.map((s) => (s === loser ? 2 : 1)));
    expect(posted(g.threadId as string)).toHaveLength(1);
    for (const pid of g.seats)
      expect((await placeOf(env.store, env.guildId, 'abstrac', 'all', pid))?.standing.games, pid).toBe(gamesEach);
  }
}

/**
 * The games of round `round` of competition `id` (of a league season, each division's round
 * `round`), once every one has its thread and its first board recorded and no opening is under way.
 */
export async function openedRound(store: Store, id: string, round: number): Promise<TournamentGame[]> {
  const games = await until(
    async () => {
      const c = await competition(store, id);
      const g = c.games.filter((x) => x.round === round);
      return g.length > 0 && g.every((x) => x.threadId) && !c.opening ? g : null;
    },
    30_000,
    `round ${round} opened`,
  );
  for (const g of games) await settled(store, g.threadId as string);
  return games;
}

/** The public messages of a thread that carry a board's controls (a game opened once has posted one first board). */
export const boardsIn = (standIn: StandIn, threadId: string) =>
  standIn.messages(threadId).filter((m) => m.visibleTo === null && choices(m).length > 0);

/** The user of `id` among `users`. */
export const userOf = (users: readonly StandInUser[], id: string) => {
  const u = users.find((x) => x.id === id);
  if (!u) throw new Error(`no user ${id}`);
  return u;
};

/**
 * A new league of two divisions for Abstrac, starting in an hour, made by the server's owner and
 * joined by every player of `w`: its sign-up message once it lists them all.
 */
export async function leagueJoinedByAll(
  w: World,
  options: { pace: string; weeks: number },
): Promise<StoredMessage & { text: string }> {
  const signup = await w
    .slash(w.guild.owner, 'league', { subcommand: 'new', game: 'abstrac', divisions: 2, starts: 'in 1h', ...options })
    .response(30_000);
  const join = w.choices(signup).find((c) => c.label === 'Join');
  if (!join) throw new Error(`no Join: ${signup.text}`);
  for (const p of w.users) await w.press(p, signup, join).acknowledged(30_000);
  const everyone = new RegExp(`Players \\(${w.users.length}\\)`);
  await w.standIn.waitFor(() => everyone.test(signup.text), 30_000, 'every player');
  return signup;
}

/**
 * A season's final tables (`tablesIn` of its final post) against its games: each division's players
 * as `groups`, each row's points those its games gave (`pointsFrom`), each table adding up to
 * `total` and ordered by points. `idOf` turns a shown name back into a player's id.
 */
export function expectFinalTables(
  final: readonly PostedRow[][],
  games: readonly TournamentGame[],
  groups: readonly (readonly string[])[],
  total: number,
  idOf: (name: string) => string,
): void {
  const points = pointsFrom(games);
  expect(final.map((t) => t.map((r) => idOf(r.name)).sort())).toEqual(groups.map((g) => [...g].sort()));
  for (const t of final) {
    for (const r of t) expect(r.points, r.name).toBe(points.get(idOf(r.name)));
    expect(t.reduce((sum, r) => sum + r.points, 0)).toBe(total);
    expect(t.map((r) => r.points)).toEqual([...t.map((r) => r.points)].sort((a, b) => b - a));
  }
}
