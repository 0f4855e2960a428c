/**
 * /league new | join | leave | standings: a server's league (src/session/compete), season by
 * season. `new` (Manage Server, checked here) opens a season for sign-up; at its start the players
 * are cut into divisions of 4 to 8 by rating and each division plays a round robin round by round,
 * each game in its own thread at the league's pace; the standings are posted weekly and at the end,
 * when the top of each division goes up, the bottom down, and the next season starts with the same
 * players. `standings` shows the current season's tables, or (`season`) a past season's as it ended,
 * from division `division` on.
 */
import { PermissionFlagsBits, SlashCommandBuilder } from 'discord.js';
import { type SlashCommand, UserError } from '../src/bot/types.ts';
import { GAMES } from '../src/games/catalog.ts';
import { personLocale, t } from '../src/i18n/index.ts';
import { PACES, paceLabel } from '../src/session/clock.ts';
import { answerOf, askerOf, displayName } from '../src/session/click.ts';
import { competitions, MAX_LEAGUE_PLAYERS } from '../src/session/compete/records.ts';
import {
  createTournament,
  DIVISIONS_SHOWN,
  leagueStandings,
  listTournaments,
  MAX_LEAD_MS,
  nameOf,
  parseStart,
  seasonId,
  sectionsFiles,
  sectionsText,
  signUp,
  tournamentOfThread,
  withdraw,
} from '../src/session/compete/tournament.ts';

export const command: SlashCommand = {
  data: new SlashCommandBuilder()
    .setName('league')
    .setDescription("The server's league: divisions by rating, a season of weeks, promotion and relegation")
    .setDMPermission(false)
    .addSubcommand((s) =>
      s
        .setName('new')
        .setDescription('Open a league season for sign-up (Manage Server)')
        .addStringOption((o) =>
          o
            .setName('game')
            .setDescription('Which game')
            .setRequired(true)
            .addChoices(...GAMES.map((g) => ({ name: g.name, value: g.id }))),
        )
        .addStringOption((o) =>
          o
            .setName('pace')
            .setDescription('Days per move of every game, with a time bank')
            .setRequired(true)
            .addChoices(...PACES.map((p) => ({ name: paceLabel(p), value: String(p) }))),
        )
        .addIntegerOption((o) =>
          o.setName('weeks').setDescription('Weeks in a season').setRequired(true).setMinValue(1).setMaxValue(26),
        )
        .addIntegerOption((o) =>
          o
            .setName('divisions')
            .setDescription('How many divisions (each of 4 to 8 players where the count allows)')
            .setRequired(true)
            .setMinValue(1)
            .setMaxValue(64),
        )
        .addStringOption((o) =>
          o
            .setName('starts')
            .setDescription('When sign-up ends and the season starts: in 2h, 3d, 2026-12-01 18:00 (UTC)')
            .setRequired(true)
            .setMaxLength(40),
        ),
    )
    .addSubcommand((s) => s.setName('join').setDescription("Join this server's league season open for sign-up"))
    .addSubcommand((s) => s.setName('leave').setDescription('Leave (before the start) or withdraw from your league'))
    .addSubcommand((s) =>
      s
        .setName('standings')
        .setDescription("The league's tables, division by division")
        .addIntegerOption((o) =>
          o
            .setName('season')
            .setDescription("A season's tables, a past one's as it ended (default: the current season)")
            .setMinValue(1)
            .setMaxValue(100_000),
        )
        .addIntegerOption((o) =>
          o
            .setName('division')
            .setDescription(`The first division shown (default 1); ${DIVISIONS_SHOWN} are shown at a time`)
            .setMinValue(1)
            .setMaxValue(Math.ceil(MAX_LEAGUE_PLAYERS / 4)),
        ),
    ),
  limit: (i) => (i.options.getSubcommand(false) === 'new' ? 'create' : undefined),
  async execute(i, ctx) {
    const sub = i.options.getSubcommand();
    const me = personLocale(i);
    if (!i.guildId) throw new UserError(t(me, 'compete.serverOnly'));
    if (sub === 'new') {
      if (!i.memberPermissions?.has(PermissionFlagsBits.ManageGuild)) throw new UserError(t(me, 'compete.adminOnly'));
      const game = GAMES.find((g) => g.id === i.options.getString('game', true));
      if (!game) throw new UserError(t(me, 'compete.gone'));
      if (game.seats.min > 2) throw new UserError(t(me, 'compete.tableSeats', { game: game.name, min: 2, max: 2 }));
      const now = ctx.clock.now();
      const startsAt = parseStart(i.options.getString('starts', true), now);
      if (startsAt === null) throw new UserError(t(me, 'compete.badStart'));
      if (startsAt < now - 60_000 || startsAt > now + MAX_LEAD_MS) throw new UserError(t(me, 'compete.startRange'));
      await createTournament(ctx, askerOf(i), answerOf(i, ctx), {
        game,
        format: 'league',
        rounds: 1,
        pace: Number(i.options.getString('pace', true)),
        tableSize: 2,
        startsAt: Math.max(startsAt, now),
        league: { weeks: i.options.getInteger('weeks', true), divisions: i.options.getInteger('divisions', true) },
      });
      return;
    }
    if (sub === 'leave') {
      await ctx.res.defer('ephemeral');
      const said = await withdraw(ctx, { userId: i.user.id, name: displayName(i) }, me, i.guildId);
      await ctx.res.reply({ content: said, ephemeral: true });
      return;
    }
    const leagues = (await listTournaments(ctx, i.guildId, 20)).filter(({ tour }) => tour.format === 'league');
    if (sub === 'join') {
      await ctx.res.defer('ephemeral');
      const open = leagues.find(({ tour }) => tour.status === 'signup');
      if (!open) throw new UserError(t(me, 'compete.noLeague'));
      await signUp(ctx, { userId: i.user.id, name: displayName(i) }, answerOf(i, ctx), open.id, true, true);
      return;
    }
    const thread = await tournamentOfThread(ctx, i.channelId);
    const found = thread?.tour.format === 'league' ? thread : leagues[0];
    if (!found) throw new UserError(t(me, 'compete.noLeague'));
    let { id, tour } = found;
    // Another season of the same league: one keyed read (its id follows from the league's first).
    const season = i.options.getInteger('season');
    if (season !== null && season !== tour.league?.season) {
      const other = seasonId(id, season);
      const doc = await competitions(ctx.store).tournaments.get(other);
      if (!doc?.value.league || doc.value.guildId !== i.guildId)
        throw new UserError(t(me, 'compete.noSeason', { season }));
      id = other;
      tour = doc.value;
    }
    // Public: in the league's language (the server's), as its own posts are.
    const l = tour.locale;
    if (tour.status === 'cancelled') {
      const count = Object.keys(tour.players).length;
      await ctx.res.reply({
        content: t(l, 'compete.cancelledPost', { title: nameOf(ctx, tour, l), count }),
        allowedMentions: { parse: [] },
      });
      return;
    }
    const division = i.options.getInteger('division') ?? 1;
    const shown = await leagueStandings(ctx, id, tour, l, division - 1);
    if (!shown)
      throw new UserError(
        t(me, 'compete.noDivision', {
          division,
          divisions: tour.league?.groups.length ?? 0,
          title: nameOf(ctx, tour, me),
        }),
      );
    await ctx.res.reply({
      content: sectionsText(shown.sections, l, shown.heading).slice(0, 2000),
      files: await sectionsFiles(ctx, shown.sections, l, shown.heading),
      allowedMentions: { parse: [] },
    });
  },
};
