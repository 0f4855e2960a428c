/**
 * The alt text of Threedom's pictures: the same facts as the picture, in words, within Discord's
 * 1024 characters (a screen reader reads it; so does a player whose image does not load).
 */

import { count } from '../../../words.ts';
import {
  roundScoreWords,
  scoreWords,
  type ThreedomGridModel,
  type ThreedomLastTurnModel,
  type ThreedomSummaryModel,
} from './model.ts';

const LIMIT = 1024;
const clip = (text: string) => (text.length <= LIMIT ? text : `${text.slice(0, LIMIT - 1)}…`);
const cardsWord = (n: number) => count(n, 'card');

/** A turn in words: "Ann played K♠ on centre and took 10♠ from bottom right; claimed the middle row: …; 30 points." */
export function turnWords(last: ThreedomLastTurnModel, pile: (n: number) => string): string {
  const parts = [
    `${last.player} played ${last.play} on ${pile(last.on)} and took ${last.took} from ${pile(last.from)}`,
  ];
  for (const c of last.claims) parts.push(`claimed the ${c.name}: ${c.cards.join(' ')}`);
  if (last.claims.length > 0) parts.push(`${last.points} points`);
  return `${parts.join('; ')}.`;
}

export function lastTurnText(m: ThreedomGridModel): string {
  const last = m.last;
  if (!last) return '';
  return turnWords(last, (n) => m.piles[n]?.name ?? `pile ${n}`);
}

export function describeThreedomGrid(m: ThreedomGridModel): string {
  const piles = m.piles.map((p) => `${p.name} ${p.top ?? 'empty'} (${p.count})`).join(', ');
  const players = m.players
    .map((p) => `${p.name}: ${scoreWords(p)} (${cardsWord(p.collected.length)} collected)`)
    .join('; ');
  const last = lastTurnText(m);
  return clip(
    `Threedom grid, ${m.title}. Draw pile ${m.drawPile}. Piles: ${piles}. ${last ? `Last turn: ${last} ` : ''}${players}. ${m.status}.`,
  );
}

export function describeThreedomSummary(m: ThreedomSummaryModel): string {
  const players = m.players
    .map(
      (p, n) =>
        `${p.name} collected ${p.collected.join(' ') || 'nothing'}: ${roundScoreWords(p.points, m.totals[n] ?? 0, m.target)}`,
    )
    .join('. ');
  return clip(`${m.title}: ${m.reason}. ${players}. Playing to ${m.target}.`);
}
