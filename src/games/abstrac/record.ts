/** Abstrac's deals for /export (GameRecords.record). Every card of Abstrac is in plain view, so the
 *  public record of a running game is its whole record so far. */

import type { GameRecords, RecordReplay } from '../../session/types.ts';
import {
  type AbstracMove,
  applyMove,
  type DealState,
  dealPosition,
  dealRecord,
  nondealerOf,
  parseAbstracRecord,
  replayParsed,
  type Seat,
} from './engine/index.ts';
import type { AbstracOptions, AbstracSession, AbstracState } from './schema.ts';

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

/** `cli render` plays a deal record back: its layout in place of the seeded one, its choices and takes. */
export const abstracReplay: RecordReplay<AbstracState, AbstracMove> = {
  deal(state, round, index) {
    const parsed = parseAbstracRecord(round);
    if (!parsed.ok) return parsed;
    const seats = round.seats;
    if (Array.isArray(seats) && seats[0] !== nondealerOf(index)) {
      return { ok: false, reason: `seats: seat ${nondealerOf(index)} is the nondealer of deal ${index + 1}` };
    }
    const current = { variant: parsed.variant, layout: parsed.layout, first: [], takes: [] };
    return { ok: true, state: { ...state, variant: parsed.variant, current } };
  },
  moves(round) {
    const parsed = parseAbstracRecord(round);
    if (!parsed.ok) return parsed;
    const replayed = replayParsed(parsed);
    if (!replayed.ok) return replayed;
    // The nondealer's choice comes before the first take of each half begun.
    const moves: AbstracMove[] = [];
    let deal: DealState = { variant: parsed.variant, layout: parsed.layout, first: [], takes: [] };
    const play = (seat: Seat, move: AbstracMove) => {
      const result = applyMove(deal, seat, move);
      if (!result.ok) throw new Error(`a replayed record was refused: ${result.reason}`);
      deal = result.state;
      moves.push(move);
    };
    const chooseIfAsked = () => {
      const view = dealPosition(deal);
      const first = parsed.first[view.half];
      if (view.phase === 'choose' && first !== undefined) play('nondealer', { type: 'choose', first });
    };
    for (const count of parsed.takes) {
      chooseIfAsked();
      play(dealPosition(deal).toMove as Seat, { type: 'take', count });
    }
    chooseIfAsked();
    return { ok: true, moves };
  },
};

/** Abstrac's records out (`GameRecords`): /export's deals and `cli render`'s replay. */
export const abstracRecords: GameRecords<AbstracState, AbstracMove, AbstracOptions> = {
  record: abstracRecord,
  replay: abstracReplay,
};
