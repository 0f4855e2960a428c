/**
 * Against the computer, through the stand-in with the real client: `/abstrac challenge opponent:@bot`
 * opens the game at once, the computer answers every move (legal, via the solver pool), the bot
 * never pings itself, the deal summary carries the analysis, and the result stays off the ratings.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deriveSeed } from '../../src/cards/random.ts';
import { dealRecord, replayAbstracRecord } from '../../src/games/abstrac/engine/index.ts';
import type { AbstracSession } from '../../src/games/abstrac/schema.ts';
import { standings } from '../../src/session/leaderboard.ts';
import { tick } from '../../src/session/scheduler.ts';
import { HOUR_MS } from '../../src/session/settings.ts';
import { collections, RECOVERY_DELAY_MS, setDue } from '../../src/session/store.ts';
import { type Choice, ManualClock, startWorld, type World } from '../../src/tools/demo/world.ts';
import type { InteractionHandle, StandInUser, StoredMessage } from '../../src/tools/standin/index.ts';
import { abstracGame, idsOf, resign } from './sessions.ts';

const clock = new ManualClock(Date.UTC(2026, 0, 5, 12));
let w: World;
let alice: StandInUser;
let bob: StandInUser;
beforeAll(async () => {
  w = await startWorld({ clock });
  [alice, bob] = w.users as [StandInUser, StandInUser];
});
afterAll(async () => {
  await w?.close();
});

/** The text of the private (ephemeral) message answering `i`. */
const privateAnswer = async (i: InteractionHandle) => (await i.privateAnswer(10_000)).text;

/** Challenges the bot; resolves with the thread id once the first board is posted. */
async function vsComputer(user: StandInUser, options: Record<string, unknown>) {
  const reply = await w
    .slash(user, 'abstrac', { subcommand: 'challenge', opponent: w.standIn.bot, ...options })
    .response();
  const threadId = await w.standIn.waitFor(() => /the game is on in <#(\d+)>/.exec(reply.text)?.[1]);
  await w.settled(threadId);
  return { threadId, reply };
}

const moves = (m: StoredMessage) => w.choices(m).filter((c) => c.label !== 'Hint');

/** The human's seeded random moves until the match result; every live board must be theirs. */
async function playHuman(threadId: string, user: StandInUser, seed: number): Promise<number> {
  let humanMoves = 0;
  for (;;) {
    const board = w.liveBoard(threadId);
    if (!board) return humanMoves;
    // Every live board is the human's: the computer has already answered.
    expect(w.moverOf(board)?.id).toBe(user.id);
    const options = moves(board);
    seed = deriveSeed(seed, 1);
    const choice = options[(seed >>> 0) % options.length] as Choice;
    await w.press(user, board, choice).acknowledged();
    humanMoves++;
    await w.waitForNext(threadId, w.versionOf(board));
    await w.settled(threadId);
    if (w.standIn.messages(threadId).some((m) => /wins the match/.test(m.text))) return humanMoves;
  }
}

/** The summary of deal 1, once the analysis has been added to it (an edit after the next post). */
const analysedSummary = (threadId: string) =>
  w.standIn.waitFor(
    () => w.standIn.messages(threadId).find((m) => /Deal 1: /.test(m.text) && m.attachments.length === 2),
    10_000,
    'the analysis added to the summary',
  );

describe('a match against the computer', () => {
  it('plays a one-deal classic match end to end: the computer answers every move', async () => {
    const { threadId, reply } = await vsComputer(alice, { variant: 'classic', deals: 1, level: 'perfect' });
    expect(reply.text).toMatch(/alice is playing the computer \(perfect\) at \*\*Abstrac · Classic\*\* \(1 deal\)/);
    const botId = w.standIn.bot.id;
    const humanMoves = await playHuman(threadId, alice, 11);
    expect(humanMoves).toBeGreaterThan(3);
    const game = await abstracGame(w.store, threadId);
    expect(game?.status).toBe('finished');
    expect(idsOf(game)).toEqual([alice.id, botId]);
    // Every move of the deal (the computer's included) replays through the engine's rules.
    const result = game?.state.results[0];
    if (!result) throw new Error('no finished deal');
    expect(replayAbstracRecord(dealRecord(result.deal))).not.toHaveProperty('error');

    const messages = w.standIn.messages(threadId);
    const computerLines = messages.filter((m) => m.text.startsWith('🤖 Computer (perfect) '));
    expect(computerLines.length).toBeGreaterThan(0);
    // The bot never pings itself.
    for (const m of messages) {
      expect(m.text).not.toContain(`<@${botId}>`);
      expect((m.allowedMentions as { users?: string[] } | null)?.users ?? []).not.toContain(botId);
    }
    // The summary gains the analysis once the next post is up: text and table; a perfect computer loses nothing.
    const summary = await analysedSummary(threadId);
    expect(summary?.text).toContain('**Analysis**');
    expect(summary?.text).toMatch(/Computer \(perfect\): all \d+ moves best, no points lost\./);
    expect(summary?.attachments.map((a) => a.filename)).toEqual(['deal-1.png', 'analysis-1.png']);
    expect(messages.at(-1)?.text).toMatch(/vs computer \(perfect\): 1 played/);
    // Not on the rating leaderboard.
    expect(await standings(w.store, w.guild.id, 'abstrac', 'classic')).toEqual([]);
  });

  it.each(['unlimited', 'fullpack'])('plays %s to the end against the casual computer', async (variant) => {
    const { threadId } = await vsComputer(bob, { variant, deals: 1, level: 'casual' });
    await playHuman(threadId, bob, 5);
    const game = await abstracGame(w.store, threadId);
    expect(game?.status).toBe('finished');
    const summary = await analysedSummary(threadId);
    expect(summary?.text).toContain('**Analysis**');
    expect(summary?.attachments.map((a) => a.filename)).toEqual(['deal-1.png', 'analysis-1.png']);
  });

  it('refuses a second game against the computer, and other bots', async () => {
    const { threadId } = await vsComputer(bob, { deals: 1 });
    const again = w.slash(bob, 'abstrac', { subcommand: 'challenge', opponent: w.standIn.bot });
    expect(await privateAnswer(again)).toContain(`already have a game against the computer: <#${threadId}>`);
    const other = { id: '990000000000000001', username: 'otherbot', bot: true };
    const refused = w.slash(bob, 'abstrac', { subcommand: 'challenge', opponent: other });
    expect(await privateAnswer(refused)).toMatch(/^You can't challenge a bot/);
    await resign(w, bob, threadId);
  });

  it('never reminds or forfeits the computer; a computer turn left over is played by the scheduler', async () => {
    const { threadId } = await vsComputer(bob, { deals: 1, level: 'casual' });
    const { sessions } = collections(w.store);
    // As after a crash between the player's move and the computer's: the player chose to play second.
    const before = await sessions.get(threadId);
    if (!before) throw new Error('no game');
    await sessions.update(threadId, (cur) => {
      const g = structuredClone(cur?.value ?? before.value) as AbstracSession;
      g.state.current.first = ['dealer'];
      g.state.current.takes = [[]];
      return g;
    });
    clock.advance(100 * HOUR_MS);
    const report = await tick(w.bot.ctx, [w.guild.id]);
    expect(report.forfeited).toEqual([]);
    expect(report.reminded).toEqual([]);
    await w.standIn.waitFor(() => w.liveBoard(threadId));
    const after = await abstracGame(w.store, threadId);
    expect(after?.state.current.takes[0]?.length).toBe(1);
    expect(w.moverOf(w.liveBoard(threadId) as StoredMessage)?.id).toBe(bob.id);
    await resign(w, bob, threadId);
  });

  it('plays a computer turn left over by a stop as soon as the bot is back', async () => {
    const { threadId } = await vsComputer(alice, { deals: 1, level: 'strong' });
    const { sessions } = collections(w.store);
    // The player's move as a stop right after its save leaves it: saved, with the game due for a
    // look again soon (what a move writes beside its save, src/session/moves.ts), the computer's answer not played.
    await sessions.update(threadId, (cur) => {
      const g = structuredClone(cur?.value) as AbstracSession;
      g.state.current.first = ['dealer'];
      g.state.current.takes = [[]];
      return g;
    });
    await setDue(w.store, 'g', w.guild.id, threadId, clock.now() + RECOVERY_DELAY_MS);
    await w.restart();
    await w.standIn.waitFor(
      () => w.liveBoard(threadId)?.text.startsWith('🤖'),
      10_000,
      'the board after the computer answered',
    );
    expect((await abstracGame(w.store, threadId))?.state.current.takes[0]?.length).toBe(1);
    expect(w.liveBoard(threadId)?.text).toMatch(/^🤖 Computer \(strong\) took /);
    await resign(w, alice, threadId);
  });

  it('opens a private thread with the player when the server prefers it (last: it changes the settings)', async () => {
    await w.slash(w.guild.owner, 'settings', { threads: 'private' }).response();
    const { threadId } = await vsComputer(alice, { variant: 'suits', deals: 1 });
    const thread = w.standIn.channel(threadId);
    expect(thread?.type).toBe(12);
    expect([...(thread?.memberIds ?? [])].sort()).toEqual([w.standIn.bot.id, alice.id].sort());
    expect(w.moverOf(w.liveBoard(threadId) as StoredMessage)?.id).toBe(alice.id);
    await resign(w, alice, threadId);
    const messages = w.standIn.messages(threadId);
    expect(messages.at(-1)?.text).toMatch(/alice resigned: Computer \(strong\) wins the match/);
  });
});
