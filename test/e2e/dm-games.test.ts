/**
 * Games where the bot has no thread of its own (src/session/place.ts), through the real client and the
 * stand-in: two friends in a group DM who installed the app to their accounts, and one person in their
 * DM with the bot against the computer. Every board rides on an interaction (the click's answer and
 * its follow-ups); a restart half-way and interaction tokens that expired between two turns change
 * nothing, since the next click carries the next board.
 */
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { CommandRegistry } from '../../src/bot/registry.ts';
import { deployCommands } from '../../src/bot/deploy.ts';
import { CHANNEL_GUILD } from '../../src/session/place.ts';
import { tick } from '../../src/session/scheduler.ts';
import { HOUR_MS } from '../../src/session/settings.ts';
import { collections } from '../../src/session/store.ts';
import { type Choice, ManualClock, startWorld, type World } from '../../src/tools/demo/world.ts';
import {
  type GroupDmModel,
  type StandIn,
  type StandInUser,
  type StoredMessage,
  startStandIn,
} from '../../src/tools/standin/index.ts';
import { playRummyTurns } from '../../src/tools/demo/rummy.ts';
import { playThreedomTurns } from '../../src/tools/demo/threedom.ts';
import { playOne, seededPick } from './play.ts';

let w: World;
let alice: StandInUser;
let bob: StandInUser;
let carol: StandInUser;
let group: GroupDmModel;
let standIn: StandIn;
// The bot's clock, moved on by hand for reminders and forfeits.
const clock = new ManualClock(Date.now());

beforeAll(async () => {
  // Discord's 3 s to answer are kept by the bot itself (it defers after 1 s); a shared test machine
  // under load can stall a cold process that long, and a lost click here has no thread to fall back to.
  standIn = await startStandIn({ settings: { interactionTimeoutMs: 15_000 } });
  w = await startWorld(
    process.env.DEBUG_DM
      ? { standIn, clock, logger: (await import('../../src/log.ts')).createLogger({ level: 'debug' }) }
      : { standIn, clock },
  );
  [alice, bob, carol] = w.users as [StandInUser, StandInUser, StandInUser];
  // Global commands, as `npm run deploy-commands` registers them without GUILD_ID.
  await deployCommands(
    { token: 'stand-in-token', clientId: w.standIn.applicationId, apiUrl: w.standIn.apiUrl },
    await CommandRegistry.load(),
  );
  w.standIn.installToUser(alice);
  w.standIn.installToUser(bob);
  group = w.standIn.createGroupDm([alice, bob, carol], 'friends');
});
afterAll(async () => {
  await w?.close();
  await standIn?.close();
});

const keyOf = (board: StoredMessage) => {
  const id = w.choices(board)[0]?.customId ?? '';
  return id.split(':')[2] ?? '';
};

/** The key of the newest game whose board is in `channelId`, once its first board is posted there. */
async function firstBoard(channelId: string, after = 0): Promise<string> {
  const board = await w.standIn.waitFor(() =>
    w.standIn
      .messages(channelId)
      .slice(after)
      .filter((m) => m.visibleTo === null && w.choices(m).some((c) => c.customId.includes(':in-')))
      .at(-1),
  );
  const key = keyOf(board);
  w.track(key, channelId);
  await w.settled(key);
  return key;
}

/** Between turns: a restart half-way (`at`), and every interaction token expired (days between turns). */
const interruptions = (at: number) => async (turn: number) => {
  if (turn === at) await w.restart();
  if (turn % 3 === 1) w.standIn.expireInteractionTokens();
};

/** `challenger` challenges `challenged` in the group DM; resolves once the first board is posted there. */
async function challengeInGroup(game: string, challenger: StandInUser, challenged: StandInUser, options = {}) {
  const reply = await w.standIn
    .runSlashCommand({
      user: challenger,
      channelId: group.id,
      name: game,
      options: { subcommand: 'challenge', opponent: challenged, ...options } as never,
    })
    .response();
  expect(reply.visibleTo).toBeNull();
  const accept = w.choices(reply).find((c) => c.label === 'Accept');
  if (!accept) throw new Error(`the challenge was refused: ${reply.text}`);
  await w.press(challenged, reply, accept).acknowledged();
  const after = w.standIn.messages(group.id).indexOf(reply) + 1;
  await w.standIn.waitFor(() => /the game is on below/.test(reply.text));
  return { key: await firstBoard(group.id, after), reply };
}

describe('Abstrac in a group DM', () => {
  it('is challenged, accepted and played to the end there, through a restart and expired tokens', async () => {
    const { key } = await challengeInGroup('abstrac', alice, bob, { variant: 'classic', deals: 1 });
    expect(key).toMatch(/^in-\d+$/);
    const session = (await collections(w.store).sessions.get(key))?.value;
    expect(session).toMatchObject({ guildId: '@me', parentChannelId: group.id });
    // /games links to the group DM the game lives in.
    const games = await w.standIn.runSlashCommand({ user: bob, channelId: group.id, name: 'games' }).response();
    expect(games.text).toContain(`(https://discord.com/channels/@me/${group.id})`);
    // /export there gives the record so far of the person's game in progress there.
    const exported = await w.standIn.runSlashCommand({ user: alice, channelId: group.id, name: 'export' }).response();
    expect(exported.visibleTo).toBe(alice.id);
    expect(exported.attachments[0]?.filename).toBe(`abstrac-${key}-so-far.json`);
    const pick = seededPick(7);
    for (let moves = 1; moves < 400; moves++) {
      if (moves === 6) await w.restart();
      // Days between turns: every token so far has expired; the next click carries the next board.
      if (moves % 3 === 0) w.standIn.expireInteractionTokens();
      const { next } = await playOne(w, key, pick);
      if (/wins the match/.test(next.text)) break;
    }
    expect((await collections(w.store).sessions.get(key))?.value.status).toBe('finished');
    // The result counts on the players' own record of games outside servers.
    const stats = await w.standIn.runSlashCommand({ user: bob, channelId: group.id, name: 'stats' }).response();
    const record = (stats.embeds as { description?: string }[] | undefined)?.[0]?.description ?? '';
    expect(record).toMatch(/^Games played outside servers/);
    expect(record).toMatch(/\*\*Abstrac[^*]*\*\*: #\d of 2 · 1 game/);
    // Nothing went to a thread, and the bot never posted in the group DM on its own.
    expect(w.standIn.messages(group.id).some((m) => /wins the match/.test(m.text))).toBe(true);
  }, 120_000);
});

describe('Threedom and Rummy in a group DM', () => {
  it('play whole games through private hands, the boards following each click', async () => {
    if (process.env.DEBUG_DM) onTestFailed(() => console.log(w.standIn.transcript().split('\n').slice(-60).join('\n')));
    const levels = { [alice.id]: 'casual', [bob.id]: 'strong' } as const;
    const threedom = (await challengeInGroup('threedom', bob, alice, { target: 40 })).key;
    await playThreedomTurns(w, threedom, levels, 5, interruptions(3));
    expect((await collections(w.store).sessions.get(threedom))?.value.status).toBe('finished');

    const rummy = (await challengeInGroup('rummy', alice, bob, { hands: 1 })).key;
    await playRummyTurns(w, rummy, levels, 9, interruptions(4));
    expect((await collections(w.store).sessions.get(rummy))?.value.status).toBe('finished');
    // A hand is only ever shown to its player.
    for (const m of w.standIn.messages(group.id))
      if (/^\*\*Your hand\*\* ·|^Your cards:/.test(m.text)) expect(m.visibleTo, m.text).not.toBeNull();
  }, 300_000);
});

describe("in the bot's DM, against the computer", () => {
  /** `/<game> challenge opponent:<the bot>` in alice's DM with the bot; the key of the game once its first board is up. */
  async function againstMe(game: string, options: Record<string, unknown>) {
    const reply = await w.standIn
      .runDmCommand({
        user: alice,
        name: game,
        options: { subcommand: 'challenge', opponent: w.standIn.bot, ...options } as never,
      })
      .response(60_000);
    await w.standIn.waitFor(() => /the game is on below/.test(reply.text), 60_000);
    return firstBoard(reply.channelId, w.standIn.messages(reply.channelId).indexOf(reply) + 1);
  }

  it('plays Abstrac, Threedom and Rummy to the end there', async () => {
    const abstrac = await againstMe('abstrac', { level: 'casual', deals: 1 });
    const pick = seededPick(3);
    for (let turn = 0; turn < 400; turn++) {
      await w.settled(abstrac);
      await interruptions(2)(turn);
      const doc = await collections(w.store).sessions.get(abstrac);
      if (doc?.value.status === 'finished') break;
      await playOne(w, abstrac, (choices) => pick(choices.filter((c) => c.label !== 'Hint'))).catch((err) => {
        if (process.env.DEBUG_DM) console.log(w.standIn.transcript().split('\n').slice(-30).join('\n'));
        throw err;
      });
    }
    expect((await collections(w.store).sessions.get(abstrac))?.value.status).toBe('finished');

    const threedom = await againstMe('threedom', { level: 'casual', target: 40 });
    await playThreedomTurns(w, threedom, { [alice.id]: 'casual' }, 11, interruptions(2));
    expect((await collections(w.store).sessions.get(threedom))?.value.status).toBe('finished');

    const rummy = await againstMe('rummy', { level: 'casual', hands: 1 });
    await playRummyTurns(w, rummy, { [alice.id]: 'casual' }, 13, interruptions(2));
    expect((await collections(w.store).sessions.get(rummy))?.value.status).toBe('finished');
  }, 300_000);

  it('says why a person cannot be challenged there, and a table needs a server', async () => {
    const person = await w.standIn
      .runDmCommand({ user: alice, name: 'abstrac', options: { subcommand: 'challenge', opponent: bob } as never })
      .response();
    expect(person.visibleTo).toBe(alice.id);
    expect(person.text).toMatch(/Only you and I are in this DM/);
    const table = await w.standIn
      .runSlashCommand({ user: alice, channelId: group.id, name: 'rummy', options: { subcommand: 'new' } as never })
      .response();
    expect(table.text).toMatch(/A table others join needs the bot in the server/);
  });
});

describe('where the bot cannot post on its own', () => {
  it('posts a board a click could not carry when a player asks for the status there', async () => {
    const { key } = await challengeInGroup('abstrac', bob, alice, { variant: 'classic', deals: 1 });
    const board = w.liveBoard(key) as StoredMessage;
    const version = w.versionOf(board);
    // Discord refuses the click's follow-ups: the move is saved, its next board has nowhere to go.
    const refused = w.standIn.failRoute({
      method: 'POST',
      route: /^\/webhooks\/\d+\/[^/]+$/,
      status: 403,
      times: Infinity,
    });
    const mover = w.moverOf(board) as StandInUser;
    const choice = w.choices(board).find((c) => c.label !== 'Hint') as Choice;
    await w.press(mover, board, choice).acknowledged();
    await w.standIn.waitFor(async () => ((await collections(w.store).sessions.get(key))?.version ?? 0) > version);
    // The board and then the refusal's answer were both refused.
    await w.standIn.waitFor(() => refused.hits >= 2);
    refused.clear();
    // Nothing to play on in the group DM now: the clicked board's controls went with its answer.
    expect(w.liveBoard(key)).toBeUndefined();
    const status = w.standIn.runSlashCommand({
      user: alice,
      channelId: group.id,
      name: 'abstrac',
      options: { subcommand: 'status' } as never,
    });
    expect((await status.response()).visibleTo).toBe(alice.id);
    const next = await w.waitForNext(key, version);
    expect(next.visibleTo).toBeNull();
    await w.settled(key);
    await resignIn(key, alice);
  }, 120_000);

  it("says so where a server's moderators turned external apps off, and plays there when they are on", async () => {
    const elsewhere = w.standIn.createGuild({ name: 'Elsewhere', appInstalled: false });
    w.standIn.addMember(elsewhere.id, alice);
    w.standIn.addMember(elsewhere.id, bob);
    const challenge = () =>
      w.standIn
        .runSlashCommand({
          user: alice,
          guildId: elsewhere.id,
          channelId: elsewhere.defaultChannelId,
          name: 'threedom',
          options: { subcommand: 'challenge', opponent: bob } as never,
        })
        .response();
    w.standIn.setExternalApps(elsewhere.id, false);
    const off = await challenge();
    expect(off.visibleTo).toBe(alice.id);
    expect(off.text).toMatch(/turned off external apps here/);
    w.standIn.setExternalApps(elsewhere.id, true);
    const on = await challenge();
    expect(on.visibleTo).toBeNull();
    expect(w.choices(on).map((c) => c.label)).toContain('Accept');
  });
});

describe('reminders and forfeits without a thread', () => {
  it('reminds whoever is to move by DM, and tells both players a forfeit by DM', async () => {
    const { key } = await challengeInGroup('threedom', alice, bob, { target: 40 });
    const mover = w.moverOf(w.liveBoard(key) as StoredMessage) as StandInUser;
    const dmAbout = (user: StandInUser, mark: string) =>
      w.standIn.dms(user.id).find((m) => m.text.startsWith(mark) && m.text.includes(group.id));
    // A game outside servers keeps the default hours: reminded after 24 h, forfeited after 72 h.
    clock.advance(25 * HOUR_MS);
    expect((await tick(w.bot.ctx, [CHANNEL_GUILD])).reminded).toContain(key);
    const reminder = await w.standIn.waitFor(() => dmAbout(mover, '⏰'));
    expect(reminder.text).toMatch(/If you don't play within 47 h, you forfeit the game/);
    expect(w.standIn.messages(group.id).some((m) => m.text.startsWith('⏰'))).toBe(false);
    clock.advance(48 * HOUR_MS);
    expect((await tick(w.bot.ctx, [CHANNEL_GUILD])).forfeited).toContain(key);
    expect((await collections(w.store).sessions.get(key))?.value.status).toBe('finished');
    for (const user of [alice, bob]) {
      const told = await w.standIn.waitFor(() => dmAbout(user, '🏁'));
      expect(told.text).toMatch(/forfeit/i);
    }
  }, 120_000);
});

/** `who` resigns the game `key` in its DM or group DM (`/<game> resign` there, then Resign). */
async function resignIn(key: string, who: StandInUser) {
  const game = (await collections(w.store).sessions.get(key))?.value.game ?? '';
  const channelId = w.channelOf(key);
  const ask = await w.standIn
    .runSlashCommand({ user: who, channelId, name: game, options: { subcommand: 'resign' } as never })
    .response();
  const yes = w.choices(ask).find((c) => c.label === 'Resign');
  if (!yes) throw new Error(`no Resign: ${ask.text}`);
  await w.press(who, ask, yes).acknowledged();
  await w.standIn.waitFor(async () => (await collections(w.store).sessions.get(key))?.value.status === 'finished');
  await w.settled(key);
}
