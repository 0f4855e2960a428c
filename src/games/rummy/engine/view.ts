/**
 * The shape of a seat's view (`viewFor` in match.ts) as JSON, for views that come from outside, such
 * as `npm run cli -- play` (docs/records.md): the fields and their ranges, and no card shown twice.
 */
import { z } from 'zod';
import type { SuitedCard } from '../../../cards/card.ts';
import { suitedCardSchema } from '../../../engine/records-common.ts';
import { handSize, MAX_PLAYERS, MIN_PLAYERS } from './hand.ts';
import type { RummyView } from './types.ts';

const count = z.number().int().min(0);
const PACK = 52;
const seats = <T extends z.ZodType>(schema: T) => z.array(schema).min(MIN_PLAYERS).max(MAX_PLAYERS);

export const rummyViewSchema = z
  // Strict: a field the seat's view does not have (another seat's hand, the stock's hidden order
  // under another name) is refused, not silently dropped.
  .strictObject({
    seat: count,
    hand: z.array(suitedCardSchema),
    handSizes: seats(count),
    melds: z.array(z.array(suitedCardSchema)),
    discardTop: suitedCardSchema.nullable(),
    discardSize: count,
    discard: z.array(suitedCardSchema),
    known: seats(z.array(suitedCardSchema)),
    hasLaid: seats(z.boolean()),
    // A hand's public events; a long hand has a few hundred (self-play stops a hand at 3,000 moves).
    plays: z
      .array(z.tuple([count, z.enum(['stock', 'take', 'throw', 'lay']), suitedCardSchema.nullable()]))
      .max(4000)
      .optional(),
    laidThisTurn: z.boolean(),
    stockSize: count,
    stock: z.array(suitedCardSchema).nullable(),
    toMove: count.nullable(),
    phase: z.enum(['draw', 'play']),
    takenFromDiscard: suitedCardSchema.nullable(),
    dealer: count,
    stockTurns: count,
    stockRunOuts: count,
    scores: seats(z.number().int()),
    handNumber: count,
    target: z.number().int().min(1).nullable(),
    handsLimit: z.number().int().min(1).nullable(),
    winners: z.array(count),
  })
  .superRefine((view, ctx) => {
    const players = view.handSizes.length;
    for (const key of ['seat', 'dealer'] as const)
      if (view[key] >= players)
        ctx.addIssue({ code: 'custom', path: [key], message: `must be a seat, 0 to ${players - 1}` });
    if (view.toMove !== null && view.toMove >= players)
      ctx.addIssue({ code: 'custom', path: ['toMove'], message: `must be a seat, 0 to ${players - 1}` });
    if (view.scores.length !== players)
      ctx.addIssue({ code: 'custom', path: ['scores'], message: 'one score per seat' });
    if (view.handSizes[view.seat] !== undefined && view.handSizes[view.seat] !== view.hand.length)
      ctx.addIssue({ code: 'custom', path: ['handSizes', view.seat], message: "must be the seat's hand size" });
    // A hand never holds more than was dealt, but for the card the seat to move drew this turn.
    const dealt = handSize(players);
    view.handSizes.forEach((n, s) => {
      const most = dealt + (s === view.toMove && view.phase === 'play' ? 1 : 0);
      if (n > most)
        ctx.addIssue({
          code: 'custom',
          path: ['handSizes', s],
          message: `seat ${s} holds ${n} cards, but a hand is dealt ${dealt} and only the seat to move, after drawing, holds one more`,
        });
    });
    for (const key of ['known', 'hasLaid'] as const)
      if (view[key].length !== players) ctx.addIssue({ code: 'custom', path: [key], message: 'one entry per seat' });
    if (view.discard.length !== view.discardSize || (view.discard.at(-1) ?? null) !== view.discardTop)
      ctx.addIssue({ code: 'custom', path: ['discard'], message: 'must hold discardSize cards, discardTop last' });
    if (view.stock !== null && view.stock.length !== view.stockSize)
      ctx.addIssue({ code: 'custom', path: ['stock'], message: 'must hold stockSize cards' });
    // The stock's order is public only once it was turned over from the discard pile, whose order
    // everyone saw; before that, a view holding it holds what no seat may know.
    if (view.stock !== null && view.stockTurns === 0)
      ctx.addIssue({
        code: 'custom',
        path: ['stock'],
        message: 'the stock is face down until it has been turned over (stockTurns 0): its order is hidden',
      });
    if (view.stock === null && view.stockTurns > 0)
      ctx.addIssue({ code: 'custom', path: ['stock'], message: 'a stock turned over from the discard pile is known' });
    const table = new Set(view.melds.flat());
    view.plays?.forEach(([seat, kind, card], i) => {
      if (seat >= players)
        ctx.addIssue({ code: 'custom', path: ['plays', i, 0], message: `must be a seat, 0 to ${players - 1}` });
      if (card === null && kind !== 'stock')
        ctx.addIssue({ code: 'custom', path: ['plays', i, 2], message: `a ${kind} names its card` });
      // Cards laid down stay on the table until the hand ends.
      if (kind === 'lay' && card !== null && !table.has(card))
        ctx.addIssue({
          code: 'custom',
          path: ['plays', i, 2],
          message: `${card} was laid down but is not on the table`,
        });
    });
    const mine = view.known[view.seat] ?? [];
    const strange = mine.find((card) => !view.hand.includes(card));
    if (strange)
      ctx.addIssue({ code: 'custom', path: ['known', view.seat], message: `${strange} is not in the seat's hand` });
    const othersKnown: SuitedCard[] = [];
    view.known.forEach((cards, s) => {
      if (s === view.seat) return;
      if (cards.length > (view.handSizes[s] ?? 0))
        ctx.addIssue({ code: 'custom', path: ['known', s], message: `more cards than seat ${s} holds` });
      othersKnown.push(...cards);
    });
    const seen: SuitedCard[] = [
      ...view.hand,
      ...view.melds.flat(),
      ...view.discard,
      ...(view.stock ?? []),
      ...othersKnown,
    ];
    const twice = seen.find((card, i) => seen.indexOf(card) !== i);
    if (twice) ctx.addIssue({ code: 'custom', message: `${twice} is shown twice` });
    // Every card of the pack is somewhere: in a hand, on the table, in the discard pile or the stock.
    const total =
      view.melds.flat().length +
      view.discard.length +
      view.stockSize +
      view.handSizes.reduce((sum, n, s) => sum + (s === view.seat ? view.hand.length : n), 0);
    if (!twice && total !== PACK)
      ctx.addIssue({
        code: 'custom',
        message: `the cards add up to ${total}, not ${PACK} (hands, melds, the discard pile and the stock)`,
      });
  }) satisfies z.ZodType<RummyView, unknown>;
