/**
 * Reading the other hands from what they did this hand, in view of all (the view's `plays`): every
 * card a seat threw, passed up or laid down. A player keeps pairs, neighbours and low cards and
 * throws the rest first, takes a discard that melds with its hand, and lays off what it can; so a
 * hand in which a seat held, when it threw a card, one it would sooner have thrown, held a meld with
 * a card it passed up, or held a card that would have laid off as its last turn ended, is less
 * likely. The deals of the search are drawn from that posterior by one Metropolis chain per
 * decision: from a uniform deal, cards are swapped between a hidden hand and the rest of the unseen
 * cards, each swap kept with the likelihood ratio, a few swaps between two deals. Cards drawn from
 * the stock since an event were not held then; which ones is unknown, so each hidden card counts as
 * held then with the chance that it was not one of those draws. Chances chosen and measured: see
 * ./README.md ("strong5 → strong").
 */
import type { SuitedCard } from '../../../cards/card.ts';
import { shuffleInPlace } from '../../../cards/random.ts';
import type { PublicPlay, RummyView } from '../engine/types.ts';
import { fitsMeld } from '../engine/index.ts';
import { CARD_OF, cardIndex, countOf, type FastHand, or } from './fast.ts';
import { completesMeld, keepScore } from './policy.ts';

export interface Reading {
  /** How likely a hand stays per card it held and would sooner have thrown than a card it threw. */
  throws: number;
  /** How likely a hand stays that held a meld with a top it passed up for the stock. */
  passes: number;
  /** How likely a hand stays per card that would have laid off on the table at the end of the seat's last turn. */
  lays?: number;
  /** Swaps tried before the first deal, per seat read. */
  burn: number;
  /** Swaps tried between two deals, per seat read (a swap moves one seat's cards). */
  steps: number;
}

/** One seat's public events of the hand, newest first, as card indices. */
interface SeatLog {
  seat: number;
  /** Kind per event: 0 a stock draw (card: the top passed up, or -1), 1 a take, 2 a throw, 3 laid down. */
  kinds: Int8Array;
  cards: Int16Array;
  /** Cards it is known to hold now (taken from the pile): never swapped. */
  known: Int32Array;
  /** Whether it has ended a turn this hand (thrown a card): what it held then is what it holds now. */
  played: boolean;
  /** The cards that would have laid off on the table as its last turn ended. */
  layable: Int32Array;
}

const KIND: Record<PublicPlay[1], number> = { stock: 0, take: 1, throw: 2, lay: 3 };

/** Each other seat's events, newest first (only seats that hide cards). */
export function seatLogs(view: RummyView, slots: readonly number[]): SeatLog[] {
  const log = view.plays ?? [];
  const out: SeatLog[] = [];
  for (let seat = 0; seat < view.handSizes.length; seat++) {
    if (seat === view.seat || (slots[seat] ?? 0) === 0) continue;
    const mine = log.filter((e) => e[0] === seat).reverse();
    const known = new Int32Array(4);
    for (const c of view.known[seat] ?? []) setBit(known, cardIndex(c));
    // The table as the seat's last turn ended: without the cards laid down since.
    const last = log.findLastIndex((e) => e[0] === seat && e[1] === 'throw');
    const since = new Set(log.slice(last + 1).flatMap((e) => (e[1] === 'lay' && e[2] !== null ? [e[2]] : [])));
    const table = view.melds.map((meld) => meld.filter((c) => !since.has(c))).filter((meld) => meld.length >= 3);
    const layable = new Int32Array(4);
    for (let c = 0; c < 52; c++) if (table.some((meld) => fitsMeld(meld, CARD_OF[c] as SuitedCard))) setBit(layable, c);
    out.push({
      played: last >= 0,
      layable,
      seat,
      kinds: Int8Array.from(mine, (e) => KIND[e[1]]),
      cards: Int16Array.from(mine, (e) => (e[2] === null ? -1 : cardIndex(e[2] as SuitedCard))),
      known,
    });
  }
  return out;
}

const setBit = (m: Int32Array, c: number) => or(m, (c / 13) | 0, 1 << (c % 13));
const clearBit = (m: Int32Array, c: number) => {
  const s = (c / 13) | 0;
  m[s] = (m[s] as number) & ~(1 << (c % 13));
};

const whole = new Int32Array(4);

/**
 * The log-likelihood of a seat hiding `hidden` (`count` cards) given its events: walking back from
 * now, the hand is rebuilt (a throw or a card laid down was in it, a take was not), and at each throw
 * and each pass the cards that would have argued against it cost their chance.
 */
export function logLikelihood(s: SeatLog, hidden: Int32Array, count: number, r: Reading): number {
  for (let t = 0; t < 4; t++) whole[t] = (hidden[t] as number) | (s.known[t] as number);
  const lThrow = Math.log(r.throws);
  // The hidden cards may have come since (drawn from the stock): each counts as held then with the
  // chance that it was not one of the draws since.
  let draws = 0;
  let ll = 0;
  if (s.played && r.lays !== undefined) {
    let layable = 0;
    for (let t = 0; t < 4; t++) layable += countOf((hidden[t] as number) & (s.layable[t] as number));
    ll += layable * Math.log(r.lays);
  }
  for (let i = 0; i < s.kinds.length; i++) {
    const kind = s.kinds[i] as number;
    const c = s.cards[i] as number;
    if (kind === 2) {
      setBit(whole, c);
      const held = count > 0 ? 1 - draws / count : 0;
      if (held <= 0) continue;
      const thrown = keepScore(whole, 0, c);
      const cost = Math.log(1 - (1 - r.throws) * held);
      for (let t = 0; t < 4; t++)
        for (let m = hidden[t] as number; m !== 0; m &= m - 1) {
          const y = t * 13 + (31 - Math.clz32(m & -m));
          // More than a point sooner: near ties are left to chance.
          if (keepScore(whole, 0, y) > thrown + 1) ll += held === 1 ? lThrow : cost;
        }
    } else if (kind === 3) setBit(whole, c);
    else if (kind === 1) clearBit(whole, c);
    else {
      const held = count > 0 ? 1 - (draws + 1) / count : 0;
      if (c >= 0 && held > 0 && completesMeld(whole, 0, c)) ll += Math.log(1 - (1 - r.passes) * held * held);
      // Older events say nothing more: every hidden card may have been drawn since.
      if (++draws >= count) break;
    }
  }
  return ll;
}

/**
 * A Metropolis chain over the unseen cards: who hides which (the first `hidden` of `cards`, by
 * `owner`) and the stock (the rest). It starts from a uniform deal and each step swaps a hidden card
 * with another unseen card, kept with the likelihood ratio, so after a burn-in its deals follow the
 * posterior of the other seats' events. Its randomness is `next`'s: a deal is a function of the view
 * and the seed.
 */
export class Reader {
  private readonly cards: number[];
  private readonly owner: Int8Array;
  private readonly hidden: number;
  private readonly masks: (Int32Array | null)[];
  private readonly lik: Float64Array;
  private readonly bySeat: (SeatLog | null)[];
  /** How many seats are read. */
  readonly seats: number;

  constructor(
    unseen: readonly number[],
    private readonly slots: readonly number[],
    logs: readonly SeatLog[],
    private readonly next: () => number,
    private readonly r: Reading,
  ) {
    this.cards = shuffleInPlace(unseen.slice(), next);
    this.owner = new Int8Array(this.cards.length).fill(-1);
    this.masks = slots.map(() => null);
    this.lik = new Float64Array(slots.length);
    this.bySeat = slots.map(() => null);
    let k = 0;
    slots.forEach((count, p) => {
      if (count === 0) return;
      const m = new Int32Array(4);
      for (let i = 0; i < count && k < this.cards.length; i++, k++) {
        this.owner[k] = p;
        setBit(m, this.cards[k] as number);
      }
      this.masks[p] = m;
    });
    this.hidden = k;
    this.seats = logs.length;
    for (const s of logs) {
      this.bySeat[s.seat] = s;
      this.lik[s.seat] = logLikelihood(s, this.masks[s.seat] as Int32Array, slots[s.seat] as number, r);
    }
    if (logs.length === 0) this.hidden = 0;
  }

  /** Tries `steps` swaps. */
  walk(steps: number): void {
    const { cards, owner, masks, lik, bySeat, slots, next, r } = this;
    const hidden = this.hidden;
    if (hidden === 0 || cards.length < 2) return;
    for (let step = 0; step < steps; step++) {
      const i = Math.floor(next() * hidden);
      const j = Math.floor(next() * cards.length);
      const a = owner[i] as number;
      const b = owner[j] as number;
      if (a === b) continue;
      const ci = cards[i] as number;
      const cj = cards[j] as number;
      const ma = masks[a] as Int32Array;
      clearBit(ma, ci);
      setBit(ma, cj);
      const mb = b >= 0 ? (masks[b] as Int32Array) : null;
      if (mb) {
        clearBit(mb, cj);
        setBit(mb, ci);
      }
      const sa = bySeat[a];
      const sb = b >= 0 ? bySeat[b] : null;
      const la = sa ? logLikelihood(sa, ma, slots[a] as number, r) : 0;
      const lb = sb && mb ? logLikelihood(sb, mb, slots[b] as number, r) : 0;
      const delta = (sa ? la - (lik[a] as number) : 0) + (sb ? lb - (lik[b] as number) : 0);
      if (delta >= 0 || next() < Math.exp(delta)) {
        cards[i] = cj;
        cards[j] = ci;
        if (sa) lik[a] = la;
        if (sb) lik[b] = lb;
      } else {
        clearBit(ma, cj);
        setBit(ma, ci);
        if (mb) {
          clearBit(mb, ci);
          setBit(mb, cj);
        }
      }
    }
  }

  /** The chain's deal now: `base` with the hidden cards given out and, when the stock is face down, the rest as the stock in a fresh order. */
  deal(g: FastHand, base: FastHand, view: RummyView, next: () => number): void {
    g.copyFrom(base);
    const { cards, owner } = this;
    let i = 0;
    for (; i < cards.length && owner[i] !== -1; i++) g.give(owner[i] as number, cards[i] as number);
    if (view.stock === null) {
      const rest = shuffleInPlace(cards.slice(i), next);
      g.stockHead = 0;
      g.stockEnd = 0;
      for (let k = 0; k < rest.length && g.stockEnd < view.stockSize; k++) g.stock[g.stockEnd++] = rest[k] as number;
    }
  }
}
