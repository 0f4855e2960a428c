/**
 * Abstrac's words that several of its texts share (the variant's name, a count of cards, the match's
 * goal), in a locale: the board's text, its picture (drawn in a render worker, which has the catalogs
 * too) and its alt text say them alike.
 */
import { t } from '../../i18n/index.ts';
import type { Seat, Variant } from './engine/types.ts';

export const variantLabel = (locale: string, variant: Variant): string => t(locale, `abstrac.variant.${variant}`);

export const seatLabel = (locale: string, seat: Seat): string => t(locale, `abstrac.seat.${seat}`);

/** "3 cards". */
export const cardsWord = (locale: string, n: number): string => t(locale, 'abstrac.cards', { count: n });

/** "1 card", "1 or 2 cards", "1 to 5 cards": a take of 1 up to `max`. */
export function cardsUpTo(locale: string, max: number): string {
  if (max <= 1) return cardsWord(locale, 1);
  return t(locale, max === 2 ? 'abstrac.cardsOr' : 'abstrac.cardsTo', { min: 1, count: max });
}

/** The match's goal: "to 500", "3 deals", "to 500 or 3 deals". */
export function goalWords(locale: string, target: number | null, deals: number | null): string {
  if (deals !== null && target !== null) return t(locale, 'abstrac.goalBoth', { target, count: deals });
  if (deals !== null) return t(locale, 'abstrac.goalDeals', { count: deals });
  return t(locale, 'abstrac.goalTarget', { target: target ?? 500 });
}

/** The match's goal as a picture's corner says it: "First to 500", or the deals played; '' when neither. */
export function pictureGoal(locale: string, match: { target: number | null; deals: number | null }): string {
  if (match.target !== null) return t(locale, 'abstrac.pic.firstTo', { target: match.target });
  return match.deals !== null ? goalWords(locale, null, match.deals) : '';
}
