/**
 * One Abstrac deal (for fullpack, both halves): dealing, the legal moves and their
 * application. `legalMoves` and `applyMove` share `dealPosition`, so a move the UI
 * offers is exactly a move the engine accepts, and every rejection has a reason.
 */
import { type Card, JOKER, packOfRanks, standardPack } from '../../../cards/card.ts';
import { seededShuffle } from '../../../cards/random.ts';
import { type MoveResult, reject } from '../../../engine/result.ts';
import { scoreDeal, scoreFullpackHalf } from './scoring.ts';
import type { AbstracEvent, AbstracMove, DealState, DealView, FullpackHalfScore, Seat, Variant } from './types.ts';
import { otherSeat } from './types.ts';

/** The cards of a variant's pack, in a fixed order (before shuffling). */
export function packFor(variant: Variant): Card[] {
  if (variant === 'fullpack') return standardPack();
  const pack: Card[] = packOfRanks(['A', 'K', 'Q', 'J', '10', '9']);
  return variant === 'unlimited' ? [...pack, JOKER] : pack;
}

export function halvesOf(variant: Variant): number {
  return variant === 'fullpack' ? 2 : 1;
}

/** A shuffled deal. Unlimited puts the Joker on top of the row so it goes with the first take. */
export function newDeal(variant: Variant, seed: number): DealState {
  const cards = seededShuffle(
    packFor(variant).filter((card) => card !== JOKER),
    seed,
  );
  const layout = variant === 'unlimited' ? [JOKER, ...cards] : cards;
  return { variant, layout, first: [], takes: [] };
}

/** The most cards the top card allows in the suit-limited variants: ♠ 1, ♥ 2, ♣ 3, ♦ 4. */
export const SUIT_LIMITS: Readonly<Record<string, number>> = { '♠': 1, '♥': 2, '♣': 3, '♦': 4 };

/** The most cards the rules allow now, before the row's length is considered. */
function ruleLimit(variant: Variant, top: Card | undefined, previous: number | undefined): number {
  switch (variant) {
    case 'classic':
      return 3;
    case 'suits':
    case 'fullpack':
      return top === undefined ? 0 : (SUIT_LIMITS[top.slice(-1)] ?? 0);
    case 'unlimited':
      return previous === undefined ? 12 : previous + 1;
  }
}

function maxTake(variant: Variant, row: readonly Card[], takesThisHalf: readonly number[]): number {
  if (row.length === 0) return 0;
  return Math.min(ruleLimit(variant, row[0], takesThisHalf.at(-1)), row.length);
}

/** Where a deal stands, without any scoring: all that moves need (`dealView` adds the scores). */
export type DealPosition = Omit<DealView, 'score' | 'fullpack' | 'totals'> & {
  /** The cards each player took in each half begun. */
  takenByHalf: Record<Seat, Card[]>[];
};

export function dealPosition(state: DealState): DealPosition {
  const { variant, layout } = state;
  const halves = halvesOf(variant);
  const halfSize = layout.length / halves;
  const takenByHalf: Record<Seat, Card[]>[] = [];
  let half = 0;
  let taken: Record<Seat, Card[]> = { nondealer: [], dealer: [] };
  let row: Card[] = [];
  let toMove: Seat | null = null;
  let phase: DealView['phase'] = 'finished';
  for (; half < halves; half++) {
    const cards = layout.slice(half * halfSize, (half + 1) * halfSize);
    const first = state.first[half];
    taken = { nondealer: [], dealer: [] };
    if (first === undefined) {
      // A half not begun: the nondealer chooses who plays first.
      [phase, toMove, row] = ['choose', 'nondealer', cards];
      break;
    }
    takenByHalf.push(taken);
    let position = 0;
    let seat = first;
    for (const count of state.takes[half] ?? []) {
      taken[seat].push(...cards.slice(position, position + count));
      position += count;
      seat = otherSeat(seat);
    }
    row = cards.slice(position);
    if (row.length > 0) {
      [phase, toMove] = ['take', seat];
      break;
    }
  }
  half = Math.min(half, halves - 1);
  const takesThisHalf = state.takes[half] ?? [];
  return {
    variant,
    phase,
    half,
    halves,
    toMove,
    first: state.first[half] ?? null,
    row,
    legalTakes: phase === 'take' ? range(1, maxTake(variant, row, takesThisHalf)) : [],
    lastTake: takesThisHalf.at(-1) ?? null,
    taken,
    takenByHalf,
  };
}

/** Derives everything about the deal from its minimal state, scores included. */
export function dealView(state: DealState): DealView {
  const { takenByHalf, ...position } = dealPosition(state);
  if (state.variant !== 'fullpack') {
    const score = scoreDeal(position.taken);
    const totals = { nondealer: score.seats.nondealer.score, dealer: score.seats.dealer.score };
    return { ...position, score, fullpack: null, totals };
  }
  const halves: FullpackHalfScore[] = takenByHalf.map((taken) => scoreFullpackHalf(taken));
  const totals: Record<Seat, number> = { nondealer: 0, dealer: 0 };
  for (const h of halves) {
    totals.nondealer += h.seats.nondealer.score;
    totals.dealer += h.seats.dealer.score;
  }
  return { ...position, score: null, fullpack: { halves, totals }, totals };
}

function range(from: number, to: number): number[] {
  const out: number[] = [];
  for (let n = from; n <= to; n++) out.push(n);
  return out;
}

/** Every move `seat` may make now (empty when it is not that seat's turn). */
export function legalMoves(state: DealState, seat: Seat): AbstracMove[] {
  const view = dealPosition(state);
  if (view.toMove !== seat) return [];
  if (view.phase === 'choose') {
    return [
      { type: 'choose', first: 'nondealer' },
      { type: 'choose', first: 'dealer' },
    ];
  }
  return view.legalTakes.map((count) => ({ type: 'take', count }));
}

/** Why the largest legal take is what it is, for rejection reasons (records, CLI, the bot). */
export function describeLimit(view: Pick<DealView, 'variant' | 'row' | 'legalTakes' | 'lastTake'>): string {
  const max = view.legalTakes.at(-1) ?? 0;
  const top = view.row[0] ?? '';
  if (max < ruleLimit(view.variant, view.row[0], view.lastTake ?? undefined)) {
    return `only ${max} card${max === 1 ? '' : 's'} remain${max === 1 ? 's' : ''}`;
  }
  switch (view.variant) {
    case 'classic':
      return 'you may take 1, 2 or 3 cards';
    case 'suits':
    case 'fullpack':
      return `the top card is ${top}, so you may take at most ${max}`;
    case 'unlimited':
      return view.lastTake === null
        ? `the first take is 1 to ${max} cards`
        : `after a take of ${view.lastTake} you may take at most ${max}`;
  }
}

/**
 * The values of a refused take, for the bot's catalog text (`abstrac.refuse.abstrac/too-many` says
 * the limit of `kind` in the player's language): no words, only the numbers and the top card.
 */
function limitVars(
  view: Pick<DealView, 'variant' | 'row' | 'legalTakes' | 'lastTake'>,
  count: number,
): Readonly<Record<string, string | number>> {
  const max = view.legalTakes.at(-1) ?? 0;
  const kind =
    max < ruleLimit(view.variant, view.row[0], view.lastTake ?? undefined)
      ? 'remain'
      : view.variant === 'classic'
        ? 'classic'
        : view.variant === 'unlimited'
          ? view.lastTake === null
            ? 'first'
            : 'after'
          : 'top';
  return { count, max, kind, top: view.row[0] ?? '', last: view.lastTake ?? 0 };
}

/** Validates and applies one move: the only place a deal changes. */
export function applyMove(state: DealState, seat: Seat, move: AbstracMove): MoveResult<DealState, AbstracEvent> {
  const view = dealPosition(state);
  if (view.phase === 'finished') return reject('abstrac/deal-finished', 'This deal is over.');
  if (view.toMove !== seat) {
    return view.phase === 'choose'
      ? reject('abstrac/not-your-choice', 'The nondealer chooses who plays first.')
      : reject('abstrac/not-your-turn', 'It is not your turn.');
  }
  if (move.type === 'choose') {
    if (view.phase !== 'choose') return reject('abstrac/already-chosen', 'Who plays first has already been chosen.');
    if (move.first !== 'nondealer' && move.first !== 'dealer') {
      return reject('abstrac/bad-choice', 'Choose "nondealer" or "dealer" to play first.');
    }
    const next: DealState = { ...state, first: [...state.first, move.first], takes: [...state.takes, []] };
    return { ok: true, state: next, events: [{ type: 'chose', seat, first: move.first, half: view.half }] };
  }
  if (view.phase !== 'take') return reject('abstrac/choose-first', 'First choose who plays first.');
  const { count } = move;
  if (!Number.isInteger(count) || count < 1) {
    return reject('abstrac/bad-count', 'Take a whole number of cards, at least one.');
  }
  if (!view.legalTakes.includes(count)) {
    return reject('abstrac/too-many', `You can't take ${count}: ${describeLimit(view)}.`, limitVars(view, count));
  }
  const takes = state.takes.map((half, i) => (i === view.half ? [...half, count] : half));
  const next: DealState = { ...state, takes };
  const events: AbstracEvent[] = [{ type: 'took', seat, cards: view.row.slice(0, count), half: view.half }];
  if (count === view.row.length) {
    events.push({ type: 'half-ended', half: view.half });
    const after = dealView(next);
    if (after.phase === 'finished') events.push({ type: 'deal-ended', totals: after.totals });
  }
  return { ok: true, state: next, events };
}
