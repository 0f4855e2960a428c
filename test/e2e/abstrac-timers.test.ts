/** Asynchronous play with a controllable clock: decline, expiry, reminder, forfeit, settings, resign. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/bot/router.ts';
import { standings } from '../../src/session/leaderboard.ts';
import { tick } from '../../src/session/scheduler.ts';
import { HOUR_MS } from '../../src/session/settings.ts';
import { ManualClock, startWorld, type World } from '../../src/tools/demo/world.ts';
import type { StandInUser } from '../../src/tools/standin/index.ts';
import { controlsOf } from '../../src/tools/standin/index.ts';
import { playOne, seededPick, startGame } from './play.ts';
import { abstracDoc, abstracGame, inviteOf, resign } from './sessions.ts';

const clock = new ManualClock(Date.UTC(2026, 0, 5, 12));
let w: World;
let alice: StandInUser;
let bob: StandInUser;
let carol: StandInUser;
beforeAll(async () => {
  w = await startWorld({ clock });
  [alice, bob, carol] = w.users as [StandInUser, StandInUser, StandInUser];
});
afterAll(async () => {
  await w?.close();
});

const run = () => tick(w.bot.ctx, [w.guild.id]);

describe('challenges', () => {
  it('can be declined by the challenged player, and then no thread opens', async () => {
    const challenge = await w.slash(alice, 'abstrac', { subcommand: 'challenge', opponent: carol }).response();
    const decline = w.choices(challenge).find((c) => c.label === 'Decline');
    if (!decline) throw new Error('no Decline');
    await w.press(carol, challenge, decline).acknowledged();
    await w.standIn.waitFor(() => /was declined/.test(challenge.text));
    expect(controlsOf(challenge)).toEqual([]);
    expect(w.standIn.threads(w.channelId)).toEqual([]);
  });

  it('expire after the configured time, and the message says so', async () => {
    const i = w.slash(alice, 'abstrac', { subcommand: 'challenge', opponent: carol });
    const challenge = await i.response();
    for (let n = 0; n < 100 && !(await inviteOf(w.store, i.id))?.messageId; n++)
      await new Promise((r) => setTimeout(r, 10));
    const expiresAt = Math.floor((clock.now() + 24 * HOUR_MS) / 1000);
    expect(challenge.text).toContain(`expires <t:${expiresAt}:R>`);
    clock.advance(23 * HOUR_MS);
    expect((await run()).expired).toEqual([]);
    clock.advance(2 * HOUR_MS);
    expect((await run()).expired).toHaveLength(1);
    await w.standIn.waitFor(() => /expired unanswered/.test(challenge.text));
    expect(controlsOf(challenge)).toEqual([]);
  });
});

describe('reminders and forfeits', () => {
  it('reminds the player to move once, then forfeits them, and the leaderboard counts it', async () => {
    const { threadId } = await startGame(w, alice, bob);
    await playOne(w, threadId, seededPick(5)); // bob chooses; now someone must take
    const board = w.liveBoard(threadId);
    const mover = board && w.moverOf(board);
    if (!mover) throw new Error('no mover');
    clock.advance(23 * HOUR_MS);
    expect((await run()).reminded).toEqual([]);
    clock.advance(2 * HOUR_MS);
    expect((await run()).reminded).toEqual([threadId]);
    const reminder = w.standIn.messages(threadId).at(-1);
    expect(reminder?.text).toMatch(new RegExp(`^⏰ <@${mover.id}>, it's your move`));
    expect(reminder?.allowedMentions).toMatchObject({ users: [mover.id] });
    clock.advance(HOUR_MS);
    expect((await run()).reminded).toEqual([]); // once per position

    await w.restart(); // timers live in the store: a new client picks them up
    clock.advance(48 * HOUR_MS);
    expect((await run()).forfeited).toEqual([threadId]);
    const last = w.standIn.messages(threadId).at(-1);
    expect(last?.text).toMatch(new RegExp(`${mover.username} forfeited .* wins the match`));
    expect(controlsOf(board)).toEqual([]);
    const game = await abstracGame(w.store, threadId);
    expect(game?.status).toBe('finished');
    expect(game?.state.outcome).toMatchObject({ type: 'forfeited' });
    const board2 = await standings(w.store, w.guild.id, 'abstrac', 'classic');
    const loser = board2.find((p) => p.id === mover.id);
    expect(loser).toMatchObject({ games: 1, losses: 1, wins: 0 });
    expect(board2[0]?.id).not.toBe(mover.id);
  });

  it('follows /settings: an admin shortens the reminder and the forfeit', async () => {
    const admin = w.guild.owner;
    const reply = await w.slash(admin, 'settings', { reminder_hours: 2, forfeit_hours: 4 }).response();
    expect(JSON.stringify(reply.embeds)).toContain('Reminder after **2 h**');
    const bad = await w.slash(admin, 'settings', { reminder_hours: 5 }).response();
    expect(bad.text).toMatch(/must come after the reminder/);

    const { threadId } = await startGame(w, alice, bob, { variant: 'unlimited' });
    clock.advance(2 * HOUR_MS + 1);
    expect((await run()).reminded).toEqual([threadId]);
    clock.advance(2 * HOUR_MS);
    expect((await run()).forfeited).toEqual([threadId]);
  });

  it('lets a player resign with /abstrac resign, and a finished game refuses moves', async () => {
    const { threadId, board } = await startGame(w, alice, carol);
    const choice = w.choices(board)[0];
    if (!choice) throw new Error('no buttons');
    const resigned = await resign(w, alice, threadId);
    expect(resigned.text).toBe('You resigned.');
    expect(
      w.standIn
        .messages(threadId)
        .filter((m) => m.visibleTo === null)
        .at(-1)?.text,
    ).toMatch(/alice resigned: <@\d+> wins the match/);
    const stale = w.standIn.clickButton({
      user: carol,
      message: board,
      customId: choice.customId,
      allowStale: true,
    });
    // The result took the board's controls away: a client still showing them is refused.
    const answer = await stale.privateAnswer();
    expect(answer.text).toBe(MESSAGES.notOnMessage);
  });
});

describe('resign asks first', () => {
  it("typed outside the game's thread changes nothing and says to use it in the thread", async () => {
    const { threadId } = await startGame(w, alice, carol);
    const before = w.standIn.messages(threadId).length;
    const answer = await w.slash(alice, 'abstrac', { subcommand: 'resign' }).response();
    expect(answer.flags & 64).toBe(64);
    expect(answer.text).toBe("Use `/abstrac resign` in the thread of the game you're leaving.");
    expect(w.choices(answer)).toEqual([]);
    expect((await abstracGame(w.store, threadId))?.status).toBe('active');
    expect(w.standIn.messages(threadId)).toHaveLength(before);
    await resign(w, alice, threadId);
  });

  it('Keep playing changes nothing: the game and its live board stay', async () => {
    const { threadId, board } = await startGame(w, alice, carol);
    const version = (await abstracDoc(w.store, threadId))?.version;
    const kept = await resign(w, alice, threadId, 'Keep playing');
    expect(kept.text).toBe('Not resigned: the game goes on.');
    expect(controlsOf(kept)).toEqual([]);
    const doc = await abstracDoc(w.store, threadId);
    expect(doc?.value.status).toBe('active');
    expect(doc?.version).toBe(version);
    expect(w.liveBoard(threadId)?.id).toBe(board.id);
    expect(w.standIn.messages(threadId).some((m) => m.visibleTo === null && /resigned/.test(m.text))).toBe(false);
    // The board still takes a move after it.
    const { next } = await playOne(w, threadId, seededPick(3));
    expect(w.versionOf(next)).toBeGreaterThan(w.versionOf(board));
    expect((await resign(w, alice, threadId)).text).toBe('You resigned.');
  });
});

describe('private threads', () => {
  it('opens the game in a private thread with both players when the server prefers it', async () => {
    await w.slash(w.guild.owner, 'settings', { threads: 'private' }).response();
    const { threadId } = await startGame(w, bob, carol, { variant: 'suits' });
    const thread = w.standIn.channel(threadId);
    expect(thread?.type).toBe(12);
    expect([...(thread?.memberIds ?? [])].sort()).toEqual([w.standIn.bot.id, bob.id, carol.id].sort());
    const { by } = await playOne(w, threadId, seededPick(9));
    expect(by.id).toBe(carol.id); // the challenged player chooses first
    expect(() => w.slash(alice, 'abstrac', { subcommand: 'status' }, threadId)).toThrow(/not a member/);
  });
});
