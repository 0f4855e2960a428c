/**
 * What Threedom's pictures draw, as plain data: the module (src/games/threedom/pictures.ts) builds
 * it from a stored game, so the renderers know nothing of seats, rounds or the engine, and the alt
 * text is made from the same model as the picture.
 */
import type { SuitedCard } from '../../../cards/card.ts';
import { t } from '../../../i18n/index.ts';

export interface ThreedomPileModel {
  /** The name a player says and the controls use: "top left" … "bottom right". */
  name: string;
  top: SuitedCard | null;
  count: number;
}

export interface ThreedomClaimModel {
  /** "top row", "diagonal from the top left". */
  name: string;
  piles: readonly [number, number, number];
  cards: readonly [SuitedCard, SuitedCard, SuitedCard];
}

export interface ThreedomLastTurnModel {
  player: string;
  play: SuitedCard;
  on: number;
  took: SuitedCard;
  from: number;
  claims: readonly ThreedomClaimModel[];
  /** Every card the claims took (a pile in two lines gives one card) and their points. */
  claimed: readonly SuitedCard[];
  points: number;
}

export interface ThreedomPlayerModel {
  name: string;
  collected: readonly SuitedCard[];
  /** Points of `collected` (this round). */
  points: number;
  /** The match total before this round's points. */
  total: number;
  toMove: boolean;
}

/** A player's score as every message says it, the picture, its alt text and the board's text alike. */
export function scoreWords(p: Pick<ThreedomPlayerModel, 'points' | 'total'>, locale = 'en-US'): string {
  return t(locale, 'threedom.scoreWords', { points: p.points, total: p.total + p.points });
}

/** A finished round's score for one player, as its summary picture and text say it. */
export function roundScoreWords(points: number, total: number, target: number, locale = 'en-US'): string {
  return t(locale, 'threedom.roundScoreWords', { points, total, target });
}

/** The language a model's words are said in (its names of piles and lines come said). */
export const localeOf = (model: { locale?: string | undefined }): string => model.locale ?? 'en-US';

export interface ThreedomGridModel {
  /** "Round 3 · to 500". */
  title: string;
  piles: readonly ThreedomPileModel[];
  drawPile: number;
  last: ThreedomLastTurnModel | null;
  players: readonly [ThreedomPlayerModel, ThreedomPlayerModel];
  /** "Ben to play", "Ben is thinking…", "Ann wins". */
  status: string;
  /** The language of the picture's words and its alt text; default English. */
  locale?: string;
}

export interface ThreedomSummaryModel {
  /** "Round 3 is over". */
  title: string;
  /** Why it ended, in words. */
  reason: string;
  players: readonly [ThreedomPlayerModel, ThreedomPlayerModel];
  /** The match totals after the round, by player, and the target. */
  totals: readonly [number, number];
  target: number;
  /** The language of the picture's words and its alt text; default English. */
  locale?: string;
}

export interface ThreedomHandModel {
  cards: readonly SuitedCard[];
  /** The card chosen so far (its position), or null. */
  picked: number | null;
  /** The line under the cards: what this step asks. */
  caption: string;
  /** The language of the picture's heading; default English. */
  locale?: string;
}
