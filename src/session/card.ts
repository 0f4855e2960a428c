/**
 * How a game's messages look as cards (src/bot/card.ts lays them out): the live board's accent is
 * the colour of the seat to move, a private hand's the colour of its seat, so a player sees at a
 * glance that the board has turned to their colour; a board no longer live has none.
 */
import type { CardLayout, CardMedia } from '../bot/card.ts';

/** One colour per seat (six at most), told apart on Discord's dark and light themes alike. */
const SEAT_ACCENTS = [0x3b82f6, 0xef4444, 0x22c55e, 0xa855f7, 0xf59e0b, 0x14b8a6] as const;

/** The card of a board whose turn is `seat`'s (null: nobody's). */
export const seatCard = (seat: number | null): CardLayout => ({
  accent: seat === null ? null : (SEAT_ACCENTS[seat % SEAT_ACCENTS.length] ?? null),
});

/** An old board's card: no accent, its pictures kept as they are on it. */
export const pastCard = (keep: readonly CardMedia[]): CardLayout => ({ accent: null, keep });

/** The file names and alt texts of the pictures a game drew (AttachmentBuilders), to keep them on later edits. */
export function picturesOf(files: readonly { name?: string | null; description?: string | null }[]): CardMedia[] {
  return files.flatMap((f) => (f.name ? [{ name: f.name, alt: f.description ?? null }] : []));
}
