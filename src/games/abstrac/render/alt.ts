/**
 * The board in words, for the image's alt text (Discord's attachment
 * `description`, read by screen readers, at most 1024 characters) and for logs.
 * Says what the picture says, from the same model.
 */
import { arrangeCards } from '../engine/scoring.ts';
import { statusLine, VARIANT_LABELS } from './board.ts';
import { type AbstracRenderModel, seatOrder } from './model.ts';
import { combinationLabel } from './panel.ts';

/** Discord's limit for an attachment description. */
export const ALT_TEXT_MAX = 1024;

export function describeAbstracBoard(model: AbstracRenderModel): string {
  const { view, players, match } = model;
  const parts: string[] = [];
  const half = view.halves > 1 ? ` half ${view.half + 1} of ${view.halves}` : '';
  parts.push(`Abstrac ${VARIANT_LABELS[view.variant]}${half}${match === null ? '' : `, deal ${match.dealNumber}`}.`);
  parts.push(`${statusLine(model)}.`);
  if (view.row.length > 0) parts.push(`Row, top first: ${view.row.join(' ')}.`);
  for (const seat of seatOrder(model)) {
    const taken = view.taken[seat];
    const cards = taken.length === 0 ? 'nothing' : arrangeCards(taken).join(' ');
    const combos = view.score?.seats[seat].combinations.map((c) => `${combinationLabel(c)} ${c.points}`) ?? [];
    const half = view.fullpack?.halves[view.half]?.seats[seat];
    if (half !== undefined && half.cardsTaken > 0) {
      const { longestSuit, longestRun, largestSet } = half;
      combos.push(`suit ${longestSuit.count} × run ${longestRun.length} × set ${largestSet.count} = ${half.score}`);
    }
    const scored = combos.length > 0 ? ` (${combos.join(', ')})` : '';
    parts.push(`${players[seat].name}, ${seat}, took ${cards}${scored}: ${view.totals[seat]}.`);
  }
  if (match !== null) {
    const order = seatOrder(model);
    const before = order.map((seat) => `${players[seat].name} ${match.before[seat]}`);
    parts.push(
      `Match before this deal: ${before.join(', ')}${match.target === null ? '' : `, first to ${match.target}`}.`,
    );
    if (view.phase === 'finished') {
      const after = order.map((seat) => `${players[seat].name} ${match.before[seat] + view.totals[seat]}`);
      parts.push(`After it: ${after.join(', ')}.`);
    }
    if (match.winner !== undefined) parts.push(`${players[match.winner].name} wins the match.`);
  }
  const text = parts.join(' ');
  return text.length <= ALT_TEXT_MAX ? text : `${text.slice(0, ALT_TEXT_MAX - 1)}…`;
}
