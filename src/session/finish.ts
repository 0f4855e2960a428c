/**
 * The end of a game, once it is saved: its result counted once, then the indexes that listed it.
 * Whoever saves the finish calls it; if it fails or the bot stops first, the game's `due` entry is
 * still there (it is cleared last) and the scheduler, or the start-up recovery, calls it again.
 *
 * Counting once does not rest on the `results` marker alone: it is written after the leaderboard
 * (or the records against the computer), so each of those records also remembers the games it has
 * counted, in the same write as its counts (leaderboard.ts, computer-records.ts). The marker is the
 * fast path: once written, a retry reads nothing else.
 *
 * Placings: the game's own outcome, except that a seat which resigned or timed out in a game that
 * went on without it is placed last (tied with any other such seat).
 */
import { catalogGame } from './catalog.ts';
import { recordCompetitionResult } from './compete/results.ts';
import { recordComputerResult } from './computer-records.ts';
import type { SessionContext } from './context.ts';
import type { GameHandle } from './handle.ts';
import { recordResult } from './leaderboard.ts';
import { humans } from './session.ts';
import { collections, setDue, unlistGame } from './store.ts';
import type { Outcome, Session } from './types.ts';

/** Places with seats that left a game that went on placed last. */
export function placings(session: Session, outcome: Outcome): number[] {
  const last = session.seats.length;
  const goneOn = session.seats.length > 2;
  return session.seats.map((s, n) => (goneOn && s.out ? last : (outcome.places[n] ?? last)));
}

export async function finishGame(handle: GameHandle, session: Session): Promise<void> {
  const { ctx, threadId } = handle;
  const game = catalogGame(ctx, session.game);
  const outcome = game.outcome(session.state);
  if (!outcome) return;
  const { results } = collections(ctx.store);
  if (!(await results.get(threadId)))
    await results.update(threadId, async (cur) => {
      if (cur) return cur.value;
      const places = placings(session, outcome);
      await count(ctx, threadId, session, places, outcome.points);
      // A competition's game: its result in the tournament, once (keyed by this thread).
      await recordCompetitionResult(ctx.store, threadId, places, ctx.clock.now());
      return { recordedAt: ctx.clock.now() };
    });
  for (const seat of humans(session)) await unlistGame(ctx.store, seat.id, session.guildId, threadId);
  await collections(ctx.store).inPlay.remove(session.game, threadId);
  await setDue(ctx.store, 'g', session.guildId, threadId, null);
}

/**
 * Ratings between people: every person is placed among the other people of the table (a table of
 * two people and two computers still rates the two people against each other). A game with the
 * computer in it also counts in each person's record against it.
 */
async function count(ctx: SessionContext, matchId: string, session: Session, places: number[], points: number[]) {
  const game = catalogGame(ctx, session.game);
  const computer = session.seats.find((s) => s.computer)?.computer;
  if (computer) {
    for (const [n, s] of session.seats.entries()) {
      if (s.computer) continue;
      await recordComputerResult(ctx.store, {
        matchId,
        guildId: session.guildId,
        game: game.id,
        level: computer.level,
        person: { id: s.id, name: s.name },
        won: places[n] === 1,
        points: points[n] ?? 0,
      });
    }
  }
  const people = peoplePlaces(session, places);
  if (people.length < 2) return;
  await recordResult(ctx.store, {
    matchId,
    guildId: session.guildId,
    game: game.id,
    variant: game.variantOf(session.options),
    players: people.map(({ n, place }) => {
      const s = session.seats[n];
      return { id: s?.id ?? '', name: s?.name ?? '', place, points: points[n] ?? 0 };
    }),
  });
}

/** The people's seats with their places among the people alone (1 = best of them; ties share). */
export function peoplePlaces(session: Session, places: readonly number[]): { n: number; place: number }[] {
  const people = session.seats.flatMap((s, n) => (s.computer ? [] : [n]));
  const placeOf = (n: number) => places[n] ?? session.seats.length;
  return people.map((n) => ({ n, place: 1 + people.filter((m) => placeOf(m) < placeOf(n)).length }));
}

/** finishGame with a failure logged (the scheduler retries it): the result is posted all the same. */
export async function tryFinishGame(handle: GameHandle, session: Session): Promise<void> {
  await finishGame(handle, session).catch((err) =>
    handle.logger.error({ err, threadId: handle.threadId }, 'could not record a finished game (the scheduler retries)'),
  );
}
