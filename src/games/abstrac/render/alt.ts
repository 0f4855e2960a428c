/**
 * The board in words, for the image's alt text (Discord's attachment
 * `description`, read by screen readers, at most 1024 characters) and for logs.
 * Says what the picture says, from the same model, in the model's language.
 */
import { t } from '../../../i18n/index.ts';
import { arrangeCards } from '../engine/scoring.ts';
import { seatLabel, variantLabel } from '../words.ts';
import { statusLine } from './board.ts';
import { type AbstracRenderModel, localeOf, seatOrder } from './model.ts';
import { combinationLabel } from './panel.ts';

/** Discord's limit for an attachment description. */
export const ALT_TEXT_MAX = 1024;

export function describeAbstracBoard(model: AbstracRenderModel): string {
  const { view, players, match } = model;
  const locale = localeOf(model);
  const parts: string[] = [];
  parts.push(
    t(locale, 'abstrac.alt.titleAlt', {
      variant: variantLabel(locale, view.variant),
      half: view.halves > 1 ? t(locale, 'abstrac.alt.half', { half: view.half + 1, halves: view.halves }) : '',
      deal: match === null ? '' : t(locale, 'abstrac.alt.deal', { deal: match.dealNumber }),
    }),
  );
  parts.push(t(locale, 'abstrac.alt.status', { status: statusLine(model) }));
  if (view.row.length > 0) parts.push(t(locale, 'abstrac.alt.row', { cards: view.row.join(' ') }));
  for (const seat of seatOrder(model)) {
    const taken = view.taken[seat];
    const cards = taken.length === 0 ? t(locale, 'abstrac.alt.nothing') : arrangeCards(taken).join(' ');
    const combos = view.score?.seats[seat].combinations.map((c) => `${combinationLabel(c)} ${c.points}`) ?? [];
    const half = view.fullpack?.halves[view.half]?.seats[seat];
    if (half !== undefined && half.cardsTaken > 0) {
      const { longestSuit, longestRun, largestSet } = half;
      combos.push(
        t(locale, 'abstrac.alt.fullpack', {
          suit: longestSuit.count,
          run: longestRun.length,
          set: largestSet.count,
          score: half.score,
        }),
      );
    }
    const scored = combos.length > 0 ? ` (${combos.join(', ')})` : '';
    parts.push(
      t(locale, 'abstrac.alt.seatAlt', {
        name: players[seat].name,
        seat: seatLabel(locale, seat),
        cards,
        scored,
        total: view.totals[seat],
      }),
    );
  }
  if (match !== null) {
    const order = seatOrder(model);
    const before = order.map((seat) => `${players[seat].name} ${match.before[seat]}`).join(', ');
    parts.push(
      match.target === null
        ? t(locale, 'abstrac.alt.before', { scores: before })
        : t(locale, 'abstrac.alt.beforeTarget', { scores: before, target: match.target }),
    );
    if (view.phase === 'finished') {
      const after = order.map((seat) => `${players[seat].name} ${match.before[seat] + view.totals[seat]}`);
      parts.push(t(locale, 'abstrac.alt.after', { scores: after.join(', ') }));
    }
    if (match.winner !== undefined) parts.push(t(locale, 'abstrac.alt.winner', { name: players[match.winner].name }));
  }
  const text = parts.join(' ');
  return text.length <= ALT_TEXT_MAX ? text : `${text.slice(0, ALT_TEXT_MAX - 1)}…`;
}
