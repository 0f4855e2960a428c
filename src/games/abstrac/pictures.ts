/**
 * What Abstrac posts in its thread, drawn from the stored session: the board with the controls of
 * the legal moves only, the end-of-deal summary, the analysis table and the closing line. Player
 * numbers are seats: seat 0 is the challenged player (the first deal's nondealer), seat 1 the
 * challenger or the computer. The board's text names the players in that order, always.
 */
import {
  ActionRowBuilder,
  AttachmentBuilder,
  ButtonBuilder,
  ButtonStyle,
  type MessageActionRowComponentBuilder,
  StringSelectMenuBuilder,
} from 'discord.js';
import { SOURCE_LOCALE, t } from '../../i18n/index.ts';
import { observeRender } from '../../ops/metrics.ts';
import { hintsAllowed } from '../../session/hints.ts';
import { gameLocale } from '../../session/language.ts';
import type { Board, ControlId, Picture, Rows, Session } from '../../session/types.ts';
import { analysisLines, analysisModel, reviewDeal } from './analysis.ts';
import { type DealState, matchView, nondealerOf, type Player, type Seat } from './engine/index.ts';
import {
  abstracModel,
  DEFAULT_THEME,
  describeAbstracBoard,
  renderAbstracBoard,
  renderAbstracSummary,
  renderAnalysisTable,
  type Theme,
} from './render/index.ts';
import type { AbstracSession } from './schema.ts';
import { cardsUpTo, goalWords, variantLabel } from './words.ts';

/** More legal takes than this (unlimited) → a select menu instead of buttons. */
export const MAX_BUTTONS = 5;

/** A picture drawn, its time recorded for the host's metrics. */
async function timed(kind: string, draw: () => Promise<Buffer>): Promise<Buffer> {
  const started = performance.now();
  const png = await draw();
  observeRender(kind, performance.now() - started);
  return png;
}

const seatsOf = (dealNumber: number): Record<Seat, Player> => {
  const nd = nondealerOf(dealNumber);
  return { nondealer: nd, dealer: (1 - nd) as Player };
};

/** The model the renderer needs for deal `dealNumber` (0-based) in state `deal`. */
function model(game: AbstracSession, dealNumber: number, deal: DealState, locale: string) {
  const seats = seatsOf(dealNumber);
  const before: [number, number] = [0, 0];
  for (const r of game.state.results.slice(0, dealNumber)) {
    before[0] += r.scores[0];
    before[1] += r.scores[1];
  }
  const players = {
    nondealer: { name: game.seats[seats.nondealer]?.name ?? '' },
    dealer: { name: game.seats[seats.dealer]?.name ?? '' },
  };
  // Player 0 first, in every picture of the match, as the messages name them.
  const order: [Seat, Seat] = seats.nondealer === 0 ? ['nondealer', 'dealer'] : ['dealer', 'nondealer'];
  const outcome = game.state.outcome;
  const last = outcome !== null && dealNumber === game.state.results.length - 1;
  return abstracModel(
    deal,
    players,
    {
      dealNumber: dealNumber + 1,
      target: game.state.target,
      deals: game.state.deals,
      before: {
        nondealer: before[seats.nondealer],
        dealer: before[seats.dealer],
      },
      order,
      ...(last && outcome
        ? { winner: outcome.winner === seats.nondealer ? ('nondealer' as const) : ('dealer' as const) }
        : {}),
    },
    locale,
  );
}

export function matchLine(game: AbstracSession, locale: string = gameLocale(game)): string {
  const v = matchView(game.state);
  const { target, deals } = game.state;
  return t(locale, 'abstrac.matchLine', {
    variant: variantLabel(locale, game.state.variant),
    a: nameOf(game, 0),
    scoreA: v.totals[0],
    b: nameOf(game, 1),
    scoreB: v.totals[1],
    goal: target !== null ? goalWords(locale, target, null) : goalWords(locale, null, deals),
  });
}

const cardsLabel = (cards: readonly string[]) => cards.join(' ');

function moveRows(game: AbstracSession, id: ControlId, locale: string): Rows {
  const v = matchView(game.state);
  if (v.toMove === null) return [];
  const rows = moveRowsOf(v, id, locale);
  if (hintsAllowed(game as Session)) {
    // Its own row, last: never mistaken for a move, and room for it whatever the moves take.
    const hint = new ButtonBuilder().setCustomId(id('hint')).setLabel(t(locale, 'abstrac.hintLabel')).setEmoji('💡');
    rows.push(
      new ActionRowBuilder<MessageActionRowComponentBuilder>().addComponents(hint.setStyle(ButtonStyle.Secondary)),
    );
  }
  return rows;
}

function moveRowsOf(v: ReturnType<typeof matchView>, id: ControlId, locale: string): Rows {
  const rows: ActionRowBuilder<MessageActionRowComponentBuilder>[] = [];
  if (v.deal.phase === 'choose') {
    rows.push(
      new ActionRowBuilder<MessageActionRowComponentBuilder>().addComponents(
        new ButtonBuilder()
          .setCustomId(id('choose', ['first']))
          .setLabel(t(locale, 'abstrac.playFirstLabel'))
          .setStyle(ButtonStyle.Primary),
        new ButtonBuilder()
          .setCustomId(id('choose', ['second']))
          .setLabel(t(locale, 'abstrac.playSecondLabel'))
          .setStyle(ButtonStyle.Secondary),
      ),
    );
    return rows;
  }
  const takes = v.deal.legalTakes;
  if (takes.length > MAX_BUTTONS) {
    const menu = new StringSelectMenuBuilder()
      .setCustomId(id('pick'))
      .setPlaceholder(t(locale, 'abstrac.takePlaceholder', { range: cardsUpTo(locale, takes.at(-1) ?? 1) }))
      .addOptions(
        takes.map((n) => ({
          label: t(locale, 'abstrac.takeLabel', { count: n }),
          value: String(n),
          description: cardsLabel(v.deal.row.slice(0, n)).slice(0, 100),
        })),
      );
    rows.push(new ActionRowBuilder<MessageActionRowComponentBuilder>().addComponents(menu));
    return rows;
  }
  for (let i = 0; i < takes.length; i += MAX_BUTTONS) {
    rows.push(
      new ActionRowBuilder<MessageActionRowComponentBuilder>().addComponents(
        takes.slice(i, i + MAX_BUTTONS).map((n) =>
          new ButtonBuilder()
            .setCustomId(id('take', [n]))
            .setLabel(
              t(locale, 'abstrac.takeCardsLabel', { count: n, cards: cardsLabel(v.deal.row.slice(0, n)) }).slice(0, 80),
            )
            .setStyle(ButtonStyle.Primary),
        ),
      ),
    );
  }
  return rows;
}

/** The computer's seat in `game`, or null in a game between two people. */
export const computerSeat = (game: AbstracSession): Player | null =>
  game.seats[1]?.computer ? 1 : game.seats[0]?.computer ? 0 : null;

export const nameOf = (game: AbstracSession, p: Player) => game.seats[p]?.name ?? '';

/** The board of the deal in play with the controls of the player to move. */
export async function boardPayload(
  game: AbstracSession,
  id: ControlId,
  theme: Theme = DEFAULT_THEME,
  locale: string = SOURCE_LOCALE,
): Promise<Board> {
  const v = matchView(game.state);
  const drawn = model(game, v.dealNumber, game.state.current, locale);
  const png = await timed('board', () => renderAbstracBoard(drawn, theme));
  const mover = v.toMove;
  const computerMoves = mover !== null && mover === computerSeat(game);
  const lines = [t(locale, 'abstrac.boardHead', { match: matchLine(game, locale), deal: v.dealNumber + 1 })];
  if (mover !== null && computerMoves) {
    lines.push(t(locale, 'abstrac.thinking', { name: nameOf(game, mover) }));
  } else if (mover !== null) {
    const who = `<@${game.seats[mover]?.id}>`;
    if (v.deal.phase === 'choose') {
      lines.push(
        v.deal.halves > 1
          ? t(locale, 'abstrac.chooseHalf', { who, half: v.deal.half + 1 })
          : t(locale, 'abstrac.choose', { who }),
      );
    } else {
      const max = v.deal.legalTakes.at(-1) ?? 1;
      lines.push(t(locale, 'abstrac.yourTurn', { who, range: cardsUpTo(locale, max) }));
    }
  }
  return {
    content: lines.join('\n'),
    // The alt text says what the picture shows (screen readers; Discord's limit is 1024 characters).
    files: [new AttachmentBuilder(png, { name: 'board.png', description: describeAbstracBoard(drawn) })],
    components: computerMoves ? [] : moveRows(game, id, locale),
  };
}

/** The summary image of finished deal `dealNumber` (0-based) and its one-line score. */
export async function dealSummary(
  game: AbstracSession,
  dealNumber: number,
  theme: Theme = DEFAULT_THEME,
): Promise<Picture> {
  const result = game.state.results[dealNumber];
  if (!result) throw new Error(`deal ${dealNumber} has not finished`);
  const locale = gameLocale(game);
  const drawn = model(game, dealNumber, result.deal, locale);
  const png = await timed('summary', () => renderAbstracSummary(drawn, theme));
  return {
    files: [
      new AttachmentBuilder(png, { name: `deal-${dealNumber + 1}.png`, description: describeAbstracBoard(drawn) }),
    ],
    content: t(locale, 'abstrac.dealScores', {
      deal: dealNumber + 1,
      a: nameOf(game, 0),
      scoreA: result.scores[0],
      b: nameOf(game, 1),
      scoreB: result.scores[1],
    }),
  };
}

/**
 * The post-deal analysis of finished deal `dealNumber` (every move against perfect play) as text
 * lines and a table image. It comes from the solver pool; if that fails or is slow
 * (`onAnalysisError`), null: the summary stays without it.
 */
export async function dealAnalysis(
  game: AbstracSession,
  dealNumber: number,
  onAnalysisError: (err: unknown) => void = () => {},
): Promise<{ lines: string[]; file: AttachmentBuilder } | null> {
  const result = game.state.results[dealNumber];
  if (!result) throw new Error(`deal ${dealNumber} has not finished`);
  const review = await reviewDeal(result.deal, onAnalysisError);
  if (!review) return null;
  const locale = gameLocale(game);
  // The table's narrow player column: "Computer" rather than "Computer (strong)".
  const names: [string, string] = [0, 1].map((p) =>
    p === computerSeat(game) ? t(locale, 'abstrac.analysis.computer') : nameOf(game, p as Player),
  ) as [string, string];
  const table = await timed('analysis', () => renderAnalysisTable(analysisModel(review, dealNumber, names, locale)));
  return {
    lines: analysisLines(review, dealNumber, [nameOf(game, 0), nameOf(game, 1)], locale),
    file: new AttachmentBuilder(table, { name: `analysis-${dealNumber + 1}.png` }),
  };
}

/** The closing line of a finished match. */
export function resultLine(game: AbstracSession): string {
  const outcome = game.state.outcome;
  if (!outcome) return '';
  const v = matchView(game.state);
  // Never a mention of the bot itself (the computer).
  const winner =
    outcome.winner === computerSeat(game) ? nameOf(game, outcome.winner) : `<@${game.seats[outcome.winner]?.id}>`;
  const locale = gameLocale(game);
  const score = t(locale, 'abstrac.score', { won: v.totals[outcome.winner], lost: v.totals[1 - outcome.winner] ?? 0 });
  if (outcome.type === 'points') return t(locale, 'abstrac.wins', { winner, score });
  const loser = nameOf(game, outcome.loser);
  return t(locale, outcome.type === 'resigned' ? 'abstrac.resigned' : 'abstrac.forfeited', { loser, winner, score });
}
