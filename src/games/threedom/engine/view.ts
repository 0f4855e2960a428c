/**
 * The shape of a seat's view (`viewFor` in match.ts) as JSON, for views that come from outside, such
 * as `npm run cli -- play` (docs/records.md): the fields and their ranges, then whether the cards add
 * up to the pack (each card seen at most once, and what is hidden fits the counts).
 */
import { z } from 'zod';
import type { SuitedCard } from '../../../cards/card.ts';
import { suitedCardSchema } from '../../../engine/records-common.ts';
import { LINES } from './grid.ts';
import type { ThreedomView } from './types.ts';

const seat = z.union([z.literal(0), z.literal(1)]);
const count = z.number().int().min(0);
const pair = z.tuple([count, count]);
const pile = z.number().int().min(0).max(8);

// Strict: a field the seat's view does not have (the opponent's hand, the draw pile's order) is
// refused, not silently dropped.
const threedomViewShape = z.strictObject({
  seat,
  // A hand is 3 cards between turns, always (a turn plays one and takes one).
  hand: z.array(suitedCardSchema).length(3),
  opponentHandSize: z.literal(3),
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
  // The round's public memory: optional, so a view from before it was kept is still read.
  covered: z.array(z.array(suitedCardSchema)).length(9).optional(),
  opponentTaken: z.array(z.strictObject({ card: suitedCardSchema, from: pile })).optional(),
  claims: z
    .array(
      z.strictObject({
        seat,
        lines: z.array(z.number().int().min(0).max(7)).min(1).max(8),
        cards: z.array(suitedCardSchema).min(3).max(9),
      }),
    )
    .optional(),
});

export const threedomViewSchema = threedomViewShape.superRefine((view, ctx) => {
  const seen: SuitedCard[] = [...view.hand, ...view.collected[0], ...view.collected[1]];
  for (const top of view.tops) if (top !== null) seen.push(top);
  for (const under of view.covered ?? []) seen.push(...under);
  for (const taken of view.opponentTaken ?? []) seen.push(taken.card);
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
  view.covered?.forEach((under, p) => {
    const room = Math.max(0, (view.pileSizes[p] ?? 0) - 1);
    if (under.length > room)
      ctx.addIssue({
        code: 'custom',
        path: ['covered', p],
        message: `pile ${p} has ${room} card${room === 1 ? '' : 's'} under its top, but ${under.length} are listed`,
      });
  });
  const known = view.opponentTaken?.length ?? 0;
  if (known > view.opponentHandSize)
    ctx.addIssue({
      code: 'custom',
      path: ['opponentTaken'],
      message: `${known} cards seen taken, but the opponent holds ${view.opponentHandSize}`,
    });
  if (view.claims) checkClaims(view, ctx);
  // Seen cards under the tops and in the opponent's hand are in `seen`: the total is the same.
  const hidden =
    view.pileSizes.reduce((s, n) => s + Math.max(0, n - 1), 0) +
    view.opponentHandSize +
    view.drawPileSize -
    (view.covered ?? []).reduce((s, under) => s + under.length, 0) -
    known;
  if (!twice && seen.length + hidden !== 52)
    ctx.addIssue({
      code: 'custom',
      message: `the cards add up to ${seen.length + hidden}, not 52 (hand, tops, collected, what is under the tops, the opponent's hand, the draw pile)`,
    });
}) satisfies z.ZodType<ThreedomView, unknown>;

/**
 * The claims must tell how each seat's collected cards came: in order, seat by seat, exactly those
 * cards, each claim one top per pile of its lines.
 */
function checkClaims(view: z.infer<typeof threedomViewShape>, ctx: z.RefinementCtx): void {
  const claims = view.claims ?? [];
  claims.forEach((claim, k) => {
    const piles = new Set(claim.lines.flatMap((l) => LINES[l] ?? []));
    if (claim.cards.length !== piles.size)
      ctx.addIssue({
        code: 'custom',
        path: ['claims', k, 'cards'],
        message: `lines ${claim.lines.join(', ')} have ${piles.size} tops, but ${claim.cards.length} cards are listed`,
      });
  });
  for (const s of [0, 1] as const) {
    const told = claims.filter((c) => c.seat === s).flatMap((c) => c.cards);
    const collected = view.collected[s];
    if (told.length !== collected.length || told.some((card, i) => card !== collected[i]))
      ctx.addIssue({
        code: 'custom',
        path: ['claims'],
        message: `seat ${s}'s claims (${told.join(' ') || 'none'}) are not the cards it collected (${collected.join(' ') || 'none'})`,
      });
  }
}
