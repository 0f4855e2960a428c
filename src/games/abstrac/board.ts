/**
 * What the bot posts in a game thread, built from the stored game: the board image with the
 * buttons of the legal moves only (STYLE 3), the end-of-deal summary, the result. Only the
 * player to move is pinged (allowed mentions restricted to that user).
 */
import {
  ActionRowBuilder,
  AttachmentBuilder,
  ButtonBuilder,
  ButtonStyle,
  type MessageActionRowComponentBuilder,
  StringSelectMenuBuilder,
} from 'discord.js';
import { makeCustomId } from '../../bot/customId.ts';
import { type DealState, matchView, nondealerOf, type Player, type Seat } from '../../engine/abstrac/index.ts';
import {
  abstracModel,
  DEFAULT_THEME,
  describeAbstracBoard,
  renderAbstracBoard,
  renderAbstracSummary,
  type Theme,
} from '../../render/abstrac.ts';
import { VARIANT_LABELS } from '../../render/abstracBoard.ts';
import { renderAnalysisTable } from '../../render/analysisTable.ts';
import { analysisLines, analysisModel, reviewDeal } from './analysis.ts';
import { hintsAllowed } from './hint.ts';
import type { GameRecord } from './records.ts';

export const NAMESPACE = 'abstrac';
/** More legal takes than this (unlimited) → a select menu instead of buttons. */
export const MAX_BUTTONS = 5;

export interface Payload {
  content: string;
  files: AttachmentBuilder[];
  components: ActionRowBuilder<MessageActionRowComponentBuilder>[];
  allowedMentions: { users: string[] };
}

const seatsOf = (dealNumber: number): Record<Seat, Player> => {
  const nd = nondealerOf(dealNumber);
  return { nondealer: nd, dealer: (1 - nd) as Player };
};

/** The model the renderer needs for deal `dealNumber` (0-based) in state `deal`. */
function model(game: GameRecord, dealNumber: number, deal: DealState) {
  const seats = seatsOf(dealNumber);
  const before: [number, number] = [0, 0];
  for (const r of game.match.results.slice(0, dealNumber)) {
    before[0] += r.scores[0];
    before[1] += r.scores[1];
  }
  const players = {
    nondealer: { name: game.names[seats.nondealer] },
    dealer: { name: game.names[seats.dealer] },
  };
  return abstracModel(deal, players, {
    dealNumber: dealNumber + 1,
    target: game.match.target,
    deals: game.match.deals,
    before: {
      nondealer: before[seats.nondealer],
      dealer: before[seats.dealer],
    },
  });
}

export function matchLine(game: GameRecord): string {
  const v = matchView(game.match);
  const goal = game.match.target !== null ? `to ${game.match.target}` : `${game.match.deals} deals`;
  return `**Abstrac · ${VARIANT_LABELS[game.match.variant]}** · ${game.names[0]} ${v.totals[0]} – ${game.names[1]} ${v.totals[1]} (${goal})`;
}

const cardsLabel = (cards: readonly string[]) => cards.join(' ');

function moveRows(threadId: string, version: number, game: GameRecord) {
  const v = matchView(game.match);
  const id = (action: string, args: (string | number)[] = []) =>
    makeCustomId({
      namespace: NAMESPACE,
      action,
      gameId: threadId,
      version,
      args,
    });
  if (v.toMove === null) return [];
  const rows = moveRowsOf(v, id);
  if (hintsAllowed(game)) {
    // Its own row, last: never mistaken for a move, and room for it whatever the moves take.
    const hint = new ButtonBuilder().setCustomId(id('hint')).setLabel('Hint').setEmoji('💡');
    rows.push(
      new ActionRowBuilder<MessageActionRowComponentBuilder>().addComponents(hint.setStyle(ButtonStyle.Secondary)),
    );
  }
  return rows;
}

function moveRowsOf(
  v: ReturnType<typeof matchView>,
  id: (action: string, args?: (string | number)[]) => string,
): ActionRowBuilder<MessageActionRowComponentBuilder>[] {
  const rows: ActionRowBuilder<MessageActionRowComponentBuilder>[] = [];
  if (v.deal.phase === 'choose') {
    rows.push(
      new ActionRowBuilder<MessageActionRowComponentBuilder>().addComponents(
        new ButtonBuilder()
          .setCustomId(id('choose', ['first']))
          .setLabel('Play first')
          .setStyle(ButtonStyle.Primary),
        new ButtonBuilder()
          .setCustomId(id('choose', ['second']))
          .setLabel('Play second')
          .setStyle(ButtonStyle.Secondary),
      ),
    );
    return rows;
  }
  const takes = v.deal.legalTakes;
  if (takes.length > MAX_BUTTONS) {
    const menu = new StringSelectMenuBuilder()
      .setCustomId(id('pick'))
      .setPlaceholder(`Take 1 to ${takes.at(-1)} cards`)
      .addOptions(
        takes.map((n) => ({
          label: `Take ${n}`,
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
            .setLabel(`Take ${n} (${cardsLabel(v.deal.row.slice(0, n))})`.slice(0, 80))
            .setStyle(ButtonStyle.Primary),
        ),
      ),
    );
  }
  return rows;
}

/** The board of the deal in play with the next buttons; `version` is the game's store version. */
export async function boardPayload(
  threadId: string,
  version: number,
  game: GameRecord,
  theme: Theme = DEFAULT_THEME,
): Promise<Payload> {
  const v = matchView(game.match);
  const drawn = model(game, v.dealNumber, game.match.current);
  const png = await renderAbstracBoard(drawn, theme);
  const mover = v.toMove;
  const lines = [`${matchLine(game)} · deal ${v.dealNumber + 1}`];
  if (mover !== null && game.computer && mover === 1) {
    lines.push(`${game.names[mover]} is thinking…`);
  } else if (mover !== null) {
    const who = `<@${game.players[mover]}>`;
    if (v.deal.phase === 'choose') {
      const half = v.deal.halves > 1 ? ` (half ${v.deal.half + 1})` : '';
      lines.push(`${who}, you are the nondealer${half}: do you play first or second?`);
    } else {
      const max = v.deal.legalTakes.at(-1) ?? 1;
      lines.push(`${who}, your turn: take ${max === 1 ? '1 card' : `1 to ${max} cards`}.`);
    }
  }
  return {
    content: lines.join('\n'),
    // The alt text says what the picture shows (screen readers; Discord's limit is 1024 characters).
    files: [new AttachmentBuilder(png, { name: 'board.png', description: describeAbstracBoard(drawn) })],
    components: game.computer && mover === 1 ? [] : moveRows(threadId, version, game),
    allowedMentions: { users: mover === null || (game.computer && mover === 1) ? [] : [game.players[mover]] },
  };
}

/** The summary image of finished deal `dealNumber` (0-based) and its one-line score. */
export async function dealSummary(
  game: GameRecord,
  dealNumber: number,
  theme: Theme = DEFAULT_THEME,
): Promise<{ files: AttachmentBuilder[]; line: string }> {
  const result = game.match.results[dealNumber];
  if (!result) throw new Error(`deal ${dealNumber} has not finished`);
  const drawn = model(game, dealNumber, result.deal);
  const png = await renderAbstracSummary(drawn, theme);
  return {
    files: [
      new AttachmentBuilder(png, { name: `deal-${dealNumber + 1}.png`, description: describeAbstracBoard(drawn) }),
    ],
    line: `Deal ${dealNumber + 1}: ${game.names[0]} ${result.scores[0]}, ${game.names[1]} ${result.scores[1]}.`,
  };
}

/**
 * The post-deal analysis of finished deal `dealNumber` (every move against perfect play) as text
 * lines and a table image. It comes from the solver pool; if that fails or is slow
 * (`onAnalysisError`), null: the summary stays without it.
 */
export async function dealAnalysis(
  game: GameRecord,
  dealNumber: number,
  onAnalysisError: (err: unknown) => void = () => {},
): Promise<{ lines: string[]; file: AttachmentBuilder } | null> {
  const result = game.match.results[dealNumber];
  if (!result) throw new Error(`deal ${dealNumber} has not finished`);
  const review = await reviewDeal(result.deal, onAnalysisError);
  if (!review) return null;
  // The table's narrow player column: "Computer" rather than "Computer (strong)".
  const names = game.names.map((n, p) => (game.computer && p === 1 ? 'Computer' : n)) as [string, string];
  const table = await renderAnalysisTable(analysisModel(review, dealNumber, names));
  return {
    lines: analysisLines(review, dealNumber, game.names),
    file: new AttachmentBuilder(table, { name: `analysis-${dealNumber + 1}.png` }),
  };
}

/** The closing line of a finished match. */
export function resultLine(game: GameRecord): string {
  const outcome = game.match.outcome;
  if (!outcome) return '';
  const v = matchView(game.match);
  // Never a mention of the bot itself (the computer).
  const winner = game.computer && outcome.winner === 1 ? game.names[1] : `<@${game.players[outcome.winner]}>`;
  const score = `${v.totals[outcome.winner]} to ${v.totals[1 - outcome.winner]}`;
  if (outcome.type === 'points') return `🏆 ${winner} wins the match, ${score}.`;
  const loser = game.names[outcome.loser];
  return outcome.type === 'resigned'
    ? `🏳️ ${loser} resigned: ${winner} wins the match (${score}).`
    : `⌛ ${loser} forfeited (no move in time): ${winner} wins the match (${score}).`;
}
