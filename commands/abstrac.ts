/**
 * /abstrac challenge | resign | status, and the game's buttons (custom ids
 * `abstrac:<action>:<threadId|challengeId>:<version>[:arg]`). The logic lives in src/games/abstrac/.
 */
import { Events, SlashCommandBuilder } from 'discord.js';
import { type SlashCommand, UserError } from '../src/bot/types.ts';
import { matchView, VARIANTS, type Variant } from '../src/engine/abstrac/index.ts';
import { VARIANT_LABELS } from '../src/render/abstracBoard.ts';
import { acceptChallenge, declineChallenge, openChallenge } from '../src/games/abstrac/challenge.ts';
import { DEFAULT_LEVEL, LEVELS, type Level, resumeGames, startComputerGame } from '../src/games/abstrac/computer.ts';
import { endGame, ensureBoard, handleMove } from '../src/games/abstrac/flow.ts';
import { handleHint } from '../src/games/abstrac/hint.ts';
import { endBy, playerOf } from '../src/games/abstrac/game.ts';
import { activeGames, collections } from '../src/games/abstrac/store.ts';
import { startScheduler } from '../src/games/scheduler.ts';
import { closeSharedPool, sharedPool } from '../src/solver/index.ts';

/** After the client is ready, the solver pool is started this much later. */
const WARM_UP_DELAY_MS = 1_000;

const data = new SlashCommandBuilder()
  .setName('abstrac')
  .setDescription('Abstrac, the card-taking game for two')
  .setDMPermission(false)
  .addSubcommand((s) =>
    s
      .setName('challenge')
      .setDescription('Challenge someone to a match')
      .addUserOption((o) => o.setName('opponent').setDescription('Who to play').setRequired(true))
      .addStringOption((o) =>
        o
          .setName('variant')
          .setDescription('Which Abstrac (default classic)')
          .addChoices(VARIANTS.map((v) => ({ name: VARIANT_LABELS[v], value: v }))),
      )
      .addIntegerOption((o) =>
        o.setName('target').setDescription('Points to win (default 500)').setMinValue(1).setMaxValue(100_000),
      )
      .addIntegerOption((o) =>
        o.setName('deals').setDescription('Play this many deals instead').setMinValue(1).setMaxValue(50),
      )
      .addStringOption((o) =>
        o
          .setName('level')
          .setDescription('Against me (the computer): how well I play (default strong)')
          .addChoices(LEVELS.map((l) => ({ name: l, value: l }))),
      )
      .addBooleanOption((o) =>
        o.setName('hints').setDescription('Allow the Hint button (accepting agrees; always on against me)'),
      ),
  )
  .addSubcommand((s) => s.setName('resign').setDescription('Resign the game of this thread'))
  .addSubcommand((s) => s.setName('status').setDescription('Your games: whose turn, and links to their threads'));

export const command: SlashCommand = {
  data,
  async execute(i, ctx) {
    const sub = i.options.getSubcommand();
    if (sub === 'challenge') {
      const user = i.options.getUser('opponent', true);
      const member = i.options.getMember('opponent') as {
        displayName?: string;
      } | null;
      const deals = i.options.getInteger('deals');
      const variant = (i.options.getString('variant') ?? 'classic') as Variant;
      const target = i.options.getInteger('target') ?? (deals === null ? 500 : null);
      // Challenging the bot itself is a game against the computer; other bots are refused.
      if (user.id === ctx.client.user?.id)
        return startComputerGame(i, ctx, {
          level: (i.options.getString('level') ?? DEFAULT_LEVEL) as Level,
          variant,
          target,
          deals,
        });
      return openChallenge(i, ctx, {
        opponent: {
          id: user.id,
          bot: user.bot,
          name: member?.displayName ?? user.globalName ?? user.username,
        },
        variant,
        target,
        deals,
        hints: i.options.getBoolean('hints') ?? false,
      });
    }
    // The challenge is public (a slow one is auto-deferred publicly); status and resign answer privately.
    if (sub !== 'challenge') await ctx.res.defer('ephemeral');
    if (sub === 'resign') {
      const threadId = await gameThreadFor(i.guildId, i.channelId, i.user.id, ctx);
      await endGame(ctx, threadId, (g) => {
        const player = g ? playerOf(g, i.user.id) : null;
        if (!g || player === null) throw new UserError("This isn't your game.");
        return endBy(g, player, 'resigned').game;
      });
      return ctx.res.reply({ content: 'You resigned.', ephemeral: true });
    }
    const reposted = await ensureBoard(ctx, i.channelId).catch(() => false);
    const lines: string[] = [];
    for (const g of await activeGames(ctx.store, i.guildId ?? '', i.user.id)) {
      const game = (await collections(ctx.store).games.get(g.threadId))?.value;
      if (game?.status !== 'active') continue;
      const v = matchView(game.match);
      const me = playerOf(game, i.user.id) ?? 0;
      const turn = v.toMove === me ? '**your turn**' : `${game.names[1 - me]}'s turn`;
      lines.push(
        `<#${g.threadId}> · ${VARIANT_LABELS[game.match.variant]} vs ${game.names[1 - me]} · ${v.totals[me]}–${v.totals[1 - me]} · ${turn}`,
      );
    }
    if (reposted) lines.unshift('The latest board was missing here: I posted it again.');
    if (lines.length === 0) lines.push('You have no Abstrac game in progress. Start one with `/abstrac challenge`.');
    return ctx.res.reply({
      content: lines.join('\n'),
      ephemeral: true,
      allowedMentions: { users: [] },
    });
  },
  defer: 'reply',
  components: {
    accept: {
      run: (i, ctx, id) => (i.isMessageComponent() ? acceptChallenge(i, ctx, id.gameId) : undefined),
    },
    decline: {
      run: (i, ctx, id) => (i.isMessageComponent() ? declineChallenge(i, ctx, id.gameId) : undefined),
    },
    choose: {
      run: (i, ctx, id) =>
        handleMove(i, ctx, id, {
          type: 'choose',
          first: id.args[0] === 'first' ? 'nondealer' : 'dealer',
        }),
    },
    take: {
      run: (i, ctx, id) => handleMove(i, ctx, id, { type: 'take', count: Number(id.args[0]) }),
    },
    hint: {
      defer: 'ephemeral',
      run: (i, ctx, id) => handleHint(i, ctx, id),
    },
    pick: {
      run: (i, ctx, id) =>
        handleMove(i, ctx, id, {
          type: 'take',
          count: Number(i.isStringSelectMenu() ? i.values[0] : Number.NaN),
        }),
    },
  },
  /**
   * Reminders, forfeits and expiries every minute, and the solver's worker pool: started once the
   * client is ready (a worker takes about a second of CPU to load, better not spent during login;
   * a move before then starts it on demand), with any computer turn left over by the last stop.
   * The disposer stops both when the bot stops.
   */
  init(ctx) {
    const stopScheduler = startScheduler(ctx);
    let warm: NodeJS.Timeout | undefined;
    ctx.client.once(Events.ClientReady, () => {
      warm = setTimeout(() => {
        sharedPool()
          .warmUp()
          .catch((err) => ctx.logger.warn({ err }, 'the solver pool did not start; it is retried on first use'));
        // A computer turn, a post or a booking left over by the last stop.
        void resumeGames(ctx);
      }, WARM_UP_DELAY_MS);
      warm.unref();
    });
    return async () => {
      clearTimeout(warm);
      await stopScheduler();
      await closeSharedPool();
    };
  },
};

/** The game to resign: this thread's, or the user's only active game. */
async function gameThreadFor(
  guildId: string | null,
  channelId: string,
  userId: string,
  ctx: Parameters<SlashCommand['execute']>[1],
): Promise<string> {
  if (await collections(ctx.store).games.get(channelId)) return channelId;
  const mine = await activeGames(ctx.store, guildId ?? '', userId);
  if (mine.length === 1 && mine[0]) return mine[0].threadId;
  throw new UserError(
    mine.length === 0
      ? 'You have no game in progress.'
      : "Use `/abstrac resign` in the thread of the game you're leaving.",
  );
}
