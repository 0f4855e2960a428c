/**
 * A game's slash command and controls, made from its module: `/<game> challenge` (two-seat games),
 * `/<game> new` (a lobby, for games of more seats), `resign` and `status`; and the handlers of every
 * control id of the game's namespace. A command file is then one line: `gameCommand(module)`.
 * Options are the game's options schema's (src/session/options.ts): read from the subcommand and
 * checked with that schema before anything happens; a refusal names the problem and changes nothing.
 */

import {
  type ChatInputCommandInteraction,
  MessageFlags,
  SlashCommandBuilder,
  type SlashCommandSubcommandBuilder,
} from 'discord.js';
import { anywhere } from '../bot/anywhere.ts';
import type { ParsedCustomId } from '../bot/customId.ts';
import {
  type ComponentHandler,
  type HandlerContext,
  type RoutedInteraction,
  type SlashCommand,
  UserError,
} from '../bot/types.ts';
import { t } from '../i18n/index.ts';
import { catalogGame, parseSession } from './catalog.ts';
import { acceptChallenge, declineChallenge, type InviteClick, openChallenge } from './challenge.ts';
import { answerOf, askerOf, clickOf, displayName } from './click.ts';
import { PACES, paceLabel } from './clock.ts';
import { handAction, showHand } from './hand.ts';
import { lobbyActions, openLobby } from './lobby.ts';
import { handleMove } from './moves.ts';
import { levelName } from './language.ts';
import { addSlashOptions, slashOptions } from './options.ts';
import { isChannelGame } from './place.ts';
import { noteLocale } from './players.ts';
import { askRematch } from './rematch.ts';
import { askResign, confirmResign, showStatus } from './resign.ts';
import { collections } from './store.ts';
import { TEXT } from './text.ts';
import { giveTime } from './time.ts';
import type { AnyGame } from './types.ts';
import { startComputerGame } from './vs-computer.ts';
import { watchGame } from './watch.ts';

/** Option names the layer reads itself; the rest are the game's. */
const LAYER_OPTIONS = new Set(['opponent', 'level', 'invite', 'invite2', 'invite3', 'pace']);

/** The game's own options from the subcommand, validated by its schema (a UserError names the problem). */
export function readOptions(game: AnyGame, i: ChatInputCommandInteraction): unknown {
  const sub = i.options.data[0]?.options ?? [];
  const raw = Object.fromEntries(sub.filter((o) => !LAYER_OPTIONS.has(o.name)).map((o) => [o.name, o.value]));
  const parsed = game.optionsSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new UserError({
      key: 'session.badOption',
      vars: { path: issue?.path.join('.') || 'options', problem: issue?.message ?? 'invalid' },
    });
  }
  return parsed.data;
}

function definition(game: AnyGame) {
  const taken = slashOptions(game.optionsSchema).filter((o) => LAYER_OPTIONS.has(o.name));
  if (taken.length > 0) throw new Error(`${game.id}'s option ${taken[0]?.name} is one the layer reads itself`);
  const data = anywhere(new SlashCommandBuilder()).setName(game.id).setDescription(game.description);
  const withLevel = (s: SlashCommandSubcommandBuilder) =>
    game.computer
      ? s.addStringOption((o) =>
          o
            .setName('level')
            .setDescription(`Against me (the computer): how well I play (default ${game.computer?.defaultLevel})`)
            .addChoices(...(game.computer?.levels ?? []).map((l) => ({ name: l, value: l }))),
        )
      : s;
  // The time control (clock.ts): days per move with a time bank, or untimed; left out, the server's default.
  const withPace = (s: SlashCommandSubcommandBuilder) =>
    s.addStringOption((o) =>
      o
        .setName('pace')
        .setDescription("Days per move, with a time bank (default: the server's /settings pace)")
        .addChoices(
          { name: 'untimed', value: 'untimed' },
          ...PACES.map((p) => ({ name: paceLabel(p), value: String(p) })),
        ),
    );
  if (game.seats.min <= 2)
    data.addSubcommand((s) =>
      withPace(
        withLevel(
          addSlashOptions(
            s
              .setName('challenge')
              .setDescription('Challenge someone to a game')
              .addUserOption((o) => o.setName('opponent').setDescription('Who to play').setRequired(true)),
            game.optionsSchema,
          ),
        ),
      ),
    );
  if (game.seats.max > 2)
    data.addSubcommand((s) => {
      const lobby = addSlashOptions(
        s.setName('new').setDescription(`Open a ${game.name} table others can join`),
        game.optionsSchema,
      );
      for (const name of ['invite', 'invite2', 'invite3'])
        lobby.addUserOption((o) => o.setName(name).setDescription('Someone to invite by name'));
      return withPace(lobby);
    });
  data
    .addSubcommand((s) => s.setName('resign').setDescription('Resign the game of this thread'))
    .addSubcommand((s) => s.setName('status').setDescription('Your games: whose turn, and links to their threads'));
  return data;
}

async function challenge(i: ChatInputCommandInteraction, ctx: HandlerContext, game: AnyGame): Promise<void> {
  const user = i.options.getUser('opponent', true);
  const options = readOptions(game, i);
  const level = i.options.getString('level');
  if (user.id === ctx.client.user?.id) {
    const levels = game.computer?.levels ?? [];
    const chosen = level ?? game.computer?.defaultLevel ?? '';
    if (!levels.includes(chosen))
      throw new UserError((locale) =>
        t(locale, 'session.chooseLevel', { levels: levels.map((l) => levelName(l, locale ?? '')).join(', ') }),
      );
    return startComputerGame(ctx, askerOf(i), answerOf(i, ctx), game, options, chosen);
  }
  if (level !== null) throw new UserError({ key: 'session.levelForComputer' });
  const member = i.options.getMember('opponent') as { displayName?: string } | null;
  return openChallenge(
    ctx,
    askerOf(i),
    answerOf(i, ctx),
    game,
    {
      id: user.id,
      bot: user.bot,
      name: member?.displayName ?? user.globalName ?? user.username,
      member: member !== null,
    },
    options,
  );
}

/** A game's own control (the hint): given the stored session, answered privately. */
function extra(game: AnyGame, action: string): ComponentHandler {
  return {
    defer: 'ephemeral',
    async run(i: RoutedInteraction, ctx: HandlerContext, id: ParsedCustomId) {
      await ctx.res.defer('ephemeral');
      const doc = await collections(ctx.store).sessions.get(id.gameId);
      if (!doc || doc.value.game !== game.id) throw new UserError(TEXT.noGame);
      await game.extras?.[action]?.run({
        session: parseSession(game, doc.value),
        version: doc.version,
        clickedVersion: id.version,
        userId: i.user.id,
        locale: i.locale,
        reply: (content) => ctx.res.reply({ content, ephemeral: true }),
        announce: async (content) => {
          // In a DM or group DM (place.ts) only a click can post, and this one answers privately.
          if (isChannelGame(id.gameId)) return;
          await ctx.sessions.outbox.send(id.gameId, { content, allowedMentions: { users: [] } });
        },
      });
    },
  };
}

/** A click on an invitation's (or a lobby's) button: who, and the message the game's thread opens from. */
function inviteClick(i: RoutedInteraction): InviteClick | null {
  if (!i.isMessageComponent()) return null;
  return {
    userId: i.user.id,
    name: displayName(i),
    message: { channelId: i.message.channelId, messageId: i.message.id },
  };
}

/** The `/<game> new` command's invitees by name. */
function invitees(i: ChatInputCommandInteraction) {
  return ['invite', 'invite2', 'invite3']
    .map((n) => i.options.getUser(n))
    .filter((u) => u !== null)
    .map((u) => ({ id: u.id, name: u.globalName ?? u.username, bot: u.bot }));
}

/** A button of an invitation: run with the click's facts, ignored when not a message's button. */
function onInvite(
  run: (ctx: HandlerContext, click: InviteClick, i: RoutedInteraction, id: ParsedCustomId) => Promise<void>,
  limit?: 'create',
): ComponentHandler {
  return {
    ...(limit ? { limit } : {}),
    run: (i, ctx, id) => {
      const click = inviteClick(i);
      return click ? run(ctx, click, i, id) : undefined;
    },
  };
}

export function gameCommand(game: AnyGame): SlashCommand {
  const lobby = Object.fromEntries(
    Object.entries(lobbyActions(game)).map(([action, run]) => [
      action,
      onInvite(
        (ctx, click, i, id) => run(ctx, click, answerOf(i, ctx), id.gameId),
        action === 'start' ? 'create' : undefined,
      ),
    ]),
  );
  const components: Record<string, ComponentHandler> = {
    accept: onInvite((ctx, click, i, id) => acceptChallenge(ctx, click, answerOf(i, ctx), game, id.gameId), 'create'),
    decline: onInvite((ctx, click, i, id) => declineChallenge(ctx, click, answerOf(i, ctx), game, id.gameId)),
    resign: { run: (i, ctx, id) => confirmResign(i, ctx, game, id, true) },
    keep: { run: (i, ctx, id) => confirmResign(i, ctx, game, id, false) },
    watch: {
      defer: 'ephemeral',
      run: (i, ctx, id) => watchGame(ctx.sessions.at(id.gameId), i.user.id, answerOf(i, ctx), game),
    },
    time: {
      defer: 'update',
      run: (i, ctx, id) => giveTime(ctx.sessions.at(id.gameId), i.user.id, id.version, answerOf(i, ctx)),
    },
    rematch: {
      defer: 'ephemeral',
      limit: 'create',
      run: (i, ctx, id) => askRematch(ctx.sessions.at(id.gameId), i.user.id, answerOf(i, ctx), game),
    },
    ...lobby,
  };
  if (game.hand) {
    components.hand = { defer: 'ephemeral', run: (i, ctx, id) => showHand(i, ctx, game, id) };
    components.step = { run: (i, ctx, id) => handAction(i, ctx, game, id) };
  }
  for (const action of game.moveActions) {
    if (components[action]) throw new Error(`${game.id}: the move action "${action}" is one of the layer's`);
    components[action] = {
      run: (i, ctx, id) => {
        // A board's control answers by updating the message it is on: never a private hand.
        if (i.isMessageComponent() && i.message.flags.has(MessageFlags.Ephemeral)) throw new UserError(TEXT.notOnBoard);
        const values = i.isStringSelectMenu() ? i.values : [];
        const move = game.parseMove(action, id.args, values);
        if (move === undefined) throw new UserError(TEXT.boardChanged);
        return handleMove(clickOf(i, ctx), ctx, catalogGame(ctx, game.id), id, move);
      },
    };
  }
  for (const action of Object.keys(game.extras ?? {})) components[action] = extra(game, action);
  // Every click notes the person's language, for what is later sent to them alone (a DM: players.ts).
  for (const [action, handler] of Object.entries(components))
    components[action] = {
      ...handler,
      run: (i, ctx, id) => {
        void noteLocale(ctx.store, i.user.id, i.locale);
        return handler.run(i, ctx, id);
      },
    };
  return {
    data: definition(game),
    // The game's own texts, then those every game's command shares (challenge, resign, level, ...).
    i18n: [game.id, 'anyGame'],
    namespace: game.id,
    defer: 'reply',
    // Challenges and tables post in the channel: the stricter per-person limit.
    limit: (i) => (['challenge', 'new'].includes(i.options.getSubcommand(false) ?? '') ? 'create' : undefined),
    async execute(i, ctx) {
      void noteLocale(ctx.store, i.user.id, i.locale);
      const sub = i.options.getSubcommand();
      if (sub === 'challenge') return challenge(i, ctx, game);
      if (sub === 'new') return openLobby(ctx, askerOf(i), answerOf(i, ctx), game, readOptions(game, i), invitees(i));
      await ctx.res.defer('ephemeral');
      if (sub === 'resign') return askResign(i, ctx, game);
      return showStatus(i, ctx, game);
    },
    components,
  };
}
