/**
 * The alt text of Threedom's pictures: the same facts as the picture, in words, within Discord's
 * 1024 characters (a screen reader reads it; so does a player whose image does not load), in the
 * model's language.
 */

import { t } from '../../../i18n/index.ts';
import { cardsWord } from '../words.ts';
import {
  localeOf,
  roundScoreWords,
  scoreWords,
  type ThreedomGridModel,
  type ThreedomLastTurnModel,
  type ThreedomSummaryModel,
} from './model.ts';

const LIMIT = 1024;
const clip = (text: string) => (text.length <= LIMIT ? text : `${text.slice(0, LIMIT - 1)}…`);

/** A turn in words: "Ann played K♠ on centre and took 10♠ from bottom right; claimed the middle row: …; 30 points." */
export function turnWords(last: ThreedomLastTurnModel, pile: (n: number) => string, locale = 'en-US'): string {
  const parts = [
    t(locale, 'threedom.turn', {
      name: last.player,
      card: last.play,
      on: pile(last.on),
      took: last.took,
      from: pile(last.from),
    }),
  ];
  for (const c of last.claims)
    parts.push(t(locale, 'threedom.turnClaimed', { line: c.name, cards: c.cards.join(' ') }));
  if (last.claims.length > 0) parts.push(t(locale, 'threedom.points', { count: last.points }));
  return `${parts.join('; ')}.`;
}

export function lastTurnText(m: ThreedomGridModel): string {
  const last = m.last;
  if (!last) return '';
  return turnWords(last, (n) => m.piles[n]?.name ?? `${n}`, localeOf(m));
}

export function describeThreedomGrid(m: ThreedomGridModel): string {
  const locale = localeOf(m);
  const piles = m.piles
    .map((p) =>
      t(locale, 'threedom.alt.pile', { name: p.name, top: p.top ?? t(locale, 'threedom.pic.empty'), count: p.count }),
    )
    .join(', ');
  const players = m.players
    .map((p) =>
      t(locale, 'threedom.alt.player', {
        name: p.name,
        score: scoreWords(p, locale),
        cards: cardsWord(locale, p.collected.length),
      }),
    )
    .join('; ');
  const last = lastTurnText(m);
  return clip(
    t(locale, 'threedom.alt.gridAlt', {
      title: m.title,
      draw: m.drawPile,
      piles,
      last: last ? t(locale, 'threedom.alt.lastTurn', { turn: last }) : '',
      players,
      status: m.status,
    }),
  );
}

export function describeThreedomSummary(m: ThreedomSummaryModel): string {
  const locale = localeOf(m);
  const players = m.players
    .map((p, n) =>
      t(locale, 'threedom.alt.collected', {
        name: p.name,
        cards: p.collected.join(' ') || t(locale, 'threedom.alt.nothing'),
        score: roundScoreWords(p.points, m.totals[n] ?? 0, m.target, locale),
      }),
    )
    .join('. ');
  return clip(t(locale, 'threedom.alt.summaryAlt', { title: m.title, reason: m.reason, players, target: m.target }));
}
