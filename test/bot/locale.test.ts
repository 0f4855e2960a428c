/**
 * The router's own answers follow the interaction's `locale` (the user's Discord language): a German
 * user gets a German refusal, naming an option as their client shows it, while an English user
 * (and one whose language the bot does not speak) still gets English. Through the stand-in, whose
 * users carry their client's locale.
 */
import { ActionRowBuilder, ButtonBuilder, ButtonStyle, MessageFlags, SlashCommandBuilder } from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { command as away } from '../../commands/away.ts';
import { MESSAGES } from '../../src/bot/router.ts';
import type { SlashCommand } from '../../src/bot/types.ts';
import type { StandInUser } from '../../src/tools/standin/index.ts';
import { botWorld } from './harness.ts';

const EPHEMERAL = MessageFlags.Ephemeral;
const runs: string[] = [];

const board: SlashCommand = {
  data: new SlashCommandBuilder().setName('board').setDescription('A board with a button'),
  async execute(_i, { res }) {
    await res.reply({
      content: 'board',
      components: [
        new ActionRowBuilder<ButtonBuilder>().addComponents(
          new ButtonBuilder().setCustomId('oldgame:take:g0:1').setLabel('Take').setStyle(ButtonStyle.Primary),
        ),
      ],
    });
  },
};

/** /away, but recording its runs instead of touching anyone's games: its definition is what is under test. */
const awayProbe: SlashCommand = {
  ...away,
  async execute(i, { res }) {
    runs.push(i.id);
    await res.reply('away');
  },
};

let w: Awaited<ReturnType<typeof botWorld>>;
let n = 0;

beforeAll(async () => {
  w = await botWorld([board, awayProbe]);
});
afterAll(() => w?.close());

/** A fresh member whose Discord client speaks `locale` (fresh, so no case counts against another's error limit). */
function member(locale?: string): StandInUser {
  const u = w.standIn.createUser(`player${n++}`, undefined, locale);
  w.standIn.addMember(w.guild.id, u);
  return u;
}

async function clickGone(user: StandInUser) {
  const posted = await w.standIn
    .runSlashCommand({ user, guildId: w.guild.id, channelId: w.channelId, name: 'board' })
    .response();
  return w.standIn.clickButton({ user, message: posted, customId: 'oldgame:take:g0:1' }).response();
}

/** `/away set` as `user` sends it, with the `days` options given (a forged body, so the option checks at the edge answer). */
const awaySet = (user: Parameters<typeof w.standIn.forge>[0]['user'], options: unknown[]) =>
  w.standIn.forge({
    user,
    guildId: w.guild.id,
    channelId: w.channelId,
    type: 2,
    data: { id: '1000000000000000001', name: 'away', type: 1, options: [{ name: 'set', type: 1, options }] },
  });

describe("the router's answers in the user's language", () => {
  it('answers a German user in German, privately', async () => {
    const answer = await clickGone(member('de'));
    expect(answer.content).toBe('Dieser Knopf gilt nicht mehr.');
    expect(answer.flags & EPHEMERAL).toBe(EPHEMERAL);
  });

  it('answers an English user, and one whose language it does not speak, in English', async () => {
    expect((await clickGone(member('en-US'))).content).toBe(MESSAGES.noLongerValid);
    expect((await clickGone(member('ko'))).content).toBe(MESSAGES.noLongerValid);
  });

  it('answers a Latin American Spanish user in Spanish', async () => {
    expect((await clickGone(member('es-419'))).content).toBe('Este botón ya no es válido.');
  });

  it("refuses a German user's out-of-range option in German, naming it as their client shows it", async () => {
    const forged = awaySet(member('de'), [{ name: 'days', type: 4, value: 99 }]);
    const answer = await forged.privateAnswer();
    expect(answer.content).toBe('Die Option `tage` muss zwischen 1 und 30 liegen.');
    expect(runs).not.toContain(forged.id);
  });

  it('refuses the same option in English for an English user', async () => {
    const forged = awaySet(member(), []);
    expect((await forged.privateAnswer()).content).toBe('Option `days` is required.');
    expect(runs).not.toContain(forged.id);
  });

  it('refuses a Russian user in Russian, the option named in Russian', async () => {
    const forged = awaySet(member('ru'), [{ name: 'days', type: 4, value: 0 }]);
    expect((await forged.privateAnswer()).content).toBe('Параметр `дни` должен быть от 1 до 30.');
  });
});
