/**
 * Lobbies and games of more than two seats, through the real client and the stand-in, with the
 * test game of test/fixtures/games/toy.ts: join, leave, the host's start, expiry, and a seat that
 * resigns or times out in a game that goes on without it (played by the computer, placed last).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { standings } from '../../src/session/leaderboard.ts';
import { tick } from '../../src/session/scheduler.ts';
import { getSettings, HOUR_MS } from '../../src/session/settings.ts';
import { collections } from '../../src/session/store.ts';
import { type Choice, ManualClock, startWorld, type World } from '../../src/tools/demo/world.ts';
import {
  DEFAULT_BOT,
  type InteractionHandle,
  Perm,
  type StandInUser,
  type StoredMessage,
} from '../../src/tools/standin/index.ts';
import { toy } from '../fixtures/games/toy.ts';
import { until } from './sessions.ts';

const clock = new ManualClock(Date.UTC(2026, 5, 1, 12));
let w: World;
let ann: StandInUser;
let ben: StandInUser;
let cat: StandInUser;
let dan: StandInUser;
beforeAll(async () => {
  w = await startWorld({ clock, players: ['ann', 'ben', 'cat', 'dan'], games: [toy] });
  [ann, ben, cat, dan] = w.users as [StandInUser, StandInUser, StandInUser, StandInUser];
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

/** Opens a table and waits until its record knows its message (the bot saves it after replying). */
async function openTable(host: StandInUser, options: Record<string, unknown> = {}) {
  const h = w.slash(host, 'toy', { subcommand: 'new', rounds: 3, ...options });
  const message = await h.response();
  await until(async () => (await collections(w.store).invites.get(h.id))?.value.messageId);
  return message;
}

/** Plays the seat to move's turn through its private hand (its first card). */
async function playTurn(threadId: string) {
  const board = w.liveBoard(threadId) as StoredMessage;
  const mover = w.moverOf(board) as StandInUser;
  const before = (await collections(w.store).sessions.get(threadId))?.version ?? 0;
  const hand = await w.press(mover, board, button(board, 'Your hand')).response();
  const picked = await w.press(mover, hand, w.choices(hand)[0] as Choice).response();
  await w.press(mover, picked, button(picked, 'Play it')).acknowledged();
  await until(async () => ((await collections(w.store).sessions.get(threadId))?.version ?? 0) > before);
  await w.settled(threadId);
}

async function startTable(players: StandInUser[]) {
  const [host, ...others] = players as [StandInUser, ...StandInUser[]];
  const lobby = await openTable(host);
  for (const p of others) await w.press(p, lobby, button(lobby, 'Join')).response();
  await w.press(host, lobby, button(lobby, 'Start')).acknowledged();
  const threadId = await w.standIn.waitFor(() => /game is on in <#(\d+)>/.exec(lobby.text)?.[1]);
  await w.settled(threadId);
  return threadId;
}

describe('a lobby', () => {
  it('seats, unseats and starts as the host says, and invites by name', async () => {
    const lobby = await openTable(ann, { invite: dan });
    expect(lobby.text).toContain(`<@${dan.id}>, you're invited`);
    expect(lobby.text).toContain(`1. <@${ann.id}>`);
    await w.press(ben, lobby, button(lobby, 'Join')).response();
    expect(lobby.text).toContain(`2. <@${ben.id}>`);
    expect(await privately(w.press(ben, lobby, button(lobby, 'Start')))).toMatch(/Only the host can start/);
    expect(await privately(w.press(ben, lobby, button(lobby, 'Add computer')))).toMatch(/Only the host/);
    await w.press(ben, lobby, button(lobby, 'Leave')).response();
    expect(lobby.text).not.toContain(`<@${ben.id}>`);
    expect(await privately(w.press(ann, lobby, button(lobby, 'Start')))).toMatch(/At least 2 players/);
    await w.press(cat, lobby, button(lobby, 'Join')).response();
    await w.press(ann, lobby, button(lobby, 'Start')).acknowledged();
    const threadId = await w.standIn.waitFor(() => /game is on in <#(\d+)>/.exec(lobby.text)?.[1]);
    const session = (await collections(w.store).sessions.get(threadId))?.value;
    expect(session?.seats.map((s) => s.id)).toEqual([ann.id, cat.id]);
    expect(w.choices(lobby).map((c) => c.label)).toEqual(['Watch']);
    const prompt = await w.slash(ann, 'toy', { subcommand: 'resign' }, threadId).response();
    await w.press(ann, prompt, button(prompt, 'Resign')).response();
    await w.standIn.waitFor(() => w.standIn.messages(threadId).some((m) => /wins/.test(m.text)));
  });

  it('closes when the host leaves, and expires when nobody starts it', async () => {
    const left = await openTable(dan);
    await w.press(dan, left, button(left, 'Leave')).response();
    expect(left.text).toMatch(/closed/);
    expect(w.choices(left)).toEqual([]);

    const idle = await openTable(dan);
    clock.advance(25 * HOUR_MS);
    const report = await tick(w.bot.ctx, [w.guild.id]);
    expect(report.expired.length).toBeGreaterThan(0);
    await w.standIn.waitFor(() => /never started/.test(idle.text));
    expect(w.choices(idle)).toEqual([]);
    expect((await collections(w.store).invites.get(idle.interactionId ?? ''))?.value.status ?? 'expired').toBe(
      'expired',
    );
  });
});

describe('a game of three when a seat leaves', () => {
  it('goes on with the computer playing a resigned seat, which is placed last', async () => {
    const threadId = await startTable([ann, ben, cat]);
    await playTurn(threadId); // ann
    const ask = await privately(w.slash(ben, 'toy', { subcommand: 'resign' }, threadId));
    expect(ask).toMatch(/Resign your Toy game/);
    const h = w.slash(ben, 'toy', { subcommand: 'resign' }, threadId);
    const prompt = await h.response();
    await w.press(ben, prompt, button(prompt, 'Resign')).acknowledged();
    await until(async () =>
      (await collections(w.store).sessions.get(threadId))?.value.seats[1]?.out === 'resigned' ? true : undefined,
    );
    // The game goes on: ben's turns are played by the computer.
    for (let n = 0; n < 20; n++) {
      const doc = await collections(w.store).sessions.get(threadId);
      if (doc?.value.status === 'finished') break;
      await w.settled(threadId);
      if (w.liveBoard(threadId)) await playTurn(threadId);
    }
    const doc = await collections(w.store).sessions.get(threadId);
    expect(doc?.value.status).toBe('finished');
    const state = doc?.value.state as { played: { seat: number }[] };
    expect(state.played.filter((p) => p.seat === 1).length).toBe(3);
    const board = await standings(w.store, w.guild.id, 'toy', 'all');
    expect(board.find((p) => p.id === ben.id)).toMatchObject({ games: 1, wins: 0, losses: 1 });
    expect(board.at(-1)?.id).toBe(ben.id);
  });

  it('goes on after a seat times out, and forfeits it', async () => {
    const threadId = await startTable([cat, dan, ann]);
    clock.advance(73 * HOUR_MS);
    const report = await tick(w.bot.ctx, [w.guild.id]);
    expect(report.forfeited).toContain(threadId);
    const doc = await collections(w.store).sessions.get(threadId);
    expect(doc?.value.seats[0]?.out).toBe('forfeited');
    expect(doc?.value.status).toBe('active');
    await w.settled(threadId);
    expect(w.moverOf(w.liveBoard(threadId) as StoredMessage)?.id).toBe(dan.id);
  });
});

describe('flooding with invitations', () => {
  it('refuses a sixth open table or challenge privately, posting nothing', async () => {
    for (let n = 0; n < 5; n++) await openTable(ben);
    const before = w.standIn.messages(w.channelId).length;
    const refused = w.slash(ben, 'toy', { subcommand: 'new' });
    expect(await privately(refused)).toMatch(/already have 5 open challenges or tables/);
    const challenge = w.slash(ben, 'abstrac', { subcommand: 'challenge', opponent: dan });
    expect(await privately(challenge)).toMatch(/already have 5 open/);
    expect(w.standIn.messages(w.channelId).filter((m) => m.visibleTo === null)).toHaveLength(
      w.standIn
        .messages(w.channelId)
        .slice(0, before)
        .filter((m) => m.visibleTo === null).length,
    );
  });
});

describe('a finished game with the archive setting on', () => {
  it('archives and locks its thread once the result is posted', async () => {
    const set = await w.slash(w.guild.owner, 'settings', { archive: true }).response();
    expect(JSON.stringify(set.embeds)).toMatch(/archived and locked/);
    const threadId = await startTable([dan, cat]);
    const prompt = await w.slash(dan, 'toy', { subcommand: 'resign' }, threadId).response();
    await w.press(dan, prompt, button(prompt, 'Resign')).response();
    await w.standIn.waitFor(() => w.standIn.messages(threadId).some((m) => /wins/.test(m.text)));
    const thread = await w.standIn.waitFor(() => {
      const t = w.standIn.threads(w.channelId).find((x) => x.id === threadId);
      return t?.archived && t.locked ? t : undefined;
    });
    expect(thread).toMatchObject({ archived: true, locked: true });
    await w.slash(w.guild.owner, 'settings', { archive: false }).response();
  });

  it('is refused by /settings, naming the permission, when the bot may not manage threads', async () => {
    w.standIn.setBotPermissions(w.guild.id, DEFAULT_BOT & ~Perm.ManageThreads);
    try {
      const refused = w.slash(w.guild.owner, 'settings', { archive: true });
      expect(await privately(refused)).toMatch(
        /^Nothing was changed: to archive and lock .* I need Manage Threads here/,
      );
      expect((await getSettings(w.store, w.guild.id)).archive ?? false).toBe(false);
      w.standIn.setBotPermissions(w.guild.id, DEFAULT_BOT & ~Perm.ManageThreads & ~Perm.CreatePrivateThreads);
      const priv = w.slash(w.guild.owner, 'settings', { threads: 'private', archive: true });
      expect(await privately(priv)).toMatch(/I need Manage Threads, Create Private Threads here\. .* grant them/);
      expect((await getSettings(w.store, w.guild.id)).threads).toBe('public');
    } finally {
      w.standIn.setBotPermissions(w.guild.id, DEFAULT_BOT);
    }
  });

  it('says so in the thread when Manage Threads was taken away after the setting', async () => {
    await w.slash(w.guild.owner, 'settings', { archive: true }).response();
    const threadId = await startTable([dan, cat]);
    w.standIn.setBotPermissions(w.guild.id, DEFAULT_BOT & ~Perm.ManageThreads);
    try {
      const prompt = await w.slash(dan, 'toy', { subcommand: 'resign' }, threadId).response();
      await w.press(dan, prompt, button(prompt, 'Resign')).response();
      const note = await w.standIn.waitForMessage((m) => m.channelId === threadId && /couldn't archive/.test(m.text));
      expect(note.text).toMatch(/I need Manage Threads/);
      expect(w.standIn.channel(threadId)).toMatchObject({ archived: false, locked: false });
    } finally {
      w.standIn.setBotPermissions(w.guild.id, DEFAULT_BOT);
      await w.slash(w.guild.owner, 'settings', { archive: false }).response();
    }
  });
});
