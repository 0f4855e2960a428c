/**
 * `score CARD...`: the combination breakdown of one player's taken cards, as the
 * end-of-deal summary shows it; `--fullpack` gives the fullpack half score instead.
 */
import { parseArgs } from 'node:util';
import { type Card, JOKER, parseCardList } from '../cards/card.ts';
import { packFor, scoreFullpackHand, scoreHand } from '../games/abstrac/engine/index.ts';
import type { FullpackHandScore, HandScore } from '../games/abstrac/engine/types.ts';
import { type Command, parseOr, usageError } from './command.ts';

const help = `Usage: npm run --silent cli -- score [--json] [--fullpack] CARD...

Scores the cards one player took. Cards are in symbol or letter form
(A♠ 10♦ TD 10D QH Joker), separated by spaces or commas.

Classic (default): sets (three of a kind 2, four 8) and maximal suit sequences
in A K Q J 10 9 (3 cards 3, 4 cards 4, 5 cards 6, 6 cards 12); the Joker counts
as a card but never combines. The deal score multiplies the points by the cards
the opponent took (see "replay" for whole deals).

Options:
  --fullpack  the fullpack half score: longest suit × longest run × largest set
  --json      print JSON instead of text
  -h, --help  show this help

Example:
  npm run --silent cli -- score A♠ 9♠ A♥ Q♥ A♣ A♦ K♦ Q♦ J♦ 9♦
`;

function classicText(hand: HandScore): string {
  const lines = [`Cards (${hand.cardsTaken}): ${hand.cards.join(' ') || '(none)'}`];
  if (hand.combinations.length === 0) lines.push('No combinations.');
  for (const c of hand.combinations) {
    lines.push(`  ${c.kind.padEnd(8)}  ${c.cards.join(' ').padEnd(20)}  ${String(c.points).padStart(2)}`);
  }
  lines.push(`Combination points: ${hand.combinationPoints}`);
  return `${lines.join('\n')}\n`;
}

function fullpackText(hand: FullpackHandScore): string {
  const { longestSuit: suit, longestRun: run, largestSet: set } = hand;
  return [
    `Cards (${hand.cardsTaken}): ${hand.cards.join(' ') || '(none)'}`,
    `  longest suit  ${String(suit.count).padStart(2)}  ${suit.cards.join(' ')}`,
    `  longest run   ${String(run.length).padStart(2)}  ${run.cards.join(' ')}`,
    `  largest set   ${String(set.count).padStart(2)}  ${set.cards.join(' ')}`,
    `Half score: ${suit.count} × ${run.length} × ${set.count} = ${hand.score}`,
    '',
  ].join('\n');
}

export const score: Command = {
  name: 'score',
  summary: 'the combination breakdown of a hand of taken cards',
  help,
  async run(args, io) {
    const parsed = parseOr(io, 'score', () =>
      parseArgs({
        args,
        options: { help: { type: 'boolean', short: 'h' }, json: { type: 'boolean' }, fullpack: { type: 'boolean' } },
        allowPositionals: true,
      }),
    );
    if (typeof parsed === 'number') return parsed;
    const { values, positionals } = parsed;
    if (values.help) {
      io.out(help);
      return 0;
    }
    const items = positionals.flatMap((arg) => arg.split(/[\s,]+/)).filter((item) => item !== '');
    if (items.length === 0) return usageError(io, 'score', 'give the cards to score');
    const pack: Card[] = values.fullpack ? packFor('fullpack') : [...packFor('classic'), JOKER];
    const packName = values.fullpack ? '52-card pack' : 'Abstrac pack (A K Q J 10 9 of each suit, and the Joker)';
    const cards = parseCardList(items, { cards: pack, packName });
    if (!cards.ok) {
      if (values.json) io.out(`${JSON.stringify({ error: cards.reason })}\n`);
      else io.err(`score: ${cards.reason}\n`);
      return 1;
    }
    if (values.fullpack) {
      const hand = scoreFullpackHand(cards.cards);
      io.out(values.json ? `${JSON.stringify(hand)}\n` : fullpackText(hand));
    } else {
      const hand = scoreHand(cards.cards);
      io.out(values.json ? `${JSON.stringify(hand)}\n` : classicText(hand));
    }
    return 0;
  },
};
