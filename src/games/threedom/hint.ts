/**
 * Threedom's advice for the Hint control (src/session/hints.ts): the strong level's turn for the seat
 * to move (in the worker pool, from that seat's view, with the computer's seed for this turn), in
 * words with a reason a player can check on the grid, e.g. "Play 7♥ on the centre and take 5♣ from
 * the top left: it claims the middle row (6♥ 7♥ 8♥) for 20 points, and it leaves no line your
 * opponent can finish." The reason is worked out from what the player sees, never a hidden card.
 */
import type { SuitedCard } from '../../cards/card.ts';
import { isSet, LINE_NAMES, LINES, PILE_NAMES, toMove, viewFor } from './engine/index.ts';
import type { Seat, ThreedomMove, ThreedomView } from './engine/types.ts';
import { playInWorker } from '../../solver/pool.ts';
import { PACK } from './solver/fast.ts';
import { scoreMoves } from './solver/heuristic.ts';
import { unseenCards } from './solver/search.ts';
import { hintControl } from '../../session/hints.ts';
import { preview } from './hand.ts';
import { turnSeed } from './rules.ts';
import type { ThreedomGameState, ThreedomOptions } from './schema.ts';

/** The computer's seed for a turn (rules.ts): a hint advises what the computer would play. */
export { turnSeed };

type Tops = (SuitedCard | null)[];

/** Lines two-thirds made on `tops` whose missing card is among `cards`: their names. */
function finishable(tops: Tops, cards: readonly SuitedCard[]): string[] {
  const names: string[] = [];
  LINES.forEach((line, l) => {
    for (let slot = 0; slot < 3; slot++) {
      const others = line.filter((_, k) => k !== slot).map((p) => tops[p] ?? null);
      if (others.includes(null)) continue;
      const fits = cards.some((card) => {
        const three = line.map((p, k) => (k === slot ? card : tops[p])) as [SuitedCard, SuitedCard, SuitedCard];
        return isSet(...three);
      });
      if (fits) {
        names.push(LINE_NAMES[l] ?? '');
        return;
      }
    }
  });
  return names;
}

/** True when some turn surely claims points (the most a turn can be seen to claim is above 0). */
const canClaim = (view: ThreedomView) => scoreMoves('greedy', view).some((s) => s.value > 0);

const list = (names: readonly string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

/** The hint's one line for `move` in `state`, from `seat`'s side. */
export function adviceText(state: ThreedomGameState, seat: Seat, move: ThreedomMove): string {
  const view: ThreedomView = viewFor(state.match, seat);
  const p = preview(state, move);
  const head = `Play ${move.play} on the ${PILE_NAMES[move.on]} and take ${p.took} from the ${PILE_NAMES[move.take]}`;
  // What is face up after the turn, as the player can tell: the claimed tops and the taken pile's next card unknown.
  const tops: Tops = view.tops.slice();
  tops[move.on] = move.play;
  tops[move.take] = null;
  for (const line of p.lines) for (const pile of line.piles) tops[pile] = null;
  const hand = view.hand.filter((c) => c !== move.play).concat(p.took ? [p.took] : []);
  const hidden = unseenCards(view).map((n) => PACK[n] as SuitedCard);
  const theirs = finishable(tops, hidden);
  const mine = finishable(tops, hand);
  const parts: string[] = [];
  if (p.lines.length > 0)
    parts.push(`it claims ${list(p.lines.map((l) => `the ${l.name} (${l.cards.join(' ')})`))} for ${p.points} points`);
  else parts.push(canClaim(view) ? 'it claims nothing now' : 'no turn surely claims anything now');
  parts.push(
    theirs.length === 0
      ? 'it leaves no line showing that your opponent can finish'
      : `it leaves your opponent the ${list(theirs)} to finish if they hold the card`,
  );
  if (mine.length > 0) parts.push(`your hand can then finish the ${list(mine)}`);
  return `${head}: ${parts.slice(0, -1).join(', ')}${parts.length > 1 ? ' and ' : ''}${parts.at(-1)}.`;
}

export const hint = hintControl<ThreedomGameState, ThreedomOptions>({
  toMove: (state) => toMove(state.match),
  async advise(session, seat) {
    const match = session.state.match;
    const move = (await playInWorker(
      'threedom',
      'strong',
      viewFor(match, seat as Seat),
      turnSeed(match),
    )) as ThreedomMove;
    return adviceText(session.state, seat as Seat, move);
  },
});
