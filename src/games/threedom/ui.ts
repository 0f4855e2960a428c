/**
 * Threedom in Discord (`GameUI`): its command's description, its pictures (pictures.ts), how a turn
 * reads in the thread, its private hands (hand.ts) and the Hint button (hint.ts, in the private hand
 * on the player's turn). Its rules are rules.ts.
 */
import { t } from '../../i18n/index.ts';
import { gameLocale } from '../../session/language.ts';
import type { GameUI } from '../../session/types.ts';
import type { ThreedomEvent, ThreedomMove } from './engine/types.ts';
import { threedomHand } from './hand.ts';
import { hint } from './hint.ts';
import { boardPayload, nameOf, playedLine, reasonWords, resultLine, roundSummary } from './pictures.ts';
import type { ThreedomGameState, ThreedomOptions, ThreedomSession } from './schema.ts';
import { lineName, pileName } from './words.ts';

/** What the turn did, in the thread's language. */
function narrate(session: ThreedomSession, events: readonly ThreedomEvent[]): string {
  const locale = gameLocale(session);
  const out: string[] = [];
  const pile = (n: number) => pileName(locale, n);
  for (const e of events) {
    if (e.type === 'played')
      out.push(t(locale, 'threedom.played', { name: nameOf(session, e.seat), card: e.card, pile: pile(e.on) }));
    if (e.type === 'took') out.push(t(locale, 'threedom.tookFrom', { card: e.card, pile: pile(e.from) }));
    if (e.type === 'claimed') {
      const lines = e.lines
        .map((l) => t(locale, 'threedom.theLine', { line: lineName(locale, l.line), cards: l.cards.join(' ') }))
        .join(t(locale, 'threedom.and'));
      out.push(t(locale, 'threedom.claimed', { lines, points: e.points }));
    }
    if (e.type === 'round-ended') out.push(t(locale, 'threedom.roundOver', { reason: reasonWords(locale, e.reason) }));
    if (e.type === 'round-started')
      out.push(t(locale, 'threedom.roundStarts', { round: e.round + 1, name: nameOf(session, e.starter) }));
  }
  return out.join(' ');
}

export const threedomUi: GameUI<ThreedomGameState, ThreedomMove, ThreedomOptions, ThreedomEvent> = {
  description: 'Threedom, the nine-pile card game for two',
  shortGame: { target: 5 },
  describe: (o, locale) => t(locale, o.hints ? 'threedom.describeHints' : 'threedom.describe', { target: o.target }),
  inviteNote: (o, locale) => (o.hints ? t(locale, 'threedom.hintsNote') : ''),
  moveActions: [],
  parseMove: () => undefined,
  narrate,
  played: playedLine,
  roundSummary,
  board: ({ session, theme, locale }) => boardPayload(session, theme, locale),
  resultLine,
  statusLine: (session, seat, locale) => {
    const m = session.state.match;
    const other = 1 - seat;
    return t(locale, 'threedom.status', {
      name: nameOf(session, other),
      mine: m.scores[seat] ?? 0,
      theirs: m.scores[other] ?? 0,
      target: m.target,
      round: m.round + 1,
    });
  },
  hand: threedomHand,
  extras: { hint },
};
