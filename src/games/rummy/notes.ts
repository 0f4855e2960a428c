/**
 * Rummy's events in words everyone may read: a card drawn from the stock is never named. The same
 * notes make the layer's narration (after a move) and the board's "last turn" line. A note is kept
 * in the game's state as what happened (`what`, with its values), not as words, so each reader's
 * language says it (`sayNotes`); notes stored before then carry their English words (`says`).
 */
import type { SuitedCard } from '../../cards/card.ts';
import { type MessageKey, t } from '../../i18n/index.ts';
import type { RummyEvent } from './engine/index.ts';
import type { Note, NoteWhat } from './schema.ts';

const note = (seat: number, what: NoteWhat, vars?: Note['vars']): Note =>
  vars ? { seat, what, vars } : { seat, what };

export function notesOf(events: readonly RummyEvent[]): Note[] {
  const out: Note[] = [];
  for (const e of events) {
    if (e.type === 'stock-turned') out.push(note(e.seat, 'stockTurned', { count: e.cards }));
    if (e.type === 'drew')
      out.push(e.from === 'stock' ? note(e.seat, 'drewStock') : note(e.seat, 'tookDiscard', { card: e.card }));
    if (e.type === 'stock-ran-out' && e.times < 3) out.push(note(e.seat, 'lastStockCard', { times: e.times }));
    if (e.type === 'melded') out.push(note(e.seat, 'melded', { cards: e.cards.join(' '), meld: e.meld + 1 }));
    if (e.type === 'laid-off') out.push(note(e.seat, 'laidOff', { card: e.card, meld: e.meld + 1 }));
    if (e.type === 'discarded') out.push(note(e.seat, 'discarded', { card: e.card }));
    if (e.type === 'went-out') out.push(note(e.seat, e.rummy ? 'wentOutRummy' : 'wentOut'));
    if (e.type === 'hand-ended' && e.reason === 'stock-exhausted') out.push(note(-1, 'noWinner'));
  }
  return out;
}

/** One note's words in `locale` ("drew from the stock"); a note stored before notes had codes keeps its English. */
export function sayNote(locale: string, n: Note): string {
  if (!n.what) return n.says ?? '';
  return t(locale, `rummy.note.${n.what}` as MessageKey, n.vars);
}

/** "a, b and c" in `locale`: the catalog's separators, so English stays "a, b and c" (no serial comma). */
export function listOf(locale: string, items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  const rest = items.slice(0, -1).join(t(locale, 'rummy.list.sep'));
  return t(locale, 'rummy.list.last', { rest, last: items.at(-1) ?? '' });
}

/** "ann drew from the stock, melded 7♠ 7♥ 7♦ (meld 1) and discarded the K♣." — one sentence per seat in a row. */
export function sayNotes(locale: string, name: (seat: number) => string, notes: readonly Note[]): string {
  const out: string[] = [];
  let k = 0;
  while (k < notes.length) {
    const seat = notes[k]?.seat ?? -1;
    const run: string[] = [];
    while (k < notes.length && notes[k]?.seat === seat) {
      const n = notes[k++];
      if (n) run.push(sayNote(locale, n));
    }
    if (seat < 0) out.push(...run);
    else out.push(t(locale, 'rummy.note.sentence', { name: name(seat), did: listOf(locale, run) }));
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
