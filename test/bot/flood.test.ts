/**
 * One user's burst cannot fill the bot's REST budget (src/bot/flood.ts): a burst of valid commands is
 * mostly refused, a burst of bad clicks gets its reasons up to the error limit, one "slow down", then
 * silent acknowledgements only (for a command, which cannot be acknowledged silently, its reason in
 * one private reply); another user's genuine click is still answered in time.
 */
import { ActionRowBuilder, ButtonBuilder, ButtonStyle, SlashCommandBuilder } from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCustomId } from '../../src/bot/customId.ts';
import { DEFAULT_FLOOD_LIMITS, FloodGuard } from '../../src/bot/flood.ts';
import { MESSAGES } from '../../src/bot/router.ts';
import type { SlashCommand } from '../../src/bot/types.ts';
import type { InteractionHandle, StandInUser, StoredMessage } from '../../src/tools/standin/index.ts';
import { botWorld, DISCORD_ACK_WINDOW_MS, sleep } from './harness.ts';

const tapId = makeCustomId({ namespace: 'table', action: 'tap', gameId: '-', version: 0 });
let pongs = 0;

const commands: SlashCommand[] = [
  {
    data: new SlashCommandBuilder().setName('ping').setDescription('Ping'),
    async execute(i, { res }) {
      pongs++;
      await res.reply(`pong, ${i.user.username}`);
    },
  },
  {
    data: new SlashCommandBuilder().setName('open').setDescription('Creates something public'),
    limit: 'create',
    async execute(i, { res }) {
      await res.reply(`opened by ${i.user.username}`);
    },
  },
  {
    data: new SlashCommandBuilder().setName('table').setDescription('A table with a button'),
    async execute(_i, { res }) {
      const tap = new ButtonBuilder().setCustomId(tapId).setLabel('Tap').setStyle(ButtonStyle.Primary);
      await res.reply({ content: 'table', components: [new ActionRowBuilder<ButtonBuilder>().addComponents(tap)] });
    },
    components: {
      // A button handler that ignores what is not a button (as the game's Accept does).
      noop: {
        run() {},
      },
      tap: {
        async run(i, { res }) {
          await res.update(`tapped by ${i.user.username}`);
        },
      },
    },
  },
];

let w: Awaited<ReturnType<typeof botWorld>>;
let table: StoredMessage;

beforeAll(async () => {
  w = await botWorld(commands);
  table = await w.standIn
    .runSlashCommand({ user: w.alice, guildId: w.guild.id, channelId: w.channelId, name: 'table' })
    .response();
});
afterAll(() => w?.close());

function flooder(name: string): StandInUser {
  const u = w.standIn.createUser(name);
  w.standIn.addMember(w.guild.id, u);
  return u;
}

/** Every message answering the interaction: its reply or filled placeholder, and follow-ups (not a clicked message). */
const answers = (i: InteractionHandle) =>
  [[4, 5].includes(i.record.ack?.type ?? 0) ? i.original() : undefined, ...i.followUps()].filter(
    (m): m is StoredMessage => m !== undefined && !m.loading,
  );

const { error } = DEFAULT_FLOOD_LIMITS;

describe('flooding', () => {
  it('answers a burst of valid commands, runs few, and tells the user to slow down once', async () => {
    const mallory = flooder('mallory');
    const burst = Array.from({ length: 60 }, () =>
      w.standIn.runSlashCommand({ user: mallory, guildId: w.guild.id, channelId: w.channelId, name: 'ping' }),
    );
    // Bob's click arrives in the middle of the burst.
    const click = w.standIn.clickButton({ user: w.bob, message: table, customId: tapId });
    const acks = await Promise.all(burst.map((i) => i.acknowledged(20_000)));
    const clickAck = await click.acknowledged();
    expect(clickAck.latencyMs).toBeLessThan(DISCORD_ACK_WINDOW_MS);
    await w.standIn.waitFor(() => (table.content === 'tapped by bob' ? true : undefined));
    expect(acks.every((a) => a.status < 300)).toBe(true);

    await sleep(300);
    const texts = burst.flatMap((i) => answers(i).map((m) => m.content));
    expect(pongs).toBeLessThanOrEqual(DEFAULT_FLOOD_LIMITS.command.points);
    expect(texts.filter((t) => t === MESSAGES.slowDown)).toHaveLength(1);
    // Past "slow down", each command still gets one callback, a private reply with its reason: a
    // deferred reply would cost the same and leave "thinking…" for good.
    for (const i of burst) expect(i.record.callbacks.map((c) => c.status < 300)).toEqual([true]);
    expect(burst.filter((i) => i.original()?.loading)).toEqual([]);
    expect(texts.length).toBe(60);
  });

  it('answers bad clicks with their reason up to the error limit, then "slow down" once, then silently', async () => {
    const eve = flooder('eve');
    const forged = ['table:tap:-:01', 'table:tap:-:1.0', 'table:tap:-:0x1', 'table:nope:-:0', 'nobody:tap:-:0'];
    const before = w.standIn.requests.length;
    const clicks: InteractionHandle[] = [];
    for (let k = 0; k < 40; k++) {
      const data = { custom_id: forged[k % forged.length], component_type: 2 };
      clicks.push(
        w.standIn.forge({ user: eve, guildId: w.guild.id, channelId: w.channelId, type: 3, data, message: table }),
      );
      // In order, so that which ones are answered is deterministic.
      await clicks.at(-1)?.acknowledged();
    }
    await sleep(300);
    const texts = clicks.map((i) => answers(i).map((m) => m.content));
    expect(texts.slice(0, error.points)).toEqual(Array.from({ length: error.points }, () => [MESSAGES.noLongerValid]));
    expect(texts[error.points]).toEqual([MESSAGES.slowDown]);
    for (const i of clicks.slice(error.points + 1)) {
      expect(answers(i)).toEqual([]);
      expect(i.record.callbacks.map((c) => c.type)).toEqual([6]);
    }
    // One callback per click, and nothing else for the silent ones.
    expect(w.standIn.requests.length - before).toBe(40);
    expect(table.content).toBe('tapped by bob');
  });

  it("still handles another user's command at once", async () => {
    const i = w.standIn.runSlashCommand({ user: w.alice, guildId: w.guild.id, channelId: w.channelId, name: 'ping' });
    expect((await i.response()).content).toBe('pong, alice');
    expect((await i.acknowledged()).latencyMs).toBeLessThan(DISCORD_ACK_WINDOW_MS);
  });

  it('answers a forged modal submit privately, never with a public "thinking…"', async () => {
    const data = { custom_id: 'table:noop:-:0', components: [] };
    const i = w.standIn.forge({ user: flooder('trent'), guildId: w.guild.id, channelId: w.channelId, type: 5, data });
    expect((await i.privateAnswer()).content).toBe(MESSAGES.noForm);
    expect(w.standIn.messages(w.channelId).filter((m) => m.interactionId === i.id && !m.visibleTo)).toEqual([]);
  });

  it("limits a command that declares limit: 'create' more strictly, one at a time too", async () => {
    const oscar = flooder('oscar');
    const answersOf: string[] = [];
    for (let k = 0; k < DEFAULT_FLOOD_LIMITS.create.points + 2; k++) {
      const i = w.standIn.runSlashCommand({ user: oscar, guildId: w.guild.id, channelId: w.channelId, name: 'open' });
      answersOf.push((await i.response()).content);
    }
    const opened = answersOf.filter((a) => a === 'opened by oscar');
    expect(opened).toHaveLength(DEFAULT_FLOOD_LIMITS.create.points);
    expect(answersOf.slice(-2).every((a) => /^You're doing that too often: try again in \d+ seconds?\.$/.test(a))).toBe(
      true,
    );
  });
});

describe('the in-flight limit', () => {
  it('lets one more interaction wait up to queueMs for a slot, and refuses it only if none frees', async () => {
    const guard = new FloodGuard({ inFlight: 1, queueMs: 300 });
    expect(await guard.take('component', 'u')).toBe(0);
    // The next tap waits while the first is handled, and goes ahead once it ends.
    const started = Date.now();
    const second = guard.take('component', 'u');
    setTimeout(() => guard.done('u'), 50);
    expect(await second).toBe(0);
    expect(Date.now() - started).toBeLessThan(300);
    // With nothing ending, it is refused once queueMs has passed.
    const third = Date.now();
    expect(await guard.take('component', 'u')).toBe(1);
    expect(Date.now() - third).toBeGreaterThanOrEqual(290);
    // Another user is never held up by this one.
    expect(await guard.take('component', 'v')).toBe(0);
  });
});
