/**
 * /tournament new | leave | standings | list: tournaments of any game (src/session/compete). `new`
 * is for members with Manage Server (checked here: a server may show the command to anyone); it
 * posts the sign-up message with Join / Leave, and the scheduler does the rest. Replies to a person
 * are in their language; the sign-up message and the standings are public, in the server's.
 */
import { PermissionFlagsBits, SlashCommandBuilder } from 'discord.js';
import { type SlashCommand, UserError } from '../src/bot/types.ts';
import { GAMES } from '../src/games/catalog.ts';
import { personLocale, t } from '../src/i18n/index.ts';
import { PACES, paceLabel } from '../src/session/clock.ts';
import { answerOf, askerOf, displayName } from '../src/session/click.ts';
import { allGames, FORMATS, type Format } from '../src/session/compete/records.ts';
import {
  createTournament,
  listLine,
  listTournaments,
  MAX_LEAD_MS,
  NAMESPACE,
  parseStart,
  signUp,
  standingsHeading,
  standingsFiles,
  standingsText,
  tournamentOfThread,
  withdraw,
} from '../src/session/compete/tournament.ts';

const FORMAT_LABELS: Record<(typeof FORMATS)[number], string> = {
  swiss: 'Swiss',
  'round-robin': 'Round robin',
  knockout: 'Knockout',
};

export const command: SlashCommand = {
  data: new SlashCommandBuilder()
    .setName('tournament')
    .setDescription('Tournaments: Swiss, round robin or knockout, each game in its own thread')
    .setDMPermission(false)
    .addSubcommand((s) =>
      s
        .setName('new')
        .setDescription('Open a tournament for sign-up (Manage Server)')
        .addStringOption((o) =>
          o
            .setName('game')
            .setDescription('Which game')
            .setRequired(true)
            .addChoices(...GAMES.map((g) => ({ name: g.name, value: g.id }))),
        )
        .addStringOption((o) =>
          o
            .setName('format')
            .setDescription('How players are paired')
            .setRequired(true)
            .addChoices(...FORMATS.map((f) => ({ name: FORMAT_LABELS[f], value: f }))),
        )
        .addStringOption((o) =>
          o
            .setName('pace')
            .setDescription('Days per move of every game, with a time bank')
            .setRequired(true)
            .addChoices(...PACES.map((p) => ({ name: paceLabel(p), value: String(p) }))),
        )
        .addStringOption((o) =>
          o
            .setName('starts')
            .setDescription('When sign-up ends and round 1 starts: in 2h, 3d, 2026-12-01 18:00 (UTC)')
            .setRequired(true)
            .setMaxLength(40),
        )
        .addIntegerOption((o) =>
          o
            .setName('rounds')
            .setDescription('Swiss: how many rounds (default: enough for a winner)')
            .setMinValue(1)
            .setMaxValue(20),
        )
        .addIntegerOption((o) =>
          o
            .setName('table')
            .setDescription('Seats per game (default 2; more for Rummy, seated by standings)')
            .setMinValue(2)
            .setMaxValue(6),
        ),
    )
    .addSubcommand((s) =>
      s.setName('leave').setDescription('Leave the tournament you joined here (after the start: withdraw)'),
    )
    .addSubcommand((s) =>
      s.setName('standings').setDescription("The tournament's standings (this thread's, or the latest)"),
    )
    .addSubcommand((s) => s.setName('list').setDescription("This server's tournaments")),
  limit: (i) => (i.options.getSubcommand(false) === 'new' ? 'create' : undefined),
  async execute(i, ctx) {
    const sub = i.options.getSubcommand();
    const me = personLocale(i);
    if (!i.guildId) throw new UserError(t(me, 'compete.serverOnly'));
    if (sub === 'new') {
      if (!i.memberPermissions?.has(PermissionFlagsBits.ManageGuild)) throw new UserError(t(me, 'compete.adminOnly'));
      const game = GAMES.find((g) => g.id === i.options.getString('game', true));
      if (!game) throw new UserError(t(me, 'compete.gone'));
      const format = i.options.getString('format', true) as Format;
      const tableSize = i.options.getInteger('table') ?? 2;
      if (tableSize < game.seats.min || tableSize > game.seats.max)
        throw new UserError(t(me, 'compete.tableSeats', { game: game.name, min: game.seats.min, max: game.seats.max }));
      if (tableSize > 2 && format !== 'swiss') throw new UserError(t(me, 'compete.tablesSwissOnly'));
      const now = ctx.clock.now();
      const startsAt = parseStart(i.options.getString('starts', true), now);
      if (startsAt === null) throw new UserError(t(me, 'compete.badStart'));
      if (startsAt < now - 60_000 || startsAt > now + MAX_LEAD_MS) throw new UserError(t(me, 'compete.startRange'));
      const rounds = i.options.getInteger('rounds');
      await createTournament(ctx, askerOf(i), answerOf(i, ctx), {
        game,
        format,
        rounds,
        pace: Number(i.options.getString('pace', true)),
        tableSize,
        startsAt: Math.max(startsAt, now),
      });
      return;
    }
    if (sub === 'leave') {
      await ctx.res.defer('ephemeral');
      const said = await withdraw(ctx, { userId: i.user.id, name: displayName(i) }, me, i.guildId);
      await ctx.res.reply({ content: said, ephemeral: true });
      return;
    }
    if (sub === 'list') {
      await ctx.res.defer('ephemeral');
      const found = await listTournaments(ctx, i.guildId);
      const content = found.length
        ? found.map(({ tour }) => listLine(ctx, tour, me)).join('\n')
        : t(me, 'compete.none');
      await ctx.res.reply({ content, ephemeral: true });
      return;
    }
    // standings: this thread's tournament, else the server's latest.
    const found = (await tournamentOfThread(ctx, i.channelId)) ?? (await listTournaments(ctx, i.guildId, 1))[0];
    if (!found) throw new UserError(t(me, 'compete.none'));
    const { id, tour } = found;
    const games = await allGames(ctx.store, id, tour);
    // Public: in the tournament's language (the server's), as its own posts are.
    const server = tour.locale;
    const heading = standingsHeading(
      ctx,
      tour,
      games,
      server,
      Math.max(0, tour.status === 'running' ? tour.round - 1 : tour.round),
    );
    await ctx.res.reply({
      content: standingsText(tour, games, server, heading).slice(0, 2000),
      files: await standingsFiles(ctx, tour, games, server, heading),
      allowedMentions: { parse: [] },
    });
  },
  namespace: NAMESPACE,
  components: {
    join: {
      defer: 'update',
      run: (i, ctx, id) => signUp(ctx, { userId: i.user.id, name: displayName(i) }, answerOf(i, ctx), id.gameId, true),
    },
    leave: {
      defer: 'update',
      run: (i, ctx, id) => signUp(ctx, { userId: i.user.id, name: displayName(i) }, answerOf(i, ctx), id.gameId, false),
    },
  },
};
