/**
 * The text of a hint for the player to act, from a solved position: the best
 * move(s), where perfect play from here ends, and the value of every option.
 * Written to the player ("you"); plain text for an ephemeral reply or a log.
 */
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
export function hintText(solution: TakeSolution | ChoiceSolution): string {
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
  const advice = `Take ${orList(solution.best.map(String))}.`;
  const options = counts.map((count) => `take ${count}: ${signed(solution.takes[count] ?? 0)}`).join(', ');
  return `${advice} ${outcome(solution.value)} (${options})`;
}
