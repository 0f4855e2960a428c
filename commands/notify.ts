/**
 * /notify mode:turn|digest|off: turn notices by direct message (src/session/notify.ts). `turn`: one DM
 * per game each time it becomes your turn; `digest`: one DM a day listing the games waiting for you;
 * none while you are away. Private answer; usable in a server or a DM with the bot.
 */

import { SlashCommandBuilder } from 'discord.js';
import { anywhere } from '../src/bot/anywhere.ts';
import { choiceName } from '../src/bot/command-text.ts';
import { type SlashCommand, UserError } from '../src/bot/types.ts';
import { t } from '../src/i18n/index.ts';
import { DAY_MS, EMPTY_PLAYER, NotifyMode, nextPlayerDue, players } from '../src/session/players.ts';
import { NO_GUILD, setDue } from '../src/session/store.ts';
import { stamp } from '../src/session/text.ts';

/** What the answer says for each mode, in the asker's language. */
const said = (locale: string | null | undefined, mode: NotifyMode, next: number): string =>
  mode === 'digest'
    ? t(locale, 'commands.notify.digest', { when: stamp(next) })
    : t(locale, mode === 'turn' ? 'commands.notify.turn' : 'commands.notify.off');

export const command: SlashCommand = {
  data: anywhere(new SlashCommandBuilder())
    .setName('notify')
    .setDescription('Turn notices by direct message: each turn, a daily digest, or off')

    .addStringOption((o) =>
      o
        .setName('mode')
        .setDescription('turn: a DM each time it is your turn · digest: one DM a day · off')
        .setRequired(true)
        .addChoices(
          { name: 'turn', value: 'turn' },
          { name: 'digest', value: 'digest' },
          { name: 'off', value: 'off' },
        ),
    ),
  defer: 'ephemeral',
  async execute(i, ctx) {
    const mode = NotifyMode.safeParse(i.options.getString('mode', true));
    if (!mode.success)
      throw new UserError((locale) =>
        t(locale, 'commands.notify.choose', {
          turn: modeName(locale, 'turn'),
          digest: modeName(locale, 'digest'),
          off: modeName(locale, 'off'),
        }),
      );
    const now = ctx.clock.now();
    const next = now + DAY_MS;
    const saved = await players(ctx.store).update(i.user.id, (cur) => ({
      ...(cur?.value ?? EMPTY_PLAYER),
      notify: mode.data,
      digestAt: mode.data === 'digest' ? (cur?.value.notify === 'digest' ? (cur.value.digestAt ?? next) : next) : null,
    }));
    await setDue(ctx.store, 'u', NO_GUILD, i.user.id, nextPlayerDue(saved.value, now));
    await ctx.res.reply({ content: said(i.locale, mode.data, saved.value.digestAt ?? next), ephemeral: true });
  },
};

/** A mode as the reader's client names the `mode` option's choice. */
const modeName = (locale: string | null | undefined, mode: string) => choiceName(locale, `notify mode:${mode}`) ?? mode;
