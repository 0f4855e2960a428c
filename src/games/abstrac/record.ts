/** Abstrac's deals for /export (GameModule.record). Every card of Abstrac is in plain view, so the
 *  public record of a running game is its whole record so far. */
import { dealRecord, nondealerOf } from '../../engine/abstrac/index.ts';
import type { AbstracSession } from './schema.ts';

export function abstracRecord(session: AbstracSession): Record<string, unknown>[] {
  const match = session.state;
  const deals = match.results.map((r) => ({ nondealer: r.nondealer, deal: r.deal }));
  // The deal in play (or abandoned by a resignation); a match won on points ends on a scored deal.
  if (match.outcome?.type !== 'points')
    deals.push({ nondealer: nondealerOf(match.results.length), deal: match.current });
  return deals.map(({ nondealer, deal }) => {
    const { game: _game, ...record } = dealRecord(deal);
    return { seats: [nondealer, 1 - nondealer], ...record };
  });
}
