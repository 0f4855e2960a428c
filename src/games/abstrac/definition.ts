/** Abstrac without Discord (src/games/definition.ts): its records and its computer opponent. */
import { z } from 'zod';
import { type Card, parseCard } from '../../cards/card.ts';
import type { GameDefinition } from '../definition.ts';
import { applyMove, dealPosition, packFor } from './engine/deal.ts';
import { abstracRoundPoints, replayAbstracRecord } from './engine/record.ts';
import { type AbstracMove, type DealState, SEATS, VARIANTS } from './engine/types.ts';
import { chooseMove, LEVELS, type Level } from './solver/opponents.ts';

const seat = z.enum(SEATS);
const card = z.string().transform((text, ctx): Card => {
  const parsed = parseCard(text);
  if (parsed === undefined) {
    ctx.addIssue({ code: 'custom', message: `"${text}" is not a card` });
    return z.NEVER;
  }
  return parsed;
});

/**
 * A seat's view for `cli play`. Nothing in Abstrac is hidden, so the view is the deal itself (as
 * records write it: the layout as dealt, who played first in each half begun, the takes of each half)
 * and the seat asking; `toMove` must be what the deal says, and `taken` (optional: the cards each
 * player took this half, in the order taken) must be what the takes give. Refused: a layout that is
 * not the variant's pack (a card twice, a card not in it, more or fewer cards), a take the rules
 * do not allow, a taken pile of the wrong size or cards.
 */
export const abstracViewSchema = z
  .strictObject({
    seat,
    toMove: seat.nullable(),
    variant: z.enum(VARIANTS),
    layout: z.array(card),
    first: z.array(seat).max(2),
    takes: z.array(z.array(z.number().int().min(1))).max(2),
    taken: z.strictObject({ nondealer: z.array(card), dealer: z.array(card) }).optional(),
  })
  .superRefine((view, ctx) => {
    const pack = packFor(view.variant);
    if (view.layout.length !== pack.length)
      ctx.addIssue({
        code: 'custom',
        path: ['layout'],
        message: `${view.layout.length} cards dealt, but the ${view.variant} pack has ${pack.length}`,
      });
    const twice = view.layout.find((c, i) => view.layout.indexOf(c) !== i);
    if (twice) ctx.addIssue({ code: 'custom', path: ['layout'], message: `${twice} is dealt twice` });
    const stranger = view.layout.find((c) => !pack.includes(c));
    if (stranger)
      ctx.addIssue({ code: 'custom', path: ['layout'], message: `${stranger} is not in the ${view.variant} pack` });
    if (twice || stranger || view.layout.length !== pack.length) return;
    if (view.takes.length !== view.first.length) {
      ctx.addIssue({
        code: 'custom',
        path: ['takes'],
        message: 'one list of takes per half begun (per entry of first)',
      });
      return;
    }
    let state: DealState = { variant: view.variant, layout: view.layout, first: [], takes: [] };
    for (let half = 0; half < view.first.length; half++) {
      const moves: AbstracMove[] = [
        { type: 'choose', first: view.first[half] as (typeof SEATS)[number] },
        ...(view.takes[half] ?? []).map((count): AbstracMove => ({ type: 'take', count })),
      ];
      for (const [k, move] of moves.entries()) {
        const mover = dealPosition(state).toMove;
        const result = mover === null ? null : applyMove(state, mover, move);
        if (!result?.ok) {
          ctx.addIssue({
            code: 'custom',
            path: k === 0 ? ['first', half] : ['takes', half, k - 1],
            message: result ? result.reason : 'the deal is already over',
          });
          return;
        }
        state = result.state;
      }
    }
    const position = dealPosition(state);
    if (view.toMove !== position.toMove)
      ctx.addIssue({
        code: 'custom',
        path: ['toMove'],
        message: `the deal says ${position.toMove ?? 'nobody'} is to move`,
      });
    for (const who of SEATS) {
      const told = view.taken?.[who];
      const real = position.taken[who];
      if (told && (told.length !== real.length || told.some((c, i) => c !== real[i])))
        ctx.addIssue({
          code: 'custom',
          path: ['taken', who],
          message: `the takes give the ${who} ${real.length} card${real.length === 1 ? '' : 's'} (${real.join(' ') || 'none'}), not ${told.join(' ') || 'none'}`,
        });
    }
  });

export const abstracDefinition: GameDefinition = {
  id: 'abstrac',
  name: 'Abstrac',
  replay: replayAbstracRecord,
  roundPoints: abstracRoundPoints,
  // Nothing is hidden in Abstrac: the computer sees the deal's whole state.
  player: (level, input, seed) => {
    if (!(LEVELS as readonly string[]).includes(level)) throw new Error(`unknown Abstrac level ${level}`);
    const { variant, layout, first, takes } = input as DealState;
    return chooseMove(level as Level, { variant, layout, first, takes }, seed);
  },
  play: {
    view: abstracViewSchema,
    notation: (move) => {
      const m = move as AbstracMove;
      return m.type === 'choose' ? { first: m.first } : { take: m.count };
    },
  },
};
