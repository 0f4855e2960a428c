/**
 * Abstrac in Discord (`GameUI`): its command's description, its pictures (pictures.ts), its controls
 * (choose who starts, take cards), how a move reads in the thread, and its extras (the hint, the
 * post-deal analysis). Its rules are rules.ts.
 */
import type { GameUI } from '../../session/types.ts';
import { type AbstracMove, type MatchEvent, matchView, type Player, VARIANT_LABELS } from './engine/index.ts';
import { hint } from './hint.ts';
import { boardPayload, dealAnalysis, dealSummary, nameOf, resultLine } from './pictures.ts';
import type { AbstracOptions, AbstracSession, AbstracState } from './schema.ts';

const goal = (o: AbstracOptions) => {
  if (o.deals !== null && o.target !== null) return `to ${o.target} or ${o.deals} deals`;
  if (o.deals !== null) return `${o.deals} deal${o.deals === 1 ? '' : 's'}`;
  return `to ${o.target ?? 500}`;
};

function narrate(session: AbstracSession, events: readonly MatchEvent[]): string {
  const out: string[] = [];
  for (const e of events) {
    if (e.type === 'took') out.push(`${nameOf(session, e.player)} took ${e.cards.join(' ')}.`);
    if (e.type === 'chose')
      out.push(`${nameOf(session, e.player)} plays ${e.first === 'nondealer' ? 'first' : 'second'}.`);
  }
  return out.join(' ');
}

/** A canonical whole number from a control's argument, or NaN (the engine then refuses the move). */
const count = (arg: string | undefined) => (arg !== undefined && /^[1-9]\d{0,2}$/.test(arg) ? Number(arg) : Number.NaN);

export const abstracUi: GameUI<AbstracState, AbstracMove, AbstracOptions, MatchEvent> = {
  description: 'Abstrac, the card-taking game for two',
  describe: (o) => `**Abstrac · ${VARIANT_LABELS[o.variant]}** (${goal(o)}${o.hints ? ', hints allowed' : ''})`,
  inviteNote: (o) =>
    o.hints ? 'Hints allowed: accepting agrees that either player may ask for a hint, announced in the thread.' : '',
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
  board: ({ session, theme, id }) => boardPayload(session, id, theme),
  resultLine,
  statusLine: (session, seat) => {
    const totals = matchView(session.state).totals;
    const other = (1 - seat) as Player;
    return `${VARIANT_LABELS[session.state.variant]} vs ${nameOf(session, other)} · ${totals[seat as Player]}–${totals[other]}`;
  },
  extras: { hint },
};
