/**
 * The shape of a seat's view (`viewFor` in match.ts) as JSON, for views that come from outside, such
 * as `npm run cli -- play` (docs/records.md): the fields and their ranges, then whether the cards add
 * up to the pack (each card seen at most once, and what is hidden fits the counts).
 */
import { z } from 'zod';
import type { SuitedCard } from '../../../cards/card.ts';
import { suitedCardSchema } from '../../../engine/records-common.ts';
import type { ThreedomView } from './types.ts';

const seat = z.union([z.literal(0), z.literal(1)]);
const count = z.number().int().min(0);
const pair = z.tuple([count, count]);

export const threedomViewSchema = z
  // Strict: a field the seat's view does not have (the opponent's hand, the draw pile's order) is
  // refused, not silently dropped.
  .strictObject({
    seat,
    hand: z.array(suitedCardSchema).max(4),
    opponentHandSize: count.max(4),
    tops: z.array(suitedCardSchema.nullable()).length(9),
    pileSizes: z.array(count.max(52)).length(9),
    drawPileSize: count.max(16),
    collected: z.tuple([z.array(suitedCardSchema), z.array(suitedCardSchema)]),
    roundPoints: pair,
    scores: pair,
    target: z.number().int().min(1),
    round: count,
    starter: seat,
    toMove: seat.nullable(),
    turnsWithoutClaim: count,
    winner: seat.nullable(),
  })
  .superRefine((view, ctx) => {
    const seen: SuitedCard[] = [...view.hand, ...view.collected[0], ...view.collected[1]];
    for (const top of view.tops) if (top !== null) seen.push(top);
    const twice = seen.find((card, i) => seen.indexOf(card) !== i);
    if (twice) ctx.addIssue({ code: 'custom', message: `${twice} is shown twice` });
    view.tops.forEach((top, p) => {
      if ((top === null) !== (view.pileSizes[p] === 0))
        ctx.addIssue({
          code: 'custom',
          path: ['tops', p],
          message: 'a pile has a top card exactly when its size is not 0',
        });
    });
    const hidden =
      view.pileSizes.reduce((s, n) => s + Math.max(0, n - 1), 0) + view.opponentHandSize + view.drawPileSize;
    if (!twice && seen.length + hidden !== 52)
      ctx.addIssue({
        code: 'custom',
        message: `the cards add up to ${seen.length + hidden}, not 52 (hand, tops, collected, what is under the tops, the opponent's hand, the draw pile)`,
      });
  }) satisfies z.ZodType<ThreedomView, unknown>;
