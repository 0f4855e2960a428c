/** The pure pairing rules: Swiss, round robin, knockout, tables by standings, and the standings themselves. */
import { describe, expect, it } from 'vitest';
import {
  bracketOrder,
  type Entrant,
  gamePoints,
  knockoutFirst,
  knockoutNext,
  knockoutRounds,
  type Played,
  roundRobinRound,
  roundRobinRounds,
  standings,
  swissRound,
  tableSizes,
  tablesRound,
} from '../../src/session/compete/pairing.ts';

const entrants = (n: number): Entrant[] => Array.from({ length: n }, (_, i) => ({ id: `p${i}`, seed: i }));
const seedOf = (id: string) => Number(id.slice(1));

/** Plays a round: the better seed wins, except every third game in which the worse seed wins. */
function play(round: number, pairing: string[][], games: Played[]) {
  for (const [n, seats] of pairing.entries()) {
    if (seats.length === 1) {
      games.push({ round, seats, places: [1] });
      continue;
    }
    const [a, b] = seats as [string, string];
    const upset = n % 3 === 2;
    const aWins = seedOf(a) < seedOf(b) !== upset;
    games.push({ round, seats, places: aWins ? [1, 2] : [2, 1] });
  }
}

const pairKey = (seats: readonly string[]) => [...seats].sort().join(' ');

describe('Swiss', () => {
  it('pairs 8 players for 3 rounds with no rematch, everyone once a round, first seats balanced', () => {
    const people = entrants(8);
    const games: Played[] = [];
    for (let round = 1; round <= 3; round++) {
      const pairing = swissRound(people, games);
      expect(pairing).toHaveLength(4);
      expect(pairing.flat().sort()).toEqual(people.map((p) => p.id).sort());
      play(round, pairing, games);
    }
    const keys = games.map((g) => pairKey(g.seats));
    expect(new Set(keys).size).toBe(keys.length);
    const firsts = new Map<string, number>();
    for (const g of games) firsts.set(g.seats[0] as string, (firsts.get(g.seats[0] as string) ?? 0) + 1);
    for (const p of people) expect(firsts.get(p.id) ?? 0).toBeGreaterThanOrEqual(1);
    for (const p of people) expect(firsts.get(p.id) ?? 0).toBeLessThanOrEqual(2);
  });

  it('pairs the leaders together after round one', () => {
    const people = entrants(8);
    const games: Played[] = [];
    play(1, swissRound(people, games), games);
    const winners = new Set(
      standings(people, games)
        .filter((s) => s.points === 1)
        .map((s) => s.id),
    );
    const next = swissRound(people, games);
    for (const seats of next)
      expect(seats.every((id) => winners.has(id)) || seats.every((id) => !winners.has(id))).toBe(true);
  });

  it('gives a bye (a point) on odd counts, never twice to one player while others have had none', () => {
    const people = entrants(7);
    const games: Played[] = [];
    const byes: string[] = [];
    for (let round = 1; round <= 5; round++) {
      const pairing = swissRound(people, games);
      const bye = pairing.filter((s) => s.length === 1);
      expect(bye).toHaveLength(1);
      byes.push(bye[0]?.[0] as string);
      play(round, pairing, games);
    }
    expect(new Set(byes).size).toBe(5);
    const table = standings(people, games);
    for (const id of byes) expect(table.find((s) => s.id === id)?.byes).toBe(1);
    const keys = games.filter((g) => g.seats.length === 2).map((g) => pairKey(g.seats));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('leaves withdrawn players out', () => {
    const people = entrants(6).map((e) => (e.id === 'p2' ? { ...e, withdrawn: true } : e));
    const pairing = swissRound(people, []);
    expect(pairing.flat()).not.toContain('p2');
    expect(pairing.filter((s) => s.length === 1)).toHaveLength(1);
  });

  it('allows a rematch rather than no round when none is left', () => {
    const people = entrants(2);
    const games: Played[] = [{ round: 1, seats: ['p0', 'p1'], places: [1, 2] }];
    expect(swissRound(people, games).map(pairKey)).toEqual(['p0 p1']);
  });

  it('pairs 512 players for 9 rounds quickly, without rematches', () => {
    const people = entrants(512);
    const games: Played[] = [];
    const started = performance.now();
    for (let round = 1; round <= 9; round++) play(round, swissRound(people, games), games);
    const keys = games.map((g) => pairKey(g.seats));
    expect(new Set(keys).size).toBe(keys.length);
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});

describe('standings', () => {
  it('orders by points, then Buchholz, with byes worth a point and no Buchholz', () => {
    const people = entrants(4);
    const games: Played[] = [
      { round: 1, seats: ['p0', 'p1'], places: [1, 2] },
      { round: 1, seats: ['p2', 'p3'], places: [1, 2] },
      { round: 2, seats: ['p0', 'p2'], places: [2, 1] },
      { round: 2, seats: ['p1', 'p3'], places: [1, 1] },
    ];
    const table = standings(people, games);
    expect(table.map((s) => [s.id, s.points, s.buchholz])).toEqual([
      ['p2', 2, 1.5],
      ['p0', 1, 2.5],
      ['p3', 0.5, 2.5],
      ['p1', 0.5, 1.5],
    ]);
    expect(table.find((s) => s.id === 'p1')).toMatchObject({ wins: 0, draws: 1, losses: 1 });
    const withBye = standings(entrants(3), [{ round: 1, seats: ['p2'], places: [1] }]);
    expect(withBye[0]).toMatchObject({ id: 'p2', points: 1, buchholz: 0, byes: 1, played: 0 });
  });

  it('scores tables of more seats by the share of others placed behind', () => {
    expect(gamePoints([1, 2])).toEqual([1, 0]);
    expect(gamePoints([1, 1])).toEqual([0.5, 0.5]);
    expect(gamePoints([1, 2, 3])).toEqual([1, 0.5, 0]);
    expect(gamePoints([2, 1, 2, 4])).toEqual([0.5, 1, 0.5, 0]);
  });
});

describe('round robin', () => {
  it.each([4, 5, 8])('meets everyone once in %i players', (n) => {
    const ids = entrants(n).map((e) => e.id);
    const keys: string[] = [];
    const firsts = new Map<string, number>();
    for (let r = 1; r <= roundRobinRounds(n); r++) {
      const round = roundRobinRound(ids, r);
      expect(round.flat().sort()).toEqual([...ids].sort());
      expect(round.filter((s) => s.length === 1)).toHaveLength(n % 2);
      for (const seats of round.filter((s) => s.length === 2)) {
        keys.push(pairKey(seats));
        firsts.set(seats[0] as string, (firsts.get(seats[0] as string) ?? 0) + 1);
      }
    }
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toHaveLength((n * (n - 1)) / 2);
    for (const id of ids) expect(Math.abs((firsts.get(id) ?? 0) - (n - 1) / 2)).toBeLessThanOrEqual(1);
  });
});

describe('knockout', () => {
  it('seeds 1 v 8 apart from 2 v 7 in the bracket', () => {
    expect(bracketOrder(8)).toEqual([0, 7, 3, 4, 1, 6, 2, 5]);
  });

  it('gives the byes of 6 players to the two best seeds and plays down to a winner', () => {
    const ids = entrants(6).map((e) => e.id);
    expect(knockoutRounds(6)).toBe(3);
    const first = knockoutFirst(ids);
    expect(
      first
        .filter((s) => s.length === 1)
        .flat()
        .sort(),
    ).toEqual(['p0', 'p1']);
    let round: Played[] = first.map((seats) => ({
      round: 1,
      seats,
      places: seats.length === 1 ? [1] : seedOf(seats[0] as string) < seedOf(seats[1] as string) ? [1, 2] : [2, 1],
    }));
    expect(
      knockoutNext(
        round.map((g) => ({ ...g, places: null })),
        seedOf,
      ),
    ).toBeNull();
    for (let r = 2; r <= 3; r++) {
      const next = knockoutNext(round, seedOf) ?? [];
      round = next.map((seats) => ({ round: r, seats, places: seats.length === 1 ? [1] : [2, 1] }));
    }
    expect(round).toHaveLength(1);
    expect(knockoutNext(round, seedOf)).toEqual([]);
  });

  it('sends a drawn game to the better seed', () => {
    const next = knockoutNext(
      [
        { round: 1, seats: ['p3', 'p0'], places: [1, 1] },
        { round: 1, seats: ['p1', 'p2'], places: [2, 1] },
      ],
      seedOf,
    );
    expect(next).toEqual([['p0', 'p2']]);
  });
});

describe('tables by standings', () => {
  it('cuts players into tables of at most N, as even as possible', () => {
    expect(tableSizes(10, 4)).toEqual([4, 3, 3]);
    expect(tableSizes(12, 6)).toEqual([6, 6]);
    expect(tableSizes(7, 6)).toEqual([4, 3]);
    expect(tableSizes(1, 4)).toEqual([1]);
  });

  it('seats the leaders together', () => {
    const people = entrants(9);
    const games: Played[] = [
      { round: 1, seats: ['p0', 'p1', 'p2'], places: [3, 2, 1] },
      { round: 1, seats: ['p3', 'p4', 'p5'], places: [3, 2, 1] },
      { round: 1, seats: ['p6', 'p7', 'p8'], places: [3, 2, 1] },
    ];
    const next = tablesRound(people, games, 3);
    expect(next.map((t) => [...t].sort())).toEqual([
      ['p2', 'p5', 'p8'],
      ['p1', 'p4', 'p7'],
      ['p0', 'p3', 'p6'],
    ]);
  });
});

describe('league divisions', () => {
  it('cuts players into divisions of 4 to 8 where the count allows', async () => {
    const { divisionsOf } = await import('../../src/session/compete/tournament.ts');
    const ids = (n: number) => Array.from({ length: n }, (_, i) => `p${i}`);
    expect(divisionsOf(ids(10), 2).map((d) => d.length)).toEqual([5, 5]);
    expect(divisionsOf(ids(10), 5).map((d) => d.length)).toEqual([5, 5]);
    expect(divisionsOf(ids(20), 1).map((d) => d.length)).toEqual([7, 7, 6]);
    expect(divisionsOf(ids(3), 2).map((d) => d.length)).toEqual([3]);
    expect(divisionsOf(ids(9), 2)[0]).toEqual(['p0', 'p1', 'p2', 'p3', 'p4']);
  });

  it('swaps the top of each division with the bottom of the one above, withdrawn players out', async () => {
    const { promoted } = await import('../../src/session/compete/tournament.ts');
    const row = (id: string, withdrawn = false) => ({ id, withdrawn }) as never;
    const { groups, up, down } = promoted([
      [row('a'), row('b'), row('c'), row('d')],
      [row('e'), row('f'), row('g'), row('h', true)],
    ]);
    expect(groups).toEqual([
      ['a', 'b', 'c', 'e'],
      ['d', 'f', 'g'],
    ]);
    expect(up).toEqual([['e'], []]);
    expect(down).toEqual([[], ['d']]);
  });

  it('plays every pairing of each division once', async () => {
    const { leaguePairing } = await import('../../src/session/compete/tournament.ts');
    const games = leaguePairing([
      ['a', 'b', 'c', 'd', 'e'],
      ['f', 'g', 'h', 'i'],
    ]);
    expect(games).toHaveLength(10 + 6);
    expect(new Set(games.map((g) => [...g].sort().join(' '))).size).toBe(16);
  });
});
