/**
 * A small game for the session layer's own tests, so they exercise the layer and not a real game's
 * rules or pictures: two to three seats add 1 or 2 to a running total, and whoever brings it to 5
 * or more wins the round; `look` is a step that keeps the turn (as a Rummy draw does); a match is
 * `rounds` rounds. No pictures (a board is text and buttons), a computer that adds 1.
 */
import { ActionRowBuilder, ButtonBuilder, ButtonStyle, type MessageActionRowComponentBuilder } from 'discord.js';
import { z } from 'zod';
import type { AnyGame, GameModule, Session } from '../../src/session/types.ts';

const Options = z.object({ rounds: z.number().int().min(1).max(5).default(2).describe('Rounds to play') });
type Options = z.infer<typeof Options>;
const State = z.object({
  total: z.number().int(),
  toMove: z.number().int(),
  seats: z.number().int(),
  wins: z.array(z.number().int()),
  rounds: z.number().int(),
  played: z.number().int(),
  looks: z.number().int(),
  out: z.array(z.number().int()),
});
type State = z.infer<typeof State>;
type Move = { add: 1 | 2 } | { look: true };
type Event = { seat: number; add?: number; look?: true; wonRound?: boolean };

const next = (s: State, from: number) => {
  for (let k = 1; k <= s.seats; k++) {
    const n = (from + k) % s.seats;
    if (!s.out.includes(n)) return n;
  }
  return from;
};
const over = (s: State) => s.played >= s.rounds || s.out.length >= s.seats - 1;

export const toy: GameModule<State, Move, Options, Event> = {
  id: 'toy',
  name: 'Toy',
  description: 'A toy game for tests',
  seats: { min: 2, max: 3 },
  optionsSchema: Options,
  stateSchema: State,
  variantOf: () => 'standard',
  variants: [{ value: 'standard', label: 'Standard' }],
  describe: (o) => `**Toy** (${o.rounds} rounds)`,
  setup: (o, seats) => ({
    total: 0,
    toMove: 0,
    seats,
    wins: Array(seats).fill(0),
    rounds: o.rounds,
    played: 0,
    looks: 0,
    out: [],
  }),
  toMove: (s) => (over(s) ? null : s.toMove),
  apply: (s, seat, move) => {
    if (over(s)) return { ok: false, code: 'over', reason: 'The game is over.' };
    if (seat !== s.toMove) return { ok: false, code: 'turn', reason: 'Not your turn.' };
    if ('look' in move) {
      if (s.looks >= 2) return { ok: false, code: 'looks', reason: 'You have looked twice this turn.' };
      return { ok: true, state: { ...s, looks: s.looks + 1 }, events: [{ seat, look: true }] };
    }
    const total = s.total + move.add;
    if (total >= 5) {
      const wins = s.wins.map((w, n) => (n === seat ? w + 1 : w));
      const state = { ...s, total: 0, wins, played: s.played + 1, toMove: next(s, s.played), looks: 0 };
      return { ok: true, state, events: [{ seat, add: move.add, wonRound: true }] };
    }
    return { ok: true, state: { ...s, total, toMove: next(s, seat), looks: 0 }, events: [{ seat, add: move.add }] };
  },
  leave: (s, seat) => {
    const out = [...s.out, seat];
    return {
      ok: true,
      state: { ...s, out, toMove: s.toMove === seat ? next({ ...s, out }, seat) : s.toMove },
      events: [],
    };
  },
  outcome: (s) => {
    if (!over(s)) return null;
    const score = (n: number) => (s.out.includes(n) ? -1 : (s.wins[n] ?? 0));
    const places = s.wins.map((_, n) => 1 + s.wins.filter((_, m) => score(m) > score(n)).length);
    return { places, points: [...s.wins], how: s.out.length > 0 ? 'resigned' : 'played' };
  },
  // Its controls stand for a private hand's (as in Threedom and Rummy, the board is not played on):
  // the tests call the move pipeline directly rather than through the router.
  moveActions: [],
  parseMove: (action, args) => {
    if (action === 'look') return { look: true };
    if (action === 'add' && (args[0] === '1' || args[0] === '2')) return { add: Number(args[0]) as 1 | 2 };
    return undefined;
  },
  narrate: (session, events) =>
    events
      .map((e) => {
        const who = session.seats[e.seat]?.name ?? '?';
        if (e.look) return `${who} looked`;
        return `${who} added ${e.add}${e.wonRound ? ' and won the round' : ''}`;
      })
      .join('; '),
  roundsFinished: (s) => s.played,
  roundSummary: async (session, round) => ({
    content: `Round ${round + 1} is over (total wins ${session.state.wins.join('–')}).`,
    files: [],
  }),
  board: async ({ session, id }) => {
    const mover = session.state.toMove;
    const seat = session.seats[mover];
    return {
      content: `Total ${session.state.total}. <@${seat?.id}>, your turn.`,
      files: [],
      components: [
        new ActionRowBuilder<MessageActionRowComponentBuilder>().addComponents(
          new ButtonBuilder()
            .setCustomId(id('add', [1]))
            .setLabel('Add 1')
            .setStyle(ButtonStyle.Primary),
          new ButtonBuilder()
            .setCustomId(id('add', [2]))
            .setLabel('Add 2')
            .setStyle(ButtonStyle.Primary),
          new ButtonBuilder().setCustomId(id('look')).setLabel('Look').setStyle(ButtonStyle.Secondary),
        ),
      ],
    };
  },
  resultLine: (session) => {
    const o = toy.outcome(session.state);
    const winner = session.seats[o?.places.indexOf(1) ?? 0]?.name ?? '?';
    return `🏆 ${winner} wins the game.`;
  },
  statusLine: (session: Session<State, Options>, seat) => `Toy · ${session.state.wins[seat]} rounds won`,
  computer: { levels: ['easy'], defaultLevel: 'easy', choose: async () => ({ add: 1 }) },
};

export const toyGame = toy as AnyGame;
