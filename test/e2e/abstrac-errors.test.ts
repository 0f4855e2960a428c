/**
 * The error paths through the stand-in: who may click, stale and doubled clicks, a restart in
 * mid-game, a store failing during a move, a missing permission at challenge time.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../src/bot/router.ts';
import { sharedPool } from '../../src/games/abstrac/solver/index.ts';
import { updateSettings } from '../../src/session/settings.ts';
import { listedGames } from '../../src/session/store.ts';
import { FaultInjector, type FaultOp, InjectedFault, openStore, type Store } from '../../src/store/index.ts';
import { startWorld, type World } from '../../src/tools/demo/world.ts';
import {
  controlsOf,
  DEFAULT_BOT,
  type InteractionHandle,
  Perm,
  type StandInUser,
} from '../../src/tools/standin/index.ts';
import { playOne, playToEnd, seededPick, startGame } from './play.ts';
import { abstracDoc, abstracGame, inviteOf, resign } from './sessions.ts';

/**
 * Failures aimed at one record: a move also writes the `due` index beside its session (a failure
 * there is only logged), so "the store fails during a move" must fail the session's own write.
 */
class AimedFaults extends FaultInjector {
  #aimed: { op: FaultOp; part: string }[] = [];
  /** Fail the next `op` on a key containing `part` (e.g. `sessions:<threadId>`). */
  failNextOn(op: FaultOp, part: string): this {
    this.#aimed.push({ op, part });
    return this;
  }
  override check(op: FaultOp, key: string): void {
    const n = this.#aimed.findIndex((f) => f.op === op && key.includes(f.part));
    if (n >= 0) {
      this.#aimed.splice(n, 1);
      throw new InjectedFault(op, key);
    }
    super.check(op, key);
  }
}

const faults = new AimedFaults();
let store: Store;
let w: World;
let alice: StandInUser;
let bob: StandInUser;
let carol: StandInUser;
beforeAll(async () => {
  store = await openStore('memory://errors', { faults });
  w = await startWorld({ store });
  [alice, bob, carol] = w.users as [StandInUser, StandInUser, StandInUser];
  // These paths are about clicks: every move here is a click's (a forced take played by the bot
  // would make two moves of one click; test/e2e/taps.test.ts tests those).
  await updateSettings(store, w.guild.id, { forcedMoves: false });
});
afterAll(async () => {
  await w?.close();
  await store?.close();
});
// Each test ends its game itself (resignAll); one that failed before that would leave its pair
// busy and fail the next tests that start a game between them, so what it left is resigned here.
afterEach(async () => {
  for (const u of [alice, bob, carol])
    for (const { threadId } of await listedGames(store, u.id, w.guild.id))
      if ((await abstracGame(store, threadId))?.status === 'active')
        await resign(w, u, threadId).catch(() => undefined);
});

/** The private answer a click or command got (an ephemeral reply or follow-up). */
/** The text of the private (ephemeral) message answering `i`. */
const privateAnswer = async (i: InteractionHandle) => (await i.privateAnswer(10_000)).text;

const gameDoc = (threadId: string) => abstracDoc(store, threadId);

describe('who may click what', () => {
  it('answers a non-player and a wrong-turn click privately and changes nothing', async () => {
    const { threadId, board } = await startGame(w, alice, bob);
    const before = await gameDoc(threadId);
    const choice = w.choices(board)[0];
    if (!choice) throw new Error('no buttons');
    expect(await privateAnswer(w.press(carol, board, choice))).toBe("This isn't your game.");
    expect(await privateAnswer(w.press(alice, board, choice))).toBe("It's bob's turn.");
    expect((await gameDoc(threadId))?.version).toBe(before?.version);
    expect(w.liveBoard(threadId)?.id).toBe(board.id); // the buttons are still live
    await resignAll(threadId, bob);
  });

  it('applies exactly one of two concurrent clicks and answers both; an old board is refused', async () => {
    const { threadId, board } = await startGame(w, alice, bob);
    const first = w.choices(board).find((c) => c.label === 'Play first');
    if (!first) throw new Error('no Play first');
    const v0 = (await gameDoc(threadId))?.version ?? 0;
    const clicks = [w.press(bob, board, first), w.press(bob, board, first)];
    await Promise.all(clicks.map((c) => c.acknowledged()));
    const next = await w.waitForNext(threadId, v0);
    const answers = await w.standIn.waitFor(() => {
      const texts = clicks.map((c) => c.privateMessage()?.text);
      return texts.filter(Boolean).length === 1 ? texts : undefined;
    });
    expect(answers.filter((t) => t === 'The board has changed — use the latest message.')).toHaveLength(1);
    const doc = await gameDoc(threadId);
    expect(doc?.version).toBe(v0 + 1);
    expect(doc?.value.state.current.first).toEqual(['nondealer']);
    expect(w.standIn.messages(threadId).filter((m) => m.attachments.length > 0)).toHaveLength(2);
    expect(controlsOf(board)).toEqual([]);
    expect(board.text).toContain('bob plays first.');

    // A stale client still showing the first board's buttons: that control is no longer on the message.
    const stale = w.standIn.clickButton({ user: bob, message: board, customId: first.customId, allowStale: true });
    expect(await privateAnswer(stale)).toBe(MESSAGES.notOnMessage);
    expect((await gameDoc(threadId))?.version).toBe(v0 + 1);
    expect(w.liveBoard(threadId)?.id).toBe(next.id);
    await resignAll(threadId, bob);
  });
});

describe('failures', () => {
  it('continues with the same buttons after a restart (a new client on the same store)', async () => {
    const { threadId } = await startGame(w, alice, bob, { variant: 'suits' });
    await playOne(w, threadId, seededPick(1));
    await playOne(w, threadId, seededPick(2));
    const live = w.liveBoard(threadId);
    const v = (await gameDoc(threadId))?.version;
    await w.restart();
    const { next } = await playOne(w, threadId, seededPick(3));
    expect(w.versionOf(next)).toBe((v ?? 0) + 1);
    expect(controlsOf(live)).toEqual([]);
    await resignAll(threadId, alice);
  });

  it('answers clearly when the store fails during a move, and the state stays intact', async () => {
    const { threadId, board } = await startGame(w, alice, bob);
    const before = await gameDoc(threadId);
    const choice = w.choices(board)[1];
    if (!choice) throw new Error('no buttons');
    faults.failNextOn('set', `sessions:${threadId}`);
    const answer = await privateAnswer(w.press(bob, board, choice));
    expect(answer).toMatch(/storage is not responding\. Nothing changed/);
    const after = await gameDoc(threadId);
    expect(after?.version).toBe(before?.version);
    expect(after?.value).toEqual(before?.value);
    expect(w.liveBoard(threadId)?.id).toBe(board.id);
    // The same button works once the store is back.
    const { next } = await playOne(w, threadId, () => choice);
    expect(w.versionOf(next)).toBe((before?.version ?? 0) + 1);
    await resignAll(threadId, alice);
  });

  it('acknowledges a move at once when the store is slow, then shows it', async () => {
    const { threadId, board } = await startGame(w, alice, bob);
    const v0 = (await gameDoc(threadId))?.version ?? 0;
    const choice = w.choices(board)[0];
    if (!choice) throw new Error('no buttons');
    faults.delayNext('get', 1_600);
    const click = w.press(bob, board, choice);
    const ack = await click.acknowledged();
    // Deferred (6) after MOVE_DEFER_MS, well inside Discord's 3 s, while the read was still waiting.
    expect(ack.type).toBe(6);
    expect(ack.latencyMs).toBeLessThan(1_500);
    const next = await w.waitForNext(threadId, v0);
    expect(w.versionOf(next)).toBe(v0 + 1);
    expect(controlsOf(board)).toEqual([]);
    expect(click.privateMessage()).toBeUndefined();
    await resignAll(threadId, alice);
  });

  it('lets Accept be pressed again after the store failed while opening the game', async () => {
    const command = w.slash(carol, 'abstrac', { subcommand: 'challenge', opponent: bob });
    const challenge = await command.response();
    const accept = w.choices(challenge).find((c) => c.label === 'Accept');
    if (!accept) throw new Error('no Accept');
    // The challenge saves its message id just after posting: the failure is for Accept's own write.
    await vi.waitFor(async () => expect((await inviteOf(w.store, command.id))?.messageId).toBe(challenge.id));
    faults.failNext('set');
    expect(await privateAnswer(w.press(bob, challenge, accept))).toMatch(/storage is not responding/);
    expect(w.choices(challenge).map((c) => c.label)).toEqual(['Accept', 'Decline']);
    await w.press(bob, challenge, accept).acknowledged();
    const threadId = await w.standIn.waitFor(() => /the game is on in <#(\d+)>/.exec(challenge.text)?.[1]);
    await w.settled(threadId);
    expect(threadId).toBe(challenge.id); // the thread opened by the first attempt, from the challenge message
    expect(w.standIn.threads(w.channelId).filter((t) => t.id === challenge.id)).toHaveLength(1);
    expect(w.moverOf(w.liveBoard(threadId) as never)?.id).toBe(bob.id);
    await resignAll(threadId, bob);
  });

  it('re-posts a board whose posting failed once the move was saved, exactly once', async () => {
    const { threadId, board } = await startGame(w, alice, bob);
    const v0 = (await gameDoc(threadId))?.version ?? 0;
    const fault = w.standIn.failRoute({
      method: 'POST',
      route: `/channels/${threadId}/messages`,
      status: 403,
      times: Number.POSITIVE_INFINITY,
    });
    // The board's follow-up is refused too (once: the player's private answer is a follow-up as well).
    const followUp = w.standIn.failRoute({ method: 'POST', route: '/webhooks/:appId/:token', status: 403 });
    const choice = w.choices(board)[0];
    if (!choice) throw new Error('no buttons');
    const click = w.press(bob, board, choice);
    expect(await privateAnswer(click)).toMatch(/Your move is saved, but I couldn't post the next board/);
    expect(followUp.hits).toBe(1);
    expect((await gameDoc(threadId))?.version).toBe(v0 + 1);
    fault.clear();
    const status = w.slash(bob, 'abstrac', { subcommand: 'status' }, threadId);
    expect((await status.response()).text).toMatch(/posted it again/);
    const next = await w.waitForNext(threadId, v0);
    expect(w.versionOf(next)).toBe(v0 + 1);
    const again = w.slash(bob, 'abstrac', { subcommand: 'status' }, threadId);
    expect((await again.response()).text).not.toMatch(/posted it again/);
    expect(w.standIn.messages(threadId).filter((m) => controlsOf(m).length > 0)).toHaveLength(1);
    await resignAll(threadId, alice);
  });

  it('refuses a challenge when the bot lacks a permission, naming it', async () => {
    w.standIn.setBotPermissions(w.guild.id, DEFAULT_BOT & ~Perm.AttachFiles);
    try {
      const threads = w.standIn.threads(w.channelId).length;
      const i = w.slash(alice, 'abstrac', { subcommand: 'challenge', opponent: carol });
      expect(await privateAnswer(i)).toMatch(/I need Attach Files/);
      expect(w.standIn.threads(w.channelId)).toHaveLength(threads);
      expect(
        w.standIn
          .messages(w.channelId)
          .filter((m) => m.visibleTo === null)
          .at(-1)?.text,
      ).not.toMatch(/alice challenges you/);
    } finally {
      w.standIn.setBotPermissions(w.guild.id, DEFAULT_BOT);
    }
  });

  it('explains a permission lost between the challenge and the accept, and the challenge stays open', async () => {
    const challenge = await w.slash(alice, 'abstrac', { subcommand: 'challenge', opponent: carol }).response();
    const accept = w.choices(challenge).find((c) => c.label === 'Accept');
    if (!accept) throw new Error('no Accept');
    w.standIn.setBotPermissions(w.guild.id, DEFAULT_BOT & ~Perm.CreatePublicThreads);
    try {
      expect(await privateAnswer(w.press(carol, challenge, accept))).toMatch(/can't open the game's thread here/);
    } finally {
      w.standIn.setBotPermissions(w.guild.id, DEFAULT_BOT);
    }
    expect(w.choices(challenge).map((c) => c.label)).toEqual(['Accept', 'Decline']);
    const decline = w.choices(challenge).find((c) => c.label === 'Decline');
    await w.press(carol, challenge, decline as never).acknowledged();
    await w.standIn.waitFor(() => /declined/.test(challenge.text));
  });

  it('refuses a second game between the same two players, and challenging yourself', async () => {
    const { threadId } = await startGame(w, alice, bob);
    const again = w.slash(bob, 'abstrac', { subcommand: 'challenge', opponent: alice });
    expect(await privateAnswer(again)).toContain(`already have a game in progress: <#${threadId}>`);
    const self = w.slash(alice, 'abstrac', { subcommand: 'challenge', opponent: alice });
    expect(await privateAnswer(self)).toBe("You can't challenge yourself.");
    // Another bot (challenging this bot itself plays the computer: abstrac-computer.test.ts).
    const otherBot = { id: '990000000000000002', username: 'otherbot', bot: true };
    const bot = w.slash(alice, 'abstrac', { subcommand: 'challenge', opponent: otherBot });
    expect(await privateAnswer(bot)).toMatch(/^You can't challenge a bot/);
    await resignAll(threadId, alice);
  });
});

describe('two pending challenges between the same players', () => {
  it('opens one game: the second Accept is refused', async () => {
    const first = await w.slash(alice, 'abstrac', { subcommand: 'challenge', opponent: carol }).response();
    const second = await w.slash(carol, 'abstrac', { subcommand: 'challenge', opponent: alice }).response();
    const accept = (m: typeof first) => w.choices(m).find((c) => c.label === 'Accept') as never;
    await w.press(carol, first, accept(first)).acknowledged();
    const threadId = await w.standIn.waitFor(() => /the game is on in <#(\d+)>/.exec(first.text)?.[1]);
    await w.settled(threadId);
    const refused = w.press(alice, second, accept(second));
    expect(await privateAnswer(refused)).toBe(`You already have a game with carol: <#${threadId}>.`);
    expect(w.choices(second).map((c) => c.label)).toEqual(['Accept', 'Decline']);
    await resignAll(threadId, alice);
  });
});

/** Ends a game by `/abstrac resign` (confirmed) in its thread, so the next test's pair is free. */
async function resignAll(threadId: string, by: StandInUser): Promise<void> {
  await resign(w, by, threadId);
  expect((await gameDoc(threadId))?.value.status).toBe('finished');
}

describe('the post-deal analysis failing', () => {
  // A one-deal match that ends level plays more deals (the tie rule): every summary is checked.
  const summariesOf = (threadId: string) => w.standIn.messages(threadId).filter((m) => /^Deal \d+: /.test(m.text));

  it('leaves the summary without it when the solver fails, and the match still ends', async () => {
    const analyse = vi.spyOn(sharedPool(), 'analyse').mockRejectedValue(new Error('solver down'));
    try {
      const { threadId } = await startGame(w, alice, bob, { deals: 1 });
      await playToEnd(w, threadId, seededPick(5));
      await w.settled(threadId);
      expect(analyse).toHaveBeenCalled();
      const summaries = summariesOf(threadId);
      for (const [k, summary] of summaries.entries()) {
        expect(summary.attachments.map((a) => a.filename)).toEqual([`deal-${k + 1}.png`]);
        expect(summary.text).not.toContain('**Analysis**');
      }
      expect(summaries.at(-1)?.text).toMatch(/wins the match/);
      expect((await gameDoc(threadId))?.value.status).toBe('finished');
    } finally {
      analyse.mockRestore();
    }
  });

  it('leaves the summary as posted when Discord refuses the edit that adds it', async () => {
    const { threadId } = await startGame(w, alice, bob, { deals: 1 });
    // Refused both ways: as an edit of the click's follow-up, then as an edit in the channel.
    const faults = [/^\/webhooks\/\d+\/[^/]+\/messages\/\d+$/, new RegExp(`^/channels/${threadId}/messages/\\d+$`)].map(
      (route) => w.standIn.failRoute({ method: 'PATCH', route, status: 403, times: Number.POSITIVE_INFINITY }),
    );
    try {
      await playToEnd(w, threadId, seededPick(6));
      await w.settled(threadId);
      await w.standIn.waitFor(() => faults.every((f) => f.hits > 0), 10_000, 'the edits adding the analysis');
      await w.settled(threadId);
      const summaries = summariesOf(threadId);
      for (const [k, summary] of summaries.entries()) {
        expect(summary.attachments.map((a) => a.filename)).toEqual([`deal-${k + 1}.png`]);
      }
      expect(summaries.at(-1)?.text).toMatch(/wins the match/);
      expect((await gameDoc(threadId))?.value.status).toBe('finished');
    } finally {
      for (const f of faults) f.clear();
    }
  });
});
