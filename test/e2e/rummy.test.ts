/**
 * Rummy through the real client and the stand-in: the private hand (its picture, the sort, the
 * phase's controls, each move redrawing the same message at the new version), the public table
 * naming no card drawn from the stock, status, and a game of three going on after a seat resigns
 * (the computer plays it, the leaderboard places it last).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RummyGameState } from '../../src/games/rummy/schema.ts';
import { computerKey, computerRecords } from '../../src/session/computer-records.ts';
import { placeOf, standings } from '../../src/session/leaderboard.ts';
import { collections } from '../../src/session/store.ts';
import { playTurnByHand } from '../../src/tools/demo/rummy.ts';
import { type Choice, startWorld, type World } from '../../src/tools/demo/world.ts';
import type { InteractionHandle, StandInUser, StoredMessage } from '../../src/tools/standin/index.ts';
import { until } from './sessions.ts';

let w: World;
let ann: StandInUser;
let ben: StandInUser;
let cat: StandInUser;
beforeAll(async () => {
  w = await startWorld({ players: ['ann', 'ben', 'cat'] });
  [ann, ben, cat] = w.users as [StandInUser, StandInUser, StandInUser];
});
afterAll(async () => {
  await w?.close();
});

const privately = (h: InteractionHandle) =>
  w.standIn.waitFor(() => {
    const m = h.privateMessage() ?? (h.record.ack?.type === 5 ? h.original() : undefined);
    return m && !m.loading && (m.flags & 64) !== 0 && m.text ? m.text : undefined;
  });
const button = (m: StoredMessage, label: string) => w.choices(m).find((c) => c.label === label) as Choice;
const stateOf = async (threadId: string) =>
  (await collections(w.store).sessions.get(threadId))?.value.state as RummyGameState;

async function startTable(players: StandInUser[], hands = 1, computers = 0): Promise<string> {
  const [host, ...others] = players as [StandInUser, ...StandInUser[]];
  const lobby = await w.slash(host, 'rummy', { subcommand: 'new', hands }).response();
  expect(lobby.text).toMatch(/Rummy/);
  for (const p of others) await w.press(p, lobby, button(lobby, 'Join')).response();
  for (let n = 0; n < computers; n++) await w.press(host, lobby, button(lobby, 'Add computer')).response();
  await w.standIn.waitFor(() => lobby.text.includes(`${players.length + computers}. `));
  await w.press(host, lobby, button(lobby, 'Start')).acknowledged();
  const threadId = await w.standIn.waitFor(() => /game is on in <#(\d+)>/.exec(lobby.text)?.[1]);
  await w.settled(threadId);
  return threadId;
}

describe('Rummy on Discord', () => {
  it('shows each player their own hand privately, and a turn step by step in one message', async () => {
    const threadId = await startTable([ann, ben, cat]);
    const board = w.liveBoard(threadId) as StoredMessage;
    expect(board.text).toMatch(/\*\*Rummy\*\* · hand 1 · 1 hand/);
    expect(board.attachments[0]?.filename).toBe('table.png');
    expect(board.attachments[0]?.description).toMatch(/ann: 7 cards, 0 points, to draw/);
    expect(w.moverOf(board)?.id).toBe(ann.id);
    // Not ben's turn: his hand, privately, with nothing to play.
    const bens = await w.press(ben, board, button(board, 'Your hand')).response();
    expect(bens.flags & 64).toBe(64);
    expect(bens.text).toMatch(/It is ann's turn/);
    expect(w.choices(bens).map((c) => c.label)).toEqual(['Sort by rank']);
    // ann's: sorted by suit, then by rank on request.
    let hand = await w.press(ann, board, button(board, 'Your hand')).response();
    expect(hand.text).toMatch(/7 cards, sorted by suit/);
    expect(hand.attachments[0]?.filename).toBe('hand.png');
    const sorted = w.press(ann, hand, button(hand, 'Sort by rank'));
    hand = await sorted.response();
    expect(hand.text).toMatch(/sorted by rank/);
    expect(w.choices(hand).map((c) => c.label)).toContain('Draw from the stock');
    const before = (await collections(w.store).sessions.get(threadId))?.version ?? 0;
    const shown = { id: board.id, text: board.text, edits: w.standIn.message(board.id)?.editedAt ?? null };
    const drew = w.press(ann, hand, button(hand, 'Draw from the stock'));
    await drew.acknowledged();
    hand = await drew.response();
    // The same message, redrawn at the new version: 8 cards, the play phase, still by rank.
    expect(hand.text).toMatch(/8 cards, sorted by rank/);
    expect(hand.text).toMatch(/then discard/);
    const discards = w.choices(hand).filter((c) => c.customId.split(':')[4] === 'x');
    expect(discards).toHaveLength(8);
    expect(Number(discards[0]?.customId.split(':')[3])).toBe(before + 1);
    await w.settled(threadId);
    // A draw is quiet: the table stays as it was, not redrawn, until the turn's post tells it;
    // the board is recorded as the live one at the draw's version.
    const after = w.liveBoard(threadId) as StoredMessage;
    expect({ id: after.id, text: after.text, edits: w.standIn.message(after.id)?.editedAt ?? null }).toEqual(shown);
    expect((await collections(w.store).posts.get(threadId))?.value).toMatchObject({
      messageId: board.id,
      version: before + 1,
    });
    // Status from ben's side.
    expect(await privately(w.slash(ben, 'rummy', { subcommand: 'status' }))).toMatch(/Rummy, hand 1/);
    // Discarding ends the turn: ben is to draw.
    const discard = w.press(ann, hand, discards[0] as Choice);
    await discard.acknowledged();
    await w.settled(threadId);
    const next = w.liveBoard(threadId) as StoredMessage;
    expect(w.moverOf(next)?.id).toBe(ben.id);
    expect(next.text).toMatch(/Last turn: ann drew from the stock and discarded the /);
    // Her table, its controls gone, says her whole turn, the quiet draw with it.
    expect(w.standIn.message(board.id)?.text).toMatch(/→ ann drew from the stock and discarded the /);
    // ann's sort is remembered: her hand opens sorted by rank from now on.
    const again = await w.press(ann, next, button(next, 'Your hand')).response();
    expect(again.text).toMatch(/7 cards, sorted by rank/);
  }, 60_000);

  it('goes on with the computer playing a resigned seat, which is placed last', async () => {
    const threadId = await startTable([cat, ann, ben]);
    const h = w.slash(ann, 'rummy', { subcommand: 'resign' }, threadId);
    const prompt = await h.response();
    await w.press(ann, prompt, button(prompt, 'Resign')).acknowledged();
    await until(async () =>
      (await collections(w.store).sessions.get(threadId))?.value.seats[1]?.out === 'resigned' ? true : undefined,
    );
    for (let n = 0; n < 400; n++) {
      await w.settled(threadId);
      const doc = await collections(w.store).sessions.get(threadId);
      if (doc?.value.status === 'finished') break;
      await playTurnByHand(w, threadId, () => 'greedy', n);
    }
    const doc = await collections(w.store).sessions.get(threadId);
    expect(doc?.value.status).toBe('finished');
    // ann's seat kept playing (the computer): it drew in turns after she left.
    expect(w.standIn.messages(threadId).some((m) => /🤖 ann/.test(m.text))).toBe(true);
    await w.standIn.waitFor(() => w.standIn.messages(threadId).some((m) => /wins the game|tie for first/.test(m.text)));
    expect(w.standIn.messages(threadId).some((m) => /\*\*Hand 1: /.test(m.text))).toBe(true);
    const board = await standings(w.store, w.guild.id, 'rummy', 'all');
    expect(board.at(-1)?.id).toBe(ann.id);
  }, 120_000);

  it('plays a table of one person and five computers to its end', async () => {
    const threadId = await startTable([ann], 1, 5);
    for (let n = 0; n < 400; n++) {
      await w.settled(threadId);
      const doc = await collections(w.store).sessions.get(threadId);
      if (doc?.value.status === 'finished') break;
      await playTurnByHand(w, threadId, () => 'greedy', n);
    }
    expect((await stateOf(threadId)).finished).toBe(true);
  }, 120_000);

  it('rates the people of a table with computers by their places among themselves', async () => {
    const gamesOf = async (p: StandInUser) =>
      (await placeOf(w.store, w.guild.id, 'rummy', 'all', p.id))?.standing.games ?? 0;
    const winsOf = async (p: StandInUser) =>
      (await placeOf(w.store, w.guild.id, 'rummy', 'all', p.id))?.standing.wins ?? 0;
    const before = {
      ben: await gamesOf(ben),
      cat: await gamesOf(cat),
      wins: (await winsOf(ben)) + (await winsOf(cat)),
    };
    const vsComputer = async (p: StandInUser) =>
      (await computerRecords(w.store).get(computerKey(w.guild.id, 'rummy', p.id)))?.value.levels.strong?.games ?? 0;
    const computerBefore = [await vsComputer(ben), await vsComputer(cat)];
    const threadId = await startTable([ben, cat], 1, 2);
    const seats = (await collections(w.store).sessions.get(threadId))?.value.seats ?? [];
    expect(seats.map((s) => s.name)).toEqual(['ben', 'cat', 'Computer (strong)', 'Computer 2 (strong)']);
    for (let n = 0; n < 400; n++) {
      await w.settled(threadId);
      const doc = await collections(w.store).sessions.get(threadId);
      if (doc?.value.status === 'finished') break;
      await playTurnByHand(w, threadId, () => 'greedy', n);
    }
    const state = await stateOf(threadId);
    expect(state.finished).toBe(true);
    // Both people are counted on the board once, one of them first among the two (ties aside)…
    await until(
      async () => ((await gamesOf(ben)) === before.ben + 1 && (await gamesOf(cat)) === before.cat + 1) || undefined,
    );
    const [benScore, catScore] = state.scores;
    const wins = (await winsOf(ben)) + (await winsOf(cat)) - before.wins;
    expect(wins).toBe(benScore === catScore ? 2 : 1);
    // …and each still has a record against the computer.
    expect([await vsComputer(ben), await vsComputer(cat)]).toEqual(computerBefore.map((n) => n + 1));
  }, 120_000);
});
