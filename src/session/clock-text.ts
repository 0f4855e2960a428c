/**
 * What a timed game's messages say of its clocks (clock.ts): each person's time left, the person to
 * move first, on the board and in `/games`.
 */
import { formatLeft, timeLeft } from './clock.ts';
import type { GameHandle } from './handle.ts';
import { getPlayer, pausedMs } from './players.ts';
import { isComputer } from './session.ts';
import type { Session } from './types.ts';

export const days = (pace: number): string => (pace === 1 ? '1 day' : `${pace} days`);

/** Each person's time left, the one to move first: "⏱ ann 5 d 2 h (to move) · ben 9 d". */
export function clockLine(session: Session, now: number, moverAway = 0): string {
  const clock = session.clock;
  if (!clock || session.status !== 'active') return '';
  const parts = session.seats.flatMap((seat, n) => {
    if (isComputer(seat)) return [];
    const left = formatLeft(timeLeft(clock, n, now, n === clock.seat ? moverAway : 0));
    return [n === clock.seat ? `**${seat.name} ${left}** (to move)` : `${seat.name} ${left}`];
  });
  const weekends = clock.weekendsOff ? ', weekends off' : '';
  return `⏱ ${parts.join(' · ')} · ${days(clock.pace)} per move${weekends}`;
}

/** How long the player to move has been away during this turn (their clock paused meanwhile). */
export async function moverAway(handle: GameHandle, session: Session, now: number): Promise<number> {
  const clock = session.clock;
  const seat = clock?.seat === null || clock?.seat === undefined ? undefined : session.seats[clock.seat];
  if (!clock || !seat) return 0;
  return pausedMs(await getPlayer(handle.store, seat.id), clock.since, now);
}
