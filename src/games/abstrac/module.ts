/**
 * Abstrac as a game of the session layer: its options, its engine, its pictures, its computer
 * opponent (the solver, in the worker pool) and its extras (the hint, the post-deal analysis).
 */
import { deriveSeed } from '../../cards/random.ts';
import {
  type AbstracMove,
  applyMatchMove,
  createMatch,
  type MatchEvent,
  matchToMove,
  matchTotals,
  matchView,
  type Player,
  resign,
  VARIANTS,
} from './engine/index.ts';
import { VARIANT_LABELS } from './render/board.ts';
import { chooseMove, chooseMoveInWorker, closeSharedPool, LEVELS, sharedPool } from './solver/index.ts';
import type { GameModule, Session } from '../../session/types.ts';
import { abstracForced } from './forced.ts';
import { hint } from './hint.ts';
import { upgradeAbstrac } from './legacy.ts';
import { boardPayload, dealAnalysis, dealSummary, nameOf, resultLine } from './pictures.ts';
import { abstracRecord, abstracReplay } from './record.ts';
import { AbstracOptions, type AbstracSession, type AbstracState, MatchStateSchema } from './schema.ts';

/** A computer move not answered by the worker pool within this time is chosen in-process by the casual level. */
export const MOVE_TIMEOUT_MS = 5_000;

const goal = (o: AbstracOptions) => {
  if (o.deals !== null && o.target !== null) return `to ${o.target} or ${o.deals} deals`;
  if (o.deals !== null) return `${o.deals} deal${o.deals === 1 ? '' : 's'}`;
  return `to ${o.target ?? 500}`;
};

/** The computer's move at its level: in a worker; if the pool fails or is slow, the casual heuristic here. */
async function computerMove(session: Session<AbstracState, AbstracOptions>, seat: number): Promise<AbstracMove> {
  const level = (session.seats[seat]?.computer?.level ?? 'strong') as (typeof LEVELS)[number];
  const state = session.state;
  // One seed per deal: chooseMove mixes in the moves made, so the play is varied yet replayable.
  const seed = deriveSeed(state.seed, 1000 + state.results.length);
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      chooseMoveInWorker(level, state.current, seed),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no computer move in ${MOVE_TIMEOUT_MS} ms`)), MOVE_TIMEOUT_MS);
      }),
    ]);
  } catch {
    return chooseMove('casual', state.current, seed);
  } finally {
    clearTimeout(timer);
  }
}

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

export const abstrac: GameModule<AbstracState, AbstracMove, AbstracOptions, MatchEvent> = {
  id: 'abstrac',
  name: 'Abstrac',
  description: 'Abstrac, the card-taking game for two',
  seats: { min: 2, max: 2 },
  optionsSchema: AbstracOptions,
  stateSchema: MatchStateSchema,
  addOptions: (sub) =>
    sub
      .addStringOption((o) =>
        o
          .setName('variant')
          .setDescription('Which Abstrac (default classic)')
          .addChoices(VARIANTS.map((v) => ({ name: VARIANT_LABELS[v], value: v }))),
      )
      .addIntegerOption((o) =>
        o.setName('target').setDescription('Points to win (default 500)').setMinValue(1).setMaxValue(100_000),
      )
      .addIntegerOption((o) =>
        o.setName('deals').setDescription('Play this many deals instead').setMinValue(1).setMaxValue(50),
      )
      .addBooleanOption((o) =>
        o.setName('hints').setDescription('Allow the Hint button (accepting agrees; always on against me)'),
      ),
  variantOf: (o) => o.variant,
  variants: VARIANTS.map((v) => ({ value: v, label: VARIANT_LABELS[v] })),
  describe: (o) => `**Abstrac · ${VARIANT_LABELS[o.variant]}** (${goal(o)}${o.hints ? ', hints allowed' : ''})`,
  inviteNote: (o) =>
    o.hints ? 'Hints allowed: accepting agrees that either player may ask for a hint, announced in the thread.' : '',
  setup: (o, _seats, seed) => createMatch({ variant: o.variant, target: o.target, deals: o.deals }, seed),
  toMove: matchToMove,
  apply: (s, seat, move) => applyMatchMove(s, seat as Player, move),
  leave: (s, seat, how) => resign(s, seat as Player, how),
  outcome: (s) => {
    if (!s.outcome) return null;
    const w = s.outcome.winner;
    return {
      places: w === 0 ? [1, 2] : [2, 1],
      points: matchTotals(s),
      how: s.outcome.type === 'points' ? 'played' : s.outcome.type,
    };
  },
  moveActions: ['choose', 'take', 'pick'],
  parseMove: (action, args, values) => {
    if (action === 'choose' && (args[0] === 'first' || args[0] === 'second') && args.length === 1)
      return { type: 'choose', first: args[0] === 'first' ? 'nondealer' : 'dealer' };
    if (action === 'take' && args.length === 1) return { type: 'take', count: count(args[0]) };
    if (action === 'pick' && args.length === 0 && values.length === 1) return { type: 'take', count: count(values[0]) };
    return undefined;
  },
  narrate,
  roundsFinished: (s) => s.results.length,
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
  computer: {
    levels: LEVELS,
    defaultLevel: 'strong',
    choose: computerMove,
  },
  forced: abstracForced,
  extras: { hint },
  upgrade: upgradeAbstrac,
  record: abstracRecord,
  replay: abstracReplay,
  warmUp: () => sharedPool().warmUp(),
  close: () => closeSharedPool(),

  // Every card is in plain view: any take or choice can be taken back, but not the end of a half or a deal.
  canTakeBack: (_before, _after, events) => events.every((e) => e.type === 'chose' || e.type === 'took'),
};
