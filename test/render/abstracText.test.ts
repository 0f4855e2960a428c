/**
 * The words and numbers the images show, checked without pixels: the score
 * explanations (the RULES.md worked example, misère), the status line of each
 * phase, and the last take derived for highlighting.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Card, parseCard } from '../../src/cards/card.ts';
import { applyMove, dealView, legalMoves, newDeal } from '../../src/games/abstrac/engine/deal.ts';
import { scoreDeal, scoreFullpackHand } from '../../src/games/abstrac/engine/scoring.ts';
import { type AbstracEvent, VARIANTS } from '../../src/games/abstrac/engine/types.ts';
import { ALT_TEXT_MAX, describeAbstracBoard } from '../../src/games/abstrac/render/alt.ts';
import { rowCaption, statusLine } from '../../src/games/abstrac/render/board.ts';
import { lastTakeOf } from '../../src/games/abstrac/render/model.ts';
import { classicLines, fullpackLines } from '../../src/games/abstrac/render/panel.ts';
import { drawableName } from '../../src/render/names.ts';
import {
  playout,
  playToEnd,
  playUntilRow,
  sampleModel,
  sampleStates,
} from '../../src/games/abstrac/render/sample-states.ts';

const cards = (text: string): Card[] => text.split(' ').map((t) => parseCard(t) as Card);
const NAMES = { nondealer: 'Ann', dealer: 'Bo' };

describe('score explanations', () => {
  // RULES.md 7: the worked example.
  const score = scoreDeal({
    nondealer: cards('A♠ 9♠ A♥ Q♥ A♣ A♦ K♦ Q♦ J♦ 9♦'),
    dealer: cards('K♠ Q♠ J♠ 10♠ K♥ J♥ 10♥ 9♥ K♣ Q♣ J♣ 10♣ 9♣ 10♦'),
  });

  it('states the worked example: 12 × 14 = 168 and 25 × 10 = 250, sets and runs coloured apart', () => {
    expect(classicLines(score, 'nondealer', NAMES, true)).toEqual({
      lines: [{ text: '4×A 8', tone: 'set' }, { text: 'A–J♦ 4', tone: 'sequence' }, '12 pts × 14 cards = 168'],
      alert: null,
    });
    expect(classicLines(score, 'dealer', NAMES, true).lines).toEqual([
      { text: '3×K 2  ·  3×J 2  ·  4×10 8', tone: 'set' },
      { text: 'K–10♠ 4  ·  J–9♥ 3  ·  K–9♣ 6', tone: 'sequence' },
      '25 pts × 10 cards = 250',
    ]);
  });

  it('explains misère on both sides', () => {
    const misere = scoreDeal({ nondealer: cards('A♠ K♥ Q♦'), dealer: cards('A♥ A♦ A♣ 9♠') });
    expect(misere.misere).toBe('nondealer');
    expect(classicLines(misere, 'nondealer', NAMES, true).alert).toBe('Misère: 2 pts of Bo × 3 = 6');
    expect(classicLines(misere, 'dealer', NAMES, true).alert).toBe('Misère: Ann takes them, 0');
  });

  it('says nothing alarming before anyone has scored', () => {
    const empty = scoreDeal({ nondealer: [], dealer: cards('A♠') });
    expect(classicLines(empty, 'nondealer', NAMES, false)).toEqual({ lines: ['No cards taken yet'], alert: null });
    expect(classicLines(empty, 'dealer', NAMES, false).alert).toBeNull();
  });

  it('spells out the fullpack product', () => {
    const hand = scoreFullpackHand(cards('A♥ 2♠ 3♥ 4♥ K♥ K♣'));
    expect(fullpackLines(hand)).toEqual([
      { text: 'Longest suit ♥: 4', tone: 'sequence' },
      { text: 'Run A–4: 4', tone: 'run' },
      { text: 'Set of K: 2', tone: 'set' },
      '4 × 4 × 2 = 32',
    ]);
  });
});

describe('status line', () => {
  it('names who acts and what they may take, in every phase', () => {
    expect(statusLine(sampleModel(playout('classic', 7, 0)))).toBe('Maëlle chooses who plays first');
    expect(statusLine(sampleModel(playout('unlimited', 5, 1)))).toMatch(/^(Maëlle|Tobias) to take 1 to 12 cards$/);
    const end = sampleModel(playToEnd('classic', 7));
    const { nondealer, dealer } = end.view.totals;
    expect(statusLine(end)).toBe(`Deal over: Maëlle ${nondealer}, Tobias ${dealer}`);
  });
});

describe('lastTakeOf', () => {
  it('is the last take of the current half, as the engine reported it', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...VARIANTS),
        fc.integer(),
        fc.array(fc.nat(), { maxLength: 50 }),
        (variant, seed, picks) => {
          let state = newDeal(variant, seed);
          let last: Extract<AbstracEvent, { type: 'took' }> | null = null;
          for (const pick of picks) {
            const seat = dealView(state).toMove;
            if (seat === null) break;
            const legal = legalMoves(state, seat);
            const result = applyMove(state, seat, legal[pick % legal.length] ?? { type: 'take', count: 1 });
            if (!result.ok) throw new Error(result.reason);
            state = result.state;
            for (const event of result.events) if (event.type === 'took') last = event;
          }
          const view = dealView(state);
          const expected = last !== null && last.half === view.half ? { seat: last.seat, cards: last.cards } : null;
          expect(lastTakeOf(state)).toEqual(expected);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('describeAbstracBoard (alt text)', () => {
  it('says whose turn it is, the row from the top, each hand and the match', () => {
    const model = sampleModel(playUntilRow('classic', 7, 12));
    const text = describeAbstracBoard(model);
    expect(text).toContain(`${statusLine(model)}.`);
    expect(text).toContain(`Row, top first: ${model.view.row.join(' ')}.`);
    expect(text).toContain('Match before this deal: Maëlle 212, Tobias 187, first to 500.');
    expect(text).toMatch(/Tobias, dealer, took .*: \d+\./);
  });

  it('fits Discord’s 1024-character limit for every sample', () => {
    for (const { state } of sampleStates()) {
      expect(describeAbstracBoard(sampleModel(state)).length).toBeLessThanOrEqual(ALT_TEXT_MAX);
    }
  });
});

describe('drawableName', () => {
  it.each([
    ['Maëlle', 'Maëlle'],
    ['Zoë_名前_Ω', 'Zoë_名前_Ω'],
    ['🔥 Alex 🔥', '🔥 Alex 🔥'],
    ['Дмитрий', 'Дмитрий'],
    ['Nguyễn', 'Nguyễn'],
    ['名前', '名前'],
    ['\u202eevil\u0007', 'evil'],
    ['\u{10FFFD}', 'Dealer'],
    ['   ', 'Dealer'],
  ])('%s is drawn as %s', (name, drawn) => {
    expect(drawableName(name, 'dealer')).toBe(drawn);
  });
});

describe('row caption', () => {
  it('states the limit that applies: the suit, the last take, or the cards left', () => {
    for (const { state } of sampleStates()) {
      const model = sampleModel(state);
      const { view } = model;
      const caption = rowCaption(model);
      const max = view.legalTakes.at(-1);
      if (view.phase !== 'take' || max === undefined) expect(caption).toBe('');
      else if (max === view.row.length) expect(caption).toBe(`· only ${max} left`);
      else if (view.variant === 'suits' || view.variant === 'fullpack') {
        expect(caption).toBe(`· top card ${view.row[0]?.slice(-1)} allows ${max}`);
      } else if (view.variant === 'unlimited')
        expect(caption).toMatch(/^· (first take: 1 to 12|after a take of \d+: at most \d+)$/);
      else expect(caption).toBe('');
    }
  });
});

describe('describeAbstracBoard for fullpack', () => {
  it('gives each hand its longest suit × run × set', () => {
    const model = sampleModel(playUntilRow('fullpack', 3, 14));
    const half = model.view.fullpack?.halves[0]?.seats.nondealer;
    expect(half).toBeDefined();
    if (half === undefined) return;
    const product = `suit ${half.longestSuit.count} × run ${half.longestRun.length} × set ${half.largestSet.count} = ${half.score}`;
    expect(describeAbstracBoard(model)).toContain(product);
  });
});
