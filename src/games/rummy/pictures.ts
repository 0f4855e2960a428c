/** Rummy's public messages: the board (the table picture and the turn in words) and a hand's summary. */
import { AttachmentBuilder } from 'discord.js';
import type { Theme } from '../../render/theme.ts';
import type { Board, Picture, Session } from '../../session/types.ts';
import { count } from '../../words.ts';
import type { RummyEvent } from './engine/index.ts';
import { pipTotal } from './engine/index.ts';
import { notesOf, sayNotes } from './notes.ts';
import { renderRummySummary, renderRummyTable } from './render/pooled.ts';
import { describeRummyTable, type RummyTableModel } from './render/table.ts';
import type { RummyGameState, RummyOptions } from './schema.ts';

export type RummySession = Session<RummyGameState, RummyOptions>;

export const nameOf = (session: RummySession, seat: number) => session.seats[seat]?.name ?? `seat ${seat + 1}`;

/** "to 100", "3 hands", "to 100 or 3 hands". */
export function goal(s: Pick<RummyGameState, 'target' | 'handsLimit'>): string {
  const hands = s.handsLimit === null ? '' : `${s.handsLimit} hand${s.handsLimit === 1 ? '' : 's'}`;
  if (s.target === null) return hands;
  return hands ? `to ${s.target} or ${hands}` : `to ${s.target}`;
}

/** What the seat to act may do now, in words: "draw from the stock or take the 9♦". */
function todo(session: RummySession): string {
  const top = session.state.current.discard.at(-1);
  return session.state.current.phase === 'draw'
    ? `draw from the stock${top ? ` or take the ${top}` : ''}`
    : 'meld or lay off as you like, then discard';
}

/** The turns before this board, as both the board's text and its picture say them. */
function turnLines(session: RummySession): string[] {
  const s = session.state;
  const name = (n: number) => nameOf(session, n);
  const lines: string[] = [];
  if (s.lastTurn.length > 0) lines.push(`Last turn: ${sayNotes(name, s.lastTurn)}`);
  if (s.turn.length > 0) lines.push(`This turn: ${sayNotes(name, s.turn)}`);
  return lines;
}

export function tableModel(session: RummySession): RummyTableModel {
  const s = session.state;
  const hand = s.current;
  const mover = s.finished ? null : hand.toMove;
  return {
    title: `Rummy · hand ${s.hand + 1} · ${goal(s)}`,
    seats: session.seats.map((seat, n) => ({
      name: seat.name,
      cards: hand.hands[n]?.length ?? 0,
      score: s.scores[n] ?? 0,
      dealer: hand.dealer === n,
      phase: mover === n ? hand.phase : null,
      out: seat.out !== undefined,
    })),
    melds: hand.melds,
    discardTop: hand.discard.at(-1) ?? null,
    discardSize: hand.discard.length,
    stockSize: hand.stock.length,
    stockTurns: hand.stockTurns,
    status: mover === null ? '' : `${nameOf(session, mover)} to ${todo(session)}`,
    turns: turnLines(session),
  };
}

export async function boardPayload(session: RummySession, theme: Theme): Promise<Board> {
  const s = session.state;
  const model = tableModel(session);
  const png = await renderRummyTable(model, theme);
  const lines = [`**Rummy** · hand ${s.hand + 1} · ${goal(s)}`, ...(model.turns ?? [])];
  const mover = s.finished ? null : s.current.toMove;
  if (mover !== null) lines.push(`<@${session.seats[mover]?.id}>, your turn: ${todo(session)}. Open **Your hand**.`);
  return {
    content: lines.join('\n'),
    files: [new AttachmentBuilder(png, { name: 'table.png', description: describeRummyTable(model).slice(0, 1000) })],
    components: [],
  };
}

/**
 * What the board a move was played on says once the next board is posted, in place of its "your
 * turn" line: "→ " and the move in the words of the boards' "Last turn" ("→ Ann drew from the stock
 * and discarded the K♣."). '' for a change that played nothing (the layer says a resignation itself).
 * A Rummy move is made in the private hand, so the layer's update of the clicked message never
 * reaches the public board; the layer's removal of the old board's controls is the place for this.
 */
export function playedLine(session: RummySession, events: readonly RummyEvent[]): string {
  const said = sayNotes((n) => nameOf(session, n), notesOf(events));
  return said ? `→ ${said}` : '';
}

/** The summary of finished hand `round` (0-based): a picture for the last one, words for any older one missed. */
export async function handSummary(session: RummySession, round: number, theme: Theme): Promise<Picture> {
  const s = session.state;
  const result = s.history[round];
  if (!result) throw new Error(`hand ${round} has not finished`);
  const name = (n: number) => nameOf(session, n);
  const totals = s.history.slice(0, round + 1).reduce(
    (acc, h) => acc.map((t, n) => t + (n === h.winner ? (h.payments[n] ?? 0) : 0)),
    s.scores.map(() => 0),
  );
  const title =
    result.winner === null
      ? `Hand ${round + 1}: the stock ran out a third time, no winner`
      : `Hand ${round + 1}: ${name(result.winner)} went out${result.rummy ? ' with a rummy (double)' : ''}`;
  const totalsLine = `Totals: ${session.seats.map((_, n) => `${name(n)} ${totals[n]}`).join(' · ')}`;
  const paid = session.seats
    .map((_, n) => ((result.payments[n] ?? 0) < 0 ? `${name(n)} pays ${-(result.payments[n] ?? 0)}` : ''))
    .filter(Boolean)
    .join(', ');
  const content = [`**${title}.**`, paid ? `${paid}.` : '', totalsLine].filter(Boolean).join('\n');
  const last = s.previous;
  if (round !== s.history.length - 1 || !last) return { content, files: [] };
  const model = {
    title,
    seats: session.seats.map((seat, n) => ({
      name: seat.name,
      cards: last.hands[n] ?? [],
      pips: pipTotal(last.hands[n] ?? []),
      payment: result.payments[n] ?? 0,
      total: totals[n] ?? 0,
      winner: result.winner === n,
    })),
    note: last.stockTurns > 0 ? `The stock was turned over ${count(last.stockTurns, 'time')}.` : '',
  };
  const png = await renderRummySummary(model, theme);
  const alt = `${title}. ${model.seats.map((x) => `${x.name}: ${x.cards.join(' ') || 'no cards'}, ${x.pips} pips, ${x.winner ? `won ${x.payment}` : `paid ${-x.payment}`}, total ${x.total}`).join('. ')}.`;
  return {
    content,
    files: [new AttachmentBuilder(png, { name: `hand-${round + 1}.png`, description: alt.slice(0, 1000) })],
  };
}
