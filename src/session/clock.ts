/**
 * Time controls for correspondence play: a game may be played at a pace (days per move) where each
 * seat has a time bank, as on the sites where people play by correspondence for years (Little
 * Golem's bank plus time per move). The bank starts at BANK_MOVES paces, a turn spends what it
 * takes, and each finished turn adds one pace back, up to the bank's start: a player who keeps the
 * pace never runs short, one who is slower drains their bank, and one at zero forfeits.
 *
 * What counts as a turn's time: from the moment it became the seat's turn until the seat's turn
 * ends (a Rummy turn is several moves by one seat: one turn), less the time the player was away
 * (`/away` pauses clocks) and, where the game was started with weekends off, less Saturdays and
 * Sundays (UTC). A game without a pace is untimed: the server's reminder and forfeit hours apply.
 *
 * Pure: the clock is part of the session record, changed with the move that ends a turn, in the
 * same compare-and-set.
 */
import { z } from 'zod';
import { SOURCE_LOCALE, t } from '../i18n/index.ts';

export const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** The paces a game may be played at, in days per move. */
export const PACES = [1, 2, 3, 5, 7, 14] as const;
/** A bank holds this many paces at the start, and at most. */
export const BANK_MOVES = 3;
/** A player is reminded once their turn has left this share of the bank they started it with. */
export const REMIND_AT_SHARE = 0.25;

export const Clock = z.object({
  /** Days per move. */
  pace: z.number().int().positive(),
  /** Each seat's bank in ms, as it stood when the seat's current (or next) turn began. */
  banks: z.array(z.number()),
  /** The seat whose turn the clock is running for (null: nobody's, e.g. the game is over). */
  seat: z.number().int().min(0).nullable(),
  /** When that turn began (ms). */
  since: z.number(),
  /** Saturdays and Sundays (UTC) are not counted. */
  weekendsOff: z.boolean(),
});
export type Clock = z.infer<typeof Clock>;

export const paceMs = (clock: Pick<Clock, 'pace'>): number => clock.pace * DAY_MS;
export const bankCap = (clock: Pick<Clock, 'pace'>): number => BANK_MOVES * paceMs(clock);

/** A new game's clock, the turn of `seat` beginning at `now`. */
export function startClock(pace: number, seats: number, seat: number | null, now: number, weekendsOff: boolean): Clock {
  const bank = BANK_MOVES * pace * DAY_MS;
  return { pace, banks: Array.from({ length: seats }, () => bank), seat, since: now, weekendsOff };
}

/** Whether `t` (ms) falls on a Saturday or a Sunday, UTC. */
const weekend = (t: number): boolean => {
  const day = new Date(t).getUTCDay();
  return day === 0 || day === 6;
};

/** The time between `from` and `to` that counts: all of it, or without weekends. */
export function counted(from: number, to: number, weekendsOff: boolean): number {
  if (to <= from) return 0;
  if (!weekendsOff) return to - from;
  let total = 0;
  let t = from;
  while (t < to) {
    const nextDay = (Math.floor(t / DAY_MS) + 1) * DAY_MS;
    const end = Math.min(nextDay, to);
    if (!weekend(t)) total += end - t;
    t = end;
  }
  return total;
}

/** The moment at which `amount` ms have counted since `from` (weekends skipped when off). */
export function afterCounted(from: number, amount: number, weekendsOff: boolean): number {
  if (!weekendsOff) return from + Math.max(0, amount);
  let left = Math.max(0, amount);
  let t = from;
  for (;;) {
    const nextDay = (Math.floor(t / DAY_MS) + 1) * DAY_MS;
    if (!weekend(t)) {
      if (t + left <= nextDay) return t + left;
      left -= nextDay - t;
    }
    t = nextDay;
  }
}

/** What `seat` has left at `now`, `paused` ms of this turn not counted (the player was away). */
export function timeLeft(clock: Clock, seat: number, now: number, paused = 0): number {
  const bank = clock.banks[seat] ?? 0;
  if (seat !== clock.seat) return bank;
  return bank - Math.max(0, counted(clock.since, now, clock.weekendsOff) - paused);
}

/**
 * The clock once the turn of `clock.seat` has ended at `now` and `next` is to act: the seat that
 * played pays for its turn and gets a pace back (up to the cap). A further move by the same seat (a
 * step of the same turn) changes nothing.
 */
export function endTurn(clock: Clock, next: number | null, now: number, paused = 0): Clock {
  if (next === clock.seat) return clock;
  const banks = [...clock.banks];
  if (clock.seat !== null) {
    const left = Math.max(0, timeLeft(clock, clock.seat, now, paused));
    banks[clock.seat] = Math.min(Math.max(bankCap(clock), left), left + paceMs(clock));
  }
  return { ...clock, banks, seat: next, since: now };
}

/** `seat`'s bank with `ms` more (time given by another player; it may go past the cap). */
export function giveTime(clock: Clock, seat: number, ms: number): Clock {
  return { ...clock, banks: clock.banks.map((b, n) => (n === seat ? b + ms : b)) };
}

/**
 * When the scheduler should look at the running turn again: when it reaches the reminder (unless
 * `reminded`), else when it runs out; `paused` as in timeLeft (a later away only makes it later,
 * and the look then finds it not yet due).
 */
export function nextCheck(clock: Clock, reminded: boolean, paused = 0): number {
  const bank = clock.banks[clock.seat ?? -1] ?? 0;
  const spend = reminded ? bank : bank * (1 - REMIND_AT_SHARE);
  return afterCounted(clock.since, spend + paused, clock.weekendsOff);
}

/** Whether the running turn has reached its reminder at `now`. */
export function reminderDue(clock: Clock, now: number, paused = 0): boolean {
  if (clock.seat === null) return false;
  return timeLeft(clock, clock.seat, now, paused) <= (clock.banks[clock.seat] ?? 0) * REMIND_AT_SHARE;
}

/** A time left as players of `locale` say it: "2 d 5 h", "5 h 20 min", "12 min", "out of time". */
export function formatLeft(ms: number, locale: string = SOURCE_LOCALE): string {
  if (ms <= 0) return t(locale, 'session.clock.out');
  const d = Math.floor(ms / DAY_MS);
  const h = Math.floor((ms % DAY_MS) / HOUR_MS);
  const m = Math.floor((ms % HOUR_MS) / 60_000);
  if (d > 0) return h > 0 ? t(locale, 'session.clock.dh', { d, h }) : t(locale, 'session.clock.d', { d });
  if (h > 0) return m > 0 ? t(locale, 'session.clock.hm', { h, m }) : t(locale, 'session.clock.h', { h });
  return t(locale, 'session.clock.m', { m: Math.max(1, m) });
}

/** A pace as a choice says it ("1 day per move"), in `locale` (English by default: a command's choice). */
export const paceLabel = (pace: number, locale: string = SOURCE_LOCALE): string =>
  t(locale, 'session.clock.perMove', { count: pace });
