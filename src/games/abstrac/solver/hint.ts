/**
 * The text of a hint for the player to act, from a solved position: the best
 * move(s), where perfect play from here ends, and the value of every option.
 * Written to the player ("you"); plain text for an ephemeral reply or a log.
 */
import type { Card } from '../../../cards/card.ts';
import { t } from '../../../i18n/index.ts';
import { listOf } from '../../lists.ts';
import { applyMove, dealPosition } from '../engine/deal.ts';
import { findCombinations, scoreFullpackHand } from '../engine/scoring.ts';
import type { Combination, DealState, Seat } from '../engine/types.ts';
import type { ChoiceSolution, TakeSolution } from './solve.ts';

function signed(points: number): string {
  return points > 0 ? `+${points}` : points < 0 ? `−${-points}` : '0';
}

function outcome(locale: string, value: number): string {
  if (value === 0) return t(locale, 'abstrac.hint.level');
  return t(locale, value > 0 ? 'abstrac.hint.ahead' : 'abstrac.hint.behind', { count: Math.abs(value) });
}

/**
 * e.g. "Take 1 or 3. With perfect play from here you finish 14 points ahead.
 * (take 1: +14, take 2: −6, take 3: +14)".
 */
export function hintText(solution: TakeSolution | ChoiceSolution, state?: DealState, locale = 'en-US'): string {
  if ('choice' in solution) {
    const advice =
      solution.best.length === 2
        ? t(locale, 'abstrac.hint.either')
        : solution.best[0] === 'nondealer'
          ? t(locale, 'abstrac.hint.first')
          : t(locale, 'abstrac.hint.second');
    const options = t(locale, 'abstrac.hint.choices', {
      first: signed(solution.first.nondealer),
      second: signed(solution.first.dealer),
    });
    return `${advice} ${outcome(locale, solution.value)} ${options}`;
  }
  const counts = Object.keys(solution.takes).map(Number);
  const first = solution.best[0] as number;
  const why = state ? takeReason(state, first, locale).trimStart() : '';
  const takes = listOf(locale, solution.best.map(String), 'or');
  const advice = !why
    ? t(locale, 'abstrac.hint.take', { takes })
    : solution.best.length === 1
      ? t(locale, 'abstrac.hint.takeWhy', { takes, why })
      : t(locale, 'abstrac.hint.takeWhyOf', { takes, first, why });
  const options = counts
    .map((count) => t(locale, 'abstrac.hint.option', { count, value: signed(solution.takes[count] ?? 0) }))
    .join(', ');
  return `${advice} ${outcome(locale, solution.value)} (${options})`;
}

const key = (c: Combination) => `${c.kind}:${c.cards.join(' ')}`;

function describe(locale: string, c: Combination): string {
  const points = t(locale, 'abstrac.points', { count: c.points });
  if (c.kind === 'sequence') return t(locale, 'abstrac.hint.sequence', { cards: c.cards.join(' '), points });
  const rank = c.cards[0]?.replace(/(10|[AKQJ2-9])./, '$1') ?? '';
  const name =
    rank === 'A' || rank === 'K' || rank === 'Q' || rank === 'J'
      ? t(locale, `abstrac.hint.rank.${rank}`)
      : t(locale, 'abstrac.hint.rank.other', { rank });
  if (c.cards.length === 3) return t(locale, 'abstrac.hint.three', { rank: name, points });
  if (c.cards.length === 4) return t(locale, 'abstrac.hint.four', { rank: name, points });
  return `${c.cards.length} × ${name} (${points})`;
}

/** The combinations `cards` add to `before`'s (a sequence lengthened counts as new). */
function gained(before: readonly Card[], cards: readonly Card[]): Combination[] {
  const had = new Set(findCombinations(before).map(key));
  return findCombinations([...before, ...cards]).filter((c) => !had.has(key(c)));
}

/** Combination points `cards` add (fullpack: the half score they add). */
function gain(variant: DealState['variant'], before: readonly Card[], cards: readonly Card[]): number {
  if (variant === 'fullpack') return scoreFullpackHand([...before, ...cards]).score - scoreFullpackHand(before).score;
  const total = (cs: readonly Card[]) => findCombinations(cs).reduce((s, c) => s + c.points, 0);
  return total([...before, ...cards]) - total(before);
}

/** The most the next player can add by one take after `count` is taken now. */
function bestReply(state: DealState, mover: Seat, count: number): { points: number; cards: Card[] } | null {
  const after = applyMove(state, mover, { type: 'take', count });
  if (!after.ok) return null;
  const next = dealPosition(after.state);
  if (next.phase !== 'take' || next.toMove === null) return null;
  let best = { points: 0, cards: [] as Card[] };
  for (const n of next.legalTakes) {
    const cards = next.row.slice(0, n);
    const points = gain(state.variant, next.taken[next.toMove], cards);
    if (points > best.points) best = { points, cards };
  }
  return best;
}

/**
 * Why the take, in words a player can check on the row: the cards it takes, the combinations they
 * make with what the player took before (fullpack: what they add to the half score), and what the
 * opponent's best next take could then add, against what it could add after another take.
 * Everything is face up in Abstrac, so nothing hidden can be told.
 */
export function takeReason(state: DealState, count: number, locale = 'en-US'): string {
  const position = dealPosition(state);
  const me = position.toMove;
  if (position.phase !== 'take' || me === null) return '';
  const cards = position.row.slice(0, count);
  const parts: string[] = [];
  if (state.variant === 'fullpack') {
    const points = gain(state.variant, position.taken[me], cards);
    parts.push(points > 0 ? t(locale, 'abstrac.hint.adds', { count: points }) : t(locale, 'abstrac.hint.addsNothing'));
  } else {
    const made = gained(position.taken[me], cards);
    const combinations = listOf(
      locale,
      made.map((c) => describe(locale, c)),
      'and',
    );
    parts.push(
      made.length > 0 ? t(locale, 'abstrac.hint.gives', { combinations }) : t(locale, 'abstrac.hint.noCombination'),
    );
  }
  const reply = bestReply(state, me, count);
  if (reply) {
    const others = position.legalTakes
      .filter((n) => n !== count)
      .map((n) => ({ n, reply: bestReply(state, me, n) }))
      .filter((o) => o.reply && o.reply.points > reply.points);
    const worst = others.sort((a, b) => (b.reply?.points ?? 0) - (a.reply?.points ?? 0))[0];
    const theirs =
      reply.points > 0
        ? t(locale, 'abstrac.hint.theirBest', { cards: reply.cards.join(' '), count: reply.points })
        : t(locale, 'abstrac.hint.theirNothing');
    parts.push(
      worst?.reply
        ? t(locale, 'abstrac.hint.instead', {
            theirs,
            other: worst.n,
            cards: worst.reply.cards.join(' '),
            count: worst.reply.points,
          })
        : theirs,
    );
  }
  const reasons =
    parts.length === 2
      ? t(locale, 'abstrac.hint.and', { first: parts[0] ?? '', second: parts[1] ?? '' })
      : (parts[0] ?? '');
  return ` ${t(locale, 'abstrac.hint.why', { cards: cards.join(' '), reasons })}`;
}
