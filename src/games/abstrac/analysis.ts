/**
 * The post-deal analysis shown with each end-of-deal summary: every move of the deal compared
 * with perfect play (the solver's `analyseDeal`, run in the worker pool), as text for the summary
 * message. Per player: how many moves were best, the points lost to imperfect play, and the
 * costliest move. A move's cost is the points of final deal difference it gave away against a
 * perfect opponent (for fullpack, within its half). The analysis is an extra: if the pool fails
 * or is slow, the summary is posted without it.
 */
import { t } from '../../i18n/index.ts';
import { listOf } from '../lists.ts';
import { type DealState, type Player, playerAt, type Seat } from './engine/index.ts';
import type { AnalysisModel } from './render/analysis-table.ts';
import { analyseInWorker, type DealReview, type MoveReview } from './solver/index.ts';

/** The summary waits this long at most for the analysis. */
export const ANALYSIS_TIMEOUT_MS = 5_000;

const moveName = (locale: string, m: MoveReview['move']) =>
  m.type === 'take'
    ? t(locale, 'abstrac.analysis.take', { count: m.count })
    : t(locale, m.first === 'nondealer' ? 'abstrac.analysis.playFirst' : 'abstrac.analysis.playSecond');
const bestName = (locale: string, m: MoveReview) =>
  listOf(
    locale,
    m.bestMoves.map((b) => moveName(locale, b)),
    'or',
  );

function moveText(locale: string, m: MoveReview, index: number): string {
  const played =
    m.move.type === 'take'
      ? t(locale, 'abstrac.analysis.took', { count: m.move.count, cards: m.cards.join(' ') })
      : t(locale, m.move.first === 'nondealer' ? 'abstrac.analysis.choseFirst' : 'abstrac.analysis.choseSecond');
  return t(locale, 'abstrac.analysis.move', { n: index + 1, played, best: bestName(locale, m), cost: m.cost });
}

/** The rows and totals of the analysis image (src/games/abstrac/render/analysis-table.ts), in `locale`. */
export function analysisModel(
  review: DealReview,
  dealNumber: number,
  names: readonly [string, string],
  locale = 'en-US',
): AnalysisModel {
  const name = (seat: Seat) => names[playerAt(dealNumber, seat)];
  return {
    title: t(locale, 'abstrac.analysis.title', { deal: dealNumber + 1 }),
    rows: review.moves.map((m, i) => ({
      n: i + 1,
      who: name(m.seat),
      played: moveName(locale, m.move),
      cards: m.cards.join(' '),
      best: bestName(locale, m),
      cost: m.cost,
    })),
    totals: (['nondealer', 'dealer'] as const).map((seat) => ({
      name: name(seat),
      lost: review.cost[seat],
      best: review.bestCount[seat],
      moves: review.moveCount[seat],
    })),
    ...(locale === 'en-US' ? {} : { locale }),
  };
}

/**
 * The analysis lines for deal `dealNumber` (0-based, for the seats) between `names`, e.g.
 * "alice: 7 of 9 moves best, 12 points lost; costliest move 5, took 2 (K♠ Q♥): best was take 3, −8".
 */
export function analysisLines(
  review: DealReview,
  dealNumber: number,
  names: readonly [string, string],
  locale = 'en-US',
): string[] {
  const seatOf = (seat: Seat): Player => playerAt(dealNumber, seat);
  const lines = [t(locale, 'abstrac.analysis.heading')];
  for (const seat of ['nondealer', 'dealer'] as const) {
    const name = names[seatOf(seat)];
    const made = review.moveCount[seat];
    const lost = review.cost[seat];
    if (lost === 0) {
      lines.push(
        made === 1
          ? t(locale, 'abstrac.analysis.onlyBest', { name })
          : t(locale, 'abstrac.analysis.allBest', { name, count: made }),
      );
      continue;
    }
    let worst = -1;
    review.moves.forEach((m, i) => {
      if (m.seat === seat && (worst < 0 || m.cost > (review.moves[worst]?.cost ?? 0))) worst = i;
    });
    const costliest = review.moves[worst];
    lines.push(
      t(locale, 'abstrac.analysis.someBest', {
        name,
        best: review.bestCount[seat],
        count: made,
        lost: t(locale, 'abstrac.points', { count: lost }),
        move: costliest ? moveText(locale, costliest, worst) : '',
      }),
    );
  }
  return lines;
}

/** The review of a finished deal from the worker pool, or null if it failed or took too long. */
export async function reviewDeal(deal: DealState, onError: (err: unknown) => void): Promise<DealReview | null> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      analyseInWorker(deal),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no analysis in ${ANALYSIS_TIMEOUT_MS} ms`)), ANALYSIS_TIMEOUT_MS);
      }),
    ]);
  } catch (err) {
    onError(err);
    return null;
  } finally {
    clearTimeout(timer);
  }
}
