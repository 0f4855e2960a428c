/**
 * Rummy's public messages: the board (the table picture and the turn in words) and a hand's summary,
 * in the game's language (src/session/language.ts `gameLocale`), the picture's words drawn in it too.
 */
import { AttachmentBuilder } from 'discord.js';
import { t } from '../../i18n/index.ts';
import type { Theme } from '../../render/theme.ts';
import { gameLocale } from '../../session/language.ts';
import type { Board, Picture, Session } from '../../session/types.ts';
import type { RummyEvent } from './engine/index.ts';
import { pipTotal } from './engine/index.ts';
import { notesOf, sayNotes } from './notes.ts';
import { renderRummySummary, renderRummyTable } from './render/pooled.ts';
import { describeRummyTable, type RummyTableModel } from './render/table.ts';
import type { RummyGameState, RummyOptions } from './schema.ts';

export type RummySession = Session<RummyGameState, RummyOptions>;

export const nameOf = (session: RummySession, seat: number, locale = gameLocale(session)) =>
  session.seats[seat]?.name ?? t(locale, 'rummy.seat', { n: seat + 1 });

/** "to 100", "3 hands", "to 100 or 3 hands". */
export function goal(s: Pick<RummyGameState, 'target' | 'handsLimit'>, locale: string): string {
  const hands = s.handsLimit === null ? '' : t(locale, 'rummy.goal.hands', { count: s.handsLimit });
  if (s.target === null) return hands;
  return hands
    ? t(locale, 'rummy.goal.both', { target: s.target, hands })
    : t(locale, 'rummy.goal.target', { target: s.target });
}

/** What the seat to act may do now, in words: "draw from the stock or take the 9♦". */
export function todo(state: RummyGameState, locale: string): string {
  const top = state.current.discard.at(-1);
  if (state.current.phase !== 'draw') return t(locale, 'rummy.todo.play');
  return top ? t(locale, 'rummy.todo.drawOrTake', { card: top }) : t(locale, 'rummy.todo.draw');
}

/** The turns before this board, as both the board's text and its picture say them. */
function turnLines(session: RummySession, locale: string): string[] {
  const s = session.state;
  const name = (n: number) => nameOf(session, n, locale);
  const lines: string[] = [];
  if (s.lastTurn.length > 0) lines.push(t(locale, 'rummy.lastTurn', { said: sayNotes(locale, name, s.lastTurn) }));
  if (s.turn.length > 0) lines.push(t(locale, 'rummy.thisTurn', { said: sayNotes(locale, name, s.turn) }));
  return lines;
}

export function tableModel(session: RummySession, locale = gameLocale(session)): RummyTableModel {
  const s = session.state;
  const hand = s.current;
  const mover = s.finished ? null : hand.toMove;
  return {
    locale,
    title: t(locale, 'rummy.title', { hand: s.hand + 1, goal: goal(s, locale) }),
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
    status:
      mover === null ? '' : t(locale, 'rummy.toDo', { name: nameOf(session, mover, locale), todo: todo(s, locale) }),
    turns: turnLines(session, locale),
  };
}

export async function boardPayload(session: RummySession, theme: Theme, locale = gameLocale(session)): Promise<Board> {
  const s = session.state;
  const model = tableModel(session, locale);
  const png = await renderRummyTable(model, theme);
  const lines = [t(locale, 'rummy.boardTitle', { hand: s.hand + 1, goal: goal(s, locale) }), ...(model.turns ?? [])];
  const mover = s.finished ? null : s.current.toMove;
  if (mover !== null)
    lines.push(t(locale, 'rummy.yourTurn', { mention: `<@${session.seats[mover]?.id}>`, todo: todo(s, locale) }));
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
  const locale = gameLocale(session);
  // A discard ends the turn: the turn is said whole, its draw with it (a draw is quiet: the table
  // was not redrawn for it, so this is where the thread's text first tells it).
  const whole = events.some((e) => e.type === 'discarded') && session.state.lastTurn.length > 0;
  const said = sayNotes(locale, (n) => nameOf(session, n, locale), whole ? session.state.lastTurn : notesOf(events));
  return said ? `→ ${said}` : '';
}

/** The summary of finished hand `round` (0-based): a picture for the last one, words for any older one missed. */
export async function handSummary(session: RummySession, round: number, theme: Theme): Promise<Picture> {
  const locale = gameLocale(session);
  const s = session.state;
  const result = s.history[round];
  if (!result) throw new Error(`hand ${round} has not finished`);
  const name = (n: number) => nameOf(session, n, locale);
  const totals = s.history.slice(0, round + 1).reduce(
    (acc, h) => acc.map((t, n) => t + (n === h.winner ? (h.payments[n] ?? 0) : 0)),
    s.scores.map(() => 0),
  );
  const hand = round + 1;
  const title =
    result.winner === null
      ? t(locale, 'rummy.summary.noWinner', { hand })
      : t(locale, result.rummy ? 'rummy.summary.wentOutRummy' : 'rummy.summary.wentOut', {
          hand,
          name: name(result.winner),
        });
  const totalsLine = t(locale, 'rummy.summary.totals', {
    list: session.seats.map((_, n) => `${name(n)} ${totals[n]}`).join(' · '),
  });
  const paid = session.seats
    .map((_, n) =>
      (result.payments[n] ?? 0) < 0
        ? t(locale, 'rummy.summary.pays', { name: name(n), points: -(result.payments[n] ?? 0) })
        : '',
    )
    .filter(Boolean)
    .join(t(locale, 'rummy.list.sep'));
  const content = [
    t(locale, 'rummy.summary.heading', { title }),
    paid ? t(locale, 'rummy.summary.paidLine', { list: paid }) : '',
    totalsLine,
  ]
    .filter(Boolean)
    .join('\n');
  const last = s.previous;
  if (round !== s.history.length - 1 || !last) return { content, files: [] };
  const model = {
    locale,
    title,
    seats: session.seats.map((seat, n) => ({
      name: seat.name,
      cards: last.hands[n] ?? [],
      pips: pipTotal(last.hands[n] ?? []),
      payment: result.payments[n] ?? 0,
      total: totals[n] ?? 0,
      winner: result.winner === n,
    })),
    note: last.stockTurns > 0 ? t(locale, 'rummy.summary.turned', { count: last.stockTurns }) : '',
  };
  const png = await renderRummySummary(model, theme);
  const alt = t(locale, 'rummy.summary.alt', {
    title,
    seats: model.seats
      .map((x) =>
        t(locale, x.winner ? 'rummy.summary.seatWonAlt' : 'rummy.summary.seatPaidAlt', {
          name: x.name,
          cards: x.cards.join(' ') || t(locale, 'rummy.summary.noCardsAlt'),
          pips: x.pips,
          points: x.winner ? x.payment : -x.payment,
          total: x.total,
        }),
      )
      .join(t(locale, 'rummy.summary.seatSepAlt')),
  });
  return {
    content,
    files: [new AttachmentBuilder(png, { name: `hand-${round + 1}.png`, description: alt.slice(0, 1000) })],
  };
}
