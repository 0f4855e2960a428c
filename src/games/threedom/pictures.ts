/**
 * What Threedom posts in its thread, drawn from the stored session: the grid after every turn (the
 * only public control is the layer's **Your hand** button), the round summary and the closing line.
 * Seat 0 is the challenged player, seat 1 the challenger or the computer; texts name them in that
 * order, always.
 */
import { AttachmentBuilder } from 'discord.js';
import { SOURCE_LOCALE, t } from '../../i18n/index.ts';
import type { Theme } from '../../render/theme.ts';
import { gameLocale } from '../../session/language.ts';
import type { Board, Picture } from '../../session/types.ts';
import { pointsOf, toMove } from './engine/index.ts';
import type { RoundEnd, RoundState, Seat, ThreedomEvent } from './engine/types.ts';
import { describeThreedomGrid, describeThreedomSummary, turnWords } from './render/alt.ts';
import {
  roundScoreWords,
  scoreWords,
  type ThreedomGridModel,
  type ThreedomPlayerModel,
  type ThreedomSummaryModel,
} from './render/model.ts';
import { renderThreedomGrid, renderThreedomSummary } from './render/pooled.ts';
import type { ThreedomSession } from './schema.ts';
import { lineName, pileName } from './words.ts';

export const nameOf = (s: ThreedomSession, seat: number) => s.seats[seat]?.name ?? '';
export const computerSeat = (s: ThreedomSession): Seat | null =>
  s.seats[1]?.computer ? 1 : s.seats[0]?.computer ? 0 : null;

/** Why a round ended, in words (`reason` after "The round is over:"). */
export const reasonWords = (locale: string, reason: RoundEnd): string => t(locale, `threedom.reason.${reason}`);

function playerModel(s: ThreedomSession, seat: Seat, round: RoundState, total: number, moving: boolean) {
  const collected = round.collected[seat === s.state.match.starter ? 'p1' : 'p2'];
  return {
    name: nameOf(s, seat),
    collected,
    points: pointsOf(collected),
    total,
    toMove: moving,
  } satisfies ThreedomPlayerModel;
}

export function gridModel(s: ThreedomSession, locale: string = SOURCE_LOCALE): ThreedomGridModel {
  const { match, last } = s.state;
  const round = match.current;
  const mover = toMove(match);
  const status =
    match.winner !== null
      ? t(locale, 'threedom.wins', { name: nameOf(s, match.winner) })
      : mover === computerSeat(s)
        ? t(locale, 'threedom.thinking', { name: nameOf(s, mover as Seat) })
        : t(locale, 'threedom.toPlay', { name: nameOf(s, mover as Seat) });
  const shownLast = last && last.round === match.round && match.winner === null ? last : null;
  return {
    title: t(locale, 'threedom.title', { round: match.round + 1, target: match.target }),
    piles: round.piles.map((pile, n) => ({ name: pileName(locale, n), top: pile.at(-1) ?? null, count: pile.length })),
    drawPile: round.drawPile.length,
    last: shownLast && {
      player: nameOf(s, shownLast.seat),
      play: shownLast.play,
      on: shownLast.on,
      took: shownLast.took,
      from: shownLast.from,
      claims: shownLast.claims.map((c) => ({ ...c, name: lineName(locale, c.line) })),
      claimed: shownLast.claimed,
      points: shownLast.points,
    },
    // Once the game is over, the round shown is the last one scored: its points are in the totals already.
    players: [0, 1].map((seat) => {
      const banked = round.ended === null ? 0 : pointsOf(round.collected[seat === match.starter ? 'p1' : 'p2']);
      return playerModel(s, seat as Seat, round, (match.scores[seat] ?? 0) - banked, seat === mover);
    }) as unknown as ThreedomGridModel['players'],
    status,
    ...(locale === SOURCE_LOCALE ? {} : { locale }),
  };
}

/** The board's first line, its scores from the grid's model: the same figures and words as the picture. */
export function matchLine(s: ThreedomSession, model: ThreedomGridModel = gridModel(s)): string {
  const m = s.state.match;
  const locale = model.locale ?? SOURCE_LOCALE;
  const scores = model.players.map((p) => `${p.name} ${scoreWords(p, locale)}`).join(' – ');
  return t(locale, 'threedom.matchLine', { target: m.target, round: m.round + 1, scores });
}

/** The grid and whose turn it is; the player to move opens **Your hand** (the layer adds the button). */
export async function boardPayload(s: ThreedomSession, theme: Theme, locale: string = SOURCE_LOCALE): Promise<Board> {
  const model = gridModel(s, locale);
  const png = await renderThreedomGrid(model, theme);
  const match = s.state.match;
  const mover = toMove(match);
  const lines = [matchLine(s, model)];
  if (mover !== null && mover === computerSeat(s))
    lines.push(t(locale, 'threedom.thinking', { name: nameOf(s, mover) }));
  else if (mover !== null)
    lines.push(
      // The how-to is said once, in the hand it concerns, not on every board.
      t(locale, 'threedom.yourTurn', { who: `<@${s.seats[mover]?.id}>` }),
    );
  return {
    content: lines.join('\n'),
    files: [new AttachmentBuilder(png, { name: 'grid.png', description: describeThreedomGrid(model) })],
    components: [],
  };
}

/** Round `n`'s totals before it and after it, by seat. */
function roundTotals(s: ThreedomSession, n: number): { before: [number, number]; after: [number, number] } {
  const match = s.state.match;
  const summary = match.history[n];
  if (!summary) throw new Error(`round ${n} has not finished`);
  const before: [number, number] = [0, 0];
  for (const h of match.history.slice(0, n)) {
    before[0] += h.points[0];
    before[1] += h.points[1];
  }
  return { before, after: [before[0] + summary.points[0], before[1] + summary.points[1]] };
}

/** The picture of finished round `n`, the last finished one (the engine keeps that one whole), or null. */
export function summaryModel(
  s: ThreedomSession,
  n: number,
  locale: string = SOURCE_LOCALE,
): ThreedomSummaryModel | null {
  const match = s.state.match;
  const summary = match.history[n];
  const round = match.previous;
  if (!summary || !round || n !== match.history.length - 1) return null;
  const { before, after } = roundTotals(s, n);
  const collected = (seat: Seat) => round.collected[seat === summary.starter ? 'p1' : 'p2'];
  return {
    title: t(locale, 'threedom.summaryTitle', { round: n + 1 }),
    reason: t(locale, `threedom.ended.${summary.ended}`),
    players: ([0, 1] as const).map((seat) => ({
      name: nameOf(s, seat),
      collected: collected(seat),
      points: summary.points[seat],
      total: before[seat],
      toMove: false,
    })) as unknown as ThreedomSummaryModel['players'],
    totals: after,
    target: match.target,
    ...(locale === SOURCE_LOCALE ? {} : { locale }),
  };
}

/** The summary of finished round `n` (0-based): a picture when it is the last finished round (the
 *  engine keeps that one whole), else its points in words. */
export async function roundSummary(s: ThreedomSession, n: number, theme: Theme): Promise<Picture> {
  const match = s.state.match;
  const summary = match.history[n];
  if (!summary) throw new Error(`round ${n} has not finished`);
  const locale = gameLocale(s);
  const totals = roundTotals(s, n).after;
  // The scores in the summary picture's words: "30 this round · 245 of 500".
  const scores = ([0, 1] as const)
    .map((seat) => `${nameOf(s, seat)} ${roundScoreWords(summary.points[seat], totals[seat], match.target, locale)}`)
    .join(' – ');
  const line = t(locale, 'threedom.summaryLine', { round: n + 1, reason: reasonWords(locale, summary.ended), scores });
  const model = summaryModel(s, n, locale);
  if (!model) return { content: line, files: [] };
  const png = await renderThreedomSummary(model, theme);
  return {
    content: line,
    files: [new AttachmentBuilder(png, { name: `round-${n + 1}.png`, description: describeThreedomSummary(model) })],
  };
}

/**
 * What the board a move was played on says once the next board is posted, in place of its "your
 * turn" line: the turn in the grid's own words ("→ Ann played K♠ on centre and took 10♠ from bottom
 * right; claimed the middle row: K♦ K♠ K♥; 30 points."), and the round's end if it ended. '' for a
 * change that played nothing on it (a resignation, a forfeit: the layer says those itself).
 * A Threedom move is chosen in the private hand, so the layer's update of the clicked message never
 * reaches the public board; the layer's removal of the old board's controls is the place for this.
 */
export function playedLine(s: ThreedomSession, events: readonly ThreedomEvent[]): string {
  const last = s.state.last;
  if (last === null || !events.some((e) => e.type === 'played')) return '';
  const locale = gameLocale(s);
  const claims = last.claims.map((c) => ({ ...c, name: lineName(locale, c.line) }));
  const turn = turnWords({ ...last, claims, player: nameOf(s, last.seat) }, (n) => pileName(locale, n), locale);
  const ended = events.find((e) => e.type === 'round-ended');
  const over =
    ended && ended.type === 'round-ended'
      ? ` ${t(locale, 'threedom.roundOver', { reason: reasonWords(locale, ended.reason) })}`
      : '';
  return `→ ${turn}${over}`;
}

/** The closing line of a finished game. */
export function resultLine(s: ThreedomSession): string {
  const m = s.state.match;
  if (m.winner === null) return '';
  const w = m.winner;
  const winner = w === computerSeat(s) ? nameOf(s, w) : `<@${s.seats[w]?.id}>`;
  const locale = gameLocale(s);
  const score = t(locale, 'threedom.score', { won: m.scores[w] ?? 0, lost: m.scores[1 - w] ?? 0 });
  if (!m.resigned) return t(locale, 'threedom.winsGame', { winner, score });
  const loser = nameOf(s, m.resigned.seat);
  return t(locale, m.resigned.how === 'resigned' ? 'threedom.resigned' : 'threedom.forfeited', {
    loser,
    winner,
    score,
  });
}
