/**
 * 🔁 Rematch through the real client and the stand-in: between two people (a challenge with the roles
 * swapped, once per game, accepted across a restart, wrong users refused, the open-invitation limit,
 * expiry), against the computer (started at once, the computer now seat 0), and a table of three
 * (the presser hosts, the seats rotated at Start).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REMATCH, rematchId } from '../../src/session/rematch.ts';
import { tick } from '../../src/session/scheduler.ts';
import { HOUR_MS } from '../../src/session/settings.ts';
import { collections } from '../../src/session/store.ts';
import { TEXT } from '../../src/session/text.ts';
import { type Choice, ManualClock, startWorld, type World } from '../../src/tools/demo/world.ts';
import type { InteractionHandle, StandInUser, StoredMessage } from '../../src/tools/standin/index.ts';
import { toy } from '../fixtures/games/toy.ts';
import { privately, resign, until } from './sessions.ts';
import { en } from '../helpers/en.ts';

const clock = new ManualClock(Date.UTC(2026, 5, 1, 12));
let w: World;
let ann: StandInUser;
let ben: StandInUser;
let cat: StandInUser;
beforeAll(async () => {
  w = await startWorld({ clock, players: ['ann', 'ben', 'cat'], games: [toy] });
  [ann, ben, cat] = w.users as [StandInUser, StandInUser, StandInUser];
});
afterAll(async () => {
  await w?.close();
});

const said = (h: InteractionHandle) => privately(w, h);
const button = (m: StoredMessage, label: string) => w.choices(m).find((c) => c.label === label) as Choice;
const seatsOf = async (threadId: string) =>
  (await collections(w.store).sessions.get(threadId))?.value.seats.map((s) => s.id);

/** The finished game's result message (the one carrying 🔁 Rematch). */
const result = (threadId: string) =>
  w.standIn.waitFor(() => w.standIn.messages(threadId).find((m) => w.choices(m).some((c) => c.label === 'Rematch')));

/** The channel message of the rematch of `threadId`, once posted. */
const rematchMessage = (threadId: string) =>
  w.standIn.waitFor(() => w.standIn.messages(w.channelId).find((m) => m.text.includes(`rematch of <#${threadId}>`)));

/** A finished Abstrac game between `challenger` and `challenged` (the challenged resigns). */
async function finishedGame(challenger: StandInUser, challenged: StandInUser) {
  const { threadId } = await w.startGame(challenger, challenged);
  await resign(w, challenged, threadId);
  return { threadId, result: await result(threadId) };
}

describe('a rematch between two people', () => {
  it('is a challenge with the roles swapped, asked once, refused to others, accepted across a restart', async () => {
    const { threadId, result: end } = await finishedGame(ann, ben);
    expect(await seatsOf(threadId)).toEqual([ben.id, ann.id]);
    expect(await said(w.press(cat, end, button(end, 'Rematch')))).toBe(en(REMATCH.notPlayer));
    expect(await said(w.press(ann, end, button(end, 'Rematch')))).toMatch(/^🔁 Rematch asked: https:\/\/discord/);
    const ask = await rematchMessage(threadId);
    expect(ask.text).toContain(`<@${ben.id}>, ann asks you for a rematch of <#${threadId}>`);
    expect(await said(w.press(ben, end, button(end, 'Rematch')))).toMatch(/was asked already: https:/);
    expect(await said(w.press(ann, ask, button(ask, 'Accept')))).toBe('Waiting for ben to answer.');
    expect(await said(w.press(cat, ask, button(ask, 'Accept')))).toBe('This challenge is for ben.');

    await w.restart();
    const accept = button(ask, 'Accept');
    const [one, two] = [w.press(ben, ask, accept), w.press(ben, ask, accept)]; // a double click
    const next = await w.standIn.waitFor(() => /the game is on in <#(\d+)>/.exec(ask.text)?.[1]);
    await w.settled(next);
    expect(next).not.toBe(threadId);
    expect(await seatsOf(next)).toEqual([ann.id, ben.id]); // roles swapped: ann is seat 0 now
    const refusals = await w.standIn.waitFor(() => {
      const found = [one, two].flatMap((h) => h.privateMessage()?.text ?? []);
      return found.length > 0 && found;
    });
    expect(refusals).toEqual(['This challenge was already accepted.']);
    expect(w.choices(ask).map((c) => c.label)).toEqual(['Watch']);
    expect(await said(w.press(ben, end, button(end, 'Rematch')))).toBe(en(REMATCH.on(next)));
    expect(w.standIn.threads(w.channelId).filter((t) => t.id === next)).toHaveLength(1);
    await resign(w, ann, next);
  });

  it('counts against the open-invitation limit, and expires like a challenge', async () => {
    const { threadId, result: end } = await finishedGame(ann, ben);
    const open = [];
    for (let n = 0; n < 5; n++)
      open.push(await w.slash(ann, 'abstrac', { subcommand: 'challenge', opponent: cat }).response());
    expect(await said(w.press(ann, end, button(end, 'Rematch')))).toBe(en(TEXT.tooManyInvites(5)));
    expect(await collections(w.store).invites.get(rematchId(threadId))).toBeUndefined();
    for (const m of open) await w.press(cat, m, button(m, 'Decline')).response();
    expect(await said(w.press(ben, end, button(end, 'Rematch')))).toMatch(/^🔁 Rematch asked/);
    const ask = await rematchMessage(threadId);
    clock.advance(25 * HOUR_MS);
    const report = await tick(w.bot.ctx, [w.guild.id]);
    expect(report.expired).toContain(rematchId(threadId));
    await w.standIn.waitFor(() => /expired unanswered/.test(ask.text));
    expect(w.choices(ask)).toEqual([]);
    expect(await said(w.press(ann, end, button(end, 'Rematch')))).toBe(en(REMATCH.closed('expired')));
  });
});

describe('a rematch from an archived thread', () => {
  it('is asked from the result of a game whose thread was archived and locked', async () => {
    await w.slash(w.guild.owner, 'settings', { archive: true }).response();
    const { threadId, result: end } = await finishedGame(ben, cat);
    await w.standIn.waitFor(() => w.standIn.channel(threadId)?.locked && w.standIn.channel(threadId)?.archived);
    expect(await said(w.press(cat, end, button(end, 'Rematch')))).toMatch(/^🔁 Rematch asked/);
    const ask = await rematchMessage(threadId);
    await w.press(ben, ask, button(ask, 'Accept')).acknowledged();
    const next = await w.standIn.waitFor(() => /the game is on in <#(\d+)>/.exec(ask.text)?.[1]);
    await w.settled(next);
    expect(await seatsOf(next)).toEqual([ben.id, cat.id]); // cat was seat 0, ben is now
    await w.slash(w.guild.owner, 'settings', { archive: false }).response();
    await resign(w, ben, next);
  });
});

describe('a rematch against the computer', () => {
  it('starts at once with the computer in seat 0, and only once', async () => {
    const reply = await w
      .slash(ann, 'abstrac', { subcommand: 'challenge', opponent: w.standIn.bot, level: 'casual' })
      .response();
    const threadId = await w.standIn.waitFor(() => /the game is on in <#(\d+)>/.exec(reply.text)?.[1]);
    await w.settled(threadId);
    await resign(w, ann, threadId);
    const end = await result(threadId);
    const answer = await said(w.press(ann, end, button(end, 'Rematch')));
    const next = /<#(\d+)>/.exec(answer)?.[1] as string;
    expect(answer).toBe(en(REMATCH.on(next)));
    await w.settled(next);
    expect(await seatsOf(next)).toEqual([w.standIn.bot.id, ann.id]);
    // The computer chose who plays first, then played if it chose to: the live board is ann's.
    expect(w.moverOf(w.liveBoard(next) as StoredMessage)?.id).toBe(ann.id);
    expect(await said(w.press(ann, end, button(end, 'Rematch')))).toBe(en(REMATCH.on(next)));
    const started = w.standIn.messages(w.channelId).find((m) => m.text.includes(`the game is on in <#${next}>`));
    expect(started?.text).toMatch(/ann is playing the computer again/);
    await resign(w, ann, next);
  });
});

/** A toy table of `players` (`cpu` for a computer seat, added by the host), played to its end. */
async function playedTable(players: (StandInUser | 'cpu')[]) {
  const [host, ...others] = players as [StandInUser, ...(StandInUser | 'cpu')[]];
  const h = w.slash(host, 'toy', { subcommand: 'new', rounds: 1 });
  const lobby = await h.response();
  await until(async () => (await collections(w.store).invites.get(h.id))?.value.messageId);
  for (const p of others)
    if (p === 'cpu') await w.press(host, lobby, button(lobby, 'Add computer')).response();
    else await w.press(p, lobby, button(lobby, 'Join')).response();
  await w.press(host, lobby, button(lobby, 'Start')).acknowledged();
  const threadId = await w.standIn.waitFor(() => /game is on in <#(\d+)>/.exec(lobby.text)?.[1]);
  await w.settled(threadId);
  while ((await collections(w.store).sessions.get(threadId))?.value.status === 'active') {
    const board = await w.standIn.waitFor(() => w.liveBoard(threadId));
    const mover = w.moverOf(board) as StandInUser;
    const shown = w.versionOf(board);
    const hand = await w.press(mover, board, button(board, 'Your hand')).response();
    const picked = await w.press(mover, hand, w.choices(hand)[0] as Choice).response();
    await w.press(mover, picked, button(picked, 'Play it')).acknowledged();
    await until(async () => ((await collections(w.store).posts.get(threadId))?.value.version ?? 0) > shown);
    await w.settled(threadId);
  }
  return { threadId, end: await result(threadId) };
}

/** The rematch table of `threadId`, once posted. */
const rematchTable = (threadId: string) =>
  w.standIn.waitFor(() =>
    w.standIn.messages(w.channelId).find((m) => m.text.startsWith(`🔁 Rematch of <#${threadId}>`)),
  );

describe('a rematch of a table of three', () => {
  it('opens a table hosted by the presser, the others invited, the seats rotated at Start', async () => {
    const { threadId, end } = await playedTable([ann, ben, cat]);
    expect(await said(w.press(cat, end, button(end, 'Rematch')))).toMatch(/^🔁 Rematch asked/);
    const table = await rematchTable(threadId);
    expect(table.text).toContain(`<@${ben.id}> <@${ann.id}>, you're invited`);
    await w.press(ann, table, button(table, 'Join')).response();
    await w.press(ben, table, button(table, 'Join')).response();
    await w.press(cat, table, button(table, 'Start')).acknowledged();
    const next = await w.standIn.waitFor(() => /game is on in <#(\d+)>/.exec(table.text)?.[1]);
    expect(await seatsOf(next)).toEqual([ben.id, cat.id, ann.id]);
  });

  it('seats a computer first when the rotation says so, and it plays at once', async () => {
    const { threadId, end } = await playedTable([ann, 'cpu', ben]);
    await said(w.press(ann, end, button(end, 'Rematch')));
    const table = await rematchTable(threadId);
    expect(table.text).toContain(`<@${ben.id}>, you're invited`);
    await w.press(ben, table, button(table, 'Join')).response();
    await w.press(ann, table, button(table, 'Start')).acknowledged();
    const next = await w.standIn.waitFor(() => /game is on in <#(\d+)>/.exec(table.text)?.[1]);
    await w.settled(next);
    expect(await seatsOf(next)).toEqual([w.standIn.bot.id, ben.id, ann.id]);
    // The computer has played its first turn already: the live board is ben's.
    expect(w.moverOf(w.liveBoard(next) as StoredMessage)?.id).toBe(ben.id);
  });
});
