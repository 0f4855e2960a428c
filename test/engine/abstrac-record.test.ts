import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Card } from '../../src/cards/card.ts';
import { arrangeCards, dealRecord, newDeal, replayAbstracRecord } from '../../src/games/abstrac/engine/index.ts';
import { replayRecord, replayText } from '../../src/games/replay.ts';
import { recount } from '../fixtures/abstrac/recount.ts';

const EXAMPLE = {
  game: 'abstrac',
  variant: 'classic',
  layout: 'A♣ J♦ 10♦ 9♣ A♠ K♦ K♣ K♥ K♠ A♥ 9♥ 9♦ A♦ 10♥ J♥ Q♠ Q♦ 10♣ Q♣ J♣ 9♠ Q♥ 10♠ J♠'.split(' '),
  first: 'nondealer',
  takes: [2, 2, 2, 3, 1, 1, 2, 3, 1, 3, 2, 2],
};
const CLASSIC = EXAMPLE.layout;
// Four spades on top, then A♥: for the suit limits.
const SUITS_LAYOUT = 'A♠ 9♠ K♠ Q♠ A♥ Q♥ J♠ 10♠ K♥ A♣ J♥ A♦ K♦ 10♥ 9♥ K♣ Q♦ Q♣ J♣ 10♣ J♦ 9♦ 9♣ 10♦'.split(' ');
const UNLIMITED = ['Joker', ...CLASSIC];
const FULLPACK = newDeal('fullpack', 5).layout;
const rec = (patch: Record<string, unknown>) => ({ ...EXAMPLE, ...patch });

describe('replaying records', () => {
  it('the worked example: 168 and 250, with the breakdown', () => {
    expect(replayRecord(EXAMPLE)).toEqual({
      finished: true,
      seats: {
        nondealer: {
          cards: ['A♠', '9♠', 'A♥', 'Q♥', 'A♦', 'K♦', 'Q♦', 'J♦', '9♦', 'A♣'],
          combinations: [
            { kind: 'set', cards: ['A♠', 'A♥', 'A♦', 'A♣'], points: 8 },
            { kind: 'sequence', cards: ['A♦', 'K♦', 'Q♦', 'J♦'], points: 4 },
          ],
          combinationPoints: 12,
          cardsTaken: 10,
          score: 168,
        },
        dealer: expect.objectContaining({ combinationPoints: 25, cardsTaken: 14, score: 250 }),
      },
      misere: null,
    });
  });

  it.each([
    [1, 60, 96],
    [2, 144, 120],
    [3, 96, 84],
  ])("the seed's layout, %i cards a turn: %i and %i", (count, nondealer, dealer) => {
    expect(replayRecord(rec({ takes: Array(24 / count).fill(count) }))).toMatchObject({
      finished: true,
      seats: { nondealer: { score: nondealer }, dealer: { score: dealer } },
    });
  });

  it('letter form reads the same as symbol form', () => {
    const letters = EXAMPLE.layout.map((c) =>
      c.replace('10', 'T').replace('♠', 'S').replace('♥', 'h').replace('♦', 'D').replace('♣', 'C'),
    );
    expect(replayRecord(rec({ layout: letters }))).toEqual(replayRecord(EXAMPLE));
    expect(replayRecord(rec({ layout: EXAMPLE.layout.map((c) => c.replace('♦', 'D')) }))).toEqual(
      replayRecord(EXAMPLE),
    );
  });

  it('a record that stops early shows how far it got and who is to move', () => {
    const out = replayRecord(rec({ takes: [2, 2, 2] }));
    expect(out).toMatchObject({ finished: false, toMove: 'dealer' });
    expect(Object.keys(out)).toEqual(['finished', 'toMove', 'seats', 'misere']);
    expect(out).toMatchObject({ seats: { nondealer: { cardsTaken: 4 }, dealer: { cardsTaken: 2 } } });
    expect(replayRecord(rec({ first: undefined, takes: [] }))).toMatchObject({ finished: false, toMove: 'nondealer' });
  });

  it('fullpack: per-half breakdown, the takes split where the first half runs out', () => {
    const base = { game: 'abstrac', variant: 'fullpack', layout: FULLPACK };
    const half = Array(26).fill(1);
    const out = replayRecord({ ...base, first: ['dealer', 'nondealer'], takes: [...half, ...half] }) as {
      finished: boolean;
      seats: Record<
        string,
        { cards: Card[]; cardsTaken: number; halves: { score: number; cardsTaken: number }[]; score: number }
      >;
    };
    expect(out.finished).toBe(true);
    const nd = out.seats.nondealer;
    expect(nd?.cardsTaken).toBe(26);
    expect(nd?.cards).toEqual(arrangeCards(nd?.cards ?? []));
    expect(nd?.halves.map((h) => h.cardsTaken)).toEqual([13, 13]);
    expect(nd?.score).toBe((nd?.halves[0]?.score ?? 0) + (nd?.halves[1]?.score ?? 0));
    const r = recount({ ...base, first: ['dealer', 'nondealer'], takes: [...half, ...half] });
    expect([nd?.score, out.seats.dealer?.score]).toEqual([r.scores.nondealer, r.scores.dealer]);
    // The first half over and no second choice yet: the nondealer is to choose.
    expect(replayRecord({ ...base, first: ['dealer'], takes: half })).toMatchObject({
      finished: false,
      toMove: 'nondealer',
    });
    expect(replayRecord({ ...base, first: ['dealer', 'dealer'], takes: half })).toMatchObject({ toMove: 'dealer' });
  });

  it('dealRecord round-trips through replay', () => {
    const deal = newDeal('unlimited', 77);
    const record = dealRecord({ ...deal, first: ['dealer'], takes: [[12, 13]] });
    expect(record).toMatchObject({ first: 'dealer', takes: [12, 13] });
    expect(replayAbstracRecord(JSON.parse(JSON.stringify(record)))).toMatchObject({ finished: true });
    expect(dealRecord(deal)).not.toHaveProperty('first');
  });
});

describe('bad records: one readable error each', () => {
  it.each([
    ['malformed JSON', '{"game":"abstrac",', /^malformed JSON: /],
    ['not an object', '[1,2]', /^a record is a JSON object/],
    ['no game', '{"variant":"classic"}', /^game: missing/],
    ['unknown game', '{"game":"chess"}', /^unknown game "chess" \(one of: abstrac/],
    ['unknown variant', JSON.stringify(rec({ variant: 'speed' })), /^unknown variant "speed"/],
    ['missing takes', JSON.stringify(rec({ takes: undefined })), /^takes: missing$/],
    ['takes not numbers', JSON.stringify(rec({ takes: [1, 'two'] })), /^takes\[1\]: every take must be a number$/],
    ['bad first', JSON.stringify(rec({ first: 'me' })), /^first: must be "nondealer" or "dealer"/],
    [
      'unknown card',
      JSON.stringify(rec({ layout: ['A♠', 'X♠', ...CLASSIC.slice(2)] })),
      /^layout: "X♠" is not a card$/,
    ],
    [
      'duplicate card',
      JSON.stringify(rec({ layout: ['A♠', 'AS', ...CLASSIC.slice(2)] })),
      /^layout: A♠ appears twice$/,
    ],
    [
      'a 2♠ in classic',
      JSON.stringify(rec({ layout: ['2♠', ...CLASSIC.slice(1)] })),
      /^layout: 2♠ is not in the classic pack/,
    ],
    [
      'a Joker in suits',
      JSON.stringify(rec({ variant: 'suits', layout: ['Joker', ...CLASSIC.slice(1)] })),
      /^layout: Joker is not in the suits pack/,
    ],
    ['23 cards', JSON.stringify(rec({ layout: CLASSIC.slice(1) })), /^layout: a classic layout has 24 cards, not 23$/],
    [
      'unlimited without the Joker',
      JSON.stringify(rec({ variant: 'unlimited' })),
      /^layout: the unlimited layout needs the Joker on top/,
    ],
    [
      'the Joker not on top',
      JSON.stringify(rec({ variant: 'unlimited', layout: [...CLASSIC, 'Joker'] })),
      /^layout: the Joker must be on top \(first\), not card 25$/,
    ],
    [
      'fullpack of 26',
      JSON.stringify(rec({ variant: 'fullpack', layout: FULLPACK.slice(0, 26), first: ['dealer'] })),
      /^layout: a fullpack layout has 52 cards \(two halves of 26\), not 26$/,
    ],
    [
      'fullpack with one first',
      JSON.stringify(rec({ variant: 'fullpack', layout: FULLPACK, first: 'dealer' })),
      /^first: fullpack needs a list/,
    ],
    [
      'classic with a list of first',
      JSON.stringify(rec({ first: ['dealer'] })),
      /^first: must be "nondealer" or "dealer" \(a list is for fullpack\)$/,
    ],
    [
      'classic take of 4',
      JSON.stringify(rec({ takes: [2, 4] })),
      /^take 2 \(dealer\): can't take 4, you may take 1, 2 or 3 cards$/,
    ],
    [
      'suits: the top card limits',
      JSON.stringify(rec({ variant: 'suits', layout: SUITS_LAYOUT, takes: [1, 1, 1, 1, 3] })),
      /^take 5 \(nondealer\): can't take 3, the top card is A♥, so you may take at most 2$/,
    ],
    [
      'suits: a spade allows 1',
      JSON.stringify(rec({ variant: 'suits', layout: SUITS_LAYOUT, takes: [2] })),
      /^take 1 \(nondealer\): can't take 2, the top card is A♠, so you may take at most 1$/,
    ],
    [
      'unlimited: first take over 12',
      JSON.stringify(rec({ variant: 'unlimited', layout: UNLIMITED, takes: [13] })),
      /^take 1 \(nondealer\): can't take 13, the first take is 1 to 12 cards$/,
    ],
    [
      'unlimited: previous + 1',
      JSON.stringify(rec({ variant: 'unlimited', layout: UNLIMITED, takes: [3, 5] })),
      /^take 2 \(dealer\): can't take 5, after a take of 3 you may take at most 4$/,
    ],
    [
      'more than remain',
      JSON.stringify(rec({ takes: [3, 3, 3, 3, 3, 3, 3, 2, 2] })),
      /^take 9 \(nondealer\): can't take 2, only 1 card remains$/,
    ],
    [
      'a take after the row is empty',
      JSON.stringify(rec({ takes: [...EXAMPLE.takes, 1] })),
      /^take 13: the row is empty \(the deal ended after take 12\)$/,
    ],
    [
      'a zero take',
      JSON.stringify(rec({ takes: [0] })),
      /^take 1 \(nondealer\): 0 is not a whole number of cards, at least 1$/,
    ],
    ['takes with no first', JSON.stringify(rec({ first: undefined })), /^take 1 needs first: who plays first\?$/],
    [
      'fullpack second half without a choice',
      JSON.stringify({
        game: 'abstrac',
        variant: 'fullpack',
        layout: FULLPACK,
        first: ['dealer'],
        takes: [...Array(26).fill(1), 1],
      }),
      /^take 27 begins half 2, but first has no entry for it/,
    ],
  ])('%s', (_name, text, reason) => {
    const out = replayText(text);
    expect(Object.keys(out)).toEqual(['error']);
    expect(out.error).toMatch(reason);
  });
});

describe('fixture records agree with an independent recount', () => {
  const lines = readFileSync(new URL('../fixtures/abstrac/records.jsonl', import.meta.url), 'utf8')
    .trim()
    .split('\n');
  it('has 20+ records covering every classic-family variant, fullpack, misère and unfinished deals', () => {
    const records = lines.map((l) => JSON.parse(l));
    expect(records.length).toBeGreaterThanOrEqual(20);
    for (const v of ['classic', 'suits', 'unlimited', 'fullpack'])
      expect(records.some((r) => r.variant === v)).toBe(true);
    const outs = records.map((r) => replayRecord(r) as { misere?: string | null; finished: boolean });
    for (const m of ['nondealer', 'dealer', 'both']) expect(outs.some((o) => o.misere === m)).toBe(true);
    expect(outs.some((o) => !o.finished)).toBe(true);
  });
  it.each(lines.map((line, i) => [i + 1, line]))('record %i', (_n, line) => {
    const record = JSON.parse(line);
    const expected = recount(record);
    const out = replayRecord(record) as {
      finished: boolean;
      toMove?: string;
      seats: Record<string, { cards: string[]; cardsTaken: number; score: number; combinationPoints?: number }>;
    };
    expect(out.finished).toBe(expected.finished);
    expect(out.toMove).toBe(expected.toMove);
    for (const seat of ['nondealer', 'dealer'] as const) {
      const got = out.seats[seat];
      expect([...(got?.cards ?? [])].sort()).toEqual([...expected.cards[seat]].sort());
      expect(got?.cardsTaken).toBe(expected.cards[seat].length);
      expect(got?.score).toBe(expected.scores[seat]);
      if (record.variant !== 'fullpack') expect(got?.combinationPoints).toBe(expected.points[seat]);
    }
  });
});
