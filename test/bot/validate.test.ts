/**
 * Forged slash commands (stand-in `forge`: options sent unchecked, as a modified client could) are
 * refused by the router before any handler runs: privately, naming the option, and nothing else
 * happens. Valid ones still reach the handler.
 */
import { ChannelType, SlashCommandBuilder } from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SlashCommand } from '../../src/bot/types.ts';
import type { StandInUser } from '../../src/tools/standin/index.ts';
import { userPayload } from '../../src/tools/standin/payloads.ts';
import { botWorld } from './harness.ts';

const runs: string[] = [];

const game: SlashCommand = {
  data: new SlashCommandBuilder()
    .setName('game')
    .setDescription('A game')
    .addSubcommand((s) =>
      s
        .setName('challenge')
        .setDescription('Challenge')
        .addUserOption((o) => o.setName('opponent').setDescription('Who').setRequired(true))
        .addStringOption((o) =>
          o
            .setName('variant')
            .setDescription('Which')
            .addChoices({ name: 'Classic', value: 'classic' }, { name: 'Suits', value: 'suits' }),
        )
        .addIntegerOption((o) => o.setName('target').setDescription('Points').setMinValue(1).setMaxValue(100_000))
        .addNumberOption((o) => o.setName('speed').setDescription('Speed').setMinValue(0.5).setMaxValue(2))
        .addStringOption((o) => o.setName('name').setDescription('Name').setMinLength(2).setMaxLength(32))
        .addBooleanOption((o) => o.setName('hints').setDescription('Hints'))
        .addChannelOption((o) => o.setName('where').setDescription('Where').addChannelTypes(ChannelType.GuildText)),
    )
    .addSubcommand((s) => s.setName('status').setDescription('Status')),
  async execute(i, { res }) {
    runs.push(i.id);
    // What a trusting handler does with its options: echo them publicly.
    await res.reply(`${i.options.getSubcommand()} ${JSON.stringify(i.options.data)}`);
  },
};

let w: Awaited<ReturnType<typeof botWorld>>;
let n = 0;

beforeAll(async () => {
  w = await botWorld([game]);
});
afterAll(() => w?.close());

/** A fresh member for each case, so that no case counts against another's error limit. */
function member(): StandInUser {
  const u = w.standIn.createUser(`tester${n++}`);
  w.standIn.addMember(w.guild.id, u);
  return u;
}

function forge(options: unknown[], resolved?: unknown, name = 'game') {
  const data: Record<string, unknown> = { id: '1000000000000000001', name, type: 1, options: bobId(options) };
  if (resolved) data.resolved = resolved;
  return w.standIn.forge({ user: member(), guildId: w.guild.id, channelId: w.channelId, type: 2, data });
}

const challenge = (...options: unknown[]) => [{ name: 'challenge', type: 1, options }];
/** Bob as the opponent (read when a case runs: the world starts in beforeAll). */
const OPPONENT = { name: 'opponent', type: 6, value: 'bob' };
const bobId = (options: unknown[]): unknown[] =>
  options.map((o) => {
    const opt = o as { value?: unknown; options?: unknown[] };
    if (o === OPPONENT) return { ...OPPONENT, value: w.bob.id };
    return opt.options ? { ...opt, options: bobId(opt.options) } : o;
  });
const bobResolved = () => ({ users: { [w.bob.id]: userPayload(w.bob) } });

describe('slash options checked against the declared definition', () => {
  it('runs the handler for valid options', async () => {
    const i = forge(
      challenge(OPPONENT, { name: 'variant', type: 3, value: 'suits' }, { name: 'target', type: 4, value: 500 }),
      bobResolved(),
    );
    expect((await i.response()).content).toMatch(/^challenge /);
    expect(runs).toContain(i.id);
  });

  it.each([
    ['a value outside the choices', [{ name: 'variant', type: 3, value: 'evil' }], /`variant` must be one of/],
    ['an integer of 0 under min', [{ name: 'target', type: 4, value: 0 }], /`target` must be between 1 and 100000/],
    ['an integer of 10^12 over max', [{ name: 'target', type: 4, value: 1e12 }], /`target` must be between/],
    ['a fraction for an integer', [{ name: 'target', type: 4, value: 1.5 }], /`target` must be a whole number/],
    ['a string for an integer', [{ name: 'target', type: 4, value: '5' }], /`target` must be a whole number/],
    ['a number under min', [{ name: 'speed', type: 10, value: 0.1 }], /`speed` must be between 0.5 and 2/],
    ['NaN-like text for a number', [{ name: 'speed', type: 10, value: 'NaN' }], /`speed` must be a number/],
    ['the wrong declared type', [{ name: 'target', type: 3, value: '5' }], /`target` has the wrong type/],
    ['a string for a boolean', [{ name: 'hints', type: 5, value: 'yes' }], /`hints` must be true or false/],
    ['an over-long string', [{ name: 'name', type: 3, value: 'x'.repeat(5000) }], /`name` must be at most 32/],
    ['a too short string', [{ name: 'name', type: 3, value: 'x' }], /`name` must be at least 2/],
    ['an unknown option', [{ name: 'evil', type: 3, value: 'x' }], /Unknown option `evil`/],
    ['an option given twice', [OPPONENT], /`opponent` was given twice/],
    ['an unresolved channel', [{ name: 'where', type: 7, value: '123456789012345678' }], /`where` must be a channel/],
  ])('refuses %s, naming the option, and runs nothing', async (_label, extra, reason) => {
    const i = forge(challenge(OPPONENT, ...extra), bobResolved());
    const answer = await i.privateAnswer();
    expect(answer.content).toMatch(reason);
    expect(answer.content.length).toBeLessThan(200);
    expect(runs).not.toContain(i.id);
    expect(i.record.ack?.type).toBe(4);
    expect(w.standIn.messages(w.channelId).filter((m) => m.interactionId === i.id && m.visibleTo === null)).toEqual([]);
  });

  it.each([
    ['a missing required option', challenge(), /`opponent` is required/],
    ['an unresolved user', challenge({ name: 'opponent', type: 6, value: '123456789012345678' }), /must be a user/],
    ['an unknown subcommand', [{ name: 'nuke', type: 1, options: [] }], /listed subcommands/],
    ['no subcommand', [{ name: 'target', type: 4, value: 5 }], /listed subcommands/],
    ['two subcommands', [...challenge(OPPONENT), { name: 'status', type: 1, options: [] }], /listed subcommands/],
    ['options under a subcommand without any', [{ name: 'status', type: 1, options: [OPPONENT] }], /Unknown option/],
    ['a mention as an option name', challenge(OPPONENT, { name: '<@&1>', type: 3, value: 'x' }), /Unknown option `1`/],
  ])('refuses %s', async (_label, options, reason) => {
    const i = forge(options, bobResolved());
    expect((await i.privateAnswer()).content).toMatch(reason);
    expect(runs).not.toContain(i.id);
  });

  it('refuses an unknown command privately', async () => {
    const i = forge([], undefined, 'nope');
    expect((await i.privateAnswer()).content).toBe('This command is not available any more.');
  });

  it('never created a thread or a public message for a refused command', () => {
    expect(w.standIn.threads()).toEqual([]);
    const publicAnswers = w.standIn.messages(w.channelId).filter((m) => m.visibleTo === null);
    expect(publicAnswers).toHaveLength(1);
  });
});

describe('every command in commands/ accepts what its definition allows', () => {
  it('passes every subcommand with its required options, and each choice and bound of every option', async () => {
    const { CommandRegistry } = await import('../../src/bot/registry.ts');
    const { optionsRefusal } = await import('../../src/bot/validate.ts');
    const registry = await CommandRegistry.load();
    const user = { id: '123456789012345678' } as never;
    type Def = {
      name: string;
      type: number;
      required?: boolean;
      options?: Def[];
      choices?: { value: unknown }[];
    } & Record<string, unknown>;
    /** The values a definition must accept: each choice, min and max, or one plain value. */
    const accepted = (d: Def): unknown[] => {
      if (d.choices?.length) return d.choices.map((c) => c.value);
      if (d.type === 3) return ['y'.repeat(Number(d.min_length ?? 1)), 'y'.repeat(Number(d.max_length ?? 100))];
      if (d.type === 4 || d.type === 10) return [Number(d.min_value ?? -(2 ** 53)), Number(d.max_value ?? 2 ** 53)];
      if (d.type === 5) return [true, false];
      return ['123456789012345678'];
    };
    const given = (d: Def, value: unknown) => ({ name: d.name, type: d.type, value, user, role: user, channel: user });
    let checked = 0;
    for (const body of registry.toJSON()) {
      const top = (body.options ?? []) as unknown as Def[];
      const subs = top.filter((o) => o.type === 1);
      const leaves: [Def[], (leaf: unknown[]) => unknown[]][] = subs.length
        ? subs.map((s) => [s.options ?? [], (leaf) => [{ name: s.name, type: 1, options: leaf }]])
        : [[top, (leaf) => leaf]];
      for (const [defs, wrap] of leaves) {
        const required = defs.filter((d) => d.required).map((d) => given(d, accepted(d)[0]));
        expect(optionsRefusal(body, wrap(required) as never), `/${body.name}`).toBeUndefined();
        for (const d of defs.filter((x) => !x.required))
          for (const v of accepted(d)) {
            expect(
              optionsRefusal(body, wrap([...required, given(d, v)]) as never),
              `/${body.name} ${d.name}:${v}`,
            ).toBeUndefined();
            checked++;
          }
      }
    }
    expect(checked).toBeGreaterThan(10);
  });
});
