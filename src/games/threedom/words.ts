/**
 * Threedom's words that several of its texts share (where a pile sits, which line a set is on, a
 * count of cards, a player's score), in a locale: the board's text, its picture (drawn in a render
 * worker, which has the catalogs too), its alt text and the hint say them alike.
 */
import { t } from '../../i18n/index.ts';

/** "top left" … "bottom right" (pile 0 … 8). */
export const pileName = (locale: string, pile: number): string =>
  pile >= 0 && pile <= 8 && Number.isInteger(pile) ? t(locale, `threedom.pile.p${pile as 0}`) : `${pile}`;

/** "top row" … "diagonal from the top right" (LINES' order). */
export const lineName = (locale: string, line: number): string =>
  line >= 0 && line <= 7 && Number.isInteger(line) ? t(locale, `threedom.line.l${line as 0}`) : `${line}`;

export const cardsWord = (locale: string, n: number): string => t(locale, 'threedom.cards', { count: n });
