/**
 * Rummy in Discord (`GameUI`): its command's description, the table picture after every move
 * (pictures.ts), each turn's notes as the thread reads them, each player's private hand (hand.ts) and
 * the Hint button. Its rules are rules.ts. Public words are in the game's language (`gameLocale`),
 * a person's own (status, hand, hint) in theirs.
 */
import { t } from '../../i18n/index.ts';
import { gameLocale } from '../../session/language.ts';
import type { GameUI } from '../../session/types.ts';
import type { RummyEvent, RummyMove } from './engine/index.ts';
import { rummyHand } from './hand.ts';
import { hint } from './hint.ts';
import { listOf, notesOf, sayNotes } from './notes.ts';
import { boardPayload, goal, handSummary, nameOf, playedLine } from './pictures.ts';
import type { RummyGameState, RummyOptions } from './schema.ts';

/** The events of a draw (the stock turned over or run out with it). */
const QUIET_EVENTS: ReadonlySet<string> = new Set(['drew', 'stock-turned', 'stock-ran-out']);

export const rummyUi: GameUI<RummyGameState, RummyMove, RummyOptions, RummyEvent> = {
  description: 'Rummy for 2 to 6: meld sets and runs, lay off, go out first',
  describe: (o, locale) =>
    t(locale, o.hints ? 'rummy.describeHints' : 'rummy.describe', {
      goal: goal({ target: o.target ?? (o.hands ? null : 100), handsLimit: o.hands ?? null }, locale),
    }),
  inviteNote: (o, locale) => (o.hints ? t(locale, 'rummy.inviteHints') : ''),
  moveActions: [],
  parseMove: () => undefined,
  narrate: (session, events) => {
    const locale = gameLocale(session);
    return sayNotes(locale, (n) => nameOf(session, n, locale), notesOf(events));
  },
  played: playedLine,
  // A draw shows on the table only as a count and a discard's top: the turn's post tells it, with
  // what the player then melds and throws. A meld or a lay-off changes the table: it is redrawn.
  quiet: (_, events) => events.length > 0 && events.every((e) => QUIET_EVENTS.has(e.type)),
  roundSummary: handSummary,
  board: ({ session, theme, locale }) => boardPayload(session, theme, locale),
  resultLine: (session) => {
    const locale = gameLocale(session);
    const s = session.state;
    const names = s.winners.map((n) => nameOf(session, n, locale));
    const best = Math.max(...s.scores);
    if (s.resigned && s.players === 2)
      return t(locale, s.resigned.how === 'forfeited' ? 'rummy.result.forfeited' : 'rummy.result.resigned', {
        winner: listOf(locale, names),
        loser: nameOf(session, s.resigned.seat, locale),
      });
    if (names.length > 1) return t(locale, 'rummy.result.tie', { names: listOf(locale, names), points: best });
    return t(locale, 'rummy.result.win', { name: names[0] ?? '?', points: best });
  },
  statusLine: (session, seat, locale) => {
    const s = session.state;
    const vars = { hand: s.hand + 1, you: s.scores[seat] ?? 0, best: Math.max(...s.scores) };
    return s.finished
      ? t(locale, 'rummy.status', vars)
      : t(locale, 'rummy.statusToPlay', { ...vars, name: nameOf(session, s.current.toMove, locale) });
  },
  hand: rummyHand,
  extras: { hint },
};
