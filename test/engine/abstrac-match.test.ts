import { describe, expect, it } from 'vitest';
import { type Card, parseCard } from '../../src/cards/card.ts';
import { deriveSeed } from '../../src/cards/random.ts';
import {
  applyMatchMove,
  createMatch,
  type MatchEvent,
  type MatchState,
  matchLegalMoves,
  matchToMove,
  matchView,
  newDeal,
  type Player,
  playerAt,
  resign,
} from '../../src/games/abstrac/engine/index.ts';

// The seed's worked example: played by its takes, the nondealer scores 168 and the dealer 250.
const EXAMPLE_LAYOUT = 'A♣ J♦ 10♦ 9♣ A♠ K♦ K♣ K♥ K♠ A♥ 9♥ 9♦ A♦ 10♥ J♥ Q♠ Q♦ 10♣ Q♣ J♣ 9♠ Q♥ 10♠ J♠'
  .split(' ')
  .map((t) => parseCard(t) as Card);
const EXAMPLE_TAKES = [2, 2, 2, 3, 1, 1, 2, 3, 1, 3, 2, 2];

/** Replaces the current deal with the example layout and plays it out; returns the state and all events. */
function playExample(match: MatchState): { state: MatchState; events: MatchEvent[] } {
  let state: MatchState = { ...match, current: { variant: 'classic', layout: EXAMPLE_LAYOUT, first: [], takes: [] } };
  const dealNumber = state.results.length;
  const nondealer = playerAt(dealNumber, 'nondealer');
  const events: MatchEvent[] = [];
  const moves: [Player, Parameters<typeof applyMatchMove>[2]][] = [
    [nondealer, { type: 'choose', first: 'nondealer' }],
    ...EXAMPLE_TAKES.map((count, i): [Player, { type: 'take'; count: number }] => [
      i % 2 === 0 ? nondealer : ((1 - nondealer) as Player),
      { type: 'take', count },
    ]),
  ];
  for (const [player, move] of moves) {
    const result = applyMatchMove(state, player, move);
    if (!result.ok) throw new Error(result.reason);
    state = result.state;
    events.push(...result.events);
  }
  return { state, events };
}

/** A match whose earlier deals (scores only) put the totals at `totals`, with the next deal number even. */
function withTotals(match: MatchState, totals: [number, number]): MatchState {
  const filler = (scores: [number, number], nondealer: Player) => ({ nondealer, deal: newDeal('classic', 0), scores });
  return { ...match, results: [filler(totals, 0), filler([0, 0], 1)] };
}

describe('Abstrac match play', () => {
  it('player 0 is the first nondealer, the deal alternates, each deal from deriveSeed(seed, n)', () => {
    const match = createMatch({ variant: 'classic' }, 99);
    expect(match.current).toEqual(newDeal('classic', deriveSeed(99, 0)));
    let view = matchView(match);
    expect([view.dealNumber, view.seats, view.toMove, view.target]).toEqual([0, { nondealer: 0, dealer: 1 }, 0, 500]);
    const { state, events } = playExample(match);
    view = matchView(state);
    expect([view.dealNumber, view.seats, view.toMove, view.totals]).toEqual([
      1,
      { nondealer: 1, dealer: 0 },
      1,
      [168, 250],
    ]);
    expect(state.current).toEqual(newDeal('classic', deriveSeed(99, 1)));
    expect(events.slice(-2)).toEqual([
      { type: 'deal-scored', deal: 0, scores: [168, 250], totals: [168, 250] },
      { type: 'deal-started', deal: 1, nondealer: 1 },
    ]);
    // Deal 1: player 1 is nondealer, so scores 168 this time.
    const second = playExample(state);
    expect(matchView(second.state).totals).toEqual([418, 418]);
    expect(second.state.results.map((r) => r.nondealer)).toEqual([0, 1]);
  });

  it('moves are mapped from players to seats, and only the player to act may move', () => {
    const match = createMatch({ variant: 'suits' }, 5);
    expect(applyMatchMove(match, 1, { type: 'choose', first: 'dealer' })).toMatchObject({
      ok: false,
      code: 'abstrac/not-your-choice',
    });
    expect(matchLegalMoves(match, 1)).toEqual([]);
    const chosen = applyMatchMove(match, 0, { type: 'choose', first: 'dealer' });
    expect(chosen.ok && matchView(chosen.state).toMove).toBe(1);
  });

  it.each([
    ['neither reaches the target: play on', 500, [300, 200], null],
    ['only one passes the target: it wins', 460, [300, 200], 0],
    ['both pass in the same deal: the higher total wins', 400, [300, 200], 0],
    ['both pass, the one who scored more this deal still trails', 400, [200, 300], 1],
  ] as const)('%s', (_name, target, before, winner) => {
    const match = withTotals(createMatch({ variant: 'classic', target }, 1), [...before]);
    const { state, events } = playExample(match);
    const view = matchView(state);
    expect(view.totals).toEqual([before[0] + 168, before[1] + 250]);
    expect(view.winner).toBe(winner);
    if (winner === null) {
      expect(state.outcome).toBeNull();
      expect(view.toMove).toBe(1); // deal 3: player 1 is nondealer and chooses
    } else {
      expect(state.outcome).toEqual({ type: 'points', winner });
      expect(events.at(-1)).toEqual({ type: 'match-ended', outcome: { type: 'points', winner }, totals: view.totals });
      expect(view.toMove).toBeNull();
      expect(view.dealNumber).toBe(2);
      expect(matchLegalMoves(state, 0)).toEqual([]);
      expect(applyMatchMove(state, 0, { type: 'take', count: 1 })).toMatchObject({ code: 'abstrac/match-over' });
    }
  });

  it('an exact tie at the target plays one more deal', () => {
    const match = withTotals(createMatch({ variant: 'classic' }, 1), [382, 300]);
    const tied = playExample(match);
    expect(matchView(tied.state).totals).toEqual([550, 550]);
    expect(tied.state.outcome).toBeNull();
    expect(matchView(tied.state).seats.nondealer).toBe(1);
    const decided = playExample(tied.state);
    expect(matchView(decided.state).totals).toEqual([800, 718]);
    expect(decided.state.outcome).toEqual({ type: 'points', winner: 0 });
  });

  it('a fixed number of deals: a tie after them plays one more deal', () => {
    const match = createMatch({ variant: 'classic', deals: 2 }, 3);
    expect(match.target).toBeNull();
    const one = playExample(match).state;
    const two = playExample(one).state;
    expect(matchView(two).totals).toEqual([418, 418]);
    expect(two.outcome).toBeNull();
    const three = playExample(two).state;
    expect(matchView(three).totals).toEqual([586, 668]);
    expect(three.outcome).toEqual({ type: 'points', winner: 1 });
  });

  it('a fixed number of deals ends after them without a tie', () => {
    const one = playExample(createMatch({ variant: 'classic', deals: 1 }, 3)).state;
    expect(one.outcome).toEqual({ type: 'points', winner: 1 });
    expect(matchView(one).dealNumber).toBe(0);
  });

  it('with both a target and a number of deals, whichever comes first ends it', () => {
    const match = createMatch({ variant: 'classic', deals: 3, target: 200 }, 3);
    expect(playExample(match).state.outcome).toEqual({ type: 'points', winner: 1 });
  });

  it('resignation and forfeit end the match for the other player', () => {
    const match = createMatch({ variant: 'unlimited' }, 8);
    const resigned = resign(match, 0);
    expect(resigned).toMatchObject({ ok: true, state: { outcome: { type: 'resigned', winner: 1, loser: 0 } } });
    if (!resigned.ok) return;
    expect(matchView(resigned.state)).toMatchObject({ winner: 1, toMove: null, dealNumber: 0 });
    expect(resign(resigned.state, 1)).toMatchObject({ ok: false, code: 'abstrac/match-over' });
    expect(resign(match, 1, 'forfeited')).toMatchObject({
      ok: true,
      state: { outcome: { type: 'forfeited', winner: 0 } },
    });
  });

  it('rejects bad options, and the state is plain JSON', () => {
    expect(() => createMatch({ variant: 'nope' as 'classic' }, 1)).toThrow(/Unknown Abstrac variant/);
    expect(() => createMatch({ variant: 'classic', target: 0 }, 1)).toThrow(/target/);
    expect(() => createMatch({ variant: 'classic', deals: 1.5 }, 1)).toThrow(/deals/);
    const { state } = playExample(createMatch({ variant: 'fullpack' }, 4));
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
    expect(state.target).toBe(500);
  });

  it('who is to move, unscored, agrees with the full view; a state is viewed once', () => {
    for (const variant of ['classic', 'suits', 'unlimited', 'fullpack'] as const) {
      let state = createMatch({ variant, deals: 2 }, 11);
      for (let n = 0; ; n++) {
        // A copy is a new object: its view is derived afresh, and must agree.
        const fresh = matchView(JSON.parse(JSON.stringify(state)) as MatchState);
        expect(matchToMove(state)).toBe(fresh.toMove);
        expect(matchView(state)).toEqual(fresh);
        expect(matchView(state)).toBe(matchView(state));
        const player = fresh.toMove;
        if (player === null) break;
        const legal = matchLegalMoves(state, player);
        const result = applyMatchMove(state, player, legal[(deriveSeed(11, n) >>> 0) % legal.length] as never);
        if (!result.ok) throw new Error(result.reason);
        state = result.state;
      }
      expect(state.outcome).not.toBeNull();
      const resigned = resign(createMatch({ variant }, 1), 0);
      expect(resigned.ok && matchToMove(resigned.state)).toBeNull();
    }
  });
});
