/**
 * The text of a hint for the player to act, from a solved position: the best
 * move(s), where perfect play from here ends, and the value of every option.
 * Written to the player ("you"); plain text for an ephemeral reply or a log.
 */
import type { Card } from '../../../cards/card.ts';
import { applyMove, dealPosition } from '../engine/deal.ts';
import { findCombinations, scoreFullpackHand } from '../engine/scoring.ts';
import type { Combination, DealState, Seat } from '../engine/types.ts';
import type { ChoiceSolution, TakeSolution } from './solve.ts';

function signed(points: number): string {
  return points > 0 ? `+${points}` : points < 0 ? `−${-points}` : '0';
}

function outcome(value: number): string {
  const points = Math.abs(value) === 1 ? 'point' : 'points';
  if (value === 0) return 'With perfect play from here the scores end level.';
  return `With perfect play from here you finish ${Math.abs(value)} ${points} ${value > 0 ? 'ahead' : 'behind'}.`;
}

function orList(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;
}

/**
 * e.g. "Take 1 or 3. With perfect play from here you finish 14 points ahead.
 * (take 1: +14, take 2: −6, take 3: +14)".
 */
export function hintText(solution: TakeSolution | ChoiceSolution, state?: DealState): string {
  if ('choice' in solution) {
    const advice =
      solution.best.length === 2
        ? 'Either player may start: it makes no difference.'
        : solution.best[0] === 'nondealer'
          ? 'Play first.'
          : 'Let your opponent play first.';
    const options = `(you first: ${signed(solution.first.nondealer)}, opponent first: ${signed(solution.first.dealer)})`;
    return `${advice} ${outcome(solution.value)} ${options}`;
  }
  const counts = Object.keys(solution.takes).map(Number);
  const first = solution.best[0] as number;
  const why = state ? takeReason(state, first) : '';
  const takes = orList(solution.best.map(String));
  const advice = !why
    ? `Take ${takes}.`
    : solution.best.length === 1
      ? `Take ${takes}${why}.`
      : `Take ${takes}. Taking ${first}${why}.`;
  const options = counts.map((count) => `take ${count}: ${signed(solution.takes[count] ?? 0)}`).join(', ');
  return `${advice} ${outcome(solution.value)} (${options})`;
}

const RANK_NAMES: Readonly<Record<string, string>> = { A: 'Aces', K: 'Kings', Q: 'Queens', J: 'Jacks' };

const key = (c: Combination) => `${c.kind}:${c.cards.join(' ')}`;

function describe(c: Combination): string {
  const points = `${c.points} point${c.points === 1 ? '' : 's'}`;
  if (c.kind === 'sequence') return `the ${c.cards.join(' ')} sequence (${points})`;
  const n = ['', '', '', 'three', 'four'][c.cards.length] ?? `${c.cards.length}`;
  const rank = c.cards[0]?.replace(/(10|[AKQJ2-9])./, '$1') ?? '';
  return `${n} ${RANK_NAMES[rank] ?? `${rank}s`} (${points})`;
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
export function takeReason(state: DealState, count: number): string {
  const position = dealPosition(state);
  const me = position.toMove;
  if (position.phase !== 'take' || me === null) return '';
  const cards = position.row.slice(0, count);
  const parts: string[] = [];
  if (state.variant === 'fullpack') {
    const points = gain(state.variant, position.taken[me], cards);
    parts.push(points > 0 ? `it adds ${points} to your half score` : 'it adds nothing to your half score yet');
  } else {
    const made = gained(position.taken[me], cards);
    parts.push(made.length > 0 ? `it gives you ${made.map(describe).join(' and ')}` : 'it makes no combination yet');
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
        ? `your opponent's best next take (${reply.cards.join(' ')}) adds ${reply.points}`
        : "your opponent's next take can add nothing";
    parts.push(
      worst?.reply
        ? `${theirs} (after a take of ${worst.n} instead, their ${worst.reply.cards.join(' ')} would add ${worst.reply.points})`
        : theirs,
    );
  }
  return ` (${cards.join(' ')}): ${parts.join(', and ')}`;
}
