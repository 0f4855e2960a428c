/**
 * Abstrac in Discord (`GameUI`): its command's description, its pictures (pictures.ts), its controls
 * (choose who starts, take cards), how a move reads in the thread, and its extras (the hint, the
 * post-deal analysis). Its rules are rules.ts.
 */
import { t } from '../../i18n/index.ts';
import { gameLocale } from '../../session/language.ts';
import type { GameUI } from '../../session/types.ts';
import { type AbstracMove, type MatchEvent, matchView, type Player } from './engine/index.ts';
import { hint } from './hint.ts';
import { boardPayload, dealAnalysis, dealSummary, nameOf, resultLine } from './pictures.ts';
import type { AbstracOptions, AbstracSession, AbstracState } from './schema.ts';
import { goalWords, variantLabel } from './words.ts';

/** What the moves did, in the thread's language. */
function narrate(session: AbstracSession, events: readonly MatchEvent[]): string {
  const locale = gameLocale(session);
  const out: string[] = [];
  for (const e of events) {
    if (e.type === 'took')
      out.push(t(locale, 'abstrac.took', { name: nameOf(session, e.player), cards: e.cards.join(' ') }));
    if (e.type === 'chose')
      out.push(
        t(locale, e.first === 'nondealer' ? 'abstrac.playsFirst' : 'abstrac.playsSecond', {
          name: nameOf(session, e.player),
        }),
      );
  }
  return out.join(' ');
}

/** A canonical whole number from a control's argument, or NaN (the engine then refuses the move). */
const count = (arg: string | undefined) => (arg !== undefined && /^[1-9]\d{0,2}$/.test(arg) ? Number(arg) : Number.NaN);

export const abstracUi: GameUI<AbstracState, AbstracMove, AbstracOptions, MatchEvent> = {
  description: 'Abstrac, the card-taking game for two',
  describe: (o, locale) =>
    t(locale, o.hints ? 'abstrac.describeHints' : 'abstrac.describe', {
      variant: variantLabel(locale, o.variant),
      goal: goalWords(locale, o.target, o.deals),
    }),
  inviteNote: (o, locale) => (o.hints ? t(locale, 'abstrac.hintsNote') : ''),
  moveActions: ['choose', 'take', 'pick'],
  parseMove: (action, args, values) => {
    if (action === 'choose' && (args[0] === 'first' || args[0] === 'second') && args.length === 1)
      return { type: 'choose', first: args[0] === 'first' ? 'nondealer' : 'dealer' };
    if (action === 'take' && args.length === 1) return { type: 'take', count: count(args[0]) };
    if (action === 'pick' && args.length === 0 && values.length === 1) return { type: 'take', count: count(values[0]) };
    return undefined;
  },
  narrate,
  roundSummary: (session, n, theme) => dealSummary(session, n, theme),
  roundExtra: async (session, n) => {
    const found = await dealAnalysis(session, n);
    return found && { content: found.lines.join('\n'), files: [found.file] };
  },
  board: ({ session, theme, id, locale }) => boardPayload(session, id, theme, locale),
  resultLine,
  statusLine: (session, seat, locale) => {
    const totals = matchView(session.state).totals;
    const other = (1 - seat) as Player;
    return t(locale, 'abstrac.status', {
      variant: variantLabel(locale, session.state.variant),
      name: nameOf(session, other),
      mine: totals[seat as Player],
      theirs: totals[other],
    });
  },
  extras: { hint },
};
