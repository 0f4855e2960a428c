/**
 * Threedom in Discord (`GameUI`): its command's description, its pictures (pictures.ts), how a turn
 * reads in the thread, its private hands (hand.ts) and the Hint button (hint.ts, in the private hand
 * on the player's turn). Its rules are rules.ts.
 */
import type { GameUI } from '../../session/types.ts';
import { PILE_NAMES } from './engine/index.ts';
import type { ThreedomEvent, ThreedomMove } from './engine/types.ts';
import { threedomHand } from './hand.ts';
import { hint } from './hint.ts';
import { boardPayload, nameOf, playedLine, REASONS, resultLine, roundSummary } from './pictures.ts';
import type { ThreedomGameState, ThreedomOptions, ThreedomSession } from './schema.ts';

function narrate(session: ThreedomSession, events: readonly ThreedomEvent[]): string {
  const out: string[] = [];
  const pile = (n: number) => PILE_NAMES[n] ?? `pile ${n}`;
  for (const e of events) {
    if (e.type === 'played') out.push(`${nameOf(session, e.seat)} played ${e.card} on ${pile(e.on)}`);
    if (e.type === 'took') out.push(`and took ${e.card} from ${pile(e.from)}.`);
    if (e.type === 'claimed')
      out.push(
        `Claimed ${e.lines.map((l) => `the ${l.name} (${l.cards.join(' ')})`).join(' and ')}: ${e.points} points.`,
      );
    if (e.type === 'round-ended') out.push(`The round is over: ${REASONS[e.reason]}.`);
    if (e.type === 'round-started') out.push(`Round ${e.round + 1}: ${nameOf(session, e.starter)} starts.`);
  }
  return out.join(' ');
}

export const threedomUi: GameUI<ThreedomGameState, ThreedomMove, ThreedomOptions, ThreedomEvent> = {
  description: 'Threedom, the nine-pile card game for two',
  shortGame: { target: 5 },
  describe: (o) => `**Threedom** (to ${o.target}${o.hints ? ', hints allowed' : ''})`,
  inviteNote: (o) =>
    o.hints ? 'Hints allowed: accepting agrees that either player may ask for a hint, announced in the thread.' : '',
  moveActions: [],
  parseMove: () => undefined,
  narrate,
  played: playedLine,
  roundSummary,
  board: ({ session, theme }) => boardPayload(session, theme),
  resultLine,
  statusLine: (session, seat) => {
    const m = session.state.match;
    const other = 1 - seat;
    return `vs ${nameOf(session, other)} · ${m.scores[seat]}–${m.scores[other]} (to ${m.target}, round ${m.round + 1})`;
  },
  hand: threedomHand,
  extras: { hint },
};
