/**
 * What a turn costs on a phone, through the real client and the stand-in: a Threedom turn is four
 * interactions from the board (Your hand, the pile to take from, the card and its pile, Play it
 * after the preview), a Rummy turn that only draws and discards three (Your hand, the draw, the
 * discard's button); an Abstrac take that is the only legal move is played for the person and said
 * in the thread (no board, no ping for it), and waits for them when `/settings forced_moves` is off.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forcedMove } from '../../src/games/abstrac/forced.ts';
import type { AbstracSession } from '../../src/games/abstrac/schema.ts';
import { collections } from '../../src/session/store.ts';
import { type Choice, isBoard, startWorld, type World } from '../../src/tools/demo/world.ts';
import type { StandInUser, StoredMessage } from '../../src/tools/standin/index.ts';
import { until } from './sessions.ts';

let w: World;
let ann: StandInUser;
let ben: StandInUser;
let cat: StandInUser;
/** Component interactions per user, as the stand-in received them. */
const pressed = new Map<string, number>();
beforeAll(async () => {
  w = await startWorld({ players: ['ann', 'ben', 'cat'] });
  [ann, ben, cat] = w.users as [StandInUser, StandInUser, StandInUser];
  w.standIn.on('event', (e) => {
    if (e.type === 'interactionCreate' && e.interaction.type === 3)
      pressed.set(e.interaction.userId, (pressed.get(e.interaction.userId) ?? 0) + 1);
  });
});
afterAll(async () => {
  await w?.close();
});

const button = (m: StoredMessage, label: string) => w.choices(m).find((c) => c.label === label) as Choice;
const version = async (threadId: string) => (await collections(w.store).sessions.get(threadId))?.version ?? -1;
const count = (user: StandInUser) => pressed.get(user.id) ?? 0;

describe('Threedom', () => {
  it('a turn is four interactions from the board, the preview before Play it', async () => {
    const challenge = await w.slash(ann, 'threedom', { subcommand: 'challenge', opponent: ben, target: 50 }).response();
    await w.press(ben, challenge, button(challenge, 'Accept')).acknowledged();
    const threadId = await w.standIn.waitFor(() => /game is on in <#(\d+)>/.exec(challenge.text)?.[1]);
    await w.settled(threadId);
    for (let turn = 0; turn < 3; turn++) {
      const board = w.liveBoard(threadId) as StoredMessage;
      const mover = w.moverOf(board) as StandInUser;
      // The board says whose turn it is, not how to play it (the hand does).
      expect(board.text).not.toMatch(/pick a card|the pile to take from/);
      const before = await version(threadId);
      const taps = count(mover);
      let hand = await w.press(mover, board, button(board, 'Your hand')).response();
      const take = w.choices(hand).filter((c) => /:t\d$/.test(c.customId))[turn] as Choice;
      hand = await w.press(mover, hand, take).response();
      const pair = w.choices(hand).filter((c) => /:c\d:o\d$/.test(c.customId))[turn * 5] as Choice;
      hand = await w.press(mover, hand, pair).response();
      // The preview, nothing played yet.
      expect(hand.text).toMatch(/This turn claims/);
      expect(await version(threadId)).toBe(before);
      await w.press(mover, hand, button(hand, 'Play it')).acknowledged();
      await until(async () => (await version(threadId)) > before);
      await w.settled(threadId);
      expect(count(mover) - taps).toBeLessThanOrEqual(4);
      expect(w.moverOf(w.liveBoard(threadId) as StoredMessage)?.id).not.toBe(mover.id);
    }
  }, 60_000);
});

describe('Rummy', () => {
  it('a turn that draws and discards is three interactions from the board', async () => {
    const lobby = await w.slash(ann, 'rummy', { subcommand: 'new', hands: 1 }).response();
    await w.press(ben, lobby, button(lobby, 'Join')).response();
    await w.standIn.waitFor(() => lobby.text.includes('2. '));
    await w.press(ann, lobby, button(lobby, 'Start')).acknowledged();
    const threadId = await w.standIn.waitFor(() => /game is on in <#(\d+)>/.exec(lobby.text)?.[1]);
    await w.settled(threadId);
    for (let turn = 0; turn < 4; turn++) {
      const board = w.liveBoard(threadId) as StoredMessage;
      const mover = w.moverOf(board) as StandInUser;
      const taps = count(mover);
      let hand = await w.press(mover, board, button(board, 'Your hand')).response();
      const drew = w.press(mover, hand, button(hand, 'Draw from the stock'));
      await drew.acknowledged();
      hand = await drew.response();
      // One button per card held (none a menu to open first).
      const discards = w.choices(hand).filter((c) => c.customId.split(':')[4] === 'x');
      expect(discards.every((c) => c.kind === 'button')).toBe(true);
      expect(discards.length).toBeGreaterThanOrEqual(10);
      const before = await version(threadId);
      await w.press(mover, hand, discards[turn] as Choice).acknowledged();
      await until(async () => (await version(threadId)) > before);
      await w.settled(threadId);
      expect(count(mover) - taps).toBe(3);
      const next = w.liveBoard(threadId) as StoredMessage;
      expect(w.moverOf(next)?.id).not.toBe(mover.id);
    }
  }, 60_000);
});

/** The moves a board offers: its take buttons, its choice of who starts, its menu's entries. */
const moveControls = (board: StoredMessage) =>
  w.choices(board).filter((c) => ['take', 'choose', 'pick'].includes(c.customId.split(':')[1] ?? ''));

/**
 * Plays a suit-limited Abstrac deal (a ♠ on top allows one card only) taking the fewest cards each
 * time, until `done` says so or the game ends; returns the thread.
 */
let lastClick: StandInUser | undefined;
async function playSuits(opponent: StandInUser, done: (threadId: string) => boolean): Promise<string> {
  const { threadId } = await w.startGame(ann, opponent, { variant: 'suits', deals: 1 });
  for (let n = 0; n < 60; n++) {
    await w.settled(threadId);
    if (done(threadId)) break;
    const doc = await collections(w.store).sessions.get(threadId);
    if (doc?.value.status !== 'active') break;
    const board = w.liveBoard(threadId) as StoredMessage;
    const mover = w.moverOf(board) as StandInUser;
    const choice = moveControls(board)[0] as Choice;
    lastClick = mover;
    await w.press(mover, board, choice).acknowledged();
    await until(async () => (await version(threadId)) > (doc?.version ?? 0));
  }
  await w.settled(threadId);
  return threadId;
}

describe('Abstrac forced takes', () => {
  it('are played for the person and said in the thread, with no board or ping of their own', async () => {
    const said = (threadId: string) =>
      w.standIn.messages(threadId).some((m) => / took \S+ \(the only take\)\./.test(m.text));
    const threadId = await playSuits(ben, said);
    const lines = w.standIn
      .messages(threadId)
      .flatMap((m) => m.text.split('\n'))
      .filter((l) => l.includes('(the only take)'));
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line).toMatch(/^(ann|ben) took \S+ \(the only take\)\.$/);
    // Every board the thread showed was a real choice: more than one move to make.
    // (As first posted: a board's controls go once it is played.)
    const boards = w.standIn
      .messages(threadId)
      .map((m) => ({ ...m, components: (m.history[0] ?? m).components }))
      .filter(isBoard);
    expect(boards.length).toBeGreaterThan(1);
    for (const board of boards) expect(moveControls(board).length).toBeGreaterThan(1);
    const s = (await collections(w.store).sessions.get(threadId))?.value as AbstracSession;
    if (s.status === 'active') expect(forcedMove(s.state)).toBeNull();
    // The take-back step stays with the person whose click the forced take answered (unless the
    // deal ended): a forced move is no turn of its own.
    if (s.status === 'active' && s.undo) expect(s.seats[s.undo.seat]?.id).toBe(lastClick?.id);
  }, 60_000);

  it('wait for the person when the server turned them off', async () => {
    const reply = await w.slash(w.guild.owner, 'settings', { forced_moves: false }).response();
    expect(JSON.stringify(reply.embeds)).toMatch(/waits for the player/);
    try {
      const single = (threadId: string) => {
        const board = w.liveBoard(threadId);
        return board !== undefined && moveControls(board).length === 1;
      };
      const threadId = await playSuits(cat, single);
      const board = w.liveBoard(threadId) as StoredMessage;
      // The board asks for the only take, pinging the person to move; nothing was played for them.
      expect(moveControls(board)).toHaveLength(1);
      expect(w.moverOf(board)).toBeDefined();
      const s = (await collections(w.store).sessions.get(threadId))?.value as AbstracSession;
      expect(forcedMove(s.state)).not.toBeNull();
      expect(w.standIn.messages(threadId).some((m) => m.text.includes('(the only take)'))).toBe(false);
    } finally {
      await w.slash(w.guild.owner, 'settings', { forced_moves: true }).response();
    }
  }, 60_000);
});
