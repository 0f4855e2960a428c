/**
 * What a timed game's messages say of its clocks (clock.ts): each person's time left, the person to
 * move first, on the board and in `/games`.
 */
import { t } from '../i18n/index.ts';
import { formatLeft, timeLeft } from './clock.ts';
import type { GameHandle } from './handle.ts';
import { getPlayer, pausedMs } from './players.ts';
import { gameLocale } from './language.ts';
import { isComputer } from './session.ts';
import type { Session } from './types.ts';

/** Each person's time left, the one to move first: "⏱ ann 5 d 2 h (to move) · ben 9 d", in `locale`. */
export function clockLine(session: Session, now: number, moverAway = 0, locale: string = gameLocale(session)): string {
  const clock = session.clock;
  if (!clock || session.status !== 'active') return '';
  const parts = session.seats.flatMap((seat, n) => {
    if (isComputer(seat)) return [];
    const left = formatLeft(timeLeft(clock, n, now, n === clock.seat ? moverAway : 0), locale);
    return [n === clock.seat ? t(locale, 'session.clock.toMove', { name: seat.name, left }) : `${seat.name} ${left}`];
  });
  const pace = t(locale, clock.weekendsOff ? 'session.clock.perMoveWeekends' : 'session.clock.perMove', {
    count: clock.pace,
  });
  return t(locale, 'session.clock.line', { parts: parts.join(' · '), pace });
}

/** How long the player to move has been away during this turn (their clock paused meanwhile). */
export async function moverAway(handle: GameHandle, session: Session, now: number): Promise<number> {
  const clock = session.clock;
  const seat = clock?.seat === null || clock?.seat === undefined ? undefined : session.seats[clock.seat];
  if (!clock || !seat) return 0;
  return pausedMs(await getPlayer(handle.store, seat.id), clock.since, now);
}
