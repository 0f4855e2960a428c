/**
 * Recovery from a stop (or a failure) between saving a move and what follows it: the finished
 * match's bookkeeping, the start of a game, missing posts, the per-pair lock.
 */
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/bot/router.ts';
import { matchView } from '../../src/games/abstrac/engine/index.ts';
import { abstrac } from '../../src/games/abstrac/module.ts';
import { boardPayload } from '../../src/games/abstrac/pictures.ts';
import { THEMES, type Theme } from '../../src/games/abstrac/render/index.ts';
import type { AbstracSession } from '../../src/games/abstrac/schema.ts';
import { controlId } from '../../src/session/catalog.ts';
import { finishGame } from '../../src/session/finish.ts';
import { standings } from '../../src/session/leaderboard.ts';
import type { SessionRecord } from '../../src/session/records.ts';
import { startScheduler, tick } from '../../src/session/scheduler.ts';
import { leave, playMove } from '../../src/session/session.ts';
import { HOUR_MS } from '../../src/session/settings.ts';
import { collections, dueAt, listedGames, RECOVERY_DELAY_MS, setDue } from '../../src/session/store.ts';
import type { Session } from '../../src/session/types.ts';
import { ManualClock, startWorld, type World } from '../../src/tools/demo/world.ts';
import { DEFAULT_BOT, type InteractionHandle, Perm, type StandInUser } from '../../src/tools/standin/index.ts';
import { startGame } from './play.ts';
import { abstracDoc, abstracGame, idsOf, resign } from './sessions.ts';

const clock = new ManualClock(Date.UTC(2026, 2, 2, 12));
let w: World;
let alice: StandInUser;
let bob: StandInUser;
let carol: StandInUser;
let dave: StandInUser;
let erin: StandInUser;
beforeAll(async () => {
  w = await startWorld({ clock, players: ['alice', 'bob', 'carol', 'dave', 'erin'] });
  [alice, bob, carol, dave, erin] = w.users as [StandInUser, StandInUser, StandInUser, StandInUser, StandInUser];
});
afterAll(async () => {
  await w?.close();
});

/** The text of the private (ephemeral) message answering `i`. */
const privateAnswer = async (i: InteractionHandle) => (await i.privateAnswer(10_000)).text;

/** The user's games as the `user-games` index lists them (it may lag behind the games themselves). */
const rawActive = (userId: string) => listedGames(w.store, userId, w.guild.id);
/** When the scheduler next looks at a game (undefined: never again). */
const gameDue = (threadId: string) => dueAt(w.store, 'g', w.guild.id, threadId);

describe('a match finished but not booked (a stop between the save and finishGame)', () => {
  it('frees the pair at once and is booked once by the scheduler', async () => {
    const { threadId } = await startGame(w, alice, bob);
    // alice (player 1, the challenger) resigns: the finishing save, as a move or a resignation makes it, with nothing after it.
    await collections(w.store).sessions.update(
      threadId,
      (cur) => leave(abstrac, cur?.value as Session, 1, 'resigned', Date.now()).session as SessionRecord,
    );
    expect((await rawActive(alice.id)).map((g) => g.threadId)).toEqual([threadId]); // the index is stale

    const status = await w.slash(alice, 'abstrac', { subcommand: 'status' }).response();
    expect(status.text).toMatch(/no Abstrac game in progress/);
    const again = await w.slash(alice, 'abstrac', { subcommand: 'challenge', opponent: bob }).response();
    expect(again.text).toMatch(/alice challenges you/);

    clock.advance(25 * HOUR_MS);
    await tick(w.bot.ctx, [w.guild.id]);
    await tick(w.bot.ctx, [w.guild.id]);
    await finishGame(w.bot.ctx.sessions.at(threadId), (await abstracGame(w.store, threadId)) as Session);
    const table = await standings(w.store, w.guild.id, 'abstrac', 'classic');
    expect(table.find((p) => p.id === alice.id)).toMatchObject({ games: 1, losses: 1 });
    expect(table.find((p) => p.id === bob.id)).toMatchObject({ games: 1, wins: 1 });
    expect(await rawActive(alice.id)).toEqual([]);
    expect(await gameDue(threadId)).toBeUndefined();
  });
});

describe('starting a game when the challenge message cannot be edited', () => {
  const editOriginal = { method: 'PATCH', route: /\/webhooks\/.*\/messages\/(@|%40)original/, status: 403 };

  it('still books the game and posts its first board (a challenge)', async () => {
    const challenge = await w.slash(carol, 'abstrac', { subcommand: 'challenge', opponent: bob }).response();
    const accept = w.choices(challenge).find((c) => c.label === 'Accept');
    if (!accept) throw new Error('no Accept');
    const fault = w.standIn.failRoute(editOriginal);
    await w.press(bob, challenge, accept).acknowledged();
    const threadId = await w.standIn.waitFor(
      () => w.standIn.threads(w.channelId).find((t) => t.id === challenge.id)?.id,
    );
    await w.settled(threadId);
    expect(fault.hits).toBe(1);
    expect(w.moverOf(w.liveBoard(threadId) as never)?.id).toBe(bob.id);
    expect((await rawActive(carol.id)).map((g) => g.threadId)).toContain(threadId);
    expect(await gameDue(threadId)).toBeGreaterThan(clock.now());
  });

  it('still books the game and posts its first board (against the computer)', async () => {
    const fault = w.standIn.failRoute({ ...editOriginal, times: 1 });
    const before = new Set(w.standIn.threads(w.channelId).map((t) => t.id));
    w.slash(alice, 'abstrac', { subcommand: 'challenge', opponent: w.standIn.bot });
    const thread = await w.standIn.waitFor(() => w.standIn.threads(w.channelId).find((t) => !before.has(t.id)));
    await w.settled(thread.id);
    expect(fault.hits).toBe(1);
    expect(w.choices(w.liveBoard(thread.id) as never).map((c) => c.label)).toContain('Play first');
    expect((await rawActive(alice.id)).map((g) => g.threadId)).toContain(thread.id);
  });
});

describe('a stop between saving moves and posting them', () => {
  it('posts, once the bot is back, the summary of the deal that ended and the next board', async () => {
    const { threadId } = await startGame(w, carol, alice, { variant: 'unlimited' });
    // Moves saved as handleMove saves them (with the look again soon it writes beside each save),
    // up to the end of deal 1, with no post after them.
    await collections(w.store).sessions.update(threadId, (cur) => {
      let game = cur?.value as AbstracSession;
      while (game.state.results.length === 0) {
        const v = matchView(game.state);
        const mover = v.toMove as 0 | 1;
        const move =
          v.deal.phase === 'choose'
            ? ({ type: 'choose', first: 'nondealer' } as const)
            : ({ type: 'take', count: v.deal.legalTakes.at(-1) ?? 1 } as const);
        game = playMove(abstrac, game, { userId: idsOf(game)[mover] ?? '' }, move, clock.now())
          .session as AbstracSession;
      }
      return game;
    });
    await setDue(w.store, 'g', w.guild.id, threadId, clock.now() + RECOVERY_DELAY_MS);
    const before = w.standIn.messages(threadId).length;
    await w.restart();
    const summary = await w.standIn.waitFor(() =>
      w.standIn
        .messages(threadId)
        .slice(before)
        .find((m) => /^Deal 1: /.test(m.text)),
    );
    expect(summary.attachments.length).toBeGreaterThan(0);
    await w.settled(threadId);
    const next = w.liveBoard(threadId);
    expect(next?.text).toMatch(/deal 2/);
    expect(w.standIn.messages(threadId).filter((m) => /^Deal 1: /.test(m.text))).toHaveLength(1);
  });
});

describe('stopping the scheduler', () => {
  it('waits for a forfeit under way to be booked and posted', async () => {
    const { threadId } = await startGame(w, dave, erin);
    clock.advance(100 * HOUR_MS);
    const stop = startScheduler(w.bot.ctx, 2);
    // The forfeit is saved: the tick is under way (its bookkeeping and post still to come).
    for (let n = 0; (await abstracGame(w.store, threadId))?.status !== 'finished'; n++) {
      if (n > 5000) throw new Error('no forfeit');
      await new Promise((r) => setTimeout(r, 1));
    }
    await stop();
    expect(w.standIn.messages(threadId).at(-1)?.text).toMatch(/forfeited/);
    expect(await gameDue(threadId)).toBeUndefined();
  });
});

describe('a stale click while a move is being posted', () => {
  it('leaves the mark of the move being posted in place', async () => {
    const { threadId, board } = await startGame(w, bob, dave);
    const choice = w.choices(board)[0];
    if (!choice) throw new Error('no buttons');
    // The next board's post is held up (rate limited) for half a second.
    w.standIn.failRoute({ method: 'POST', route: `/channels/${threadId}/messages`, status: 429, retryAfter: 0.5 });
    const v0 = w.versionOf(board);
    w.press(dave, board, choice);
    await w.standIn.waitFor(
      () => w.bot.ctx.sessions.isPublishing(threadId) || undefined,
      5_000,
      'the move being posted',
    );
    const stale = w.standIn.clickButton({ user: dave, message: board, customId: choice.customId, allowStale: true });
    // Refused by the move's version, or, once the click's answer took the controls away, as not on the message.
    expect(['The board has changed — use the latest message.', MESSAGES.notOnMessage]).toContain(
      await privateAnswer(stale),
    );
    expect(w.bot.ctx.sessions.isPublishing(threadId)).toBe(true);
    await w.waitForNext(threadId, v0);
    await w.settled(threadId);
    expect(w.bot.ctx.sessions.isPublishing(threadId)).toBe(false);
  });
});

describe('a permission lost in mid-game', () => {
  it('tells the player which one, and the board follows once it is back', async () => {
    const { threadId, board } = await startGame(w, erin, alice);
    const choice = w.choices(board)[0];
    if (!choice) throw new Error('no buttons');
    w.standIn.setBotPermissions(w.guild.id, DEFAULT_BOT & ~Perm.AttachFiles);
    // The click can no longer carry the board as its follow-up (an expired token, say): it goes to
    // the thread, where the bot's own permissions count.
    w.standIn.failRoute({ method: 'POST', route: '/webhooks/:appId/:token', status: 404, code: 10015 });
    try {
      const answer = await privateAnswer(w.press(alice, board, choice));
      expect(answer).toMatch(
        /^Your move is saved, but I can't post the next board in this thread: I need Attach Files\./,
      );
    } finally {
      w.standIn.setBotPermissions(w.guild.id, DEFAULT_BOT);
    }
    const status = await w.slash(alice, 'abstrac', { subcommand: 'status' }, threadId).response();
    expect(status.text).toMatch(/posted it again/);
  });
});

describe('Accept pressed again in a server with private threads', () => {
  it('reuses the private thread the failed attempt opened', async () => {
    await w.slash(w.guild.owner, 'settings', { threads: 'private' }).response();
    try {
      const challenge = await w.slash(dave, 'abstrac', { subcommand: 'challenge', opponent: carol }).response();
      const accept = w.choices(challenge).find((c) => c.label === 'Accept');
      if (!accept) throw new Error('no Accept');
      const before = w.standIn.threads(w.channelId).length;
      // Adding the players to the new thread fails once.
      const fault = w.standIn.failRoute({ method: 'PUT', route: /\/thread-members\//, status: 500, times: 4 });
      await privateAnswer(w.press(carol, challenge, accept));
      expect(fault.hits).toBeGreaterThan(0);
      fault.clear();
      expect(w.standIn.threads(w.channelId)).toHaveLength(before + 1);
      await w.press(carol, challenge, accept).acknowledged();
      const threadId = await w.standIn.waitFor(() => /the game is on in <#(\d+)>/.exec(challenge.text)?.[1]);
      await w.settled(threadId);
      expect(w.standIn.threads(w.channelId)).toHaveLength(before + 1);
      expect(w.standIn.channel(threadId)?.type).toBe(12);
      expect([...(w.standIn.channel(threadId)?.memberIds ?? [])].sort()).toEqual(
        [w.standIn.bot.id, carol.id, dave.id].sort(),
      );
    } finally {
      await w.slash(w.guild.owner, 'settings', { threads: 'public' }).response();
    }
  });
});

describe('two challenges in opposite directions accepted at once', () => {
  it('open one game, and the other Accept is refused', async () => {
    const one = await w.slash(bob, 'abstrac', { subcommand: 'challenge', opponent: erin }).response();
    const two = await w.slash(erin, 'abstrac', { subcommand: 'challenge', opponent: bob }).response();
    const accept = (m: typeof one) => w.choices(m).find((c) => c.label === 'Accept') as never;
    const before = w.standIn.threads(w.channelId).length;
    const presses = [w.press(erin, one, accept(one)), w.press(bob, two, accept(two))];
    const refusal = await w.standIn.waitFor(() => presses.map((p) => p.followUps()[0]?.text).find(Boolean));
    expect(refusal).toMatch(/^You already have a game with (bob|erin): <#\d+>\.$/);
    const on = /the game is on in <#(\d+)>/;
    const threadId = await w.standIn.waitFor(() => on.exec(one.text)?.[1] ?? on.exec(two.text)?.[1]);
    await w.settled(threadId);
    expect([one, two].filter((m) => on.test(m.text))).toHaveLength(1);
    expect(w.standIn.threads(w.channelId)).toHaveLength(before + 1);
    const games = await Promise.all((await rawActive(bob.id)).map((g) => abstracGame(w.store, g.threadId)));
    expect(games.filter((g) => idsOf(g).includes(erin.id))).toHaveLength(1);
  });
});

describe('shorter reminder and forfeit times', () => {
  it('apply to games already running', async () => {
    const { threadId } = await startGame(w, alice, dave);
    clock.advance(10 * 60_000);
    await w.slash(w.guild.owner, 'settings', { reminder_hours: 2, forfeit_hours: 4 }).response();
    // What the game records, not one tick's report: the bot's own scheduler ticks too (every minute
    // of real time, on this clock), and on a slow run it can be the one that reminds.
    const remindedFor = async () => (await collections(w.store).posts.get(threadId))?.value.remindedFor ?? null;
    try {
      clock.advance(HOUR_MS);
      // (The other games of this file are reminded and forfeited along the way.)
      await tick(w.bot.ctx, [w.guild.id]);
      expect(await remindedFor()).toBeNull();
      clock.advance(HOUR_MS);
      await tick(w.bot.ctx, [w.guild.id]);
      expect(await remindedFor()).not.toBeNull();
      expect((await abstracGame(w.store, threadId))?.status).toBe('active');
      clock.advance(2 * HOUR_MS);
      await tick(w.bot.ctx, [w.guild.id]);
      expect((await abstracGame(w.store, threadId))?.status).toBe('finished');
      await w.standIn.waitFor(() => /forfeited/.test(w.standIn.messages(threadId).at(-1)?.text ?? '') || undefined);
    } finally {
      await w.slash(w.guild.owner, 'settings', { reminder_hours: 24, forfeit_hours: 72 }).response();
    }
  });
});

async function pixels(png: Buffer): Promise<Buffer> {
  const image = await loadImage(png);
  const canvas = createCanvas(image.width, image.height);
  const g = canvas.getContext('2d');
  g.drawImage(image, 0, 0);
  return Buffer.from(g.getImageData(0, 0, image.width, image.height).data);
}

describe('the board picture', () => {
  it('carries alt text, and follows the server’s four-colour deck', async () => {
    const reply = await w.slash(w.guild.owner, 'settings', { deck: 'four-colour' }).response();
    expect(JSON.stringify(reply.embeds)).toContain('four-colour');
    try {
      const { threadId, board } = await startGame(w, carol, erin, { variant: 'suits' });
      const doc = await abstracDoc(w.store, threadId);
      if (!doc) throw new Error('no game');
      const [image] = board.attachments;
      expect(image?.description).toMatch(/^Abstrac .*Row, top first: /);
      const drawn = async (theme: Theme) =>
        pixels(
          (await boardPayload(doc.value, controlId(abstrac, threadId, doc.version), theme)).files[0]
            ?.attachment as Buffer,
        );
      const posted = await pixels(image?.data as Buffer);
      // Two drawings of one picture may differ in a few anti-aliased bytes: the four-colour deck changes far more.
      const changed = (a: Buffer, b: Buffer) => a.reduce((n, byte, k) => n + (byte === b[k] ? 0 : 1), 0);
      const fromFour = changed(posted, await drawn(THEMES.fourColour));
      const fromClassic = changed(posted, await drawn(THEMES.classic));
      expect(fromFour * 5).toBeLessThan(fromClassic);
    } finally {
      await w.slash(w.guild.owner, 'settings', { deck: 'classic' }).response();
    }
  });
});

describe('/stats', () => {
  it('shows the record against the computer', async () => {
    const before = new Set(w.standIn.threads(w.channelId).map((t) => t.id));
    w.slash(carol, 'abstrac', { subcommand: 'challenge', opponent: w.standIn.bot, level: 'casual' });
    const thread = await w.standIn.waitFor(() => w.standIn.threads(w.channelId).find((t) => !before.has(t.id)));
    await w.settled(thread.id);
    await resign(w, carol, thread.id);
    const stats = await w.slash(carol, 'stats').response();
    expect(JSON.stringify(stats.embeds)).toContain('vs computer (casual): 1 played, 0 W / 1 L');
  });
});
