/**
 * Pairings and standings of a competition, pure: no store, no Discord, no clock. A competition's
 * games are plain entries (`Played`): the round, the seats in seat order, and the places once the
 * game is over (1 = first, ties share). A bye is a game with one seat and place 1.
 *
 * Scoring: a game against k other players is worth 1 point for beating all of them, 0 for losing to
 * all; in between, the share of the others placed behind (a tie counts half). Two seats: win 1, draw
 * ½, loss 0. A bye is worth 1.
 *
 * Standings are ordered by points, then Buchholz (the sum of the points of every opponent met; a bye
 * adds nothing), then wins, then seed (the order players were seeded in: rating at the start).
 *
 * Formats:
 * - Swiss: the players in standings order are paired top down, each with the next player they have
 *   not met (backtracking when that leaves someone unpairable; after a bounded search a rematch is
 *   allowed rather than no round). On an odd count the lowest-placed player without a bye yet sits
 *   out with a point. In each pair the one who has had the first seat less often takes it.
 * - Round robin: the circle method, one player fixed and the rest rotating; a dummy on odd counts
 *   gives each round's bye. First seats alternate so that everyone has about half of them.
 * - Knockout: a bracket of the next power of two, seeded 1 v N, with the byes of the first round to
 *   the best seeds; winners meet in bracket order; a drawn game goes to the better seed.
 * - Tables (games of three or more seats, e.g. Rummy): the standings cut into tables of at most N,
 *   sizes as even as possible, the best players together.
 */

export interface Entrant {
  id: string;
  /** 0 = best seed. */
  seed: number;
  /** Left the competition: paired no more, still in the standings with what they scored. */
  withdrawn?: boolean;
}

export interface Played {
  round: number;
  /** Player ids in seat order (seat 0 first); one id for a bye. */
  seats: readonly string[];
  /** Places by seat once over (1 = first; ties share); null while it is played. */
  places: readonly number[] | null;
}

export interface Standing {
  id: string;
  rank: number;
  points: number;
  buchholz: number;
  wins: number;
  draws: number;
  losses: number;
  byes: number;
  played: number;
  seed: number;
  withdrawn: boolean;
}

export const isBye = (g: Played): boolean => g.seats.length === 1;

/** The points each seat of a finished game scores (see the file comment). */
export function gamePoints(places: readonly number[]): number[] {
  if (places.length === 1) return [1];
  const others = places.length - 1;
  return places.map((p, n) => {
    let behind = 0;
    for (const [m, q] of places.entries()) if (m !== n) behind += q > p ? 1 : q === p ? 0.5 : 0;
    return behind / others;
  });
}

/** Every entrant's standing after the finished games given, best first. */
export function standings(entrants: readonly Entrant[], games: readonly Played[]): Standing[] {
  const by = new Map<string, Standing>();
  for (const e of entrants)
    by.set(e.id, {
      id: e.id,
      rank: 0,
      points: 0,
      buchholz: 0,
      wins: 0,
      draws: 0,
      losses: 0,
      byes: 0,
      played: 0,
      seed: e.seed,
      withdrawn: e.withdrawn === true,
    });
  const met = new Map<string, string[]>();
  for (const g of games) {
    if (!g.places) continue;
    const pts = gamePoints(g.places);
    for (const [n, id] of g.seats.entries()) {
      const s = by.get(id);
      if (!s) continue;
      const p = pts[n] ?? 0;
      s.points += p;
      if (isBye(g)) {
        s.byes++;
        continue;
      }
      s.played++;
      if (p === 1) s.wins++;
      else if (p === 0) s.losses++;
      else s.draws++;
      const opponents = met.get(id) ?? [];
      opponents.push(...g.seats.filter((o) => o !== id));
      met.set(id, opponents);
    }
  }
  for (const s of by.values()) s.buchholz = (met.get(s.id) ?? []).reduce((sum, o) => sum + (by.get(o)?.points ?? 0), 0);
  const order = [...by.values()].sort(
    (a, b) => b.points - a.points || b.buchholz - a.buchholz || b.wins - a.wins || a.seed - b.seed,
  );
  let rank = 0;
  for (const [n, s] of order.entries()) {
    const prev = order[n - 1];
    rank = prev && prev.points === s.points && prev.buchholz === s.buchholz && prev.wins === s.wins ? rank : n + 1;
    s.rank = rank;
  }
  return order;
}

/** One round's games: seats in seat order; a bye has one seat. */
export type Pairing = string[][];

/** Who met whom (any game, finished or not), and how often each sat first. */
function history(games: readonly Played[]) {
  const met = new Set<string>();
  const firsts = new Map<string, number>();
  const byes = new Set<string>();
  const last = new Map<string, number>();
  for (const g of games) {
    if (isBye(g)) {
      if (g.seats[0]) byes.add(g.seats[0]);
      continue;
    }
    for (const a of g.seats) for (const b of g.seats) if (a !== b) met.add(`${a} ${b}`);
    for (const [n, id] of g.seats.entries()) {
      if (n === 0) firsts.set(id, (firsts.get(id) ?? 0) + 1);
      if (g.seats.length === 2) last.set(id, n);
    }
  }
  return { met, firsts, byes, last };
}

/** How many steps the Swiss search may take before it allows a rematch. */
const SEARCH_BUDGET = 200_000;

/** The next Swiss round of two-seat games. */
export function swissRound(entrants: readonly Entrant[], games: readonly Played[]): Pairing {
  const table = standings(entrants, games).filter((s) => !s.withdrawn);
  const h = history(games);
  const order = table.map((s) => s.id);
  const out: Pairing = [];
  if (order.length % 2 === 1) {
    // The lowest placed without a bye yet; everyone has had one: the lowest placed.
    const bye = [...order].reverse().find((id) => !h.byes.has(id)) ?? (order.at(-1) as string);
    order.splice(order.indexOf(bye), 1);
    out.push([bye]);
  }
  const pairs = pairUp(order, h.met, false) ?? (pairUp(order, h.met, true) as [string, string][]);
  for (const [a, b] of pairs) out.unshift(seatPair(a, b, h));
  return out;
}

/** Pairs `order` top down, each with the next unmet player, backtracking; null if the budget runs out. */
function pairUp(order: readonly string[], met: ReadonlySet<string>, rematches: boolean): [string, string][] | null {
  let steps = 0;
  const used = new Set<string>();
  const pairs: [string, string][] = [];
  const search = (): boolean | null => {
    const a = order.find((id) => !used.has(id));
    if (a === undefined) return true;
    used.add(a);
    for (const b of order) {
      if (used.has(b) || (!rematches && met.has(`${a} ${b}`))) continue;
      if (++steps > SEARCH_BUDGET) return null;
      used.add(b);
      pairs.push([a, b]);
      const found = search();
      if (found !== false) return found;
      pairs.pop();
      used.delete(b);
    }
    used.delete(a);
    return false;
  };
  return search() === true ? pairs.reverse() : null;
}

/** The pair seated: the one who sat first less often first; on a tie, the one who sat second last time. */
function seatPair(a: string, b: string, h: ReturnType<typeof history>): string[] {
  const fa = h.firsts.get(a) ?? 0;
  const fb = h.firsts.get(b) ?? 0;
  if (fa !== fb) return fa < fb ? [a, b] : [b, a];
  const la = h.last.get(a);
  const lb = h.last.get(b);
  if (la !== lb) return la === 1 ? [a, b] : lb === 1 ? [b, a] : la === undefined ? [a, b] : [b, a];
  return [a, b];
}

/** How many rounds a round robin of `n` players takes. */
export const roundRobinRounds = (n: number): number => (n % 2 === 0 ? n - 1 : n);

/** Round `round` (1-based) of a round robin of `ids` (in seed order) by the circle method. */
export function roundRobinRound(ids: readonly string[], round: number): Pairing {
  const circle: (string | null)[] = [...ids];
  if (circle.length % 2 === 1) circle.push(null);
  const n = circle.length;
  const fixed = circle[0] as string | null;
  const rest = circle.slice(1);
  const turn = (round - 1) % (n - 1);
  const rotated = [...rest.slice(rest.length - turn), ...rest.slice(0, rest.length - turn)];
  const line = [fixed, ...rotated];
  const out: Pairing = [];
  for (let i = 0; i < n / 2; i++) {
    const a = line[i] ?? null;
    const b = line[n - 1 - i] ?? null;
    if (a === null && b === null) continue;
    if (a === null || b === null) {
      out.push([(a ?? b) as string]);
      continue;
    }
    // The fixed player alternates by round; the others by side and round, so each sits first about half the time.
    const aFirst = i === 0 ? round % 2 === 1 : true;
    out.push(aFirst ? [a, b] : [b, a]);
  }
  return out.sort((x, y) => y.length - x.length);
}

/** The bracket positions of seeds 0…size-1 (size a power of two): 1 v size, and so on, best seeds apart. */
export function bracketOrder(size: number): number[] {
  let order = [0];
  while (order.length < size) {
    const n = order.length * 2;
    order = order.flatMap((s) => [s, n - 1 - s]);
  }
  return order;
}

/** How many rounds a knockout of `n` players takes. */
export const knockoutRounds = (n: number): number => Math.max(1, Math.ceil(Math.log2(Math.max(2, n))));

/** The first knockout round: `ids` in seed order (best first), byes (one-seat games) to the best seeds. */
export function knockoutFirst(ids: readonly string[]): Pairing {
  const size = 2 ** knockoutRounds(ids.length);
  const slots = bracketOrder(size).map((s) => ids[s] ?? null);
  const out: Pairing = [];
  for (let i = 0; i < size; i += 2) {
    const a = slots[i] ?? null;
    const b = slots[i + 1] ?? null;
    if (a && b) out.push([a, b]);
    else if (a || b) out.push([(a ?? b) as string]);
  }
  return out;
}

/** The winner of a finished knockout game: first place, a tie to the better seed. */
export function knockoutWinner(g: Played, seedOf: (id: string) => number): string | null {
  if (!g.places) return null;
  const best = Math.min(...g.places);
  const tied = g.seats.filter((_, n) => g.places?.[n] === best);
  return [...tied].sort((a, b) => seedOf(a) - seedOf(b))[0] ?? null;
}

/**
 * The next knockout round from the previous one's games in bracket order: winners of neighbours
 * meet (the better seed first). A withdrawn winner gives their opponent a bye. Null while a game of
 * the previous round is unfinished; [] once one player is left.
 */
export function knockoutNext(
  previous: readonly Played[],
  seedOf: (id: string) => number,
  withdrawn: (id: string) => boolean = () => false,
): Pairing | null {
  const winners: (string | null)[] = [];
  for (const g of previous) {
    const w = knockoutWinner(g, seedOf);
    if (w === null) return null;
    winners.push(withdrawn(w) ? null : w);
  }
  if (winners.length <= 1) return [];
  const out: Pairing = [];
  for (let i = 0; i < winners.length; i += 2) {
    const pair = [winners[i] ?? null, winners[i + 1] ?? null].filter((w): w is string => w !== null);
    if (pair.length === 0) continue;
    out.push(pair.sort((a, b) => seedOf(a) - seedOf(b)));
  }
  return out;
}

/** The sizes of tables of at most `max` seats for `n` players, as even as possible (none under `min`). */
export function tableSizes(n: number, max: number, min = 2): number[] {
  if (n < min) return n > 0 ? [n] : [];
  const count = Math.ceil(n / max);
  const base = Math.floor(n / count);
  const extra = n % count;
  return Array.from({ length: count }, (_, i) => base + (i < extra ? 1 : 0));
}

/** Tables by standings: the best `sizes[0]` together, and so on; a lone player left over has a bye. */
export function tablesRound(entrants: readonly Entrant[], games: readonly Played[], max: number): Pairing {
  const order = standings(entrants, games)
    .filter((s) => !s.withdrawn)
    .map((s) => s.id);
  const h = history(games);
  const out: Pairing = [];
  let at = 0;
  for (const size of tableSizes(order.length, max)) {
    const table = order.slice(at, at + size);
    at += size;
    // The one who sat first least often first, the rest in standings order.
    table.sort((a, b) => (h.firsts.get(a) ?? 0) - (h.firsts.get(b) ?? 0));
    out.push(table);
  }
  return out;
}
