/**
 * Rummy's events in words everyone may read: a card drawn from the stock is never named. The same
 * notes make the layer's narration (after a move) and the board's "last turn" line.
 */
import type { SuitedCard } from '../../cards/card.ts';
import type { RummyEvent } from './engine/index.ts';
import type { Note } from './schema.ts';

export function notesOf(events: readonly RummyEvent[]): Note[] {
  const out: Note[] = [];
  for (const e of events) {
    if (e.type === 'stock-turned')
      out.push({ seat: e.seat, says: `turned the discard pile over as the new stock (${e.cards} cards)` });
    if (e.type === 'drew')
      out.push({
        seat: e.seat,
        says: e.from === 'stock' ? 'drew from the stock' : `took the ${e.card} from the discard pile`,
      });
    if (e.type === 'stock-ran-out' && e.times < 3)
      out.push({ seat: e.seat, says: `took the stock's last card (the stock has run out ${e.times} of 3 times)` });
    if (e.type === 'melded') out.push({ seat: e.seat, says: `melded ${e.cards.join(' ')} (meld ${e.meld + 1})` });
    if (e.type === 'laid-off') out.push({ seat: e.seat, says: `laid off the ${e.card} on meld ${e.meld + 1}` });
    if (e.type === 'discarded') out.push({ seat: e.seat, says: `discarded the ${e.card}` });
    if (e.type === 'went-out')
      out.push({ seat: e.seat, says: e.rummy ? 'went out with a **rummy**: everyone pays double!' : '**went out**' });
    if (e.type === 'hand-ended' && e.reason === 'stock-exhausted')
      out.push({ seat: -1, says: 'The stock ran out a third time: the hand ends with no winner.' });
  }
  return out;
}

/** "ann drew from the stock, melded 7♠ 7♥ 7♦ (meld 1) and discarded the K♣." — one sentence per seat in a row. */
export function sayNotes(name: (seat: number) => string, notes: readonly Note[]): string {
  const out: string[] = [];
  let k = 0;
  while (k < notes.length) {
    const seat = notes[k]?.seat ?? -1;
    const run: string[] = [];
    while (k < notes.length && notes[k]?.seat === seat) run.push(notes[k++]?.says ?? '');
    if (seat < 0) out.push(...run);
    else {
      const said = run.length > 1 ? `${run.slice(0, -1).join(', ')} and ${run.at(-1)}` : (run[0] ?? '');
      out.push(`${name(seat)} ${said}.`);
    }
  }
  return out.join(' ');
}

/** Cards made public by these events (discards, takes, melds, lay-offs). */
export function shownBy(events: readonly RummyEvent[]): SuitedCard[] {
  const out: SuitedCard[] = [];
  for (const e of events) {
    if (e.type === 'drew' && e.from === 'discard') out.push(e.card);
    if (e.type === 'melded') out.push(...e.cards);
    if (e.type === 'laid-off' || e.type === 'discarded') out.push(e.card);
  }
  return out;
}
