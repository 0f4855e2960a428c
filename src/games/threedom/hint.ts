/**
 * Threedom's advice for the Hint control (src/session/hints.ts): the strong level's turn for the seat
 * to move (in the worker pool, from that seat's view, with the computer's seed for this turn), in
 * words with a reason a player can check on the grid, e.g. "Play 7♥ on the centre and take 5♣ from
 * the top left: it claims the middle row (6♥ 7♥ 8♥) for 20 points, and it leaves no line your
 * opponent can finish." The reason is worked out from what the player sees, never a hidden card: the
 * tops, the cards seen under them this round, the cards the opponent was seen to take.
 */
import type { SuitedCard } from '../../cards/card.ts';
import { t } from '../../i18n/index.ts';
import { hintControl } from '../../session/hints.ts';
import { playInWorker } from '../../solver/pool.ts';
import { listOf } from '../lists.ts';
import { cardPoints, isSet, LINES, toMove, viewFor } from './engine/index.ts';
import type { Seat, ThreedomMove, ThreedomView } from './engine/types.ts';
import { turnSeed } from './rules.ts';
import type { ThreedomGameState, ThreedomOptions } from './schema.ts';
import { PACK } from './solver/fast.ts';
import { viewMoves } from './solver/heuristic.ts';
import { unseenCards } from './solver/search.ts';
import { lineName, pileName } from './words.ts';

/** The computer's seed for a turn (rules.ts): a hint advises what the computer would play. */
export { turnSeed };

type Tops = (SuitedCard | null)[];

/** Lines two-thirds made on `tops` whose missing card is among `cards`: their numbers (LINES' order). */
function finishable(tops: Tops, cards: readonly SuitedCard[]): number[] {
  const names: number[] = [];
  LINES.forEach((line, l) => {
    for (let slot = 0; slot < 3; slot++) {
      const others = line.filter((_, k) => k !== slot).map((p) => tops[p] ?? null);
      if (others.includes(null)) continue;
      const fits = cards.some((card) => {
        const three = line.map((p, k) => (k === slot ? card : tops[p])) as [SuitedCard, SuitedCard, SuitedCard];
        return isSet(...three);
      });
      if (fits) {
        names.push(l);
        return;
      }
    }
  });
  return names;
}

/** True when some turn surely claims points, as far as the seat can foresee (with the round's memory). */
const canClaim = (view: ThreedomView) => viewMoves(view).some((move) => foresee(view, move).points > 0);

interface Line {
  line: number;
  cards: SuitedCard[];
}

/** The lines complete on `tops`, and the points of their tops (each pile once). */
function complete(tops: Tops): { lines: Line[]; piles: Set<number>; points: number } {
  const lines: Line[] = [];
  const piles = new Set<number>();
  LINES.forEach((line, l) => {
    const cards = line.map((p) => tops[p] ?? null);
    if (cards.every((c) => c !== null) && isSet(...(cards as [SuitedCard, SuitedCard, SuitedCard]))) {
      lines.push({ line: l, cards: cards as SuitedCard[] });
      for (const p of line) piles.add(p);
    }
  });
  let points = 0;
  for (const p of piles) points += cardPoints(tops[p] as SuitedCard);
  return { lines, piles, points };
}

/**
 * The turn as the player can foresee it from the view: the played card covers its pile, the taken
 * pile shows the card under it if that card was seen this round (else an unknown one), the sets
 * on those tops are claimed, and each claimed pile shows its next card if it was seen.
 */
export function foresee(view: ThreedomView, move: ThreedomMove) {
  const stacks = view.tops.map((top, p) => (top === null ? [] : [...(view.covered?.[p] ?? []), top]));
  stacks[move.on]?.push(move.play);
  const took = stacks[move.take]?.pop() ?? null;
  const revealed = stacks[move.take]?.at(-1) ?? null;
  const tops: Tops = stacks.map((s) => s.at(-1) ?? null);
  const claim = complete(tops);
  for (const p of claim.piles) stacks[p]?.pop();
  const after: Tops = stacks.map((s) => s.at(-1) ?? null);
  const left = claim.piles.size > 0 ? complete(after) : { lines: [], piles: new Set<number>(), points: 0 };
  return { took, revealed, claimed: claim.lines, points: claim.points, after, left };
}

/** The hint's one line for `move` in `state`, from `seat`'s side: only what that seat saw, never a hidden card. */
export function adviceText(state: ThreedomGameState, seat: Seat, move: ThreedomMove, locale = 'en-US'): string {
  const view: ThreedomView = viewFor(state.match, seat);
  const f = foresee(view, move);
  const list = (items: readonly string[]) => listOf(locale, items, 'and');
  const lines = (ls: readonly number[]) => list(ls.map((l) => lineName(locale, l)));
  const shows = f.revealed ? t(locale, 'threedom.hint.shows', { card: f.revealed }) : '';
  const head =
    t(locale, 'threedom.hint.head', {
      card: move.play,
      on: pileName(locale, move.on),
      took: f.took ?? '',
      from: pileName(locale, move.take),
    }) + shows;
  const hand = view.hand.filter((c) => c !== move.play).concat(f.took ? [f.took] : []);
  const known = (view.opponentTaken ?? []).map((t) => t.card);
  const hidden = unseenCards(view).map((n) => PACK[n] as SuitedCard);
  // Lines the opponent's seen cards finish (a sure loss), then lines an unseen card would finish.
  const sure = known.flatMap((card) => finishable(f.after, [card]).map((line) => ({ card, line })));
  const theirs = finishable(f.after, hidden).filter((line) => !sure.some((s) => s.line === line));
  const mine = finishable(f.after, hand);
  const parts: string[] = [];
  if (f.claimed.length > 0) {
    const claimed = list(
      f.claimed.map((l) => t(locale, 'threedom.theLine', { line: lineName(locale, l.line), cards: l.cards.join(' ') })),
    );
    parts.push(t(locale, 'threedom.hint.claims', { lines: claimed, points: f.points }));
  } else parts.push(t(locale, canClaim(view) ? 'threedom.hint.claimsNothing' : 'threedom.hint.noTurnClaims'));
  if (f.left.lines.length > 0)
    parts.push(
      t(locale, 'threedom.hint.leaves', { lines: lines(f.left.lines.map((l) => l.line)), points: f.left.points }),
    );
  if (sure.length > 0)
    parts.push(
      t(locale, 'threedom.hint.seen', {
        cards: list([...new Set(sure.map((s) => s.card))]),
        lines: lines([...new Set(sure.map((s) => s.line))]),
      }),
    );
  if (theirs.length > 0) parts.push(t(locale, 'threedom.hint.theirs', { lines: lines(theirs) }));
  if (f.left.lines.length === 0 && sure.length === 0 && theirs.length === 0)
    parts.push(t(locale, 'threedom.hint.safe'));
  if (mine.length > 0) parts.push(t(locale, 'threedom.hint.mine', { lines: lines(mine) }));
  return t(locale, 'threedom.hint.advice', { head, reasons: list(parts) });
}

export const hint = hintControl<ThreedomGameState, ThreedomOptions>({
  toMove: (state) => toMove(state.match),
  async advise(session, seat, locale) {
    const match = session.state.match;
    const move = (await playInWorker(
      'threedom',
      'strong',
      viewFor(match, seat as Seat),
      turnSeed(match),
    )) as ThreedomMove;
    return adviceText(session.state, seat as Seat, move, locale);
  },
});
