/**
 * A finished game's result in its competition, counted once: keyed by the game's thread, written
 * into its table's entry only while that entry has no result, in one compare-and-set of the round's
 * part that holds it (at most GAMES_PER_PART games: never the tournament's header, nor the rest of
 * the round). Called by finish.ts for every finished game (one read for a game that is in no
 * competition). Once its part has every result, the tournament is due now: the scheduler reads the
 * round's parts and pairs the next round if they are all over. So too once a league division's
 * round is over: the scheduler opens the division's next round.
 */
import type { Store } from '../../store/index.ts';
import { setDue } from '../store.ts';
import { competitions, roundOver, toOpen } from './records.ts';

class Gone extends Error {}

export async function recordCompetitionResult(
  store: Store,
  threadId: string,
  places: readonly number[],
  now: number,
): Promise<void> {
  const { games, rounds } = competitions(store);
  const at = (await games.get(threadId))?.value;
  if (!at) return;
  const doc = await rounds
    .update(at.part, (cur) => {
      if (!cur) throw new Gone();
      const part = cur.value;
      const k = part.games.findIndex((g) => g.round === at.round && g.table === at.table);
      const game = part.games[k];
      if (!game || game.places !== null) return part;
      const next = [...part.games];
      next[k] = { ...game, threadId: game.threadId ?? threadId, places: [...places] };
      return { ...part, games: next };
    })
    .catch((err) => {
      // A tournament deleted by hand leaves its games to finish as any game does.
      if (err instanceof Gone) return null;
      throw err;
    });
  // Due now once this part is over, or (a league's division) once its round is, with later rounds
  // to open (a retry sets it again: harmless).
  if (!doc) return;
  const all = doc.value.games;
  const roundDone = all.every((g) => g.round !== at.round || g.places !== null);
  if (roundOver(all) || (roundDone && all.some(toOpen))) await setDue(store, 't', at.guildId, at.tournamentId, now);
}
