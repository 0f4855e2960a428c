/**
 * Counting a finished match once, whatever fails half-way through its bookkeeping, and starting a
 * game against the computer so that a failure or a stop between its writes leaves nothing unfindable.
 * Failures are aimed at one record's write (a FaultInjector that fails the write of a given key), so
 * the writes before it land and the ones after it do not happen: what a stop at that point leaves.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computerKey, computerRecords } from '../../src/session/computer-records.ts';
import { finishGame } from '../../src/session/finish.ts';
import { recordResult, standings } from '../../src/session/leaderboard.ts';
import { WARM_UP_DELAY_MS } from '../../src/session/platform.ts';
import { tick } from '../../src/session/scheduler.ts';
import { HOUR_MS } from '../../src/session/settings.ts';
import { collections, dueAt, listedGames } from '../../src/session/store.ts';
import type { Session } from '../../src/session/types.ts';
import { FaultInjector, type FaultOp, InjectedFault, openStore, type Store } from '../../src/store/index.ts';
import { ManualClock, startWorld, type World } from '../../src/tools/demo/world.ts';
import type { InteractionHandle, StandInUser } from '../../src/tools/standin/index.ts';
import { playToEnd, seededPick, startGame } from './play.ts';
import { abstracGame, resign } from './sessions.ts';

/** A FaultInjector that can also fail one write of a key matching a pattern (optionally only once `after` was written). */
class AimedFaults extends FaultInjector {
  #aims: { op: FaultOp; key: RegExp; after: RegExp | null }[] = [];
  hits: string[] = [];

  failKey(op: FaultOp, key: RegExp, opts: { after?: RegExp } = {}): this {
    this.#aims.push({ op, key, after: opts.after ?? null });
    return this;
  }

  override async enter(op: FaultOp, key: string): Promise<void> {
    const n = this.#aims.findIndex((a) => a.op === op && a.after === null && a.key.test(key));
    const aim = this.#aims[n];
    if (aim) {
      this.#aims.splice(n, 1);
      this.hits.push(key);
      throw new InjectedFault(op, key);
    }
    await super.enter(op, key);
    // This write goes through: it arms the aims waiting for it.
    for (const a of this.#aims) if (a.op === op && a.after?.test(key)) a.after = null;
  }
}

const clock = new ManualClock(Date.UTC(2026, 4, 4, 12));
const faults = new AimedFaults();
let store: Store;
let w: World;
let alice: StandInUser;
let bob: StandInUser;
let carol: StandInUser;
let dave: StandInUser;
beforeAll(async () => {
  store = await openStore('memory://', { faults });
  w = await startWorld({ clock, store, players: ['alice', 'bob', 'carol', 'dave'] });
  [alice, bob, carol, dave] = w.users as [StandInUser, StandInUser, StandInUser, StandInUser];
  // The bot's start-up recovery (a tick over everything due) runs once, WARM_UP_DELAY_MS after
  // login: let it pass first, or it may retry a test's half-done bookkeeping before the test looks.
  await new Promise((resolve) => setTimeout(resolve, WARM_UP_DELAY_MS + 500));
});
afterAll(async () => {
  await w?.close();
  await store?.close();
});

const privateAnswer = async (i: InteractionHandle) => (await i.privateAnswer(10_000)).text;
/** The user's games as the `user-games` index lists them (it may lag behind the games themselves). */
const rawActive = (userId: string) => listedGames(w.store, userId, w.guild.id);
/** When the scheduler next looks at a game (undefined: never again). */
const gameDue = (threadId: string) => dueAt(w.store, 'g', w.guild.id, threadId);
/** The stored session, for finishGame. */
const sessionOf = async (threadId: string) => {
  const game = await abstracGame(w.store, threadId);
  if (!game) throw new Error('no game');
  return game as Session;
};
const boards = async () => ({
  classic: await standings(w.store, w.guild.id, 'abstrac', 'classic'),
  all: await standings(w.store, w.guild.id, 'abstrac', 'all'),
});
/** The scheduler's next look at every game (their timers are due within the hour). */
const schedulerRetries = async () => {
  clock.advance(2 * HOUR_MS);
  await tick(w.bot.ctx, [w.guild.id]);
};
const reEscape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('a match counted on the leaderboard whose own "counted" marker was not written', () => {
  it('is counted exactly once when the scheduler retries its bookkeeping', async () => {
    const { threadId } = await startGame(w, alice, bob, { deals: 1 });
    faults.failKey('set', new RegExp(`:results:${reEscape(threadId)}$`));
    // Played to the end by the players: the last move's finishGame writes both boards, then its marker fails.
    await playToEnd(w, threadId, seededPick(7));
    expect(faults.hits).toEqual([expect.stringContaining(threadId)]);
    expect(await collections(w.store).results.get(threadId)).toBeUndefined();
    expect(await gameDue(threadId)).toBeDefined(); // so the scheduler retries

    const counted = await boards();
    for (const board of [counted.classic, counted.all]) {
      expect(board.map((p) => p.id).sort()).toEqual([alice.id, bob.id].sort());
      for (const p of board) expect(p).toMatchObject({ games: 1, wins: p.wins, losses: 1 - p.wins });
      expect(board.reduce((n, p) => n + p.wins, 0)).toBe(1);
      expect(board.reduce((n, p) => n + p.points, 0)).toBeGreaterThan(0);
    }

    await schedulerRetries();
    expect(await collections(w.store).results.get(threadId)).toBeDefined();
    expect(await gameDue(threadId)).toBeUndefined();
    expect(await rawActive(alice.id)).toEqual([]);
    // Games, wins, losses, points and both ratings: as they were after the first count.
    expect(await boards()).toEqual(counted);

    // And a retry after every marker was written changes nothing either.
    await collections(w.store).results.delete(threadId);
    await finishGame(w.bot.ctx.sessions.at(threadId), await sessionOf(threadId));
    expect(await boards()).toEqual(counted);
  });

  it('counts a match once on each board when only one board was written', async () => {
    const before = await boards();
    const { threadId } = await startGame(w, carol, dave);
    // The first player record written on the `all` board (each player has one per board).
    faults.failKey('set', /:ratings:[^:]+:abstrac:all:/);
    expect((await resign(w, carol, threadId)).text).toBe('You resigned.');
    expect(faults.hits.at(-1)).toMatch(/:abstrac:all:/);
    const half = await boards();
    expect(half.classic.find((p) => p.id === carol.id)).toMatchObject({ games: 1, losses: 1 });
    expect(half.all).toEqual(before.all);

    await schedulerRetries();
    const after = await boards();
    expect(after.classic).toEqual(half.classic);
    for (const board of [after.classic, after.all]) {
      expect(board.find((p) => p.id === carol.id)).toMatchObject({ games: 1, wins: 0, losses: 1 });
      expect(board.find((p) => p.id === dave.id)).toMatchObject({ games: 1, wins: 1, losses: 0 });
    }
    // The `all` board rated the match like the variant's board did: once, from the same start.
    const rating = (b: typeof after.all, id: string) => b.find((p) => p.id === id)?.mu;
    expect(rating(after.all, dave.id)).toBe(rating(after.classic, dave.id));
    expect(await collections(w.store).results.get(threadId)).toBeDefined();
  });
});

describe('a match against the computer counted whose marker was not written', () => {
  it('stays at one game in the player record after the retry', async () => {
    const reply = await w
      .slash(bob, 'abstrac', { subcommand: 'challenge', opponent: w.standIn.bot, level: 'casual' })
      .response();
    const threadId = await w.standIn.waitFor(() => /the game is on in <#(\d+)>/.exec(reply.text)?.[1]);
    await w.settled(threadId);
    faults.failKey('set', new RegExp(`:results:${reEscape(threadId)}$`));
    await resign(w, bob, threadId);
    expect(faults.hits.at(-1)).toContain(threadId);
    const line = 'vs computer (casual): 1 played, 0 W / 1 L';
    expect(JSON.stringify((await w.slash(bob, 'stats').response()).embeds)).toContain(line);

    await schedulerRetries();
    expect(await collections(w.store).results.get(threadId)).toBeDefined();
    expect(JSON.stringify((await w.slash(bob, 'stats').response()).embeds)).toContain(line);
    // Nor does a retry that finds the marker missing again.
    await collections(w.store).results.delete(threadId);
    await finishGame(w.bot.ctx.sessions.at(threadId), await sessionOf(threadId));
    const record = await computerRecords(w.store).get(computerKey(w.guild.id, 'abstrac', bob.id));
    expect(record?.value.levels.casual).toEqual({ games: 1, wins: 0, losses: 1, points: 0 });
    expect(record?.value.counted).toEqual([threadId]);
  });
});

describe('accepting a challenge, interrupted right after the game is created', () => {
  it('leaves the game listed, and Accept pressed again goes on with it', async () => {
    const challenge = await w.slash(alice, 'abstrac', { subcommand: 'challenge', opponent: carol }).response();
    const accept = w.choices(challenge).find((c) => c.label === 'Accept');
    if (!accept) throw new Error('no Accept');
    faults.failKey('set', /./, { after: /:sessions:/ });
    expect(await privateAnswer(w.press(carol, challenge, accept))).toMatch(/storage is not responding/);
    const threadId = challenge.id; // a public thread from the challenge message
    expect(await collections(w.store).sessions.get(threadId)).toBeDefined();
    const status = await w.slash(alice, 'abstrac', { subcommand: 'status' }).response();
    expect(status.text).toContain(`<#${threadId}>`);

    await w.press(carol, challenge, accept).acknowledged();
    await w.standIn.waitFor(() => /the game is on in <#(\d+)>/.exec(challenge.text)?.[1]);
    await w.settled(threadId);
    expect(w.moverOf(w.liveBoard(threadId) as never)?.id).toBe(carol.id);
    await resign(w, carol, threadId);
  });
});

describe('a player with games counted before', () => {
  it('counts the next match once', async () => {
    // Ann's earlier record (3 games, 2 won, 900 points), written as results are.
    const earlier = [
      { matchId: 'm0a', place: 1, points: 400 },
      { matchId: 'm0b', place: 1, points: 300 },
      { matchId: 'm0c', place: 2, points: 200 },
    ];
    for (const e of earlier)
      await recordResult(w.store, {
        matchId: e.matchId,
        guildId: 'old-guild',
        game: 'abstrac',
        variant: 'classic',
        players: [
          { id: 'a', name: 'Ann', place: e.place, points: e.points },
          { id: 'c', name: 'Cat', place: 3 - e.place, points: 100 },
        ],
      });
    const result = {
      matchId: 'm1',
      guildId: 'old-guild',
      game: 'abstrac',
      variant: 'classic',
      players: [
        { id: 'a', name: 'Ann', place: 1, points: 500 },
        { id: 'b', name: 'Ben', place: 2, points: 200 },
      ],
    };
    await recordResult(w.store, result);
    const once = await standings(w.store, 'old-guild', 'abstrac', 'classic');
    await recordResult(w.store, result);
    expect(await standings(w.store, 'old-guild', 'abstrac', 'classic')).toEqual(once);
    expect(once.find((p) => p.id === 'a')).toMatchObject({ games: 4, wins: 3, points: 1400 });
    expect(once.find((p) => p.id === 'b')).toMatchObject({ games: 1, wins: 0, losses: 1, points: 200 });
  });
});

describe('starting a game against the computer, interrupted between its writes', () => {
  /** Runs `/abstrac challenge @bot`; resolves with the new thread's id. */
  async function challengeComputer(user: StandInUser) {
    const before = new Set(w.standIn.threads(w.channelId).map((t) => t.id));
    const i = w.slash(user, 'abstrac', { subcommand: 'challenge', opponent: w.standIn.bot });
    const thread = await w.standIn.waitFor(() => w.standIn.threads(w.channelId).find((t) => !before.has(t.id)));
    return { i, threadId: thread.id };
  }

  it('before the game is created: nothing is left listed, and the player starts again', async () => {
    faults.failKey('set', /:sessions:/);
    const { i, threadId } = await challengeComputer(carol);
    expect(await privateAnswer(i)).toMatch(/storage is not responding/);
    expect(await collections(w.store).sessions.get(threadId)).toBeUndefined();
    // The game was booked first: its entries point at nothing, and are dropped when read.
    expect((await rawActive(carol.id)).map((g) => g.threadId)).toContain(threadId);
    const status = await w.slash(carol, 'abstrac', { subcommand: 'status' }).response();
    expect(status.text).toMatch(/no Abstrac game in progress/);
    expect(await rawActive(carol.id)).toEqual([]);
    expect((await rawActive(w.standIn.bot.id)).map((g) => g.threadId)).not.toContain(threadId);
    // The scheduler clears its timer.
    await schedulerRetries();
    expect(await gameDue(threadId)).toBeUndefined();

    const again = await challengeComputer(carol);
    await w.settled(again.threadId);
    expect(w.choices(w.liveBoard(again.threadId) as never).map((c) => c.label)).toContain('Play first');
    await resign(w, carol, again.threadId);
  });

  it('after the game is created: it is listed at once, and its first board follows the restart', async () => {
    // The first write after the game's record fails (a stop there would leave the same).
    faults.failKey('set', /./, { after: /:sessions:/ });
    const hits = faults.hits.length;
    const { i, threadId } = await challengeComputer(dave);
    await i.acknowledged();
    await w.standIn.waitFor(() => faults.hits.length > hits || undefined, 10_000, 'the aimed failure');
    expect(faults.hits.at(-1)).toMatch(/^due:/); // the booking again, right after the game's record
    await i.followUp(0, 10_000); // the start has given up
    expect(await collections(w.store).sessions.get(threadId)).toBeDefined();
    expect(w.liveBoard(threadId)).toBeUndefined(); // nothing posted in the thread

    const status = await w.slash(dave, 'abstrac', { subcommand: 'status' }).response();
    expect(status.text).toContain(`<#${threadId}>`);
    const twice = w.slash(dave, 'abstrac', { subcommand: 'challenge', opponent: w.standIn.bot });
    expect(await privateAnswer(twice)).toContain(`already have a game against the computer: <#${threadId}>`);
    expect(await gameDue(threadId)).toBeDefined();

    await w.restart();
    const board = await w.standIn.waitFor(() => w.liveBoard(threadId), 10_000, 'the first board after the restart');
    const first = w.choices(board).find((c) => c.label === 'Play first');
    if (!first) throw new Error('no Play first');
    await w.press(dave, board, first).acknowledged();
    await w.waitForNext(threadId, w.versionOf(board));
    expect((await collections(w.store).sessions.get(threadId))?.version).toBeGreaterThan(1);
  });
});
