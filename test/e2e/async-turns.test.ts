/**
 * Playing over days, through the real client and a controllable clock: `/games` across two
 * servers, away mode (pausing a forfeit that would otherwise fire, the per-server limit, a restart
 * in the middle) and DM turn notices (once per turn, none while away, closed DMs, the daily digest).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deployCommands } from '../../src/bot/deploy.ts';
import { catalogGame, parseSession } from '../../src/session/catalog.ts';
import { listingLines, turnList } from '../../src/session/listing.ts';
import { notifyTurn, playerTimers } from '../../src/session/notify.ts';
import { getPlayer } from '../../src/session/players.ts';
import { tick } from '../../src/session/scheduler.ts';
import { HOUR_MS } from '../../src/session/settings.ts';
import { collections } from '../../src/session/store.ts';
import { ManualClock, startWorld, type World } from '../../src/tools/demo/world.ts';
import type { GuildInfo, StandInUser, StoredMessage } from '../../src/tools/standin/index.ts';
import { playOne, seededPick } from './play.ts';
import { resign } from './sessions.ts';

const DAY = 24 * HOUR_MS;
const T0 = Date.UTC(2026, 2, 2, 9);
const clock = new ManualClock(T0);
let w: World;
let alice: StandInUser;
let bob: StandInUser;
let carol: StandInUser;
let second: GuildInfo;
beforeAll(async () => {
  w = await startWorld({ clock });
  [alice, bob, carol] = w.users as [StandInUser, StandInUser, StandInUser];
  second = w.standIn.createGuild({ name: 'Second Club' });
  for (const u of [alice, bob]) w.standIn.addMember(second.id, u);
  const registry = w.bot.ctx.registry;
  await deployCommands(
    { token: 'stand-in-token', clientId: w.standIn.applicationId, guildId: second.id, apiUrl: w.standIn.apiUrl },
    registry,
  );
  // Global too, as in production: what DMs with the bot offer.
  await deployCommands(
    { token: 'stand-in-token', clientId: w.standIn.applicationId, apiUrl: w.standIn.apiUrl },
    registry,
  );
  await w.standIn.waitFor(() => w.bot.ctx.client.guilds.cache.has(second.id));
});
afterAll(async () => {
  await w?.close();
});

const run = () => tick(w.bot.ctx, [w.guild.id, second.id]);
const sec = (ms: number) => Math.floor(ms / 1000);
const publicIn = (threadId: string) => w.standIn.messages(threadId).filter((m) => m.visibleTo === null);

/** A challenge in the second server, accepted: its thread id once the first board is recorded. */
async function startInSecond(challenger: StandInUser, challenged: StandInUser): Promise<string> {
  const run = w.standIn.runSlashCommand({
    user: challenger,
    guildId: second.id,
    channelId: second.defaultChannelId,
    name: 'abstrac',
    options: { subcommand: 'challenge', opponent: challenged } as never,
  });
  const challenge = await run.response();
  const accept = w.choices(challenge).find((c) => c.label === 'Accept');
  if (!accept) throw new Error(`refused: ${challenge.text}`);
  w.press(challenged, challenge, accept);
  const threadId = await w.standIn.waitFor(() => /the game is on in <#(\d+)>/.exec(challenge.text)?.[1]);
  await w.settled(threadId);
  return threadId;
}

const say = async (user: StandInUser, name: string, options: Record<string, unknown>) =>
  (await w.slash(user, name, options).response()).text;

let here: string; // alice vs bob in the first server: bob (challenged) to move
let there: string; // bob vs alice in the second server: alice to move

describe('/games', () => {
  it('lists every game in every server, their turn first, with links, waits and deadlines', async () => {
    ({ threadId: here } = await w.startGame(alice, bob));
    there = await startInSecond(bob, alice);
    const reply = await w.slash(alice, 'games').response();
    expect(reply.flags & 64).toBe(64);
    const [head, first, next] = reply.text.split('\n');
    expect(head).toBe('2 games in progress, 1 waiting for you.');
    expect(first).toBe(
      `[Second Club](https://discord.com/channels/${second.id}/${there}) · Abstrac · Classic vs bob · 0–0 · **your turn** · waiting since <t:${sec(T0)}:R> · reminder <t:${sec(T0 + DAY)}:R> · forfeit <t:${sec(T0 + 3 * DAY)}:R>`,
    );
    expect(next).toBe(`<#${here}> · Abstrac · Classic vs bob · 0–0 · bob's turn · waiting since <t:${sec(T0)}:R>`);
    // In a DM with the bot: the same list, every game by its server's name and a jump link.
    const dm = await w.standIn.runDmCommand({ user: alice, name: 'games' }).response();
    expect(dm.guildId).toBeNull();
    expect(w.standIn.dms(alice.id).map((m) => m.id)).toContain(dm.id);
    expect(dm.text.split('\n')[2]).toMatch(
      new RegExp(`^\\[Card Club\\]\\(https://discord.com/channels/${w.guild.id}/${here}\\) · Abstrac · `),
    );
    expect(() => w.standIn.runDmCommand({ user: alice, name: 'settings' })).toThrow(/not available in DMs/);
    // Capped to fit a message: what does not fit is counted.
    const capped = await listingLines(w.bot.ctx, await turnList(w.bot.ctx, alice.id), null, 'en-US', 300);
    expect(capped).toHaveLength(2);
    expect(capped[1]).toBe('…and 1 more.');
    // `/abstrac status` is the same listing, for this game.
    const status = await w.slash(bob, 'abstrac', { subcommand: 'status' }).response();
    expect(status.text.split('\n')[0]).toMatch(
      new RegExp(`^<#${here}> · Abstrac · Classic vs alice · 0–0 · \\*\\*your turn\\*\\*`),
    );
    expect(status.text).toContain(`https://discord.com/channels/${second.id}/${there}`);
  });
});

describe('/help', () => {
  it('tells of /games, /away and /notify', async () => {
    const text = JSON.stringify((await w.slash(alice, 'help').response()).embeds);
    for (const name of ['games', 'away', 'notify']) expect(text).toContain(`**/${name}**`);
    expect(text).toContain('Playing over days');
  });
});

describe('/away', () => {
  it('pauses a forfeit that would otherwise fire, across a restart, then the clock runs on', async () => {
    const reply = await say(alice, 'away', { subcommand: 'set', days: 5 });
    const until = T0 + 5 * DAY;
    expect(reply).toMatch(new RegExp(`away until <t:${sec(until)}:f>: no reminders or forfeits in your 2 games`));
    for (const t of [here, there]) {
      const told = publicIn(t).at(-1);
      expect(told?.text).toBe(
        `🏖️ alice is away until <t:${sec(until)}:f>: no reminders or forfeit for them until then, and their clock is paused.`,
      );
      expect(told?.allowedMentions).toEqual({ parse: [] });
    }
    clock.advance(4 * DAY); // past the reminder (1 day) and the forfeit (3 days)
    const report = await run();
    expect(report.forfeited).toEqual([here]); // bob, not away, forfeits; alice does not
    expect(report.reminded).toEqual([]);
    expect((await w.slash(alice, 'games').response()).text).toContain(`you're away until <t:${sec(until)}:f>`);

    await w.restart();
    clock.advance(DAY + HOUR_MS); // the away ended on its own; the deadlines moved on by 5 days
    const back = await run();
    expect(back).toMatchObject({ forfeited: [], reminded: [] });
    const games = (await w.slash(alice, 'games').response()).text;
    expect(games).toContain(`reminder <t:${sec(T0 + 6 * DAY)}:R> · forfeit <t:${sec(T0 + 8 * DAY)}:R>`);
    expect(games).not.toContain('away until');
    clock.advance(DAY);
    expect((await run()).reminded).toEqual([there]);
    clock.advance(2 * DAY);
    expect((await run()).forfeited).toEqual([there]);
    expect(publicIn(there).at(-1)?.text).toMatch(/alice forfeited/);
  });

  it('keeps to the server limit in a rolling 30 days, refusing with the days left', async () => {
    const admin = w.guild.owner;
    const settings = await w.slash(admin, 'settings', { away_days: 7 }).response();
    expect(JSON.stringify(settings.embeds)).toContain('away (`/away`) for **7 days** in any 30');
    const { threadId } = await w.startGame(carol, alice);
    // alice took 5 days in this server's games 5 to 9 days ago: 2 left.
    expect(await say(alice, 'away', { subcommand: 'set', days: 3 })).toBe(
      '**Card Club** allows 7 away days in any 30 days: you have 2 days left there.',
    );
    expect(await say(alice, 'away', { subcommand: 'set', days: 2 })).toMatch(/^You're away until/);
    clock.advance(DAY);
    expect(await say(alice, 'away', { subcommand: 'off' })).toBe('Welcome back: the clocks of your 1 game run again.');
    expect(publicIn(threadId).at(-1)?.text).toBe('👋 alice is back: their clock runs again.');
    expect(await say(alice, 'away', { subcommand: 'off' })).toMatch(/^You're not away/);
    // Only the day actually taken counts: 1 day left.
    expect(await say(alice, 'away', { subcommand: 'set', days: 2 })).toMatch(/you have 1 day left there/);
    // 30 days on, the old away days have left the window.
    clock.advance(30 * DAY);
    expect(await say(alice, 'away', { subcommand: 'set', days: 7 })).toMatch(/^You're away until/);
    await say(alice, 'away', { subcommand: 'off' });
    await w.slash(admin, 'settings', { away_days: 0 }).response();
    expect(await say(alice, 'away', { subcommand: 'set', days: 1 })).toMatch(/allows no away time/);
    await w.slash(admin, 'settings', { away_days: 14 }).response();
    await resign(w, alice, threadId);
  });
});

describe('turn notices by DM', () => {
  const dms = (u: StandInUser) => w.standIn.dms(u.id);

  it('sends one DM per game per turn, with a jump link and no cards, none while away', async () => {
    expect(await say(bob, 'notify', { mode: 'turn' })).toMatch(/direct message each time it becomes your turn/);
    const { threadId } = await w.startGame(carol, bob); // bob to move
    const link = `https://discord.com/channels/${w.guild.id}/${threadId}`;
    const first = await w.standIn.waitFor(() => dms(bob).at(-1));
    expect(first.text).toBe(`🃏 Your turn in **Abstrac** against carol on **Card Club**: ${link}`);
    expect(dms(bob)).toHaveLength(1);
    // A second try at the same version (a retry, another process) sends nothing more.
    const doc = await collections(w.store).sessions.get(threadId);
    if (!doc) throw new Error('no game');
    const game = catalogGame(w.bot.ctx, 'abstrac');
    await Promise.all(
      [1, 2].map(() => notifyTurn(w.bot.ctx.sessions.at(threadId), game, parseSession(game, doc.value), doc.version)),
    );
    expect(dms(bob)).toHaveLength(1);

    // Each board that puts bob to move is one DM, whoever moved before it.
    let expected = 1;
    for (let n = 0; n < 6; n++) {
      const { next } = await playOne(w, threadId, seededPick(10 + n));
      if (w.moverOf(next)?.id === bob.id) expected++;
    }
    expect(expected).toBeGreaterThan(1);
    await w.standIn.waitFor(() => dms(bob).length === expected);
    expect(dms(carol)).toEqual([]); // carol never asked

    await say(bob, 'away', { subcommand: 'set', days: 1 });
    let awayTurns = 0;
    for (let n = 0; n < 6 && awayTurns === 0; n++) {
      const { next } = await playOne(w, threadId, seededPick(20 + n)); // bob, though away, may still play
      if (w.moverOf(next)?.id === bob.id) awayTurns++;
    }
    expect(awayTurns).toBe(1);
    await new Promise((r) => setTimeout(r, 100));
    expect(dms(bob)).toHaveLength(expected);
    await say(bob, 'away', { subcommand: 'off' });
    await resign(w, carol, threadId);
  });

  it('turns itself off when DMs are closed (50007), saying so in the thread once', async () => {
    w.standIn.closeDms(bob.id);
    const { threadId } = await w.startGame(carol, bob);
    const notice = await w.standIn.waitFor(() => publicIn(threadId).find((m) => m.text.startsWith('📪')));
    expect(notice.text).toBe(
      `📪 <@${bob.id}>, I couldn't send you a turn notice: your direct messages are closed to me. I turned notices off; open your DMs and use \`/notify\` to have them again.`,
    );
    expect((await getPlayer(w.store, bob.id)).notify).toBe('off');
    await playOne(w, threadId, seededPick(5));
    await playOne(w, threadId, seededPick(6));
    expect(publicIn(threadId).filter((m) => m.text.startsWith('📪'))).toHaveLength(1);
    w.standIn.closeDms(bob.id, false);
    await resign(w, carol, threadId);
  });

  it('sends the daily digest at most once a day, across restarts', async () => {
    const { threadId } = await w.startGame(bob, alice); // alice to move
    const start = clock.now();
    expect(await say(alice, 'notify', { mode: 'digest' })).toContain(`the first <t:${sec(start + DAY)}:R>`);
    const digests = () => dms(alice).filter((m: StoredMessage) => m.text.startsWith('🗓️'));
    await run();
    expect(digests()).toEqual([]);
    clock.advance(DAY);
    // Two processes at once: one digest.
    await Promise.all([playerTimers(w.bot.ctx, alice.id), playerTimers(w.bot.ctx, alice.id)]);
    await run();
    expect(digests()).toHaveLength(1);
    expect(digests()[0]?.text).toBe(
      `🗓️ Your daily digest: it's your turn in 1 game.\n- **Abstrac** on **Card Club**, waiting since <t:${sec(start)}:R>: https://discord.com/channels/${w.guild.id}/${threadId}`,
    );
    await w.restart();
    clock.advance(HOUR_MS);
    await run();
    expect(digests()).toHaveLength(1);
    clock.advance(DAY);
    await run();
    expect(digests()).toHaveLength(2);
    expect(dms(alice).filter((m) => m.text.startsWith('🃏'))).toEqual([]); // digest mode: no per-turn DMs
  });
});
