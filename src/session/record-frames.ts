/**
 * A record played back as the pictures the bot posts (`cli render`), for every game: the board after
 * the deal and after every move, and each round's summary when it ends, drawn by the game's own
 * `board` and `roundSummary`. The record is played through `apply` from the game's `setup`, each
 * round's cards dealt from the record (GameModule.replay) instead of the seeded deal.
 */
import { isGameRecord } from '../engine/game-record.ts';
import type { Theme } from '../render/theme.ts';
import { gameLocale } from './language.ts';
import type { AnyGame, Picture, Session } from './types.ts';

/** One picture to draw: the board of `session`, or the summary of round `summary` when set. */
export interface Step {
  session: Session;
  summary?: number;
}

type Result<T> = ({ ok: true } & T) | { ok: false; reason: string };

interface Parsed {
  players: string[];
  options: unknown;
  rounds: Record<string, unknown>[];
}

/** A game record, or one round's record taken as a game of that one round. */
function parse(game: AnyGame, input: Record<string, unknown>): Result<{ parsed: Parsed }> {
  if (!isGameRecord(input)) {
    const seats = typeof input.players === 'number' ? input.players : 2;
    const players = Array.from({ length: seats }, (_, n) => `Seat ${n + 1}`);
    return { ok: true, parsed: { players, options: {}, rounds: [input] } };
  }
  const { players, options, rounds } = input as { players?: unknown; options?: unknown; rounds: unknown[] };
  if (!Array.isArray(players) || players.length < game.seats.min || players.length > game.seats.max) {
    return { ok: false, reason: `players: ${game.name} has ${game.seats.min} to ${game.seats.max} seats` };
  }
  const hidden = rounds.findIndex((r) => typeof r !== 'object' || r === null || !('deck' in r || 'layout' in r));
  if (hidden >= 0) {
    return {
      ok: false,
      reason: `round ${hidden + 1} has no cards: a public record (of a game still running) cannot be drawn; export the game again once it is over`,
    };
  }
  return {
    ok: true,
    parsed: { players: players.map(String), options: options ?? {}, rounds: rounds as Parsed['rounds'] },
  };
}

/** Every picture of the record, in order; the first problem found as a reason. */
export function recordSteps(game: AnyGame, input: Record<string, unknown>): Result<{ steps: Step[] }> {
  if (!game.replay) return { ok: false, reason: `${game.name} records cannot be drawn` };
  const read = parse(game, input);
  if (!read.ok) return read;
  const { players, rounds } = read.parsed;
  const options = game.optionsSchema.safeParse(read.parsed.options);
  if (!options.success) return { ok: false, reason: `options: ${options.error.issues[0]?.message ?? 'invalid'}` };
  const seats = players.map((name, n) => ({ id: `seat-${n}`, name }));
  const at = (state: unknown): Session => ({
    game: game.id,
    guildId: '',
    parentChannelId: '',
    seats,
    options: options.data,
    state,
    createdAt: 0,
    lastMoveAt: 0,
    status: game.toMove(state) === null ? 'finished' : 'active',
  });
  const steps: Step[] = [];
  let state = game.setup(options.data, players.length, 0);
  for (const [index, raw] of rounds.entries()) {
    const label = `round ${index + 1}`;
    if (game.toMove(state) === null) return { ok: false, reason: `${label}: the game was over after round ${index}` };
    const round = { ...raw, game: game.id };
    const dealt = game.replay.deal(state, round, index);
    if (!dealt.ok) return { ok: false, reason: `${label}: ${dealt.reason}` };
    const moves = game.replay.moves(round);
    if (!moves.ok) return { ok: false, reason: `${label}: ${moves.reason}` };
    state = dealt.state;
    steps.push({ session: at(state) });
    const finished = game.roundsFinished(state);
    for (const [n, move] of moves.moves.entries()) {
      const seat = game.toMove(state);
      if (seat === null || game.roundsFinished(state) > finished) {
        return { ok: false, reason: `${label}: move ${n + 1}: the round is over` };
      }
      const result = game.apply(state, seat, move);
      if (!result.ok) return { ok: false, reason: `${label}: move ${n + 1}: ${result.reason}` };
      state = result.state;
      // A round just ended: its summary; the board waits for the next round's cards (or the game's end).
      const ended = game.roundsFinished(state) > finished;
      steps.push(ended ? { session: at(state), summary: finished } : { session: at(state) });
    }
  }
  if (steps.at(-1)?.summary !== undefined && game.toMove(state) === null) steps.push({ session: at(state) });
  return { ok: true, steps };
}

/** The PNG of each step, drawn as the bot draws it. */
export async function drawSteps(game: AnyGame, steps: readonly Step[], theme: Theme): Promise<Buffer[]> {
  const pngs: Buffer[] = [];
  for (const [version, { session, summary }] of steps.entries()) {
    const picture: Picture =
      summary === undefined
        ? await game.board({ session, locale: gameLocale(session), version, theme, id: (action) => `render:${action}` })
        : await game.roundSummary(session, summary, theme);
    const png = picture.files[0]?.attachment;
    if (!Buffer.isBuffer(png)) throw new Error(`${game.name} drew no picture for step ${version + 1}`);
    pngs.push(png);
  }
  return pngs;
}
